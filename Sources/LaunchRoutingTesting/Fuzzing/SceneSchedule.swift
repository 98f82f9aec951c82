@_spi(Fuzzing) import LaunchRouting

/// Launch events for one or more scenes, each with its own inbox, as the `FuzzLaunchEvents` fuzz
/// target reads them from bytes: what a multi-window app's scenes went through, in order.
///
/// A step may also have the app's delivery handler ask for a login (`LaunchInboxController/setReady(_:)`
/// with `false`) after it has taken a number of the deliveries that step makes.
///
/// ```swift
/// print(schedule)
/// // 1. scene 1: connect(url "shop://product/42", handoff com.example.shop.viewing)
/// // 2. scene 2: receive(url "shop://product/42")
/// // 3. scene 1: ready; the handler asks for a login after 1 delivery
/// ```
@_spi(Fuzzing) public struct SceneSchedule: Sendable, CustomStringConvertible {
    /// One event of one scene.
    public struct Step: Sendable {
        /// The scene, from 0.
        public var scene: Int
        /// What happens to the scene.
        public var event: LaunchEvent
        /// What the handler does while the step is delivered: here, ask for a login
        /// (`setReady(false)`) after one or two deliveries.
        public var handlerAction: LaunchSchedule.HandlerAction?
    }

    /// The steps, in order.
    public var steps: [Step]
    /// How many scenes the steps address.
    public var sceneCount: Int
    /// Seconds between two consecutive steps: the whole schedule stays inside the inbox's
    /// deduplication window and Handoff timeout, which `InboxModel` leaves out.
    public var interval: Double

    /// The events of one scene, in order.
    public func events(of scene: Int) -> [LaunchEvent] {
        steps.filter { $0.scene == scene }.map(\.event)
    }

    /// One step per line, numbered from 1, as a replay prints it.
    public var description: String {
        steps.enumerated().map { offset, step in
            var line = "\(offset + 1). scene \(step.scene + 1): " + Render.event(step.event)
            if let action = step.handlerAction, action.events == [.notReady] {
                line +=
                    "; the handler asks for a login after \(action.after) deliver\(action.after == 1 ? "y" : "ies")"
            }
            return line
        }.joined(separator: "\n")
    }
}

extension LaunchInputGenerator {
    /// Schedules over one or two scenes: a pool of up to eight inputs, and up to 48 steps that
    /// connect with some of them (with a Handoff type, a state-restoration activity, or both),
    /// receive one or a set of URL contexts, fail a Handoff, go ready, not ready (to the
    /// background), disconnect and reconnect, or let time pass.
    func sceneSchedules(handoffTypes unsorted: [String], interval: Double) -> Generator<
        (SceneSchedule, [LaunchInput: InputIdentity])
    > {
        let inputs = self
        let handoffTypes = unsorted.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Generator { choices in
            let (pool, handoff) = inputs.schedulePool(&choices, handoffTypes: handoffTypes)
            let sceneCount = choices.draw(in: 1...2)
            var steps: [SceneSchedule.Step] = []
            for _ in 0..<choices.draw(in: 1...48) {
                guard !pool.inputs.isEmpty else { break }
                choices.beginSpan()
                defer { choices.endSpan() }
                let scene = Int(choices.draw(below: UInt64(sceneCount)))
                var handlerAction: LaunchSchedule.HandlerAction? = nil
                let event: LaunchEvent
                switch choices.draw(below: 12) {
                case 0, 1:
                    let (options, restoration) = pool.someConnection(&choices, handoff: handoff)
                    event = .connect(options, stateRestorationActivity: restoration)
                case 2, 3, 4:
                    event = .receive(pool.some(&choices))
                case 5:
                    event = pool.someOpening(&choices)
                case 6, 7:
                    event = .ready
                    if choices.chance(oneIn: 3) {
                        handlerAction = .init(after: choices.draw(in: 1...2), events: [.notReady])
                    }
                case 8: event = .notReady
                case 9: event = .disconnect
                case 10:
                    event = handoff.map { .failToContinue(activityType: $0, errorDescription: "cancelled") } ?? .tick
                default: event = .tick
                }
                steps.append(.init(scene: scene, event: event, handlerAction: handlerAction))
            }
            return (SceneSchedule(steps: steps, sceneCount: sceneCount, interval: interval), pool.identities)
        }
    }
}
