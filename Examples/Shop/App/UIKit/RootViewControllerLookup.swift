#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of UIKit
#else
import UIKit
#endif

// snippet.begin root-lookup
/// How old code finds the root view controller, after the move to scenes.
///
/// Before, it read `UIApplication.shared.windows.first?.rootViewController`: deprecated, and the
/// wrong window once several scenes are connected. Links no longer need it (the inbox delivers to
/// the model), but other old code still does.
enum RootViewControllerLookup {
    /// The root view controller of the scene the caller belongs to: the right one with any number
    /// of windows. Pass the scene along (from a view's `window?.windowScene`) rather than search.
    @MainActor
    static func rootViewController(of scene: UIWindowScene) -> UIViewController? {
        scene.keyWindow?.rootViewController
    }

    /// The root view controller of the first connected window scene: what a single-window app
    /// can use where no scene is at hand.
    @MainActor
    static func firstRootViewController() -> UIViewController? {
        let scene = UIApplication.shared.connectedScenes.first { $0 is UIWindowScene } as? UIWindowScene
        return scene?.keyWindow?.rootViewController
    }

    /// Through the mirror: the app delegate's window, which the scene delegate keeps pointing at
    /// the scene's window during the migration.
    @MainActor
    static func mirroredRootViewController() -> UIViewController? {
        AppDelegate.shared.window?.rootViewController
    }
}
// snippet.end
#endif
