extension LaunchInput {
    /// The user's response to a notification: the neutral `UNNotificationResponse`.
    ///
    /// The same tap can arrive both in the connection options and through the notification
    /// center's delegate; the request identifier, delivery date and action identifier together
    /// say whether two responses are the same tap.
    ///
    /// ```swift
    /// let tap = LaunchInput.NotificationResponse(
    ///     requestIdentifier: "order-1234",
    ///     userInfo: ["deeplink": "shop://orders/1234"]
    /// )
    /// ```
    public struct NotificationResponse: Hashable, Sendable {
        /// `UNNotificationDefaultActionIdentifier`: the user tapped the notification itself.
        public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
        /// `UNNotificationDismissActionIdentifier`: the user dismissed the notification.
        public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

        /// The notification request's identifier.
        public var requestIdentifier: String
        /// The action the user chose; ``defaultActionIdentifier`` for a plain tap.
        public var actionIdentifier: String
        /// The notification's category identifier.
        public var categoryIdentifier: String
        /// The notification content's `userInfo`.
        public var userInfo: [String: LaunchInput.PropertyListValue]
        /// When the notification was delivered, in seconds since 2001-01-01 00:00:00 UTC.
        public var date: Double

        /// A response to the notification `requestIdentifier`; by default its default action (a tap),
        /// in no category, with an empty `userInfo`, delivered at 0.
        public init(
            requestIdentifier: String,
            actionIdentifier: String = NotificationResponse.defaultActionIdentifier,
            categoryIdentifier: String = "",
            userInfo: [String: LaunchInput.PropertyListValue] = [:],
            date: Double = 0
        ) {
            self.requestIdentifier = requestIdentifier
            self.actionIdentifier = actionIdentifier
            self.categoryIdentifier = categoryIdentifier
            self.userInfo = userInfo
            self.date = date
        }
    }
}
