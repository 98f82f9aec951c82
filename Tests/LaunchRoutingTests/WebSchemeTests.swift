@_spi(Fuzzing) import LaunchRouting
import Testing

/// docs/route-spec.md, "Web schemes": a scheme declared to carry the web form routes
/// `ksr://HOST/PATH` as `https://HOST/PATH`, on the routes that host takes, its host judged as a
/// universal link's is; reverse routing writes that form.
@Suite struct WebSchemeTests {
    enum KSRoute: Hashable, Sendable {
        case project(creator: String, slug: String)
        case discover(category: String?, filters: [QueryItem])
        case update(id: Int)
        case link(to: String)
        case settings
    }

    /// A store whose app scheme repeats its site: each route declared once, for both forms.
    static let table = try! RouteTable<KSRoute>(
        schemes: ["kickstarter"], domains: ["www.kickstarter.com", "ksr.example"], webSchemes: ["ksr"]
    ) {
        RouteDefinition("project", path: "/projects/:creator/:slug", to: KSRoute.project)
        RouteDefinition(
            "discover", path: "/discover", query: ["category": "string?", "filters": .others], to: KSRoute.discover)
        RouteDefinition("update", path: "/updates/:id(int)", sources: ["ksr.example"], to: KSRoute.update)
        RouteDefinition("link", path: "/link", query: ["to": "route"], to: KSRoute.link)
        RouteDefinition("settings", path: "/settings", sources: ["kickstarter"], to: KSRoute.settings)
    }

    @Test(arguments: [
        ("ksr://www.kickstarter.com/projects/creator/project", KSRoute.project(creator: "creator", slug: "project")),
        ("https://www.kickstarter.com/projects/creator/project", .project(creator: "creator", slug: "project")),
        // The host as a universal link's: any case, one trailing dot, port 443; the scheme any case.
        ("KSR://WWW.Kickstarter.COM./projects/a/b", .project(creator: "a", slug: "b")),
        ("ksr://www.kickstarter.com:443/projects/a/b", .project(creator: "a", slug: "b")),
        // Escapes take the slow path, which reads the same.
        ("ksr://www.kickstarter.com/projects/a%20b/c", .project(creator: "a b", slug: "c")),
        (
            "ksr://www.kickstarter.com/discover?category=art&sort=magic",
            .discover(category: "art", filters: [QueryItem(name: "sort", value: "magic")])
        ),
        // A route limited to a domain takes that domain's links on the web scheme too.
        ("ksr://ksr.example/updates/7", .update(id: 7)),
        // The other schemes keep the custom form: the authority is the first segment.
        ("kickstarter://settings", .settings),
    ])
    func aWebSchemeRoutesAsItsUniversalLinkWould(_ url: String, _ route: KSRoute) {
        #expect(Self.table.resolve(url) == .routed(route))
    }

    @Test(
        arguments: [
            // Its host is checked as a universal link's is, with the same words.
            (
                "ksr://evil.example/projects/a/b", OutcomeReason.Code.untrustedHost,
                "the host \"evil.example\" is not one of the table's domains", 6
            ),
            ("ksr://discover", .untrustedHost, "the host \"discover\" is not one of the table's domains", 6),
            ("ksr:///projects/a/b", .untrustedHost, "the URL has no host", 6),
            ("ksr:projects/a/b", .untrustedHost, "the URL has no host", 4),
            (
                "ksr://127.0.0.1/projects/a/b", .untrustedHost,
                "the host \"127.0.0.1\" is an IP address, which is never trusted", 6
            ),
            (
                "ksr://www.kickstarter.com:8080/projects/a/b", .untrustedHost,
                "the port \":8080\" is not accepted; only the default port is", 6
            ),
            (
                "ksr://user@www.kickstarter.com/projects/a/b", .credentialsInURL,
                "the URL carries user information \"user@\"; credentials are never accepted", 6
            ),
            // Its path takes only the routes of its host's domain, and is worded as the path alone.
            ("ksr://www.kickstarter.com/updates/7", .noMatchingRoute, "no route matches the path \"/updates/7\"", nil),
            ("ksr://www.kickstarter.com/settings", .noMatchingRoute, "no route matches the path \"/settings\"", nil),
            (
                "ksr://www.kickstarter.com/nowhere/at/all", .noMatchingRoute,
                "no route matches the path \"/nowhere/at/all\"", nil
            ),
        ] as [(String, OutcomeReason.Code, String, Int?)])
    func itsHostIsJudgedAsAUniversalLinksIs(_ url: String, _ code: OutcomeReason.Code, _ message: String, _ at: Int?) {
        let reason = Self.table.resolve(url).reason
        #expect(reason?.code == code)
        #expect(reason?.message == message)
        #expect(reason?.position == at)
    }

    @Test func theUniversalLinkOfTheSameHostGivesTheSameAnswer() {
        for path in ["/projects/a/b", "/projects/a%2Fb/c", "/discover?x=1&category=c", "/updates/7", "/nowhere", "/"] {
            for host in ["www.kickstarter.com", "ksr.example", "other.example"] {
                let web = Self.table.resolve("https://\(host)\(path)")
                let scheme = Self.table.resolve("ksr://\(host)\(path)")
                #expect(scheme.route == web.route, "\(host)\(path)")
                #expect(scheme.reason?.code == web.reason?.code, "\(host)\(path)")
                #expect(scheme.reason?.message == web.reason?.message, "\(host)\(path)")
            }
        }
    }

    @Test func theMatcherAndTheReferenceAgree() {
        for url in [
            "ksr://www.kickstarter.com/projects/a/b", "ksr://WWW.kickstarter.com/projects/a%41/b",
            "ksr://www.kickstarter.com/discover?category=art", "ksr://www.kickstarter.com/nothing",
            "ksr://evil.example/projects/a/b", "ksr://ksr.example/updates/x", "ksr://ksr.example/updates/7",
        ] {
            let bytes = Array(url.utf8)
            let found = bytes.withUnsafeBufferPointer { Self.table.core.locate(bytes: $0, webOnly: false) }
            let reference = bytes.withUnsafeBufferPointer { Self.table.core.referenceLocate(bytes: $0) }
            #expect((try? found.get().route) == (try? reference.get().route), "\(url)")
            #expect((try? found.get().match) == (try? reference.get().match), "\(url)")
            #expect(found.failureCode == reference.failureCode, "\(url)")
        }
    }

    @Test func aNestedPathStaysOnTheHostItCameOn() {
        #expect(Self.table.resolve("ksr://ksr.example/link?to=/updates/7") == .routed(.update(id: 7)))
        #expect(Self.table.resolve("ksr://www.kickstarter.com/link?to=/updates/7").reason?.code == .noMatchingRoute)
    }

    @Test func reverseRoutingWritesTheWebFormOnTheHostTheRouteTakes() throws {
        let project = KSRoute.project(creator: "a b", slug: "c")
        // The first scheme the route takes, as for any scheme; or the one named.
        #expect(Self.table.url(for: project) == "kickstarter://projects/a%20b/c")
        #expect(Self.table.url(for: project, scheme: "KSR") == "ksr://www.kickstarter.com/projects/a%20b/c")
        #expect(Self.table.url(for: .update(id: 7)) == "ksr://ksr.example/updates/7")
        #expect(Self.table.url(for: .settings) == "kickstarter://settings")
        #expect(Self.table.url(for: .settings, scheme: "ksr") == nil)
        #expect(
            Self.table.url(for: .project(creator: "a", slug: "b"), scheme: "kickstarter")
                == "kickstarter://projects/a/b")
        #expect(Self.table.universalLink(for: project) == "https://www.kickstarter.com/projects/a%20b/c")
        let written = try #require(
            Self.table.url(for: .discover(category: nil, filters: [QueryItem(name: "s", value: "x")]), scheme: "ksr"))
        #expect(written == "ksr://www.kickstarter.com/discover?s=x")
        #expect(
            Self.table.resolve(written)
                == .routed(.discover(category: nil, filters: [QueryItem(name: "s", value: "x")])))
    }

    /// The inbox keys a URL without the table: a web scheme's as a custom scheme's.
    @Test func theInboxKeysAWebSchemesURLAsACustomSchemesOne() throws {
        var inbox = LaunchInbox(router: try Router(table: Self.table))
        _ = inbox.handle(.ready, at: .seconds(0))
        let output = inbox.handle(
            .openURLContexts([
                .init(url: "ksr://www.kickstarter.com/projects/a/b"),
                .init(url: "ksr:/www.kickstarter.com/projects/a/b/"),
                .init(url: "ksr://WWW.kickstarter.com/projects/a/b"),
            ]),
            at: .seconds(1))
        // One path, however many slashes: one input, the first spelling in canonical order.
        #expect(output.drops.map(\.input) == [.openURL(.init(url: "ksr:/www.kickstarter.com/projects/a/b/"))])
        // A host in another case is another first segment: a second input, routed alike.
        #expect(
            output.deliveries.map(\.outcome) == [
                .routed(.project(creator: "a", slug: "b")), .routed(.project(creator: "a", slug: "b")),
            ])
    }

    @Test func everySchemeIsRegisteredTheWebSchemesLast() {
        #expect(Self.table.schemes == ["kickstarter", "ksr"])
        #expect(Self.table.webSchemes == ["ksr"])
    }

    @Test(
        arguments: [
            (
                ["a"], ["A"], [String]?.none, RouteTableError.Location.scheme(index: 1),
                "the scheme \"a\" is in both schemes and webSchemes; a scheme's URLs are read one way"
            ),
            (
                [], ["https"], nil, .scheme(index: 0),
                "the scheme \"https\" is for universal links and web pages; list the host in domains, or add a route that takes web pages"
            ),
            (
                ["a"], ["ksr"], nil, .scheme(index: 1),
                "the scheme \"ksr\" carries the web form, but the table has no domains for its hosts"
            ),
            (
                [], ["ksr"], ["ksr"], .route(index: 0, name: "r", field: .source(index: 0)),
                "route \"r\": the source \"ksr\" is a web scheme, whose links come from their host; list the host's domain"
            ),
        ]
            as [(
                [String], [String], [String]?, RouteTableError.Location, String
            )])
    func aTableSaysWhatIsWrongWithItsWebSchemes(
        _ schemes: [String], _ webSchemes: [String], _ sources: [String]?, _ location: RouteTableError.Location,
        _ message: String
    ) {
        #expect {
            _ = try RouteTable<RouteMatch>(
                schemes: schemes, domains: message.contains("no domains") ? [] : ["a.example"], webSchemes: webSchemes,
                routes: [RouteDefinition("r", path: "/r", sources: sources)])
        } throws: { error in
            let error = error as? RouteTableError
            return error?.location == location && error?.message == message
        }
    }

    @Test func theSpecDeclaresThemOnceAndNamesTheFieldAtFault() throws {
        let spec = try RouteSpec(
            json:
                #"{"schemes": ["kickstarter"], "domains": ["www.kickstarter.com"], "webSchemes": ["ksr"], "routes": [{"name": "project", "path": "/projects/:id"}]}"#
        )
        let table = try spec.table()
        #expect(table.resolve("ksr://www.kickstarter.com/projects/7").route?.name == "project")
        #expect(try RouteSpec(json: spec.json) == spec)
        #expect(RouteSpec(table) == spec)
        #expect(spec.json.contains(#""webSchemes" : ["#) || spec.json.contains(#""webSchemes": ["#))
        #expect {
            _ = try RouteSpec(json: #"{"schemes": ["k"], "webSchemes": ["k"], "routes": []}"#).table()
        } throws: { error in
            (error as? RouteSpecError)?.path == "webSchemes[0]"
        }
    }
}

extension Result where Failure == OutcomeReason {
    fileprivate var failureCode: OutcomeReason.Code? {
        if case .failure(let reason) = self { reason.code } else { nil }
    }
}
