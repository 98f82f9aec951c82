import LaunchRouting

/// The shop's routes: its deep-link table, and the rules for Handoff, Spotlight, quick actions and
/// notifications. One router serves every shell, UIKit or SwiftUI, and the tests.
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
    /// The notification category of a shipped order, and its action that opens tracking.
    public static let orderShippedCategory = "ORDER_SHIPPED"
    public static let trackAction = "TRACK"
    /// The notification `userInfo` key whose string is a deep link.
    public static let deepLinkKey = "deeplink"

    /// The deep-link table: `shop://` URLs and universal links on the shop's domains.
    public static let table: RouteTable<ShopRoute> = {
        do {
            return try RouteTable(schemes: schemes, domains: domains) {
                RouteDefinition("home", path: "/") { _ in
                    .home
                } reverse: {
                    $0 == .home ? [:] : nil
                }
                RouteDefinition(
                    "product", path: "/product/:id(int)", aliases: ["/p/:id(int)"], query: ["ref": "string?"]
                ) { match in
                    .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
                } reverse: { route in
                    guard case .product(let id, let ref) = route else { return nil }
                    return ["id": .int(id), "ref": ref.map(ParameterValue.string)]
                }
                RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1"]) { match in
                    .search(query: try match.string("q"), page: try match.int("page"))
                } reverse: { route in
                    guard case .search(let query, let page) = route else { return nil }
                    return ["q": .string(query), "page": .int(page)]
                }
                RouteDefinition("category", path: "/c/:slug") { match in
                    .category(slug: try match.string("slug"))
                } reverse: { route in
                    guard case .category(let slug) = route else { return nil }
                    return ["slug": .string(slug)]
                }
                RouteDefinition("cart", path: "/cart") { _ in
                    .cart
                } reverse: {
                    $0 == .cart ? [:] : nil
                }
                RouteDefinition("order", path: "/orders/:id(int)") { match in
                    .order(id: try match.int("id"))
                } reverse: { route in
                    guard case .order(let id) = route else { return nil }
                    return ["id": .int(id)]
                }
                RouteDefinition("orderTracking", path: "/orders/:id(int)/tracking") { match in
                    .orderTracking(id: try match.int("id"))
                } reverse: { route in
                    guard case .orderTracking(let id) = route else { return nil }
                    return ["id": .int(id)]
                }
                RouteDefinition("account", path: "/account") { _ in
                    .account
                } reverse: {
                    $0 == .account ? [:] : nil
                }
                RouteDefinition("help", path: "/help/**topic", sources: ["shop"]) { match in
                    .help(topic: try match.string("topic"))
                } reverse: { route in
                    guard case .help(let topic) = route else { return nil }
                    return ["topic": .string(topic)]
                }
            }
        } catch {
            preconditionFailure("the shop's route table does not build: \(error)")
        }
    }()

    // snippet.begin router
    /// The router: the table, plus the rules that route activities, quick actions and notifications.
    public static let router: Router<ShopRoute> = {
        do {
            return try Router(
                table: table,
                activities: [
                    ActivityRule(
                        activityType: viewingProductActivityType, route: "product", parameters: ["id": "productID"])
                ],
                shortcuts: [
                    ShortcutRule(type: searchShortcutType, route: "search", parameters: ["q": "query"]),
                    ShortcutRule(type: cartShortcutType, route: "cart"),
                ],
                notificationURLKey: deepLinkKey,
                notifications: [
                    NotificationRule(
                        categoryIdentifier: orderShippedCategory, actionIdentifier: trackAction, route: "orderTracking",
                        parameters: ["id": "orderID"])
                ],
                spotlight: .url
            )
        } catch {
            preconditionFailure("the shop's router does not build: \(error)")
        }
    }()
    // snippet.end
}
