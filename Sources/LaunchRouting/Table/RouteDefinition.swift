/// One route of a table: its name, its patterns, its query, where it may come from, and how it
/// binds to the app's own route type and back.
///
/// The binding turns a ``RouteMatch`` into the app's route; the reverse turns the route back into
/// parameters, so the table can write a URL for it. Return `nil` from the reverse for a route
/// value this definition does not produce. A route that binds to one case of the app's
/// enumeration needs neither: pass the case as `to:` (`RouteDefinition+Case.swift`).
///
/// ```swift
/// enum AppRoute: Hashable, Sendable {
///     case product(id: Int, ref: String?)
/// }
///
/// let product = RouteDefinition<AppRoute>("product", path: "/product/:id(int)", query: ["ref": "string?"]) { match in
///     .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
/// } reverse: { route in
///     guard case .product(let id, let ref) = route else { return nil }
///     return ["id": .int(id), "ref": ref.map(ParameterValue.string)]
/// }
/// ```
public struct RouteDefinition<Route: Sendable>: Sendable {
    /// The route's name, patterns, query, sources and examples.
    package var declaration: RouteDeclaration

    /// The route's name, `[A-Za-z][A-Za-z0-9_.-]*`; unique in a table.
    public var name: String {
        get { declaration.name }
        set { declaration.name = newValue }
    }
    /// The path patterns; the first is the one reverse routing writes, the others are aliases.
    public var paths: [String] {
        get { declaration.paths }
        set { declaration.paths = newValue }
    }
    /// The query parameters the route takes, by name.
    public var query: [String: QueryDeclaration] {
        get { declaration.query }
        set { declaration.query = newValue }
    }
    /// The parameters the route reads from the URL's fragment, by name.
    public var fragment: [String: QueryDeclaration] {
        get { declaration.fragment }
        set { declaration.fragment = newValue }
    }
    /// The schemes and domains the route accepts URLs from; `nil` for all of the table's.
    public var sources: [String]? {
        get { declaration.sources }
        set { declaration.sources = newValue }
    }
    /// Whether literal segments compare case-sensitively. Default `true`.
    public var isCaseSensitive: Bool {
        get { declaration.isCaseSensitive }
        set { declaration.isCaseSensitive = newValue }
    }
    /// URLs that must route to this route: the harness and `launch-route check` resolve each,
    /// cold and warm, and a fuzzer starts from them.
    public var examples: [String] {
        get { declaration.examples }
        set { declaration.examples = newValue }
    }

    /// Whether the binding may decline a URL the route's patterns take (say, an id the app
    /// knows is retired). Default `false`: the harness then fails on a generated hit the binding
    /// declines, since that is the binding's mistake (docs/testing.md, "Mistakes in the app's
    /// bindings"). Set it with ``allowingDeclines()``.
    public var allowsDeclines = false

    /// For a route bound to a case with no closure: what the table checks of it.
    var caseCheck: CaseCheck? = nil
    /// Whether the reverse takes no route that goes by another name (a ``RouteMatch``'s name, or
    /// the name of an enum case with values): true for a route of matches, one bound to a case,
    /// and one bound to a case without values. While every definition before a route's is so, the
    /// table finds the definition that writes a route by its name instead of trying each in turn.
    var reversesByName = false

    let bind: @Sendable (RouteMatch) throws -> Route?
    package let reverse: @Sendable (Route) -> [String: ParameterValue?]?

    /// This route, with a binding that may decline some URLs its patterns take: the harness
    /// accepts a declined hit for it, and still fails if no generated input is ever routed to it.
    ///
    /// ```swift
    /// RouteDefinition<AppRoute>("order", path: "/orders/:id(int)") { match in
    ///     let id = try match.int("id")
    ///     return id > 0 ? .order(id: id) : nil   // ids are positive; 0 and below never route
    /// } reverse: { route in
    ///     guard case .order(let id) = route else { return nil }
    ///     return ["id": .int(id)]
    /// }
    /// .allowingDeclines()
    /// ```
    public func allowingDeclines() -> RouteDefinition {
        var definition = self
        definition.allowsDeclines = true
        return definition
    }

    /// The same route, reached only through a nested route: as the value of a route that forwards
    /// (`firefox://deep-link?url=/settings/fxa`), never as a URL received directly
    /// (`firefox://settings/fxa` goes to the next route that takes it, or is unmatched). Reverse
    /// routing writes it through the first route that forwards to it.
    ///
    /// ```swift
    /// RouteDefinition("settings", path: "/settings/:section(general|newtab)i", to: AppRoute.settings)
    ///     .nestedOnly()
    /// ```
    public func nestedOnly() -> RouteDefinition {
        var definition = self
        definition.declaration.isNestedOnly = true
        return definition
    }

    /// The route `declaration`, with how a match binds to the app's route (`bind`) and how a
    /// route gives its parameters back (`reverse`).
    package init(
        _ declaration: RouteDeclaration,
        bind: @escaping @Sendable (RouteMatch) throws -> Route?,
        reverse: @escaping @Sendable (Route) -> [String: ParameterValue?]?
    ) {
        self.declaration = declaration
        self.bind = bind
        self.reverse = reverse
    }

    /// A route named `name` on `path` (and its `aliases`), with its query and fragment
    /// declarations, the sources it accepts (`nil`: all of the table's), whether literals compare
    /// case-sensitively, the URLs that must route to it (`examples`, which the harness and
    /// `launch-route check` resolve), how a match binds to the app's route (`bind`), and how a
    /// route gives its parameters back (`reverse`).
    ///
    /// Every way to declare a route is this one shape; only the binding differs (closures here,
    /// a case of the app's enumeration with `to:`, or the ``RouteMatch`` itself). What kind of
    /// route it is comes in as arguments:
    /// - no `path`: a destination no URL reaches, which only rules route to (a quick action, a
    ///   notification); its parameters are its query declarations, filled from `userInfo`;
    /// - `webPages: true`: the route takes web pages, any `http` or `https` URL that is no
    ///   universal link of the table, its one parameter `url` the page (docs/patterns.md,
    ///   "Web pages"); it has no path, query or fragment, and its `sources` are domains of the
    ///   table whose links no other route takes.
    public init(
        _ name: String,
        path: String? = nil,
        aliases: [String] = [],
        query: [String: QueryDeclaration] = [:],
        fragment: [String: QueryDeclaration] = [:],
        sources: [String]? = nil,
        isCaseSensitive: Bool = true,
        webPages: Bool = false,
        examples: [String] = [],
        bind: @escaping @Sendable (RouteMatch) throws -> Route?,
        reverse: @escaping @Sendable (Route) -> [String: ParameterValue?]?
    ) {
        var declaration = RouteDeclaration(
            name: name, paths: (path.map { [$0] } ?? []) + aliases, query: query, fragment: fragment, sources: sources,
            isCaseSensitive: isCaseSensitive, examples: examples)
        declaration.takesWebPages = webPages
        self.init(declaration, bind: bind, reverse: reverse)
    }
}

extension RouteDefinition where Route == RouteMatch {
    /// The route `declaration`, resolving to its ``RouteMatch`` itself: the form the JSON route
    /// spec builds.
    package init(_ declaration: RouteDeclaration) {
        let name = declaration.name
        self.init(
            declaration, bind: { $0 },
            reverse: { match in match.name == name ? match.parameters.mapValues { $0 } : nil })
        reversesByName = true
    }

    /// A route that resolves to its ``RouteMatch`` itself: the arguments are those of
    /// ``init(_:path:aliases:query:fragment:sources:isCaseSensitive:webPages:examples:bind:reverse:)``.
    ///
    /// ```swift
    /// RouteDefinition<RouteMatch>("product", path: "/product/:id(int)", query: ["ref": "string?"])
    /// RouteDefinition<RouteMatch>("barcodeScanner")   // no path: only rules route to it
    /// ```
    public init(
        _ name: String,
        path: String? = nil,
        aliases: [String] = [],
        query: [String: QueryDeclaration] = [:],
        fragment: [String: QueryDeclaration] = [:],
        sources: [String]? = nil,
        isCaseSensitive: Bool = true,
        webPages: Bool = false,
        examples: [String] = []
    ) {
        self.init(
            name, path: path, aliases: aliases, query: query, fragment: fragment, sources: sources,
            isCaseSensitive: isCaseSensitive, webPages: webPages, examples: examples, bind: { $0 },
            reverse: { match in match.name == name ? match.parameters.mapValues { $0 } : nil }
        )
        reversesByName = true
    }
}
