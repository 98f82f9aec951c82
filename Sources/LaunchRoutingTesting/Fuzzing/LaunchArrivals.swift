@_spi(Fuzzing) import LaunchRouting

/// What a scene's inbox received, set against what it delivered and dropped: the "nothing lost"
/// law of the launch-event oracles (`LaunchEventsOracle`, `LaunchScenesOracle`).
enum LaunchArrivals {
    /// Nothing received is lost, and nothing appears that was not received: every input that
    /// arrived (each context of a set, each input of the options, the restoration activity, each
    /// failed Handoff) is delivered or dropped once. Only an announced Handoff that never came
    /// (it failed, or overflowed) is delivered or dropped without having arrived.
    static func unaccounted<Route: Sendable>(
        _ events: [LaunchEvent], _ deliveries: [LaunchDelivery<Route>], _ drops: [LaunchInput.Drop]
    ) -> String? {
        var received: [Arrival: Int] = [:]
        for event in events {
            switch event {
            case .connect(let options, let restoration, _):
                for input in options.inputs { received[Arrival(input, .connectionOptions), default: 0] += 1 }
                if let restoration { received[Arrival(.userActivity(restoration), .stateRestoration), default: 0] += 1 }
            case .receive(let input):
                received[Arrival(input, .callback), default: 0] += 1
            case .openURLContexts(let contexts):
                for context in contexts { received[Arrival(.openURL(context), .callback), default: 0] += 1 }
            case .failToContinue(let type, _):
                received[Arrival(.userActivity(.init(activityType: type)), .callback), default: 0] += 1
            case .ready, .notReady, .disconnect, .tick:
                break
            }
        }
        var accounted = received
        for arrival in deliveries.map({ Arrival($0.input, $0.channel) }) + drops.map({ Arrival($0.input, $0.channel) })
        {
            accounted[arrival, default: 0] -= 1
        }
        let handoffs = Set(
            events.compactMap { event -> String? in
                if case .connect(let options, _, _) = event { return options.handoffUserActivityType }
                return nil
            })
        let problems = accounted.filter { $0.value != 0 }.sorted { $0.key.text < $1.key.text }
        for (arrival, count) in problems {
            if count > 0 {
                return
                    "\(Render.input(arrival.input)) (\(arrival.channel)) arrived \(received[arrival] ?? 0) times but was delivered or dropped \(count) fewer: it was lost"
            }
            let isReservation =
                arrival.channel == .connectionOptions
                && arrival.input == .userActivity(.init(activityType: identity(of: arrival.input)))
                && handoffs.contains(identity(of: arrival.input))
            if !isReservation {
                return
                    "\(Render.input(arrival.input)) (\(arrival.channel)) was delivered or dropped \(-count) more times than it arrived"
            }
        }
        return nil
    }

    /// What identifies an input the pool did not make: a failed Handoff's placeholder.
    static func identity(of input: LaunchInput) -> String {
        if case .userActivity(let activity) = input.kind { return activity.activityType }
        return "?"
    }

    /// One input through one channel.
    private struct Arrival: Hashable {
        var input: LaunchInput
        var channel: LaunchInput.Channel
        init(_ input: LaunchInput, _ channel: LaunchInput.Channel) {
            self.input = input
            self.channel = channel
        }
        var text: String { Render.input(input) + " \(channel)" }
    }
}
