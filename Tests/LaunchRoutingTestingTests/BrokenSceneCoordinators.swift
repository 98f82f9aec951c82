@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// Scene coordinators with one realistic bug each, for P12 to catch (PlantedBugs.swift).
extension Broken {
    /// Shows a copy that another scene received again, in the scene that received it.
    struct ShowsCopiesAgain<Route: Sendable>: LaunchScenesHandling {
        var scenes: LaunchScenes<Route>

        mutating func handle(_ event: LaunchScenes<Route>.Event) -> [LaunchScenes<Route>.Decision] {
            let decisions = scenes.handle(event)
            guard case .delivered(_, let receiver) = event.kind else { return decisions }
            return decisions.map { decision in
                if case .dropped(let delivery, _) = decision { return .show(delivery, in: receiver) }
                return decision
            }
        }
    }

    /// Forgets what waits for a scene that disconnects or is discarded.
    struct LosesWhatWaitsForAGoneScene<Route: Sendable>: LaunchScenesHandling {
        var scenes: LaunchScenes<Route>

        mutating func handle(_ event: LaunchScenes<Route>.Event) -> [LaunchScenes<Route>.Decision] {
            let decisions = scenes.handle(event)
            switch event.kind {
            case .disconnected, .discarded: return []
            default: return decisions
            }
        }
    }

    /// Of the scenes that show an input's content, activates the one that connected first.
    struct PicksTheSceneThatConnectedFirst<Route: Sendable>: LaunchScenesHandling {
        var scenes: LaunchScenes<Route>
        var order: [SceneIdentifier] = []

        init(targeting: LaunchScenes<Route>.Targeting) { scenes = LaunchScenes(targeting: targeting) }

        mutating func handle(_ event: LaunchScenes<Route>.Event) -> [LaunchScenes<Route>.Decision] {
            let showing = Dictionary(uniqueKeysWithValues: scenes.connected.map { ($0.scene, $0.content) })
            switch event.kind {
            case .connected(let scene, _, _): order.append(scene)
            case .disconnected(let scene), .discarded(let scene, _): order.removeAll { $0 == scene }
            default: break
            }
            let decisions = scenes.handle(event)
            guard case .activate(let chosen)? = decisions.first, let content = showing[chosen] ?? nil,
                let first = order.first(where: { showing[$0] == content })
            else { return decisions }
            return decisions.map { decision in
                switch decision {
                case .activate(chosen): return .activate(first)
                case .show(let delivery, chosen): return .show(delivery, in: first)
                default: return decision
                }
            }
        }
    }

    /// Shows a cold input in the scene that received it, wherever its content is.
    struct KeepsColdInputsWhereTheyArrive<Route: Sendable>: LaunchScenesHandling {
        var scenes: LaunchScenes<Route>

        mutating func handle(_ event: LaunchScenes<Route>.Event) -> [LaunchScenes<Route>.Decision] {
            if case .delivered(let delivery, let scene) = event.kind, delivery.channel == .connectionOptions {
                return [.show(delivery, in: scene)]
            }
            return scenes.handle(event)
        }
    }

    /// Forgets the inputs a closed window's inbox still held, which come with its discard.
    struct ForgetsWhatAClosedSceneHeld<Route: Sendable>: LaunchScenesHandling {
        var scenes: LaunchScenes<Route>

        mutating func handle(_ event: LaunchScenes<Route>.Event) -> [LaunchScenes<Route>.Decision] {
            if case .discarded(let scene, _) = event.kind { return scenes.handle(.discarded(scene)) }
            return scenes.handle(event)
        }
    }
}
