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
    /// The inbox's state: readiness, pending count, next Handoff deadline.
    package private(set) var inbox: LaunchInbox<Route>
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

    /// Events that arrived while a batch was being delivered, handled after it in order.
    private var queuedEvents: [LaunchEvent] = []
    /// Whether a handler is running: an event sent now waits behind the delivery.
    @usableFromInline var isDelivering = false

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

    /// The scene connects: `scene(_:willConnectTo:options:)`.
    ///
    /// - Parameters:
    ///   - options: The connection options.
    ///   - stateRestorationActivity: `session.stateRestorationActivity`, delivered only when no
    ///     external input comes with or before it.
    ///   - legacyLaunchOptions: What the app delegate captured from its launch options during a
    ///     migration; see ``LaunchOptions/LegacyBridge``.
    @inlinable
    public func connect(
        options: LaunchOptions,
        stateRestorationActivity: LaunchInput.UserActivity? = nil,
        legacyLaunchOptions: LaunchOptions.Legacy? = nil
    ) {
        // Inlinable so that the app's module resolves the connection's inputs, and types their
        // deliveries, with code specialised for its route type, as `receive` does for a warm input.
        let router = self.router
        let output = take(options, restoration: stateRestorationActivity, legacy: legacyLaunchOptions) { input, url in
            .resolved(TypedOutcomeBox(router.resolve(input, received: url)))
        }
        if let output { deliver(output) }
    }

    /// Hands a connection to the inbox, its inputs resolved by `resolve`; `nil` when it is sent
    /// from inside the delivery handler, and so waits its turn behind the delivery.
    @usableFromInline func take(
        _ options: LaunchOptions, restoration: LaunchInput.UserActivity?, legacy: LaunchOptions.Legacy?,
        resolve: InboxQueue.Resolve
    ) -> InboxQueue.Output? {
        let event = LaunchEvent.connect(options, stateRestorationActivity: restoration, legacyLaunchOptions: legacy)
        guard !waitsBehindDelivery(event) else { return nil }
        return inbox.queue.handle(event, at: clock.now, resolve: resolve)
    }

    /// One input through a runtime callback: `scene(_:continue:)`, a quick action, a notification
    /// response, SwiftUI's `onOpenURL` or `onContinueUserActivity`.
    ///
    /// - Returns: Whether the input routes: the answer for a quick action's completion handler,
    ///   the same as on the cold path, and the same for a duplicate.
    @inlinable
    @discardableResult
    public func receive(_ input: LaunchInput) -> Bool {
        // Inlinable so that the app's module resolves and delivers with code specialised for its
        // route type when nothing waits before the input, the usual warm case: unspecialised,
        // each generic step looked up its types' metadata (docs/performance.md, "The app's path").
        switch admit(input) {
        case .answered(let routes):
            return routes
        case .deliver(let now):
            let outcome = router.resolve(input)
            isDelivering = true
            handler(LaunchDelivery(input: input, outcome: outcome, channel: .callback, receivedAt: now))
            finishDelivery()
            if case .routed = outcome { return true }
            return false
        }
    }

    /// What ``receive(_:)`` does with an input: delivers it itself, at the instant given, when the
    /// inbox would deliver it at once; otherwise hands it to the inbox, which answers.
    @usableFromInline enum Admission {
        case deliver(at: LaunchClock.Instant)
        case answered(routes: Bool)
    }

    /// Decides how ``receive(_:)`` takes `input`: at once, after the inbox's own checks (a
    /// duplicate is dropped here), or through the inbox.
    @usableFromInline func admit(_ input: LaunchInput) -> Admission {
        guard !isDelivering, inbox.queue.deliversAtOnce else {
            // Sent from inside the delivery handler, the input waits its turn: resolved here to answer.
            return .answered(routes: send(.receive(input)) ?? LaunchInbox<Route>.isHandled(inbox.router.resolve(input)))
        }
        let now = clock.now
        guard let drop = inbox.queue.deliverAtOnce(input, at: now) else { return .deliver(at: now) }
        var output = InboxQueue.Output()
        output.drops = [drop]
        output.receivedRoutes = LaunchInbox<Route>.isHandled(inbox.router.resolve(input))
        return .answered(routes: run(output) ?? false)
    }

    /// Handles the events the handler sent while ``receive(_:)`` delivered an input itself.
    @usableFromInline func finishDelivery() {
        defer { isDelivering = false }
        while !queuedEvents.isEmpty { perform(inbox.process(queuedEvents.removeFirst(), at: clock.now)) }
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
    @inlinable
    public func setReady(_ isReady: Bool) {
        // Inlinable so that the pending outcomes are typed and delivered in code specialised
        // for the app's route type.
        if let output = take(isReady: isReady) { deliver(output) }
    }

    /// Hands a change of readiness to the inbox; `nil` when it waits behind a delivery.
    @usableFromInline func take(isReady: Bool) -> InboxQueue.Output? {
        let event: LaunchEvent = isReady ? .ready : .notReady
        guard !waitsBehindDelivery(event) else { return nil }
        return inbox.process(event, at: clock.now)
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

    /// Hands any event to the inbox and delivers what it produces.
    ///
    /// - Returns: For an event handled now (not one the delivery handler sends, which waits behind
    ///   the delivery), whether the input it received routes.
    @discardableResult
    package func send(_ event: LaunchEvent) -> Bool? {
        guard !waitsBehindDelivery(event) else { return nil }
        return run(inbox.process(event, at: clock.now))
    }

    /// Whether `event`, sent from inside the delivery handler, was queued to be handled after
    /// the delivery.
    private func waitsBehindDelivery(_ event: LaunchEvent) -> Bool {
        guard isDelivering else { return false }
        queuedEvents.append(event)
        return true
    }

    /// Makes one event's output, then handles the events its handlers sent, in order.
    private func run(_ output: InboxQueue.Output) -> Bool? {
        deliver(output)
        return output.receivedRoutes
    }

    /// ``run(_:)`` without the answer: in the app's module, for ``connect(options:stateRestorationActivity:legacyLaunchOptions:)``
    /// and ``setReady(_:)``.
    @inlinable func deliver(_ output: InboxQueue.Output) {
        isDelivering = true
        perform(output)
        finishDelivery()
    }

    /// Reports the drops and makes the deliveries of one event's output.
    @inlinable func perform(_ output: InboxQueue.Output) {
        for drop in output.drops { dropHandler?(drop) }
        var index = output.deliveries.startIndex
        while index < output.deliveries.endIndex {
            handler(LaunchDelivery(output.deliveries[index], as: Route.self))
            index += 1
            if hasQueuedEvents, index < output.deliveries.endIndex {
                // The handler changed the inbox: what is left waits behind that change.
                requeue(output.deliveries[index...])
                break
            }
        }
    }

    /// Whether the handler sent events while a batch was being delivered.
    @usableFromInline var hasQueuedEvents: Bool { !queuedEvents.isEmpty }

    /// Puts the deliveries not yet made back at the head of the inbox's queue.
    @usableFromInline func requeue(_ deliveries: ArraySlice<InboxQueue.Delivery>) {
        inbox.queue.requeue(deliveries)
    }
}
