extension LaunchClock {
    /// A point in time, in seconds on a monotonic timeline: how the launch inbox is told the time.
    ///
    /// The inbox itself never reads a clock. Every event comes with the instant it happened, so a test
    /// can replay any timing exactly, and the deduplication window and the Handoff timeout are plain
    /// arithmetic on these values. Only differences between instants matter; where zero is, is up to
    /// the clock.
    ///
    /// ```swift
    /// let instant = LaunchClock.Instant.seconds(30)
    /// instant.advanced(by: 1.5)   // 31.5s
    /// ```
    public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// Seconds since the clock's origin.
        public var seconds: Double

        /// The instant `seconds` after the clock's origin.
        public init(seconds: Double) {
            self.seconds = seconds
        }

        /// The instant `seconds` after the clock's origin.
        public static func seconds(_ seconds: Double) -> LaunchClock.Instant {
            LaunchClock.Instant(seconds: seconds)
        }

        /// The instant `seconds` later than this one.
        public func advanced(by seconds: Double) -> LaunchClock.Instant {
            LaunchClock.Instant(seconds: self.seconds + seconds)
        }

        public static func < (lhs: LaunchClock.Instant, rhs: LaunchClock.Instant) -> Bool {
            lhs.seconds < rhs.seconds
        }

        public var description: String { "\(seconds)s" }
    }
}
