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
    var recent: [(key: DeduplicationKey, until: LaunchClock.Instant)] = []

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
            let routes = Self.isHandled(accept(input, from: .callback, at: now, into: &output) ?? router.resolve(input))
            output.receivedRoutes = routes
            if case .shortcutItem = input.kind { output.shortcutHandled = routes }
        case .openURLContexts(let contexts):
            for (input, _, url) in CanonicalOrder.sorted(contexts.map { (input: LaunchInput.openURL($0), tag: ()) }) {
                accept(input, url: url, from: .callback, at: now, into: &output)
            }
        case .failToContinue(let type, let error):
            let message = "the Handoff activity \"\(type)\" failed to continue: \(error)"
            failToContinue(type, message: message, at: now, into: &output)
        case .ready:
            isReady = true
        case .notReady:
            isReady = false
        case .disconnect:
            isConnected = false
            isReady = false
            recent.removeAll()
            entries.removeAll { entry in
                guard case .restoration = entry.kind else { return false }
                output.drops.append(entry.drop(.disconnected))
                return true
            }
        case .tick:
            break
        }
        drain(at: now, into: &output)
        return output
    }

    /// The answer for a quick action's completion handler: whether it routes. It depends only on
    /// the outcome, so the cold and the warm path, and a duplicate, give the same answer.
    static func isHandled(_ outcome: RouteOutcome<Route>) -> Bool {
        outcome.route != nil
    }

    // MARK: Events

    private mutating func connect(
        _ options: LaunchOptions,
        restoration: LaunchInput.UserActivity?,
        legacy: LaunchOptions.Legacy?,
        at now: LaunchClock.Instant,
        into output: inout Output
    ) {
        isConnected = true
        // Each kind in canonical order, the scene's own inputs before the legacy ones: when the
        // same input comes both ways, the scene's copy (with its identifiers) is the one delivered.
        let merged =
            options.receivedInputs.map { (input: $0.input, tag: LaunchInput.Channel.connectionOptions, url: $0.url) }
            + (legacy?.inputs.map {
                (input: $0, tag: LaunchInput.Channel.legacyLaunchOptions, url: ReceivedURL(of: $0))
            }
                ?? [])
        let batch = merged.enumerated()
            .sorted { lhs, rhs in
                (CanonicalOrder.rank(of: lhs.element.input), lhs.offset) < (
                    CanonicalOrder.rank(of: rhs.element.input), rhs.offset
                )
            }
            .map(\.element)

        // Activity types still to arrive, unless the batch already holds an activity of the type.
        let announced: [(type: String?, channel: LaunchInput.Channel)] = [
            (options.handoffUserActivityType, .connectionOptions), (legacy?.awaitedActivityType, .legacyLaunchOptions),
        ]
        var awaited: [(type: String, channel: LaunchInput.Channel)] = []
        for (type, channel) in announced {
            guard let type, !awaited.contains(where: { $0.type == type }) else { continue }
            let arrived = batch.contains { item in
                if case .userActivity(let activity) = item.input.kind { return activity.activityType == type }
                return false
            }
            if !arrived { awaited.append((type, channel)) }
        }

        // URL contexts and activities, then the Handoff reservations, then the rest.
        let split =
            batch.firstIndex { CanonicalOrder.rank(of: $0.input) > CanonicalOrder.activityRank } ?? batch.endIndex
        for (input, channel, url) in batch[..<split] {
            accept(input, url: url, from: channel, at: now, into: &output)
        }
        for (type, channel) in awaited where reservation(for: type) == nil {
            supersedeRestoration(into: &output)
            let deadline = now.advanced(by: configuration.handoffTimeout)
            let entry = Entry(
                kind: .awaitingActivity(deadline: deadline), input: Self.placeholder(type), channel: channel,
                receivedAt: now)
            append(entry, into: &output)
        }
        for (input, channel, url) in batch[split...] {
            accept(input, url: url, from: channel, at: now, into: &output)
        }

        if let item = options.shortcutItem ?? legacy?.shortcutItem {
            output.shortcutHandled = Self.isHandled(router.resolve(.shortcutItem(item)))
        }
        if let restoration {
            let entry = Entry(
                kind: .restoration(router.resolve(stateRestorationActivity: restoration)),
                input: .userActivity(restoration), channel: .stateRestoration, receivedAt: now)
            let hasExternalInput = !batch.isEmpty || !awaited.isEmpty || entries.contains { !$0.isRestoration }
            if hasExternalInput {
                output.drops.append(entry.drop(.superseded))
            } else {
                append(entry, into: &output)
            }
        }
    }

    /// Takes one external input: fills the Handoff reservation it completes, drops it if it is a
    /// duplicate, or queues its outcome.
    ///
    /// A reservation stands for a Handoff announced after anything delivered before it, so an
    /// activity of its type fills it even when a copy was delivered within the deduplication
    /// window; only a copy still pending makes it a duplicate.
    ///
    /// Its URL is tokenized once, here or by the canonical order (`url`), for its deduplication
    /// key and its route alike.
    /// Queues `input` with its outcome, which it returns, or drops it as a duplicate (`nil`).
    @discardableResult
    private mutating func accept(
        _ input: LaunchInput, url: ReceivedURL? = nil, from channel: LaunchInput.Channel, at now: LaunchClock.Instant,
        into output: inout Output
    ) -> RouteOutcome<Route>? {
        supersedeRestoration(into: &output)
        let url = url ?? ReceivedURL(of: input)
        let key = DeduplicationKey(input, channel: channel, url: url)
        let reserved: Int? =
            if case .userActivity(let activity) = input.kind { reservation(for: activity.activityType) } else { nil }
        if isPending(key) || (reserved == nil && wasDelivered(key)) {
            output.drops.append(LaunchInput.Drop(input: input, channel: channel, reason: .duplicate, receivedAt: now))
            return nil
        }
        let outcome = router.resolve(input, received: url)
        let entry = Entry(kind: .outcome(outcome, key), input: input, channel: channel, receivedAt: now)
        if let reserved {
            entries[reserved] = entry
        } else {
            append(entry, into: &output)
        }
        return outcome
    }

    /// A Handoff failed: fills its reservation (even when an earlier Handoff of the type failed
    /// within the deduplication window), or is queued unless it is a duplicate.
    private mutating func failToContinue(
        _ type: String, message: String, at now: LaunchClock.Instant, into output: inout Output
    ) {
        supersedeRestoration(into: &output)
        let input = Self.placeholder(type)
        let key = DeduplicationKey.continuationFailure(activityType: type)
        let reserved = reservation(for: type)
        if isPending(key) || (reserved == nil && wasDelivered(key)) {
            output.drops.append(LaunchInput.Drop(input: input, channel: .callback, reason: .duplicate, receivedAt: now))
            return
        }
        let entry = Entry(
            kind: .outcome(Self.continuationFailed(message), key), input: input, channel: .callback, receivedAt: now)
        if let reserved {
            entries[reserved] = entry
        } else {
            append(entry, into: &output)
        }
    }

    // MARK: Buffer

    /// Fails the Handoff reservations whose timeout has passed and forgets old deduplication records.
    mutating func expire(at now: LaunchClock.Instant) {
        recent.removeAll { $0.until <= now }
        for index in entries.indices {
            guard case .awaitingActivity(let deadline) = entries[index].kind, deadline <= now,
                case .userActivity(let activity) = entries[index].input.kind
            else { continue }
            let type = activity.activityType
            let message =
                "the Handoff activity \"\(type)\" did not arrive within \(Self.format(seconds: configuration.handoffTimeout))"
            entries[index].kind = .outcome(Self.continuationFailed(message), .continuationFailure(activityType: type))
        }
    }

    /// Delivers, if the app is ready, every pending outcome up to the first Handoff reservation.
    private mutating func drain(at now: LaunchClock.Instant, into output: inout Output) {
        guard isReady else { return }
        while let entry = entries.first {
            let outcome: RouteOutcome<Route>
            switch entry.kind {
            case .awaitingActivity:
                return
            case .outcome(let resolved, let key):
                outcome = resolved
                recent.append((key, now.advanced(by: configuration.deduplicationInterval)))
                if recent.count > Self.recentLimit { recent.removeFirst(recent.count - Self.recentLimit) }
            case .restoration(let resolved):
                outcome = resolved
            }
            entries.removeFirst()
            output.deliveries.append(
                LaunchDelivery(
                    input: entry.input, outcome: outcome, channel: entry.channel, receivedAt: entry.receivedAt))
        }
    }

    /// Queues an entry, dropping the oldest ones past the capacity.
    private mutating func append(_ entry: Entry, into output: inout Output) {
        entries.append(entry)
        let excess = entries.count - max(configuration.capacity, 1)
        guard excess > 0 else { return }
        output.drops += entries.prefix(excess).map { $0.drop(.overflow) }
        entries.removeFirst(excess)
    }

    /// Puts deliveries that were handed out but not yet made back at the head of the queue, in
    /// order: for a host whose handler changes readiness in the middle of a batch.
    mutating func requeue(_ deliveries: some Collection<LaunchDelivery<Route>>) {
        let restored = deliveries.map { delivery -> Entry in
            let kind: Entry.Kind
            if delivery.channel == .stateRestoration {
                kind = .restoration(delivery.outcome)
            } else if delivery.outcome.reason?.code == .continuationFailed,
                case .userActivity(let activity) = delivery.input.kind
            {
                kind = .outcome(delivery.outcome, .continuationFailure(activityType: activity.activityType))
            } else {
                kind = .outcome(delivery.outcome, DeduplicationKey(delivery.input, channel: delivery.channel))
            }
            return Entry(kind: kind, input: delivery.input, channel: delivery.channel, receivedAt: delivery.receivedAt)
        }
        // They were not delivered after all: forget the records `drain` made for them, lest the
        // bound drop one and its next copy be taken for a duplicate of an input never shown.
        for entry in restored {
            guard case .outcome(_, let key) = entry.kind, let record = recent.lastIndex(where: { $0.key == key }) else {
                continue
            }
            recent.remove(at: record)
        }
        entries.insert(contentsOf: restored, at: 0)
    }

    private mutating func supersedeRestoration(into output: inout Output) {
        entries.removeAll { entry in
            guard entry.isRestoration else { return false }
            output.drops.append(entry.drop(.superseded))
            return true
        }
    }

    /// Whether an input with this key waits for delivery.
    private func isPending(_ key: DeduplicationKey) -> Bool {
        entries.contains { entry in
            if case .outcome(_, let pending) = entry.kind { return pending.matches(key) }
            return false
        }
    }

    /// Whether an input with this key was delivered within the deduplication interval.
    private func wasDelivered(_ key: DeduplicationKey) -> Bool {
        recent.contains { $0.key.matches(key) }
    }

    /// The first Handoff reservation for an activity type.
    private func reservation(for type: String) -> Int? {
        entries.firstIndex { entry in
            guard case .awaitingActivity = entry.kind, case .userActivity(let activity) = entry.input.kind else {
                return false
            }
            return activity.activityType == type
        }
    }

    private static var recentLimit: Int { 256 }

    static func placeholder(_ type: String) -> LaunchInput {
        .userActivity(.init(activityType: type))
    }

    static func continuationFailed(_ message: String) -> RouteOutcome<Route> {
        .unmatched(OutcomeReason(code: .continuationFailed, message: message))
    }

    /// `30 seconds`, `1 second`, `0.5 seconds`.
    static func format(seconds: Double) -> String {
        let number = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : String(seconds)
        return number + (seconds == 1 ? " second" : " seconds")
    }
}
