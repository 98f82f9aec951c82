import LaunchRouting

/// The overlap analysis of a route table: which routes can match the same URL and which wins,
/// which ties, which routes, patterns and parameters can never win, and which patterns can never
/// match at all. Exact for the pattern language: every answer is decided over every URL, by
/// ``Coverage`` over the regions of ``Representatives``, not by sampling.
///
/// Each finding's witness is resolved with the table; a witness that does not route where the
/// priority rule says it must is itself reported, as ``LintFinding/Kind/priorityMismatch``.
struct OverlapAnalysis<Route: Sendable> {
    let space: ShapeSpace<Route>
    var table: RouteTable<Route> { space.table }

    init(table: RouteTable<Route>) {
        self.space = ShapeSpace(table: table)
    }

    /// Where a shape wins: for each context, the first point on which it wins, if any.
    struct Wins {
        var points: [[[String]?]]

        func wins(_ shape: Int) -> Bool { points[shape].contains { $0 != nil } }
        func wins(_ shape: Int, inContext context: Int) -> Bool { points[shape][context] != nil }
    }

    func computeWins() -> Wins {
        var points = [[[String]?]](
            repeating: [[String]?](repeating: nil, count: space.contexts.count), count: space.shapes.count)
        for (contextIndex, context) in space.contexts.enumerated() {
            let accepted = space.accepted(in: context)
            for shape in accepted {
                for length in space.lengths(of: shape) {
                    let covers = space.shapes(among: accepted, above: shape, length: length).map {
                        space.box(of: $0, length: length)
                    }
                    if let point = Coverage.uncoveredPoint(of: space.box(of: shape, length: length), by: covers) {
                        points[shape][contextIndex] = point
                        break
                    }
                }
            }
        }
        return Wins(points: points)
    }

    func findings() -> [LintFinding] {
        var findings = unmatchablePatterns()
        var mismatches: [LintFinding] = []
        let wins = computeWins()
        // A route reached only through a nested route takes no URL received directly, so it wins
        // none, on purpose: the URLs of the routes that forward to it are what reach it.
        let nestedOnly = Set(table.core.nestedOnlyRoutes)
        for route in table.definitions.indices where !nestedOnly.contains(route) {
            let shapes = space.shapes.indices.filter { space.shapes[$0].route == route && space.isMatchable($0) }
            guard !shapes.isEmpty else { continue }
            guard shapes.contains(where: wins.wins) else {
                findings.append(shadowedRoute(route, shapes, &mismatches))
                continue
            }
            findings += shadowedPatterns(route, shapes, wins, &mismatches)
            findings += shadowedInSources(route, shapes, wins, &mismatches)
            findings += unboundParameters(route, shapes, wins, &mismatches)
            findings += patternsMissingParameters(route, shapes, wins, &mismatches)
        }
        findings += overlapsAndTies(&mismatches)
        return findings + mismatches
    }

    // MARK: Findings per route

    /// Patterns no URL can match.
    private func unmatchablePatterns() -> [LintFinding] {
        var findings: [LintFinding] = []
        for route in table.definitions.indices {
            for pattern in table.patterns[route].indices {
                let shapes = space.shapes.indices.filter {
                    space.shapes[$0].route == route && space.shapes[$0].pattern == pattern
                }
                guard !shapes.contains(where: space.isMatchable) else { continue }
                findings.append(unmatchable(route: route, pattern: pattern, shapes: shapes))
            }
        }
        return findings
    }

    /// A route none of whose shapes wins anywhere.
    private func shadowedRoute(_ route: Int, _ shapes: [Int], _ mismatches: inout [LintFinding]) -> LintFinding {
        let name = space.name(ofRoute: route)
        let point = firstPoint(of: shapes[0])
        let message: String
        let witness: LintFinding.Witness
        if let context = space.contexts.indices.first(where: { table.accepts(route: route, in: space.contexts[$0]) }) {
            witness = self.witness(point, in: context, expectingLoser: route, &mismatches)
            message =
                "route \"\(name)\" can never win: every URL it matches goes to a route that ranks higher, such as \(describe(witness))"
        } else {
            witness = self.witness(point, in: 0, expectingLoser: route, &mismatches)
            let outcome = witness.route.map { "goes to \"\($0)\"" } ?? "does not route"
            message =
                "route \"\(name)\" can never win: it takes URLs from none of the table's schemes and domains, so even \(witness.url ?? "") \(outcome)"
        }
        return LintFinding(severity: .error, kind: .shadowedRoute, message: message, routes: [name], witness: witness)
    }

    /// Each pattern of a route, and each form of an optional parameter, that never wins.
    private func shadowedPatterns(_ route: Int, _ shapes: [Int], _ wins: Wins, _ mismatches: inout [LintFinding])
        -> [LintFinding]
    {
        let name = space.name(ofRoute: route)
        var findings: [LintFinding] = []
        for pattern in table.patterns[route].indices {
            let forms = shapes.filter { space.shapes[$0].pattern == pattern }
            guard !forms.isEmpty else { continue }
            let text = table.patterns[route][pattern].text
            if !forms.contains(where: wins.wins) {
                let witness = loserWitness(forms[0], &mismatches)
                findings.append(
                    LintFinding(
                        severity: .warning, kind: .shadowedPattern,
                        message:
                            "route \"\(name)\", pattern \"\(text)\" can never win: every URL it matches goes to a route that ranks higher, such as \(describe(witness))",
                        routes: [name], witness: witness))
                continue
            }
            for form in forms where space.shapes[form].terminal == .optionalAbsent && !wins.wins(form) {
                let parameter = table.patterns[route][pattern].parameterNames.last ?? ""
                let witness = loserWitness(form, &mismatches)
                findings.append(
                    LintFinding(
                        severity: .warning, kind: .shadowedPattern,
                        message:
                            "route \"\(name)\", pattern \"\(text)\" can never win without its optional parameter \"\(parameter)\": every URL it then matches goes to a route that ranks higher, such as \(describe(witness))",
                        routes: [name], witness: witness))
            }
        }
        return findings
    }

    /// Each source a route takes on which it never wins.
    private func shadowedInSources(_ route: Int, _ shapes: [Int], _ wins: Wins, _ mismatches: inout [LintFinding])
        -> [LintFinding]
    {
        let name = space.name(ofRoute: route)
        let contexts = space.contexts.indices.filter { table.accepts(route: route, in: space.contexts[$0]) }
        var findings: [LintFinding] = []
        for context in contexts where !shapes.contains(where: { wins.wins($0, inContext: context) }) {
            let candidates = shapes.filter { !space.lengths(of: $0).isEmpty }
            let point = firstPoint(of: candidates[0])
            let witness = self.witness(point, in: context, expectingLoser: route, &mismatches)
            findings.append(
                LintFinding(
                    severity: .warning, kind: .shadowedInSource,
                    message:
                        "route \"\(name)\" can never win on URLs from \(space.contexts[context].entry): every such URL it matches goes to a route that ranks higher, such as \(describe(witness))",
                    routes: [name], witness: witness))
        }
        return findings
    }

    /// Each path parameter of a route that no winning URL binds.
    private func unboundParameters(_ route: Int, _ shapes: [Int], _ wins: Wins, _ mismatches: inout [LintFinding])
        -> [LintFinding]
    {
        let name = space.name(ofRoute: route)
        var findings: [LintFinding] = []
        var reported: Set<String> = []
        for parameter in table.patterns[route].flatMap(\.parameterNames) where reported.insert(parameter).inserted {
            let binding = shapes.filter { space.shapes[$0].captures.contains(parameter) }
            guard !binding.isEmpty, !binding.contains(where: wins.wins) else { continue }
            let witness = loserWitness(binding[0], &mismatches)
            findings.append(
                LintFinding(
                    severity: .warning, kind: .unboundParameter,
                    message:
                        "route \"\(name)\" never binds its parameter \"\(parameter)\": every URL that would bind it goes to a route that ranks higher, such as \(describe(witness))",
                    routes: [name], witness: witness))
        }
        return findings
    }

    /// Each pattern that wins but leaves out a parameter another pattern of its route binds: URLs
    /// through it reach the binding without that parameter.
    private func patternsMissingParameters(
        _ route: Int, _ shapes: [Int], _ wins: Wins, _ mismatches: inout [LintFinding]
    ) -> [LintFinding] {
        let name = space.name(ofRoute: route)
        var findings: [LintFinding] = []
        for pattern in table.patterns[route].indices {
            let own = Set(table.patterns[route][pattern].parameterNames)
            let winning = shapes.filter { space.shapes[$0].pattern == pattern && wins.wins($0) }
            guard let shape = winning.first else { continue }
            var reportedHere: Set<String> = []
            for (other, otherPattern) in table.patterns[route].enumerated() where other != pattern {
                for parameter in otherPattern.parameterNames
                where !own.contains(parameter) && reportedHere.insert(parameter).inserted {
                    let context = wins.points[shape].firstIndex { $0 != nil } ?? 0
                    let witness = self.witness(
                        wins.points[shape][context] ?? [], in: context, expecting: route, &mismatches)
                    findings.append(
                        LintFinding(
                            severity: .warning, kind: .patternMissesParameter,
                            message:
                                "route \"\(name)\", pattern \"\(table.patterns[route][pattern].text)\" does not bind \"\(parameter)\", which its pattern \"\(otherPattern.text)\" binds, so \(witness.url ?? "") reaches the route without it",
                            routes: [name], witness: witness))
                }
            }
        }
        return findings
    }

    // MARK: Overlaps and ties

    private struct PairResult {
        var witness: LintFinding.Witness
        var message: String
        var isTie: Bool
        var isDirect: Bool
    }

    private func overlapsAndTies(_ mismatches: inout [LintFinding]) -> [LintFinding] {
        var results: [Pair: PairResult] = [:]
        for (contextIndex, context) in space.contexts.enumerated() {
            let accepted = space.accepted(in: context)
            for first in accepted {
                for second in space.neighbours(of: first, among: accepted) where second > first {
                    let routeA = space.shapes[first].route
                    let routeB = space.shapes[second].route
                    guard routeA != routeB else { continue }
                    let pair = Pair(min(routeA, routeB), max(routeA, routeB))
                    if let known = results[pair], known.isDirect { continue }
                    for length in space.lengths(of: first) where space.fits(second, length: length) {
                        let box = zip(space.box(of: first, length: length), space.box(of: second, length: length)).map {
                            $0.intersection($1)
                        }
                        guard !box.contains(where: \.isEmpty) else { continue }
                        let (winner, loser) =
                            space.ranks(first, above: second, length: length) ? (first, second) : (second, first)
                        let covers = space.shapes(among: accepted, above: winner, length: length).filter { $0 != loser }
                        if let point = Coverage.uncoveredPoint(
                            of: box, by: covers.map { space.box(of: $0, length: length) })
                        {
                            // A route that can veto a URL and one that takes what it gives up do not tie.
                            let isTie =
                                space.key(winner, length: length) == space.key(loser, length: length)
                                && space.yields(winner) == space.yields(loser)
                            let witness = self.witness(
                                point, in: contextIndex, expecting: space.shapes[winner].route, &mismatches)
                            results[pair] = PairResult(
                                witness: witness,
                                message: isTie
                                    ? tieMessage(winner, loser, witness, context)
                                    : overlapMessage(winner, loser, witness, length),
                                isTie: isTie, isDirect: true)
                            break
                        }
                        if results[pair] == nil, let point = Coverage.anyPoint(of: box) {
                            let witness = self.witness(
                                point, in: contextIndex, expecting: nil, losers: [routeA, routeB], &mismatches)
                            let message =
                                "routes \"\(space.name(ofRoute: pair.first))\" and \"\(space.name(ofRoute: pair.second))\" both match \(witness.url ?? ""), but every URL both match goes to a route that ranks higher, here \(witness.route.map(\.quoted) ?? "none")"
                            results[pair] = PairResult(
                                witness: witness, message: message, isTie: false, isDirect: false)
                        }
                    }
                }
            }
        }
        return results.sorted { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }.map { pair, result in
            let routes = [space.name(ofRoute: pair.first), space.name(ofRoute: pair.second)]
            return LintFinding(
                severity: result.isTie ? .error : .note, kind: result.isTie ? .tie : .overlap,
                message: result.message, routes: routes, witness: result.witness)
        }
    }

    private struct Pair: Hashable {
        var first: Int
        var second: Int
        init(_ first: Int, _ second: Int) {
            self.first = first
            self.second = second
        }
    }

    private func overlapMessage(_ winner: Int, _ loser: Int, _ witness: LintFinding.Witness, _ length: Int) -> String {
        let names = [space.shapes[winner].route, space.shapes[loser].route].sorted().map(space.name(ofRoute:))
        let why =
            space.key(winner, length: length) == space.key(loser, length: length) && space.yields(winner)
            ? "they rank the same, and \"\(space.name(ofRoute: space.shapes[winner].route))\" gives up the URLs its query vetoes to \"\(space.name(ofRoute: space.shapes[loser].route))\""
            : PriorityExplanation.why(
                space.key(winner, length: length), above: space.key(loser, length: length), length: length)
        return
            "routes \"\(names[0])\" and \"\(names[1])\" both match \(witness.url ?? ""), which goes to \"\(space.name(ofRoute: space.shapes[winner].route))\": \(why)"
    }

    private func tieMessage(_ winner: Int, _ loser: Int, _ witness: LintFinding.Witness, _ context: SourceContext)
        -> String
    {
        let winnerName = space.name(ofRoute: space.shapes[winner].route)
        let loserName = space.name(ofRoute: space.shapes[loser].route)
        let names = [space.shapes[winner].route, space.shapes[loser].route].sorted().map(space.name(ofRoute:))
        return
            "routes \"\(names[0])\" and \"\(names[1])\" tie for \(witness.url ?? ""): the patterns \"\(space.patternText(of: space.shapes[winner]))\" and \"\(space.patternText(of: space.shapes[loser]))\" rank the same, and the host is trusted by the sources of both; \"\(winnerName)\" wins over \"\(loserName)\" only because its name sorts first"
    }

    // MARK: Unmatchable patterns

    private func unmatchable(route: Int, pattern: Int, shapes: [Int]) -> LintFinding {
        let name = space.name(ofRoute: route)
        let text = table.patterns[route][pattern].text
        let shape = shapes.last ?? 0
        let reason: String
        if space.fixedLength(shape) > table.limits.maximumSegments, space.languages[shape].allSatisfy({ !$0.isEmpty }) {
            reason =
                "it has \(space.fixedLength(shape)) segments, and the table rejects URLs with more than \(table.limits.maximumSegments)"
        } else {
            let position = space.languages[shape].firstIndex(where: \.isEmpty) ?? 0
            reason =
                "its segment \(position + 1) takes no segment a URL can carry, as a URL's segments are never empty, \".\", \"..\" or control characters"
        }
        // The witness spells the pattern anyway: the table rejects or does not route it.
        var point: [String] = []
        for matcher in space.shapes[shape].matchers {
            switch matcher {
            case .literal(let text), .caseInsensitiveLiteral(let text): point.append(text)
            case .typed(let type, _):
                if case .oneOf(let values) = type.kind {
                    point.append(values[0])
                } else {
                    point.append(WitnessWriter.sampleValue(of: type))
                }
            case .wildcard: point.append("x")
            case .rest: break
            }
        }
        let context = space.contexts.first { table.accepts(route: route, in: $0) } ?? space.contexts.first
        let url = context.map { WitnessWriter.url(point, in: $0) } ?? "/" + point.joined(separator: "/")
        var routed: String? = nil
        if case .success(let match) = table.patternMatch(url) { routed = match.name }
        let witness = LintFinding.Witness(input: context?.host == nil ? .url(url) : .universalLink(url), route: routed)
        return LintFinding(
            severity: .error, kind: .unmatchablePattern,
            message: "route \"\(name)\", pattern \"\(text)\" can never match: \(reason)",
            routes: [name], witness: witness)
    }
}
