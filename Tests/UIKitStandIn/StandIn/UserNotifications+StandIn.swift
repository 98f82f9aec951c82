#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// UserNotifications, as far as the adapters and the example use it. None of these types is isolated
// to an actor: the notification center calls its delegate with a `@Sendable` completion handler.

/// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
open class UNUserNotificationCenter: NSObject {
    nonisolated(unsafe) private static let center = UNUserNotificationCenter()

    /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
    open class func current() -> UNUserNotificationCenter { center }

    /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
    /// (`weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`)
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
/// (`protocol UNUserNotificationCenterDelegate : NSObjectProtocol`, not isolated to an actor).
///
/// Its methods are `optional` in Objective-C; here each has a default that does nothing.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    )
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {}
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse
open class UNNotificationResponse: NSObject {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
    public let notification: UNNotification
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
    public let actionIdentifier: String

    /// Stand-in only: the notification center creates responses.
    public init(notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotification
open class UNNotification: NSObject {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotification/date
    public let date: Date
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotification/request
    public let request: UNNotificationRequest

    /// Stand-in only: the system delivers notifications.
    public init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest
open class UNNotificationRequest: NSObject {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/identifier
    public let identifier: String
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
    public let content: UNNotificationContent
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/trigger
    public let trigger: UNNotificationTrigger?

    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/init(identifier:content:trigger:)
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
open class UNNotificationTrigger: NSObject {}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent
open class UNNotificationContent: NSObject {
    fileprivate var storedUserInfo: [AnyHashable: Any] = [:]
    fileprivate var storedCategoryIdentifier = ""
    fileprivate var storedTargetContentIdentifier: String?

    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
    /// (`var userInfo: [AnyHashable : Any] { get }`)
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier
    open var categoryIdentifier: String { storedCategoryIdentifier }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/targetcontentidentifier
    open var targetContentIdentifier: String? { storedTargetContentIdentifier }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
open class UNMutableNotificationContent: UNNotificationContent {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/userinfo
    override open var userInfo: [AnyHashable: Any] {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier
    override open var categoryIdentifier: String {
        get { storedCategoryIdentifier }
        set { storedCategoryIdentifier = newValue }
    }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/targetcontentidentifier
    override open var targetContentIdentifier: String? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"
#endif
