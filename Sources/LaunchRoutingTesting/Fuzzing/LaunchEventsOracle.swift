@_spi(Fuzzing) import LaunchRouting

/// The laws of the launch inbox and its controller under any schedule of events: the oracle of
/// the `FuzzLaunchEvents` fuzz target, and of its fail cases replayed by the tests.
///
/// The bytes are the choices of a ``SceneSchedule`` generator (one byte a choice), over the
/// inputs of a router's own rules: URLs, universal links, activities, quick actions and
/// notifications. Each scene's events run through a `LaunchInboxController` over the inbox under
/// test (whose handler may ask for a login in the middle of a batch), and:
/// - it delivers what `InboxModel`, the life-cycle documentation in a few lines, delivers: the
///   same inputs, channels and outcomes, in the same order, each once (P6);
/// - nothing is delivered while the scene is not ready;
/// - nothing is lost: once the schedule is over, time passes beyond every window and the scene
///   connects and becomes ready; then every input received has been delivered or reported as
///   dropped, and nothing has been delivered or dropped that was not received (but for an
///   announced Handoff that never came);
/// - a received quick action's `handled` answer is whether it routes.
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
        let handoffTypes = configuration.handoffTimeout > 0 ? router.rules.activities.map(\.activityType) : []
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
    public func check(_ bytes: [UInt8]) -> String? {
        var choices = Choices(replaying: bytes.map(UInt64.init))
        let (schedule, identities) = schedules.generate(&choices)
        for scene in 0..<schedule.sceneCount {
            let steps = schedule.steps.filter { $0.scene == scene }
            if let broken = check(steps, schedule.interval, identities) {
                return "scene \(scene + 1): \(broken)\nschedule:\n\(schedule)"
            }
        }
        return nil
    }

    /// One scene's steps through a controller over the inbox under test, whose handler asks for a
    /// login where a step says so; then time passes beyond every window and the scene connects
    /// and becomes ready, so that nothing can still be pending.
    private func check(
        _ steps: [SceneSchedule.Step], _ interval: Double, _ identities: [LaunchInput: InputIdentity]
    ) -> String? {
        let events = steps.map(\.event)
        var actions: [Int: LaunchSchedule.HandlerAction] = [:]
        for (index, step) in steps.enumerated() {
            if let action = step.handlerAction { actions[index] = action }
        }
        let schedule = LaunchSchedule(events, handlerActions: actions, interval: interval)
        let later = LaunchClock.Instant.seconds(
            Double(events.count) * interval + configuration.handoffTimeout + configuration.deduplicationInterval + 1)
        let outputs = subject.run(router, schedule.appending([.tick, .connect(LaunchOptions()), .ready], at: later))
        var model = model(identities)
        var isReady = false
        for (index, (event, output)) in zip(events, outputs).enumerated() {
            var sent: [LaunchEvent] = []
            let expected = model.handle(event, action: actions[index], sent: &sent)
            let wasReady = Self.readiness(after: event, was: isReady)
            isReady = actions[index].map { expected.count >= $0.after ? false : wasReady } ?? wasReady
            if !output.deliveries.isEmpty, !wasReady {
                return
                    "the controller delivers \(Render.deliveries(output.deliveries)) at step \(index + 1), while the app is not ready"
            }
            if let broken = compare(output.deliveries, expected, at: index) { return "the controller " + broken }
            if let broken = checkHandled(event, output.shortcutHandled, at: index) {
                return "the controller " + broken
            }
        }
        return LaunchArrivals.unaccounted(events, outputs.flatMap(\.deliveries), outputs.flatMap(\.drops)).map {
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

    /// A received quick action's answer for its completion handler: whether it routes. (Cold, in
    /// the options, a quick action has no completion handler; its delivery is checked above.)
    private func checkHandled(_ event: LaunchEvent, _ handled: Bool?, at index: Int) -> String? {
        guard case .receive(let input) = event, let item = input.shortcutItem else { return nil }
        let routes = router.resolve(.shortcutItem(item)).route != nil
        guard handled != routes else { return nil }
        return
            "answers \(handled.map(String.init) ?? "nothing") for the quick action \"\(item.type)\" at step \(index + 1), which \(routes ? "routes" : "does not route")"
    }
}
