#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import UIKit
#endif
import Foundation
import LaunchRouting

// The UIKit side of LaunchScenes (docs/multiple-windows.md): the identity of a scene, the activity
// that opens a new one for a request and is read back when it connects, the activation request,
// and the activation conditions that make the system agree with LaunchScenes.

extension SceneIdentifier {
    /// The identifier of `session`: its persistent identifier, the same at every relaunch.
    ///
    /// ```swift
    /// scenes.connected(SceneIdentifier(session), restoring: noteID, for: request)
    /// ```
    public init(_ session: UISceneSession) {
        self.init(session.persistentIdentifier)
    }
}

extension SceneRequest {
    /// The `userInfo` key of the request's number in the activity that opens its scene.
    public static let userInfoKey = "LaunchRoutingSceneRequest"

    /// An activity of `activityType` that asks for this request's scene: its
    /// `targetContentIdentifier` is the request's content, so that the system's activation
    /// conditions agree with `LaunchScenes`, and its `userInfo` carries the request's number.
    ///
    /// ```swift
    /// let activity = request.userActivity(type: "com.example.notes.open")
    /// ```
    public func userActivity(type activityType: String) -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType)
        activity.targetContentIdentifier = content
        activity.userInfo = [Self.userInfoKey: id]
        return activity
    }

    /// The request `activity` opened a scene for, when it is one that ``userActivity(type:)``
    /// made: read it from the user activities of the new scene's connection options.
    ///
    /// ```swift
    /// let request = connectionOptions.userActivities.lazy.compactMap(SceneRequest.init).first
    /// ```
    public init?(_ activity: NSUserActivity) {
        guard let id = activity.userInfo?[Self.userInfoKey] as? Int else { return nil }
        self.init(id: id, content: activity.targetContentIdentifier)
    }
}

@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
extension UISceneSessionActivationRequest {
    /// A request for a new window for `request`, with an activity of `activityType`
    /// (`userActivity(type:)`): what `LaunchScenes.Decision.open(_:)` asks of UIKit.
    ///
    /// ```swift
    /// case .open(let request):
    ///     UIApplication.shared.activateSceneSession(for: .init(request, activityType: "com.example.notes.open")) { _ in
    ///         scenes.failedToOpen(request)
    ///     }
    /// ```
    public init(_ request: SceneRequest, activityType: String) {
        self.init(role: .windowApplication, userActivity: request.userActivity(type: activityType))
    }
}

extension UIScene {
    /// Sets this scene's activation conditions for the content it shows: it prefers inputs whose
    /// `targetContentIdentifier` is `content`, and can take any other, so that the system sends an
    /// input to the window `LaunchScenes` would choose.
    ///
    /// ```swift
    /// windowScene.setActivationConditions(showing: "note/\(note.id)")
    /// ```
    @MainActor
    public func setActivationConditions(showing content: String?) {
        let conditions = UISceneActivationConditions()
        conditions.canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
        conditions.prefersToActivateForTargetContentIdentifierPredicate =
            content.map { NSPredicate(format: "SELF == %@", $0) } ?? NSPredicate(value: false)
        activationConditions = conditions
    }
}
#endif
