@_spi(Fuzzing) import LaunchRouting

/// Several scenes' `LaunchInboxController`s handing their deliveries to one scene coordinator, as
/// `docs/multiple-windows.md` wires an app, driven through a ``MultiSceneSchedule``: P12's run and
/// the `FuzzLaunchScenes` oracle's. Each scene's controller is driven as the harness drives one
/// (`ControllerRun`), a closed window's controller hands what it held over with the discard, and
/// every scene request is answered, or failed, by a step. Once the schedule is over, past every
/// window of time, every request gets its scene, every connected scene becomes ready, a window
/// that disconnected never comes back, and a scene connects if none is left. Then (``broken``):
/// - nothing is shown in, or activates, a scene that is not connected;
/// - each inbox delivered or dropped everything it received (a window's discard included);
/// - each delivery is shown exactly once or dropped as a copy of one shown, and no input is
///   shown twice within the deduplication interval;
/// - a fresh coordinator told the same with cold and warm swapped, or with the first scenes
///   connected in the other order, decides the same.
@MainActor
struct MultiSceneRun<Route: Sendable & Equatable> {
    /// One scene session: its controller, and what went in and came out of it.
    struct Session {
        var id: SceneIdentifier
        var controller: ControllerRun<Route>
        var isConnected = false
        var events: [LaunchEvent] = []
        var deliveries: [LaunchDelivery<Route>] = []
        var drops: [LaunchInput.Drop] = []
    }

    /// What breaks when `schedule` runs on scenes whose controllers are over inboxes from `inbox`
    /// (with `configuration`'s windows) and that deliver to a coordinator from `scenes` with
    /// `targeting`: the law and the decisions, or `nil`. Without `targeting`, each route's content
    /// is its description, and content no scene shows opens a new scene when the schedule says so.
    nonisolated static func broken(
        _ schedule: MultiSceneSchedule, router: Router<Route>,
        inbox: @escaping @Sendable () -> any LaunchEventHandling<Route>,
        configuration: LaunchInboxController<Route>.Configuration, scenes: SceneSubject<Route>,
        targeting: LaunchScenes<Route>.Targeting?
    ) -> String? {
        let targeting =
            targeting
            ?? LaunchScenes.Targeting(unshownContent: schedule.opensNewScenes ? .newScene : .receivingScene) {
                "\($0)"
            }
        return onMainActor {
            var run = MultiSceneRun(
                router: router, inbox: inbox, configuration: configuration, subject: scenes, targeting: targeting,
                schedule: schedule)
            run.play()
            return run.broken()
        }
    }

    let router: Router<Route>
    let makeInbox: @Sendable () -> any LaunchEventHandling<Route>
    let configuration: LaunchInboxController<Route>.Configuration
    let schedule: MultiSceneSchedule
    var scenes: any LaunchScenesHandling<Route>
    var contents: [String] = []
    var sessions: [Session] = []
    /// The session each scene of the schedule has now, by its index in `sessions`.
    var current: [Int: Int] = [:]
    var openRequests: [SceneRequest] = []
    var run = SceneTargetingRun<Route>()
    /// What the scenes were told, in order, to tell it again with cold and warm swapped.
    var told: [LaunchScenes<Route>.Event] = []
    let subject: SceneSubject<Route>
    let targeting: LaunchScenes<Route>.Targeting
    var now = LaunchClock.Instant.seconds(0)

    init(
        router: Router<Route>, inbox: @escaping @Sendable () -> any LaunchEventHandling<Route>,
        configuration: LaunchInboxController<Route>.Configuration, subject: SceneSubject<Route>,
        targeting: LaunchScenes<Route>.Targeting, schedule: MultiSceneSchedule
    ) {
        self.router = router
        self.makeInbox = inbox
        self.configuration = configuration
        self.schedule = schedule
        self.subject = subject
        self.targeting = targeting
        scenes = subject.make(targeting, configuration.deduplicationInterval)
        for input in schedule.pool {
            if let content = router.resolve(input).route.flatMap(targeting.content), !contents.contains(content) {
                contents.append(content)
            }
        }
    }

    /// What the run broke, if anything: the law, with the decisions (a change of decisions
    /// gives both runs').
    func broken() -> String? {
        let law =
            run.faults.first
            ?? sessions.lazy.compactMap { session in
                LaunchArrivals.unaccounted(session.events, session.deliveries, session.drops).map {
                    "\(session.id)'s inbox: " + $0
                }
            }.first
            ?? Self.onceProblem(run, interval: configuration.deduplicationInterval)
        if let law { return law + "\ndecisions: " + run.renderedDecisions }
        return flippedProblem() ?? reorderedProblem()
    }

    /// Every window of the inbox, and a second more.
    var pause: Double { configuration.deduplicationInterval + configuration.handoffTimeout + 1 }

    mutating func play() {
        var waited = 0.0
        for (index, step) in schedule.steps.enumerated() {
            now = .seconds(Double(index) * schedule.interval + waited)
            if case .wait = step.action { waited += pause }
            perform(step.action, scene: step.scene)
        }
        settle(at: .seconds(Double(schedule.steps.count) * schedule.interval + waited + pause))
    }

    mutating func perform(_ action: MultiSceneSchedule.Action, scene: Int) {
        switch action {
        case .connect(let options, let restoration, let showing):
            let session = current[scene] ?? open(scene)
            if !sessions[session].isConnected { connect(session, showing: content(showing), request: nil) }
            send(.connect(options, stateRestorationActivity: restoration), to: session)
        case .connectForRequest:
            guard current[scene].map({ !sessions[$0].isConnected }) ?? true, !openRequests.isEmpty else { return }
            let session = current[scene] ?? open(scene)
            connect(session, showing: nil, request: openRequests.removeFirst())
            send(.connect(LaunchOptions()), to: session)
        case .event(let event):
            guard let session = current[scene], sessions[session].isConnected else { return }
            send(event, to: session)
        case .show(let index):
            guard let session = current[scene], sessions[session].isConnected else { return }
            apply(.showing(sessions[session].id, content: content(index)))
        case .failRequest:
            guard !openRequests.isEmpty else { return }
            apply(.activationFailed(openRequests.removeFirst()))
        case .discard:
            guard let session = current.removeValue(forKey: scene) else { return }
            if sessions[session].isConnected { send(.disconnect, to: session) }
            let output = sessions[session].controller.discard(at: now)
            sessions[session].deliveries += output.deliveries
            sessions[session].drops += output.drops
            for delivery in output.deliveries { run.record(delivery) }
            apply(.discarded(sessions[session].id, undelivered: output.deliveries))
        case .wait:
            break
        }
    }

    /// Every request gets its scene, every connected scene becomes ready, a disconnected one
    /// never comes back, and a scene connects if none is left, at `instant`, past every window.
    mutating func settle(at instant: LaunchClock.Instant) {
        now = instant
        for _ in 0..<8 {
            while !openRequests.isEmpty {
                let session = open(nil)
                connect(session, showing: nil, request: openRequests.removeFirst())
                send(.connect(LaunchOptions()), to: session)
                send(.ready, to: session)
            }
            for (scene, session) in current.sorted(by: { $0.value < $1.value }) {
                if sessions[session].isConnected {
                    send(.ready, to: session)
                } else {
                    // A window that disconnected never comes back: its inbox gives up what it
                    // held, and the scenes are told nothing more, so what waited for it must
                    // have gone elsewhere when it disconnected.
                    current[scene] = nil
                    let output = sessions[session].controller.discard(at: now)
                    sessions[session].deliveries += output.deliveries
                    sessions[session].drops += output.drops
                }
            }
            if current.isEmpty, !sessions.contains(where: \.isConnected) {
                let session = open(nil)
                connect(session, showing: nil, request: nil)
                send(.ready, to: session)
            }
            if openRequests.isEmpty { return }
        }
    }

    /// A new session for `scene`, or for a scene outside the schedule.
    mutating func open(_ scene: Int?) -> Int {
        let name: String
        if let scene {
            let earlier = sessions.filter { $0.id.rawValue.hasPrefix("S\(scene + 1)") }.count
            name = "S\(scene + 1)" + (earlier == 0 ? "" : "-\(earlier + 1)")
            current[scene] = sessions.count
        } else {
            name = "R\(sessions.count + 1)"
        }
        sessions.append(
            Session(id: SceneIdentifier(name), controller: ControllerRun(inbox: makeInbox(), router: router)))
        return sessions.count - 1
    }

    mutating func connect(_ session: Int, showing: String?, request: SceneRequest?) {
        sessions[session].isConnected = true
        apply(.connected(sessions[session].id, showing: showing, request: request))
    }

    /// An event for a session's inbox; its deliveries go to the scenes, and the scenes learn
    /// of its readiness and its disconnection after them, as the example app tells them.
    mutating func send(_ event: LaunchEvent, to session: Int) {
        sessions[session].events.append(event)
        let output = sessions[session].controller.perform(event, at: now)
        sessions[session].drops += output.drops
        sessions[session].deliveries += output.deliveries
        let id = sessions[session].id
        for delivery in output.deliveries {
            run.record(delivery)
            apply(.delivered(delivery, by: id))
        }
        switch event {
        case .ready: apply(.ready(id))
        case .notReady: apply(.notReady(id))
        case .disconnect:
            sessions[session].isConnected = false
            apply(.disconnected(id))
        default: break
        }
    }

    mutating func apply(_ event: LaunchScenes<Route>.Event) {
        told.append(event)
        for decision in scenes.handle(event) {
            run.decisions.append(decision)
            switch decision {
            case .open(let request): openRequests.append(request)
            case .show(_, let scene) where !isConnected(scene):
                run.faults.append("shown in \(scene), which is not connected")
            case .activate(let scene) where !isConnected(scene):
                run.faults.append("activates \(scene), which is not connected")
            default: break
            }
        }
    }

    /// What breaks if a fresh coordinator, told the same with every cold delivery warm and every
    /// warm one cold, decides otherwise: the channel must make no difference.
    func flippedProblem() -> String? {
        func flip(_ delivery: LaunchDelivery<Route>) -> LaunchDelivery<Route> {
            var flipped = delivery
            switch delivery.channel {
            case .connectionOptions: flipped.channel = .callback
            case .callback: flipped.channel = .connectionOptions
            default: break
            }
            return flipped
        }
        let swapped = told.map { event -> LaunchScenes<Route>.Event in
            switch event.kind {
            case .delivered(let delivery, let scene): .delivered(flip(delivery), by: scene)
            case .discarded(let scene, let undelivered): .discarded(scene, undelivered: undelivered.map(flip))
            default: event
            }
        }
        return problem(told: swapped, delivered: run.delivered.map(flip), when: "cold and warm are swapped")
    }

    /// What breaks if a fresh coordinator, told the same with the scenes that connected first
    /// (before anything else happened) connected in the other order, decides otherwise: the
    /// order the first scenes connect in must make no difference (P12).
    func reorderedProblem() -> String? {
        let start = told.prefix {
            if case .connected(_, _, .none) = $0.kind { return true }
            return false
        }
        guard start.count > 1 else { return nil }
        return problem(
            told: start.reversed() + told.dropFirst(start.count), delivered: run.delivered,
            when: "the first scenes connect in the other order")
    }

    /// What breaks if a fresh coordinator, told `events` of deliveries `delivered`, decides
    /// otherwise than this run's did.
    private func problem(
        told events: [LaunchScenes<Route>.Event], delivered: [LaunchDelivery<Route>], when words: String
    ) -> String? {
        var scenes = subject.make(targeting, configuration.deduplicationInterval)
        var other = SceneTargetingRun<Route>()
        for delivery in delivered { other.record(delivery) }
        for event in events { other.decisions += scenes.handle(event) }
        guard !other.decidesAlike(run) else { return nil }
        return "the decisions change when \(words)\nbefore: " + run.renderedDecisions
            + "\nafter:  " + other.renderedDecisions
    }

    func isConnected(_ scene: SceneIdentifier) -> Bool {
        sessions.contains { $0.id == scene && $0.isConnected }
    }

    func content(_ index: Int?) -> String? {
        index.map { $0 < contents.count ? contents[$0] : "other content \($0)" }
    }

    /// What breaks "exactly once" in `run`, if anything: a delivery shown twice, shown and
    /// dropped, never shown nor dropped; a decision about an input never delivered; one input
    /// shown in two scenes within the deduplication interval; a drop with no earlier copy.
    nonisolated static func onceProblem(_ run: SceneTargetingRun<Route>, interval: Double) -> String? {
        var shown = Array(repeating: 0, count: run.delivered.count)
        var dropped = Array(repeating: 0, count: run.delivered.count)
        for decision in run.decisions {
            switch decision {
            case .show(let delivery, _), .dropped(let delivery, _):
                guard let index = run.index(of: delivery) else {
                    return "decides about \(Render.input(delivery.input)), which no scene delivered"
                }
                if case .show = decision { shown[index] += 1 } else { dropped[index] += 1 }
            case .activate, .open: break
            }
        }
        for index in run.delivered.indices {
            let input = Render.input(run.delivered[index].input)
            switch (shown[index], dropped[index]) {
            case (1, 0), (0, 1): break
            case (0, 0): return "#\(index) \(input) is lost: never shown, never dropped"
            case (let count, 0): return "#\(index) \(input) is shown \(count) times"
            default: return "#\(index) \(input) is both shown and dropped"
            }
        }
        // A restoration activity restores the scene it came to: two scenes may restore alike.
        let shownDeliveries = run.decisions.compactMap { decision -> LaunchDelivery<Route>? in
            if case .show(let delivery, _) = decision, delivery.channel != .stateRestoration { return delivery }
            return nil
        }
        for (position, first) in shownDeliveries.enumerated() {
            for second in shownDeliveries[(position + 1)...]
            where second.input == first.input
                && abs(second.receivedAt.seconds - first.receivedAt.seconds) <= interval
            {
                return
                    "\(Render.input(first.input)) is shown twice, received \(first.receivedAt) and \(second.receivedAt)"
            }
        }
        // A copy is the same input by the inbox's key (docs/launch-lifecycle.md, §4: a link and a
        // URL context of one URL are one input, whatever they route to), or a routed one alike.
        for case .dropped(let delivery, _) in run.decisions {
            let key = DeduplicationKey(of: delivery.input, channel: delivery.channel)
            let hasCopy = run.delivered.prefix { $0 != delivery }.contains {
                delivery.receivedAt.seconds - $0.receivedAt.seconds <= interval
                    && ($0.input == delivery.input || DeduplicationKey(of: $0.input, channel: $0.channel).matches(key)
                        || ($0.route != nil && sameOutcome($0.outcome, delivery.outcome)))
            }
            if !hasCopy {
                return "\(Render.input(delivery.input)) is dropped as a copy, but no scene received it before"
            }
        }
        return nil
    }
}
