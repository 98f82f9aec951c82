/// A new scene that ``LaunchScenes`` asks the app to open, for the content of an input it holds.
///
/// On iOS, the app opens it with `UIApplication.activateSceneSession(for:)` and a
/// `UISceneSessionActivationRequest` whose user activity carries ``content`` as its
/// `targetContentIdentifier` and ``id`` in its `userInfo`; the scene that connects for it says so
/// in ``LaunchScenes/Event/connected(_:showing:request:)``, and the input is shown there.
///
/// In SwiftUI it is the value a window group presents: `openWindow(value: request)` opens a
/// window of `WindowGroup(for: SceneRequest.self)`, whose view says so with `.connected`; SwiftUI
/// reports no failure, so where `supportsMultipleWindows` is false (iPhone) send
/// ``LaunchScenes/Event/activationFailed(_:)`` instead.
///
/// ```swift
/// case .open(let request):
///     let activity = NSUserActivity(activityType: "com.example.notes.open")
///     activity.targetContentIdentifier = request.content
///     activity.userInfo = ["sceneRequest": request.id]
///     UIApplication.shared.activateSceneSession(for: .init(userActivity: activity)) { _ in
///         scenes.handle(.activationFailed(request))
///     }
/// ```
public struct SceneRequest: Hashable, Codable, Sendable {
    /// The request's number, unique within one ``LaunchScenes``.
    public var id: Int
    /// The content the new scene is to show.
    public var content: String?

    /// Request `id`, for a scene that shows `content`.
    public init(id: Int, content: String?) {
        self.id = id
        self.content = content
    }
}
