@_spi(Fuzzing) import LaunchRouting

/// A list of launch events, evenly spaced in time: what a scene went through, as a test replays it.
///
/// The harness generates schedules that interleave connect, receive, open, ready, not ready,
/// disconnect and failed Handoffs, runs them through an inbox, and prints a failing one as a
/// numbered step list that reads like the callbacks an app received.
///
/// ```swift
/// let schedule = LaunchSchedule([
///     .connect(LaunchOptions(urlContexts: [.init(url: "shop://product/42")])),
///     .receive(.openURL(.init(url: "shop://product/42"))),
///     .ready,
/// ])
/// var inbox = LaunchInbox(router: router)
/// schedule.run(&inbox).map(\.outcome)   // [.routed(product(id=42))]: once, not twice
/// print(schedule)
/// // 1. connect(url "shop://product/42")
/// // 2. receive(url "shop://product/42")
/// // 3. ready
/// ```
@_spi(Fuzzing) public struct LaunchSchedule: Hashable, Sendable, CustomStringConvertible {
    /// What the app's delivery handler does from inside a delivery: after taking `after` of the
    /// deliveries one event makes, it calls the controller with `events` (asks for a login with
    /// ``LaunchEvent/notReady``, receives an input).
    public struct HandlerAction: Hashable, Sendable {
        /// How many of the event's deliveries the handler takes first; at least 1.
        public var after: Int
        /// What it then sends, in order.
        public var events: [LaunchEvent]

        /// A handler that sends `events` after taking `after` deliveries.
        public init(after: Int, events: [LaunchEvent]) {
            self.after = after
            self.events = events
        }
    }

    /// The events, in order.
    public var events: [LaunchEvent]
    /// What the handler does while the event at an index is delivered, if anything.
    public var handlerActions: [Int: HandlerAction]
    /// When each event happens.
    public var instants: [LaunchClock.Instant]

    /// A schedule of `events`, `interval` seconds apart.
    public init(_ events: [LaunchEvent], handlerActions: [Int: HandlerAction] = [:], interval: Double = 0.01) {
        self.events = events
        self.handlerActions = handlerActions
        instants = events.indices.map { .seconds(Double($0) * interval) }
    }

    /// When the event at `index` happens.
    public func instant(at index: Int) -> LaunchClock.Instant {
        instants[index]
    }

    /// The schedule, then `events` at `instant`.
    public func appending(_ events: [LaunchEvent], at instant: LaunchClock.Instant) -> LaunchSchedule {
        var schedule = self
        schedule.events += events
        schedule.instants += events.map { _ in instant }
        return schedule
    }

    /// Runs every event through `inbox` and returns everything it delivered, in order. The
    /// handler's actions need a controller: ``LaunchSubject`` runs them.
    public func run<Inbox: LaunchEventHandling>(_ inbox: inout Inbox) -> [LaunchDelivery<Inbox.Route>] {
        var deliveries: [LaunchDelivery<Inbox.Route>] = []
        for index in events.indices {
            deliveries += inbox.handle(events[index], at: instant(at: index)).deliveries
        }
        return deliveries
    }

    /// One event per line, numbered from 1, with what the handler does while it is delivered.
    public var description: String {
        events.indices.map { index in
            var line = "\(index + 1). " + Render.event(events[index])
            if let action = handlerActions[index] {
                line +=
                    "; after \(action.after) deliver\(action.after == 1 ? "y" : "ies") the handler sends "
                    + action.events.map(Render.event).joined(separator: ", ")
            }
            return line
        }.joined(separator: "\n")
    }
}
