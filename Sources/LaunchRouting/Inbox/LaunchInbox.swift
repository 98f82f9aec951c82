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
    /// Whether the scene is connected: between a ``LaunchEvent/connect(_:stateRestorationActivity:legacyLaunchOptions:)``
    /// and a ``LaunchEvent/disconnect``.
    public internal(set) var isConnected = false
    /// Whether outcomes are delivered as they arrive; set by ``LaunchEvent/ready``, cleared by
    /// ``LaunchEvent/notReady`` and ``LaunchEvent/disconnect``.
    public internal(set) var isReady = false

    /// Pending outcomes, Handoff reservations and the restoration activity, in delivery order.
    var entries: [Entry] = []
    /// Inputs delivered recently, and until when a copy of each is a duplicate.
    var recent: [(identity: InboxIdentity, until: LaunchClock.Instant)] = []

    /// Creates an empty inbox: disconnected and not ready.
    public init(router: Router<Route>, configuration: Configuration = Configuration()) {
        self.router = router
        self.configuration = configuration
    }

    /// How many outcomes and Handoff reservations wait for delivery.
    public var pendingCount: Int { entries.count }

    /// The earliest instant at which a pending Handoff times out, if one is pending: send
    /// ``LaunchEvent/tick`` then, or with any later event.
    public var nextDeadline: LaunchClock.Instant? {
        entries.compactMap { entry -> LaunchClock.Instant? in
            if case .awaitingActivity(let deadline) = entry.kind { return deadline }
            return nil
        }.min()
    }

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
        var output = Output()
        expire(at: now)
        switch event {
        case .connect(let options, let restoration, let legacy):
            connect(options, restoration: restoration, legacy: legacy, at: now, into: &output)
        case .receive(let input):
            // Resolved once: the outcome queued answers too; a duplicate, dropped unresolved, now.
            let routes = (accept(input, from: .callback, at: now, into: &output) ?? router.resolve(input)).route != nil
            output.receivedRoutes = routes
            if case .shortcutItem = input.kind { output.shortcutHandled = routes }
        case .openURLContexts(let contexts):
            for (input, _, url) in CanonicalOrder.sorted(contexts.map { (input: LaunchInput.openURL($0), tag: ()) }) {
                accept(input, url: url, from: .callback, at: now, into: &output)
            }
        case .failToContinue(let type, let error):
            failToContinue(
                type, message: "the Handoff activity \"\(type)\" failed to continue: \(error)", at: now, into: &output)
        case .ready:
            isReady = true
        case .notReady:
            isReady = false
        case .disconnect:
            isConnected = false
            isReady = false
            recent.removeAll()
            entries.removeAll { entry in
                guard entry.isRestoration else { return false }
                output.drops.append(entry.drop(.disconnected))
                return true
            }
        case .tick:
            break
        }
        drain(at: now, into: &output)
        return output
    }
}
