@_spi(Fuzzing) import LaunchRouting

/// How counterexamples are written: one short line per input, event or outcome, in the terms an
/// app developer uses (`url "shop://product/1"`, `receive(...)`, `routed product(id=1)`), never an
/// internal dump.
enum Render {
    static func input(_ input: LaunchInput) -> String { input.description }

    /// The kind of an input, as coverage counts it: `url`, `universal link`, `Spotlight`,
    /// `activity`, `quick action`, `notification`, `intent` or `share`.
    static func kind(_ input: LaunchInput) -> String {
        switch input.kind {
        case .openURL: "url"
        case .userActivity(let activity) where activity.activityType == LaunchInput.UserActivity.browsingWebType:
            "universal link"
        case .userActivity(let activity) where activity.activityType == LaunchInput.UserActivity.searchableItemType:
            "Spotlight"
        case .userActivity: "activity"
        case .shortcutItem: "quick action"
        case .notificationResponse: "notification"
        case .appIntent: "intent"
        case .cloudKitShare: "share"
        }
    }

    static func event(_ event: LaunchEvent) -> String {
        switch event {
        case .connect(let options, let restoration, let legacy):
            var parts: [String] = []
            let inputs = options.inputs
            if !inputs.isEmpty { parts.append(inputs.map(input).joined(separator: ", ")) }
            if let type = options.handoffUserActivityType { parts.append("handoff " + type.quoted) }
            if let restoration { parts.append("restoring " + LaunchInput.userActivity(restoration).description) }
            if let legacy, !legacy.isEmpty {
                parts.append("legacy " + legacy.inputs.map(input).joined(separator: ", "))
            }
            return "connect(" + parts.joined(separator: "; ") + ")"
        case .receive(let received):
            return "receive(" + input(received) + ")"
        case .openURLContexts(let contexts):
            return "open(" + LaunchOptions(urlContexts: contexts).inputs.map(input).joined(separator: ", ") + ")"
        case .failToContinue(let type, _):
            return "failToContinue(" + type.quoted + ")"
        case .ready:
            return "ready"
        case .notReady:
            return "notReady"
        case .disconnect:
            return "disconnect"
        case .tick:
            return "tick"
        }
    }

    static func outcome<Route>(_ outcome: RouteOutcome<Route>) -> String {
        switch outcome {
        case .routed(let route): return "routed " + String(describing: route)
        case .unmatched(let reason): return "unmatched " + reason.code.name
        case .rejected(let reason): return "rejected " + reason.code.name
        }
    }

    static func delivery<Route>(_ delivery: LaunchDelivery<Route>) -> String {
        input(delivery.input) + " -> " + outcome(delivery.outcome)
    }

    static func deliveries<Route>(_ deliveries: [LaunchDelivery<Route>]) -> String {
        deliveries.isEmpty ? "nothing" : deliveries.map(delivery).joined(separator: "; ")
    }
}

extension LaunchEvent {
    /// The event in one line, as the harness writes it in a counterexample.
    ///
    /// ```swift
    /// LaunchEvent.receive(.openURL(.init(url: "shop://cart"))).summary   // receive(url "shop://cart")
    /// LaunchEvent.ready.summary                                          // ready
    /// ```
    public var summary: String { Render.event(self) }
}
