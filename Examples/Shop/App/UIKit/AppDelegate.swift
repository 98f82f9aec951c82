#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of UIKit and UserNotifications, and the adapters
#else
import LaunchRoutingUIKit
import UIKit
import UserNotifications
#endif
import Foundation
import LaunchRouting
import ShopCore

// snippet.begin app-delegate
/// The app delegate after the move to scenes: process-wide setup and nothing on screen.
/// (`@main` in the app target.)
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    /// The scene's window, mirrored here for old code that still reads the app delegate's window.
    var window: UIWindow?
    /// The app core: the screens, the login, and the launch inbox of the app's one window.
    let model = ShopAppModel()
    /// Process-wide effects of the life cycle, now driven by the scene delegate.
    let lifecycle = ShopLifecycle()
    /// Launch options captured here and taken by the first scene that connects.
    let launchBridge = LaunchOptions.LegacyBridge()

    static var shared: AppDelegate {
        guard let delegate = UIApplication.shared.delegate as? AppDelegate else {
            preconditionFailure("the application's delegate is not the shop's AppDelegate")
        }
        return delegate
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        // Shared setup stays here. The delegate must be set before launch finishes, or the tap
        // that launched the app is lost.
        UNUserNotificationCenter.current().delegate = self
        // `nil` once the app adopts scenes; kept for a build that still launches without them.
        launchBridge.capture(launchOptions)
        // No window and no UI here any more: the scene delegate creates them.
        return true
    }
    // snippet.end

    // snippet.begin configuration
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        // UIKit asks only for a new session, never for one it restores: choose the configuration
        // here, and route in scene(_:willConnectTo:options:), which every connection goes through.
        let configuration = UISceneConfiguration(
            name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // The user closed windows in the app switcher (maybe while the app was not running, in
        // which case UIKit calls this at the next launch). A window's state lives in its session's
        // restoration activity, which goes with it: nothing to clean up.
    }
    // snippet.end

    // snippet.begin legacy-open
    // Not called once the app adopts scenes, except as a fallback on some systems. Wired to the
    // same inbox, so a URL that also arrives through the scene is delivered once.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool
    {
        model.launches.open(url, options: options)
    }
    // snippet.end

    // snippet.begin notification
    // UserNotifications does not call its delegate on the main actor. The tap that launched the app
    // can arrive here as well as in the connection options: the inbox delivers it once.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        model.launches.receive(response, completionHandler: completionHandler)
    }
    // snippet.end
}
#endif
