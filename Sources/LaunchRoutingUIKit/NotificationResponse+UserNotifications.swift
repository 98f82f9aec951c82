#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import UserNotifications
#endif
import Foundation
import LaunchRouting

extension LaunchInput.NotificationResponse {
    /// The neutral form of a notification response: the request identifier, the action, the
    /// category, the content's `userInfo` and the delivery date.
    ///
    /// The value is `Sendable`, so a notification-center delegate, which UserNotifications does not
    /// call on the main actor, can convert the response where it receives it and hand the value to
    /// the main actor.
    ///
    /// ```swift
    /// let tap = LaunchInput.NotificationResponse(response)
    /// // tap.requestIdentifier == "order-1234"
    /// // tap.actionIdentifier == "com.apple.UNNotificationDefaultActionIdentifier"
    /// // tap.userInfo == ["deeplink": "shop://orders/1234"]
    /// ```
    public init(_ response: UNNotificationResponse) {
        let notification = response.notification
        let content = notification.request.content
        self.init(
            requestIdentifier: notification.request.identifier,
            actionIdentifier: response.actionIdentifier,
            categoryIdentifier: content.categoryIdentifier,
            userInfo: [String: LaunchInput.PropertyListValue](userInfo: content.userInfo),
            date: notification.date.timeIntervalSinceReferenceDate
        )
    }
}
#endif
