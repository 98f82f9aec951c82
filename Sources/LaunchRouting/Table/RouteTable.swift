/// An app's deep links: the schemes and domains it answers, and the routes it binds to its own
/// route type, compiled for matching.
///
/// Build it once, at launch or in a test; it is an immutable value, safe to share between
/// threads. Building checks every pattern and throws a ``RouteTableError`` that names the route
/// and the offset for any mistake.
///
/// ```swift
/// enum AppRoute: Hashable, Sendable {
///     case product(id: Int)
///     case search(query: String, page: Int)
/// }
///
/// let table = try RouteTable<AppRoute>(schemes: ["shop"], domains: ["shop.example.com"]) {
///     RouteDefinition("product", path: "/product/:id(int)") { match in
///         .product(id: try match.int("id"))
///     } reverse: { route in
///         guard case .product(let id) = route else { return nil }
///         return ["id": .int(id)]
///     }
///     RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1"]) { match in
///         .search(query: try match.string("q"), page: try match.int("page"))
///     } reverse: { route in
///         guard case .search(let query, let page) = route else { return nil }
///         return ["q": .string(query), "page": .int(page)]
///     }
/// }
///
/// table.resolve("shop://product/42")                        // .routed(.product(id: 42))
/// table.resolve("https://shop.example.com/search?q=boots")   // .routed(.search(query: "boots", page: 1))
/// table.url(for: .product(id: 42))                          // "shop://product/42"
/// ```
public struct RouteTable<Route: Sendable>: Sendable {
    /// The routes, in the order given. The order never changes an outcome.
    public let definitions: [RouteDefinition<Route>]
    /// Everything but the bindings, compiled.
    @usableFromInline package let core: CompiledTable
    /// Each route's binding, apart from its definition so that calling one copies nothing.
    @usableFromInline let bindings: [@Sendable (RouteMatch) throws -> Route?]
    /// How many definitions, from the first, reverse only routes of their own name.
    let keyedPrefix: Int

    /// The custom schemes, lowercased, the web schemes last: every scheme the app registers.
    public var schemes: [String] { core.schemes }
    /// The schemes whose URLs carry the web form, lowercased: `ksr://www.kickstarter.com/discover`
    /// routes as `https://www.kickstarter.com/discover` would, when its host is one of the domains.
    public var webSchemes: [String] { core.webSchemes }
    /// The schemes given as `schemes`, whose authority is a first segment: ``schemes`` without
    /// the web schemes.
    package var declaredSchemes: [String] { Array(schemes.dropLast(webSchemes.count)) }
    /// The universal-link domains, lowercased; `*.example.com` stands for any subdomain.
    public var domains: [String] { core.domains }
    /// The size bounds for input URLs.
    public var limits: URLLimits { core.limits }

    package var shapes: [RouteShape] { core.shapes }
    package var patterns: [[RoutePattern]] { core.patterns }
    package var queryRules: [[QueryRule]] { core.queryRules }
    package var matcher: CompiledMatcher { core.matcher }
    /// Each route's index by name, for rules and bindings that name a route.
    package var routeIndex: [ExactText: Int] { core.routeIndex }

    /// Builds a table from a list of routes.
    ///
    /// A scheme in `webSchemes` carries the site's URLs (`ksr://www.kickstarter.com/discover`):
    /// its host is checked against `domains` as a universal link's is, and its path takes that
    /// domain's routes, so each route is declared once for both forms.
    public init(
        schemes: [String] = [],
        domains: [String] = [],
        webSchemes: [String] = [],
        limits: URLLimits = .default,
        routes: [RouteDefinition<Route>]
    ) throws(RouteTableError) {
        // One pass: this code runs unspecialised (the app's route type is not known here), where
        // `map` over key paths and `enumerated()` copied each definition and read its fields
        // through the runtime, a sixth of building a table (docs/performance.md, "Building").
        var declarations: [RouteDeclaration] = []
        var bindings: [@Sendable (RouteMatch) throws -> Route?] = []
        declarations.reserveCapacity(routes.count)
        bindings.reserveCapacity(routes.count)
        var keyedPrefix: Int?
        var caseMismatch: RouteTableError?
        // Through a buffer: an array's subscript copied the whole definition to read one field.
        routes.withUnsafeBufferPointer { routes in
            for index in routes.indices {
                declarations.append(routes[index].declaration)
                bindings.append(routes[index].bind)
                if keyedPrefix == nil, !routes[index].reversesByName { keyedPrefix = index }
                if caseMismatch == nil, let check = routes[index].caseCheck {
                    caseMismatch = RouteTableError.caseMismatch(route: routes[index].name, index: index, check)
                }
            }
        }
        core = try CompiledTable(
            schemes: schemes, domains: domains, webSchemes: webSchemes, limits: limits, routes: declarations)
        // A mistake in the table's own terms is reported first, as it always was.
        if let caseMismatch { throw caseMismatch }
        definitions = routes
        self.bindings = bindings
        self.keyedPrefix = keyedPrefix ?? routes.count
    }

    /// Builds a table from routes written with ``RouteTable/Builder``.
    public init(
        schemes: [String] = [],
        domains: [String] = [],
        webSchemes: [String] = [],
        limits: URLLimits = .default,
        @Builder routes: () -> [RouteDefinition<Route>]
    ) throws(RouteTableError) {
        try self.init(schemes: schemes, domains: domains, webSchemes: webSchemes, limits: limits, routes: routes())
    }

    /// A table of other routes on the same schemes, domains and web schemes as `table`, and its
    /// limits unless others are given: the one way the harness rebuilds an app's table.
    package init<Other>(origins table: RouteTable<Other>, limits: URLLimits? = nil, routes: [RouteDefinition<Route>])
        throws(RouteTableError)
    {
        try self.init(
            schemes: table.declaredSchemes, domains: table.domains, webSchemes: table.webSchemes,
            limits: limits ?? table.limits, routes: routes)
    }

    /// Whether route `index` accepts a URL that came from the given entries of `schemes + domains`.
    package func accepts(route index: Int, from entries: [Int]) -> Bool {
        core.accepts(route: index, from: entries)
    }
}
