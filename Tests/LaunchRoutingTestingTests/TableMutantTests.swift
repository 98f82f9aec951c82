import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingTesting

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

    /// A forwarding route's mutant is pinned by a URL through it, written by reverse routing at
    /// every level, never the generator's spelling (`s:/l%69nk?to=...`).
    @Test func aForwardingRoutesURLIsWrittenThroughIt() throws {
        let table = try RouteTable<RouteMatch>(
            schemes: ["s"],
            routes: [
                RouteDefinition("settings", path: "/settings/:section(a|b)"),
                RouteDefinition("deepLink", path: "/link", query: ["to": "route"]),
            ])
        let dropped = try #require(TableMutants.check(table).first { $0.change == "route \"deepLink\" dropped" })
        #expect(dropped.pinningExample == "s://link?to=s%3A%2F%2Fsettings%2Fa")
        #expect(dropped.pinnedRoute == "settings")
        var nested = RouteMatch(name: "settings", parameters: ["section": "b"])
        nested.outerRoutes = [RouteMatch(name: "deepLink", parameters: ["to": "/settings/b"])]
        #expect(
            TableMutants.throughForwarders(
                nested, TableMutants.matcher(table, table.definitions.map(\.declaration))!.table)
                == RouteMatch(name: "deepLink", parameters: ["to": "s://settings/b"]))
    }
}
