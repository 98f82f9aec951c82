import LaunchRouting
import LaunchRoutingTesting
import Testing

// The code of docs/multiple-windows.md, compiled and run here (DocsCodeTests compares each region
// with its block word for word).

// snippet.begin notes-targeting
enum NotesRoute: Hashable, Sendable {
    case note(id: Int)
    case list
    case settings
}

extension NotesRoute {
    /// A note belongs in the window that shows it; the list and the settings go anywhere.
    static let targeting = SceneTargeting<NotesRoute>(unshownContent: .newScene) { route in
        switch route {
        case .note(let id): "note/\(id)"
        case .list, .settings: nil
        }
    }
}
// snippet.end

/// What the app does with a decision; in the app, UIKit calls (docs/multiple-windows.md).
@MainActor
protocol NotesWindows: AnyObject {
    func show(_ route: NotesRoute?, of delivery: LaunchDelivery<NotesRoute>, in scene: SceneIdentifier)
    func activate(_ scene: SceneIdentifier)
    func open(_ request: SceneRequest)
}

// snippet.begin notes-coordinator
/// One per app: every scene's inbox hands its deliveries here, and the decisions go to UIKit.
@MainActor
final class NotesScenes {
    private var scenes = LaunchScenes(targeting: NotesRoute.targeting)
    private unowned let windows: any NotesWindows

    init(windows: any NotesWindows) { self.windows = windows }

    func connected(_ scene: SceneIdentifier, restoring note: Int?, for request: SceneRequest?) {
        perform(scenes.handle(.connected(scene, showing: note.map { "note/\($0)" }, request: request)))
    }
    func ready(_ scene: SceneIdentifier) { perform(scenes.handle(.ready(scene))) }
    func delivered(_ delivery: LaunchDelivery<NotesRoute>, by scene: SceneIdentifier) {
        perform(scenes.handle(.delivered(delivery, by: scene)))
    }
    func disconnected(_ scene: SceneIdentifier) { perform(scenes.handle(.disconnected(scene))) }
    func discarded(_ scene: SceneIdentifier) { perform(scenes.handle(.discarded(scene))) }
    func failedToOpen(_ request: SceneRequest) { perform(scenes.handle(.activationFailed(request))) }

    private func perform(_ decisions: [SceneDecision<NotesRoute>]) {
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

@MainActor
final class RecordedWindows: NotesWindows {
    var log: [String] = []
    func show(_ route: NotesRoute?, of delivery: LaunchDelivery<NotesRoute>, in scene: SceneIdentifier) {
        log.append("show \(route.map { "\($0)" } ?? "nothing") in \(scene)")
    }
    func activate(_ scene: SceneIdentifier) { log.append("activate \(scene)") }
    func open(_ request: SceneRequest) { log.append("open \(request.content ?? "-")") }
}

@MainActor
@Suite struct MultipleWindowsGuideTests {
    static func link(_ route: NotesRoute, channel: LaunchChannel = .callback) -> LaunchDelivery<NotesRoute> {
        LaunchDelivery(
            input: .openURL(.init(url: "notes://\(route)")), outcome: .routed(route), channel: channel,
            receivedAt: .seconds(0))
    }

    @Test func twoWindowsAndALinkToTheNoteTheSecondShows() {
        let windows = RecordedWindows()
        let scenes = NotesScenes(windows: windows)
        scenes.connected("A", restoring: 1, for: nil)
        scenes.connected("B", restoring: 2, for: nil)
        scenes.ready("A")
        scenes.ready("B")
        scenes.delivered(Self.link(.note(id: 2), channel: .connectionOptions), by: "A")
        scenes.delivered(Self.link(.note(id: 3)), by: "B")
        scenes.connected("C", restoring: nil, for: SceneRequest(id: 1, content: "note/3"))
        scenes.ready("C")
        scenes.delivered(Self.link(.settings), by: "A")
        #expect(
            windows.log == [
                "activate B", "show note(id: 2) in B", "open note/3", "show note(id: 3) in C", "show settings in A",
            ])
    }

    @Test func theHarnessChecksTheAppsTargeting() throws {
        let router = try Router(
            table: try RouteTable(schemes: ["notes"]) {
                RouteDefinition("note", path: "/note/:id(int)", to: NotesRoute.note)
                RouteDefinition("list", path: "/", to: NotesRoute.list)
                RouteDefinition("settings", path: "/settings", to: NotesRoute.settings)
            })
        // snippet.begin notes-harness
        var properties = LaunchProperties(router: router)
        properties.sceneTargeting = NotesRoute.targeting
        let report = properties.check(only: [.sceneTargeting])
        // snippet.end
        #expect(report.passed, "\(report)")
        #expect(report.results.map(\.property) == [.sceneTargeting])
    }
}
