@_spi(Fuzzing) import LaunchRouting

/// One run of a ``SceneTargetingSchedule`` through a scene coordinator: what was delivered, what the
/// coordinator decided, and anything it did that no coordinator may (show in a scene that is not
/// connected).
struct SceneTargetingRun<Route: Sendable & Equatable> {
    var delivered: [LaunchDelivery<Route>] = []
    var decisions: [LaunchScenes<Route>.Decision] = []
    var faults: [String] = []
    /// Where each delivery is in `delivered`, by the instant it was received: one a step here,
    /// several of one connection's options in `LaunchScenesOracle`'s runs.
    var indexByInstant: [Double: [Int]] = [:]

    /// An empty run, for a driver that records its own deliveries and decisions.
    init() {}

    /// Runs `schedule`, whose inputs resolve to `outcomes`, on a coordinator from `subject` with
    /// `targeting` and `deduplicationInterval`; with `reversed`, the
    /// scenes connected at the start connect in the opposite order; with `flipped`, every cold
    /// delivery is warm and every warm one cold. At the end, every open request gets its scene,
    /// every scene is ready, and a scene connects if none is, so that nothing waits for good.
    init(
        _ schedule: SceneTargetingSchedule, subject: SceneSubject<Route>, targeting: LaunchScenes<Route>.Targeting,
        outcomes: [RouteOutcome<Route>], deduplicationInterval: Double, reversed: Bool = false, flipped: Bool = false
    ) {
        var scenes = subject.make(targeting, deduplicationInterval)
        var connected: Set<SceneIdentifier> = []
        var openRequests: [SceneRequest] = []
        var time = 0.0
        var contents: [String] = []
        for outcome in outcomes {
            if let content = outcome.route.flatMap(targeting.content), !contents.contains(content) {
                contents.append(content)
            }
        }
        func content(_ index: Int?) -> String? {
            index.map { $0 < contents.count ? contents[$0] : "other content \($0)" }
        }
        func name(_ scene: Int) -> SceneIdentifier { SceneIdentifier("S\(scene)") }
        func apply(_ event: LaunchScenes<Route>.Event) {
            for decision in scenes.handle(event) {
                decisions.append(decision)
                switch decision {
                case .open(let request): openRequests.append(request)
                case .show(_, let scene) where !connected.contains(scene):
                    faults.append("shown in \(scene), which is not connected")
                case .activate(let scene) where !connected.contains(scene):
                    faults.append("activates \(scene), which is not connected")
                default: break
                }
            }
        }
        func connect(_ scene: SceneIdentifier, showing: String?, request: SceneRequest? = nil) {
            connected.insert(scene)
            apply(.connected(scene, showing: showing, request: request))
        }

        let initial = reversed ? schedule.initial.reversed() : schedule.initial
        for (scene, index, _) in initial { connect(name(scene), showing: content(index)) }
        for (scene, _, isReady) in initial where isReady { apply(.ready(name(scene))) }
        for step in schedule.steps {
            time += 1
            switch step {
            case .deliver(let input, let scene, let cold):
                guard connected.contains(name(scene)) else { continue }
                let delivery = LaunchDelivery(
                    input: schedule.inputs[input], outcome: outcomes[input],
                    channel: cold != flipped ? .connectionOptions : .callback, receivedAt: .seconds(time))
                record(delivery)
                apply(.delivered(delivery, by: name(scene)))
            case .connect(let scene, let index):
                guard !connected.contains(name(scene)) else { continue }
                connect(name(scene), showing: content(index))
            case .ready(let scene):
                if connected.contains(name(scene)) { apply(.ready(name(scene))) }
            case .notReady(let scene):
                if connected.contains(name(scene)) { apply(.notReady(name(scene))) }
            case .show(let scene, let index):
                if connected.contains(name(scene)) { apply(.showing(name(scene), content: content(index))) }
            case .connectForRequest(let scene):
                guard !connected.contains(name(scene)), !openRequests.isEmpty else { continue }
                let request = openRequests.removeFirst()
                connect(name(scene), showing: nil, request: request)
            case .failRequest:
                guard !openRequests.isEmpty else { continue }
                apply(.activationFailed(openRequests.removeFirst()))
            case .disconnect(let scene):
                if connected.remove(name(scene)) != nil { apply(.disconnected(name(scene))) }
            case .discard(let scene):
                if connected.remove(name(scene)) != nil { apply(.discarded(name(scene))) }
            case .wait:
                time += 10
            }
        }
        // Settle: a request answered by a new scene can open no other, so this ends.
        for _ in 0..<8 where !openRequests.isEmpty {
            let request = openRequests.removeFirst()
            let scene = SceneIdentifier("R\(request.id)")
            connect(scene, showing: nil, request: request)
            apply(.ready(scene))
        }
        for scene in connected.sorted() { apply(.ready(scene)) }
        if connected.isEmpty {
            connect("Z", showing: nil)
            apply(.ready("Z"))
        }
    }

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
}
