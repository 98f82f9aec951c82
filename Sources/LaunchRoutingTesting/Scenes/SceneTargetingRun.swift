@_spi(Fuzzing) import LaunchRouting

/// What a scene coordinator was handed and decided in one ``MultiSceneRun``: what was delivered,
/// what the coordinator decided, and anything it did that no coordinator may (show in a scene
/// that is not connected).
struct SceneTargetingRun<Route: Sendable & Equatable> {
    var delivered: [LaunchDelivery<Route>] = []
    var decisions: [LaunchScenes<Route>.Decision] = []
    var faults: [String] = []
    /// Where each delivery is in `delivered`, by the instant it was received (several for one
    /// connection's options).
    var indexByInstant: [Double: [Int]] = [:]

    init() {}

    /// Adds `delivery` to what the scenes delivered.
    mutating func record(_ delivery: LaunchDelivery<Route>) {
        indexByInstant[delivery.receivedAt.seconds, default: []].append(delivered.count)
        delivered.append(delivery)
    }

    /// The index of `delivery` among the deliveries, or `nil` for one that was never delivered:
    /// the first delivered at its instant that is equal to it.
    func index(of delivery: LaunchDelivery<Route>) -> Int? {
        indexByInstant[delivery.receivedAt.seconds]?.first { delivered[$0] == delivery }
    }

    /// Whether `other` decided the same as this run, delivery by delivery, whatever the channels.
    func decidesAlike(_ other: SceneTargetingRun) -> Bool {
        guard decisions.count == other.decisions.count else { return false }
        func same(_ lhs: LaunchDelivery<Route>, _ rhs: LaunchDelivery<Route>) -> Bool {
            lhs.receivedAt == rhs.receivedAt && lhs.input == rhs.input
        }
        return zip(decisions, other.decisions).allSatisfy { pair in
            switch pair {
            case (.show(let lhs, let first), .show(let rhs, let second)): first == second && same(lhs, rhs)
            case (.activate(let first), .activate(let second)): first == second
            case (.open(let first), .open(let second)): first == second
            case (.dropped(let lhs, let first), .dropped(let rhs, let second)): first == second && same(lhs, rhs)
            default: false
            }
        }
    }

    /// The decisions in words, a delivery named by its place in the run, not its channel: what
    /// must be the same when the channels or the order of the first connections change.
    var rendered: [String] {
        decisions.map { decision in
            switch decision {
            case .show(let delivery, let scene): "show #\(index(of: delivery).map(String.init) ?? "?") in \(scene)"
            case .activate(let scene): "activate \(scene)"
            case .open(let request): "open a scene (request \(request.id)) for \(request.content ?? "no content")"
            case .dropped(let delivery, let reason):
                "drop #\(index(of: delivery).map(String.init) ?? "?") (\(reason))"
            }
        }
    }

    /// ``rendered``, one line: `none` when the coordinator decided nothing.
    var renderedDecisions: String {
        rendered.isEmpty ? "none" : rendered.joined(separator: "; ")
    }
}
