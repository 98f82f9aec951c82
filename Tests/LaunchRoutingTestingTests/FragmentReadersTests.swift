@_spi(Fuzzing) import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingTesting

/// A generated hit asks the table which route takes its path only when `FragmentReaders` says a
/// reader other than its own could: the test must never say "no" where the table says another
/// reader takes it, or the hit keeps a fragment that route reads (the false alarm of issue #33).
@Suite struct FragmentReadersTests {
    /// On each table, every hit of 2,000 that a reader other than its own takes is one the test
    /// said could be; returns how many hits that was and how many the test let go unasked.
    private static func check<Route>(_ table: RouteTable<Route>, seed: UInt64) -> (taken: Int, unasked: Int) {
        let readers = FragmentReaders(table.core, patterns: table.patterns)
        let generator = URLGenerator(table: table)
        let hits = URLGenerator<Route>.parts(
            table: table, routes: Array(table.definitions.indices), origins: generator.origins)
        var choices = Choices(seed: seed)
        var taken = 0
        var unasked = 0
        for _ in 0..<2_000 {
            let parts = hits.generate(&choices)
            guard let route = parts.route else { continue }
            let mayTake = readers.mayTake(parts.segments, otherThan: route)
            if !mayTake { unasked += 1 }
            guard let taker = table.core.pathRoute(Array(parts.spelling.utf8)), taker != route,
                table.core.readsFragment(route: taker)
            else { continue }
            taken += 1
            #expect(
                mayTake,
                "\(parts.spelling) is taken by route \(taker), which reads the fragment; replay: seed \(seed)")
        }
        return (taken, unasked)
    }

    @Test(arguments: ValidTableTests.tables) func everyHitAnotherReaderTakesIsAsked(_ table: ValidTableTests.Table)
        throws
    {
        _ = Self.check(try RouteSpec(json: table.json).router().table, seed: 33)
    }

    /// Issue #33's two specs: a home that reads its fragment ranks above a rest and an optional
    /// parameter, and takes the URLs with no segment made for them.
    @Test func issue33sTablesHaveHitsAnotherReaderTakes() throws {
        for table in ValidTableTests.tables.prefix(2) {
            let (taken, _) = Self.check(try RouteSpec(json: table.json).router().table, seed: 33)
            #expect(taken > 0, "\(table.name)")
        }
    }

    /// The built-in example's readers are its home (no segment) and its sign-in callback (two,
    /// the first `auth`): most of its hits are not asked.
    @Test func theBuiltInExampleAsksFewHits() throws {
        let (_, unasked) = Self.check(try ExampleRoutes.router().table, seed: 33)
        #expect(unasked > 1_500, "\(unasked) of 2,000 unasked")
    }

    @Test func pathsOfOtherLengthsOrFirstSegmentsAreNotAsked() throws {
        let table = try RouteSpec(
            json:
                #"{"schemes":["t"],"routes":[{"name":"home","path":"/","fragment":"route"},{"name":"cb","path":"/Auth/:step/:x?","fragment":{"a":"string"}},{"name":"rest","path":"/**r","fragment":{"b":"string?"}},{"name":"p","path":"/p/:x"}]}"#
        ).router().table
        let readers = FragmentReaders(table.core, patterns: table.patterns)
        // `p` (route 3): only the rest could take `/p/1` beyond it; not `home` or `cb`.
        #expect(readers.mayTake(["p", "1"], otherThan: 3))
        // `rest` (route 2) itself: `home` takes no segment, `cb` two or three starting `auth`.
        #expect(readers.mayTake([], otherThan: 2))
        #expect(!readers.mayTake(["x"], otherThan: 2))
        #expect(readers.mayTake(["AUTH", "a"], otherThan: 2))
        #expect(readers.mayTake(["auth", "a", "b"], otherThan: 2))
        #expect(!readers.mayTake(["auth", "a", "b", "c"], otherThan: 2))
        #expect(!readers.mayTake(["author", "a"], otherThan: 2))
        // A table without readers asks nothing.
        let plain = try RouteSpec(json: #"{"schemes":["t"],"routes":[{"name":"a","path":"/**r"}]}"#).router().table
        #expect(!FragmentReaders(plain.core, patterns: plain.patterns).mayTake([], otherThan: 1))
    }
}
