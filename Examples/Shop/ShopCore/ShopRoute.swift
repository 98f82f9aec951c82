/// Everything the shop can show: the screens that links, quick actions, notifications and Handoff
/// lead to.
///
/// ```swift
/// switch route {
/// case .product(let id, _): showProduct(id)
/// case .orderTracking(let id): showTracking(id)
/// default: show(route.title)
/// }
/// ```
public enum ShopRoute: Hashable, Sendable {
    case home
    case product(id: Int, ref: String?)
    case search(query: String, page: Int)
    case category(slug: String)
    case cart
    case order(id: Int)
    case orderTracking(id: Int)
    case account
    case help(topic: String)
    /// A shopping list another user shared through CloudKit.
    case list(id: String)
}

extension ShopRoute {
    /// The screen's title.
    public var title: String {
        switch self {
        case .home: "Shop"
        case .product(let id, _): "Product \(id)"
        case .search(let query, _): "Results for \(query)"
        case .category(let slug): "Category \(slug)"
        case .cart: "Cart"
        case .order(let id): "Order \(id)"
        case .orderTracking(let id): "Tracking order \(id)"
        case .account: "Account"
        case .help(let topic): topic.isEmpty ? "Help" : "Help: \(topic)"
        case .list(let id): "List \(id)"
        }
    }
}
