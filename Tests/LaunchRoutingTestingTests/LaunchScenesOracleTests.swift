import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingTesting

/// The oracle of the `FuzzLaunchScenes` fuzz target (docs/fuzzing.md): it passes the library's
/// inboxes and `LaunchScenes` on every schedule, and catches the planted scene coordinators when
/// pointed at them, as the fuzzer would, from bytes.
@Suite struct LaunchScenesOracleTests {
    static let router = try! ExampleRoutes.router()

    /// How many schedules each check draws: each is one fuzzer input.
    static let schedules = 300

    @Test func theLibraryKeepsEveryLaw() {
        let oracle = LaunchScenesOracle(router: Self.router)
        for index in 0..<Self.schedules {
            let bytes = oracle.choices(seed: PropertyRunner.iterationSeed(20_261_127, index))
            let broken = oracle.check(bytes)
            #expect(broken == nil, "schedule \(index): \(broken ?? "")")
            if broken != nil { return }
        }
    }

    /// Any bytes are a schedule: random bytes, as the fuzzer starts from, keep the laws too.
    @Test func anyBytesAreASchedule() {
        let oracle = LaunchScenesOracle(router: Self.router)
        var random = Choices(seed: 8)
        for index in 0..<Self.schedules {
            let bytes = (0..<random.draw(in: 0...600)).map { _ in UInt8(random.draw(below: 256)) }
            let broken = oracle.check(bytes)
            #expect(broken == nil, "bytes \(index): \(broken ?? "")")
            if broken != nil { return }
        }
    }

    /// The schedule some bytes stand for reads as the pool, where unshown content goes, and the
    /// steps a failure prints, one a line.
    @Test func aScheduleReadsAsNumberedSteps() {
        let oracle = LaunchScenesOracle(router: Self.router)
        let schedule = oracle.schedule(oracle.choices(seed: PropertyRunner.iterationSeed(20_261_127, 13)))
        let lines = schedule.description.split(separator: "\n").map(String.init)
        #expect(lines.count == schedule.steps.count + 2)
        #expect(lines[0].hasPrefix("pool: #0 "))
        #expect(lines[1].hasPrefix("unshown content: "))
        #expect(lines.dropFirst(2).enumerated().allSatisfy { $0.element.hasPrefix("\($0.offset + 1). S") }, "\(lines)")
        #expect((1...3).contains(schedule.sceneCount))
        #expect(oracle.schedule([]).steps.count <= 1)
    }

    static let plantedCoordinators: [(String, SceneSubject<RouteMatch>)] = [
        ("shows copies again", SceneSubject { Broken.ShowsCopiesAgain(scenes: LaunchScenes(targeting: $0)) }),
        (
            "loses what waits for a scene that goes",
            SceneSubject { Broken.LosesWhatWaitsForAGoneScene(scenes: LaunchScenes(targeting: $0)) }
        ),
        (
            "keeps cold inputs where they arrive",
            SceneSubject { Broken.KeepsColdInputsWhereTheyArrive(scenes: LaunchScenes(targeting: $0)) }
        ),
        (
            "forgets what a closed scene held",
            SceneSubject { Broken.ForgetsWhatAClosedSceneHeld(scenes: LaunchScenes(targeting: $0)) }
        ),
        (
            "picks the scene that connected first",
            SceneSubject { Broken.PicksTheSceneThatConnectedFirst(targeting: $0) }
        ),
    ]

    @Test(arguments: plantedCoordinators.indices)
    func catchesThePlantedCoordinators(_ bug: Int) throws {
        let (name, subject) = Self.plantedCoordinators[bug]
        let oracle = LaunchScenesOracle(router: Self.router, scenes: subject)
        let found = (0..<Self.schedules).lazy.compactMap { index in
            oracle.check(oracle.choices(seed: PropertyRunner.iterationSeed(20_261_127, index))).map { (index, $0) }
        }.first
        let (index, message) = try #require(found, "\(name): no schedule of \(Self.schedules) caught it")
        // The coordinator's decisions: those of the run, or of both runs when they differ.
        #expect(
            message.contains("\ndecisions: ") || message.contains("\nbefore: "),
            "\(name), schedule \(index): \(message)")
        #expect(message.contains("\nschedule:\npool: #0 "), "\(name), schedule \(index): \(message)")
        print("\(name): caught by schedule \(index): \(message.prefix { $0 != "\n" })")
    }
}

extension LaunchScenesOracleTests {
    /// The law `Fuzz/FailCases/FuzzLaunchScenes/linkDroppedAsACopyOfTheSameURLUnrouted` was found
    /// on, stated without the bytes, whose schedule changes whenever the example's draws do: a
    /// link dropped as a copy of the same URL received as a URL context is one input by the
    /// inbox's key, even when it routes nowhere, and no fault.
    @Test func aLinkDroppedAsACopyOfTheSameURLThatRoutesNowhereIsNoFault() throws {
        let router = try ExampleRoutes.router()
        let url = "https://shop.example.com/#shop:///%73ettings/a"
        let context = LaunchInput.openURL(.init(url: url))
        let link = LaunchInput.userActivity(
            .init(activityType: LaunchInput.UserActivity.browsingWebType, webpageURL: url))
        let first = LaunchDelivery(
            input: context, outcome: router.resolve(context), channel: .callback, receivedAt: .seconds(1))
        let copy = LaunchDelivery(
            input: link, outcome: router.resolve(link), channel: .callback, receivedAt: .seconds(2))
        guard case .unmatched = first.outcome else {
            Issue.record("\(url) routes: \(first.outcome)")
            return
        }
        var run = SceneTargetingRun<RouteMatch>()
        run.record(first)
        run.record(copy)
        run.decisions = [.show(first, in: "S1"), .dropped(copy, reason: .duplicate)]
        #expect(MultiSceneRun<RouteMatch>.onceProblem(run, interval: 5) == nil)
        // A drop with no copy before it is still the fault it names.
        run.decisions = [.dropped(first, reason: .duplicate), .show(copy, in: "S1")]
        #expect(
            MultiSceneRun<RouteMatch>.onceProblem(run, interval: 5)
                == "url \"\(url)\" is dropped as a copy, but no scene received it before")
    }
}
