#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("LaunchClock.system has no monotonic clock on this platform")
#endif

/// Where ``LaunchInboxController`` reads the current time: the system's monotonic clock, or one a
/// test sets by hand.
///
/// The controller reads the clock once per event and hands the instant to its inbox. Give it your
/// own clock in tests to control deduplication windows and Handoff timeouts exactly.
///
/// ```swift
/// final class TestTime: @unchecked Sendable {
///     var now = LaunchClock.Instant.seconds(0)
/// }
///
/// let time = TestTime()
/// let controller = LaunchInboxController(router: router, clock: LaunchClock { time.now }) { delivery in ... }
/// time.now = .seconds(31)   // past the Handoff timeout
/// controller.tick()
/// ```
public struct LaunchClock: Sendable {
    private let read: @Sendable () -> Instant

    /// A clock whose current instant is what `now` returns, each time it is read.
    public init(now: @escaping @Sendable () -> Instant) {
        self.read = now
    }

    /// The current instant on a monotonic timeline.
    public var now: Instant { read() }

    /// The system's monotonic clock, which never jumps when the user changes the time: the
    /// controller's default.
    ///
    /// ```swift
    /// let controller = LaunchInboxController(router: router, clock: .system) { delivery in ... }
    /// ```
    public static let system = LaunchClock {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Instant(seconds: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }
}
