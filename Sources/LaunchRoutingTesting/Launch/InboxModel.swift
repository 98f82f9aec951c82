import LaunchRouting

/// The launch inbox as `docs/launch-lifecycle.md` states it, in as few lines as it can be: the
/// model P6 compares an inbox against.
///
/// Inputs that arrive together are taken in ``LaunchOptions/inputs`` order; each is queued unless
/// the same input (by ``InputIdentity``) is pending or was delivered since the last disconnection;
/// a Handoff type at connection reserves a place after the connection's activities, filled by the
/// first activity of its type or by a failure; past the capacity the oldest entry gives way; when
/// ready, everything up to the first reservation is delivered. Time is left out: schedules run
/// within every time window of the inbox (deduplication, Handoff timeout).
struct InboxModel: Sendable {
    enum Entry: Sendable {
        case input(LaunchInput, InputIdentity, LaunchChannel)
        case failure(type: String)
        case reservation(type: String)
    }

    enum Key: Hashable, Sendable {
        case input(InputIdentity)
        case failure(String)
    }

    struct Delivery: Sendable {
        var input: LaunchInput
        var channel: LaunchChannel
        /// A Handoff that failed: its outcome is `continuationFailed`, not the router's.
        var isFailure: Bool
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
        case .connect(let options, _, _):
            let batch = options.inputs
            let split = batch.firstIndex { input in
                if case .openURL = input { return false }
                if case .userActivity = input { return false }
                return true
            } ?? batch.endIndex
            for input in batch[..<split] { accept(input, .connectionOptions) }
            if let type = options.handoffUserActivityType,
                !batch.contains(where: { if case .userActivity(let activity) = $0 { return activity.activityType == type } else { return false } }),
                reservation(type) == nil
            {
                append(.reservation(type: type))
            }
            for input in batch[split...] { accept(input, .connectionOptions) }
        case .receive(let input):
            accept(input, .callback)
        case .openURLContexts(let contexts):
            for input in LaunchOptions(urlContexts: contexts).inputs { accept(input, .callback) }
        case .failToContinue(let type, _):
            if !isDuplicate(.failure(type)) {
                if let index = reservation(type) {
                    entries[index] = .failure(type: type)
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
                deliveries.append(Delivery(input: .userActivity(.init(activityType: type)), channel: .callback, isFailure: true))
            }
            entries.removeFirst()
        }
        return deliveries
    }

    private mutating func accept(_ input: LaunchInput, _ channel: LaunchChannel) {
        let identity = identity(input)
        guard !isDuplicate(.input(identity)) else { return }
        if case .userActivity(let activity) = input, let index = reservation(activity.activityType) {
            entries[index] = .input(input, identity, channel)
        } else {
            append(.input(input, identity, channel))
        }
    }

    private mutating func append(_ entry: Entry) {
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    }

    private func isDuplicate(_ key: Key) -> Bool {
        delivered.contains(key) || entries.contains { entry in
            switch entry {
            case .input(_, let identity, _): return key == .input(identity)
            case .failure(let type): return key == .failure(type)
            case .reservation: return false
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
