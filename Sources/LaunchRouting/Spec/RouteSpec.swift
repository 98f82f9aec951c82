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
    public var schemes: [String]
    /// `domains`: the universal-link domains the table trusts; `*.` means any subdomain.
    public var domains: [String]
    /// `limits`: the size bounds inputs are held to; the defaults unless the spec sets them.
    public var limits: URLLimits
    /// `routes`: the route table, in the spec's order.
    public var routes: [Route]
    /// `activities`: rules for user activities by type.
    public var activities: [ActivityRule]
    /// `shortcuts`: rules for quick actions by type.
    public var shortcuts: [ShortcutRule]
    /// `notifications.urlKey`: the `userInfo` key whose string is a URL to route.
    public var notificationURLKey: String?
    /// `notifications.rules`: routes by category and action.
    public var notifications: [NotificationRule]
    /// `spotlight`: how a Spotlight item's identifier routes.
    public var spotlight: SpotlightRule?

    /// One entry of `routes`.
    public struct Route: Hashable, Sendable {
        /// `name`: the route's name, `[A-Za-z][A-Za-z0-9_.-]*`.
        public var name: String
        /// `path`, or `paths` (the first is the one reverse routing writes).
        public var paths: [String]
        /// `query`: the query parameters the route declares, by name.
        public var query: [String: QueryDeclaration]
        /// `sources`: the schemes and domains the route accepts; `nil` for all of the table's.
        public var sources: [String]?
        /// `caseSensitive`: whether literal segments compare case-sensitively. Default `true`.
        public var isCaseSensitive: Bool
        /// `examples`: URLs that must route to this route; `launch-route check` resolves each on the
        /// cold and the warm path. They document the route and take no part in matching.
        public var examples: [String]

        /// A route with these fields; `paths` holds the path first, then its aliases.
        public init(
            name: String,
            paths: [String],
            query: [String: QueryDeclaration] = [:],
            sources: [String]? = nil,
            isCaseSensitive: Bool = true,
            examples: [String] = []
        ) {
            self.name = name
            self.paths = paths
            self.query = query
            self.sources = sources
            self.isCaseSensitive = isCaseSensitive
            self.examples = examples
        }
    }

    /// A spec with these fields; every one but `routes` has a default.
    public init(
        schemes: [String] = [],
        domains: [String] = [],
        limits: URLLimits = .default,
        routes: [Route],
        activities: [ActivityRule] = [],
        shortcuts: [ShortcutRule] = [],
        notificationURLKey: String? = nil,
        notifications: [NotificationRule] = [],
        spotlight: SpotlightRule? = nil
    ) {
        self.schemes = schemes
        self.domains = domains
        self.limits = limits
        self.routes = routes
        self.activities = activities
        self.shortcuts = shortcuts
        self.notificationURLKey = notificationURLKey
        self.notifications = notifications
        self.spotlight = spotlight
    }

    /// The table of the spec's routes; each resolves to its ``RouteMatch``.
    ///
    /// - Throws: ``RouteSpecError`` with code ``RouteSpecError/Code/invalidTable`` and the path of
    ///   the field at fault, as `routes[3].query.page` or `schemes[1]`.
    public func table() throws(RouteSpecError) -> RouteTable<RouteMatch> {
        let definitions = routes.map { route in
            RouteDefinition<RouteMatch>(
                route.name, path: route.paths.first ?? "", aliases: Array(route.paths.dropFirst()), query: route.query,
                sources: route.sources, isCaseSensitive: route.isCaseSensitive)
        }
        do {
            return try RouteTable(schemes: schemes, domains: domains, limits: limits, routes: definitions)
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
            return try Router(
                table: table, activities: activities, shortcuts: shortcuts, notificationURLKey: notificationURLKey,
                notifications: notifications, spotlight: spotlight)
        } catch {
            throw RouteSpecError(code: .invalidRules, path: path(of: error, table: table), message: error.message)
        }
    }
}

// MARK: Field paths of build errors

extension RouteSpec {
    /// The field a table error is about, found from the names and patterns its message quotes.
    private func path(of error: RouteTableError) -> String {
        let message = error.message
        switch error.code {
        case .invalidScheme:
            return Self.quoted(after: "the scheme ", in: message).flatMap { scheme in schemes.firstIndex(of: scheme) }.map { "schemes[\($0)]" } ?? "schemes"
        case .invalidDomain:
            return Self.quoted(after: "the domain ", in: message).flatMap { domain in domains.firstIndex(of: domain) }.map { "domains[\($0)]" } ?? "domains"
        case .invalidRouteName:
            if let name = Self.quoted(after: "the route name ", in: message), let index = routes.firstIndex(where: { $0.name == name }) {
                return "routes[\(index)].name"
            }
            // The name is used by two routes: the second is the one at fault.
            if let name = Self.quoted(after: "route ", in: message), let index = routes.indices.filter({ routes[$0].name == name }).dropFirst().first {
                return "routes[\(index)].name"
            }
            return "routes"
        case .duplicatePattern:
            // `route "a": the patterns "P" and "Q" ...` or `routes "a" and "b" ...: "P" and "Q" ...`:
            // the later route and pattern are the ones at fault.
            let name = Self.quoted(after: " and ", in: message.hasPrefix("routes ") ? message : "") ?? Self.quoted(after: "route ", in: message)
            let pattern = Self.quoted(after: "\" and ", in: Self.after(": ", in: message))
            return routePath(named: name, pattern: pattern)
        default:
            let name = Self.quoted(after: "route ", in: message)
            guard let index = name.flatMap({ name in routes.firstIndex { $0.name == name } }) else { return "routes" }
            if let key = Self.quoted(after: "query parameter ", in: message) ?? Self.quoted(after: ": ", in: message).flatMap({ key in
                error.code == .duplicateParameterName && routes[index].query[key] != nil ? key : nil
            }) {
                return "routes[\(index)].query.\(key)"
            }
            if let source = Self.quoted(after: "the source ", in: message), let offset = routes[index].sources?.firstIndex(of: source) {
                return "routes[\(index)].sources[\(offset)]"
            }
            return routePath(named: name, pattern: Self.quoted(after: ", pattern ", in: message))
        }
    }

    /// `routes[i]`, `routes[i].path` or `routes[i].paths[k]`.
    private func routePath(named name: String?, pattern: String?) -> String {
        guard let index = name.flatMap({ name in routes.firstIndex { $0.name == name } }) else { return "routes" }
        let paths = routes[index].paths
        guard let pattern, let offset = paths.firstIndex(of: pattern) else { return "routes[\(index)]" }
        return paths.count == 1 ? "routes[\(index)].path" : "routes[\(index)].paths[\(offset)]"
    }

    /// The field a rule error is about: the first rule that, added to the ones before it, does not build.
    private func path(of error: RouterError, table: RouteTable<RouteMatch>) -> String {
        let field: String
        switch error.code {
        case .unknownRoute: field = ".route"
        case .unknownParameter: field = Self.quoted(after: "has no parameter ", in: error.message).map { ".params.\($0)" } ?? ".params"
        case .unmappedParameter: field = ".params"
        case .duplicateRule, .reservedActivityType: field = ".type"
        default: field = ""
        }
        for index in activities.indices where (try? Router(table: table, activities: Array(activities[...index]), spotlight: spotlight)) == nil {
            return "activities[\(index)]" + field
        }
        for index in shortcuts.indices where (try? Router(table: table, shortcuts: Array(shortcuts[...index]))) == nil {
            return "shortcuts[\(index)]" + field
        }
        for index in notifications.indices where (try? Router(table: table, notifications: Array(notifications[...index]))) == nil {
            // Notification rules have no type: a duplicate is the rule as a whole.
            return "notifications.rules[\(index)]" + (field == ".type" ? "" : field)
        }
        return ""
    }

    /// What follows the first `separator` in `message`, or nothing.
    private static func after(_ separator: String, in message: String) -> String {
        let text = Array(message.utf8)
        let needle = Array(separator.utf8)
        guard text.count >= needle.count else { return "" }
        for start in 0...(text.count - needle.count) where text[start..<(start + needle.count)].elementsEqual(needle) {
            return String(decoding: text[(start + needle.count)...], as: UTF8.self)
        }
        return ""
    }

    /// The text between the quotes that follow the first `prefix` in `message`.
    private static func quoted(after prefix: String, in message: String) -> String? {
        let text = Array(message.utf8)
        let needle = Array(prefix.utf8) + [UInt8(ascii: "\"")]
        guard text.count >= needle.count else { return nil }
        for start in 0...(text.count - needle.count) where text[start..<(start + needle.count)].elementsEqual(needle) {
            let open = start + needle.count
            guard let close = text[open...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return String(decoding: text[open..<close], as: UTF8.self)
        }
        return nil
    }
}
