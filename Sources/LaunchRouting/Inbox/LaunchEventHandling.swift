/// What a ``LaunchInboxController`` drives: ``LaunchInbox``, or, in the harness's own tests, an
/// inbox broken on purpose, so that the harness is seen to catch it through the same controller
/// an app calls.
///
/// ```swift
/// /// An inbox that forgets the activities of a cold launch.
/// struct IgnoresColdActivities: LaunchEventHandling {
///     var inbox: LaunchInbox<RouteMatch>
///     mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<RouteMatch>.Output {
///         guard case .connect(var options, let restoration, let legacy) = event else { return inbox.handle(event, at: now) }
///         options.userActivities = []
///         return inbox.handle(.connect(options, stateRestorationActivity: restoration, legacyLaunchOptions: legacy), at: now)
///     }
///     mutating func requeue(_ deliveries: ArraySlice<LaunchDelivery<RouteMatch>>) { inbox.requeue(deliveries) }
///     mutating func discard(at now: LaunchClock.Instant) -> LaunchInbox<RouteMatch>.Output { inbox.discard(at: now) }
///     var pendingCount: Int { inbox.pendingCount }
/// }
/// ```
@_spi(Fuzzing) public protocol LaunchEventHandling<Route>: Sendable {
    /// The app's route type.
    associatedtype Route: Sendable
    /// Takes one event that happened at `now`; returns what to deliver and what was dropped.
    mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output
    /// Puts deliveries that were handed out but not made back at the head of the queue, in order.
    mutating func requeue(_ deliveries: ArraySlice<LaunchDelivery<Route>>)
    /// Hands out everything still held: the scene's session was discarded.
    mutating func discard(at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output
    /// How many outcomes and Handoff reservations wait for delivery.
    var pendingCount: Int { get }
}

extension LaunchInbox: LaunchEventHandling {}
