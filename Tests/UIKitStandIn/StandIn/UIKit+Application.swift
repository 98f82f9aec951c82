#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// The application object, its delegate, the legacy launch-option keys and quick actions.

/// Apple: https://developer.apple.com/documentation/uikit/uiapplication
/// (`@MainActor class UIApplication : UIResponder`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication()

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/shared
    /// (`class var shared: UIApplication { get }`)
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open class var shared: UIApplication { instance }

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/delegate
    /// (`unowned(unsafe) var delegate: (any UIApplicationDelegate)? { get set }`). The stand-in
    /// keeps the delegate, as `UIApplicationMain` does for an app's.
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var delegate: (any UIApplicationDelegate)?

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open internal(set) var connectedScenes: Set<UIScene> = []

    /// The requests passed to ``activateSceneSession(for:errorHandler:)``; stand-in only.
    public internal(set) var activationRequests: [UISceneSessionActivationRequest] = []

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/activatescenesession(for:errorhandler:)
    /// (`func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil)`, iOS 17.0+)
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    open func activateSceneSession(
        for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {
        activationRequests.append(request)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    /// (`struct LaunchOptionsKey : Hashable, Equatable, RawRepresentable, @unchecked Sendable`).
    /// Deprecated in the iOS 26 SDK: "Use UIScene lifecycle and … UIScene.ConnectionOptions … instead."
    @available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/url
        @available(iOS 3.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        @available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillConnect from UISceneDelegate")
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/sourceapplication
        @available(iOS 3.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        @available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillConnect from UISceneDelegate")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/annotation
        @available(iOS 3.2, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        @available(iOS, deprecated: 26.0, message: "Not used after iOS 16: the system passes no annotation")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/useractivitydictionary
        @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        @available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillConnect from UISceneDelegate")
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/useractivitytype
        @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        @available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillConnect from UISceneDelegate")
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/shortcutitem
        @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
        @available(tvOS, unavailable)
        @available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillConnect from UISceneDelegate")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification
        @available(iOS 3.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        @available(iOS, deprecated: 26.0, message: "Use UIScene lifecycle and sceneWillConnect from UISceneDelegate")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey
    /// (`struct OpenURLOptionsKey : Hashable, Equatable, RawRepresentable, @unchecked Sendable`).
    /// Deprecated in the iOS 26 SDK in favour of `UIScene.OpenURLOptions`.
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey/sourceapplication
        @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey/annotation
        @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        @available(
            iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate"
        )
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Apple: https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey/openinplace
        @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct
/// (`struct UISceneSessionActivationRequest`, iOS 17.0+)
@available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
public struct UISceneSessionActivationRequest {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/role
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    public let role: UISceneSession.Role
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/useractivity
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    public var userActivity: NSUserActivity?
    /// The SwiftUI scene a hosting request activates, by identifier; stand-in only.
    public internal(set) var hostingSceneID: String?
    /// The hosting request's delegate class, which UIKit instantiates for the new scene without
    /// asking the app delegate for a configuration; stand-in only.
    public internal(set) var hostingDelegateClass: (any UISceneDelegate.Type)?
    /// Makes an instance of ``hostingDelegateClass``; stand-in only.
    var makeHostingDelegate: (@MainActor () -> any UISceneDelegate)?

    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/init(role:useractivity:options:)
    /// (the `options:` parameter is left out)
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil) {
        self.role = role
        self.userActivity = userActivity
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/init(session:useractivity:options:)
    /// (the `options:` parameter is left out)
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    public init(session: UISceneSession, userActivity: NSUserActivity? = nil) {
        self.role = session.role
        self.session = session
        self.userActivity = userActivity
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct/session
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    public var session: UISceneSession?
}

/// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate
/// (`@MainActor protocol UIApplicationDelegate : NSObjectProtocol`)
///
/// Every member is `optional` in Objective-C; here each has a default. Two consequences: the
/// `= nil` and `= [:]` default arguments UIKit's Swift signatures show cannot be written on a Swift
/// protocol requirement, and `delegate?.window` through the protocol is `UIWindow?` here but
/// `UIWindow??` in UIKit (neither the adapters nor the example read it that way).
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
    /// (`optional var window: UIWindow? { get set }`)
    @available(iOS 5.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    var window: UIWindow? { get set }
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    @available(iOS 3.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)
    /// (deprecated in the iOS 26 SDK: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead.")
    @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    @available(
        iOS, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate"
    )
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    /// Without this method UIKit takes the configuration from the Info.plist scene manifest.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    {
        false
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
/// (`class UIApplicationShortcutItem : NSObject`; not isolated to an actor).
@available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UIApplicationShortcutItem: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:localizedsubtitle:icon:userinfo:)
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public init(
        type: String,
        localizedTitle: String,
        localizedSubtitle: String?,
        icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/init(type:localizedtitle:)
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/type
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public let type: String
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/localizedtitle
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public let localizedTitle: String
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/localizedsubtitle
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public let localizedSubtitle: String?
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/icon
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public let icon: UIApplicationShortcutIcon?
    /// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem/userinfo
    /// (`var userInfo: [String : any NSSecureCoding]? { get }`)
    @available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    public let userInfo: [String: any NSSecureCoding]?
}

/// Apple: https://developer.apple.com/documentation/uikit/uiapplicationshortcuticon
@available(iOS 9.0, macCatalyst 13.1, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UIApplicationShortcutIcon: NSObject {}
#endif
