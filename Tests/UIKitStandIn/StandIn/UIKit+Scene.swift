// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Apple's own names, as the SDK spells them.)
#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Scenes, their sessions, connection options and URL contexts. Every class here is `@MainActor`, as
// in UIKit. Objects that UIKit vends and apps never create get initialisers marked "Stand-in only".

/// Apple: https://developer.apple.com/documentation/uikit/uiresponder
/// (`@MainActor class UIResponder : NSObject`)
@available(iOS 2.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIResponder: NSObject {}

/// Apple: https://developer.apple.com/documentation/uikit/uiscene
/// (`@MainActor class UIScene : UIResponder`)
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIScene: UIResponder {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/session
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public let session: UISceneSession

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/delegate
    /// (`var delegate: (any UISceneDelegate)? { get set }`; the scene keeps its delegate).
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var delegate: (any UISceneDelegate)?

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/activationconditions
    /// (`var activationConditions: UISceneActivationConditions { get set }`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var activationConditions = UISceneActivationConditions()

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    /// (`@MainActor class ConnectionOptions`: "Don't create UIScene.ConnectionOptions objects directly.")
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @MainActor
    open class ConnectionOptions: NSObject {
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public let urlContexts: Set<UIOpenURLContext>
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/sourceapplication
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public let sourceApplication: String?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/handoffuseractivitytype
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public let handoffUserActivityType: String?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public let userActivities: Set<NSUserActivity>
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/notificationresponse
        @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
        @available(tvOS, unavailable)
        public let notificationResponse: UNNotificationResponse?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem
        @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
        @available(tvOS, unavailable)
        public let shortcutItem: UIApplicationShortcutItem?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/cloudkitsharemetadata
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public let cloudKitShareMetadata: CKShare.Metadata?
        /// Stand-in only: `appIntent` (iOS 26), held untyped, since a stored property cannot be
        /// newer than its type.
        let standInAppIntent: (any Sendable)?

        /// Stand-in only: UIKit fills the options of a connecting scene.
        public init(
            urlContexts: Set<UIOpenURLContext> = [],
            sourceApplication: String? = nil,
            handoffUserActivityType: String? = nil,
            userActivities: Set<NSUserActivity> = [],
            notificationResponse: UNNotificationResponse? = nil,
            shortcutItem: UIApplicationShortcutItem? = nil,
            cloudKitShareMetadata: CKShare.Metadata? = nil,
            appIntent: (any Sendable)? = nil
        ) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            self.handoffUserActivityType = handoffUserActivityType
            self.userActivities = userActivities
            self.notificationResponse = notificationResponse
            self.shortcutItem = shortcutItem
            self.cloudKitShareMetadata = cloudKitShareMetadata
            standInAppIntent = appIntent
            super.init()
        }
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions
    /// (`@MainActor class OpenURLOptions`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @MainActor
    open class OpenURLOptions: NSObject {
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions/sourceapplication
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public let sourceApplication: String?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions/annotation
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public let annotation: Any?
        /// Apple: https://developer.apple.com/documentation/uikit/uiscene/openurloptions/openinplace
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
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
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public let url: URL
    /// Apple: https://developer.apple.com/documentation/uikit/uiopenurlcontext/options
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
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
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneSession: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
    /// (`struct Role : Hashable, Equatable, RawRepresentable, @unchecked Sendable`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication
        @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/scene
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open internal(set) weak var scene: UIScene?
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public let role: UISceneSession.Role
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public let persistentIdentifier: String
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/configuration
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open internal(set) var configuration: UISceneConfiguration
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
    /// (`var stateRestorationActivity: NSUserActivity? { get set }`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
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
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/name
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public let name: String?
    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/role
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    public let role: UISceneSession.Role
    /// Apple: https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
    /// (`var delegateClass: AnyClass? { get set }`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var delegateClass: AnyClass?
}

/// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate
/// (`@MainActor protocol UISceneDelegate : NSObjectProtocol`)
///
/// Every method is `optional` in Objective-C; here each has a default that does nothing, so a
/// delegate implements the ones it needs, and UIKit's calls reach the others harmlessly.
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidDisconnect(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneWillResignActive(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// Apple: https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(
        _ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error
    ) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene
/// (`@MainActor class UIWindowScene : UIScene`)
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIWindowScene: UIScene {
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open internal(set) var windows: [UIWindow] = []

    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscene/keywindow
    @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

/// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
/// (`@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`)
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    /// (`optional var window: UIWindow? { get set }`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    var window: UIWindow? { get set }
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)
    @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(tvOS, unavailable)
    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    )
    /// Apple: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:userdidacceptcloudkitsharewith:)
    /// (`optional func windowScene(_ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)`)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)
}

extension UIWindowSceneDelegate {
    public func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {}

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
