/// The inputs a connecting scene receives: the neutral `UIScene.ConnectionOptions`.
///
/// Field for field with UIKit's type, so an adapter copies it without choosing anything. Both
/// collections are sets, as in UIKit: the inbox, not the caller, decides their order.
///
/// ```swift
/// let options = LaunchOptions(
///     urlContexts: [.init(url: "shop://product/42")],
///     shortcutItem: .init(type: "com.shop.search")
/// )
/// ```
public struct LaunchOptions: Hashable, Sendable {
    /// URLs to open on connection; an empty set means none.
    public var urlContexts: Set<LaunchInput.URLContext>
    /// The bundle identifier of the app that caused the connection, if it shares the team identifier.
    public var sourceApplication: String?
    /// The type of a Handoff activity still loading; it arrives later through a continue callback, or fails.
    public var handoffUserActivityType: String?
    /// Activities available at connection: universal links, Spotlight items, scene activation requests.
    public var userActivities: Set<LaunchInput.UserActivity>
    /// The notification response that caused the connection.
    public var notificationResponse: LaunchInput.NotificationResponse?
    /// The quick action that caused the connection.
    public var shortcutItem: LaunchInput.ShortcutItem?
    /// The App Intent that caused the connection (iOS 26). UIKit hands the same intent over again
    /// through `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)`; the inbox delivers it once.
    public var appIntent: LaunchInput.AppIntent?
    /// The CloudKit share the user accepted, which caused the connection.
    public var cloudKitShare: LaunchInput.CloudKitShare?
    /// `sceneAccessoryUserInfo` (iOS 27): user info of a scene accessory; it is not a route.
    public var sceneAccessoryUserInfo: LaunchInput.PropertyListValue?

    /// Options field for field as `UIScene.ConnectionOptions` has them; empty by default.
    public init(
        urlContexts: Set<LaunchInput.URLContext> = [],
        sourceApplication: String? = nil,
        handoffUserActivityType: String? = nil,
        userActivities: Set<LaunchInput.UserActivity> = [],
        notificationResponse: LaunchInput.NotificationResponse? = nil,
        shortcutItem: LaunchInput.ShortcutItem? = nil,
        appIntent: LaunchInput.AppIntent? = nil,
        cloudKitShare: LaunchInput.CloudKitShare? = nil,
        sceneAccessoryUserInfo: LaunchInput.PropertyListValue? = nil
    ) {
        self.urlContexts = urlContexts
        self.sourceApplication = sourceApplication
        self.handoffUserActivityType = handoffUserActivityType
        self.userActivities = userActivities
        self.notificationResponse = notificationResponse
        self.shortcutItem = shortcutItem
        self.appIntent = appIntent
        self.cloudKitShare = cloudKitShare
        self.sceneAccessoryUserInfo = sceneAccessoryUserInfo
    }
}
