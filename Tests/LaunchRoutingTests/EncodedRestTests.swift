import LaunchRouting
import LaunchRoutingTesting
import Testing

/// docs/patterns.md, "`**name(encoded)`: the rest, encoded": the rest of the path and the query,
/// percent-encoded as reverse routing writes them, for a web fallback.
@Suite struct EncodedRestTests {
    typealias Route = PatternFixtures.Route

    static let web = Route("r", "/web/**rest(encoded)")

    static let rows: [PatternLanguageTests.Case] = [
        ("t://web/a/b%20c?x=1&y", "a/b%20c?x=1&y="),
        ("t://web/a%2Fb", "a%2Fb"),
        ("https://t.example.com/web/A/c+d?q=red+shoes&q=x", "A/c+d?q=red%20shoes&q=x"),
        ("T://web//a/%62/", "a/b"),
        ("t://web", ""),
        ("t://web?z=%41", "?z=A"),
        ("t://web/a#frag", "a"),
        ("t://web/caf%C3%A9?%C3%A9=1", "caf%C3%A9?%C3%A9=1"),
    ].map { PatternLanguageTests.Case(route: web, url: $0.0, expected: .r(["rest": .string($0.1)])) }

    @Test(arguments: rows) func encodedRest(_ test: PatternLanguageTests.Case) throws {
        let table = try PatternFixtures.table([test.route])
        PatternFixtures.check(table, test.url, test.expected)
    }

    @Test func reverseRoutingWritesItBack() throws {
        let table = try PatternFixtures.table([Self.web])
        for value in ["a/b%20c?x=1&y=", "a%2Fb", "", "?z=A", "caf%C3%A9?%C3%A9=1"] {
            let match = RouteMatch(name: "r", parameters: ["rest": .string(value)])
            let url = try #require(table.url(for: match), "\(value)")
            #expect(table.match(url) == .success(match), "\(value) → \(url)")
        }
        #expect(table.url(for: RouteMatch(name: "r", parameters: ["rest": "a/b?x=1"])) == "t://web/a/b?x=1")
        for unwritable in ["a/%zz", "a#b", "a/../b"] {
            #expect(table.url(for: RouteMatch(name: "r", parameters: ["rest": .string(unwritable)])) == nil)
        }
    }

    // MARK: **name(encoded#): the fragment kept too

    static let page = Route("r", "/web/**rest(encoded#)")

    /// docs/patterns.md, "`**name(encoded#)`": a web fallback that keeps the fragment, its escapes
    /// kept but normalised, so a chat link's `#/room/%23alias:server` keeps its `%23`.
    static let fragmentRows: [PatternLanguageTests.Case] =
        [
            ("t://web/a/b?x=1#frag", "a/b?x=1#frag"),
            ("t://web/a#/room/%23alias:server", "a#/room/%23alias:server"),
            ("t://web/a#%2Fx%41%c3%a9", "a#%2FxA%C3%A9"),
            ("t://web/a#é", "a#%C3%A9"),
            ("t://web/a", "a"),
            ("t://web/a#", "a"),
        ].map { PatternLanguageTests.Case(route: page, url: $0.0, expected: .r(["rest": .string($0.1)])) }
        + [
            PatternLanguageTests.Case(
                route: page, url: "t://web/a#%zz", expected: .rejected(.malformedPercentEncoding)),
            PatternLanguageTests.Case(route: page, url: "t://web/a#a b", expected: .rejected(.malformedURL)),
        ]

    @Test(arguments: fragmentRows) func encodedRestKeepingTheFragment(_ test: PatternLanguageTests.Case) throws {
        let table = try PatternFixtures.table([test.route])
        PatternFixtures.check(table, test.url, test.expected)
    }

    @Test func aKeptFragmentIsWrittenBackAndTheHarnessHolds() throws {
        let table = try PatternFixtures.table([Self.page, Route("home", "/")])
        for value in ["a/b?x=1#frag", "a#/room/%23alias:server", "a#%2FxA%C3%A9", "a"] {
            let match = RouteMatch(name: "r", parameters: ["rest": .string(value)])
            let url = try #require(table.url(for: match), "\(value)")
            #expect(table.match(url) == .success(match), "\(value) → \(url)")
        }
        // A fragment not in its normal form is no value the route reports.
        #expect(table.url(for: RouteMatch(name: "r", parameters: ["rest": "a#%41"])) == nil)
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 400)
        #expect(report.results.compactMap(\.failure) == [])
    }

    @Test func buildErrors() {
        let rows: [([Route], String)] = [
            (
                [Route("r", "/w/**(encoded)")],
                "route \"r\", pattern \"/w/**(encoded)\", offset 3: \"**(encoded)\" names no parameter to hold the encoded rest"
            ),
            (
                [Route("r", "/w/**rest(encoded)", query: ["q": "string"])],
                "route \"r\": the pattern \"/w/**rest(encoded)\" holds the whole query in its encoded rest, so the route declares no query parameter \"q\""
            ),
            // A fragment parameter would be read from the rest's fragment too, and reverse routing
            // would write it into the rest (found by RoundTripTests, seeds 14 and 15).
            (
                [Route("r", "/w/**rest(encoded#)", fragment: ["f": "string=d"])],
                "route \"r\": the pattern \"/w/**rest(encoded#)\" holds the fragment in its rest, so the route declares no fragment parameter \"f\""
            ),
        ]
        for (routes, message) in rows {
            #expect(PatternFixtures.buildError(routes)?.message == message)
        }
    }

    @Test func anAppsEnumGetsTheText() throws {
        enum AppRoute: Hashable, Sendable {
            case web(rest: String)
        }
        let table = try RouteTable<AppRoute>(schemes: ["t"]) {
            RouteDefinition("web", path: "/web/**rest(encoded)", to: AppRoute.web)
        }
        #expect(table.resolve("t://web/help/returns?lang=en") == .routed(.web(rest: "help/returns?lang=en")))
        #expect(table.url(for: .web(rest: "help/returns?lang=en")) == "t://web/help/returns?lang=en")
    }
}
