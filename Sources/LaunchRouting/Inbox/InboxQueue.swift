/// The bookkeeping of ``LaunchInbox``: its pending entries, Handoff reservations and
/// deduplication records, and every rule of delivery, with no generic parameter.
///
/// The inbox resolves its inputs through the closure each event is handled with and holds their
/// outcomes as ``HeldOutcome``s: everything else it does is the same for every route type, so
/// it is compiled once, as concrete code, and an app's module that calls it unspecialised looks
/// up no type metadata for it (docs/performance.md, "The app's path").
@usableFromInline struct InboxQueue: Sendable {
    /// Gives an input's outcome; from the URL's parse (the second argument) when there is one.
    @usableFromInline typealias Resolve = (LaunchInput, ReceivedURL?) -> HeldOutcome

    /// At most this many outcomes wait (at least one).
    let capacity: Int
    /// How long after its delivery a copy of an input is dropped, in seconds.
    let deduplicationInterval: Double
    /// How long a Handoff announced at connection holds its place, in seconds.
    let handoffTimeout: Double
    /// Whether the scene is connected.
    var isConnected = false
    /// Whether outcomes are delivered as they arrive.
    var isReady = false

    /// Pending outcomes, Handoff reservations and the restoration activity, in delivery order.
    var entries: [Entry] = []
    /// Inputs delivered recently, and until when a copy of each is a duplicate.
    var recent: [(identity: Identity, until: LaunchClock.Instant)] = []

    init(capacity: Int, deduplicationInterval: Double, handoffTimeout: Double) {
        self.capacity = capacity
        self.deduplicationInterval = deduplicationInterval
        self.handoffTimeout = handoffTimeout
    }

    /// The earliest instant at which a pending Handoff times out, if one is pending.
    var nextDeadline: LaunchClock.Instant? {
        entries.compactMap { entry -> LaunchClock.Instant? in
            if case .awaitingActivity(let deadline) = entry.kind { return deadline }
            return nil
        }.min()
    }

    /// ``LaunchInbox/handle(_:at:)``, with `resolve` giving an input's outcome (from its URL's
    /// parse, when the inbox made one).
    mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant, resolve: Resolve) -> Output {
        var output = Output()
        expire(at: now)
        switch event {
        case .connect(let options, let restoration, let legacy):
            connect(options, restoration: restoration, legacy: legacy, at: now, into: &output, resolve: resolve)
        case .receive(let input):
            // Resolved once: the outcome queued answers too; a duplicate, dropped unresolved, now.
            let routes =
                (accept(input, from: .callback, at: now, into: &output, resolve: resolve) ?? resolve(input, nil)).routes
            output.receivedRoutes = routes
            if case .shortcutItem = input.kind { output.shortcutHandled = routes }
        case .openURLContexts(let contexts):
            for (input, _, url) in CanonicalOrder.sorted(contexts.map { (input: LaunchInput.openURL($0), tag: ()) }) {
                accept(input, url: url, from: .callback, at: now, into: &output, resolve: resolve)
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

    // MARK: Events

    private mutating func connect(
        _ options: LaunchOptions,
        restoration: LaunchInput.UserActivity?,
        legacy: LaunchOptions.Legacy?,
        at now: LaunchClock.Instant,
        into output: inout Output,
        resolve: Resolve
    ) {
        isConnected = true
        // Each kind in canonical order, the scene's own inputs before the legacy ones: when the
        // same input comes both ways, the scene's copy (with its identifiers) is the one delivered.
        var batch = CanonicalOrder.sorted(options.inputs(tagged: LaunchInput.Channel.connectionOptions))
        if let legacyInputs = legacy?.inputs, !legacyInputs.isEmpty {
            // Already in canonical order without them (the usual case): a stable sort by kind.
            var merged = batch
            for input in legacyInputs { merged.append((input, .legacyLaunchOptions, nil)) }
            let ranks = merged.map { CanonicalOrder.rank(of: $0.input) }
            batch = merged.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { merged[$0] }
        }

        // Activity types still to arrive, unless the batch already holds an activity of the type.
        var awaited: [(type: String, channel: LaunchInput.Channel)] = []
        for (type, channel) in [
            (options.handoffUserActivityType, LaunchInput.Channel.connectionOptions),
            (legacy?.awaitedActivityType, .legacyLaunchOptions),
        ] {
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
            accept(input, url: url, from: channel, at: now, into: &output, resolve: resolve)
        }
        for (type, channel) in awaited where reservation(for: type) == nil {
            supersedeRestoration(into: &output)
            let deadline = now.advanced(by: handoffTimeout)
            let entry = Entry(
                kind: .awaitingActivity(deadline: deadline), input: Self.placeholder(type), channel: channel,
                receivedAt: now)
            append(entry, into: &output)
        }
        for (input, channel, url) in batch[split...] {
            let outcome = accept(input, url: url, from: channel, at: now, into: &output, resolve: resolve)
            // The first quick action is the scene's, else the legacy one: its outcome answers,
            // or, dropped as a copy, it is resolved once to answer.
            if case .shortcutItem = input.kind, output.shortcutHandled == nil {
                output.shortcutHandled = (outcome ?? resolve(input, nil)).routes
            }
        }
        if let restoration {
            let entry = Entry(
                kind: .restoration(.unmatched(.restorationActivity(restoration.activityType))),
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
    /// A URL the canonical order tokenized (`url`) gives its key and its route alike; otherwise
    /// its key is worked out only when it is compared with an input of its family, and its route
    /// from its text, on the fast path when it is clean.
    /// Queues `input` with its outcome, which it returns, or drops it as a duplicate (`nil`).
    @discardableResult
    private mutating func accept(
        _ input: LaunchInput, url: ReceivedURL? = nil, from channel: LaunchInput.Channel, at now: LaunchClock.Instant,
        into output: inout Output, resolve: Resolve
    ) -> HeldOutcome? {
        supersedeRestoration(into: &output)
        var identity = Identity(input, channel: channel, url: url)
        let reserved: Int? =
            if case .userActivity(let activity) = input.kind { reservation(for: activity.activityType) } else { nil }
        if isPending(&identity) || (reserved == nil && wasDelivered(&identity)) {
            output.drops.append(LaunchInput.Drop(input: input, channel: channel, reason: .duplicate, receivedAt: now))
            return nil
        }
        let outcome = resolve(input, url)
        let entry = Entry(kind: .outcome(outcome, identity), input: input, channel: channel, receivedAt: now)
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
        var identity = Identity(continuationFailureOf: type)
        let reserved = reservation(for: type)
        if isPending(&identity) || (reserved == nil && wasDelivered(&identity)) {
            output.drops.append(LaunchInput.Drop(input: input, channel: .callback, reason: .duplicate, receivedAt: now))
            return
        }
        let entry = Entry(
            kind: .outcome(Self.continuationFailed(message), identity), input: input, channel: .callback,
            receivedAt: now)
        if let reserved {
            entries[reserved] = entry
        } else {
            append(entry, into: &output)
        }
    }

    // MARK: Delivery at once

    /// Whether an input received now would be delivered as soon as it is resolved: the app is
    /// ready and nothing waits before it (no outcome, Handoff reservation or restoration activity).
    var deliversAtOnce: Bool { isReady && entries.isEmpty }

    /// `handle(.receive(input), at: now)` when ``deliversAtOnce``, for a caller that resolves
    /// and delivers the input itself: every rule `handle` applies still applies (the deduplication
    /// window expires at `now`, the input is a duplicate of a copy delivered within it), and what
    /// is left of `handle` (queue, resolve, drain) comes down to recording the delivery.
    ///
    /// - Returns: The drop when `input` is a duplicate; otherwise `nil`, and `input` is recorded
    ///   as delivered at `now`.
    mutating func deliverAtOnce(_ input: LaunchInput, at now: LaunchClock.Instant) -> LaunchInput.Drop? {
        expire(at: now)
        var identity = Identity(input, channel: .callback)
        if wasDelivered(&identity) {
            return LaunchInput.Drop(input: input, channel: .callback, reason: .duplicate, receivedAt: now)
        }
        remember(identity, deliveredAt: now)
        return nil
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
                "the Handoff activity \"\(type)\" did not arrive within \(Self.format(seconds: handoffTimeout))"
            entries[index].kind = .outcome(Self.continuationFailed(message), Identity(continuationFailureOf: type))
        }
    }

    /// Delivers, if the app is ready, every pending outcome up to the first Handoff reservation.
    private mutating func drain(at now: LaunchClock.Instant, into output: inout Output) {
        guard isReady else { return }
        // Room for the whole batch at once, rather than grown an input at a time (a cold launch
        // grew both arrays twice).
        let batch = entries.firstIndex { $0.isAwaitingActivity } ?? entries.endIndex
        if output.deliveries.isEmpty { output.deliveries.reserveCapacity(batch) }
        if recent.isEmpty { recent.reserveCapacity(batch) }
        // Each entry moved out of the queue, not copied: a copy was a tenth of the warm path.
        while !entries.isEmpty, !entries[0].isAwaitingActivity {
            let entry = entries.removeFirst()
            switch entry.kind {
            case .outcome(let outcome, let identity):
                remember(identity, deliveredAt: now)
                output.deliveries.append(Delivery(entry, outcome: outcome))
            case .restoration(let outcome):
                output.deliveries.append(Delivery(entry, outcome: outcome))
            case .awaitingActivity:
                return
            }
        }
    }

    /// Records a delivery: a copy of it is a duplicate until the deduplication interval has passed.
    private mutating func remember(_ identity: Identity, deliveredAt now: LaunchClock.Instant) {
        recent.append((identity, now.advanced(by: deduplicationInterval)))
        if recent.count > Self.recentLimit { recent.removeFirst(recent.count - Self.recentLimit) }
    }

    /// Queues an entry, dropping the oldest ones past the capacity.
    private mutating func append(_ entry: Entry, into output: inout Output) {
        entries.append(entry)
        let excess = entries.count - max(capacity, 1)
        guard excess > 0 else { return }
        output.drops += entries.prefix(excess).map { $0.drop(.overflow) }
        entries.removeFirst(excess)
    }

    /// Puts deliveries that were handed out but not yet made back at the head of the queue, in
    /// order: for a host whose handler changes readiness in the middle of a batch.
    mutating func requeue(_ deliveries: ArraySlice<Delivery>) {
        let restored = deliveries.map { delivery -> Entry in
            let kind: Entry.Kind
            if delivery.channel == .stateRestoration {
                kind = .restoration(delivery.outcome)
            } else if case .unmatched(let reason) = delivery.outcome, reason.code == .continuationFailed,
                case .userActivity(let activity) = delivery.input.kind
            {
                kind = .outcome(delivery.outcome, Identity(continuationFailureOf: activity.activityType))
            } else {
                kind = .outcome(delivery.outcome, Identity(delivery.input, channel: delivery.channel))
            }
            return Entry(kind: kind, input: delivery.input, channel: delivery.channel, receivedAt: delivery.receivedAt)
        }
        // They were not delivered after all: forget the records `drain` made for them, lest the
        // bound drop one and its next copy be taken for a duplicate of an input never shown.
        for entry in restored {
            guard case .outcome(_, var identity) = entry.kind else { continue }
            for record in recent.indices.reversed() where recent[record].identity.equals(&identity) {
                recent.remove(at: record)
                break
            }
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

    /// Whether a copy of the input waits for delivery. Keys worked out on the way are kept.
    private mutating func isPending(_ identity: inout Identity) -> Bool {
        for index in entries.indices {
            guard case .outcome(let outcome, var pending) = entries[index].kind else { continue }
            let wasKeyed = pending.isKeyed
            let matches = pending.matches(&identity)
            // Written back only when the comparison worked out its key: a write copies the entry.
            if pending.isKeyed != wasKeyed { entries[index].kind = .outcome(outcome, pending) }
            if matches { return true }
        }
        return false
    }

    /// Whether a copy of the input was delivered within the deduplication interval.
    private mutating func wasDelivered(_ identity: inout Identity) -> Bool {
        for index in recent.indices where recent[index].identity.matches(&identity) { return true }
        return false
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

    static func continuationFailed(_ message: String) -> HeldOutcome {
        .unmatched(OutcomeReason(code: .continuationFailed, message: message))
    }

    /// `30 seconds`, `1 second`, `0.5 seconds`.
    static func format(seconds: Double) -> String {
        let number = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : String(seconds)
        return number + (seconds == 1 ? " second" : " seconds")
    }
}
