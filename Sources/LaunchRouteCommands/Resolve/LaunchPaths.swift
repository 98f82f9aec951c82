@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// One input resolved on both paths through a scene's ``LaunchInbox``: cold, in the connection
/// options of a connecting scene, and warm, through the runtime callback of a connected one.
///
/// Each path uses a fresh inbox, made ready, so what comes out is exactly what the app's handler
/// would be given.
struct LaunchPaths: Sendable {
    /// Which way the input arrived.
    enum Path: String, Sendable, CaseIterable {
        case cold
        case warm
    }

    /// What one path delivered.
    struct Result: Sendable {
        var path: Path
        /// The outcome delivered to the app, or `nil` if the inbox delivered nothing.
        var outcome: RouteOutcome<RouteMatch>?
        /// The channel the delivery names.
        var channel: LaunchInput.Channel?
        /// For a quick action, the answer for its completion handler.
        var handled: Bool?
    }

    var cold: Result
    var warm: Result

    /// Resolves `input` on the cold and the warm path, as `LaunchTrial` takes it.
    init(_ input: LaunchInput, router: Router<RouteMatch>) {
        let outputs = LaunchTrial.outputs(of: input, router: router)
        // Cold, a quick action has no completion handler: what it would answer is whether it routed.
        cold = Result(
            path: .cold, outcome: outputs.cold.deliveries.first?.outcome,
            channel: outputs.cold.deliveries.first?.channel,
            handled: input.shortcutItem.map { _ in outputs.cold.deliveries.first?.route != nil })
        warm = Result(
            path: .warm, outcome: outputs.warm.deliveries.first?.outcome,
            channel: outputs.warm.deliveries.first?.channel,
            handled: outputs.warm.shortcutHandled)
    }

    var results: [Result] { [cold, warm] }

    /// Whether both paths delivered the same outcome (the harness's `sameOutcome`), or both nothing.
    var agree: Bool {
        switch (cold.outcome, warm.outcome) {
        case (let a?, let b?): sameOutcome(a, b)
        case (nil, nil): true
        default: false
        }
    }
}

extension RouteOutcome {
    /// `routed`, `unmatched` or `rejected`, as JSON output writes it.
    var kind: String {
        switch self {
        case .routed: "routed"
        case .unmatched: "unmatched"
        case .rejected: "rejected"
        }
    }
}

extension ParameterValue {
    /// The value in JSON: an integer as a number, a list as an array, anything else as a string.
    var json: JSONValue {
        switch self.kind {
        case .string(let text), .uuid(let text): .string(text)
        case .integer(let value): .integer(value)
        case .list(let values): .array(values.map(\.json))
        }
    }
}

extension OutcomeReason {
    /// `{"code": ..., "message": ..., "position": ...}`.
    var json: JSONValue {
        .object([
            ("code", .string(code.name)),
            ("message", .string(message)),
            ("position", position.map { .integer($0) } ?? .null),
        ])
    }
}
