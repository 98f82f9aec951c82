import LaunchRouting
import Testing

/// The rules of docs/multiple-windows.md, "Where an input goes", one row each.
@Suite struct LaunchScenesTests {
    enum NoteRoute: Hashable, Sendable {
        case note(Int)
        case list
    }

    static let targeting = LaunchScenes<NoteRoute>.Targeting { route in
        if case .note(let id) = route { return "note/\(id)" }
        return nil
    }

    static func link(
        _ route: NoteRoute?, _ url: String? = nil, channel: LaunchInput.Channel = .callback, at seconds: Double = 0
    ) -> LaunchDelivery<NoteRoute> {
        let text = url ?? "notes://" + (route.map { "\($0)" } ?? "nowhere")
        let outcome: RouteOutcome<NoteRoute> =
            route.map { .routed($0) } ?? .unmatched(OutcomeReason(code: .noMatchingRoute, message: "no route"))
        return LaunchDelivery(
            input: .openURL(.init(url: text)), outcome: outcome, channel: channel, receivedAt: .seconds(seconds))
    }

    /// Two ready scenes: A shows note 1, B shows note 2.
    static func twoScenes(_ unshown: LaunchScenes<NoteRoute>.Targeting.UnshownContent = .receivingScene)
        -> LaunchScenes<NoteRoute>
    {
        var targeting = targeting
        targeting.unshownContent = unshown
        var scenes = LaunchScenes(targeting: targeting)
        _ = scenes.handle(.connected("A", showing: "note/1"))
        _ = scenes.handle(.connected("B", showing: "note/2"))
        _ = scenes.handle(.ready("A"))
        _ = scenes.handle(.ready("B"))
        return scenes
    }

    @Test func aRouteGoesToTheSceneThatShowsItsContent() {
        var scenes = Self.twoScenes()
        let input = Self.link(.note(2))
        #expect(scenes.handle(.delivered(input, by: "A")) == [.activate("B"), .show(input, in: "B")])
    }

    /// An App Intent's target content chose the scene that received it; its route says where
    /// it is shown, as for any input. A share has no target: its route alone decides.
    @Test func anIntentOrAShareGoesWhereItsRouteIsShownWhateverItTargets() {
        var scenes = Self.twoScenes()
        let intent = LaunchDelivery<NoteRoute>(
            input: .appIntent(
                .init(type: "OpenNoteIntent", parameters: ["target": "2"], targetContentIdentifier: "note/1")),
            outcome: .routed(.note(2)), channel: .callback, receivedAt: .seconds(1))
        #expect(scenes.handle(.delivered(intent, by: "A")) == [.activate("B"), .show(intent, in: "B")])
        let share = LaunchDelivery<NoteRoute>(
            input: .cloudKitShare(.init(containerIdentifier: "iCloud.notes", rootRecordName: "1", zoneName: "Notes")),
            outcome: .routed(.note(1)), channel: .callback, receivedAt: .seconds(2))
        #expect(scenes.handle(.delivered(share, by: "B")) == [.activate("A"), .show(share, in: "A")])
    }

    @Test func theReceivingSceneKeepsWhatItShows() {
        var scenes = Self.twoScenes()
        let input = Self.link(.note(1))
        #expect(scenes.handle(.delivered(input, by: "A")) == [.show(input, in: "A")])
    }

    @Test func routesWithoutContentAndMissesStayWhereTheyArrived() {
        var scenes = Self.twoScenes()
        let list = Self.link(.list)
        let miss = Self.link(nil)
        #expect(scenes.handle(.delivered(list, by: "B")) == [.show(list, in: "B")])
        #expect(scenes.handle(.delivered(miss, by: "A")) == [.show(miss, in: "A")])
    }

    @Test func unshownContentGoesToTheReceivingSceneWhichThenShowsIt() {
        var scenes = Self.twoScenes()
        let input = Self.link(.note(3))
        #expect(scenes.handle(.delivered(input, by: "B")) == [.show(input, in: "B")])
        #expect(scenes.connected.map(\.content) == ["note/1", "note/3"])
    }

    @Test func unshownContentOpensANewSceneWhenAsked() {
        var scenes = Self.twoScenes(.newScene)
        let input = Self.link(.note(3))
        let request = SceneRequest(id: 1, content: "note/3")
        #expect(scenes.handle(.delivered(input, by: "A")) == [.open(request)])
        #expect(scenes.waiting == [input])
        #expect(scenes.handle(.connected("C", request: request)).isEmpty)
        #expect(scenes.handle(.ready("C")) == [.show(input, in: "C")])
        #expect(scenes.waiting.isEmpty)
    }

    @Test func aRestoredSceneThatShowsTheContentTakesWhatWaitsForANewScene() {
        var scenes = LaunchScenes(
            targeting: LaunchScenes.Targeting(unshownContent: .newScene, content: Self.targeting.content))
        _ = scenes.handle(.connected("A", showing: "note/1"))
        let launch = Self.link(.note(2), channel: .connectionOptions)
        #expect(scenes.handle(.delivered(launch, by: "A")) == [.open(SceneRequest(id: 1, content: "note/2"))])
        #expect(scenes.handle(.connected("B", showing: "note/2")).isEmpty)
        #expect(scenes.handle(.ready("B")) == [.show(launch, in: "B")])
        #expect(scenes.waiting.isEmpty)
    }

    @Test func aNewSceneThatFailsToOpenLeavesTheInputWithTheReceivingScene() {
        var scenes = Self.twoScenes(.newScene)
        let input = Self.link(.note(3))
        _ = scenes.handle(.delivered(input, by: "A"))
        #expect(scenes.handle(.activationFailed(SceneRequest(id: 1, content: "note/3"))) == [.show(input, in: "A")])
    }

    @Test func theChoiceDoesNotDependOnTheOrderScenesConnectedIn() {
        let input = Self.link(.note(7))
        var decisions: [[LaunchScenes<NoteRoute>.Decision]] = []
        for order in [["B", "C", "A"], ["C", "B", "A"]] as [[SceneIdentifier]] {
            var scenes = LaunchScenes(targeting: Self.targeting)
            for id in order {
                _ = scenes.handle(.connected(id, showing: id == "A" ? nil : "note/7"))
                _ = scenes.handle(.ready(id))
            }
            decisions.append(scenes.handle(.delivered(input, by: "A")))
        }
        #expect(decisions[0] == [.activate("B"), .show(input, in: "B")])
        #expect(decisions[1] == decisions[0])
    }

    @Test func coldAndWarmGoToTheSameScene() {
        let cold = Self.link(.note(2), channel: .connectionOptions)
        let warm = Self.link(.note(2), channel: .callback)
        var first = Self.twoScenes()
        var second = Self.twoScenes()
        #expect(first.handle(.delivered(cold, by: "A")) == [.activate("B"), .show(cold, in: "B")])
        #expect(second.handle(.delivered(warm, by: "A")) == [.activate("B"), .show(warm, in: "B")])
    }

    @Test func anInputTwoScenesReceiveIsShownOnce() {
        var scenes = Self.twoScenes()
        let first = Self.link(.note(2), "https://notes.example.com/note/2", at: 1)
        let copy = Self.link(.note(2), "https://NOTES.example.com/note/2/", at: 3)
        let later = Self.link(.note(2), "https://notes.example.com/note/2", at: 7)
        #expect(scenes.handle(.delivered(first, by: "A")) == [.activate("B"), .show(first, in: "B")])
        #expect(scenes.handle(.delivered(copy, by: "B")) == [.dropped(copy, reason: .duplicate)])
        #expect(scenes.handle(.delivered(later, by: "A")) == [.activate("B"), .show(later, in: "B")])
    }

    /// Found by `LaunchScenesOracle` (`Fuzz/FailCases/FuzzLaunchScenes/heldCopyShownAgain`): a copy
    /// held in a scene's inbox comes out long after the first was shown, with an input received in
    /// between; the first's record had been forgotten by then, and the copy was shown again.
    @Test func aCopyIsACopyByWhenEachArrivedWhateverOrderTheyAreDeliveredIn() {
        var scenes = Self.twoScenes()
        let first = Self.link(.list, "notes://list", at: 1)
        let other = Self.link(.note(1), at: 20)
        let heldCopy = Self.link(.list, "notes://list", at: 0.5)
        #expect(scenes.handle(.delivered(first, by: "A")) == [.show(first, in: "A")])
        #expect(scenes.handle(.delivered(other, by: "A")) == [.show(other, in: "A")])
        #expect(scenes.handle(.delivered(heldCopy, by: "B")) == [.dropped(heldCopy, reason: .duplicate)])
    }

    @Test func aLinkAsAURLAndAsAUniversalLinkIsOneInput() {
        var scenes = Self.twoScenes()
        let context = Self.link(.note(2), "https://notes.example.com/note/2", at: 1)
        let activity = LaunchDelivery<NoteRoute>(
            input: .userActivity(
                .init(
                    activityType: LaunchInput.UserActivity.browsingWebType,
                    webpageURL: "https://notes.example.com/note/2")),
            outcome: .routed(.note(2)), channel: .callback, receivedAt: .seconds(2))
        #expect(scenes.handle(.delivered(context, by: "A")) == [.activate("B"), .show(context, in: "B")])
        #expect(scenes.handle(.delivered(activity, by: "B")) == [.dropped(activity, reason: .duplicate)])
    }

    @Test func anInputWaitsForItsSceneToBeReady() {
        var scenes = Self.twoScenes()
        _ = scenes.handle(.notReady("B"))
        let input = Self.link(.note(2))
        #expect(scenes.handle(.delivered(input, by: "A")) == [.activate("B")])
        #expect(scenes.waiting == [input])
        #expect(scenes.handle(.ready("B")) == [.show(input, in: "B")])
    }

    @Test func anInputWaitingForASceneThatGoesIsShownElsewhere() {
        for gone in [LaunchScenes<NoteRoute>.Event.disconnected("B"), .discarded("B")] {
            var scenes = Self.twoScenes()
            _ = scenes.handle(.notReady("B"))
            let input = Self.link(.note(2))
            _ = scenes.handle(.delivered(input, by: "A"))
            #expect(scenes.handle(gone) == [.show(input, in: "A")])
            #expect(scenes.waiting.isEmpty)
        }
    }

    @Test func whatADiscardedSceneStillHeldIsShownElsewhere() {
        // B received these while it was never ready, and the user closed it: its inbox hands them over.
        var scenes = Self.twoScenes()
        let forA = Self.link(.note(1), channel: .connectionOptions)
        let list = Self.link(.list, channel: .connectionOptions)
        let restoration = LaunchDelivery<NoteRoute>(
            input: .userActivity(.init(activityType: "com.example.notes.restore")),
            outcome: .unmatched(OutcomeReason(code: .restorationActivity, message: "restoration")),
            channel: .stateRestoration, receivedAt: .seconds(0))
        #expect(
            scenes.handle(.discarded("B", undelivered: [forA, list, restoration])) == [
                .activate("A"), .show(forA, in: "A"), .show(list, in: "A"),
                .dropped(restoration, reason: .disconnected),
            ])
        #expect(scenes.waiting.isEmpty)
    }

    @Test func whatADiscardedSceneHeldWaitsWhenNoSceneIsLeft() {
        var scenes = LaunchScenes(targeting: Self.targeting)
        _ = scenes.handle(.connected("A"))
        let list = Self.link(.list, channel: .connectionOptions)
        #expect(scenes.handle(.discarded("A", undelivered: [list])).isEmpty)
        #expect(scenes.waiting == [list])
        _ = scenes.handle(.connected("C"))
        #expect(scenes.handle(.ready("C")) == [.show(list, in: "C")])
    }

    @Test func anInputWhoseScenesAllWentWaitsForTheNextScene() {
        var scenes = Self.twoScenes()
        _ = scenes.handle(.notReady("B"))
        let input = Self.link(.note(2))
        _ = scenes.handle(.delivered(input, by: "A"))
        _ = scenes.handle(.discarded("A"))
        #expect(scenes.handle(.discarded("B")).isEmpty)
        #expect(scenes.waiting == [input])
        _ = scenes.handle(.connected("C"))
        #expect(scenes.handle(.ready("C")) == [.show(input, in: "C")])
    }

    @Test func restoredScenesKeepTheirContentAndTheLaunchInputIsRoutedOnce() {
        // Relaunch: two windows come back; the launch link arrives in the first, for the second's note.
        var scenes = LaunchScenes(targeting: Self.targeting)
        _ = scenes.handle(.connected("A", showing: "note/1"))
        _ = scenes.handle(.connected("B", showing: "note/2"))
        let restoration = LaunchDelivery<NoteRoute>(
            input: .userActivity(.init(activityType: "com.example.notes.restore")),
            outcome: .unmatched(OutcomeReason(code: .restorationActivity, message: "restoration")),
            channel: .stateRestoration, receivedAt: .seconds(0))
        let launch = Self.link(.note(2), channel: .connectionOptions)
        #expect(scenes.handle(.delivered(restoration, by: "A")) == [.show(restoration, in: "A")])
        #expect(scenes.handle(.delivered(launch, by: "A")) == [.activate("B")])
        #expect(scenes.handle(.ready("B")) == [.show(launch, in: "B")])
        #expect(scenes.connected.map(\.content) == ["note/1", "note/2"])
    }
}
