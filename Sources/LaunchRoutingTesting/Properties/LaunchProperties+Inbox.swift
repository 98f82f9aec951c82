@_spi(Fuzzing) import LaunchRouting

// P1, P6 and P8: the properties of the launch inbox, on generated options and schedules.

/// P1's input: the same inputs, arriving cold (in the connection options; a Handoff as its type,
/// then its activity) and warm (through callbacks, one by one in canonical order).
struct ParityCase: Sendable {
    var options: LaunchOptions
    var handoff: LaunchInput.UserActivity?
    /// How many inputs arrive: the options' and the Handoff's.
    var inputCount: Int
    var cold: LaunchSchedule
    var warm: LaunchSchedule
    /// The route each generated input that routes is made for or matched by, to count routed
    /// values by arrival.
    var routeNames: [LaunchInput: String]

    var description: String {
        "cold:\n" + indented(cold) + "\nwarm:\n" + indented(warm)
    }
}

/// P6's input: a schedule, and what identifies each input it carries.
struct ScheduleCase: Sendable {
    var schedule: LaunchSchedule
    var identities: [LaunchInput: InputIdentity]
    /// How many distinct inputs the events carry.
    var inputCount: Int
}

/// P8's input: options, and the orders and capacities to build their sets in.
struct SetOrderCase: Sendable {
    var options: LaunchOptions
    /// The URL contexts and activities, in the order generated.
    var urlContexts: [LaunchInput.URLContext]
    var activities: [LaunchInput.UserActivity]
    var orders: [(urlContexts: [Int], activities: [Int], capacity: Int)]

    var description: String {
        Render.event(.connect(options)) + "\n(its sets built in \(orders.count) insertion orders and capacities)"
    }

    var inputCount: Int {
        options.urlContexts.count + options.userActivities.count + (options.shortcutItem == nil ? 0 : 1)
            + (options.notificationResponse == nil ? 0 : 1)
    }

    /// The options with their sets built in the order and capacity of variant `index`.
    func options(variant index: Int) -> LaunchOptions {
        var options = self.options
        let order = orders[index]
        var contexts = Set<LaunchInput.URLContext>(minimumCapacity: order.capacity)
        for position in order.urlContexts { contexts.insert(urlContexts[position]) }
        var activities = Set<LaunchInput.UserActivity>(minimumCapacity: order.capacity)
        for position in order.activities { activities.insert(self.activities[position]) }
        options.urlContexts = contexts
        options.userActivities = activities
        return options
    }
}

func indented(_ schedule: LaunchSchedule) -> String {
    schedule.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
        separator: "\n")
}

extension PropertyChecks {
    var interval: Double { ExactlyOnce<Route>.interval(within: configuration) }

    // MARK: P1

    var parityCases: Generator<ParityCase> {
        let inputs = self.inputs
        let rules = router.rules.activities.sorted {
            $0.activityType == $1.activityType
                ? RequiredKeyRules.goesFirst($0.requiredKeys, $1.requiredKeys)
                : $0.activityType.utf8.lexicographicallyPrecedes($1.activityType.utf8)
        }
        let interval = self.interval
        let hasHandoff = !rules.isEmpty && configuration.handoffTimeout > 0
        let capacity = max(configuration.capacity, 1)
        let table = self.table
        return Generator { choices in
            var handoff: LaunchInput.UserActivity? = nil
            var generated: [GeneratedInput] = []
            choices.beginSpan()
            if hasHandoff, choices.chance(oneIn: 3) {
                let input = inputs.activityInput(
                    rule: rules[Int(choices.draw(below: UInt64(rules.count)))], hit: !choices.chance(oneIn: 4), &choices
                )
                if case .userActivity(let activity) = input.input.kind {
                    handoff = activity
                    generated.append(input)
                }
            }
            choices.endSpan()
            let parts = inputs.optionsParts(&choices, excludingType: handoff?.activityType)
            generated += parts.inputs
            var options = parts.options
            let isEmpty =
                options.urlContexts.isEmpty && options.userActivities.isEmpty && options.shortcutItem == nil
                && options.notificationResponse == nil
            if isEmpty, handoff == nil, case .openURL(let context) = inputs.urlInput(hit: true, &choices).input.kind {
                options.urlContexts.insert(context)
            }
            options.handoffUserActivityType = handoff?.activityType

            // Cold: connect, then perhaps ready and not ready around the Handoff's activity.
            var middle: [LaunchEvent] = []
            if let handoff { middle.append(.receive(.userActivity(handoff))) }
            if choices.chance(oneIn: 2) { middle.insert(.ready, at: choices.draw(in: 0...middle.count)) }
            if choices.chance(oneIn: 4) { middle.insert(.notReady, at: choices.draw(in: 0...middle.count)) }
            // Either way, the handler may ask for a login in the middle of the last batch, which
            // succeeds at once: what is left is delivered after it.
            func login(_ events: [LaunchEvent]) -> [Int: LaunchSchedule.HandlerAction] {
                choices.chance(oneIn: 4) ? [events.count - 1: .init(after: 1, events: [.notReady, .ready])] : [:]
            }
            let coldEvents = [.connect(options)] + middle + [.ready]
            let cold = LaunchSchedule(coldEvents, handlerActions: login(coldEvents), interval: interval)

            // Warm: each input through its callback, in canonical order, the Handoff's activity in its place.
            let canonical = options.inputs
            let firstLate = InboxModel.handoffPlace(in: canonical)
            var order = canonical
            if let handoff { order.insert(.userActivity(handoff), at: firstLate) }
            // More inputs than the inbox holds: the cold path must drop some and the warm path
            // need not, so such a connection says nothing about parity (docs/testing.md).
            if order.count > capacity { choices.discard() }
            var received: [LaunchEvent] = order.map { .receive($0) }
            let urlCount = canonical.prefix { $0.urlContext != nil }.count
            if urlCount > 1, choices.chance(oneIn: 3) {
                received.replaceSubrange(0..<urlCount, with: [.openURLContexts(options.urlContexts)])
            }
            received.insert(.ready, at: choices.draw(in: 0...received.count))
            let connects = choices.chance(oneIn: 4) ? [] : [LaunchEvent.connect(LaunchOptions())]
            let warmEvents = connects + received + [.ready]
            let warm = LaunchSchedule(warmEvents, handlerActions: login(warmEvents), interval: interval)
            var routeNames: [LaunchInput: String] = [:]
            for input in generated {
                if let name = table.routeName(of: input) { routeNames[input.input] = name }
            }
            return ParityCase(
                options: options, handoff: handoff, inputCount: order.count, cold: cold, warm: warm,
                routeNames: routeNames)
        }
    }

    func coldWarmParity() -> PropertyReport.Result {
        engine.run(
            .coldWarmParity, parityCases, cases: engine.compoundCases, weight: \.inputCount, render: \.description
        ) { example in
            let coldOutputs = subject.run(router, example.cold)
            let warmOutputs = subject.run(router, example.warm)
            let cold = coldOutputs.flatMap(\.deliveries)
            let warm = warmOutputs.flatMap(\.deliveries)
            let same =
                cold.count == warm.count
                && zip(cold, warm).allSatisfy { $0.input == $1.input && sameOutcome($0.outcome, $1.outcome) }
            guard same else {
                let overflowed = (coldOutputs + warmOutputs).flatMap(\.drops).filter { $0.reason == .overflow }
                let note =
                    overflowed.isEmpty
                    ? ""
                    : "\nthe inbox dropped \(overflowed.count) input\(overflowed.count == 1 ? "" : "s") past its capacity: \(overflowed.map { Render.input($0.input) }.joined(separator: ", "))"
                return .fail(
                    "cold delivered \(Render.deliveries(cold))\nwarm delivered \(Render.deliveries(warm))" + note)
            }
            for (arrival, deliveries) in [("cold", cold), ("warm", warm)] {
                for delivery in deliveries {
                    guard case .routed = delivery.outcome, let name = example.routeNames[delivery.input] else {
                        continue
                    }
                    engine.tally.arrived(name, arrival)
                }
            }
            if example.options.shortcutItem != nil {
                // Cold, a quick action has no completion handler: what it would answer is whether it routed.
                let coldHandled = cold.first { $0.input.shortcutItem != nil }.map { $0.route != nil }
                let index = example.warm.events.firstIndex {
                    if case .receive(let input) = $0 { return input.shortcutItem != nil } else { return false }
                }
                let warmHandled = index.flatMap { warmOutputs[$0].shortcutHandled }
                if coldHandled != warmHandled {
                    return .fail(
                        "the quick action's handled answer is \(coldHandled.map(String.init) ?? "missing") cold but \(warmHandled.map(String.init) ?? "missing") warm"
                    )
                }
            }
            return .pass
        }
    }

    // MARK: P6

    func exactlyOnce() -> PropertyReport.Result {
        let law = ExactlyOnce(router: router, configuration: configuration, subject: subject)
        return engine.run(
            .exactlyOnce, law.schedules(steps: 10, inputs: 5), cases: engine.compoundCases, weight: \.inputCount,
            render: \.schedule.description
        ) { example in
            law.broken(example).map { .fail($0) } ?? .pass
        }
    }

    // MARK: P8

    var setOrderCases: Generator<SetOrderCase> {
        let inputs = self.inputs
        return Generator { choices in
            let parts = inputs.optionsParts(&choices, severalInOneSet: true)
            var contexts: [LaunchInput.URLContext] = []
            var activities: [LaunchInput.UserActivity] = []
            for generated in parts.inputs {
                if case .openURL(let context) = generated.input.kind { contexts.append(context) }
                if case .userActivity(let activity) = generated.input.kind { activities.append(activity) }
            }
            if contexts.count < 2 && activities.count < 2 { choices.discard() }
            let capacities = [0, 33, 129]
            let orders = capacities.map { capacity in
                (
                    urlContexts: Generator<[Int]>.permutation(of: contexts.count).generate(&choices),
                    activities: Generator<[Int]>.permutation(of: activities.count).generate(&choices),
                    capacity: capacity
                )
            }
            return SetOrderCase(options: parts.options, urlContexts: contexts, activities: activities, orders: orders)
        }
    }

    func setOrder() -> PropertyReport.Result {
        let interval = self.interval
        // A case carries at least two URL contexts or activities, and several of each kind.
        return engine.run(
            .setOrder, setOrderCases, cases: max(engine.iterations / 6, 1), weight: \.inputCount, render: \.description
        ) { example in
            var first: (cold: [LaunchDelivery<Route>], warm: [LaunchDelivery<Route>])? = nil
            // Every variant runs, even one whose sets iterate in an order already tried: which
            // orders coincide depends on the process's hash seed, and a run must not (P9).
            for variant in example.orders.indices {
                let options = example.options(variant: variant)
                let cold = subject.run(router, LaunchSchedule([.connect(options), .ready], interval: interval))
                    .flatMap(\.deliveries)
                let warm =
                    options.urlContexts.count < 2
                    ? []
                    : subject.run(
                        router, LaunchSchedule([.ready, .openURLContexts(options.urlContexts)], interval: interval)
                    ).flatMap(\.deliveries)
                guard let first else {
                    first = (cold, warm)
                    continue
                }
                for (label, one, other) in [
                    ("connecting with the options", first.cold, cold), ("opening the URL contexts", first.warm, warm),
                ] {
                    let same =
                        one.count == other.count
                        && zip(one, other).allSatisfy {
                            $0.input == $1.input && $0.channel == $1.channel && sameOutcome($0.outcome, $1.outcome)
                        }
                    if !same {
                        func inputs(_ deliveries: [LaunchDelivery<Route>]) -> String {
                            "[" + deliveries.map { Render.input($0.input) }.joined(separator: ", ") + "]"
                        }
                        return .fail(
                            "\(label) delivered \(inputs(one)) with the sets built one way and \(inputs(other)) another"
                        )
                    }
                }
            }
            return .pass
        }
    }
}
