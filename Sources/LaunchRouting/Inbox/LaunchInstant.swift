/// A point in time, in seconds on a monotonic timeline: how the launch inbox is told the time.
///
/// The inbox never reads a clock. Every event comes with the instant it happened, so a test can
/// replay any timing exactly, and the deduplication window and the Handoff timeout are plain
/// arithmetic on these values. Only differences between instants matter; where zero is, is up to
/// the clock.
///
/// ```swift
/// var inbox = LaunchInbox(router: router)
/// _ = inbox.handle(.connect(options), at: .seconds(0))
/// _ = inbox.handle(.ready, at: .seconds(1.5))
/// ```
public struct LaunchInstant: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds since the clock's origin.
    public var seconds: Double

    /// The instant `seconds` after the clock's origin.
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// The instant `seconds` after the clock's origin.
    public static func seconds(_ seconds: Double) -> LaunchInstant {
        LaunchInstant(seconds: seconds)
    }

    /// The instant `seconds` later than this one.
    public func advanced(by seconds: Double) -> LaunchInstant {
        LaunchInstant(seconds: self.seconds + seconds)
    }

    public static func < (lhs: LaunchInstant, rhs: LaunchInstant) -> Bool {
        lhs.seconds < rhs.seconds
    }

    public var description: String { "\(seconds)s" }
}
