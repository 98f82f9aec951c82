/// Every rule of a router as one value: the rules for inputs that carry no URL, the notification
/// URL key, how Spotlight items route, and the activity types whose web page routes. A
/// ``Router`` and a ``RouteSpec`` hold the same value, so a rule declared in Swift and one read
/// from the JSON spec are one thing.
///
/// ```swift
/// let rules = LaunchRules(
///     shortcuts: [.init(type: "com.shop.search", route: "search", parameters: ["q": "query"])],
///     notificationURLKey: "deeplink",
///     spotlight: .url
/// )
/// let router = try Router(table: table, rules: rules)
/// router.rules == rules   // true
/// ```
public struct LaunchRules: Hashable, Sendable {
    /// The rules for Handoff and custom activity types.
    public var activities: [LaunchRule.Activity]
    /// The rules for quick actions.
    public var shortcuts: [LaunchRule.Shortcut]
    /// The rules for App Intents.
    public var intents: [LaunchRule.Intent]
    /// The rules for CloudKit shares.
    public var shares: [LaunchRule.CloudKitShare]
    /// The `userInfo` key whose string value is a URL to route, for a notification no rule takes.
    public var notificationURLKey: String?
    /// The rules for notification responses, by category and action.
    public var notifications: [LaunchRule.Notification]
    /// How a Spotlight item's identifier routes; `nil` when only an activity rule routes one.
    public var spotlight: LaunchRule.Spotlight?
    /// Activity types of the app's own (a Handoff type, say) whose `webpageURL` routes through the
    /// table, as a universal link's does.
    public var webpageActivityTypes: [String]

    /// Rules with these values; each defaults to none.
    public init(
        activities: [LaunchRule.Activity] = [],
        shortcuts: [LaunchRule.Shortcut] = [],
        intents: [LaunchRule.Intent] = [],
        shares: [LaunchRule.CloudKitShare] = [],
        notificationURLKey: String? = nil,
        notifications: [LaunchRule.Notification] = [],
        spotlight: LaunchRule.Spotlight? = nil,
        webpageActivityTypes: [String] = []
    ) {
        self.activities = activities
        self.shortcuts = shortcuts
        self.intents = intents
        self.shares = shares
        self.notificationURLKey = notificationURLKey
        self.notifications = notifications
        self.spotlight = spotlight
        self.webpageActivityTypes = webpageActivityTypes
    }
}
