@_spi(Fuzzing) import LaunchRouting

/// Something that resolves launch inputs to outcomes: `Router`, or a stand-in under test.
///
/// The harness checks its properties on whatever conforms, so a test can plant a bug in a wrapper
/// around a router and see the harness catch it.
///
/// ```swift
/// /// A router that lets a universal link from any host through: the kind of bug the harness must catch.
/// struct IgnoresHosts: LaunchResolving {
///     let router: Router<RouteMatch>
///     func resolve(_ input: LaunchInput) -> RouteOutcome<RouteMatch> {
///         guard case .openURL(let context) = input.kind, context.url.hasPrefix("https://evil.example/") else { return router.resolve(input) }
///         let trusted = "https://shop.example.com/" + context.url.dropFirst("https://evil.example/".count)
///         return router.resolve(.openURL(.init(url: trusted)))
///     }
/// }
/// ```
@_spi(Fuzzing) public protocol LaunchResolving<Route>: Sendable {
    /// The app's route type.
    associatedtype Route: Sendable
    /// The outcome of one input.
    func resolve(_ input: LaunchInput) -> RouteOutcome<Route>
}

@_spi(Fuzzing) extension Router: LaunchResolving {}

/// Something that takes launch events and hands back deliveries: `LaunchInbox`, or a stand-in
/// under test.
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
/// }
/// ```
@_spi(Fuzzing) public protocol LaunchEventHandling<Route>: Sendable {
    /// The app's route type.
    associatedtype Route: Sendable
    /// Takes one event that happened at `now`; returns what to deliver and what was dropped.
    mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output
}

extension LaunchInbox: LaunchEventHandling {}

/// What the properties are checked on: how inputs are resolved and how launch events are handled.
///
/// ``standard`` is the library itself, a `Router` and a `LaunchInbox`; an app never needs
/// another. The harness's own tests plant bugs by giving a subject whose router or inbox is
/// broken on purpose, and check that the properties catch each one.
///
/// ```swift
/// let broken = LaunchSubject<RouteMatch>(
///     router: { router in IgnoresHosts(router: router) },
///     inbox: { router in LaunchInbox(router: router) }
/// )
/// LaunchProperties(router: router, subject: broken).check().passed   // false: P5 fails
/// // "https://evil.example/", an untrusted host, gives routed home; the policy says rejected untrustedHost
/// ```
@_spi(Fuzzing) public struct LaunchSubject<Route: Sendable>: Sendable {
    /// Builds the resolver under test from a router, built from the table's routes and the rules
    /// in some registration order.
    let makeResolver: @Sendable (Router<Route>) -> @Sendable (LaunchInput) -> RouteOutcome<Route>
    /// Runs events, each at its instant, through a fresh inbox under test over a router; returns
    /// each event's output.
    let runTimed:
        @Sendable (Router<Route>, [(event: LaunchEvent, at: LaunchClock.Instant)]) -> [LaunchInbox<Route>.Output]

    /// Runs a schedule through a fresh inbox under test over a router; returns each event's output.
    func runInbox(_ router: Router<Route>, _ schedule: LaunchSchedule) -> [LaunchInbox<Route>.Output] {
        runTimed(router, schedule.events.indices.map { (schedule.events[$0], schedule.instant(at: $0)) })
    }

    /// A subject from a resolver and an inbox, each built from the router the harness hands it.
    public init<Resolver: LaunchResolving, Inbox: LaunchEventHandling>(
        router makeRouter: @escaping @Sendable (Router<Route>) -> Resolver,
        inbox makeInbox: @escaping @Sendable (Router<Route>) -> Inbox
    ) where Resolver.Route == Route, Inbox.Route == Route {
        makeResolver = { router in
            let resolver = makeRouter(router)
            return { resolver.resolve($0) }
        }
        runTimed = { router, events in
            var inbox = makeInbox(router)
            return events.map { inbox.handle($0.event, at: $0.at) }
        }
    }

    /// The library itself: the router as built, and a `LaunchInbox` with `configuration`.
    public static func standard(configuration: LaunchInboxController<Route>.Configuration = .init()) -> LaunchSubject {
        LaunchSubject(router: { $0 }, inbox: { LaunchInbox(router: $0, configuration: configuration) })
    }

    /// The library itself, with the inbox's default configuration.
    public static var standard: LaunchSubject { standard() }
}
