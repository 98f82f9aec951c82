@_spi(Fuzzing) import LaunchRouting

/// P6, stated once: a schedule run through a `LaunchInboxController` over the inbox under test
/// delivers what `InboxModel` delivers, step by step, and loses nothing. P6 and the
/// `FuzzLaunchEvents` oracle both call ``broken(_:)``; only their schedules' lengths differ.
///
/// Event by event, the controller delivers the model's inputs, through the model's channels, in
/// its order, each with the router's outcome (a failed Handoff's `continuationFailed`, the
/// restoration activity's own): a delivery made while the app is not ready, and made up for
/// later, is as wrong as one never made. A received quick action answers whether it routes. Then
/// time passes beyond every window and the app is ready: every input received, the handler's
/// included, has been delivered or dropped (`LaunchArrivals`).
struct ExactlyOnce<Route: Sendable & Equatable>: Sendable {
    let router: Router<Route>
    let configuration: LaunchInboxController<Route>.Configuration
    let subject: LaunchSubject<Route>

    /// The interval between the events of a schedule: far inside the deduplication window and
    /// the Handoff timeout, so that a whole schedule happens within both, which the model leaves out.
    static func interval(within configuration: LaunchInboxController<Route>.Configuration) -> Double {
        max(min(configuration.deduplicationInterval, configuration.handoffTimeout), 0) / 1_024
    }

    var interval: Double { Self.interval(within: configuration) }

    /// The schedules P6 draws: up to `steps` events over a pool of up to `inputs` inputs of the
    /// router's rules.
    func schedules(steps: Int, inputs: Int) -> Generator<ScheduleCase> {
        let handoffTypes = configuration.handoffTimeout > 0 ? router.rules.activities.map(\.activityType) : []
        return LaunchInputGenerator(router: router).scheduleCases(
            handoffTypes: handoffTypes, interval: interval, steps: steps, inputs: inputs)
    }

    /// What breaks on `example`, in words, or `nil`.
    func broken(_ example: ScheduleCase) -> String? {
        let identities = example.identities
        var model = InboxModel(capacity: configuration.capacity) {
            identities[$0] ?? .activity(LaunchArrivals.identity(of: $0), [:])
        }
        let events = example.schedule.events
        var expectedSteps: [[InboxModel.Delivery]] = []
        var sent: [LaunchEvent] = []
        for (index, event) in events.enumerated() {
            expectedSteps.append(model.handle(event, action: example.schedule.handlerActions[index], sent: &sent))
            if configuration.deduplicationInterval <= 0 { model.delivered.removeAll() }
        }
        let later = LaunchClock.Instant.seconds(
            Double(events.count) * interval + max(configuration.handoffTimeout, 0)
                + max(configuration.deduplicationInterval, 0) + 1)
        let outputs = subject.run(
            router, example.schedule.appending([.tick, .connect(LaunchOptions()), .ready], at: later))
        let deliveredSteps = outputs.prefix(events.count).map(\.deliveries)
        if let step = expectedSteps.indices.first(where: { !agree(deliveredSteps[$0], expectedSteps[$0]) }) {
            return mismatch(expectedSteps, deliveredSteps, firstAt: step)
        }
        for (index, event) in events.enumerated() {
            guard case .receive(let input) = event, let item = input.shortcutItem else { continue }
            let routes = router.resolve(input).route != nil
            if outputs[index].shortcutHandled != routes {
                return
                    "the quick action \"\(item.type)\" at step \(index + 1) answers \(outputs[index].shortcutHandled.map(String.init) ?? "nothing"), but it \(routes ? "routes" : "does not route")"
            }
        }
        return LaunchArrivals.unaccounted(events + sent, outputs.flatMap(\.deliveries), outputs.flatMap(\.drops))
    }

    /// Whether one step's deliveries are the model's.
    private func agree(_ delivered: [LaunchDelivery<Route>], _ expected: [InboxModel.Delivery]) -> Bool {
        delivered.count == expected.count
            && zip(delivered, expected).allSatisfy { actual, model in
                guard actual.input == model.input, actual.channel == model.channel else { return false }
                if model.isFailure { return actual.outcome.reason?.code == .continuationFailed }
                if model.isRestoration, case .userActivity(let activity) = model.input.kind {
                    return sameOutcome(actual.outcome, router.resolve(stateRestorationActivity: activity))
                }
                return sameOutcome(actual.outcome, router.resolve(model.input))
            }
    }

    private func mismatch(
        _ expectedSteps: [[InboxModel.Delivery]], _ deliveredSteps: [[LaunchDelivery<Route>]], firstAt step: Int
    ) -> String {
        let expected = expectedSteps.flatMap { $0 }
        let delivered = deliveredSteps.flatMap { $0 }
        let modelText =
            expected.isEmpty
            ? "nothing"
            : expected.map {
                Render.input($0.input) + ($0.isFailure ? " -> unmatched continuationFailed" : "") + " (\($0.channel))"
            }.joined(separator: "; ")
        let actualText =
            delivered.isEmpty
            ? "nothing" : delivered.map { Render.delivery($0) + " (\($0.channel))" }.joined(separator: "; ")
        let diagnosis =
            delivered.map(\.input) == expected.map(\.input)
                && deliveredSteps.map(\.count) != expectedSteps.map(\.count)
            ? "a delivery comes at another step than the model's (the app was not ready for it)"
            : Self.diagnose(expected: expected.map(\.input), delivered: delivered.map(\.input))
        return diagnosis + " (first at step \(step + 1))\nexpected \(modelText)\ndelivered \(actualText)"
    }

    /// What went wrong, in words: an input delivered twice, one never delivered, or the order.
    static func diagnose(expected: [LaunchInput], delivered: [LaunchInput]) -> String {
        for input in delivered where delivered.filter({ $0 == input }).count > expected.filter({ $0 == input }).count {
            return
                "\(Render.input(input)) was delivered \(delivered.filter { $0 == input }.count) times, not \(expected.filter { $0 == input }.count)"
        }
        for input in expected where !delivered.contains(input) {
            return "\(Render.input(input)) was never delivered"
        }
        if expected.count != delivered.count { return "\(delivered.count) deliveries instead of \(expected.count)" }
        if expected != delivered { return "the deliveries are out of canonical order" }
        return "a delivery has the wrong outcome or channel"
    }
}
