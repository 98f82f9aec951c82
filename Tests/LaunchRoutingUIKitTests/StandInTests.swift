#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
import LaunchRouting
import LaunchRoutingUIKitStandIn
import Testing

/// Every test that drives the stand-in's system objects (`UIApplication.shared`, the notification
/// center), one at a time: the suites below are nested in this one.
@MainActor @Suite(.serialized) struct StandInTests {}

/// A clock the tests move by hand.
final class ManualClock: @unchecked Sendable {
    /// This clock as the controller reads it.
    var launchClock: LaunchClock { LaunchClock { self.now } }

    var now = LaunchClock.Instant.seconds(0)
}

/// Objects UIKit and UserNotifications would vend, built for tests.
@MainActor
enum Make {
    static func url(_ string: String) -> URL {
        guard let url = URL(string: string) else { preconditionFailure("not a URL: \(string)") }
        return url
    }

    static func context(_ string: String, from sourceApplication: String? = nil) -> UIOpenURLContext {
        UIOpenURLContext(url: url(string), options: UIScene.OpenURLOptions(sourceApplication: sourceApplication))
    }

    static func universalLink(_ string: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = url(string)
        return activity
    }

    static func activity(_ type: String, userInfo: [AnyHashable: Any]? = nil) -> NSUserActivity {
        let activity = NSUserActivity(activityType: type)
        activity.userInfo = userInfo
        return activity
    }

    static func shortcut(_ type: String, userInfo: [String: any NSSecureCoding]? = nil) -> UIApplicationShortcutItem {
        UIApplicationShortcutItem(
            type: type, localizedTitle: type, localizedSubtitle: nil, icon: nil, userInfo: userInfo)
    }

    static func response(
        _ identifier: String,
        userInfo: [AnyHashable: Any],
        category: String = "",
        action: String = UNNotificationDefaultActionIdentifier,
        date: Date = Date(timeIntervalSinceReferenceDate: 700_000_000)
    ) -> UNNotificationResponse {
        let content = UNMutableNotificationContent()
        content.userInfo = userInfo
        content.categoryIdentifier = category
        let request = UNNotificationRequest(identifier: identifier, content: content, trigger: nil)
        return UNNotificationResponse(
            notification: UNNotification(request: request, date: date), actionIdentifier: action)
    }
}
#endif
