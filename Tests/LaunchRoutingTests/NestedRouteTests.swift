import LaunchRouting
import Testing

/// docs/patterns.md, "Nested routes": a route that declares a parameter `"route"` forwards to the
/// route of its value, a URL or a path resolved through the same table, with every check a
/// received URL passes, at most four deep.
@Suite struct NestedRouteTests {
    typealias Route = PatternFixtures.Route

    static let routes = [
        Route("home", "/", fragment: .route),
        Route("settings", "/settings/:section"),
        Route("search", "/search", query: ["q": "string"]),
        Route("deepLink", "/link", query: ["to": "route", "campaign": "string?"]),
        Route("onlyU", "/u-only", sources: ["u"]),
        Route("hashLink", "/h", fragment: ["to": "route"]),
    ]

    static func table() throws -> RouteTable<RouteMatch> { try PatternFixtures.table(routes) }

    struct Row: Sendable, CustomTestStringConvertible {
        var url: String
        var expected: PatternFixtures.Expected
        var via: [String] = []
        var testDescription: String { "\(url) → \(expected)" }
    }

    static func link(_ value: String) -> String { "t://link?to=" + value }

    static let rows: [Row] = [
        Row(url: link("/settings/general"), expected: .routed("settings", ["section": "general"]), via: ["deepLink"]),
        Row(url: link("settings/general"), expected: .routed("settings", ["section": "general"]), via: ["deepLink"]),
        Row(
            url: link("%2Fsearch%3Fq%3Dred%2520shoes"), expected: .routed("search", ["q": "red shoes"]),
            via: ["deepLink"]),
        Row(
            url: "https://t.example.com/link?to=/settings/a", expected: .routed("settings", ["section": "a"]),
            via: ["deepLink"]),
        Row(url: link("u://settings/a"), expected: .routed("settings", ["section": "a"]), via: ["deepLink"]),
        Row(
            url: link("https://t.example.com/settings/a"), expected: .routed("settings", ["section": "a"]),
            via: ["deepLink"]),
        Row(
            url: link("/link?to=/settings/a"), expected: .routed("settings", ["section": "a"]),
            via: ["deepLink", "deepLink"]),
        Row(url: "t://h#to=/settings/a", expected: .routed("settings", ["section": "a"]), via: ["hashLink"]),
        // The whole fragment, when there is one: a single-page site's links.
        Row(url: "https://t.example.com/#/settings/a", expected: .routed("settings", ["section": "a"]), via: ["home"]),
        Row(url: "t://#/settings/a", expected: .routed("settings", ["section": "a"]), via: ["home"]),
        Row(url: "https://t.example.com/#/search?q=x", expected: .routed("search", ["q": "x"]), via: ["home"]),
        // The fragment is split before it is decoded: escaped delimiters are one segment.
        Row(url: "https://t.example.com/#%2Fsearch%3Fq%3Dx", expected: .unmatched(.noMatchingRoute)),
        Row(url: "https://t.example.com/", expected: .routed("home", [:])),
        Row(url: "https://t.example.com/#", expected: .routed("home", [:])),
        Row(url: "https://t.example.com/#top", expected: .unmatched(.noMatchingRoute)),
        Row(url: "https://t.example.com/#javascript:x", expected: .rejected(.nestedURLNotAllowed)),
        Row(url: "https://t.example.com/#a b", expected: .rejected(.malformedURL)),
        // The nested URL passes the table's own checks: schemes, hosts, sources, decoding.
        Row(url: link("javascript:alert(1)"), expected: .rejected(.nestedURLNotAllowed)),
        Row(url: link("data:text/html,x"), expected: .rejected(.nestedURLNotAllowed)),
        Row(url: link("https://evil.example/settings/a"), expected: .rejected(.nestedURLNotAllowed)),
        Row(url: link("http://t.example.com/settings/a"), expected: .rejected(.nestedURLNotAllowed)),
        Row(url: link("//evil.example/settings/a"), expected: .unmatched(.noMatchingRoute)),
        Row(url: link("/nowhere"), expected: .unmatched(.noMatchingRoute)),
        Row(url: link("/settings/%25zz"), expected: .rejected(.malformedPercentEncoding)),
        Row(url: link("/u-only"), expected: .unmatched(.noMatchingRoute)),
        Row(url: link("u://u-only"), expected: .routed("onlyU", [:]), via: ["deepLink"]),
        Row(url: "t://link", expected: .unmatched(.missingParameter)),
        Row(
            url: link("/link%3Fto%3D/link%253Fto%253D/link%25253Fto%25253D/settings/a"),
            expected: .routed("settings", ["section": "a"]), via: ["deepLink", "deepLink", "deepLink", "deepLink"]),
        Row(
            url: link("/link%3Fto%3D/link%253Fto%253D/link%25253Fto%25253D/link%2525253Fto%2525253D/settings/a"),
            expected: .rejected(.nestingTooDeep)),
    ]

    @Test(arguments: rows) func nestedRoute(_ row: Row) throws {
        let table = try Self.table()
        PatternFixtures.check(table, row.url, row.expected)
        let match = try? table.match(row.url).get()
        #expect((match?.outerRoutes.map(\.name) ?? []) == row.via)
    }

    @Test func theOuterRouteKeepsItsOwnParameters() throws {
        let match = try Self.table().match(Self.link("%2Fsettings%2Fa") + "&campaign=spring").get()
        #expect(match == RouteMatch(name: "settings", parameters: ["section": "a"]))
        #expect(
            match.outerRoutes == [
                RouteMatch(name: "deepLink", parameters: ["to": "/settings/a", "campaign": "spring"])
            ])
        #expect(match.description == "settings(section=a)")
    }

    @Test func reasonsNameTheNestedURL() throws {
        let table = try Self.table()
        let rows: [(String, OutcomeReason.Code, String)] = [
            (
                Self.link("javascript:alert(1)"), .nestedURLNotAllowed,
                "the nested URL \"javascript:alert(1)\" in the query parameter \"to\" of route \"deepLink\": the scheme \"javascript\" is not one of the table's schemes; the table's are t, u"
            ),
            (
                Self.link("https://evil.example/x"), .nestedURLNotAllowed,
                "the nested URL \"https://evil.example/x\" in the query parameter \"to\" of route \"deepLink\": the host \"evil.example\" is not one of the table's domains"
            ),
            (
                Self.link("/nowhere"), .noMatchingRoute,
                "the nested URL \"/nowhere\" in the query parameter \"to\" of route \"deepLink\": no route matches the path \"/nowhere\""
            ),
        ]
        for (url, code, message) in rows {
            let reason = table.resolve(url).reason
            #expect(reason?.code == code, "\(url)")
            #expect(reason?.message == message, "\(url)")
            #expect(reason?.position == 9, "\(url): the position of the item")
        }
        let anchor = table.resolve("https://t.example.com/#top").reason
        #expect(
            anchor?.message
                == "the nested URL \"top\" in the fragment of route \"home\": no route matches the path \"/top\"")
        #expect(anchor?.position == 23)
        let deep = table.resolve(
            Self.link("/link%3Fto%3D/link%253Fto%253D/link%25253Fto%25253D/link%2525253Fto%2525253D/settings/a")
        ).reason
        #expect(
            deep?.message
                == "the nested URL \"/link?to=/link%3Fto%3D/link%253Fto%253D/link%25253Fto%25253D/settings/a\" in the query parameter \"to\" of route \"deepLink\": "
                + "the nested URL \"/link?to=/link%3Fto%3D/link%253Fto%253D/settings/a\" in the query parameter \"to\" of route \"deepLink\": "
                + "the nested URL \"/link?to=/link%3Fto%3D/settings/a\" in the query parameter \"to\" of route \"deepLink\": "
                + "the nested URL \"/link?to=/settings/a\" in the query parameter \"to\" of route \"deepLink\": "
                + "the URL forwards through more than 4 nested routes; the query parameter \"to\" of route \"deepLink\" is one too many"
        )
        // Two levels deep, each level names its own URL: the one at fault is the innermost.
        let twoDeep = table.resolve(Self.link("/link%3Fto%3D/nowhere")).reason
        #expect(
            twoDeep?.message
                == "the nested URL \"/link?to=/nowhere\" in the query parameter \"to\" of route \"deepLink\": "
                + "the nested URL \"/nowhere\" in the query parameter \"to\" of route \"deepLink\": "
                + "no route matches the path \"/nowhere\"")
        #expect(twoDeep?.position == 9)
    }

    @Test func reverseRoutingWritesTheNestedForm() throws {
        let table = try Self.table()
        #expect(table.url(for: RouteMatch(name: "settings", parameters: ["section": "a"])) == "t://settings/a")
        let forwarding = RouteMatch(name: "deepLink", parameters: ["to": "/settings/a"])
        let written = table.url(for: forwarding)
        #expect(written == "t://link?to=%2Fsettings%2Fa")
        let back = try table.match(written ?? "").get()
        #expect(back == RouteMatch(name: "settings", parameters: ["section": "a"]))
        #expect(back.outerRoutes == [forwarding])
        // The whole fragment is a URL, written as it is: its own escapes stay.
        let home = RouteMatch(name: "home", parameters: ["#": "/search?q=a%20b"])
        #expect(table.url(for: home) == "t://#/search?q=a%20b")
        #expect(table.universalLink(for: home) == "https://t.example.com/#/search?q=a%20b")
        #expect(
            table.url(for: RouteMatch(name: "home", parameters: ["#": "/search?q=a b&r=%zz#x"]))
                == "t://#/search?q=a%20b&r=%25zz#x")
        let fromFragment = try table.match("t://#/search?q=a%20b").get()
        #expect(fromFragment == RouteMatch(name: "search", parameters: ["q": "a b"]))
        #expect(fromFragment.outerRoutes == [home])
        #expect(table.url(for: RouteMatch(name: "home")) == "t://")
    }

    @Test func buildAndRuleErrors() throws {
        let rows: [([Route], String)] = [
            (
                [Route("r", "/a", query: ["to": "route?"])],
                "route \"r\": query parameter \"to\" is declared \"route?\": a nested route is given exactly once, so it is declared \"route\", never optional, defaulted or repeated"
            ),
            (
                [Route("r", "/a", query: ["a": "route", "b": "route"])],
                "route \"r\": \"a\" and \"b\" are both nested routes; a route forwards to one"
            ),
        ]
        let fragmentRows: [([Route], String)] = [
            (
                [Route("r", "/a", fragment: ["": "string"])],
                "route \"r\": fragment parameter \"\" is declared \"string\": the empty name stands for the whole fragment, which is declared \"route\" (a nested route), "
                    + "\"encoded route\" (one percent-encoded nested route) or not at all"
            ),
            (
                [Route("r", "/a", fragment: ["": "route", "a": "string"])],
                "route \"r\": the whole fragment is a nested route, so it has no parameter \"a\""
            ),
            // FuzzTableBuilder's rawCharactersInAWholeFragmentWrittenBackEscaped: a parameter named
            // "#" was read as the whole fragment, whatever its declaration.
            (
                [Route("r", "/a", fragment: ["#": "int=7"])],
                "route \"r\": fragment parameter \"#\" is declared \"int=7\": \"#\" names the whole fragment, which is declared with the empty name, \"route\" (a nested route)"
            ),
        ]
        for (routes, message) in rows + fragmentRows {
            #expect(PatternFixtures.buildError(routes)?.message == message)
        }
        // A rule may route to a route whose whole fragment is a nested route: without one, it is
        // the route itself.
        _ = try Router(table: try Self.table(), shortcuts: [LaunchRule.Shortcut(type: "t.home", route: "home")])
        let withoutPaths = RouteDefinition<RouteMatch>("r", query: ["to": "route"])
        #expect(throws: RouteTableError.self) { try RouteTable(schemes: ["t"], routes: [withoutPaths]) }
        let table = try Self.table()
        do {
            _ = try Router(
                table: table,
                shortcuts: [LaunchRule.Shortcut(type: "t.link", route: "deepLink", parameters: ["to": "to"])])
            Issue.record("a rule to a forwarding route builds")
        } catch {
            #expect(error.code == .forwardingRoute)
            #expect(
                error.message
                    == "quick-action rule \"t.link\": route \"deepLink\" forwards to the route of its nested URL \"to\"; route the rule to that route itself"
            )
        }
    }

    @Test func anAppsEnumGetsTheNestedRoute() throws {
        enum AppRoute: Hashable, Sendable {
            case home
            case settings(section: String)
            case deepLink(to: String)
        }
        let table = try RouteTable<AppRoute>(schemes: ["t"]) {
            RouteDefinition("home", path: "/", fragment: .route, to: AppRoute.home)
            RouteDefinition("settings", path: "/settings/:section", to: AppRoute.settings)
            RouteDefinition("deepLink", path: "/link", query: ["to": .route], to: AppRoute.deepLink)
        }
        #expect(table.resolve("t://link?to=/settings/privacy") == .routed(.settings(section: "privacy")))
        #expect(table.resolve("t://#/settings/privacy") == .routed(.settings(section: "privacy")))
        #expect(table.resolve("t://") == .routed(.home))
        #expect(table.url(for: .deepLink(to: "/settings/privacy")) == "t://link?to=%2Fsettings%2Fprivacy")
    }

    @Test func theSpecDeclaresIt() throws {
        let spec = try RouteSpec(
            json: #"""
                {
                  "schemes": ["shop"],
                  "routes": [
                    { "name": "cart", "path": "/cart" },
                    { "name": "deepLink", "path": "/link", "query": { "to": "route" } }
                  ]
                }
                """#)
        let outcome = try spec.router().resolve(.openURL(.init(url: "shop://link?to=/cart")))
        #expect(outcome == .routed(RouteMatch(name: "cart")))
        #expect(outcome.route?.outerRoutes.map(\.name) == ["deepLink"])
        let whole = try RouteSpec(
            json: #"{ "schemes": ["shop"], "routes": [{ "name": "home", "path": "/", "fragment": "route" }] }"#)
        #expect(whole.routes[0].fragment == .route)
        #expect(whole.json.contains(#""fragment": "route""#))
        #expect(try RouteSpec(json: whole.json) == whole)
    }
}
