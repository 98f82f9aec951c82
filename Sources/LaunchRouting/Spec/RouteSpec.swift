/// A route table and its rules as data: the JSON route spec that the app, the `launch-route`
/// tool and the web team's apple-app-site-association share.
///
/// Loading checks every field and throws a ``RouteSpecError`` that names the field path and
/// says what was expected; building the table and the router checks the routes and rules.
///
/// ```swift
/// let spec = try RouteSpec(json: """
///     {
///       "schemes": ["shop"],
///       "domains": ["shop.example.com"],
///       "routes": [{ "name": "product", "path": "/product/:id(int)" }],
///       "spotlight": "url"
///     }
///     """)
/// let router = try spec.router()
/// router.resolve(.openURL(.init(url: "shop://product/42")))   // .routed(product(id=42))
/// ```
///
/// The format is documented field by field in `docs/route-spec.md`.
public struct RouteSpec: Hashable, Sendable {
    /// `schemes`: the custom URL schemes the table accepts, lowercased.
    package var schemes: [String]
    /// `domains`: the universal-link domains the table trusts; `*.` means any subdomain.
    package var domains: [String]
    /// `webSchemes`: the custom schemes whose URLs carry the web form, `scheme://HOST/PATH`, routed
    /// as `https://HOST/PATH`; none of `schemes`.
    package var webSchemes: [String] = []
    /// Names for sets of `domains` that a route's `sources` may name in the JSON spec
    /// (`"domainGroups": {"matrix": ["matrix.to", "*.matrix.org"]}`, then `"sources": ["matrix"]`):
    /// a route's sources are expanded when the spec loads, and written back as the group's name
    /// when they are exactly its domains. In Swift, a constant array is such a group.
    package var domainGroups: [String: [String]] = [:]
    /// `limits`: the size bounds inputs are held to; the defaults unless the spec sets them.
    package var limits: URLLimits
    /// `routes`: the route table, in the spec's order.
    package var routes: [Route]
    /// `activities`, `shortcuts`, `intents`, `shares`, `notifications`, `spotlight` and `webpageActivities`: the
    /// router's rules, the same value a ``Router`` holds.
    package var rules: LaunchRules

    /// One entry of `routes`: a route's declaration, as JSON writes it (`path` or `paths`,
    /// `query`, `sources`, `caseSensitive`, `examples`).
    package typealias Route = RouteDeclaration

    /// A spec with these fields; every one but `routes` has a default.
    package init(
        schemes: [String] = [], domains: [String] = [], webSchemes: [String] = [], limits: URLLimits = .default,
        routes: [Route], rules: LaunchRules = LaunchRules()
    ) {
        self.schemes = schemes
        self.domains = domains
        self.webSchemes = webSchemes
        self.limits = limits
        self.routes = routes
        self.rules = rules
    }

    /// The spec of `router`: its table's schemes, domains, limits and routes, and its rules; so
    /// that an app declares its routes once, in Swift, and the file the tool, lint and the AASA
    /// generator read is derived from them.
    ///
    /// ```swift
    /// let spec = RouteSpec(ShopRoutes.router)
    /// try spec.router().resolve(.openURL(.init(url: "shop://product/42")))   // .routed(product(id=42))
    /// print(spec.json)   // what the committed routes.json holds
    /// ```
    public init<Route>(_ router: Router<Route>) {
        self.init(router.table)
        rules = router.rules
    }

    /// The spec of `table`: its schemes, domains, web schemes, limits and routes, and no rules.
    public init<Route>(_ table: RouteTable<Route>) {
        self.init(
            schemes: table.declaredSchemes, domains: table.domains, webSchemes: table.webSchemes,
            limits: table.limits,
            routes: table.definitions.map(\.declaration))
    }

    /// The table of the spec's routes; each resolves to its ``RouteMatch``.
    ///
    /// - Throws: ``RouteSpecError`` with code ``RouteSpecError/Code/invalidTable`` and the path of
    ///   the field at fault, as `routes[3].query.page` or `schemes[1]`.
    public func table() throws(RouteSpecError) -> RouteTable<RouteMatch> {
        let definitions = routes.map { RouteDefinition<RouteMatch>($0) }
        do {
            return try RouteTable(
                schemes: schemes, domains: domains, webSchemes: webSchemes, limits: limits, routes: definitions)
        } catch {
            throw RouteSpecError(code: .invalidTable, path: path(of: error), message: error.message)
        }
    }

    /// The router of the spec's table and rules.
    ///
    /// - Throws: ``RouteSpecError`` with code ``RouteSpecError/Code/invalidTable`` when the table
    ///   does not build, or ``RouteSpecError/Code/invalidRules`` and the path of the rule at fault,
    ///   as `activities[0].route`, when a rule does not fit the table.
    public func router() throws(RouteSpecError) -> Router<RouteMatch> {
        let table = try table()
        do {
            return try Router(table: table, rules: rules)
        } catch {
            throw RouteSpecError(code: .invalidRules, path: path(of: error), message: error.message)
        }
    }
}

// MARK: Field paths of build errors

extension RouteSpec {
    /// The field a table error is about, from its location: the spec's routes, schemes and
    /// domains are the table's, in the same order, and its web schemes follow the table's schemes.
    private func path(of error: RouteTableError) -> String {
        switch error.location {
        case .limits: return "limits"
        case .scheme(let index) where index >= schemes.count: return "webSchemes[\(index - schemes.count)]"
        case .scheme(let index): return "schemes[\(index)]"
        case .domain(let index): return "domains[\(index)]"
        case .routeName(let index): return "routes[\(index)].name"
        case .route(let index, _, .name): return "routes[\(index)].name"
        case .route(let index, _, .paths): return "routes[\(index)]"
        case .route(let index, _, .pattern(let pattern, _, _)): return patternPath(route: index, pattern: pattern)
        case .route(let index, _, .query(let name)): return "routes[\(index)].query.\(name)"
        case .route(let index, _, .fragment(let name)): return "routes[\(index)].fragment.\(name)"
        case .route(let index, _, .source(let source)): return "routes[\(index)].sources[\(source)]"
        case .patterns(_, let second): return patternPath(route: second.routeIndex, pattern: second.index)
        }
    }

    /// `routes[i].path`, or `routes[i].paths[k]` for a route written with `paths`.
    private func patternPath(route index: Int, pattern: Int) -> String {
        routes[index].paths.count == 1 ? "routes[\(index)].path" : "routes[\(index)].paths[\(pattern)]"
    }

    /// The field a rule error is about: the rule, from its kind and index, and the field in it.
    private func path(of error: RouterError) -> String {
        let rule: String
        switch error.rule.kind {
        case .activity: rule = "activities[\(error.rule.index)]"
        case .shortcut: rule = "shortcuts[\(error.rule.index)]"
        case .intent: rule = "intents[\(error.rule.index)]"
        case .cloudKitShare: rule = "shares[\(error.rule.index)]"
        case .notification: rule = "notifications.rules[\(error.rule.index)]"
        // An entry of webpageActivities is its type.
        case .webpageActivity: return "webpageActivities[\(error.rule.index)]"
        default: rule = "\(error.rule.kind)[\(error.rule.index)]"
        }
        switch error.field.kind {
        case .type: return rule + ".type"
        case .route: return rule + ".route"
        case .parameter(let name): return rule + ".params.\(name)"
        case .parameters: return rule + ".params"
        case .constant(let name): return rule + ".constants.\(name)"
        case .requiredKey(let index): return rule + ".requires[\(index)]"
        // Notification rules have no type: a duplicate is the rule as a whole.
        case .duplicate: return error.rule.kind == .notification ? rule : rule + ".type"
        }
    }
}
