import LaunchRouting
import LaunchRoutingTesting
import NotesCore
import Testing

/// Records what the app would do with each decision.
@MainActor
final class RecordedWindows: NotesWindows {
    var log: [String] = []
    func show(_ route: NotesRoute?, of delivery: LaunchDelivery<NotesRoute>, in scene: SceneIdentifier) {
        log.append("show \(route.map { "\($0)" } ?? "nothing") in \(scene)")
    }
    func activate(_ scene: SceneIdentifier) { log.append("activate \(scene)") }
    func open(_ request: SceneRequest) { log.append("open \(request.content ?? "-")") }
}

/// The notes app of docs/multiple-windows.md with two and three windows.
@MainActor
@Suite struct NotesScenesTests {
    static func link(_ route: NotesRoute, channel: LaunchInput.Channel = .callback, at seconds: Double = 0)
        -> LaunchDelivery<NotesRoute>
    {
        LaunchDelivery(
            input: .openURL(.init(url: "notes://\(route)")), outcome: .routed(route), channel: channel,
            receivedAt: .seconds(seconds))
    }

    /// Two ready windows: A shows note 1, B note 2.
    static func twoWindows() -> (RecordedWindows, NotesScenes) {
        let windows = RecordedWindows()
        let scenes = NotesScenes(windows: windows)
        scenes.connected("A", restoring: 1, for: nil)
        scenes.connected("B", restoring: 2, for: nil)
        scenes.ready("A")
        scenes.ready("B")
        return (windows, scenes)
    }

    @Test func twoWindowsAndALinkToTheNoteTheSecondShows() {
        let (windows, scenes) = Self.twoWindows()
        scenes.delivered(Self.link(.note(id: 2), channel: .connectionOptions), by: "A")
        scenes.delivered(Self.link(.settings, at: 1), by: "A")
        #expect(windows.log == ["activate B", "show note(id: 2) in B", "show settings in A"])
    }

    @Test func aThirdWindowOpensForANoteNoWindowShows() {
        let (windows, scenes) = Self.twoWindows()
        scenes.delivered(Self.link(.note(id: 3)), by: "B")
        scenes.connected("C", restoring: nil, for: SceneRequest(id: 1, content: "note/3/"))
        scenes.ready("C")
        // The same link again, later, from the first window: the third shows note 3 now.
        scenes.delivered(Self.link(.note(id: 3), at: 10), by: "A")
        #expect(
            windows.log == ["open note/3/", "show note(id: 3) in C", "activate C", "show note(id: 3) in C"])
    }

    @Test func aWindowThatCannotOpenLeavesTheNoteWhereTheLinkArrived() {
        let windows = RecordedWindows()
        let scenes = NotesScenes(windows: windows)
        scenes.connected("A", restoring: nil, for: nil)
        scenes.ready("A")
        scenes.delivered(Self.link(.note(id: 5)), by: "A")
        scenes.failedToOpen(SceneRequest(id: 1, content: "note/5/"))
        #expect(windows.log == ["open note/5/", "show note(id: 5) in A"])
    }

    /// The window that showed the note is closed before it took the link: the note gets a window
    /// of its own again, as if the link had just arrived.
    @Test func aClosedWindowHandsWhatWaitedForItToAnother() {
        let windows = RecordedWindows()
        let scenes = NotesScenes(windows: windows)
        scenes.connected("A", restoring: 1, for: nil)
        scenes.connected("B", restoring: 2, for: nil)
        scenes.ready("A")
        scenes.delivered(Self.link(.note(id: 2)), by: "A")
        scenes.discarded("B", undelivered: [])
        #expect(windows.log == ["activate B", "open note/2/"])
    }

    @Test(arguments: [2, 3])
    func theAppsTargetingHasP12(sceneCount: Int) throws {
        let router = try NotesRoute.router()
        // snippet.begin notes-harness
        var properties = LaunchProperties(router: router)
        properties.sceneTargeting = NotesRoute.targeting
        properties.sceneCount = sceneCount
        let report = properties.check(only: [.sceneTargeting])
        // snippet.end
        #expect(report.passed, "\(report)")
        #expect(report.results.map(\.property) == [.sceneTargeting])
        #expect(report.results.first?.inputs ?? 0 > 500)
    }

    @Test func theAppsRoutesHaveEveryOtherProperty() throws {
        let report = LaunchProperties(router: try NotesRoute.router()).check()
        #expect(report.passed, "\(report)")
    }
}
