@_spi(Fuzzing) import LaunchRouting

// P2, P3, P4 and P5: the properties of resolving one input (P7 and P9 are in LaunchProperties+Robustness.swift).

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
        case .spellings(let first, let second): first.quoted + " and " + second.quoted
        case .miss(let miss): miss.description
        case .carried(let input, let url): Render.input(input) + ", which carries " + url.quoted
        case .fault(let input, let code): Render.input(input) + " (expected \(code))"
        }
    }
}

extension PropertyChecks {
    // MARK: P2

    var orderCases: Generator<OrderCase> {
        let any = inputs.any
        let urls = inputs.urls
        let counts = [
            table.definitions.count, router.rules.activities.count, router.rules.shortcuts.count,
            router.rules.notifications.count,
        ]
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
                routes: routes, activities: activityMoves.generate(&choices),
                shortcuts: shortcutMoves.generate(&choices),
                notifications: notificationMoves.generate(&choices), inputs: inputs)
        }
    }

    func registrationOrder() -> PropertyReport.Result {
        let cache = ResolverCache<Route>()
        let names = table.definitions.map(\.name)
        let neighbourhoods = RouteNeighbourhoods(table.patterns)
        let index = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ruleRoutes = Set(
            (router.rules.activities.map(\.route) + router.rules.shortcuts.map(\.route)
                + router.rules.notifications.map(\.route) + router.rules.intents.map(\.route)
                + router.rules.shares.map(\.route)).compactMap { index[$0] })
        let ruleCounts = (router.rules.activities.count, router.rules.shortcuts.count, router.rules.notifications.count)
        func render(_ example: OrderCase) -> String {
            var lines = example.inputs.map(Render.input)
            let order = OrderCase.order(names.count, example.routes)
            if let last = order.indices.last(where: { order[$0] != $0 }) {
                lines.append(
                    "routes registered as: " + order[...last].map { names[$0] }.joined(separator: ", ")
                        + (last + 1 < names.count ? ", ..." : ""))
            }
            for (label, count, moves) in [
                ("activity rules", ruleCounts.0, example.activities),
                ("quick-action rules", ruleCounts.1, example.shortcuts),
                ("notification rules", ruleCounts.2, example.notifications),
            ] {
                let order = OrderCase.order(count, moves)
                if order != Array(order.indices) { lines.append("\(label) registered in the order \(order)") }
            }
            return lines.joined(separator: "\n")
        }
        // Each case builds a router, so each checks several inputs.
        return engine.run(
            .registrationOrder, orderCases, cases: max(engine.iterations / 8, 1), weight: \.inputs.count, render: render
        ) { example in
            // The routes that decide these inputs, in the case's order (routesDeciding).
            let deciding = routesDeciding(example.inputs, neighbourhoods, ruleRoutes: ruleRoutes)
            let orders = [
                OrderCase.order(names.count, example.routes).filter { deciding.contains($0) },
                OrderCase.order(ruleCounts.0, example.activities),
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
                            origins: table, routes: orders[0].map { table.definitions[$0] })
                        if cache.tables.count < 256 { cache.tables[orders[0]] = reordered }
                    }
                    // Every rule carries over; those of a kind whose order can matter move.
                    var rules = self.router.rules
                    rules.activities = orders[1].map { rules.activities[$0] }
                    rules.shortcuts = orders[2].map { rules.shortcuts[$0] }
                    rules.notifications = orders[3].map { rules.notifications[$0] }
                    let router = try Router(table: reordered, rules: rules)
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
                    return .fail(
                        "\(Render.input(input)) gives \(Render.outcome(declared)) as declared but \(Render.outcome(reordered)) in another order"
                    )
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
        return engine.run(.matcherAgreement, generator, render: \.quoted) { url in
            let reference = table.referenceMatch(url)
            let expected = table.bind(reference)
            if case .success(let match) = reference, case .routed = expected { engine.tally.routed(match) }
            let actual = resolve(.openURL(.init(url: url)))
            guard sameOutcome(actual, expected) else {
                return .fail(
                    "\(url.quoted) gives \(Render.outcome(actual)) but the reference matcher gives \(Render.outcome(expected))"
                )
            }
            if case .success(let match) = reference, let mistake = OriginCheck.mistake(url, match, in: table) {
                return .fail(mistake)
            }
            return .pass
        }
    }

    /// What a policy miss of a foreign origin gives when the table has a route that takes web
    /// pages and the URL is one (an absolute http or https URL with a host, well formed): that
    /// route, with the URL as its page; `nil` otherwise.
    func webPageOutcome(of miss: PolicyMiss) -> RouteOutcome<Route>? {
        guard let route = table.core.webPageRoute, miss.expected == .untrustedHost || miss.expected == .unknownScheme,
            URLText.fault(miss.url, schemes: ["http", "https"]) == nil
        else { return nil }
        return table.bind(
            .success(RouteMatch(name: table.definitions[route].name, parameters: ["url": .string(miss.url)])))
    }

    // MARK: P4

    func roundTrip() -> PropertyReport.Result {
        let result = engine.run(
            .roundTrip, inputs.generatedHit, render: { Render.input($0.input) },
            { generated in
                if let expected = generated.expected {
                    let wanted = table.bind(.success(expected))
                    engine.tally.matched(expected.name)
                    if let mistake = bindingMistake(generated.input, expected, wanted) { return mistake }
                    let actual = resolve(generated.input)
                    guard sameOutcome(actual, wanted) else {
                        return .fail(
                            "\(Render.input(generated.input)), made from \(expected), gives \(Render.outcome(actual)), not \(Render.outcome(wanted))",
                            route: expected.name)
                    }
                    if case .routed = actual { engine.tally.routed(expected.name, kind: Render.kind(generated.input)) }
                    return .pass
                }
                guard let url = generated.url else { return .discard }
                let outcome = resolve(generated.input)
                let matched = generated.isWebOnly ? table.match(webpageURL: url) : table.match(url)
                if case .success(let match) = matched {
                    engine.tally.matched(match.name)
                    if let mistake = bindingMistake(generated.input, match, outcome) { return mistake }
                }
                // Generated hits that another route takes and rejects (a repeated parameter, say)
                // are outside what the table routes: the only discards.
                guard case .routed(let route) = outcome else { return .discard }
                let name = try? matched.get().name
                if let match = try? matched.get() { engine.tally.routed(match, kind: Render.kind(generated.input)) }
                if let fault = RoundTrip(table: table).fault(of: route, from: url, resolve: resolve) {
                    return .fail("\(Render.input(generated.input)) " + fault.describe(route), route: name)
                }
                return .pass
            })
        return neverRouted(result)
    }

    /// P4 fails, once every hit passed, on a route whose patterns took generated hits of which its
    /// binding routed none: a binding that never succeeds (one that allows declines included).
    private func neverRouted(_ result: PropertyReport.Result) -> PropertyReport.Result {
        guard result.passed else { return result }
        let tally = engine.tally
        guard
            let route = table.definitions.map(\.name).first(where: {
                (tally.matched[$0] ?? 0) > 0 && (tally.coverageByKind[$0] ?? [:]).isEmpty
            })
        else { return result }
        var failed = result
        failed.route = route
        let message =
            "route \"\(route)\" took \(tally.matched[route] ?? 0) generated hits, and its binding routed none of "
            + "them to a value"
        failed.failure = message
        failed.message = message
        return failed
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
            case .spotlight: router.rules.spotlight == .url
            case .notification: router.rules.notificationURLKey != nil
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
                let lhs = resolve(.openURL(.init(url: first)))
                if case .success(let match) = table.match(first), case .routed = lhs { engine.tally.routed(match) }
                let rhs = resolve(.openURL(.init(url: second)))
                guard sameOutcome(lhs, rhs) else {
                    return .fail(
                        "\(first.quoted) gives \(Render.outcome(lhs)) but \(second.quoted), the same URL to the policy, gives \(Render.outcome(rhs))"
                    )
                }
            case .miss(let miss):
                if let origin = miss.origin {
                    guard case .success(let match) = table.referenceMatch(origin.hit),
                        match.name == table.definitions[origin.route].name
                    else {
                        return .discard
                    }
                }
                let outcome = resolve(.openURL(.init(url: miss.url)))
                // A foreign origin's page goes to the route that takes web pages, when there is one.
                if let page = webPageOutcome(of: miss) {
                    guard sameOutcome(outcome, page) else {
                        return .fail(
                            "\(miss.url.quoted), \(miss.fault), gives \(Render.outcome(outcome)); the policy says it is a web page, \(Render.outcome(page))"
                        )
                    }
                    return .pass
                }
                guard let reason = outcome.reason, reason.code == miss.expected, outcome.route == nil else {
                    return .fail(
                        "\(miss.url.quoted), \(miss.fault), gives \(Render.outcome(outcome)); the policy says \(miss.expected.isRejection ? "rejected" : "unmatched") \(miss.expected)"
                    )
                }
                if case .rejected = outcome, !miss.expected.isRejection {
                    return .fail("\(miss.url.quoted) is rejected, but \(miss.expected) is unmatched")
                }
                if case .unmatched = outcome, miss.expected.isRejection {
                    return .fail("\(miss.url.quoted) is unmatched, but \(miss.expected) is a rejection")
                }
            case .carried(let input, let url):
                let carried = resolve(input)
                let direct = resolve(.openURL(.init(url: url)))
                guard sameOutcome(carried, direct) else {
                    return .fail(
                        "\(Render.input(input)) gives \(Render.outcome(carried)) but the URL it carries gives \(Render.outcome(direct))"
                    )
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
}
