import LaunchRouting

// P2, P3, P4, P5, P7 and P9: the properties of resolving one input.

/// P2's input: a few routes and rules moved to other places in their lists, and inputs.
struct OrderCase: Sendable {
    /// Moves of a route (or rule) from one index to another, in order.
    var routes: [Move]
    var activities: [Move]
    var shortcuts: [Move]
    var notifications: [Move]
    var inputs: [LaunchInput]

    struct Move: Hashable, Sendable {
        var from: Int
        var to: Int
    }

    /// `0..<count` after the moves.
    static func order(_ count: Int, _ moves: [Move]) -> [Int] {
        var order = Array(0..<count)
        for move in moves where move.from < count && move.to < count {
            order.insert(order.remove(at: move.from), at: move.to)
        }
        return order
    }
}

/// P5's input.
enum NormalisationCase: Sendable {
    /// Two spellings of the same URL.
    case spellings(String, String)
    /// A URL one fault from a hit.
    case miss(PolicyMiss)
    /// An input that carries a URL: it must route as the URL does.
    case carried(LaunchInput, url: String)
    /// An input one fault from a rule's hit, and the code the fault must get.
    case fault(LaunchInput, OutcomeReason.Code)

    var description: String {
        switch self {
        case .spellings(let first, let second): Render.quote(first) + " and " + Render.quote(second)
        case .miss(let miss): miss.description
        case .carried(let input, let url): Render.input(input) + ", which carries " + Render.quote(url)
        case .fault(let input, let code): Render.input(input) + " (expected \(code))"
        }
    }
}

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
    // MARK: P2

    var orderCases: Generator<OrderCase> {
        let any = inputs.any
        let urls = inputs.urls
        let counts = [table.definitions.count, router.activityRules.count, router.shortcutRules.count, router.notificationRules.count]
        // Order can only matter between routes that may match the same URL; moves favour those.
        let overlapping = RouteOverlap.pairs(table.patterns)
        func moves(_ count: Int, neighbours: [[Int]]? = nil) -> Generator<[OrderCase.Move]> {
            guard count > 1 else { return .constant([]) }
            let candidates = neighbours.map { near in near.indices.filter { !near[$0].isEmpty } } ?? []
            // Moving one route before or after another is enough to expose any dependence
            // between the two; a few moves reach any order.
            return Generator<OrderCase.Move> { choices in
                if let neighbours, !candidates.isEmpty, !choices.chance(oneIn: 4) {
                    let from = candidates[Int(choices.draw(below: UInt64(candidates.count)))]
                    let near = neighbours[from]
                    return OrderCase.Move(from: from, to: near[Int(choices.draw(below: UInt64(near.count)))])
                }
                let from = choices.draw(in: 0...count - 1)
                return OrderCase.Move(from: from, to: (from + choices.draw(in: 0...count - 1)) % count)
            }.array(count: 0...3)
        }
        let routeMoves = moves(counts[0], neighbours: overlapping)
        let activityMoves = moves(counts[1])
        let shortcutMoves = moves(counts[2])
        let notificationMoves = moves(counts[3])
        return Generator { choices in
            let routes = routeMoves.generate(&choices)
            var inputs = any.array(count: 0...12).generate(&choices)
            // Hits on the routes that moved, and on the routes they moved past.
            let moved = Array(Set(routes.flatMap { [$0.from, $0.to] })).sorted()
            if !moved.isEmpty {
                inputs += urls.hits(on: moved).array(count: 1...4).generate(&choices).map { .openURL(.init(url: $0)) }
            }
            return OrderCase(
                routes: routes, activities: activityMoves.generate(&choices), shortcuts: shortcutMoves.generate(&choices),
                notifications: notificationMoves.generate(&choices), inputs: inputs)
        }
    }

    func registrationOrder() -> PropertyReport.Result {
        let cache = ResolverCache<Route>()
        let names = table.definitions.map(\.name)
        let ruleCounts = (router.activityRules.count, router.shortcutRules.count, router.notificationRules.count)
        func render(_ example: OrderCase) -> String {
            var lines = example.inputs.map(Render.input)
            let order = OrderCase.order(names.count, example.routes)
            if let last = order.indices.last(where: { order[$0] != $0 }) {
                lines.append("routes registered as: " + order[...last].map { names[$0] }.joined(separator: ", ") + (last + 1 < names.count ? ", ..." : ""))
            }
            for (label, count, moves) in [
                ("activity rules", ruleCounts.0, example.activities), ("quick-action rules", ruleCounts.1, example.shortcuts),
                ("notification rules", ruleCounts.2, example.notifications),
            ] {
                let order = OrderCase.order(count, moves)
                if order != Array(order.indices) { lines.append("\(label) registered in the order \(order)") }
            }
            return lines.joined(separator: "\n")
        }
        // Each case builds a router, so each checks several inputs.
        return engine.run(.registrationOrder, orderCases, cases: max(engine.iterations / 8, 1), weight: \.inputs.count, render: render) { example in
            let orders = [
                OrderCase.order(names.count, example.routes), OrderCase.order(ruleCounts.0, example.activities),
                OrderCase.order(ruleCounts.1, example.shortcuts), OrderCase.order(ruleCounts.2, example.notifications),
            ]
            let permuted: @Sendable (LaunchInput) -> RouteOutcome<Route>
            if let cached = cache.resolvers[orders] {
                permuted = cached
            } else {
                do {
                    // Tables are the costly part to build, and routes move less often than rules.
                    let reordered: RouteTable<Route>
                    if let cached = cache.tables[orders[0]] {
                        reordered = cached
                    } else {
                        reordered = try RouteTable(
                            schemes: table.schemes, domains: table.domains, limits: table.limits, routes: orders[0].map { table.definitions[$0] })
                        if cache.tables.count < 256 { cache.tables[orders[0]] = reordered }
                    }
                    let router = try Router(
                        table: reordered, activities: orders[1].map { self.router.activityRules[$0] },
                        shortcuts: orders[2].map { self.router.shortcutRules[$0] }, notificationURLKey: self.router.notificationURLKey,
                        notifications: orders[3].map { self.router.notificationRules[$0] }, spotlight: self.router.spotlight)
                    permuted = subject.makeResolver(router)
                } catch {
                    return .fail("in this order the router does not build: \(error)")
                }
                if cache.resolvers.count < 256 { cache.resolvers[orders] = permuted }
            }
            for input in example.inputs {
                let declared = resolve(input)
                let reordered = permuted(input)
                if !sameOutcome(declared, reordered) {
                    return .fail("\(Render.input(input)) gives \(Render.outcome(declared)) as declared but \(Render.outcome(reordered)) in another order")
                }
            }
            return .pass
        }
    }

    // MARK: P3

    func matcherAgreement() -> PropertyReport.Result {
        let urls = inputs.urls
        let policyMiss = urls.policyMiss
        let generator = Generator<String> { choices in
            if choices.chance(oneIn: 5), let miss = policyMiss.generate(&choices) { return miss.url }
            return urls.any.generate(&choices)
        }
        return engine.run(.matcherAgreement, generator, render: Render.quote) { url in
            let reference = table.referenceMatch(url)
            if case .success(let match) = reference { engine.tally.reached(match.name) }
            let expected = table.bind(reference)
            let actual = resolve(.openURL(.init(url: url)))
            guard sameOutcome(actual, expected) else {
                return .fail("\(Render.quote(url)) gives \(Render.outcome(actual)) but the reference matcher gives \(Render.outcome(expected))")
            }
            return .pass
        }
    }

    // MARK: P4

    func roundTrip() -> PropertyReport.Result {
        // A route that only a `*.` domain accepts needs a host to be written for.
        let hosts = table.domains.filter { $0.hasPrefix("*.") }.map { "www" + $0.dropFirst() }
        return engine.run(.roundTrip, inputs.generatedHit, render: { Render.input($0.input) }) { generated in
            if let expected = generated.expected {
                let wanted = table.bind(.success(expected))
                let actual = resolve(generated.input)
                guard sameOutcome(actual, wanted) else {
                    return .fail("\(Render.input(generated.input)), made from \(expected), gives \(Render.outcome(actual)), not \(Render.outcome(wanted))")
                }
                if case .routed = actual { engine.tally.reached(expected.name) }
                return .pass
            }
            guard let url = generated.url, case .routed(let route) = resolve(generated.input) else { return .discard }
            if case .success(let match) = generated.isWebOnly ? table.match(webpageURL: url) : table.match(url) { engine.tally.reached(match.name) }
            var written = [table.url(for: route), table.universalLink(for: route)].compactMap { $0 }
            if written.count < 2 { written += hosts.compactMap { table.universalLink(for: route, host: $0) } }
            guard !written.isEmpty else { return .fail("\(Render.input(generated.input)) routes to \(route), for which no URL can be written") }
            for back in written {
                let again = resolve(.openURL(.init(url: back)))
                if case .routed(let other) = again, other == route { continue }
                return .fail("\(Render.input(generated.input)) -> \(route) -> \(Render.quote(back)) -> \(Render.outcome(again))")
            }
            return .pass
        }
    }

    // MARK: P5

    var normalisationCases: Generator<NormalisationCase> {
        let urls = inputs.urls
        let inputs = self.inputs
        // The kinds that carry a URL to resolve: universal links, and Spotlight items and
        // notifications when the router reads URLs from them.
        let carriers = inputs.kinds.map(\.kind).filter { kind in
            switch kind {
            case .universalLink: true
            case .spotlight: router.spotlight == .url
            case .notification: router.notificationURLKey != nil
            default: false
            }
        }
        let ruled = inputs.kinds.map(\.kind).filter { $0 != .url }
        return Generator { choices in
            switch choices.draw(below: 6) {
            case 0, 1:
                let (first, second) = urls.equivalentSpellings.generate(&choices)
                return .spellings(first, second)
            case 2, 3:
                guard let miss = urls.policyMiss.generate(&choices) else {
                    choices.discard()
                    return .spellings("", "")
                }
                return .miss(miss)
            case 4:
                guard !carriers.isEmpty else {
                    choices.discard()
                    return .spellings("", "")
                }
                let kind = carriers[Int(choices.draw(below: UInt64(carriers.count)))]
                let generated = inputs.input(kind, hit: kind == .universalLink || !choices.chance(oneIn: 4), &choices)
                guard let url = generated.url else {
                    choices.discard()
                    return .spellings("", "")
                }
                return .carried(generated.input, url: url)
            default:
                let kind = ruled[Int(choices.draw(below: UInt64(ruled.count)))]
                let generated = inputs.input(kind, hit: false, &choices)
                guard let code = generated.expectedCode else {
                    choices.discard()
                    return .spellings("", "")
                }
                return .fault(generated.input, code)
            }
        }
    }

    func normalisation() -> PropertyReport.Result {
        engine.run(.normalisation, normalisationCases, render: \.description) { example in
            switch example {
            case .spellings(let first, let second):
                if case .success(let match) = table.match(first) { engine.tally.reached(match.name) }
                let lhs = resolve(.openURL(.init(url: first)))
                let rhs = resolve(.openURL(.init(url: second)))
                guard sameOutcome(lhs, rhs) else {
                    return .fail("\(Render.quote(first)) gives \(Render.outcome(lhs)) but \(Render.quote(second)), the same URL to the policy, gives \(Render.outcome(rhs))")
                }
            case .miss(let miss):
                if let origin = miss.origin {
                    guard case .success(let match) = table.referenceMatch(origin.hit), match.name == table.definitions[origin.route].name else {
                        return .discard
                    }
                }
                let outcome = resolve(.openURL(.init(url: miss.url)))
                guard let reason = outcome.reason, reason.code == miss.expected, (outcome.route == nil) else {
                    return .fail("\(Render.quote(miss.url)), \(miss.fault), gives \(Render.outcome(outcome)); the policy says \(miss.expected.isRejection ? "rejected" : "unmatched") \(miss.expected)")
                }
                if case .rejected = outcome, !miss.expected.isRejection { return .fail("\(Render.quote(miss.url)) is rejected, but \(miss.expected) is unmatched") }
                if case .unmatched = outcome, miss.expected.isRejection { return .fail("\(Render.quote(miss.url)) is unmatched, but \(miss.expected) is a rejection") }
            case .carried(let input, let url):
                let carried = resolve(input)
                let direct = resolve(.openURL(.init(url: url)))
                guard sameOutcome(carried, direct) else {
                    return .fail("\(Render.input(input)) gives \(Render.outcome(carried)) but the URL it carries gives \(Render.outcome(direct))")
                }
            case .fault(let input, let code):
                let outcome = resolve(input)
                guard outcome.reason?.code == code else {
                    return .fail("\(Render.input(input)) gives \(Render.outcome(outcome)); the policy says \(code)")
                }
            }
            return .pass
        }
    }

    // MARK: P7

    var anyInputCases: Generator<AnyInputCase> {
        let inputs = self.inputs
        let ruleTypes = router.activityRules.map(\.activityType) + [LaunchInput.UserActivity.browsingWebType, LaunchInput.UserActivity.searchableItemType]
        let shortcutTypes = router.shortcutRules.map(\.type)
        let keys = Array(Set(
            router.activityRules.flatMap(\.parameters.values) + router.shortcutRules.flatMap(\.parameters.values)
                + router.notificationRules.flatMap(\.parameters.values) + [router.notificationURLKey, LaunchInput.UserActivity.searchableItemIdentifierKey].compactMap { $0 }
        )).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let limit = table.limits.maximumLength
        let text = Generator<String>.frequency([
            (3, URLPieces.adversarialText),
            (2, inputs.urls.nearMiss),
            (2, Generator { choices in
                String(String.UnicodeScalarView((0..<choices.draw(in: 0...24)).compactMap { _ in
                    Unicode.Scalar(UInt32(choices.draw(below: choices.chance(oneIn: 4) ? 0x11_0000 : 0x80)))
                }))
            }),
            (1, Generator { choices in "shop://" + String(repeating: "a/", count: choices.draw(in: 0...2) == 0 ? limit : 40) }),
        ])
        let userInfo = AnyUserInfo(keys: keys, text: text)
        @Sendable func type(_ known: [String], _ choices: inout Choices) -> String {
            !known.isEmpty && choices.chance(oneIn: 2) ? known[Int(choices.draw(below: UInt64(known.count)))] : text.generate(&choices)
        }
        return Generator { choices in
            switch choices.draw(below: 6) {
            case 0, 1:
                return .input(.openURL(.init(url: text.generate(&choices))))
            case 2:
                let activity = LaunchInput.UserActivity(
                    activityType: type(ruleTypes, &choices), webpageURL: choices.chance(oneIn: 2) ? text.generate(&choices) : nil,
                    userInfo: userInfo.generate(&choices))
                return .input(.userActivity(activity))
            case 3:
                return .input(.shortcutItem(.init(type: type(shortcutTypes, &choices), userInfo: userInfo.generate(&choices))))
            case 4:
                let actions = [LaunchInput.NotificationResponse.defaultActionIdentifier, LaunchInput.NotificationResponse.dismissActionIdentifier]
                    + inputs.router.notificationRules.compactMap(\.actionIdentifier)
                let categories = [""] + inputs.router.notificationRules.compactMap(\.categoryIdentifier)
                return .input(.notificationResponse(.init(
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
                guard let reason = outcome.reason else { return .pass }
                if reason.message.isEmpty { return .fail("\(Render.input(input)) gives \(Render.outcome(outcome)) with an empty message") }
                if case .rejected = outcome, !reason.code.isRejection {
                    return .fail("\(Render.input(input)) is rejected with \(reason.code), which is an unmatched code")
                }
                if case .unmatched = outcome, reason.code.isRejection {
                    return .fail("\(Render.input(input)) is unmatched with \(reason.code), which is a rejection code")
                }
                if case .openURL(let context) = input, let position = reason.position, !(0...context.url.utf8.count).contains(position) {
                    return .fail("\(Render.input(input)) gives \(reason.code) at byte \(position), outside its \(context.url.utf8.count) bytes")
                }
            case .bytes(let bytes):
                let compiled = table.match(bytes: bytes)
                let reference = table.match(bytes: bytes, usingReference: true)
                guard compiled == reference else {
                    return .fail("the compiled matcher gives \(compiled) but the reference matcher \(reference)")
                }
                if case .failure(let reason) = compiled, reason.message.isEmpty { return .fail("an empty message for \(reason.code)") }
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
                return .fail("\(Render.input(input)) gives \(Render.outcome(first)), then \(Render.outcome(again)), and \(Render.outcome(other)) from a fresh router")
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
                    result.failure = "input \(iteration + 1) of seed \(engine.seed) was \(Render.input(firstInput)) in the first pass and \(Render.input(input)) in the second"
                    result.counterexample = Render.input(input)
                    result.replay = "LAUNCH_ROUTING_SEED=\(engine.seed) swift test"
                    break
                }
                let outcome = resolve(input)
                guard Self.identical(outcome, firstOutcome) else {
                    result.failure = "input \(iteration + 1) of seed \(engine.seed), \(Render.input(input)), gave \(Render.outcome(firstOutcome)) in the first pass and \(Render.outcome(outcome)) in the second"
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

/// The routers P2 has built, by registration order.
final class ResolverCache<Route: Sendable> {
    var resolvers: [[[Int]]: @Sendable (LaunchInput) -> RouteOutcome<Route>] = [:]
    var tables: [[Int]: RouteTable<Route>] = [:]
}

/// Arbitrary `userInfo` trees: the rules' own keys and any text, holding every kind of
/// property-list value, nested.
struct AnyUserInfo: Sendable {
    var keys: [String]
    var text: Generator<String>

    func generate(_ choices: inout Choices, depth: Int = 0) -> [String: PropertyListValue] {
        var entries: [String: PropertyListValue] = [:]
        for _ in 0..<choices.draw(in: 0...3) {
            let key = !keys.isEmpty && choices.chance(oneIn: 2) ? keys[Int(choices.draw(below: UInt64(keys.count)))] : text.generate(&choices)
            entries[key] = value(&choices, depth: depth)
        }
        return entries
    }

    func value(_ choices: inout Choices, depth: Int) -> PropertyListValue {
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

/// Which routes may match a common URL: what P2's moves favour, since registration order can
/// only matter between such routes. An over-approximation: a literal and a parameter, or two
/// parameters, are taken to overlap whatever their types.
enum RouteOverlap {
    static func pairs(_ patterns: [[RoutePattern]]) -> [[Int]] {
        patterns.indices.map { route in
            patterns.indices.filter { other in
                other != route && patterns[route].contains { mine in patterns[other].contains { overlap(mine, $0) } }
            }
        }
    }

    static func overlap(_ lhs: RoutePattern, _ rhs: RoutePattern) -> Bool {
        variants(lhs).contains { left in variants(rhs).contains { right in overlap(left, lhs.isCaseInsensitive, right, rhs.isCaseInsensitive) } }
    }

    /// The pattern's segments, and without its optional last parameter.
    static func variants(_ pattern: RoutePattern) -> [[RoutePattern.Segment]] {
        if case .parameter(_, _, true)? = pattern.segments.last { return [pattern.segments, Array(pattern.segments.dropLast())] }
        return [pattern.segments]
    }

    static func overlap(_ lhs: [RoutePattern.Segment], _ leftFolds: Bool, _ rhs: [RoutePattern.Segment], _ rightFolds: Bool) -> Bool {
        let leftRest = lhs.firstIndex { if case .rest = $0 { return true } else { return false } }
        let rightRest = rhs.firstIndex { if case .rest = $0 { return true } else { return false } }
        let length: Int
        switch (leftRest, rightRest) {
        case (nil, nil):
            guard lhs.count == rhs.count else { return false }
            length = lhs.count
        case (let rest?, nil):
            guard rhs.count >= rest else { return false }
            length = rest
        case (nil, let rest?):
            guard lhs.count >= rest else { return false }
            length = rest
        case (let left?, let right?):
            length = min(left, right)
        }
        for index in 0..<length {
            guard case .literal(let left) = lhs[index], case .literal(let right) = rhs[index] else { continue }
            let folds = leftFolds || rightFolds
            if folds ? left.lowercased() != right.lowercased() : left != right { return false }
        }
        return true
    }
}
