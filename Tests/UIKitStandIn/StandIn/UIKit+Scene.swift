#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Scenes, their sessions, connection options and URL contexts. Every class here is `@MainActor`, as
// in UIKit. Objects that UIKit vends and apps never create get initialisers marked "Stand-in only".

/// Apple: https://developer.apple.com/documentation/uikit/uiresponder
/// (`@MainActor class UIResponder : NSObject`)
@MainActor
open class UIResponder: NSObject {}

/// Apple: https://developer.apple.com/documentation/uikit/uiscene
/// (`@MainActor class UIScene : UIResponder`)
@MainActor
open class UIScene: UIResponder {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/session
    public let session: UISceneSession

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/delegate
    /// (`var delegate: (any UISceneDelegate)? { get set }`; the scene keeps its delegate).
    open var delegate: (any UISceneDelegate)?

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    /// (`@MainActor class ConnectionOptions`: "Don't create UIScene.ConnectionOptions objects directly.")
    @MainActor
    open class ConnectionOptions: NSObject {
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        public let urlContexts: Set<UIOpenURLContext>
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/sourceapplication
        public let sourceApplication: String?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/handoffuseractivitytype
        public let handoffUserActivityType: String?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        public let userActivities: Set<NSUserActivity>
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/notificationresponse
        public let notificationResponse: UNNotificationResponse?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem
        public let shortcutItem: UIApplicationShortcutItem?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/cloudkitsharemetadata
        public let cloudKitShareMetadata: CKShare.Metadata?

        /// Stand-in only: UIKit fills the options of a connecting scene.
        public init(
            urlContexts: Set<UIOpenURLContext> = [],
            sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil,
            userActivities: Set<NSUserActivity> = [],
            notificationResponse: UNNotificationResponse? = nil,
            shortcutItem: UIApplicationShortcutItem? = nil,
            cloudKitShareMetadata: CKShare.Metadata? = nil
        ) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.userActivities = userActivities
            self.notificationResponse = notificationResponse
            self.shortcutItem = shortcutItem
            self.cloudKitShareMetadata = cloudKitShareMetadata
            super.init()
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions
    /// (`@MainActor class OpenURLOptions`)
    @MainActor
    open class OpenURLOptions: NSObject {
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions/sourceapplication
        public let sourceApplication: String?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions/annotation
        public let annotation: Any?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions/openinplace
        public let openInPlace: Bool

        /// Stand-in only.
        public init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiopenurlcontext
/// (`@MainActor class UIOpenURLContext : NSObject`: "Don't create UIOpenURLContext objects yourself.")
@MainActor
open class UIOpenURLContext: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    public let url: URL
    /// Apple: https://developer.apple.com/documentation/uikit/uiopenurlcontext/options
    public let options: UIScene.OpenURLOptions

    /// Stand-in only.
    public init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiscenesession
/// (`@MainActor class UISceneSession : NSObject`)
@MainActor
open class UISceneSession: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
    /// (`struct Role : Hashable, Equatable, RawRepresentable, @unchecked Sendable`)
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/scene
    open internal(set) weak var scene: UIScene?
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
    public let role: UISceneSession.Role
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
    public let persistentIdentifier: String
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/configuration
    open internal(set) var configuration: UISceneConfiguration
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
    /// (`var stateRestorationActivity: NSUserActivity? { get set }`)
    open var stateRestorationActivity: NSUserActivity?

    /// Stand-in only: UIKit creates sessions, and restores them on relaunch.
    public init(
        persistentIdentifier: String,
        role: UISceneSession.Role = .windowApplication,
        configuration: UISceneConfiguration? = nil,
        stateRestorationActivity: NSUserActivity? = nil
    ) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: nil, sessionRole: role)
        self.stateRestorationActivity = stateRestorationActivity
        super.init()
    }
}

/// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration
/// (`@MainActor class UISceneConfiguration : NSObject`)
@MainActor
open class UISceneConfiguration: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/name
    public let name: String?
    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/role
    public let role: UISceneSession.Role
    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
    /// (`var delegateClass: AnyClass? { get set }`)
    open var delegateClass: AnyClass?
}

/// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate
/// (`@MainActor protocol UISceneDelegate : NSObjectProtocol`)
///
/// Every method is `optional` in Objective-C; here each has a default that does nothing, so a
/// delegate implements the ones it needs, and UIKit's calls reach the others harmlessly.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
    func sceneDidDisconnect(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
    func sceneWillResignActive(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene
/// (`@MainActor class UIWindowScene : UIScene`)
@MainActor
open class UIWindowScene: UIScene {
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open internal(set) var windows: [UIWindow] = []

    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// (`@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    /// (`optional var window: UIWindow? { get set }`)
    var window: UIWindow? { get set }
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {}
}
#endif
