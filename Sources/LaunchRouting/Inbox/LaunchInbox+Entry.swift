extension LaunchInbox {
    /// One pending item; delivered, one delivery.
    struct Entry: Sendable {
        enum Kind: Sendable {
            /// An external input's outcome, with what its copies match.
            case outcome(RouteOutcome<Route>, InboxIdentity)
            /// The state-restoration activity's outcome.
            case restoration(RouteOutcome<Route>)
            /// A Handoff announced but not arrived, which holds its place until the deadline.
            case awaitingActivity(deadline: LaunchClock.Instant)
        }

        var kind: Kind
        /// The input; for a reservation, an activity with only its type.
        var input: LaunchInput
        var channel: LaunchInput.Channel
        var receivedAt: LaunchClock.Instant

        var isRestoration: Bool {
            if case .restoration = kind { return true }
            return false
        }

        var isAwaitingActivity: Bool {
            if case .awaitingActivity = kind { return true }
            return false
        }

        func drop(_ reason: LaunchInput.Drop.Reason) -> LaunchInput.Drop {
            LaunchInput.Drop(input: input, channel: channel, reason: reason, receivedAt: receivedAt)
        }

        func delivery(of outcome: RouteOutcome<Route>) -> LaunchDelivery<Route> {
            LaunchDelivery(input: input, outcome: outcome, channel: channel, receivedAt: receivedAt)
        }
    }
}
