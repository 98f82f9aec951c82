@_spi(Fuzzing) import LaunchRouting

/// Launch events of up to three scenes whose inboxes hand their deliveries to one
/// `LaunchScenes`, as the `FuzzLaunchScenes` fuzz target reads them from bytes: what a
/// multi-window app's windows went through, in order, and what the app did with them.
///
/// Each step is one scene's: an event for its inbox (connect with options, receive, open URL
/// contexts, fail a Handoff, ready, not ready, disconnect, time passing), or something that only
/// the app and the system see: the window shows other content, the system connects it for the
/// oldest scene request or fails that request, the user closes it for good. Content is named by
/// its index among the pool's contents (`c0`, `c1`, ...).
///
/// ```swift
/// print(schedule)
/// // pool: #0 url "notes://note/1"; #1 url "notes://list"
/// // unshown content: a new scene
/// // 1. S1: connect(url "notes://note/1") showing c0
/// // 2. S1: is discarded
/// ```
@_spi(Fuzzing) public struct MultiSceneSchedule: Sendable, CustomStringConvertible {
    /// What happens to one scene.
    public enum Action: Sendable {
        /// The scene connects with these options (its inbox's `connect`), showing the content of
        /// that index, if any; an event for a scene that is connected already goes to its inbox.
        case connect(LaunchOptions, stateRestorationActivity: LaunchInput.UserActivity?, showing: Int?)
        /// An event for the scene's inbox: receive, open URL contexts, fail a Handoff, ready, not
        /// ready, disconnect, tick.
        case event(LaunchEvent)
        /// The window shows the content of that index now, or none.
        case show(Int?)
        /// The system connects the scene, empty, for the oldest scene request no scene answered.
        case connectForRequest
        /// The system fails the oldest open scene request.
        case failRequest
        /// The user closes the window for good: it disconnects, then its session is discarded.
        case discard
        /// Time passes beyond the deduplication interval and the Handoff timeout.
        case wait
    }

    /// One action of one scene.
    public struct Step: Sendable {
        /// The scene, from 0.
        public var scene: Int
        /// What happens to it.
        public var action: Action
    }

    /// The inputs the steps draw from, whose routes' contents the steps name by index.
    public var pool: [LaunchInput]
    /// The steps, in order.
    public var steps: [Step]
    /// How many scenes the steps address.
    public var sceneCount: Int
    /// Seconds between two consecutive steps, inside every window of the inbox.
    public var interval: Double
    /// Whether content no scene shows goes to a new scene, rather than to the receiving one.
    public var opensNewScenes: Bool

    /// Seconds between two steps for inboxes with `configuration`: inside every window, so that
    /// copies and hand-offs meet, and never nothing, so that no two steps share an instant.
    static func interval<Route>(within configuration: LaunchInboxController<Route>.Configuration) -> Double {
        let window = min(configuration.deduplicationInterval, configuration.handoffTimeout)
        return window > 0 ? window / 1_024 : 1
    }

    /// How many steps hand a scene's inbox inputs: connections with options, receptions, openings.
    var inputCount: Int {
        steps.filter { step in
            switch step.action {
            case .connect(let options, _, _): !options.inputs.isEmpty
            case .event(.receive), .event(.openURLContexts): true
            default: false
            }
        }.count
    }

    /// The pool, where unshown content goes, and one step per line, numbered from 1.
    public var description: String {
        var lines = ["pool: " + pool.indices.map { "#\($0) \(Render.input(pool[$0]))" }.joined(separator: "; ")]
        lines.append("unshown content: " + (opensNewScenes ? "a new scene" : "the receiving scene"))
        lines += steps.enumerated().map { offset, step in
            "\(offset + 1). S\(step.scene + 1): " + Self.describe(step.action)
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ action: Action) -> String {
        func content(_ index: Int?) -> String { index.map { "c\($0)" } ?? "nothing" }
        switch action {
        case .connect(let options, let restoration, let showing):
            return Render.event(.connect(options, stateRestorationActivity: restoration))
                + (showing.map { " showing c\($0)" } ?? "")
        case .event(let event): return Render.event(event)
        case .show(let index): return "shows " + content(index)
        case .connectForRequest: return "connects for the oldest scene request"
        case .failRequest: return "the oldest scene request fails"
        case .discard: return "is discarded"
        case .wait: return "time passes"
        }
    }
}

extension LaunchInputGenerator {
    /// Schedules over one to `sceneCount` scenes: a pool of up to eight inputs, the first scenes'
    /// connections, and up to `steps` steps more (the fuzzer's 48, P12's 16).
    func multiSceneSchedules(handoffTypes unsorted: [String], interval: Double, sceneCount: Int, steps most: Int)
        -> Generator<MultiSceneSchedule>
    {
        let (most, scenes) = (max(most, 1), max(sceneCount, 1))
        let inputs = self
        let handoffTypes = unsorted.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Generator { choices in
            let (pool, handoff) = inputs.schedulePool(&choices, handoffTypes: handoffTypes)
            let sceneCount = choices.draw(in: 1...scenes)
            let opensNewScenes = choices.chance(oneIn: 2)
            var steps: [MultiSceneSchedule.Step] = []
            for _ in 0..<choices.draw(in: 1...most) {
                guard !pool.inputs.isEmpty else { break }
                choices.beginSpan()
                defer { choices.endSpan() }
                let scene = Int(choices.draw(below: UInt64(sceneCount)))
                let action: MultiSceneSchedule.Action
                switch choices.draw(below: 16) {
                case 0, 1:
                    let (options, restoration) = pool.someConnection(&choices, handoff: handoff)
                    action = .connect(
                        options, stateRestorationActivity: restoration, showing: Self.someContent(&choices))
                case 2, 3, 4: action = .event(.receive(pool.some(&choices)))
                case 5: action = .event(pool.someOpening(&choices))
                case 6, 7: action = .event(.ready)
                case 8: action = .event(.notReady)
                case 9: action = .event(.disconnect)
                case 10:
                    action = .event(
                        handoff.map { .failToContinue(activityType: $0, errorDescription: "cancelled") } ?? .tick)
                case 11: action = .show(Self.someContent(&choices))
                case 12: action = .connectForRequest
                case 13: action = .failRequest
                case 14: action = .discard
                default: action = .wait
                }
                steps.append(.init(scene: scene, action: action))
            }
            // Scenes connected before anything else, empty, in a generated order, some of them
            // ready: P12 checks that the order they connect in does not matter. Drawn last, and
            // none on a choice of 0, so that a sequence recorded without them reads the same.
            let initial = (0..<sceneCount).filter { _ in choices.draw(below: 4) != 0 }
            let order = Generator<[Int]>.permutation(of: initial.count).generate(&choices)
            var start = order.map { index in
                MultiSceneSchedule.Step(
                    scene: initial[index],
                    action: .connect(
                        LaunchOptions(), stateRestorationActivity: nil, showing: Self.someContent(&choices)))
            }
            for index in order where choices.chance(oneIn: 2) {
                start.append(.init(scene: initial[index], action: .event(.ready)))
            }
            steps = start + steps
            return MultiSceneSchedule(
                pool: pool.inputs, steps: steps, sceneCount: sceneCount, interval: interval,
                opensNewScenes: opensNewScenes)
        }
    }

    /// Nothing one time in four; else `c0` half the time, so that scenes often show the same
    /// content, which is where the choice between them shows; else `c0` to `c2`.
    static func someContent(_ choices: inout Choices) -> Int? {
        if choices.chance(oneIn: 4) { return nil }
        return choices.chance(oneIn: 2) ? 0 : choices.draw(in: 0...2)
    }
}
