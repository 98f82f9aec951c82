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

/// What the properties are checked on: how inputs are resolved, and the inbox a
/// `LaunchInboxController` drives.
///
/// ``standard`` is the library itself, a `Router` and a `LaunchInbox`; an app never needs
/// another. The harness's own tests plant bugs by giving a subject whose router or inbox is
/// broken on purpose, and check that the properties catch each one. Either way the inbox is
/// driven through a controller, with the calls a scene delegate makes (``ControllerRun``).
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
    /// Builds the inbox under test over a router.
    let makeInbox: @Sendable (Router<Route>) -> any LaunchEventHandling<Route>

    /// Runs a schedule through a controller over a fresh inbox under test; returns each event's output.
    func run(_ router: Router<Route>, _ schedule: LaunchSchedule) -> [LaunchInbox<Route>.Output] {
        ControllerRun.outputs(of: schedule, inbox: makeInbox(router), router: router)
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
        self.makeInbox = { makeInbox($0) }
    }

    /// The library itself: the router as built, and a `LaunchInbox` with `configuration`.
    public static func standard(configuration: LaunchInboxController<Route>.Configuration = .init()) -> LaunchSubject {
        LaunchSubject(router: { $0 }, inbox: { LaunchInbox(router: $0, configuration: configuration) })
    }

    /// The library itself, with the inbox's default configuration.
    public static var standard: LaunchSubject { standard() }
}
