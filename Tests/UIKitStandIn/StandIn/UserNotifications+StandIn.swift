// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Apple's own names, as the SDK spells them.)
#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// UserNotifications, as far as the adapters and the example use it. None of these types is isolated
// to an actor: the notification center calls its delegate with a `@Sendable` completion handler.

/// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class UNUserNotificationCenter: NSObject {
    nonisolated(unsafe) private static let center = UNUserNotificationCenter()

    /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current()
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    open class func current() -> UNUserNotificationCenter { center }

    /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate
    /// (`weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`)
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate
/// (`protocol UNUserNotificationCenterDelegate : NSObjectProtocol`, not isolated to an actor).
///
/// Its methods are `optional` in Objective-C; here each has a default that does nothing.
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
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
@available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public let notification: UNNotification
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier
    @available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public let actionIdentifier: String

    /// Stand-in only: the notification center creates responses.
    public init(notification: UNNotification, actionIdentifier: String = UNNotificationDefaultActionIdentifier) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotification
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class UNNotification: NSObject {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotification/date
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public let date: Date
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotification/request
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public let request: UNNotificationRequest

    /// Stand-in only: the system delivers notifications.
    public init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class UNNotificationRequest: NSObject {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/identifier
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public let identifier: String
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public let content: UNNotificationContent
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/trigger
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public let trigger: UNNotificationTrigger?

    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationrequest/init(identifier:content:trigger:)
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class UNNotificationTrigger: NSObject {}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class UNNotificationContent: NSObject {
    fileprivate var storedUserInfo: [AnyHashable: Any] = [:]
    fileprivate var storedCategoryIdentifier = ""
    fileprivate var storedTargetContentIdentifier: String?

    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo
    /// (`var userInfo: [AnyHashable : Any] { get }`)
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    open var categoryIdentifier: String { storedCategoryIdentifier }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationcontent/targetcontentidentifier
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var targetContentIdentifier: String? { storedTargetContentIdentifier }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class UNMutableNotificationContent: UNNotificationContent {
    /// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/userinfo
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    override open var userInfo: [AnyHashable: Any] {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    override open var categoryIdentifier: String {
        get { storedCategoryIdentifier }
        set { storedCategoryIdentifier = newValue }
    }
    /// Apple: https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/targetcontentidentifier
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    override open var targetContentIdentifier: String? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
}

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationdefaultactionidentifier
@available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// Apple: https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier
@available(iOS 10.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"
#endif
