extension LaunchInboxController {
    /// The inbox's bounds: how many outcomes may wait, how long a delivered input's copies are
    /// duplicates, and how long a Handoff may take to arrive.
    ///
    /// ```swift
    /// let controller = LaunchInboxController(router: router, configuration: .init(capacity: 8, handoffTimeout: 10)) { delivery in ... }
    /// ```
    public struct Configuration: Hashable, Sendable {
        /// The most outcomes and Handoff reservations that wait at once; at least 1. Default 32.
        public var capacity: Int
        /// Seconds after an input is delivered during which a copy of it is a duplicate.
        /// Default 5. A copy is always a duplicate while the first is pending.
        public var deduplicationInterval: Double
        /// Seconds a Handoff announced at connection may take to arrive before it fails. Default 30.
        public var handoffTimeout: Double

        /// Bounds and windows; every argument has the inbox's default.
        public init(capacity: Int = 32, deduplicationInterval: Double = 5, handoffTimeout: Double = 30) {
            self.capacity = capacity
            self.deduplicationInterval = deduplicationInterval
            self.handoffTimeout = handoffTimeout
        }
    }
}

extension LaunchInbox {
    /// The inbox's bounds, the same as its controller's.
    public typealias Configuration = LaunchInboxController<Route>.Configuration
}
