/// The rules a ``Router`` routes inputs with that carry no URL: Handoff and custom activities,
/// quick actions, notification responses, and Spotlight items.
///
/// Each rule names a route of the table and says which `userInfo` keys fill its parameters; the
/// router checks every rule against the table when it is built.
///
/// ```swift
/// let router = try Router(
///     table: table,
///     activities: [LaunchRule.Activity(activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID"])],
///     shortcuts: [LaunchRule.Shortcut(type: "com.shop.search", route: "search", parameters: ["q": "query"])],
///     spotlight: .url
/// )
/// ```
public enum LaunchRule {}
