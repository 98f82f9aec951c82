@_spi(Fuzzing) import LaunchRouting

extension LaunchInputGenerator {
    /// Schedules, and what identifies each input they carry: a pool of up to five distinct
    /// inputs, and up to ten events that carry them (connect with some, receive one, open some URL
    /// contexts, ready, not ready, disconnect, a failed Handoff), then a last `ready`.
    func scheduleCases(handoffTypes unsorted: [String], interval: Double) -> Generator<ScheduleCase> {
        let inputs = self
        let handoffTypes = unsorted.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Generator { choices in
            // A pool of distinct inputs; every event carries some of them.
            let pool = inputs.schedulePool(&choices, delimiterTwins: true)
            let handoff =
                !handoffTypes.isEmpty && choices.chance(oneIn: 2)
                ? handoffTypes[Int(choices.draw(below: UInt64(handoffTypes.count)))] : nil
            func some() -> LaunchInput { pool.some(&choices) }
            var events: [LaunchEvent] = []
            for _ in 0..<choices.draw(in: 1...10) {
                guard !pool.inputs.isEmpty else { break }
                choices.beginSpan()
                defer { choices.endSpan() }
                switch choices.draw(below: 8) {
                case 0:
                    var options = pool.someOptions(&choices)
                    if let handoff, choices.chance(oneIn: 2) { options.handoffUserActivityType = handoff }
                    events.append(.connect(options))
                case 1, 2:
                    events.append(.receive(some()))
                case 3:
                    let contexts = pool.someURLContexts(&choices)
                    events.append(contexts.isEmpty ? .receive(some()) : .openURLContexts(contexts))
                case 4: events.append(.ready)
                case 5: events.append(.notReady)
                case 6: events.append(.disconnect)
                default:
                    events.append(
                        handoff.map { .failToContinue(activityType: $0, errorDescription: "cancelled") } ?? .ready)
                }
            }
            return ScheduleCase(
                schedule: LaunchSchedule(events + [.ready], interval: interval), identities: pool.identities,
                inputCount: pool.inputs.count)
        }
    }
}
