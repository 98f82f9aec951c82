@_spi(Fuzzing) import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingTesting

/// Each mutant is compared on its route's neighbourhood, not the whole table, so that the report
/// stays linear in the table; on generated tables (overlapping literals, parameters first, case-
/// insensitive routes, sources), the neighbourhood gives the report the whole table gives.
@Suite struct RouteNeighbourhoodTests {
    /// The report from whole tables: every mutant built and compared in full.
    static func wholeTableReport(_ table: RouteTable<RouteMatch>, examples: [String], samples: Int) -> [TableMutants
        .Mutant]
    {
        let declarations = table.definitions.map(\.declaration)
        guard let original = TableMutants.matcher(table, declarations) else { return [] }
        let hits = original.probes(TableMutants.generatedHits(original, samples: samples, seed: 1))
        let examples = declarations.flatMap(\.examples) + examples
        return declarations.indices.flatMap { index in
            TableMutants.mutations(of: declarations, at: index).compactMap { mutation -> TableMutants.Mutant? in
                guard let mutant = TableMutants.matcher(table, mutation.declarations) else { return nil }
                var report = TableMutants.Mutant(kind: mutation.kind, route: mutation.route, change: mutation.change)
                report.noticedBy = examples.first { original.differs(from: mutant, on: $0) }
                if report.noticedBy == nil, let witness = TableMutants.witness(original, mutant, hits) {
                    report.pinningExample = witness
                    report.pinnedRoute = original.route(of: witness)
                }
                return report
            }
        }
    }

    /// A hundred generated hits rather than `check`'s 400: which hits there are does not decide
    /// whether the neighbourhood sees what the whole table sees, and a quarter of them still
    /// leaves mutants of every fate (noticed, pinned by a hit, unpinned) in the comparison.
    @Test func theNeighbourhoodGivesTheWholeTablesReport() {
        let samples = 100
        var compared = 0
        var fates: [Int] = [0, 0, 0]
        for seed in 0..<16 as Range<UInt64> {
            var choices = Choices(seed: seed)
            let table = RouteTableGenerator.table(routes: 2...9).generate(&choices)
            let examples = TableMutants.generatedHits(
                TableMutants.Matcher(table: table), samples: 6, seed: seed &+ 100)
            let expected = Self.wholeTableReport(table, examples: examples, samples: samples)
            let actual = TableMutants.check(table, examples: examples, samples: samples)
            #expect(actual == expected, "seed \(seed)")
            compared += expected.count
            for mutant in expected {
                fates[mutant.noticedBy != nil ? 0 : mutant.pinningExample != nil ? 1 : 2] += 1
            }
        }
        #expect(compared > 80)
        #expect(fates.allSatisfy { $0 >= 10 }, "noticed, pinned, unpinned: \(fates)")
    }

    /// What P2 reorders: every route whose patterns take a URL is among the routes of its first
    /// segment (a nested route it forwards to is P2's own concern: it reorders every route then).
    @Test func theRoutesOfAFirstSegmentIncludeEveryRouteThatTakesTheURL() throws {
        var checked = 0
        for seed in 0..<40 as Range<UInt64> {
            var choices = Choices(seed: seed)
            let table = RouteTableGenerator.table(routes: 2...9).generate(&choices)
            let neighbourhoods = RouteNeighbourhoods(table.patterns)
            let names = table.definitions.map(\.name)
            for url in TableMutants.generatedHits(TableMutants.Matcher(table: table), samples: 40, seed: seed) {
                guard case .success(let match) = table.patternMatch(url),
                    case .success(let parsed) = table.core.tokenize(url)
                else { continue }
                let routes = neighbourhoods.routes(takingFirstSegment: parsed.segments.first).map { names[$0] }
                #expect(routes.contains(match.name), "seed \(seed): \(url) routes to \(match.name), not in \(routes)")
                checked += 1
            }
        }
        #expect(checked > 500)
    }
}
