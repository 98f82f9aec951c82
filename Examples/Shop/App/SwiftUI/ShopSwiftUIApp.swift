#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of UIKit, SwiftUI and UserNotifications, and the adapters
#else
import LaunchRoutingUIKit
import SwiftUI
import UIKit
import UserNotifications
#endif
import Foundation
import LaunchRouting
import ShopCore

// snippet.begin swiftui-app
/// The shop as a SwiftUI app. (`@main` in the app target.)
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
struct ShopSwiftUIApp: App {
    @UIApplicationDelegateAdaptor(ShopAppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            ShopRootView(screen: appDelegate.screen)
                // Custom-scheme URLs and universal links (SwiftUI hands both to onOpenURL), and
                // every activity type the router continues.
                .routesLaunches(into: appDelegate.model.launches)
        }
    }
}
// snippet.end

// snippet.begin swiftui-app-delegate
/// What SwiftUI has no modifier for: notification taps, and quick actions, which need a scene
/// delegate. SwiftUI still owns the window.
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
final class ShopAppDelegate: NSObject, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    let model = ShopAppModel()
    private(set) lazy var screen = ShopScreen(model: model)

    static var shared: ShopAppDelegate {
        guard let delegate = UIApplication.shared.delegate as? ShopAppDelegate else {
            preconditionFailure("the application's delegate is not the shop's ShopAppDelegate")
        }
        return delegate
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ShopSceneDelegate.self
        return configuration
    }

    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        model.launches.receive(response, completionHandler: completionHandler)
    }
}

/// The SwiftUI app's scene delegate: no window of its own, only the inputs SwiftUI does not route.
/// The URLs and activities in the connection options reach onOpenURL and onContinueUserActivity
/// too; the inbox delivers each once.
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
final class ShopSceneDelegate: NSObject, UIWindowSceneDelegate {
    private var model: ShopAppModel { ShopAppDelegate.shared.model }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        model.launches.connect(options: connectionOptions, session: session)
        model.windowDidAppear()
    }

    func windowScene(
        _ windowScene: UIWindowScene,
        performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(model.launches.receive(shortcutItem))
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        model.launches.tick()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        model.windowDidDisappear()
    }
}
// snippet.end
#endif
