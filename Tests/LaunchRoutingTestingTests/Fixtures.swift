@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// Routers the harness's own tests run on, fixed here so that goldens do not move when the
/// built-in example does.
enum Fixtures {
    /// One route, one scheme, one activity rule: the smallest router whose counterexamples can be
    /// stated exactly.
    static let tiny: Router<RouteMatch> = try! Router(
        table: RouteTable(schemes: ["s"], routes: [RouteDefinition("a", path: "/a")]),
        activities: [LaunchRule.Activity(activityType: "t", route: "a")])

    /// A small shop: overlapping routes, every parameter kind, two domains, and a rule of every kind.
    static let shop: Router<RouteMatch> = try! Router(
        table: RouteTable(
            schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"],
            routes: [
                RouteDefinition("home", path: "/"),
                RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"]),
                RouteDefinition("productBySlug", path: "/product/:slug"),
                RouteDefinition("order", path: "/orders/:id(uuid)"),
                RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"]),
                RouteDefinition("sorted", path: "/sort/:kind(new|old)"),
                RouteDefinition("help", path: "/help/**topic", sources: ["shop"]),
                RouteDefinition("profile", path: "/u/:name/:tab?"),
            ]),
        activities: [
            LaunchRule.Activity(
                activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID", "ref": "referrer"]),
            LaunchRule.Activity(activityType: "com.shop.order", route: "order", parameters: ["id": "orderID"]),
        ],
        shortcuts: [
            LaunchRule.Shortcut(type: "com.shop.search", route: "search", parameters: ["q": "query", "tag": "tags"])
        ],
        notificationURLKey: "deeplink",
        notifications: [
            LaunchRule.Notification(
                categoryIdentifier: "ORDER", actionIdentifier: "TRACK", route: "order", parameters: ["id": "orderID"])
        ],
        spotlight: .url)

    static func subject(router: @escaping @Sendable (Router<RouteMatch>) -> some LaunchResolving<RouteMatch>)
        -> LaunchSubject<RouteMatch>
    {
        LaunchSubject(router: router, inbox: { LaunchInbox(router: $0) })
    }
}
