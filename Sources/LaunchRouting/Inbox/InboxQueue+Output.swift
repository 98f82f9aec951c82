extension InboxQueue {
    /// What one event gives: ``LaunchInbox/Output`` before its outcomes are typed.
    @usableFromInline struct Output {
        @usableFromInline var deliveries: [Delivery] = []
        @usableFromInline var drops: [LaunchInput.Drop] = []
        var shortcutHandled: Bool?
        /// Whether a received input routes, for the controller's answer.
        var receivedRoutes: Bool?
    }

    /// An outcome to deliver now, with the input it came from.
    @usableFromInline struct Delivery {
        @usableFromInline var input: LaunchInput
        @usableFromInline var outcome: HeldOutcome
        @usableFromInline var channel: LaunchInput.Channel
        @usableFromInline var receivedAt: LaunchClock.Instant

        init(_ entry: Entry, outcome: HeldOutcome) {
            input = entry.input
            self.outcome = outcome
            channel = entry.channel
            receivedAt = entry.receivedAt
        }
    }
}
