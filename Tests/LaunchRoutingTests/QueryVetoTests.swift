import LaunchRouting
import LaunchRoutingTesting
import Testing

/// docs/patterns.md, "Query vetoes": a route that declares a query parameter `"absent"` (or
/// `"!(a|b)"`) gives up a URL that has it (or one of those values), and the next route by the
/// priority rule takes it: two routes on one path told apart by the query.
@Suite struct QueryVetoTests {
    typealias Route = PatternFixtures.Route

    static let routes = [
        Route("joinLanding", "/join", query: ["code": "absent"]),
        Route("joinWithCode", "/join", query: ["code": "string"]),
        Route("note", "/notes/:id(int)", query: ["mode": "!(edit|draft)"]),
        Route("noteEditor", "/notes/:id(int)", query: ["mode": "(edit|draft)"]),
        Route("anyNote", "/notes/*"),
        Route("alone", "/alone", query: ["x": "absent"]),
    ]

    static let rows: [(String, PatternFixtures.Expected)] = [
        ("t://join", .routed("joinLanding", [:])),
        ("t://join?other=1", .routed("joinLanding", [:])),
        ("t://join?code=ABC", .routed("joinWithCode", ["code": "ABC"])),
        ("t://join?code", .routed("joinWithCode", ["code": ""])),
        ("t://join?code=a&code=b", .rejected(.duplicateParameter)),
        ("t://notes/3", .routed("note", ["id": 3])),
        ("t://notes/3?mode=view", .routed("note", ["id": 3, "mode": "view"])),
        ("t://notes/3?mode=edit", .routed("noteEditor", ["id": 3, "mode": "edit"])),
        ("t://notes/3?mode=EDIT", .routed("note", ["id": 3, "mode": "EDIT"])),
        // The next route by the priority rule, whatever its pattern.
        ("t://alone?x=1", .unmatched(.noMatchingRoute)),
        ("t://alone", .routed("alone", [:])),
    ]

    @Test(arguments: rows.indices) func queryVeto(_ row: Int) throws {
        let table = try PatternFixtures.table(Self.routes)
        PatternFixtures.check(table, Self.rows[row].0, Self.rows[row].1)
    }

    @Test func theNextRouteMayHaveAnotherPattern() throws {
        let table = try PatternFixtures.table([
            Route("edit", "/n/edit", query: ["readonly": "absent"]), Route("any", "/n/:name"),
        ])
        #expect(table.match("t://n/edit") == .success(RouteMatch(name: "edit")))
        #expect(table.match("t://n/edit?readonly=1") == .success(RouteMatch(name: "any", parameters: ["name": "edit"])))
    }

    @Test func aURLNoOtherRouteTakesSaysWhichRouteGaveItUp() throws {
        let table = try PatternFixtures.table(Self.routes)
        let reason = table.resolve("t://alone?x=1").reason
        #expect(
            reason?.message
                == "route \"alone\" gives up a URL with the query parameter \"x\", and no other route takes its path")
        #expect(reason?.position == 10)
    }

    @Test func reverseRoutingWritesEachRoute() throws {
        let table = try PatternFixtures.table(Self.routes)
        #expect(table.url(for: RouteMatch(name: "joinLanding")) == "t://join")
        #expect(table.url(for: RouteMatch(name: "joinWithCode", parameters: ["code": "A"])) == "t://join?code=A")
        #expect(
            table.url(for: RouteMatch(name: "note", parameters: ["id": 3, "mode": "view"])) == "t://notes/3?mode=view")
        #expect(
            table.url(for: RouteMatch(name: "noteEditor", parameters: ["id": 3, "mode": "edit"]))
                == "t://notes/3?mode=edit")
    }

    @Test func buildErrors() {
        let rows: [([Route], String)] = [
            (
                [Route("r", "/a", query: ["m": "!(edit"])],
                "route \"r\": query parameter \"m\" is declared \"!(edit\": a veto lists the values that give the URL up, !(a|b)"
            ),
            (
                [Route("r", "/a", query: ["m": "!(a||b)"])],
                "route \"r\": query parameter \"m\" is declared \"!(a||b)\": a veto lists distinct, non-empty values, !(a|b)"
            ),
            (
                [Route("a", "/x", query: ["m": "absent"]), Route("b", "/x", query: ["n": "absent"])],
                "routes \"a\" and \"b\" have the same pattern: \"/x\" and \"/x\" match the same URLs"
            ),
            (
                [Route("a", "/x"), Route("b", "/x")],
                "routes \"a\" and \"b\" have the same pattern: \"/x\" and \"/x\" match the same URLs"
            ),
        ]
        for (routes, message) in rows {
            #expect(PatternFixtures.buildError(routes)?.message == message)
        }
    }

    @Test func anAppsEnumHasNoValueForAnAbsentParameter() throws {
        enum AppRoute: Hashable, Sendable {
            case joinLanding
            case join(code: String)
        }
        let table = try RouteTable<AppRoute>(schemes: ["t"]) {
            RouteDefinition("joinLanding", path: "/join", query: ["code": "absent"], to: AppRoute.joinLanding)
            RouteDefinition("join", path: "/join", query: ["code": "string"], to: AppRoute.join)
        }
        #expect(table.resolve("t://join") == .routed(.joinLanding))
        #expect(table.resolve("t://join?code=X") == .routed(.join(code: "X")))
    }

    // MARK: A required value, "=(2)"

    static let pairingRoutes = [
        Route("pair", "/pair", query: ["v": "=(2)", "code": "string"]),
        Route("pairUpdate", "/pair"),
        Route("beta", "/beta", query: ["channel": "=(beta|nightly)"]),
    ]

    /// docs/patterns.md, "A required value": the route takes a URL only when the parameter has one
    /// of its values, every time it appears, and gives any other URL up to the next route.
    static let requiredValueRows: [(String, PatternFixtures.Expected)] = [
        ("t://pair?v=2&code=abc", .routed("pair", ["code": "abc"])),
        ("t://pair?code=abc&v=2", .routed("pair", ["code": "abc"])),
        ("t://pair?v=3&code=abc", .routed("pairUpdate", [:])),
        ("t://pair?code=abc", .routed("pairUpdate", [:])),
        ("t://pair?v=2&v=3&code=abc", .routed("pairUpdate", [:])),
        ("t://pair?v=02&code=abc", .routed("pairUpdate", [:])),
        ("t://pair?v=2", .unmatched(.missingParameter)),
        ("t://beta?channel=nightly", .routed("beta", [:])),
        ("t://beta?channel=Beta", .unmatched(.noMatchingRoute)),
        ("t://beta", .unmatched(.noMatchingRoute)),
    ]

    @Test(arguments: requiredValueRows.indices) func requiredValue(_ row: Int) throws {
        let table = try PatternFixtures.table(Self.pairingRoutes)
        PatternFixtures.check(table, Self.requiredValueRows[row].0, Self.requiredValueRows[row].1)
    }

    @Test func aURLWithoutTheRequiredValueSaysWhatWasWanted() throws {
        let table = try PatternFixtures.table(Self.pairingRoutes)
        let other = table.resolve("t://beta?channel=Beta").reason
        #expect(
            other?.message
                == "route \"beta\" gives up a URL whose query parameter \"channel\" is \"Beta\", not \"beta\" or \"nightly\", and no other route takes its path"
        )
        #expect(other?.position == 9)
        #expect(
            table.resolve("t://beta").reason?.message
                == "route \"beta\" gives up a URL without the query parameter \"channel\" (\"beta\" or \"nightly\"), and no other route takes its path"
        )
    }

    @Test func reverseRoutingWritesTheRequiredValue() throws {
        let table = try PatternFixtures.table(Self.pairingRoutes)
        #expect(table.url(for: RouteMatch(name: "pair", parameters: ["code": "a b"])) == "t://pair?code=a%20b&v=2")
        #expect(table.url(for: RouteMatch(name: "beta")) == "t://beta?channel=beta")
        #expect(table.url(for: RouteMatch(name: "pairUpdate")) == "t://pair")
        // A value for it that is not the one required writes nothing.
        #expect(table.url(for: RouteMatch(name: "pair", parameters: ["code": "a", "v": "3"])) == nil)
    }

    @Test func aRequiredValueIsNoValueOfACase() throws {
        enum AppRoute: Hashable, Sendable {
            case pair(code: String)
            case pairUpdate
        }
        let table = try RouteTable<AppRoute>(schemes: ["t"]) {
            RouteDefinition("pair", path: "/pair", query: ["v": "=(2)", "code": "string"], to: AppRoute.pair)
            RouteDefinition("pairUpdate", path: "/pair", to: AppRoute.pairUpdate)
        }
        #expect(table.resolve("t://pair?v=2&code=x") == .routed(.pair(code: "x")))
        #expect(table.resolve("t://pair?v=1&code=x") == .routed(.pairUpdate))
        #expect(table.url(for: .pair(code: "x")) == "t://pair?code=x&v=2")
        // In the fragment too: found by the Examples/Browser port, whose pairing route has one.
        let fragment = try RouteTable<AppRoute>(schemes: ["t"]) {
            RouteDefinition("pair", path: "/pair", fragment: ["code": "string", "v": "=(2)"], to: AppRoute.pair)
        }
        #expect(fragment.resolve("t://pair#code=x&v=2") == .routed(.pair(code: "x")))
        #expect(fragment.url(for: .pair(code: "x")) == "t://pair#code=x&v=2")
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 200)
        #expect(report.results.compactMap(\.failure) == [])
    }

    @Test func requiredValueBuildErrors() {
        let rows: [(String, String)] = [
            ("=2", "a required value is written =(value), or =(a|b) for one of several"),
            ("=()", "a required value is written =(value), or =(a|b) for one of several"),
            ("=(a||b)", "a required value lists distinct, non-empty values, =(a|b)"),
            ("=(a|a)", "a required value lists distinct, non-empty values, =(a|b)"),
        ]
        for (declaration, reason) in rows {
            #expect(
                PatternFixtures.buildError([Route("r", "/a", query: ["v": QueryDeclaration(declaration)])])?.message
                    == "route \"r\": query parameter \"v\" is declared \"\(declaration)\": \(reason)")
        }
    }
}
