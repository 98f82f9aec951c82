import LaunchRouting

/// The shop's routes: its deep-link table, and the rules for Handoff, Spotlight, quick actions,
/// App Intents, CloudKit shares and notifications. One router serves every shell, UIKit or SwiftUI, and the tests.
///
/// ```swift
/// ShopRoutes.router.resolve(.openURL(.init(url: "shop://product/42")))
/// // .routed(.product(id: 42, ref: nil))
/// ShopRoutes.router.resolve(.userActivity(.browsingWeb("https://shop.example.com/orders/7/tracking")))
/// // .routed(.orderTracking(id: 7))
/// ```
public enum ShopRoutes: Sendable {
    /// The app's custom URL scheme, also listed under `CFBundleURLTypes`.
    public static let schemes = ["shop"]
    /// The domains of its universal links, also listed as `applinks:` associated domains.
    public static let domains = ["shop.example.com", "*.shop.example.com"]

    /// The Handoff activity of a product page, also listed under `NSUserActivityTypes`.
    public static let viewingProductActivityType = "com.example.shop.viewing-product"
    /// The scene's state-restoration activity: what the window showed. It never routes.
    public static let browsingActivityType = "com.example.shop.browsing"
    /// The quick action that opens a search.
    public static let searchShortcutType = "com.example.shop.search"
    /// The quick action that opens the cart.
    public static let cartShortcutType = "com.example.shop.cart"
    /// The `OpenIntent` of an order, whose entity's identifier is the order's number.
    public static let openOrderIntentType = "OpenOrderIntent"
    /// The App Shortcut that searches.
    public static let searchIntentType = "SearchIntent"
    /// The CloudKit container of the shopping lists users share.
    public static let listsContainer = "iCloud.com.example.shop"
    /// The notification category of a shipped order, and its action that opens tracking.
    public static let orderShippedCategory = "ORDER_SHIPPED"
    public static let trackAction = "TRACK"
    /// The notification `userInfo` key whose string is a deep link.
    public static let deepLinkKey = "deeplink"

    // A literal table and literal rules: a mistake in them is the app's, which the first test run
    // shows with the build error's message (`try!` prints it), never a user's input.

    /// The deep-link table: `shop://` URLs and universal links on the shop's domains.
    public static let table = try! RouteTable<ShopRoute>(schemes: schemes, domains: domains) {
        RouteDefinition("home", path: "/", to: .home)
        RouteDefinition(
            "product", path: "/product/:id(int)", aliases: ["/p/:id(int)"], query: ["ref": "string?"],
            to: ShopRoute.product)
        RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1"], to: ShopRoute.search)
        RouteDefinition("category", path: "/c/:slug", to: ShopRoute.category)
        RouteDefinition("cart", path: "/cart", to: .cart)
        RouteDefinition("order", path: "/orders/:id(int)", to: ShopRoute.order)
        RouteDefinition("orderTracking", path: "/orders/:id(int)/tracking", to: ShopRoute.orderTracking)
        RouteDefinition("account", path: "/account", to: .account)
        RouteDefinition("help", path: "/help/**topic", sources: ["shop"], to: ShopRoute.help)
        RouteDefinition("list", path: "/lists/:id", to: ShopRoute.list)
    }

    // snippet.begin router
    /// The router: the table, plus the rules that route activities, quick actions, App Intents,
    /// CloudKit shares and notifications.
    public static let router = try! Router(
        table: table,
        activities: [
            LaunchRule.Activity(
                activityType: viewingProductActivityType, route: "product", parameters: ["id": "productID"])
        ],
        shortcuts: [
            LaunchRule.Shortcut(type: searchShortcutType, route: "search", parameters: ["q": "query"]),
            LaunchRule.Shortcut(type: cartShortcutType, route: "cart"),
        ],
        intents: [
            LaunchRule.Intent(type: openOrderIntentType, route: "order", parameters: ["id": "target"]),
            LaunchRule.Intent(type: searchIntentType, route: "search", parameters: ["q": "criteria"]),
        ],
        shares: [
            LaunchRule.CloudKitShare(
                containerIdentifier: listsContainer, route: "list", parameters: ["id": "rootRecordName"])
        ],
        notificationURLKey: deepLinkKey,
        notifications: [
            LaunchRule.Notification(
                categoryIdentifier: orderShippedCategory, actionIdentifier: trackAction, route: "orderTracking",
                parameters: ["id": "orderID"])
        ],
        spotlight: .url
    )
    // snippet.end
}
