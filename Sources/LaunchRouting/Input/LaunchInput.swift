/// One launch input, in a platform-neutral form.
///
/// Every way UIKit hands an app a request to show something arrives as one of these cases,
/// whether it came in the connection options of a connecting scene (cold) or through a
/// runtime callback (warm). The router resolves each to one ``RouteOutcome``.
///
/// ```swift
/// let link = LaunchInput.openURL(.init(url: "shop://product/42"))
/// let universal = LaunchInput.userActivity(.browsingWeb("https://shop.example.com/product/42"))
/// let action = LaunchInput.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "red shoes"]))
/// ```
public enum LaunchInput: Hashable, Sendable {
    /// A URL opened in the app: `scene(_:openURLContexts:)` or `ConnectionOptions.urlContexts`.
    case openURL(URLContext)
    /// A user activity: universal links, Spotlight, Handoff and custom activity types.
    case userActivity(UserActivity)
    /// A home-screen quick action.
    case shortcutItem(ShortcutItem)
    /// The response to a notification the user tapped.
    case notificationResponse(NotificationResponse)
}
