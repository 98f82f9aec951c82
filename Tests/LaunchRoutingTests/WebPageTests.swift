import LaunchRouting
import LaunchRoutingTesting
import Testing

/// docs/patterns.md, "Web pages": a route that takes web pages gets every http or https URL that
/// is no universal link of the table, and nothing else; a nested `"route|web"` value may be one.
@Suite struct WebPageTests {
    enum Screen: Hashable, Sendable {
        case webPage(url: String)
        case settings(section: String)
        case home
    }

    static func table(webPages: Bool = true) throws -> RouteTable<Screen> {
        var routes: [RouteDefinition<Screen>] = [
            RouteDefinition("home", path: "/", to: .home),
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings),
            RouteDefinition("settings.link", path: "/open", query: ["url": "route|web"], to: .home),
            RouteDefinition("settings.strict", path: "/strict", query: ["to": "route"], to: .home),
        ]
        if webPages { routes.append(RouteDefinition("webPage", webPages: true, to: Screen.webPage)) }
        return try RouteTable(schemes: ["t"], domains: ["t.example.com", "*.t.example.com"], routes: routes)
    }

    static let rows: [(url: String, outcome: RouteOutcome<Screen>)] = [
        ("https://www.example.org/a?b=1#c", .routed(.webPage(url: "https://www.example.org/a?b=1#c"))),
        ("HTTPS://WWW.example.org/", .routed(.webPage(url: "HTTPS://WWW.example.org/"))),
        ("http://t.example.com/settings/a", .routed(.webPage(url: "http://t.example.com/settings/a"))),
        ("https://t.example.com:8443/a", .routed(.webPage(url: "https://t.example.com:8443/a"))),
        ("http://192.168.0.1:8080/", .routed(.webPage(url: "http://192.168.0.1:8080/"))),
        ("https://t.example.com/settings/a", .routed(.settings(section: "a"))),
        ("https://m.t.example.com/settings/a", .routed(.settings(section: "a"))),
        (
            "t://open?url=https%3A%2F%2Fwww.example.org%2Fa",
            .routed(.webPage(url: "https://www.example.org/a"))
        ),
        ("t://open?url=%2Fsettings%2Fb", .routed(.settings(section: "b"))),
    ]

    @Test(arguments: rows.indices) func aWebPageGoesToTheRouteThatTakesThem(row: Int) throws {
        let (url, outcome) = Self.rows[row]
        #expect(try Self.table().resolve(url) == outcome)
    }

    /// What is never a web page: a universal link that no route takes, a URL that is no web page,
    /// and a nested value declared `"route"` alone.
    @Test func whatIsNeverAWebPage() throws {
        let table = try Self.table()
        let rows: [(String, OutcomeReason.Code)] = [
            ("https://t.example.com/nowhere", .noMatchingRoute),
            ("https://", .untrustedHost),
            ("javascript:alert(1)", .unknownScheme),
            ("ftp://www.example.org/", .unknownScheme),
            ("t://strict?to=https%3A%2F%2Fwww.example.org%2F", .nestedURLNotAllowed),
            ("t://open?url=javascript%3Aalert(1)", .nestedURLNotAllowed),
        ]
        for (url, code) in rows {
            #expect(table.resolve(url).reason?.code == code, "\(url)")
        }
        // A table without such a route rejects a foreign page, as before.
        #expect(try Self.table(webPages: false).resolve("https://www.example.org/").reason?.code == .untrustedHost)
    }

    /// A route that takes web pages may list domains of the table whose links no route takes:
    /// those are pages too (an in-app web view's fallback); a link a route takes, or fails in,
    /// is not.
    @Test func aListedDomainsLinksNoRouteTakesArePages() throws {
        let table = try RouteTable<Screen>(schemes: ["t"], domains: ["t.example.com", "accounts.example.com"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings)
            RouteDefinition("webPage", sources: ["accounts.example.com"], webPages: true, to: Screen.webPage)
        }
        #expect(
            table.resolve("https://accounts.example.com/pair#v=1")
                == .routed(.webPage(url: "https://accounts.example.com/pair#v=1")))
        #expect(table.resolve("https://accounts.example.com/settings/a") == .routed(.settings(section: "a")))
        #expect(table.resolve("https://t.example.com/nowhere").reason?.code == .noMatchingRoute)
        // Reverse routing writes such a page too (found by RoundTripTests on generated tables).
        #expect(
            table.url(for: .webPage(url: "https://accounts.example.com/pair#v=1"))
                == "https://accounts.example.com/pair#v=1")
        #expect(table.url(for: .webPage(url: "https://accounts.example.com/settings/a")) == nil)
        #expect(
            throws: RouteTableError.self,
            performing: {
                try RouteTable<RouteMatch>(
                    schemes: ["t"], routes: [RouteDefinition("w", sources: ["t"], webPages: true)])
            })
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 300)
        #expect(report.results.compactMap(\.failure) == [])
    }

    @Test func activitiesAndRulesReachIt() throws {
        let router = try Router(table: Self.table(), webpageActivityTypes: ["org.example.reading"])
        let handoff = LaunchInput.userActivity(.browsingWeb("https://news.example.net/story/1"))
        #expect(router.resolve(handoff) == .routed(.webPage(url: "https://news.example.net/story/1")))
        let reading = LaunchInput.userActivity(
            .init(activityType: "org.example.reading", webpageURL: "https://news.example.net/story/2"))
        #expect(router.resolve(reading) == .routed(.webPage(url: "https://news.example.net/story/2")))
        #expect(
            router.resolve(.userActivity(.browsingWeb("https://t.example.com/settings/x")))
                == .routed(.settings(section: "x")))
    }

    @Test func reverseRoutingWritesThePage() throws {
        let table = try Self.table()
        #expect(table.url(for: .webPage(url: "https://www.example.org/a")) == "https://www.example.org/a")
        // A universal link of the table is no web page, so it is no URL of this route.
        #expect(table.url(for: .webPage(url: "https://t.example.com/settings/a")) == nil)
        #expect(table.url(for: .webPage(url: "https://www.example.org/a"), scheme: "t") == nil)
        #expect(table.universalLink(for: .webPage(url: "https://www.example.org/a")) == nil)
    }

    /// In Swift, a route takes web pages by its `webPages: true` argument, and what such a route
    /// cannot have is refused at build, as for the spec's `"webPages": true`.
    @Test func theWebPagesArgumentIsCheckedAtBuild() {
        let withPath = #expect(throws: RouteTableError.self) {
            try RouteTable<RouteMatch>(schemes: ["t"]) { RouteDefinition("web", path: "/web", webPages: true) }
        }
        #expect(
            withPath?.message
                == #"route "web": a route that takes web pages has no paths: it takes any http or https URL that is no universal link of the table"#
        )
        let withQuery = #expect(throws: RouteTableError.self) {
            try RouteTable<RouteMatch>(schemes: ["t"]) {
                RouteDefinition("web", query: ["u": "string"], webPages: true)
            }
        }
        #expect(
            withQuery?.message
                == #"route "web": a route that takes web pages declares no parameters: its one parameter is "url", the page"#
        )
    }

    @Test func buildErrors() {
        let rows: [(RouteDeclaration, String)] = [
            (
                {
                    var declaration = RouteDeclaration(name: "web", paths: ["/web"])
                    declaration.takesWebPages = true
                    return declaration
                }(),
                #"route "web": a route that takes web pages has no paths: it takes any http or https URL that is no universal link of the table"#
            ),
            (
                {
                    var declaration = RouteDeclaration(name: "web", paths: [], query: ["u": "string"])
                    declaration.takesWebPages = true
                    return declaration
                }(),
                #"route "web": a route that takes web pages declares no parameters: its one parameter is "url", the page"#
            ),
            (
                {
                    var declaration = RouteDeclaration(name: "web", paths: [], sources: ["t"])
                    declaration.takesWebPages = true
                    return declaration
                }(),
                #"route "web": the source "t" is no domain of the table; a route that takes web pages lists the domains whose links no other route takes"#
            ),
        ]
        for (declaration, message) in rows {
            #expect {
                try RouteTable<RouteMatch>(schemes: ["t"], routes: [RouteDefinition(declaration)])
            } throws: { ($0 as? RouteTableError)?.message == message }
        }
        #expect {
            try RouteTable<RouteMatch>(
                schemes: ["t"], routes: [RouteDefinition("a", webPages: true), RouteDefinition("b", webPages: true)])
        } throws: {
            ($0 as? RouteTableError)?.message
                == #"route "b": routes "a" and "b" both take web pages; a table has one route for them"#
        }
    }

    @Test func theSpecDeclaresItAndWritesItBack() throws {
        let json = #"{"domains": ["t.example.com"], "routes": [{"name": "webPage", "webPages": true}]}"#
        let spec = try RouteSpec(json: json)
        #expect(spec.routes[0].takesWebPages)
        #expect(
            try spec.router().resolve(.openURL(.init(url: "https://www.example.org/")))
                == .routed(RouteMatch(name: "webPage", parameters: ["url": "https://www.example.org/"])))
        #expect(try RouteSpec(json: spec.json).routes == spec.routes)
        #expect {
            try RouteSpec(json: #"{"routes": [{"name": "w", "webPages": "yes"}]}"#)
        } throws: {
            ($0 as? RouteSpecError)?.description == #"routes[0].webPages: expected true or false, found a string"#
        }
    }

    /// The harness holds on such a table (its P3 checks each URL's origin: OriginCheckTests).
    @Test func theHarnessHoldsAndChecksOrigins() throws {
        let router = try Router(table: Self.table())
        let report = LaunchProperties(router: router).check(seed: 1, iterations: 300)
        #expect(report.results.compactMap(\.failure) == [])
    }
}
