@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingLint

/// The overlap analysis against the real matcher, on random tables over small alphabets where
/// routes overlap, tie and shadow each other often (docs/lint.md, "What is exact").
///
/// - Every point on which the analysis says a shape wins routes to its route.
/// - No route the analysis reports as shadowed (in general or on a source) wins on any URL of a
///   sample that covers every literal, enumerated value and type of the alphabet.
/// - Every finding's witness resolves where the finding says, and no priority mismatch appears.
@Suite struct OverlapPropertyTests {
    static let seeds: [UInt64] = Array(1...50)

    /// Segments drawn for the sample: the generator's literals and enumerated values, their other
    /// spellings, and a value of each type.
    static let alphabet: [String] =
        RouteTableGenerator.literals + [
            "B", "AB", "Ü", "ITEM", "1", "2", "-7", "x", "zz", "00000000-0000-0000-0000-00000000000a",
            "00000000-0000-0000-0000-00000000000A", "true", "FALSE", "0", "iTeM",
        ]

    @Test(arguments: seeds)
    func winsAndShadowsAgreeWithTheMatcher(seed: UInt64) throws {
        var choices = Choices(seed: seed)
        let table = RouteTableGenerator.table(routes: 6...14).generate(&choices)
        let analysis = OverlapAnalysis(table: table)
        let space = analysis.space
        let replay = "replay: OverlapPropertyTests seed \(seed)"

        // Every claimed win is real.
        let wins = analysis.computeWins()
        for (shape, points) in wins.points.enumerated() {
            for (index, point) in points.enumerated() {
                guard let point else { continue }
                let route = space.shapes[shape].route
                let query = space.witnessShape(
                    of: point, among: space.accepted(in: space.contexts[index]), expecting: route)
                let url = WitnessWriter.url(point, in: space.contexts[index], query: query.query)
                #expect((try? table.patternMatch(url).get())?.name == space.name(ofRoute: route), "\(url); \(replay)")
            }
        }

        // No route said never to win does.
        let findings = analysis.findings()
        #expect(!findings.contains { $0.kind == .priorityMismatch }, "\(findings); \(replay)")
        LintFixtures.checkWitnesses(findings, table)
        let shadowed = Set(
            findings.filter { $0.kind == .shadowedRoute || $0.kind == .unmatchablePattern }.flatMap(\.routes))
        let shadowedIn = Set(findings.filter { $0.kind == .shadowedInSource }.map { "\($0.routes[0]) \($0.message)" })
        var random = SplitMix64(seed: seed)
        for context in space.contexts {
            for _ in 0..<150 {
                let length = Int(random.next(below: 5))
                let segments = (0..<length).map { _ in
                    Self.alphabet[Int(random.next(below: UInt64(Self.alphabet.count)))]
                }
                let url = WitnessWriter.url(segments, in: context)
                guard let winner = space.winner(of: segments, among: space.accepted(in: context)) else { continue }
                let query = WitnessWriter.requiredQuery(of: space.shapes[winner].route, in: table)
                guard
                    let name = try? table.patternMatch(WitnessWriter.url(segments, in: context, query: query)).get()
                        .name
                else {
                    Issue.record(
                        "\(url) does not route, but \(space.name(ofRoute: space.shapes[winner].route)) matches it; \(replay)"
                    )
                    continue
                }
                #expect(name == space.name(ofRoute: space.shapes[winner].route), "\(url); \(replay)")
                #expect(!shadowed.contains(name), "\(name) wins \(url) but is reported shadowed; \(replay)")
                #expect(
                    !shadowedIn.contains { $0.hasPrefix("\(name) ") && $0.contains("from \(context.entry):") },
                    "\(url); \(replay)")
            }
        }
    }

    // MARK: An exhaustive oracle

    /// Segments from which every pattern below is built.
    static let pieces = ["a", "b", ":p(a|b)", ":p", "*", ":p(int)", "1", ":p(1|2)"]

    /// One segment of every region the pieces' languages cut: the values, the other spelling of
    /// each case-insensitive literal, an int none of them names, and a plain string.
    static let regions = ["a", "b", "A", "B", "1", "2", "3", "x"]

    /// Random tables of up to twelve routes of at most two segments (and perhaps a `**`), some
    /// case-insensitive, some restricted to one of two schemes.
    static func denseTable(seed: UInt64) -> RouteTable<RouteMatch> {
        var random = SplitMix64(seed: seed)
        var routes: [LintFixtures.Route] = []
        for index in 0..<Int(4 + random.next(below: 9)) {
            let length = Int(random.next(below: 3))
            var segments = (0..<length).map { position in
                pieces[Int(random.next(below: UInt64(pieces.count)))].replacingParameter("p\(position)")
            }
            if random.next(below: 4) == 0 { segments.append("**r") }
            let sources: [String]? = random.next(below: 3) == 0 ? [["shop", "dev"][Int(random.next(below: 2))]] : nil
            let route = LintFixtures.Route(
                "r\(index)", path: "/" + segments.joined(separator: "/"), sources: sources,
                isCaseSensitive: random.next(below: 4) != 0)
            if (try? RouteTable(schemes: ["shop", "dev"], routes: routes + [route])) != nil { routes.append(route) }
        }
        return try! RouteTable(schemes: ["shop", "dev"], routes: routes)
    }

    /// With one segment per region, every path of up to three segments decides every question
    /// the analysis answers for these tables: the routes that win some URL of a source are
    /// exactly those the analysis finds a winning point for.
    @Test(arguments: Array(UInt64(1)...60))
    func winnersAreExactlyThoseOfAnExhaustiveSearch(seed: UInt64) {
        let table = Self.denseTable(seed: seed)
        let analysis = OverlapAnalysis(table: table)
        let space = analysis.space
        let wins = analysis.computeWins()
        var paths: [[String]] = [[]]
        var frontier: [[String]] = [[]]
        for _ in 0..<3 {
            frontier = frontier.flatMap { path in Self.regions.map { path + [$0] } }
            paths += frontier
        }
        for (index, context) in space.contexts.enumerated() {
            var winners: Set<String> = []
            for path in paths {
                guard let winner = space.winner(of: path, among: space.accepted(in: context)) else { continue }
                let query = WitnessWriter.requiredQuery(of: space.shapes[winner].route, in: table)
                if let name = try? table.patternMatch(WitnessWriter.url(path, in: context, query: query)).get().name {
                    winners.insert(name)
                }
            }
            let claimed = Set(
                space.shapes.indices.filter { wins.points[$0][index] != nil }.map {
                    space.name(ofRoute: space.shapes[$0].route)
                })
            #expect(winners == claimed, "context \(context.entry); replay: OverlapPropertyTests dense seed \(seed)")
        }
        let findings = analysis.findings()
        #expect(!findings.contains { $0.kind == .priorityMismatch })
        LintFixtures.checkWitnesses(findings, table)
    }
}

extension String {
    /// `:p(int)` with its name replaced: `:p0(int)`.
    fileprivate func replacingParameter(_ name: String) -> String {
        guard hasPrefix(":p") else { return self }
        return ":" + name + dropFirst(2)
    }
}
