/// A scene's launch inbox: a state machine that takes every launch event and hands back the
/// outcomes to deliver, each input once, in order, when the app is ready.
///
/// The inbox is a value with no timers and no callbacks: an event goes in with the instant it
/// happened, and an ``Output`` comes out with the deliveries to make now and the inputs it
/// dropped. That makes every interleaving of connect, receive, ready and not-ready testable
/// exactly; apps usually drive it through ``LaunchInboxController``.
///
/// What it guarantees:
/// - **Held until ready.** Outcomes that arrive while the app is not ready (no UI yet, a login
///   pending) wait, and are delivered in order once it is.
/// - **Canonical order.** Inputs that arrive together (a connection's options, a set of URL
///   contexts) are taken in the order of ``LaunchOptions/inputs``; later ones in order of arrival.
/// - **Exactly once.** An input that arrives through two channels (the connection options and a
///   callback, a notification in the options and the delegate, legacy launch options and the
///   scene) is delivered once: a copy is dropped as a duplicate while the first is pending, and
///   for ``Configuration/deduplicationInterval`` seconds after it is delivered.
/// - **Handoff.** A `handoffUserActivityType` at connection reserves its place: inputs behind it
///   wait until its activity arrives, the continuation fails, or ``Configuration/handoffTimeout``
///   passes; a failure is delivered as ``OutcomeReason/Code/continuationFailed``.
/// - **Restoration never routes.** The session's state-restoration activity is delivered (as
///   ``OutcomeReason/Code/restorationActivity``, so the app can restore from it) only when no
///   external input arrives with or before it; one that arrives later supersedes it.
/// - **Bounded.** At most ``Configuration/capacity`` outcomes wait; past that, the oldest is
///   dropped and reported as ``LaunchInput/Drop/Reason/overflow``.
///
/// ```swift
/// var inbox = LaunchInbox(router: router)
/// _ = inbox.handle(.connect(LaunchOptions(urlContexts: [.init(url: "shop://product/42")])), at: .seconds(0))
/// _ = inbox.handle(.receive(.openURL(.init(url: "shop://product/42"))), at: .seconds(0.2))  // a duplicate: dropped
/// let output = inbox.handle(.ready, at: .seconds(1))
/// output.deliveries.map(\.outcome)   // [.routed(.product(id: 42, ref: nil))]
/// ```
@_spi(Fuzzing) public struct LaunchInbox<Route: Sendable>: Sendable {
    /// The router that resolves every input.
    public let router: Router<Route>
    /// The buffer bound and the time windows.
    public let configuration: Configuration
    /// Everything but resolving: with no generic parameter, so that it costs an app's module no
    /// type lookups (see ``InboxQueue``).
    var queue: InboxQueue

    /// Creates an empty inbox: disconnected and not ready.
    public init(router: Router<Route>, configuration: Configuration = Configuration()) {
        self.router = router
        self.configuration = configuration
        queue = InboxQueue(
            capacity: configuration.capacity, deduplicationInterval: configuration.deduplicationInterval,
            handoffTimeout: configuration.handoffTimeout)
    }

    /// Whether the scene is connected: between a ``LaunchEvent/connect(_:stateRestorationActivity:legacyLaunchOptions:)``
    /// and a ``LaunchEvent/disconnect``.
    public var isConnected: Bool { queue.isConnected }
    /// Whether outcomes are delivered as they arrive; set by ``LaunchEvent/ready``, cleared by
    /// ``LaunchEvent/notReady`` and ``LaunchEvent/disconnect``.
    public var isReady: Bool { queue.isReady }

    /// How many outcomes and Handoff reservations wait for delivery.
    public var pendingCount: Int { queue.entries.count }

    /// The earliest instant at which a pending Handoff times out, if one is pending: send
    /// ``LaunchEvent/tick`` then, or with any later event.
    public var nextDeadline: LaunchClock.Instant? { queue.nextDeadline }

    /// Takes one event that happened at `now`, and returns what to deliver and what was dropped.
    ///
    /// Before the event itself, Handoff reservations whose timeout has passed fail, and
    /// deduplication records older than the interval are forgotten.
    ///
    /// - Parameters:
    ///   - event: What happened.
    ///   - now: When it happened, on the clock every other event of this inbox uses.
    /// - Returns: The outcomes to deliver now, in order; the inputs dropped; and, for an event that
    ///   carries a quick action, the answer for its completion handler.
    public mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> Output {
        Self.typed(process(event, at: now))
    }

    /// ``handle(_:at:)`` with the outcomes still held: for the controller, which types each one as
    /// it delivers it.
    mutating func process(_ event: LaunchEvent, at now: LaunchClock.Instant) -> InboxQueue.Output {
        let router = router
        return queue.handle(event, at: now) { input, url in
            .resolved(TypedOutcomeBox(router.resolve(input, received: url)))
        }
    }

    /// The answer for a quick action's completion handler: whether it routes. It depends only on
    /// the outcome, so the cold and the warm path, and a duplicate, give the same answer.
    static func isHandled(_ outcome: RouteOutcome<Route>) -> Bool {
        outcome.route != nil
    }

    /// The queue's output with its outcomes typed again.
    static func typed(_ output: InboxQueue.Output) -> Output {
        var typed = Output(drops: output.drops, shortcutHandled: output.shortcutHandled)
        typed.receivedRoutes = output.receivedRoutes
        guard !output.deliveries.isEmpty else { return typed }
        // A loop rather than `map`, which this module calls unspecialised for `Route`.
        typed.deliveries.reserveCapacity(output.deliveries.count)
        for delivery in output.deliveries { typed.deliveries.append(LaunchDelivery(delivery, as: Route.self)) }
        return typed
    }
}
