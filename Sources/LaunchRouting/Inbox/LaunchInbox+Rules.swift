/// The rules of ``LaunchInbox``, event by event: taking a connection's inputs and each later one
/// (Handoff reservations, duplicates, the restoration activity), then the buffer (timeouts,
/// delivery when ready, deduplication records, capacity).
extension LaunchInbox {
    // MARK: Events

    mutating func connect(
        _ options: LaunchOptions,
        restoration: LaunchInput.UserActivity?,
        legacy: LaunchOptions.Legacy?,
        at now: LaunchClock.Instant,
        into output: inout Output
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
            accept(input, url: url, from: channel, at: now, into: &output)
        }
        for (type, channel) in awaited where reservation(for: type) == nil {
            supersedeRestoration(into: &output)
            let deadline = now.advanced(by: configuration.handoffTimeout)
            let entry = Entry(
                kind: .awaitingActivity(deadline: deadline), input: .handoffPlaceholder(type), channel: channel,
                receivedAt: now)
            append(entry, into: &output)
        }
        for (input, channel, url) in batch[split...] {
            let outcome = accept(input, url: url, from: channel, at: now, into: &output)
            // The first quick action is the scene's, else the legacy one: its outcome answers,
            // or, dropped as a copy, it is resolved once to answer.
            if case .shortcutItem = input.kind, output.shortcutHandled == nil {
                output.shortcutHandled = (outcome ?? router.resolve(input)).route != nil
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
    mutating func accept(
        _ input: LaunchInput, url: ReceivedURL? = nil, from channel: LaunchInput.Channel, at now: LaunchClock.Instant,
        into output: inout Output
    ) -> RouteOutcome<Route>? {
        supersedeRestoration(into: &output)
        var identity = InboxIdentity(input, channel: channel, url: url)
        let reserved: Int? =
            if case .userActivity(let activity) = input.kind { reservation(for: activity.activityType) } else { nil }
        if isPending(&identity) || (reserved == nil && wasDelivered(&identity)) {
            output.drops.append(LaunchInput.Drop(input: input, channel: channel, reason: .duplicate, receivedAt: now))
            return nil
        }
        let outcome = router.resolve(input, received: url)
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
    mutating func failToContinue(
        _ type: String, message: String, at now: LaunchClock.Instant, into output: inout Output
    ) {
        supersedeRestoration(into: &output)
        let input = LaunchInput.handoffPlaceholder(type)
        var identity = InboxIdentity(continuationFailureOf: type)
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
            entries[index].kind = .outcome(Self.continuationFailed(message), InboxIdentity(continuationFailureOf: type))
        }
    }

    /// Delivers, if the app is ready, every pending outcome up to the first Handoff reservation.
    mutating func drain(at now: LaunchClock.Instant, into output: inout Output) {
        guard isReady else { return }
        while !entries.isEmpty, !entries[0].isAwaitingActivity {
            let entry = entries.removeFirst()
            switch entry.kind {
            case .outcome(let outcome, let identity):
                remember(identity, deliveredAt: now)
                output.deliveries.append(entry.delivery(of: outcome))
            case .restoration(let outcome):
                output.deliveries.append(entry.delivery(of: outcome))
            case .awaitingActivity:
                return
            }
        }
    }

    /// Records a delivery: a copy of it is a duplicate until the deduplication interval has passed.
    private mutating func remember(_ identity: InboxIdentity, deliveredAt now: LaunchClock.Instant) {
        recent.append((identity, now.advanced(by: configuration.deduplicationInterval)))
        if recent.count > Self.recentLimit { recent.removeFirst(recent.count - Self.recentLimit) }
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
    /// order: for a controller whose handler changes readiness in the middle of a batch.
    public mutating func requeue(_ deliveries: ArraySlice<LaunchDelivery<Route>>) {
        let restored = deliveries.map { delivery -> Entry in
            let kind: Entry.Kind
            if delivery.channel == .stateRestoration {
                kind = .restoration(delivery.outcome)
            } else if case .unmatched(let reason) = delivery.outcome, reason.code == .continuationFailed,
                case .userActivity(let activity) = delivery.input.kind
            {
                kind = .outcome(delivery.outcome, InboxIdentity(continuationFailureOf: activity.activityType))
            } else {
                kind = .outcome(delivery.outcome, InboxIdentity(delivery.input, channel: delivery.channel))
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
    private mutating func isPending(_ identity: inout InboxIdentity) -> Bool {
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
    private mutating func wasDelivered(_ identity: inout InboxIdentity) -> Bool {
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

    static func continuationFailed(_ message: String) -> RouteOutcome<Route> {
        .unmatched(OutcomeReason(code: .continuationFailed, message: message))
    }

    /// `30 seconds`, `1 second`, `0.5 seconds`.
    static func format(seconds: Double) -> String {
        let number = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int64(seconds)) : String(seconds)
        return number + (seconds == 1 ? " second" : " seconds")
    }
}
