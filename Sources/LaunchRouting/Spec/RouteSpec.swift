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
    public var schemes: [String]
    public var domains: [String]
    public var limits: URLLimits
    public var routes: [Route]
    public var activities: [ActivityRule]
    public var shortcuts: [ShortcutRule]
    /// `notifications.urlKey`: the `userInfo` key whose string is a URL to route.
    public var notificationURLKey: String?
    /// `notifications.rules`: routes by category and action.
    public var notifications: [NotificationRule]
    public var spotlight: SpotlightRule?

    /// One entry of `routes`.
    public struct Route: Hashable, Sendable {
        public var name: String
        /// `path`, or `paths` (the first is the one reverse routing writes).
        public var paths: [String]
        public var query: [String: QueryDeclaration]
        public var sources: [String]?
        public var isCaseSensitive: Bool

        public init(name: String, paths: [String], query: [String: QueryDeclaration] = [:], sources: [String]? = nil, isCaseSensitive: Bool = true) {
            self.name = name
            self.paths = paths
            self.query = query
            self.sources = sources
            self.isCaseSensitive = isCaseSensitive
        }
    }

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
    public func table() throws(RouteSpecError) -> RouteTable<RouteMatch> {
        let definitions = routes.map { route in
            RouteDefinition<RouteMatch>(
                route.name, path: route.paths.first ?? "", aliases: Array(route.paths.dropFirst()), query: route.query,
                sources: route.sources, isCaseSensitive: route.isCaseSensitive)
        }
        do {
            return try RouteTable(schemes: schemes, domains: domains, limits: limits, routes: definitions)
        } catch {
            throw RouteSpecError(code: .invalidTable, path: path(naming: error.message), message: error.message)
        }
    }

    /// The router of the spec's table and rules.
    public func router() throws(RouteSpecError) -> Router<RouteMatch> {
        let table = try table()
        do {
            return try Router(
                table: table, activities: activities, shortcuts: shortcuts, notificationURLKey: notificationURLKey,
                notifications: notifications, spotlight: spotlight)
        } catch {
            throw RouteSpecError(code: .invalidRules, path: "", message: error.message)
        }
    }

    /// The path of the route a table error names, so the message points into the file.
    private func path(naming message: String) -> String {
        for (index, route) in routes.enumerated() where message.contains("route \"\(route.name)\"") || message.contains("routes \"\(route.name)\"") {
            return "routes[\(index)]"
        }
        return ""
    }
}
