@_spi(Fuzzing) import LaunchRouting

extension LaunchInputGenerator {
    /// Schedules, and what identifies each input they carry: a pool of up to `inputs` distinct
    /// inputs, and up to `steps` events that carry them (connect with some, now and then with the
    /// session's state-restoration activity, receive one, open some URL
    /// contexts, ready, not ready, disconnect, a failed Handoff), then a last `ready`; while a
    /// `ready` or a received input is delivered, the handler may ask for a login or receive an input.
    func scheduleCases(handoffTypes unsorted: [String], interval: Double, steps: Int, inputs count: Int)
        -> Generator<ScheduleCase>
    {
        let inputs = self
        let handoffTypes = unsorted.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Generator { choices in
            // A pool of distinct inputs; every event carries some of them.
            let pool = inputs.schedulePool(&choices, maximumCount: count, delimiterTwins: true)
            let handoff =
                !handoffTypes.isEmpty && choices.chance(oneIn: 2)
                ? handoffTypes[Int(choices.draw(below: UInt64(handoffTypes.count)))] : nil
            func some() -> LaunchInput { pool.some(&choices) }
            var events: [LaunchEvent] = []
            var actions: [Int: LaunchSchedule.HandlerAction] = [:]
            // The handler asks for a login, receives an input, or both, after a delivery or two.
            func someAction() {
                guard choices.chance(oneIn: 3) else { return }
                let sent: [LaunchEvent] =
                    switch choices.draw(below: 3) {
                    case 0: [.notReady]
                    case 1: [.receive(some())]
                    default: [.notReady, .receive(some())]
                    }
                actions[events.count - 1] = .init(after: choices.draw(in: 1...2), events: sent)
            }
            for _ in 0..<choices.draw(in: 1...steps) {
                guard !pool.inputs.isEmpty else { break }
                choices.beginSpan()
                defer { choices.endSpan() }
                switch choices.draw(below: 8) {
                case 0:
                    var options = pool.someOptions(&choices)
                    if let handoff, choices.chance(oneIn: 2) { options.handoffUserActivityType = handoff }
                    let restoration = choices.chance(oneIn: 4) ? SchedulePool.restorationActivity : nil
                    events.append(.connect(options, stateRestorationActivity: restoration))
                case 1, 2:
                    events.append(.receive(some()))
                    someAction()
                case 3:
                    let contexts = pool.someURLContexts(&choices)
                    events.append(contexts.isEmpty ? .receive(some()) : .openURLContexts(contexts))
                case 4:
                    events.append(.ready)
                    someAction()
                case 5: events.append(.notReady)
                case 6: events.append(.disconnect)
                default:
                    events.append(
                        handoff.map { .failToContinue(activityType: $0, errorDescription: "cancelled") } ?? .ready)
                }
            }
            return ScheduleCase(
                schedule: LaunchSchedule(events + [.ready], handlerActions: actions, interval: interval),
                identities: pool.identities,
                inputCount: pool.inputs.count)
        }
    }
}
