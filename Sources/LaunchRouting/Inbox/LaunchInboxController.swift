/// A scene's launch inbox for app code: a main-actor object that reads the clock, feeds each
/// callback to its inbox and calls a handler with every delivery.
///
/// Create one per scene, call its methods from the scene delegate (or SwiftUI modifiers), and
/// call ``setReady(_:)`` once the UI can take a route. The handler runs on the main actor, once
/// per input, in order. If the handler itself changes the inbox (it calls ``setReady(_:)`` with
/// `false` to ask for a login, or receives an input), the change takes effect before the next
/// delivery: the rest of the batch waits until the inbox is ready again.
///
/// The conversions from UIKit's types (`LaunchOptions(options)`, `LaunchInput.URLContext(context)`,
/// …) and the scene-delegate forwarding live in `LaunchRoutingUIKit`; `docs/migrating-to-scenes.md`
/// wires an app to them step by step.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     lazy var launches = LaunchInboxController(router: AppRouter.shared) { [weak self] delivery in
///         self?.coordinator.handle(delivery)
///     }
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         installWindow(in: scene)
///         launches.connect(options: LaunchOptions(options))
///         launches.setReady(session.isLoggedIn)
///     }
///
///     func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
///         launches.open(Set(contexts.map(LaunchInput.URLContext.init)))
///     }
///
///     func windowScene(_ scene: UIWindowScene, performActionFor item: UIApplicationShortcutItem,
///                      completionHandler: @escaping (Bool) -> Void) {
///         completionHandler(launches.receive(.shortcutItem(.init(item))))
///     }
/// }
/// ```
@MainActor
public final class LaunchInboxController<Route: Sendable> {
    /// The inbox: a ``LaunchInbox``, or one the harness's own tests plant.
    package private(set) var inbox: any LaunchEventHandling<Route>
    /// The clock read once per event.
    public let clock: LaunchClock
    /// The router that resolves each input.
    public let router: Router<Route>
    /// How many inputs wait for the app to be ready.
    public var pendingCount: Int { inbox.pendingCount }
    /// Called with each delivery, in order.
    public var handler: @MainActor (LaunchDelivery<Route>) -> Void
    /// Called with each input the inbox drops: duplicates, overflow, superseded restoration.
    public var dropHandler: (@MainActor (LaunchInput.Drop) -> Void)?

    /// Events the handlers sent while an event's output was being delivered, handled after it in order.
    private var waitingEvents: [LaunchEvent] = []
    /// Whether an event's output is being delivered: an event sent now waits behind it.
    private var isDelivering = false

    /// Creates a controller with an empty inbox: disconnected and not ready.
    public init(
        router: Router<Route>,
        configuration: LaunchInboxController<Route>.Configuration = .init(),
        clock: LaunchClock = .system,
        handler: @escaping @MainActor (LaunchDelivery<Route>) -> Void
    ) {
        self.inbox = LaunchInbox(router: router, configuration: configuration)
        self.router = router
        self.clock = clock
        self.handler = handler
    }

    /// A controller over an inbox under test, for the harness, which drives the inbox through the
    /// calls an app makes (its own tests plant broken ones).
    package init(
        planted inbox: any LaunchEventHandling<Route>, router: Router<Route>, clock: LaunchClock,
        handler: @escaping @MainActor (LaunchDelivery<Route>) -> Void
    ) {
        self.inbox = inbox
        self.router = router
        self.clock = clock
        self.handler = handler
    }

    /// The scene connects: `scene(_:willConnectTo:options:)`.
    ///
    /// - Parameters:
    ///   - options: The connection options.
    ///   - stateRestorationActivity: `session.stateRestorationActivity`, delivered only when no
    ///     external input comes with or before it.
    ///   - legacyLaunchOptions: What the app delegate captured from its launch options during a
    ///     migration; see ``LaunchOptions/LegacyBridge``.
    public func connect(
        options: LaunchOptions,
        stateRestorationActivity: LaunchInput.UserActivity? = nil,
        legacyLaunchOptions: LaunchOptions.Legacy? = nil
    ) {
        send(
            .connect(
                options, stateRestorationActivity: stateRestorationActivity, legacyLaunchOptions: legacyLaunchOptions))
    }

    /// One input through a runtime callback: `scene(_:continue:)`, a quick action, a notification
    /// response, SwiftUI's `onOpenURL` or `onContinueUserActivity`.
    ///
    /// - Returns: Whether the input routes: the answer for a quick action's completion handler,
    ///   the same as on the cold path, and the same for a duplicate.
    @discardableResult
    public func receive(_ input: LaunchInput) -> Bool {
        // Sent from inside the delivery handler, the input waits its turn: resolved now to answer.
        send(.receive(input))?.receivedRoutes ?? (router.resolve(input).route != nil)
    }

    /// The URL contexts of `scene(_:openURLContexts:)`, taken in canonical order.
    public func open(_ urlContexts: Set<LaunchInput.URLContext>) {
        send(.openURLContexts(urlContexts))
    }

    /// A Handoff activity could not be continued: `scene(_:didFailToContinueUserActivityWithType:error:)`.
    public func failToContinue(activityType: String, error: any Error) {
        send(.failToContinue(activityType: activityType, errorDescription: "\(error)"))
    }

    /// Whether the app can take routes now. Pending outcomes are delivered when it becomes `true`.
    public func setReady(_ isReady: Bool) {
        send(isReady ? .ready : .notReady)
    }

    /// The scene disconnects: `sceneDidDisconnect(_:)`.
    public func disconnect() {
        send(.disconnect)
    }

    /// The scene's session was discarded: `application(_:didDiscardSceneSessions:)`. Returns what
    /// the inbox still held, for another scene to show; its drops
    /// go to ``dropHandler``. Call it outside the delivery handler: a batch the handler is in the
    /// middle of is still delivered to it.
    ///
    /// ```swift
    /// let held = launches[id]?.discard() ?? []
    /// scenes.handle(.discarded(id, undelivered: held))
    /// ```
    public func discard() -> [LaunchDelivery<Route>] {
        let output = inbox.discard(at: clock.now)
        for drop in output.drops { dropHandler?(drop) }
        return output.deliveries
    }

    /// Lets time pass: a Handoff still loading past its timeout fails. Every other method does
    /// this too; call it from `sceneDidBecomeActive(_:)` or a timer set for
    /// the inbox's next deadline.
    public func tick() {
        send(.tick)
    }

    /// Hands an event to the inbox and delivers its output, then the output of each event the
    /// handlers sent meanwhile, in order.
    ///
    /// - Returns: The event's output; `nil` for an event sent from inside a handler, which waits
    ///   behind the delivery.
    @discardableResult
    package func send(_ event: LaunchEvent) -> LaunchInbox<Route>.Output? {
        guard !isDelivering else {
            waitingEvents.append(event)
            return nil
        }
        isDelivering = true
        defer { isDelivering = false }
        let output = inbox.handle(event, at: clock.now)
        deliver(output)
        while !waitingEvents.isEmpty { deliver(inbox.handle(waitingEvents.removeFirst(), at: clock.now)) }
        return output
    }

    /// Reports an output's drops and makes its deliveries, until a handler sends an event: what
    /// is left then goes back to the head of the inbox, to wait behind that event.
    private func deliver(_ output: LaunchInbox<Route>.Output) {
        for drop in output.drops { dropHandler?(drop) }
        for index in output.deliveries.indices {
            handler(output.deliveries[index])
            if !waitingEvents.isEmpty, index + 1 < output.deliveries.endIndex {
                inbox.requeue(output.deliveries[(index + 1)...])
                return
            }
        }
    }
}
