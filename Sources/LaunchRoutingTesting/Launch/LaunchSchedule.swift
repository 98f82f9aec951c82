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
    /// The events, in order.
    public var events: [LaunchEvent]
    /// Seconds between two consecutive events.
    public var interval: Double

    /// A schedule of `events`, `interval` seconds apart.
    public init(_ events: [LaunchEvent], interval: Double = 0.01) {
        self.events = events
        self.interval = interval
    }

    /// When the event at `index` happens: `index * interval` seconds.
    public func instant(at index: Int) -> LaunchClock.Instant {
        .seconds(Double(index) * interval)
    }

    /// Runs every event through `inbox` and returns each event's output, in order.
    public func outputs<Inbox: LaunchEventHandling>(_ inbox: inout Inbox) -> [LaunchInbox<Inbox.Route>.Output] {
        events.indices.map { inbox.handle(events[$0], at: instant(at: $0)) }
    }

    /// Runs every event through `inbox` and returns everything it delivered, in order.
    public func run<Inbox: LaunchEventHandling>(_ inbox: inout Inbox) -> [LaunchDelivery<Inbox.Route>] {
        var deliveries: [LaunchDelivery<Inbox.Route>] = []
        for index in events.indices {
            deliveries += inbox.handle(events[index], at: instant(at: index)).deliveries
        }
        return deliveries
    }

    /// One event per line, numbered from 1.
    public var description: String {
        events.enumerated().map { "\($0.offset + 1). " + Render.event($0.element) }.joined(separator: "\n")
    }
}
