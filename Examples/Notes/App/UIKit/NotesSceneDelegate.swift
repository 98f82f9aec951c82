// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Apple's own names, as the SDK spells them.)
#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of UIKit, and the adapters
#else
import LaunchRoutingUIKit
import UIKit
#endif
import Foundation
import LaunchRouting
import NotesCore

/// One window: its own launch inbox, whose deliveries go to the app's `NotesScenes`, which says
/// in which window each is shown.
final class NotesSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// The note this window shows, saved with its session and restored at relaunch.
    var noteID: Int?

    private var app: NotesAppDelegate { .shared }
    private var launches: LaunchInboxController<NotesRoute>?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let id = SceneIdentifier(session)
        noteID = session.stateRestorationActivity?.userInfo?["noteID"] as? Int
        let sceneWindow = UIWindow(windowScene: windowScene)
        sceneWindow.rootViewController = UIViewController(nibName: nil, bundle: nil)
        sceneWindow.makeKeyAndVisible()
        window = sceneWindow
        windowScene.setActivationConditions(showing: noteID.map { NotesRoute.note(id: $0).content } ?? nil)

        let app = self.app
        let controller = LaunchInboxController(router: app.router) { delivery in
            app.scenes.delivered(delivery, by: id)
        }
        app.launches[id] = controller
        launches = controller
        app.scenes.connected(
            id, restoring: noteID, for: connectionOptions.userActivities.lazy.compactMap(SceneRequest.init).first)
        controller.connect(options: connectionOptions, session: session)
    }

    // Ready once on screen: at relaunch UIKit connects every restored window first, so that the
    // launch link is placed knowing what each shows.
    func sceneDidBecomeActive(_ scene: UIScene) {
        launches?.setReady(true)
        app.scenes.ready(SceneIdentifier(scene.session))
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        launches?.open(URLContexts)
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        launches?.receive(userActivity)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.notes.window")
        activity.userInfo = noteID.map { ["noteID": $0] } ?? [:]
        return activity
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        launches?.disconnect()
        app.scenes.disconnected(SceneIdentifier(scene.session))
        window = nil
    }
}
#endif
