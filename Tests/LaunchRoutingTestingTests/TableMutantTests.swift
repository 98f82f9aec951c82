import LaunchRouting
import Testing

@testable import LaunchRoutingTesting

/// docs/testing.md, "Do the examples pin the table?": each mutant of a table, whether its
/// examples notice it, and the URL that would.
@Suite struct TableMutantTests {
    static func table(examples: [String: [String]] = [:]) throws -> RouteTable<RouteMatch> {
        let declarations = [
            RouteDeclaration(name: "item", paths: ["/items/:id(int)"], query: ["ref": "string?"]),
            RouteDeclaration(name: "kind", paths: ["/kinds/:k(new|old)"], sources: ["s", "t"]),
        ].map { declaration in
            var declaration = declaration
            declaration.examples = examples[declaration.name] ?? []
            return RouteDefinition<RouteMatch>(declaration)
        }
        return try RouteTable(schemes: ["s", "t"], routes: declarations)
    }

    @Test func everyKindOfMutantOfEveryRoute() throws {
        let mutants = TableMutants.check(try Self.table())
        #expect(
            mutants.map(\.change) == [
                "route \"item\" dropped",
                "parameter \"id\" of route \"item\" any string, not int",
                "route \"item\" without its query parameter \"ref\"",
                "route \"kind\" dropped",
                "parameter \"k\" of route \"kind\" any string, not new|old",
                "route \"kind\" without the source \"s\"",
                "route \"kind\" without the source \"t\"",
            ])
        #expect(
            mutants.map(\.kind) == [
                .droppedRoute, .untypedParameter, .droppedQueryParameter, .droppedRoute, .untypedParameter,
                .droppedSource, .droppedSource,
            ])
    }

    @Test func withoutExamplesEachMutantGetsAURLThatWouldNoticeIt() throws {
        let mutants = TableMutants.check(try Self.table())
        #expect(mutants.allSatisfy { !$0.isPinned })
        #expect(mutants[0].pinningExample == "s://items/0")
        #expect(mutants[0].pinnedRoute == "item")
        #expect(
            mutants[0].description
                == "route \"item\" dropped: no example notices it; add \"s://items/0\" to the examples of route \"item\""
        )
        #expect(mutants[2].pinningExample?.hasPrefix("s://items/") == true)
        #expect(mutants[2].pinningExample?.contains("?ref=") == true)
        #expect(mutants[6].pinningExample?.hasPrefix("t://kinds/") == true)
        // An enumeration untyped only lets more URLs through: no hit of the table tells it apart.
        #expect(mutants[4].pinningExample == nil)
        #expect(
            mutants[4].description
                == "parameter \"k\" of route \"kind\" any string, not new|old: no example notices it, and no generated URL tells the tables apart"
        )
    }

    @Test func anExampleWhoseOutcomeTheMutantChangesNoticesIt() throws {
        let mutants = TableMutants.check(try Self.table(examples: ["item": ["s://items/7?ref=mail"]]))
        let noticed = mutants.filter(\.isPinned).map(\.change)
        // Dropping the route, untyping its id (7 becomes "7") and dropping "ref" all change the
        // example's match; the other route's mutants do not.
        #expect(
            noticed == [
                "route \"item\" dropped", "parameter \"id\" of route \"item\" any string, not int",
                "route \"item\" without its query parameter \"ref\"",
            ])
        #expect(mutants[0].noticedBy == "s://items/7?ref=mail")
        #expect(mutants[0].description == "route \"item\" dropped: the example \"s://items/7?ref=mail\" notices it")
    }

    @Test func theAppsOwnURLsPinTooAndAURLThatMustNotRouteCounts() throws {
        let mutants = TableMutants.check(try Self.table(), examples: ["s://kinds/other"])
        // "other" routes nowhere; with "k" untyped it would route to "kind".
        #expect(
            mutants.filter(\.isPinned).map(\.change) == ["parameter \"k\" of route \"kind\" any string, not new|old"])
    }
}

/// Each mutant is compared on its route's neighbourhood, not the whole table, so that the report
/// stays linear in the table; on generated tables (overlapping literals, parameters first, case-
/// insensitive routes, sources), the neighbourhood gives the report the whole table gives.
@Suite struct TableMutantNeighbourhoodTests {
    /// The report from whole tables: every mutant built and compared in full.
    static func wholeTableReport(_ table: RouteTable<RouteMatch>, examples: [String]) -> [TableMutant] {
        let declarations = table.definitions.map(\.declaration)
        guard let original = TableMutants.matcher(table, declarations) else { return [] }
        let hits = TableMutants.generatedHits(original, samples: 400, seed: 1)
        let examples = declarations.flatMap(\.examples) + examples
        return declarations.indices.flatMap { index in
            TableMutants.mutations(of: declarations, at: index).compactMap { mutation -> TableMutant? in
                guard let mutant = TableMutants.matcher(table, mutation.declarations) else { return nil }
                var report = TableMutant(kind: mutation.kind, route: mutation.route, change: mutation.change)
                report.noticedBy = examples.first { original.differs(from: mutant, on: $0) }
                if report.noticedBy == nil, let witness = TableMutants.witness(original, mutant, hits) {
                    report.pinningExample = witness
                    report.pinnedRoute = original.route(of: witness)
                }
                return report
            }
        }
    }

    @Test func theNeighbourhoodGivesTheWholeTablesReport() {
        var compared = 0
        for seed in 0..<40 as Range<UInt64> {
            var choices = Choices(seed: seed)
            let table = RouteTableGenerator.table(routes: 2...9).generate(&choices)
            let examples = TableMutants.generatedHits(
                TableMutants.Matcher(table: table), samples: 6, seed: seed &+ 100)
            let expected = Self.wholeTableReport(table, examples: examples)
            let actual = TableMutants.check(table, examples: examples)
            #expect(actual == expected, "seed \(seed)")
            compared += expected.count
        }
        #expect(compared > 200)
    }
}
