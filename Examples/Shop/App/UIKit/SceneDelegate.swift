// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Apple's own names, as the SDK spells them.)
#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of UIKit, and the adapters
#else
import AppIntents
import CloudKit
import LaunchRoutingUIKit
import UIKit
#endif
import Foundation
import LaunchRouting
import ShopCore

// snippet.begin scene-connect
/// The scene delegate: it owns the window, and routes everything the scene receives — cold in its
/// connection options, warm through its callbacks — into one launch inbox.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var app: AppDelegate { .shared }
    private var launches: LaunchInboxController<ShopRoute> { app.model.launches }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }

        // The window belongs to the scene now.
        let sceneWindow = UIWindow(windowScene: windowScene)
        sceneWindow.rootViewController = ShopViewController(model: app.model)
        sceneWindow.makeKeyAndVisible()
        window = sceneWindow
        app.window = sceneWindow  // the mirror, for code that still reads the app delegate's window

        // Cold: URLs, activities, a Handoff type, a quick action, a notification, the restoration
        // activity, and what the app delegate captured. The inbox holds them until the app is ready.
        launches.connect(
            options: connectionOptions, session: session, legacyLaunchOptions: app.launchBridge.takeCapturedOptions())
        app.model.windowDidAppear()
    }
    // snippet.end

    // snippet.begin scene-warm
    // Warm: the same inputs while the scene is connected, into the same inbox.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        launches.open(URLContexts)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        launches.receive(userActivity)
    }

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {
        launches.failToContinue(activityType: userActivityType, error: error)
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(launches.receive(shortcutItem))  // the same answer the cold path gives
    }

    func windowScene(
        _ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata
    ) {
        launches.receive(cloudKitShareMetadata)
    }
    // snippet.end

    // snippet.begin restoration
    // What UIKit saves with the session when the scene goes away, and hands back as
    // session.stateRestorationActivity when it restores the session.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        NSUserActivity(app.model.stateRestorationActivity)
    }
    // snippet.end

    // snippet.begin lifecycle
    // The life cycle moved here from the app delegate's applicationWillEnterForeground(_:) and friends.
    func sceneWillEnterForeground(_ scene: UIScene) {
        app.lifecycle.willEnterForeground()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        launches.tick()  // a Handoff that never arrived times out
        app.lifecycle.didBecomeActive()
    }

    func sceneWillResignActive(_ scene: UIScene) {
        app.lifecycle.willResignActive()
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        app.lifecycle.didEnterBackground()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        window = nil
        app.model.windowDidDisappear()  // inputs still pending wait for the next connection
    }
    // snippet.end
}
// snippet.begin scene-intent
/// An App Intent the system performs in this scene (iOS 26): the one the connection options
/// carried comes here again, and the inbox delivers it once.
@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
extension SceneDelegate: AppIntentSceneDelegate {
    func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
        launches.receive(appIntent)
    }
}
// snippet.end
#endif
