@_spi(Fuzzing) import LaunchRouting

/// P6 on any bytes: the oracle of the `FuzzLaunchEvents` fuzz target, and of its fail cases
/// replayed by the tests.
///
/// The bytes are the choices of P6's own generator, with up to 48 events over 8 inputs where P6
/// draws 10 over 5, and the verdict is P6's (`ExactlyOnce`): a `LaunchInboxController` over the inbox under
/// test, whose handler may ask for a login or receive an input in the middle of a batch, delivers
/// what the model delivers, when it does, each once; a received quick action answers whether it
/// routes; and nothing received is lost.
///
/// ```swift
/// let oracle = try LaunchEventsOracle(router: ExampleRoutes.router())
/// oracle.check([3, 1, 4, 1, 5, 9, 2, 6])   // nil: every law holds
/// ```
@_spi(Fuzzing) public struct LaunchEventsOracle: Sendable {
    /// The router every inbox resolves with.
    public var router: Router<RouteMatch> { law.router }
    /// The inbox's bounds, which the model follows.
    public var configuration: LaunchInboxController<RouteMatch>.Configuration { law.configuration }
    private let law: ExactlyOnce<RouteMatch>
    private let schedules: Generator<ScheduleCase>

    /// An oracle for `router`'s inbox with `configuration`; `subject` is the inbox under test,
    /// the library's own unless a test plants a bug.
    public init(
        router: Router<RouteMatch>,
        configuration: LaunchInboxController<RouteMatch>.Configuration = .init(capacity: 6),
        subject: LaunchSubject<RouteMatch>? = nil
    ) {
        law = ExactlyOnce(
            router: router, configuration: configuration, subject: subject ?? .standard(configuration: configuration))
        schedules = law.schedules(steps: 48, inputs: 8)
    }

    /// The schedule `bytes` stand for.
    public func schedule(_ bytes: [UInt8]) -> LaunchSchedule {
        schedules.value(fromBytes: bytes).schedule
    }

    /// The bytes of a schedule drawn at random from `seed`: a seed for the fuzzer's corpus.
    public func choices(seed: UInt64) -> [UInt8] {
        schedules.bytes(seed: seed)
    }

    /// `nil` when P6 holds on the schedule `bytes` stand for, otherwise what broke, and the
    /// schedule.
    public func check(_ bytes: [UInt8]) -> String? {
        let example = schedules.value(fromBytes: bytes)
        return law.broken(example).map { "\($0)\nschedule:\n\(example.schedule)" }
    }
}
