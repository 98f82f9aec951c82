import LaunchRouting

/// The built-in example table: the routes of a shopping app, with two custom schemes and two
/// domains, typed, optional, enumerated and rest parameters and query declarations.
///
/// `launch-route` uses it when no `--table` is given, the fuzzers resolve against it, and the
/// documentation's examples refer to it.
///
/// ```swift
/// let table = try ExampleRoutes.table()
/// table.resolve("shop://product/42")   // .routed(product(id=42))
/// ```
public enum ExampleRoutes {
    public static let schemes = ["shop", "shopdev"]
    public static let domains = ["shop.example.com", "*.shop.example.com"]

    /// The routes, resolving to their ``RouteMatch``.
    public static let routes: [RouteDefinition<RouteMatch>] = [
        .init("home", path: "/"),
        .init("product", path: "/product/:id(int)", aliases: ["/p/:id(int)"], query: ["ref": "string?", "variant": "string?"]),
        .init("productReviews", path: "/product/:id(int)/reviews", query: ["sort": "(newest|rating)=newest", "page": "int=1"]),
        .init("productByUUID", path: "/product/:uuid(uuid)"),
        .init("productBySlug", path: "/product/:slug"),
        .init("category", path: "/category/:slug/:page(int)?"),
        .init("brand", path: "/brand/:name", query: ["sort": "(price|popular|new)?"]),
        .init("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"]),
        .init("cart", path: "/cart"),
        .init("cartItem", path: "/cart/items/:itemID(uuid)"),
        .init("checkout", path: "/checkout/:step(shipping|payment|review)"),
        .init("orders", path: "/orders", query: ["status": "(open|shipped|delivered)?"]),
        .init("order", path: "/orders/:orderID(int)"),
        .init("orderTracking", path: "/orders/:orderID(int)/tracking"),
        .init("orderReturn", path: "/orders/:orderID(int)/return", sources: ["shop", "shopdev"]),
        .init("account", path: "/account"),
        .init("accountSection", path: "/account/:section(profile|addresses|payments|notifications)"),
        .init("wishlist", path: "/wishlist/:listID(int)?"),
        .init("store", path: "/stores/:storeID(int)", aliases: ["/s/:storeID(int)"]),
        .init("storeFinder", path: "/stores", query: ["near": "string?", "radius": "int=10"]),
        .init("deal", path: "/deals/:dealID"),
        .init("deals", path: "/deals"),
        .init("giftCard", path: "/gift-cards/:code", sources: ["shop", "shopdev"]),
        .init("help", path: "/help/**topic"),
        .init("settings", path: "/settings/*", sources: ["shopdev"]),
        .init("verifyEmail", path: "/verify-email", query: ["token": "string"], sources: ["shop.example.com", "*.shop.example.com"]),
        .init("resetPassword", path: "/reset-password/:token", sources: ["shop.example.com"]),
        .init("referral", path: "/r/:code", isCaseSensitive: false),
    ]

    /// The table of ``routes`` over ``schemes`` and ``domains``.
    public static func table() throws(RouteTableError) -> RouteTable<RouteMatch> {
        try RouteTable(schemes: schemes, domains: domains, routes: routes)
    }
}
