@_spi(Fuzzing) import LaunchRouting

/// The built-in example table: the deep links of a shopping app, as a JSON route spec and as
/// Swift route definitions that behave the same.
///
/// Two custom schemes and two domains (one with its subdomains); typed, optional, enumerated and
/// rest parameters; query and fragment declarations; a nested route; routes limited to some
/// sources; and the rules for activities, quick actions, App Intents, CloudKit shares,
/// notifications and Spotlight.
/// `launch-route` uses it when no `--table` is given, the fuzzers resolve against it, and the
/// documentation's examples refer to it.
///
/// ```swift
/// let table = try ExampleRoutes.table()
/// table.resolve("shop://product/42")   // .routed(product(id=42))
///
/// let router = try ExampleRoutes.router()
/// router.resolve(.shortcutItem(.init(type: "com.example.shop.search", userInfo: ["query": "boots"])))
/// // .routed(search(page=1, q=boots))
/// ```
@_spi(Fuzzing) public enum ExampleRoutes {
    /// The example's custom URL schemes.
    public static let schemes = ["shop", "shopdev"]
    /// The example's universal-link domains: two apexes and a wildcard of one.
    public static let domains = ["shop.example.com", "*.shop.example.com", "shop.example.net"]

    /// The routes in Swift, resolving to their `RouteMatch`: the same routes as ``json``.
    public static let routes: [RouteDefinition<RouteMatch>] = [
        .init("home", path: "/", fragment: .route),
        .init(
            "product", path: "/product/:id(int)", aliases: ["/p/:id(int)"],
            query: ["ref": "string?", "variant": "string?"]),
        .init(
            "productReviews", path: "/product/:id(int)/reviews",
            query: ["sort": "(newest|rating)=newest", "page": "int=1"]),
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
        .init(
            "verifyEmail", path: "/verify-email", query: ["token": "string"],
            sources: ["shop.example.com", "*.shop.example.com"]),
        .init("resetPassword", path: "/reset-password/:token", sources: ["shop.example.com"]),
        .init("referral", path: "/r/:code", isCaseSensitive: false),
        .init("compare", path: "/compare", query: ["id": "int[]"]),
        .init(
            "collection", path: "/collections/:handle",
            query: ["sort": "(featured|price|newest)=featured", "page": "int?"]),
        .init("storeEvent", path: "/stores/:storeID(int)/events/:eventID(uuid)"),
        .init(
            "orderInvoice", path: "/orders/:orderID(int)/invoice", sources: ["shop.example.com", "shop.example.net"]),
        .init("inbox", path: "/inbox/:messageID?"),
        .init("webPage", path: "/web", query: ["url": "url(https)"]),
        .init("signInCallback", path: "/auth/callback", fragment: ["token": "string", "state": "string?"]),
        .init("deepLink", path: "/link", query: ["to": "route", "campaign": "string?"]),
        RouteDefinition("barcodeScanner"),
    ]

    /// The table of ``routes`` over ``schemes`` and ``domains``.
    public static func table() throws(RouteTableError) -> RouteTable<RouteMatch> {
        try RouteTable(schemes: schemes, domains: domains, routes: routes)
    }

    /// The router of ``spec``: its table, with the rules for activities, quick actions, App
    /// Intents, CloudKit shares, notifications and Spotlight.
    public static func router() throws(RouteSpecError) -> Router<RouteMatch> {
        try spec.router()
    }

    /// ``json``, loaded.
    public static let spec: RouteSpec = {
        do {
            return try RouteSpec(json: json)
        } catch {
            preconditionFailure("the built-in example spec does not load: \(error)")
        }
    }()

    /// The example as a JSON route spec (`docs/route-spec.md`): what `launch-route` uses when no
    /// `--table` is given, and a starting point for an app's own spec.
    public static let json = #"""
        {
          "schemes": ["shop", "shopdev"],
          "domains": ["shop.example.com", "*.shop.example.com", "shop.example.net"],
          "routes": [
            {
              "name": "home", "path": "/", "fragment": "route",
              "examples": ["shop://", "https://shop.example.com/", "https://shop.example.com/#/product/42"]
            },
            {
              "name": "product", "paths": ["/product/:id(int)", "/p/:id(int)"],
              "query": { "ref": "string?", "variant": "string?" },
              "examples": ["shop://product/42", "https://shop.example.com/product/42?ref=newsletter", "https://www.shop.example.com/p/42", "shop://product/42?variant=blue"]
            },
            {
              "name": "productReviews", "path": "/product/:id(int)/reviews",
              "query": { "sort": "(newest|rating)=newest", "page": "int=1" },
              "examples": ["shop://product/42/reviews?sort=rating"]
            },
            { "name": "productByUUID", "path": "/product/:uuid(uuid)", "examples": ["shop://product/123E4567-E89B-12D3-A456-426614174000"] },
            { "name": "productBySlug", "path": "/product/:slug", "examples": ["https://shop.example.com/product/red-running-shoes"] },
            { "name": "category", "path": "/category/:slug/:page(int)?", "examples": ["shop://category/shoes", "shop://category/shoes/2"] },
            {
              "name": "brand", "path": "/brand/:name", "query": { "sort": "(price|popular|new)?" },
              "examples": ["https://shop.example.net/brand/acme?sort=new"]
            },
            {
              "name": "search", "path": "/search", "query": { "q": "string", "page": "int=1", "tag": "string[]" },
              "examples": ["shop://search?q=boots&tag=sale&tag=new", "https://shop.example.com/search?q=red+shoes&page=2"]
            },
            { "name": "cart", "path": "/cart", "examples": ["shop://cart"] },
            { "name": "cartItem", "path": "/cart/items/:itemID(uuid)", "examples": ["shop://cart/items/5f0c7a52-3b1e-4f7b-9d8a-0c6e2b1a9f00"] },
            { "name": "checkout", "path": "/checkout/:step(shipping|payment|review)", "examples": ["shop://checkout/payment"] },
            {
              "name": "orders", "path": "/orders", "query": { "status": "(open|shipped|delivered)?" },
              "examples": ["shop://orders?status=shipped"]
            },
            { "name": "order", "path": "/orders/:orderID(int)", "examples": ["shop://orders/1234", "https://shop.example.com/orders/1234"] },
            { "name": "orderTracking", "path": "/orders/:orderID(int)/tracking", "examples": ["https://shop.example.com/orders/1234/tracking"] },
            {
              "name": "orderReturn", "path": "/orders/:orderID(int)/return", "sources": ["shop", "shopdev"],
              "examples": ["shop://orders/1234/return", "shopdev://orders/1234/return"]
            },
            { "name": "account", "path": "/account", "examples": ["shop://account"] },
            {
              "name": "accountSection", "path": "/account/:section(profile|addresses|payments|notifications)",
              "examples": ["shop://account/addresses"]
            },
            { "name": "wishlist", "path": "/wishlist/:listID(int)?", "examples": ["shop://wishlist", "shop://wishlist/7"] },
            { "name": "store", "paths": ["/stores/:storeID(int)", "/s/:storeID(int)"], "examples": ["shop://stores/12", "https://shop.example.com/s/12"] },
            {
              "name": "storeFinder", "path": "/stores", "query": { "near": "string?", "radius": "int=10" },
              "examples": ["shop://stores?near=SW1A+1AA&radius=5"]
            },
            { "name": "deal", "path": "/deals/:dealID", "examples": ["https://shop.example.com/deals/black-friday"] },
            { "name": "deals", "path": "/deals", "examples": ["shop://deals"] },
            { "name": "giftCard", "path": "/gift-cards/:code", "sources": ["shop", "shopdev"], "examples": ["shop://gift-cards/ABCD-1234", "shopdev://gift-cards/TEST-0001"] },
            { "name": "help", "path": "/help/**topic", "examples": ["shop://help", "https://shop.example.com/help/returns/international"] },
            { "name": "settings", "path": "/settings/*", "sources": ["shopdev"], "examples": ["shopdev://settings/debug"] },
            {
              "name": "verifyEmail", "path": "/verify-email", "query": { "token": "string" },
              "sources": ["shop.example.com", "*.shop.example.com"],
              "examples": ["https://shop.example.com/verify-email?token=abc123", "https://eu.shop.example.com/verify-email?token=abc123"]
            },
            {
              "name": "resetPassword", "path": "/reset-password/:token", "sources": ["shop.example.com"],
              "examples": ["https://shop.example.com/reset-password/abc123"]
            },
            { "name": "referral", "path": "/r/:code", "caseSensitive": false, "examples": ["https://shop.example.net/R/FRIEND10"] },
            { "name": "compare", "path": "/compare", "query": { "id": "int[]" }, "examples": ["shop://compare?id=42&id=43"] },
            {
              "name": "collection", "path": "/collections/:handle",
              "query": { "sort": "(featured|price|newest)=featured", "page": "int?" },
              "examples": ["https://shop.example.com/collections/summer?sort=price", "shop://collections/summer?page=2"]
            },
            {
              "name": "storeEvent", "path": "/stores/:storeID(int)/events/:eventID(uuid)",
              "examples": ["shop://stores/12/events/0b9d6c3e-8a61-4b9e-9f39-2f7c1d2a4e55"]
            },
            {
              "name": "orderInvoice", "path": "/orders/:orderID(int)/invoice", "sources": ["shop.example.com", "shop.example.net"],
              "examples": ["https://shop.example.net/orders/1234/invoice", "https://shop.example.com/orders/1234/invoice"]
            },
            { "name": "inbox", "path": "/inbox/:messageID?", "examples": ["shop://inbox", "shop://inbox/msg-88"] },
            { "name": "webPage", "path": "/web", "query": { "url": "url(https)" }, "examples": ["shop://web?url=https%3A%2F%2Fhelp.example.com%2Freturns%3Flang%3Den"] },
            {
              "name": "signInCallback", "path": "/auth/callback", "fragment": { "token": "string", "state": "string?" },
              "examples": ["https://shop.example.com/auth/callback#token=abc123&state=xyz", "shop://auth/callback#token=abc123"]
            },
            {
              "name": "deepLink", "path": "/link", "query": { "to": "route", "campaign": "string?" },
              "examples": ["shop://link?to=%2Fproduct%2F42", "https://shop.example.com/link?to=shop%3A%2F%2Fcart&campaign=spring"]
            },
            { "name": "barcodeScanner", "paths": [] }
          ],
          "activities": [
            { "type": "com.example.shop.viewing-product", "route": "product", "params": { "id": "productID", "ref": "referrer" } },
            { "type": "com.example.shop.browsing-category", "route": "category", "params": { "slug": "categorySlug", "page": "page" } },
            { "type": "com.example.shop.viewing-order", "route": "order", "params": { "orderID": "orderID" } },
            { "type": "com.example.shop.searching", "route": "search", "params": { "q": "query", "tag": "tags" } },
            { "type": "com.example.shop.viewing-cart", "route": "cart" }
          ],
          "shortcuts": [
            { "type": "com.example.shop.search", "route": "search", "params": { "q": "query" } },
            { "type": "com.example.shop.cart", "route": "cart" },
            { "type": "com.example.shop.orders", "route": "orders", "params": { "status": "status" } },
            { "type": "com.example.shop.open-orders", "route": "orders", "constants": { "status": "open" } },
            { "type": "com.example.shop.scan-barcode", "route": "barcodeScanner" },
            { "type": "com.example.shop.deals", "route": "deals" },
            { "type": "com.example.shop.wishlist", "route": "wishlist", "params": { "listID": "listID" } }
          ],
          "intents": [
            { "type": "OpenOrderIntent", "route": "order", "params": { "orderID": "target" } },
            { "type": "SearchIntent", "route": "search", "params": { "q": "criteria" } },
            { "type": "OpenCartIntent", "route": "cart" }
          ],
          "shares": [
            { "container": "iCloud.com.example.shop", "route": "wishlist", "params": { "listID": "rootRecordName" } }
          ],
          "notifications": {
            "urlKey": "deeplink",
            "rules": [
              { "category": "ORDER_SHIPPED", "action": "TRACK", "route": "orderTracking", "params": { "orderID": "orderID" } },
              { "category": "ORDER_SHIPPED", "route": "order", "params": { "orderID": "orderID" } },
              { "category": "PRICE_DROP", "route": "product", "params": { "id": "productID" } },
              { "action": "VIEW_CART", "route": "cart" },
              { "category": "NEW_MESSAGE", "route": "inbox", "params": { "messageID": "messageID" } }
            ]
          },
          "spotlight": "url",
          "webpageActivities": ["com.example.shop.viewing-page"]
        }
        """#
}
