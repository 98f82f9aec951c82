@_spi(Fuzzing) import LaunchRouting

/// The laws of several scenes' inboxes and the `LaunchScenes` they hand their deliveries to,
/// under any schedule of events: the oracle of the `FuzzLaunchScenes` fuzz target.
///
/// The bytes are the choices of a ``MultiSceneSchedule`` generator over the inputs of a
/// router's own rules. The oracle drives the app as `docs/multiple-windows.md` wires it: each
/// scene's `LaunchInboxController` (driven as the harness drives one, `ControllerRun`) delivers
/// to the one `LaunchScenes`, a closed window's controller hands what it held over with the discard, and every scene request is answered, or failed, by a step.
/// Each route's content is its description. Once the schedule is over, every request gets its
/// scene, every scene that is left connects and becomes ready after every window has passed,
/// and a scene connects if none is left. Then:
/// - nothing is shown in, or activates, a scene that is not connected;
/// - each inbox delivered or dropped everything it received (a window's discard included);
/// - each delivery is shown exactly once or dropped as a copy of one shown, and no input is
///   shown twice within the deduplication interval (P12's laws).
///
/// A failure names the law and gives the decisions and the schedule, one step a line.
///
/// ```swift
/// let oracle = try LaunchScenesOracle(router: ExampleRoutes.router())
/// oracle.check([3, 1, 4, 1, 5, 9, 2, 6])   // nil: every law holds
/// ```
@_spi(Fuzzing) public struct LaunchScenesOracle: Sendable {
    /// The router every inbox resolves with.
    public let router: Router<RouteMatch>
    /// Every inbox's bounds; the scenes' deduplication interval is the inboxes'.
    public let configuration: LaunchInboxController<RouteMatch>.Configuration
    private let subject: SceneSubject<RouteMatch>
    private let schedules: Generator<MultiSceneSchedule>

    /// An oracle for `router`'s scenes, whose inboxes have `configuration`; `scenes` is the
    /// scene coordinator under test, the library's own unless a test plants a bug.
    public init(
        router: Router<RouteMatch>,
        configuration: LaunchInboxController<RouteMatch>.Configuration = .init(capacity: 6),
        scenes: SceneSubject<RouteMatch> = .standard
    ) {
        self.router = router
        self.configuration = configuration
        self.subject = scenes
        let interval = max(min(configuration.deduplicationInterval, configuration.handoffTimeout), 0) / 1_024
        let handoffTypes = configuration.handoffTimeout > 0 ? router.rules.activities.map(\.activityType) : []
        schedules = LaunchInputGenerator(router: router).multiSceneSchedules(
            handoffTypes: handoffTypes, interval: interval)
    }

    /// The schedule `bytes` stand for.
    public func schedule(_ bytes: [UInt8]) -> MultiSceneSchedule {
        var choices = Choices(replaying: bytes.map(UInt64.init))
        return schedules.generate(&choices)
    }

    /// The bytes of a schedule drawn at random from `seed`: a seed for the fuzzer's corpus.
    public func choices(seed: UInt64) -> [UInt8] {
        var choices = Choices(seed: seed)
        _ = schedules.generate(&choices)
        return choices.recorded.map { UInt8(truncatingIfNeeded: $0) }
    }

    /// `nil` when every law holds on the schedule `bytes` stand for, otherwise what broke, the
    /// decisions and the schedule.
    public func check(_ bytes: [UInt8]) -> String? {
        let schedule = schedule(bytes)
        let (router, configuration, subject) = (router, configuration, subject)
        return onMainActor {
            var app = App(router: router, configuration: configuration, subject: subject, schedule: schedule)
            app.play()
            return app.broken(schedule)
        }
    }
}

extension LaunchScenesOracle.App {
    /// What the run broke, if anything, with the decisions and the schedule.
    func broken(_ schedule: MultiSceneSchedule) -> String? {
        let broken =
            run.faults.first
            ?? sessions.lazy.compactMap { session in
                LaunchArrivals.unaccounted(session.events, session.deliveries, session.drops).map {
                    "\(session.id)'s inbox: " + $0
                }
            }.first
            ?? PropertyChecks<RouteMatch>.onceProblem(run, interval: configuration.deduplicationInterval)
            ?? flippedProblem()
            ?? reorderedProblem()
        return broken.map {
            $0 + "\ndecisions: " + run.rendered.joined(separator: "; ") + "\nschedule:\n\(schedule)"
        }
    }
}

extension LaunchScenesOracle {
    /// One scene session: its controller, and what went in and came out of it.
    struct Session {
        var id: SceneIdentifier
        var controller: ControllerRun<RouteMatch>
        var isConnected = false
        var events: [LaunchEvent] = []
        var deliveries: [LaunchDelivery<RouteMatch>] = []
        var drops: [LaunchInput.Drop] = []
    }

    /// The app under the schedule: its scenes' inboxes and its `LaunchScenes`.
    @MainActor
    struct App {
        let router: Router<RouteMatch>
        let configuration: LaunchInboxController<RouteMatch>.Configuration
        let schedule: MultiSceneSchedule
        var scenes: any LaunchScenesHandling<RouteMatch>
        var contents: [String] = []
        var sessions: [Session] = []
        /// The session each scene of the schedule has now, by its index in `sessions`.
        var current: [Int: Int] = [:]
        var openRequests: [SceneRequest] = []
        var run = SceneTargetingRun<RouteMatch>()
        /// What the scenes were told, in order, to tell it again with cold and warm swapped.
        var told: [LaunchScenes<RouteMatch>.Event] = []
        let subject: SceneSubject<RouteMatch>
        let targeting: LaunchScenes<RouteMatch>.Targeting
        var now = LaunchClock.Instant.seconds(0)

        init(
            router: Router<RouteMatch>, configuration: LaunchInboxController<RouteMatch>.Configuration,
            subject: SceneSubject<RouteMatch>, schedule: MultiSceneSchedule
        ) {
            self.router = router
            self.configuration = configuration
            self.schedule = schedule
            self.subject = subject
            let targeting = LaunchScenes<RouteMatch>.Targeting(
                unshownContent: schedule.opensNewScenes ? .newScene : .receivingScene
            ) { "\($0)" }
            self.targeting = targeting
            scenes = subject.make(targeting, configuration.deduplicationInterval)
            for input in schedule.pool {
                if let content = router.resolve(input).route.flatMap(targeting.content), !contents.contains(content) {
                    contents.append(content)
                }
            }
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

        /// Every request gets its scene, every scene left connects and becomes ready, and a
        /// scene connects if none is left, at `instant`, past every window.
        mutating func settle(at instant: LaunchClock.Instant) {
            now = instant
            for _ in 0..<8 {
                while !openRequests.isEmpty {
                    let session = open(nil)
                    connect(session, showing: nil, request: openRequests.removeFirst())
                    send(.connect(LaunchOptions()), to: session)
                    send(.ready, to: session)
                }
                for session in current.values.sorted() {
                    if !sessions[session].isConnected {
                        connect(session, showing: nil, request: nil)
                        send(.connect(LaunchOptions()), to: session)
                    }
                    send(.ready, to: session)
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
            let inbox = LaunchInbox(router: router, configuration: configuration)
            sessions.append(Session(id: SceneIdentifier(name), controller: ControllerRun(inbox: inbox, router: router)))
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

        mutating func apply(_ event: LaunchScenes<RouteMatch>.Event) {
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
            func flip(_ delivery: LaunchDelivery<RouteMatch>) -> LaunchDelivery<RouteMatch> {
                var flipped = delivery
                switch delivery.channel {
                case .connectionOptions: flipped.channel = .callback
                case .callback: flipped.channel = .connectionOptions
                default: break
                }
                return flipped
            }
            let swapped = told.map { event -> LaunchScenes<RouteMatch>.Event in
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
            told events: [LaunchScenes<RouteMatch>.Event], delivered: [LaunchDelivery<RouteMatch>], when words: String
        ) -> String? {
            var scenes = subject.make(targeting, configuration.deduplicationInterval)
            var other = SceneTargetingRun<RouteMatch>()
            for delivery in delivered { other.record(delivery) }
            for event in events { other.decisions += scenes.handle(event) }
            guard !other.decidesAlike(run) else { return nil }
            return "the decisions change when \(words)\nbefore: " + run.rendered.joined(separator: "; ")
                + "\nafter:  " + other.rendered.joined(separator: "; ")
        }

        func isConnected(_ scene: SceneIdentifier) -> Bool {
            sessions.contains { $0.id == scene && $0.isConnected }
        }

        func content(_ index: Int?) -> String? {
            index.map { $0 < contents.count ? contents[$0] : "other content \($0)" }
        }
    }
}
