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

/// Performs `NotesScenes`' decisions with UIKit (docs/multiple-windows.md, "Wiring it").
final class UIKitNotesWindows: NotesWindows {
    static let openActivityType = "com.example.notes.open"

    func show(_ route: NotesRoute?, of delivery: LaunchDelivery<NotesRoute>, in scene: SceneIdentifier) {
        guard let windowScene = Self.scene(scene), let delegate = windowScene.delegate as? NotesSceneDelegate else {
            return
        }
        if case .note(let id)? = route {
            delegate.noteID = id
            windowScene.setActivationConditions(showing: route?.content)
        }
        delegate.window?.rootViewController?.title = route.map { "\($0)" }
    }

    func activate(_ scene: SceneIdentifier) {
        guard let windowScene = Self.scene(scene) else { return }
        UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(session: windowScene.session))
    }

    func open(_ request: SceneRequest) {
        let activation = UISceneSessionActivationRequest(request, activityType: Self.openActivityType)
        UIApplication.shared.activateSceneSession(for: activation) { _ in
            Task { @MainActor in NotesAppDelegate.shared.scenes.failedToOpen(request) }
        }
    }

    private static func scene(_ id: SceneIdentifier) -> UIScene? {
        UIApplication.shared.connectedScenes.first { SceneIdentifier($0.session) == id }
    }
}
#endif
