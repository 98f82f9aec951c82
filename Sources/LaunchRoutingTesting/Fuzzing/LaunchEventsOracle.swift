@_spi(Fuzzing) import LaunchRouting

/// The laws of the launch inbox and its controller under any schedule of events: the oracle of
/// the `FuzzLaunchEvents` fuzz target, and of its fail cases replayed by the tests.
///
/// The bytes are the choices of a ``SceneSchedule`` generator (one byte a choice), over the
/// inputs of a router's own rules: URLs, universal links, activities, quick actions and
/// notifications. Each scene's events run through the inbox under test and through a
/// `LaunchInboxController` (whose handler may ask for a login in the middle of a batch), and:
/// - both deliver what `InboxModel`, the life-cycle documentation in a few lines, delivers: the
///   same inputs, channels and outcomes, in the same order, each once (P6);
/// - nothing is delivered while the scene is not ready;
/// - nothing is lost: once the schedule is over, time passes beyond every window and the scene
///   connects and becomes ready; then every input received has been delivered or reported as
///   dropped, and nothing has been delivered or dropped that was not received (but for an
///   announced Handoff that never came);
/// - a quick action's `handled` answer is whether it routes, on every path.
///
/// A failure names the law, the scene and the schedule, one step a line.
///
/// ```swift
/// let oracle = try LaunchEventsOracle(router: ExampleRoutes.router())
/// oracle.check([3, 1, 4, 1, 5, 9, 2, 6])   // nil: every law holds
/// ```
@_spi(Fuzzing) public struct LaunchEventsOracle: Sendable {
    /// The router every inbox resolves with.
    public let router: Router<RouteMatch>
    /// The inbox's bounds, which the model follows.
    public let configuration: LaunchInboxController<RouteMatch>.Configuration
    private let subject: LaunchSubject<RouteMatch>
    private let schedules: Generator<(SceneSchedule, [LaunchInput: InputIdentity])>

    /// An oracle for `router`'s inbox with `configuration`; `subject` is the inbox under test,
    /// the library's own unless a test plants a bug.
    public init(
        router: Router<RouteMatch>,
        configuration: LaunchInboxController<RouteMatch>.Configuration = .init(capacity: 6),
        subject: LaunchSubject<RouteMatch>? = nil
    ) {
        self.router = router
        self.configuration = configuration
        self.subject = subject ?? .standard(configuration: configuration)
        // Every step inside the deduplication window and the Handoff timeout.
        let interval = max(min(configuration.deduplicationInterval, configuration.handoffTimeout), 0) / 1_024
        let handoffTypes = configuration.handoffTimeout > 0 ? router.activityRules.map(\.activityType) : []
        schedules = LaunchInputGenerator(router: router).sceneSchedules(handoffTypes: handoffTypes, interval: interval)
    }

    /// The schedule `bytes` stand for.
    public func schedule(_ bytes: [UInt8]) -> SceneSchedule {
        var choices = Choices(replaying: bytes.map(UInt64.init))
        return schedules.generate(&choices).0
    }

    /// The bytes of a schedule drawn at random from `seed`: a seed for the fuzzer's corpus. A
    /// choice past 255 is kept modulo 256, which still replays to a valid schedule.
    public func choices(seed: UInt64) -> [UInt8] {
        var choices = Choices(seed: seed)
        _ = schedules.generate(&choices)
        return choices.recorded.map { UInt8(truncatingIfNeeded: $0) }
    }

    /// `nil` when every law holds on the schedule `bytes` stand for, otherwise what broke, and the
    /// schedule.
    @MainActor
    public func check(_ bytes: [UInt8]) -> String? {
        var choices = Choices(replaying: bytes.map(UInt64.init))
        let (schedule, identities) = schedules.generate(&choices)
        for scene in 0..<schedule.sceneCount {
            let steps = schedule.steps.filter { $0.scene == scene }
            if let broken = checkInbox(steps, schedule.interval, identities)
                ?? checkController(steps, schedule.interval, identities)
            {
                return "scene \(scene + 1): \(broken)\nschedule:\n\(schedule)"
            }
        }
        return nil
    }

    // MARK: The inbox under test

    private func checkInbox(
        _ steps: [SceneSchedule.Step], _ interval: Double, _ identities: [LaunchInput: InputIdentity]
    ) -> String? {
        let events = steps.map(\.event)
        let timed =
            events.indices.map { (event: events[$0], at: LaunchClock.Instant.seconds(Double($0) * interval)) }
            + flush(after: events.count, interval)
        let outputs = subject.runTimed(router, timed)
        var model = model(identities)
        var isReady = false
        for (index, (event, output)) in zip(events, outputs).enumerated() {
            let expected = model.handle(event)
            isReady = Self.readiness(after: event, was: isReady)
            if !output.deliveries.isEmpty, !isReady {
                return
                    "the inbox delivers \(Render.deliveries(output.deliveries)) at step \(index + 1), while the app is not ready"
            }
            if let broken = compare(output.deliveries, expected, at: index) { return "the inbox " + broken }
            if let broken = checkHandled(event, output.shortcutHandled, at: index) { return "the inbox " + broken }
        }
        return LaunchArrivals.unaccounted(events, outputs.flatMap(\.deliveries), outputs.flatMap(\.drops))
    }

    /// After the last step: time passes beyond the Handoff timeout and the deduplication window,
    /// and the scene connects and becomes ready, so that nothing can still be pending.
    private func flush(after count: Int, _ interval: Double) -> [(event: LaunchEvent, at: LaunchClock.Instant)] {
        let later = LaunchClock.Instant.seconds(
            Double(count) * interval + configuration.handoffTimeout + configuration.deduplicationInterval + 1)
        return [(.tick, later), (.connect(LaunchOptions()), later), (.ready, later)]
    }

    // MARK: The controller

    @MainActor
    private func checkController(
        _ steps: [SceneSchedule.Step], _ interval: Double, _ identities: [LaunchInput: InputIdentity]
    ) -> String? {
        let clock = StepClock()
        let recorder = DeliveryRecorder()
        let controller = LaunchInboxController(router: router, configuration: configuration, clock: clock.launchClock) {
            recorder.deliveries.append($0)
        }
        controller.dropHandler = { recorder.drops.append($0) }
        var model = model(identities)
        var isReady = false
        for (index, step) in steps.enumerated() {
            clock.now = .seconds(Double(index) * interval)
            let before = recorder.deliveries.count
            if let after = step.loginAfter {
                controller.handler = { [weak controller] delivery in
                    recorder.deliveries.append(delivery)
                    if recorder.deliveries.count - before == after { controller?.setReady(false) }
                }
            } else {
                controller.handler = { recorder.deliveries.append($0) }
            }
            if case .receive(let input) = step.event {
                let handled = controller.receive(input)
                if handled != (router.resolve(input).route != nil) {
                    return
                        "the controller answers \(handled) for \(Render.input(input)) at step \(index + 1), which \(router.resolve(input).route == nil ? "does not route" : "routes")"
                }
            } else {
                controller.send(step.event)
            }
            var expected = model.handle(step.event)
            let isReadyForStep = Self.readiness(after: step.event, was: isReady)
            isReady = isReadyForStep
            if let after = step.loginAfter, after >= 1, after <= expected.count {
                // The handler asked for a login: the rest of the batch waits for the next `ready`.
                model.requeue(expected[after...])
                _ = model.handle(.notReady)
                expected.removeSubrange(after...)
                isReady = false
            }
            let made = Array(recorder.deliveries[before...])
            if !made.isEmpty, !isReadyForStep {
                return
                    "the controller delivers \(Render.deliveries(made)) at step \(index + 1), while the app is not ready"
            }
            if let broken = compare(made, expected, at: index) { return "the controller " + broken }
        }
        controller.handler = { recorder.deliveries.append($0) }
        for (event, instant) in flush(after: steps.count, interval) {
            clock.now = instant
            controller.send(event)
        }
        return LaunchArrivals.unaccounted(steps.map(\.event), recorder.deliveries, recorder.drops).map {
            "the controller: " + $0
        }
    }

    // MARK: Laws

    private func model(_ identities: [LaunchInput: InputIdentity]) -> InboxModel {
        InboxModel(capacity: configuration.capacity) {
            identities[$0] ?? .activity(LaunchArrivals.identity(of: $0), [:])
        }
    }

    private static func readiness(after event: LaunchEvent, was isReady: Bool) -> Bool {
        switch event {
        case .ready: true
        case .notReady, .disconnect: false
        default: isReady
        }
    }

    private func compare(_ delivered: [LaunchDelivery<RouteMatch>], _ expected: [InboxModel.Delivery], at index: Int)
        -> String?
    {
        let same =
            delivered.count == expected.count
            && zip(delivered, expected).allSatisfy { actual, model in
                guard actual.input == model.input, actual.channel == model.channel else { return false }
                if model.isFailure { return actual.outcome.reason?.code == .continuationFailed }
                if model.isRestoration, case .userActivity(let activity) = model.input.kind {
                    return actual.outcome == router.resolve(stateRestorationActivity: activity)
                }
                return actual.outcome == router.resolve(model.input)
            }
        guard !same else { return nil }
        let modelText =
            expected.isEmpty
            ? "nothing" : expected.map { Render.input($0.input) + " (\($0.channel))" }.joined(separator: "; ")
        let actualText =
            delivered.isEmpty
            ? "nothing" : delivered.map { Render.delivery($0) + " (\($0.channel))" }.joined(separator: "; ")
        return "delivers \(actualText) at step \(index + 1), where the model delivers \(modelText)"
    }

    /// A quick action's answer: whether it routes, cold (in the options) and warm.
    private func checkHandled(_ event: LaunchEvent, _ handled: Bool?, at index: Int) -> String? {
        let item: LaunchInput.ShortcutItem
        switch event {
        case .receive(let input):
            guard let received = input.shortcutItem else { return nil }
            item = received
        case .connect(let options, _, _):
            guard let connected = options.shortcutItem else { return nil }
            item = connected
        default: return nil
        }
        let routes = router.resolve(.shortcutItem(item)).route != nil
        guard handled != routes else { return nil }
        return
            "answers \(handled.map(String.init) ?? "nothing") for the quick action \"\(item.type)\" at step \(index + 1), which \(routes ? "routes" : "does not route")"
    }
}

/// The controller's clock in a replayed schedule: set by the oracle before each step.
private final class StepClock: @unchecked Sendable {
    /// This clock as the controller reads it.
    var launchClock: LaunchClock { LaunchClock { self.now } }

    var now = LaunchClock.Instant.seconds(0)
}

/// What a controller's handlers were called with.
@MainActor
private final class DeliveryRecorder {
    var deliveries: [LaunchDelivery<RouteMatch>] = []
    var drops: [LaunchInput.Drop] = []
}
