import LaunchRouting

/// What the app does with a decision: UIKit calls in the app (`App/UIKit/NotesWindows.swift`), a
/// record in the tests.
@MainActor
public protocol NotesWindows: AnyObject {
    func show(_ route: NotesRoute?, of delivery: LaunchDelivery<NotesRoute>, in scene: SceneIdentifier)
    func activate(_ scene: SceneIdentifier)
    func open(_ request: SceneRequest)
}

// snippet.begin notes-coordinator
/// One per app: every scene's inbox hands its deliveries here, and the decisions go to UIKit.
@MainActor
public final class NotesScenes {
    private var scenes = LaunchScenes(targeting: NotesRoute.targeting)
    private unowned let windows: any NotesWindows

    public init(windows: any NotesWindows) { self.windows = windows }

    public func connected(_ scene: SceneIdentifier, restoring note: Int?, for request: SceneRequest?) {
        perform(scenes.handle(.connected(scene, showing: note.map { "note/\($0)/" }, request: request)))
    }
    public func ready(_ scene: SceneIdentifier) { perform(scenes.handle(.ready(scene))) }
    public func delivered(_ delivery: LaunchDelivery<NotesRoute>, by scene: SceneIdentifier) {
        perform(scenes.handle(.delivered(delivery, by: scene)))
    }
    public func disconnected(_ scene: SceneIdentifier) { perform(scenes.handle(.disconnected(scene))) }
    public func discarded(_ scene: SceneIdentifier, undelivered: [LaunchDelivery<NotesRoute>]) {
        perform(scenes.handle(.discarded(scene, undelivered: undelivered)))
    }
    public func failedToOpen(_ request: SceneRequest) { perform(scenes.handle(.activationFailed(request))) }

    private func perform(_ decisions: [LaunchScenes<NotesRoute>.Decision]) {
        for decision in decisions {
            switch decision {
            case .show(let delivery, let scene): windows.show(delivery.route, of: delivery, in: scene)
            case .activate(let scene): windows.activate(scene)
            case .open(let request): windows.open(request)
            case .dropped: break  // another window received the same input and shows it
            }
        }
    }
}
// snippet.end
