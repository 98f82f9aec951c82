/// Routes that bind straight to a case of the app's route enumeration, and back, with no closure.
///
/// The case's associated values are the route's parameters in order: the path's, as they appear
/// in `path`, then the query's, then the fragment's, each in the order written (a whole fragment
/// that is a nested route has none: the route forwards). Each value's type reads the parameter
/// (``RouteParameter``), so each parameter name is written once, in the pattern. Reverse routing
/// needs no closure either: a route value of the case named `name` gives back its associated
/// values, read by reflection (`Mirror`), which works wherever Swift runs and needs no macro.
///
/// ```swift
/// enum AppRoute: Hashable, Sendable {
///     case home
///     case product(id: Int, ref: String?)
///     case search(query: String, page: Int)
/// }
///
/// let table = try RouteTable<AppRoute>(schemes: ["shop"]) {
///     RouteDefinition("home", path: "/", to: .home)
///     RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"], to: AppRoute.product)
///     RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1"], to: AppRoute.search)
/// }
/// table.resolve("shop://search?q=boots")   // .routed(.search(query: "boots", page: 1))
/// table.url(for: .product(id: 42, ref: nil))   // "shop://product/42"
/// ```
extension RouteDefinition {
    /// A route named `name`, the name of the case `constructor` makes (or that name, a dot and
    /// anything, when several routes make one case: `settings.legacy`), whose parameters are that
    /// case's associated values in order: the path's, then the query's and the fragment's as written.
    ///
    /// The table fails to build, with ``RouteTableError/Code/caseMismatch``, when the case takes
    /// a different number of values than the route declares parameters.
    public init<each Value: RouteParameter>(
        _ name: String,
        path: String? = nil,
        aliases: [String] = [],
        query: KeyValuePairs<String, QueryDeclaration> = [:],
        fragment: KeyValuePairs<String, QueryDeclaration> = [:],
        sources: [String]? = nil,
        isCaseSensitive: Bool = true,
        webPages: Bool = false,
        examples: [String] = [],
        to constructor: @escaping @Sendable (repeat each Value) -> Route
    ) {
        // A route that takes web pages has one parameter, the page.
        let names =
            webPages
            ? [CompiledRoute.webPageParameter]
            : Self.parameterNames(path: path ?? "/", query: query, isCaseSensitive: isCaseSensitive)
                + fragment.filter { !$0.key.isEmpty && Self.isValue($0.value) }.map(\.key)
        var arity = 0
        func count<T>(_: T.Type) { arity += 1 }
        repeat count((each Value).self)
        let declared = arity
        let boundCase = Self.caseName(ofRoute: name)
        self.init(
            name, path: path, aliases: aliases,
            query: Dictionary(query.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }),
            fragment: Dictionary(fragment.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }),
            sources: sources, isCaseSensitive: isCaseSensitive, webPages: webPages, examples: examples,
            bind: { match throws(OutcomeReason) in
                guard names.count == declared else { return nil }
                var index = 0
                func next<T: RouteParameter>(_: T.Type) throws(OutcomeReason) -> T {
                    defer { index += 1 }
                    return try match.parameter(names[index])
                }
                return constructor(repeat try next((each Value).self))
            },
            reverse: { route in
                guard names.count == declared, let payload = Self.payload(of: route, case: boundCase),
                    let values = payload as? (repeat each Value)
                else { return nil }
                var written: [ParameterValue?] = []
                for value in repeat each values { written.append(value.parameterValue) }
                return Dictionary(zip(names, written), uniquingKeysWith: { first, _ in first })
            })
        // A route named apart from its case ("settings.legacy") writes routes of another name.
        reversesByName = boundCase == name
        caseCheck = CaseCheck(
            values: declared, parameters: names,
            caseName: Self.caseName(of: try? constructor(repeat Self.sample((each Value).self))))
    }

    /// The case a route bound with no closure makes: its name up to the first dot, so that
    /// several routes bind to one case (`settings`, `settings.legacy`), each named apart.
    static func caseName(ofRoute name: String) -> String {
        String(name.prefix { $0 != "." })
    }

    /// A value of `type` to call the constructor with at build, so that the table can check the
    /// case's name: `0`, `""`, `false`, `nil`, `[]`, the nil UUID, an enumeration's first case.
    private static func sample<T>(_ type: T.Type) throws(CaseCheck.NoSample) -> T {
        let samples: [Any] = [0, "", false, RouteUUID(high: 0, low: 0)]
        if let value = samples.lazy.compactMap({ $0 as? T }).first { return value }
        if let absent = (T.self as? any AbsentRouteParameter.Type)?.absent as? T { return absent }
        if let first = (T.self as? any CaseIterable.Type)?.allCases.first as? T { return first }
        throw CaseCheck.NoSample()
    }

    /// The name of the case `route` is, or `""` when it is no enumeration case; `nil` for no route.
    private static func caseName(of route: Route?) -> String? {
        guard let route else { return nil }
        let mirror = Mirror(reflecting: route)
        guard mirror.displayStyle == .enum else { return "" }
        return mirror.children.first?.label ?? String(describing: route)
    }

    /// The path's parameter names in order, then the query's as written.
    private static func parameterNames(
        path: String, query: KeyValuePairs<String, QueryDeclaration>, isCaseSensitive: Bool
    ) -> [String] {
        let pattern = try? RoutePattern.parse(
            path, route: "", routeIndex: 0, patternIndex: 0, caseInsensitive: !isCaseSensitive)
        return (pattern?.parameterNames ?? []) + query.filter { isValue($0.value) }.map(\.key)
    }

    /// Whether a query or fragment parameter is a value of the case: a parameter vetoed when
    /// present (`"absent"`), or required to have a given value (`"=(2)"`), is none.
    private static func isValue(_ declaration: QueryDeclaration) -> Bool {
        declaration.text != "absent" && !declaration.text.hasPrefix("=")
    }

    /// What the table checks of a route bound to a case with no closure.
    struct CaseCheck: Sendable {
        /// How many associated values the case takes.
        var values: Int
        /// The parameters the route declares, in the order the case reads them.
        var parameters: [String]
        /// The case's name, `""` when the constructor makes no enumeration case, `nil` when a
        /// parameter type has no sample value to call it with.
        var caseName: String?

        struct NoSample: Error {}
    }

    /// The name a route value goes by: a ``RouteMatch``'s name, or an enum case's that has
    /// values; `nil` for anything else.
    static func name(of route: Route) -> String? {
        if let match = route as? RouteMatch { return match.name }
        let mirror = Mirror(reflecting: route)
        guard mirror.displayStyle == .enum else { return nil }
        return mirror.children.first?.label
    }

    /// The associated values of `route` when it is the case `name`: one value, or a tuple of them.
    private static func payload(of route: Route, case name: String) -> Any? {
        let mirror = Mirror(reflecting: route)
        guard mirror.displayStyle == .enum, let child = mirror.children.first, child.label == name else { return nil }
        // One labelled value reflects as a tuple of one.
        let inner = Mirror(reflecting: child.value)
        if inner.displayStyle == .tuple, inner.children.count == 1, let only = inner.children.first {
            return only.value
        }
        return child.value
    }
}

extension RouteDefinition where Route: Equatable {
    /// A route named `name` that routes to the one value `route`, a case without associated
    /// values, and takes no parameters from the URL; its query may veto URLs (`"absent"`), and its
    /// whole fragment may be a nested route (`fragment: .route`).
    ///
    /// ```swift
    /// RouteDefinition("cart", path: "/cart", to: AppRoute.cart)
    /// ```
    public init(
        _ name: String,
        path: String? = nil,
        aliases: [String] = [],
        query: [String: QueryDeclaration] = [:],
        fragment: [String: QueryDeclaration] = [:],
        sources: [String]? = nil,
        isCaseSensitive: Bool = true,
        examples: [String] = [],
        to route: Route
    ) {
        self.init(
            name, path: path, aliases: aliases, query: query, fragment: fragment, sources: sources,
            isCaseSensitive: isCaseSensitive, examples: examples, bind: { _ in route },
            reverse: { $0 == route ? [:] : nil })
        // A case without values equals no value of a case with them, nor a match: it takes no
        // route that goes by a name, so it does not stop the lookup by name.
        let mirror = Mirror(reflecting: route)
        reversesByName = mirror.displayStyle == .enum && mirror.children.isEmpty
    }
}

extension RouteTableError {
    /// What is wrong with route `route`, at `index`, bound to a case with no closure: the case
    /// has another name, is no enumeration case, or takes another number of values than the
    /// route declares parameters; `nil` when nothing is.
    static func caseMismatch<Route>(route: String, index: Int, _ check: RouteDefinition<Route>.CaseCheck)
        -> RouteTableError?
    {
        let reason: String
        if check.caseName == "" {
            reason =
                "the binding makes no enumeration case, whose values reverse routing could read; give the route a bind and a reverse closure"
        } else if let name = check.caseName, name != RouteDefinition<Route>.caseName(ofRoute: route) {
            reason =
                "the binding makes the case \"\(name)\"; a route bound to a case with no closure is named after the case, or after it and a dot (\"\(name).\(route)\")"
        } else if check.values != check.parameters.count {
            let parameters = check.parameters
            let declares =
                parameters.isEmpty
                ? "no parameters"
                : "\(parameters.count) parameter\(parameters.count == 1 ? "" : "s"), the path's in order and then the query's as written: \(parameters.joined(separator: ", "))"
            reason =
                "the case takes \(check.values) value\(check.values == 1 ? "" : "s"), and the route declares \(declares)"
        } else {
            return nil
        }
        return RouteTableError(
            code: .caseMismatch, location: .route(index: index, name: route, field: .name), reason: reason)
    }
}
