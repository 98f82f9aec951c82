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

/// The app delegate: the router, the windows' launch inboxes, and the one `NotesScenes` that
/// decides which window shows each input. (`@main` in the app target.)
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    let router = try! NotesRoute.router()
    private(set) lazy var windows = UIKitNotesWindows()
    private(set) lazy var scenes = NotesScenes(windows: windows)
    /// Each window's launch inbox, by its scene's identifier.
    var launches: [SceneIdentifier: LaunchInboxController<NotesRoute>] = [:]

    static var shared: NotesAppDelegate {
        guard let delegate = UIApplication.shared.delegate as? NotesAppDelegate else {
            preconditionFailure("the application's delegate is not the notes app's delegate")
        }
        return delegate
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Note", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = NotesSceneDelegate.self
        return configuration
    }

    // A window the user closed: what waited for it, and what its inbox still held, goes to another.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        for session in sceneSessions.sorted(by: { $0.persistentIdentifier < $1.persistentIdentifier }) {
            let id = SceneIdentifier(session)
            scenes.discarded(id, undelivered: launches.removeValue(forKey: id)?.discard() ?? [])
        }
    }
}
#endif
