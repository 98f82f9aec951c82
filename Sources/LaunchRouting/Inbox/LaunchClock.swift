#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
#error("SystemLaunchClock has no monotonic clock on this platform")
#endif

/// A source of the current time for ``LaunchInboxController``.
///
/// The controller reads the clock once per event and hands the instant to its
/// ``LaunchInbox``. Inject your own clock in tests to control deduplication windows and Handoff
/// timeouts exactly.
///
/// ```swift
/// final class TestClock: LaunchClock, @unchecked Sendable {
///     var now = LaunchInstant.seconds(0)
/// }
///
/// let clock = TestClock()
/// let controller = LaunchInboxController(router: router, clock: clock) { delivery in ... }
/// clock.now = .seconds(31)   // past the Handoff timeout
/// controller.tick()
/// ```
public protocol LaunchClock: Sendable {
    /// The current instant on a monotonic timeline.
    var now: LaunchInstant { get }
}

/// The system's monotonic clock, which never jumps when the user changes the time.
///
/// ```swift
/// let controller = LaunchInboxController(router: router, clock: SystemLaunchClock()) { delivery in ... }
/// ```
public struct SystemLaunchClock: LaunchClock {
    /// The system's monotonic clock.
    public init() {}

    public var now: LaunchInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return LaunchInstant(seconds: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }
}
