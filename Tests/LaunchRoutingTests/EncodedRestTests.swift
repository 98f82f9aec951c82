import LaunchRouting
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
