extension LaunchInput {
    /// An input the inbox received and will never deliver, and why.
    ///
    /// Duplicates are absorbed, the oldest pending outcome gives way when the buffer is full, and a
    /// state-restoration activity gives way to any external input. Each of these is reported, so
    /// that an app can log what it did not show.
    ///
    /// ```swift
    /// let output = inbox.handle(.receive(.openURL(.init(url: "shop://product/42"))), at: now)
    /// for drop in output.drops {
    ///     log.notice("dropped \(drop.reason) from \(drop.channel)")
    /// }
    /// ```
    public struct Drop: Hashable, Sendable {
        /// The input. For a Handoff that was still loading, an activity with only its type.
        public var input: LaunchInput
        /// Where the input came from.
        public var channel: LaunchInput.Channel
        /// Why it is dropped.
        public var reason: Reason
        /// When the inbox received the input.
        public var receivedAt: LaunchClock.Instant

        /// A drop of `input`, which arrived through `channel` at `receivedAt`, for `reason`.
        public init(input: LaunchInput, channel: LaunchInput.Channel, reason: Reason, receivedAt: LaunchClock.Instant) {
            self.input = input
            self.channel = channel
            self.reason = reason
            self.receivedAt = receivedAt
        }

        /// Why an input is dropped. A struct with static members, so that reasons can be added.
        ///
        /// ```swift
        /// if drop.reason == .overflow {
        ///     log.warning("the launch inbox was full; dropped an input from \(drop.channel)")
        /// }
        /// ```
        public struct Reason: Hashable, Sendable, CustomStringConvertible {
            /// The reason's stable name.
            public let name: String
            init(_ name: String) { self.name = name }
            public var description: String { name }

            /// The same input is pending, or was delivered within the deduplication interval.
            public static let duplicate = Reason("duplicate")
            /// The buffer was full; the oldest pending outcome made room for a newer one.
            public static let overflow = Reason("overflow")
            /// A state-restoration activity gave way to an external input.
            public static let superseded = Reason("superseded")
            /// A state-restoration activity was still pending when its scene disconnected.
            public static let disconnected = Reason("disconnected")
        }
    }
}
