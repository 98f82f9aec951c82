@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// Routes bound straight to a case of the app's enumeration: each parameter read as the type of
/// its associated value, reverse routing read back by reflection, and every mistake a build error.
@Suite struct CaseBindingTests {
    enum Genre: String, RouteParameter, CaseIterable { case jazz, rock }
    enum Size: Int, RouteParameter {
        case small = 1
        case large = 2
    }

    enum Route: Hashable, Sendable {
        case home
        case product(id: Int, ref: String?)
        case search(query: String, page: Int, tags: [String])
        case genre(Genre)
        case size(size: Size)
        case playlist(id: RouteUUID)
        case pair(Int, Int)
        case help(topic: String)
        case styles(Set<Genre>)
    }

    static func table() throws -> RouteTable<Route> {
        try RouteTable(schemes: ["app"], domains: ["app.example.com"]) {
            RouteDefinition("home", path: "/", to: .home)
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"], to: Route.product)
            RouteDefinition(
                "search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"], to: Route.search)
            RouteDefinition("genre", path: "/genre/:genre(jazz|rock)", to: Route.genre)
            RouteDefinition("size", path: "/size/:size(int)", to: Route.size)
            RouteDefinition("playlist", path: "/playlist/:id(uuid)", to: Route.playlist)
            RouteDefinition("pair", path: "/pair/:a(int)/:b(int)", to: Route.pair)
            RouteDefinition("help", path: "/help/**topic", to: Route.help)
            RouteDefinition("styles", path: "/styles", query: ["genre": "(jazz|rock)[]"], to: Route.styles)
        }
    }

    static let playlist = RouteUUID(high: 0x0B1E_4C1A_7D2F_4A8E, low: 0x9C3B_5F6D_7E8A_9B0C)

    /// Each row: a URL, the route it binds to, and the URL reverse routing writes for that route.
    static let rows: [(url: String, route: Route, written: String)] = [
        ("app://", .home, "app://"),
        ("app://product/42", .product(id: 42, ref: nil), "app://product/42"),
        ("app://product/42?ref=mail", .product(id: 42, ref: "mail"), "app://product/42?ref=mail"),
        ("app://search?q=boots", .search(query: "boots", page: 1, tags: []), "app://search?page=1&q=boots"),
        (
            "app://search?tag=new&q=red%20boots&tag=sale&page=3",
            .search(query: "red boots", page: 3, tags: ["new", "sale"]),
            "app://search?page=3&q=red%20boots&tag=new&tag=sale"
        ),
        ("app://genre/rock", .genre(.rock), "app://genre/rock"),
        ("app://size/2", .size(size: .large), "app://size/2"),
        (
            "app://playlist/0B1E4C1A-7D2F-4A8E-9C3B-5F6D7E8A9B0C", .playlist(id: playlist),
            "app://playlist/0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0c"
        ),
        ("app://pair/3/4", .pair(3, 4), "app://pair/3/4"),
        ("app://help/orders/returns", .help(topic: "orders/returns"), "app://help/orders/returns"),
        // A set of flags: copies and order do not count; written in the order of the values' text.
        (
            "app://styles?genre=rock&genre=jazz&genre=rock", .styles([.jazz, .rock]),
            "app://styles?genre=jazz&genre=rock"
        ),
        ("app://styles", .styles([]), "app://styles"),
    ]

    @Test(arguments: rows.indices) func aCaseBindsAndWritesBack(row: Int) throws {
        let (url, route, written) = Self.rows[row]
        let table = try Self.table()
        #expect(table.resolve(url) == .routed(route))
        #expect(table.url(for: route) == written)
        #expect(table.resolve(written) == .routed(route))
    }

    /// A set of flags passes the harness beside an array and an enumeration.
    @Test func aSetOfFlagsPassesTheHarness() throws {
        let table = try RouteTable<Route>(schemes: ["app"]) {
            RouteDefinition("styles", path: "/styles", query: ["genre": "(jazz|rock)[]"], to: Route.styles)
            RouteDefinition(
                "search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"], to: Route.search)
            RouteDefinition("genre", path: "/genre/:genre(jazz|rock)", to: Route.genre)
        }
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 300)
        #expect(report.results.compactMap(\.failure) == [])
    }

    /// A value no case has: the binding declines, naming the route, the parameter and the type.
    @Test func aValueNoCaseHasDeclines() throws {
        let outcome = try Self.table().resolve("app://size/3")
        #expect(outcome.reason?.code == .bindingDeclined)
        #expect(outcome.reason?.message == #"route "size": the parameter "size" is "3", which is no Size"#)
    }

    /// Every mistake in a route bound to a case is a build error naming the route, word for word.
    @Test func aCaseThatDoesNotFitTheRouteFailsTheBuild() {
        let rows: [(definition: RouteDefinition<Route>, message: String)] = [
            (
                RouteDefinition("product", path: "/product/:id(int)", to: Route.product),
                #"route "product": the case takes 2 values, and the route declares 1 parameter, the path's in order and then the query's as written: id"#
            ),
            (
                RouteDefinition("pair", path: "/pair", to: Route.pair),
                #"route "pair": the case takes 2 values, and the route declares no parameters"#
            ),
            (
                RouteDefinition("item", path: "/product/:id(int)", query: ["ref": "string?"], to: Route.product),
                #"route "item": the binding makes the case "product"; a route bound to a case with no closure is named after the case, or after it and a dot ("product.item")"#
            ),
            (
                RouteDefinition(
                    "products.item", path: "/product/:id(int)", query: ["ref": "string?"], to: Route.product),
                #"route "products.item": the binding makes the case "product"; a route bound to a case with no closure is named after the case, or after it and a dot ("product.products.item")"#
            ),
        ]
        for (definition, message) in rows {
            #expect {
                try RouteTable(schemes: ["app"], routes: [definition])
            } throws: { error in
                let error = error as? RouteTableError
                return error?.code == .caseMismatch && error?.message == message
                    && error?.location == .route(index: 0, name: definition.name, field: .name)
            }
        }
    }

    /// docs/patterns.md, "Binding a route to a case": several routes make one case with no
    /// closure, each named after the case, a dot and what tells it apart; the first writes it.
    @Test func severalRoutesBindToOneCaseNamedAfterItAndADot() throws {
        enum Screen: Hashable, Sendable {
            case home
            case settings(section: String)
        }
        let table = try RouteTable<Screen>(schemes: ["app"], domains: ["app.example.com"]) {
            RouteDefinition("home", path: "/", to: .home)
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings)
            RouteDefinition("settings.legacy", path: "/prefs/:section", sources: ["app"], to: Screen.settings)
            RouteDefinition("settings.general", path: "/general", to: .settings(section: "general"))
        }
        #expect(table.resolve("app://prefs/privacy") == .routed(.settings(section: "privacy")))
        #expect(table.resolve("https://app.example.com/prefs/privacy").reason?.code == .noMatchingRoute)
        #expect(table.resolve("app://general") == .routed(.settings(section: "general")))
        #expect(table.url(for: .settings(section: "privacy")) == "app://settings/privacy")
        #expect(table.url(for: .settings(section: "general")) == "app://settings/general")

        // The first definition that takes the case writes it, whatever its name.
        let legacyFirst = try RouteTable<Screen>(schemes: ["app"]) {
            RouteDefinition("settings.legacy", path: "/prefs/:section", to: Screen.settings)
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings)
        }
        #expect(legacyFirst.url(for: .settings(section: "a")) == "app://prefs/a")

        let report = LaunchProperties(table: table).check(seed: 1, iterations: 200)
        #expect(report.results.compactMap(\.failure) == [])
    }

    /// Two routes bound to one case, one on the domains and one on the custom scheme: each form is
    /// written by the route that takes it, whichever comes first (issue #49's repro, found porting
    /// a real app's router).
    @Test(arguments: [false, true])
    func aCaseBoundOnTwoSourcesIsWrittenOnEach(schemeRouteFirst: Bool) throws {
        enum R: Hashable, Sendable { case a(id: Int) }
        let web = RouteDefinition("a", path: "/a/:id(int)", sources: ["x.example.com"], to: R.a)
        let app = RouteDefinition("a.app", path: "/host/a/:id(int)", sources: ["app"], to: R.a)
        let table = try RouteTable<R>(
            schemes: ["app"], domains: ["x.example.com"], routes: schemeRouteFirst ? [app, web] : [web, app])
        #expect(table.resolve("https://x.example.com/a/1") == .routed(.a(id: 1)))
        #expect(table.resolve("app://host/a/1") == .routed(.a(id: 1)))
        #expect(table.url(for: .a(id: 1)) == "app://host/a/1")
        #expect(table.url(for: .a(id: 1), scheme: "app") == "app://host/a/1")
        #expect(table.universalLink(for: .a(id: 1)) == "https://x.example.com/a/1")
        #expect(table.universalLink(for: .a(id: 1), host: "X.example.com.") == "https://x.example.com/a/1")
        #expect(table.url(for: .a(id: 1), scheme: "other") == nil)
        #expect(table.universalLink(for: .a(id: 1), host: "y.example.com") == nil)
        let report = LaunchProperties(table: table).check(seed: 1, iterations: 200)
        #expect(report.results.compactMap(\.failure) == [])
    }

    @Test func aBindingThatMakesNoCaseFailsTheBuild() {
        #expect {
            try RouteTable<String>(schemes: ["app"]) {
                RouteDefinition("item", path: "/item/:id(int)", to: { (id: Int) in "item \(id)" })
            }
        } throws: { error in
            (error as? RouteTableError)?.message
                == #"route "item": the binding makes no enumeration case, whose values reverse routing could read; give the route a bind and a reverse closure"#
        }
    }

    /// The name check needs a value of every parameter type to call the case with; an app's
    /// enumeration that is not `CaseIterable` has none, and the harness's round trip (P4) is
    /// what then catches a route named apart from its case.
    @Test func withoutASampleTheNameIsNotChecked() throws {
        let table = try RouteTable<Route>(schemes: ["app"]) {
            RouteDefinition("sizes", path: "/size/:size(int)", to: Route.size)
        }
        #expect(table.resolve("app://size/1") == .routed(.size(size: .small)))
        #expect(table.url(for: .size(size: .small)) == nil)
    }

    @Test func aUUIDReadsAnyCaseAndWritesLowercase() {
        #expect(RouteUUID("0B1E4C1A-7D2F-4A8E-9C3B-5F6D7E8A9B0C") == Self.playlist)
        #expect(Self.playlist.uuidString == "0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0c")
        #expect(RouteUUID(high: 0, low: 1).uuidString == "00000000-0000-0000-0000-000000000001")
        for text in [
            "", "0b1e4c1a7d2f4a8e9c3b5f6d7e8a9b0c", "0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0g",
            "{0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0c}",
        ] {
            #expect(RouteUUID(text) == nil, "\(text)")
        }
    }

    @Test func theUUIDAccessorNamesTheRouteAndTheParameter() throws {
        let table = try RouteTable<Route>(schemes: ["app"]) {
            RouteDefinition("playlist", path: "/playlist/:id(uuid)") { match in
                .playlist(id: try match.uuid("idd"))
            } reverse: { _ in
                nil
            }
        }
        #expect(
            table.resolve("app://playlist/0b1e4c1a-7d2f-4a8e-9c3b-5f6d7e8a9b0c").reason
                == OutcomeReason(
                    code: .undeclaredParameter,
                    message:
                        #"the binding of route "playlist" reads the parameter "idd", which the route does not declare; did you mean "id"?"#
                ))
        let byHand = RouteMatch(name: "playlist", parameters: ["id": .string("42")])
        #expect(
            throws: OutcomeReason(
                code: .bindingDeclined, message: #"route "playlist": the parameter "id" is "42", which is no RouteUUID"#
            )
        ) {
            try byHand.uuid("id")
        }
        #expect(
            throws: OutcomeReason(
                code: .bindingDeclined, message: #"route "playlist" has no parameter "list" of type RouteUUID"#)
        ) {
            try byHand.uuid("list")
        }
    }

    /// The definition that writes a route is the first whose reverse takes it, whether it is found
    /// by name (every definition before it reverses by name) or by trying each in turn.
    @Test func theFirstDefinitionThatTakesARouteWritesIt() throws {
        // `any` takes every product before the case-bound `product` does: the scan finds it.
        let first = try RouteTable<Route>(schemes: ["app"]) {
            RouteDefinition("any", path: "/any/:id(int)") { match in
                .product(id: try match.int("id"), ref: nil)
            } reverse: { route in
                guard case .product(let id, _) = route else { return nil }
                return ["id": .int(id)]
            }
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"], to: Route.product)
        }
        #expect(first.url(for: .product(id: 7, ref: nil)) == "app://any/7")
        // After it, by name.
        let last = try RouteTable<Route>(schemes: ["app"]) {
            RouteDefinition("home", path: "/", to: .home)
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"], to: Route.product)
            RouteDefinition("any", path: "/any/:id(int)") { match in
                .product(id: try match.int("id"), ref: nil)
            } reverse: { route in
                guard case .product(let id, _) = route else { return nil }
                return ["id": .int(id)]
            }
        }
        #expect(last.url(for: .product(id: 7, ref: nil)) == "app://product/7")
        #expect(last.url(for: .home) == "app://")
    }

    /// docs/patterns.md: an `Int`-backed case type takes fewer values than its `int` pattern, so
    /// the harness fails on the hits it declines unless the route allows declines; a
    /// `String`-backed one behind an enumerated pattern declines nothing.
    @Test func aNarrowCaseTypeNeedsDeclinesOrAnEnumeratedPattern() throws {
        func table(_ size: RouteDefinition<Route>) throws -> RouteTable<Route> {
            try RouteTable<Route>(schemes: ["app"]) {
                size
                RouteDefinition("genre", path: "/genre/:genre(jazz|rock)", to: Route.genre)
            }
        }
        let narrow = RouteDefinition("size", path: "/size/:size(int)", to: Route.size)
        let failing = LaunchProperties(table: try table(narrow)).check(seed: 1, only: [.roundTrip])
        #expect(failing.failures.first?.route == "size")
        let declining = LaunchProperties(table: try table(narrow.allowingDeclines())).check(seed: 1, only: [.roundTrip])
        #expect(declining.passed, "\(declining)")
    }
}
