@_spi(Fuzzing) import LaunchRouting

/// The launch inbox as `docs/launch-lifecycle.md` states it, in as few lines as it can be: the
/// model P6 compares an inbox against.
///
/// Inputs that arrive together are taken in ``LaunchOptions/inputs`` order; each is queued unless
/// the same input (by ``InputIdentity``) is pending or was delivered since the last disconnection;
/// a Handoff type at connection reserves a place after the connection's activities, filled by the
/// first activity of its type or by a failure, unless a copy of it is still pending (a copy
/// delivered before the reservation does not count); past the capacity the oldest entry gives way; when
/// ready, everything up to the first reservation is delivered. The state-restoration activity is
/// queued only when no external input came with or before it, and any later external input, or a
/// disconnection, drops it. Time is left out: schedules run within every time window of the inbox
/// (deduplication, Handoff timeout).
struct InboxModel: Sendable {
    enum Entry: Sendable {
        case input(LaunchInput, InputIdentity, LaunchInput.Channel)
        case failure(type: String)
        case reservation(type: String)
        case restoration(LaunchInput.UserActivity)
    }

    enum Key: Hashable, Sendable {
        case input(InputIdentity)
        case failure(String)
    }

    struct Delivery: Sendable {
        var input: LaunchInput
        var channel: LaunchInput.Channel
        /// A Handoff that failed: its outcome is `continuationFailed`, not the router's.
        var isFailure: Bool
        /// The state-restoration activity: its outcome is `restorationActivity`, not the router's.
        var isRestoration = false
    }

    let capacity: Int
    let identity: @Sendable (LaunchInput) -> InputIdentity
    var isReady = false
    var entries: [Entry] = []
    var delivered: Set<Key> = []

    init(capacity: Int, identity: @escaping @Sendable (LaunchInput) -> InputIdentity) {
        self.capacity = max(capacity, 1)
        self.identity = identity
    }

    mutating func handle(_ event: LaunchEvent) -> [Delivery] {
        switch event {
        case .connect(let options, let restoration, _):
            let batch = options.inputs
            let split = Self.handoffPlace(in: batch)
            for input in batch[..<split] { accept(input, .connectionOptions) }
            let awaited = options.handoffUserActivityType.flatMap { type in
                batch.contains(where: {
                    if case .userActivity(let activity) = ($0).kind {
                        return activity.activityType == type
                    } else {
                        return false
                    }
                })
                    ? nil : type
            }
            if let awaited, reservation(awaited) == nil {
                supersedeRestoration()
                append(.reservation(type: awaited))
            }
            for input in batch[split...] { accept(input, .connectionOptions) }
            if let restoration {
                let external =
                    !batch.isEmpty || awaited != nil
                    || entries.contains { if case .restoration = $0 { false } else { true } }
                if !external { append(.restoration(restoration)) }
            }
        case .receive(let input):
            accept(input, .callback)
        case .openURLContexts(let contexts):
            for input in LaunchOptions(urlContexts: contexts).inputs { accept(input, .callback) }
        case .failToContinue(let type, _):
            supersedeRestoration()
            let reserved = reservation(type)
            if !isPending(.failure(type)), reserved != nil || !delivered.contains(.failure(type)) {
                if let reserved {
                    entries[reserved] = .failure(type: type)
                } else {
                    append(.failure(type: type))
                }
            }
        case .ready:
            isReady = true
        case .notReady:
            isReady = false
        case .disconnect:
            isReady = false
            delivered.removeAll()
            supersedeRestoration()
        case .tick:
            break
        }
        var deliveries: [Delivery] = []
        while isReady, let entry = entries.first {
            switch entry {
            case .reservation:
                return deliveries
            case .input(let input, let identity, let channel):
                delivered.insert(.input(identity))
                deliveries.append(Delivery(input: input, channel: channel, isFailure: false))
            case .failure(let type):
                delivered.insert(.failure(type))
                deliveries.append(
                    Delivery(input: .userActivity(.init(activityType: type)), channel: .callback, isFailure: true))
            case .restoration(let activity):
                deliveries.append(
                    Delivery(
                        input: .userActivity(activity), channel: .stateRestoration, isFailure: false,
                        isRestoration: true))
            }
            entries.removeFirst()
        }
        return deliveries
    }

    /// ``handle(_:)`` as `LaunchInboxController` delivers the event, its handler doing `action`:
    /// once it has taken `action.after` deliveries it sends the action's events, which wait behind
    /// the delivery; while any waits, the rest of a batch goes back to the head of the queue.
    /// The events the handler sent are added to `sent` (none when the action never fires: the
    /// event made fewer deliveries).
    mutating func handle(
        _ event: LaunchEvent, action: LaunchSchedule.HandlerAction?, sent: inout [LaunchEvent]
    ) -> [Delivery] {
        var action = action
        var waiting: [LaunchEvent] = []
        var taken: [Delivery] = []
        var next: LaunchEvent? = event
        while let current = next {
            let batch = handle(current)
            for index in batch.indices {
                taken.append(batch[index])
                if let pending = action, taken.count == pending.after {
                    waiting += pending.events
                    sent += pending.events
                    action = nil
                }
                if !waiting.isEmpty, index + 1 < batch.endIndex {
                    requeue(batch[(index + 1)...])
                    break
                }
            }
            next = waiting.isEmpty ? nil : waiting.removeFirst()
        }
        return taken
    }

    /// Where an announced Handoff's activity takes its place among a connection's inputs in
    /// canonical order: after the URL contexts and the activities.
    static func handoffPlace(in inputs: [LaunchInput]) -> Int {
        inputs.firstIndex { $0.urlContext == nil && $0.userActivity == nil } ?? inputs.endIndex
    }

    /// Puts deliveries handed out but not made back at the head of the queue, as
    /// `LaunchInboxController` does when its handler changes readiness in the middle of a batch.
    mutating func requeue(_ rest: some Collection<Delivery>) {
        let restored = rest.map { delivery -> Entry in
            if delivery.isRestoration, case .userActivity(let activity) = delivery.input.kind {
                return .restoration(activity)
            }
            if delivery.isFailure, case .userActivity(let activity) = delivery.input.kind {
                delivered.remove(.failure(activity.activityType))
                return .failure(type: activity.activityType)
            }
            let identity = identity(delivery.input)
            delivered.remove(.input(identity))
            return .input(delivery.input, identity, delivery.channel)
        }
        entries.insert(contentsOf: restored, at: 0)
    }

    private mutating func supersedeRestoration() {
        entries.removeAll { if case .restoration = $0 { true } else { false } }
    }

    private mutating func accept(_ input: LaunchInput, _ channel: LaunchInput.Channel) {
        supersedeRestoration()
        let identity = identity(input)
        let reserved: Int? =
            if case .userActivity(let activity) = input.kind { reservation(activity.activityType) } else { nil }
        guard !isPending(.input(identity)), reserved != nil || !delivered.contains(.input(identity)) else { return }
        if let reserved {
            entries[reserved] = .input(input, identity, channel)
        } else {
            append(.input(input, identity, channel))
        }
    }

    private mutating func append(_ entry: Entry) {
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    private func isPending(_ key: Key) -> Bool {
        entries.contains { entry in
            switch entry {
            case .input(_, let identity, _): return key == .input(identity)
            case .failure(let type): return key == .failure(type)
            case .reservation, .restoration: return false
            }
        }
    }

    private func reservation(_ type: String) -> Int? {
        entries.firstIndex { entry in
            if case .reservation(let reserved) = entry { return reserved == type }
            return false
        }
    }
}
