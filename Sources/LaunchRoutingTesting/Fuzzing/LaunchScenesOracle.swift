@_spi(Fuzzing) import LaunchRouting

/// The laws of several scenes' inboxes and the `LaunchScenes` they hand their deliveries to,
/// under any schedule of events: the oracle of the `FuzzLaunchScenes` fuzz target.
///
/// The bytes are the choices of a ``MultiSceneSchedule`` generator over the inputs of a
/// router's own rules. The oracle drives the app as `docs/multiple-windows.md` wires it: each
/// scene's `LaunchInboxController` (driven as the harness drives one, `ControllerRun`) delivers
/// to the one `LaunchScenes`, a closed window's controller hands what it held over with the discard, and every scene request is answered, or failed, by a step.
/// Each route's content is its description. Once the schedule is over, every request gets its
/// scene, every scene that is left connects and becomes ready after every window has passed,
/// and a scene connects if none is left. Then:
/// - nothing is shown in, or activates, a scene that is not connected;
/// - each inbox delivered or dropped everything it received (a window's discard included);
/// - each delivery is shown exactly once or dropped as a copy of one shown, and no input is
///   shown twice within the deduplication interval (P12's laws).
///
/// A failure names the law and gives the decisions and the schedule, one step a line.
///
/// ```swift
/// let oracle = try LaunchScenesOracle(router: ExampleRoutes.router())
/// oracle.check([3, 1, 4, 1, 5, 9, 2, 6])   // nil: every law holds
/// ```
@_spi(Fuzzing) public struct LaunchScenesOracle: Sendable {
    /// The router every inbox resolves with.
    public let router: Router<RouteMatch>
    /// Every inbox's bounds; the scenes' deduplication interval is the inboxes'.
    public let configuration: LaunchInboxController<RouteMatch>.Configuration
    private let subject: SceneSubject<RouteMatch>
    private let schedules: Generator<MultiSceneSchedule>

    /// An oracle for `router`'s scenes, whose inboxes have `configuration`; `scenes` is the
    /// scene coordinator under test, the library's own unless a test plants a bug.
    public init(
        router: Router<RouteMatch>,
        configuration: LaunchInboxController<RouteMatch>.Configuration = .init(capacity: 6),
        scenes: SceneSubject<RouteMatch> = .standard
    ) {
        self.router = router
        self.configuration = configuration
        self.subject = scenes
        let interval = MultiSceneSchedule.interval(within: configuration)
        let handoffTypes = configuration.handoffTimeout > 0 ? router.rules.activities.map(\.activityType) : []
        schedules = LaunchInputGenerator(router: router).multiSceneSchedules(
            handoffTypes: handoffTypes, interval: interval, sceneCount: 3, steps: 48)
    }

    /// The schedule `bytes` stand for.
    public func schedule(_ bytes: [UInt8]) -> MultiSceneSchedule {
        schedules.value(fromBytes: bytes)
    }

    /// The bytes of a schedule drawn at random from `seed`: a seed for the fuzzer's corpus.
    public func choices(seed: UInt64) -> [UInt8] {
        schedules.bytes(seed: seed)
    }

    /// `nil` when every law holds on the schedule `bytes` stand for, otherwise what broke, the
    /// decisions and the schedule.
    public func check(_ bytes: [UInt8]) -> String? {
        let schedule = schedule(bytes)
        let (router, configuration) = (router, configuration)
        return MultiSceneRun.broken(
            schedule, router: router, inbox: { LaunchInbox(router: router, configuration: configuration) },
            configuration: configuration, scenes: subject, targeting: nil
        ).map { $0 + "\nschedule:\n\(schedule)" }
    }
}
