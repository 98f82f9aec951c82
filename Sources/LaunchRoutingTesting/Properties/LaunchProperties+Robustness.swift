@_spi(Fuzzing) import LaunchRouting

// P7 and P9: any input gets an outcome with a reason, and the same seed gives the same run.

/// P7's input: any launch input, or raw bytes for the table.
enum AnyInputCase: Sendable {
    case input(LaunchInput)
    case bytes([UInt8])

    var description: String {
        switch self {
        case .input(let input): Render.input(input)
        case .bytes(let bytes): "bytes [" + bytes.map { String($0) }.joined(separator: ", ") + "]"
        }
    }
}

extension PropertyChecks {
    // MARK: P7

    var anyInputCases: Generator<AnyInputCase> {
        let inputs = self.inputs
        let ruleTypes =
            router.rules.activities.map(\.activityType) + [
                LaunchInput.UserActivity.browsingWebType, LaunchInput.UserActivity.searchableItemType,
            ]
        let shortcutTypes = router.rules.shortcuts.map(\.type)
        let keys = Array(
            Set(
                router.rules.activities.flatMap(\.parameters.values)
                    + router.rules.shortcuts.flatMap(\.parameters.values)
                    + router.rules.notifications.flatMap(\.parameters.values)
                    + [router.rules.notificationURLKey, LaunchInput.UserActivity.searchableItemIdentifierKey].compactMap
                {
                    $0
                }
            )
        ).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let limit = table.limits.maximumLength
        // Written once, not once an input: `String(repeating:count:)` of a string appends it a byte
        // at a time, which is slow at the limit's length.
        let longPath = limit == URLLimits.default.maximumLength ? OverlongPath.atDefaultLimit : OverlongPath.path(limit)
        let shortPath = OverlongPath.path(40)
        let text = Generator<String>.frequency([
            (3, URLPieces.adversarialText),
            (2, inputs.urls.nearMiss),
            (
                2,
                Generator { choices in
                    String(
                        String.UnicodeScalarView(
                            (0..<choices.draw(in: 0...24)).compactMap { _ in
                                Unicode.Scalar(UInt32(choices.draw(below: choices.chance(oneIn: 4) ? 0x11_0000 : 0x80)))
                            }))
                }
            ),
            (
                1,
                Generator { choices in
                    choices.draw(in: 0...2) == 0 ? longPath : shortPath
                }
            ),
        ])
        let userInfo = AnyUserInfo(keys: keys, text: text)
        @Sendable func type(_ known: [String], _ choices: inout Choices) -> String {
            !known.isEmpty && choices.chance(oneIn: 2)
                ? known[Int(choices.draw(below: UInt64(known.count)))] : text.generate(&choices)
        }
        return Generator { choices in
            switch choices.draw(below: 6) {
            case 0, 1:
                return .input(.openURL(.init(url: text.generate(&choices))))
            case 2:
                let activity = LaunchInput.UserActivity(
                    activityType: type(ruleTypes, &choices),
                    webpageURL: choices.chance(oneIn: 2) ? text.generate(&choices) : nil,
                    userInfo: userInfo.generate(&choices))
                return .input(.userActivity(activity))
            case 3:
                return .input(
                    .shortcutItem(.init(type: type(shortcutTypes, &choices), userInfo: userInfo.generate(&choices))))
            case 4:
                let actions =
                    [
                        LaunchInput.NotificationResponse.defaultActionIdentifier,
                        LaunchInput.NotificationResponse.dismissActionIdentifier,
                    ]
                    + inputs.router.rules.notifications.compactMap(\.actionIdentifier)
                let categories = [""] + inputs.router.rules.notifications.compactMap(\.categoryIdentifier)
                return .input(
                    .notificationResponse(
                        .init(
                            requestIdentifier: text.generate(&choices), actionIdentifier: type(actions, &choices),
                            categoryIdentifier: type(categories, &choices), userInfo: userInfo.generate(&choices))))
            default:
                let bytes = (0..<choices.draw(in: 0...64)).map { _ in UInt8(choices.draw(below: 256)) }
                switch choices.draw(below: 3) {
                case 0: return .bytes(bytes)
                case 1: return .bytes(Array("https://".utf8) + bytes)
                default: return .bytes(Array(URLPieces.adversarialText.generate(&choices).utf8) + bytes)
                }
            }
        }
    }

    func anyInput() -> PropertyReport.Result {
        engine.run(.anyBytes, anyInputCases, render: \.description) { example in
            switch example {
            case .input(let input):
                let outcome = resolve(input)
                let length = if case .openURL(let context) = input.kind { context.url.utf8.count } else { nil as Int? }
                if let problem = ReasonLaw.problem(outcome, inputLength: length) {
                    return .fail("\(Render.input(input)) gives \(Render.outcome(outcome)): \(problem)")
                }
            case .bytes(let bytes):
                let agreement = MatcherAgreement(table, bytes: bytes)
                if let problem = agreement.problem { return .fail(problem) }
                if case .failure(let reason) = agreement.compiled, reason.message.isEmpty {
                    return .fail("an empty message for \(reason.code)")
                }
            }
            return .pass
        }
    }

    // MARK: P9

    /// P9, twice over: each input gets the same outcome every time it is resolved, by the same
    /// resolver and a fresh one (shrinkable); and two passes over the run generate the same
    /// inputs and get the same outcomes (the fingerprint).
    func determinism() -> (PropertyReport.Result, UInt64) {
        var result = engine.run(.determinism, inputs.any, render: Render.input) { input in
            // Fresh resolvers, so that each check of an input stands alone, also while shrinking.
            let resolver = subject.makeResolver(router)
            let first = resolver(input)
            let again = resolver(input)
            let other = subject.makeResolver(router)(input)
            guard Self.identical(first, again), Self.identical(first, other) else {
                return .fail(
                    "\(Render.input(input)) gives \(Render.outcome(first)), then \(Render.outcome(again)), and \(Render.outcome(other)) from a fresh router"
                )
            }
            return .pass
        }
        let count = min(engine.iterations, 500)
        var digest = Fingerprint()
        var firstPass: [(LaunchInput, RouteOutcome<Route>)] = []
        firstPass.reserveCapacity(count)
        for iteration in 0..<count {
            var choices = Choices(seed: PropertyEngine.iterationSeed(engine.seed, .determinism, iteration))
            let input = inputs.any.generate(&choices)
            let outcome = resolve(input)
            digest.add(Render.input(input) + " -> " + Render.outcome(outcome) + "\n")
            firstPass.append((input, outcome))
        }
        if result.passed {
            for iteration in 0..<count {
                var choices = Choices(seed: PropertyEngine.iterationSeed(engine.seed, .determinism, iteration))
                let input = inputs.any.generate(&choices)
                let (firstInput, firstOutcome) = firstPass[iteration]
                guard input == firstInput else {
                    result.failure =
                        "input \(iteration + 1) of seed \(engine.seed) was \(Render.input(firstInput)) in the first pass and \(Render.input(input)) in the second"
                    result.counterexample = Render.input(input)
                    result.replay = "LAUNCH_ROUTING_SEED=\(engine.seed) swift test"
                    break
                }
                let outcome = resolve(input)
                guard Self.identical(outcome, firstOutcome) else {
                    result.failure =
                        "input \(iteration + 1) of seed \(engine.seed), \(Render.input(input)), gave \(Render.outcome(firstOutcome)) in the first pass and \(Render.outcome(outcome)) in the second"
                    result.counterexample = Render.input(input)
                    result.replay = "LAUNCH_ROUTING_SEED=\(engine.seed) swift test"
                    break
                }
            }
        }
        return (result, digest.value)
    }

    static func identical(_ lhs: RouteOutcome<Route>, _ rhs: RouteOutcome<Route>) -> Bool {
        switch (lhs, rhs) {
        case (.routed(let a), .routed(let b)): a == b
        case (.unmatched(let a), .unmatched(let b)), (.rejected(let a), .rejected(let b)): a == b
        default: false
        }
    }
}

/// FNV-1a, 64 bits: a digest that is the same on every platform.
struct Fingerprint {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
    }
}

/// Arbitrary `userInfo` trees: the rules' own keys and any text, holding every kind of
/// property-list value, nested.
struct AnyUserInfo: Sendable {
    var keys: [String]
    var text: Generator<String>

    func generate(_ choices: inout Choices, depth: Int = 0) -> [String: LaunchInput.PropertyListValue] {
        var entries: [String: LaunchInput.PropertyListValue] = [:]
        for _ in 0..<choices.draw(in: 0...3) {
            let key =
                !keys.isEmpty && choices.chance(oneIn: 2)
                ? keys[Int(choices.draw(below: UInt64(keys.count)))] : text.generate(&choices)
            entries[key] = value(&choices, depth: depth)
        }
        return entries
    }

    func value(_ choices: inout Choices, depth: Int) -> LaunchInput.PropertyListValue {
        switch choices.draw(below: depth > 1 ? 7 : 9) {
        case 0: return .string(text.generate(&choices))
        case 1: return .integer(Int64(bitPattern: Generator<UInt64>.uint64.generate(&choices)))
        case 2: return .double([0.5, -0.0, 1e300, 42, .infinity, .nan][Int(choices.draw(below: 6))])
        case 3: return .bool(choices.chance(oneIn: 2))
        case 4: return .null
        case 5: return .data((0..<choices.draw(in: 0...4)).map { _ in UInt8(choices.draw(below: 256)) })
        case 6: return .date(0)
        case 7: return .array((0..<choices.draw(in: 0...3)).map { _ in value(&choices, depth: depth + 1) })
        default: return .dictionary(generate(&choices, depth: depth + 1))
        }
    }
}
