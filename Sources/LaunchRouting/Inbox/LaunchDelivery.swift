/// One outcome the inbox hands to the app: the input, what it resolved to, and where it came from.
///
/// The inbox delivers each input once, when the app is ready, in order. A state-restoration
/// activity is delivered as ``RouteOutcome/unmatched(_:)`` with
/// ``OutcomeReason/Code/restorationActivity`` on the ``LaunchInput/Channel/stateRestoration`` channel,
/// so that the app can restore its state from ``input``; it never routes.
///
/// ```swift
/// let controller = LaunchInboxController(router: router) { delivery in
///     switch delivery.outcome {
///     case .routed(let route):
///         coordinator.show(route)
///     case .unmatched(let reason) where reason.code == .restorationActivity:
///         coordinator.restore(from: delivery.input)
///     case .unmatched(let reason), .rejected(let reason):
///         log.info("\(delivery.channel): \(reason)")
///     }
/// }
/// ```
public struct LaunchDelivery<Route: Sendable>: Sendable {
    /// The input. For a Handoff that failed to arrive, an activity with only its type.
    public var input: LaunchInput
    /// What the router resolved the input to.
    public var outcome: RouteOutcome<Route>
    /// Where the input came from; for a duplicate, the channel of the copy that arrived first.
    public var channel: LaunchInput.Channel
    /// When the inbox received the input.
    public var receivedAt: LaunchClock.Instant

    /// A delivery of `outcome` for `input`, which arrived through `channel` at `receivedAt`.
    public init(
        input: LaunchInput, outcome: RouteOutcome<Route>, channel: LaunchInput.Channel, receivedAt: LaunchClock.Instant
    ) {
        self.input = input
        self.outcome = outcome
        self.channel = channel
        self.receivedAt = receivedAt
    }

    /// The route, if the input routed.
    public var route: Route? { outcome.route }

    /// The URL the input carried, as written, whether or not it routed: a URL context's URL, or
    /// an activity's webpage URL (a universal link, a web page handed off). For analytics, and to
    /// open in the browser the web page of a link the app does not route.
    ///
    /// A notification's URL key and a Spotlight item's identifier are the app's own conventions,
    /// which ``input`` holds as received.
    ///
    /// ```swift
    /// if case .unmatched = delivery.outcome, let url = delivery.url, url.hasPrefix("https:") {
    ///     openInBrowser(url)
    /// }
    /// ```
    public var url: String? { input.knownURL }
}

/// A delivery in one line: the input, what it resolved to, its channel and when it arrived, as a
/// test names it and a failed expectation shows it.
///
/// ```swift
/// print(delivery)
/// // url "shop://product/42" -> routed product(id: 42, ref: nil) (connectionOptions, at 0.0s)
/// ```
extension LaunchDelivery: CustomStringConvertible {
    public var description: String {
        let outcome =
            switch self.outcome {
            case .routed(let route): "routed \(route)"
            case .unmatched(let reason): "unmatched \(reason)"
            case .rejected(let reason): "rejected \(reason)"
            }
        return "\(input) -> \(outcome) (\(channel), at \(receivedAt))"
    }
}

extension LaunchDelivery: Equatable where Route: Equatable {}
extension LaunchDelivery: Hashable where Route: Hashable {}
