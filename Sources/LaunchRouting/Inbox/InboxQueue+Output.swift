extension InboxQueue {
    /// What one event gives: ``LaunchInbox/Output`` before its outcomes are typed.
    struct Output {
        var deliveries: [Delivery] = []
        var drops: [LaunchInput.Drop] = []
        var shortcutHandled: Bool?
        /// Whether a received input routes, for the controller's answer.
        var receivedRoutes: Bool?
    }

    /// An outcome to deliver now, with the input it came from.
    struct Delivery {
        var input: LaunchInput
        var outcome: HeldOutcome
        var channel: LaunchInput.Channel
        var receivedAt: LaunchClock.Instant

        init(_ entry: Entry, outcome: HeldOutcome) {
            input = entry.input
            self.outcome = outcome
            channel = entry.channel
            receivedAt = entry.receivedAt
        }
    }
}
