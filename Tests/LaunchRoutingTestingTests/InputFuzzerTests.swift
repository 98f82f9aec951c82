import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// docs/fuzzing.md, "Fuzzing an app's table": the in-process fuzzer finds an input that breaks a
/// law, shrinks it, and gives the same run for the same seed.
@Suite struct InputFuzzerTests {
    /// A planted law: no input holds an escaped slash, in either case.
    static let planted = InputFuzzer(
        seeds: [Array("shop://product/42?ref=mail".utf8), Array("https://shop.example.com/a/b".utf8)],
        oracle: { bytes in
            let text = String(decoding: bytes, as: UTF8.self).lowercased()
            return text.contains("%2f") ? "an escaped slash" : nil
        },
        outcome: { bytes in "\(bytes.count % 7)" })

    @Test func itFindsAPlantedBugAndShrinksIt() throws {
        let report = Self.planted.run(seed: 1, runs: 100_000)
        let finding = try #require(report.finding)
        #expect(finding.message == "an escaped slash")
        #expect(["%2F", "%2f"].map { Array($0.utf8) }.contains(finding.input))
        #expect(finding.found.count >= finding.input.count)
        #expect(report.runs == finding.run)
    }

    @Test func theSameSeedGivesTheSameRun() {
        let first = Self.planted.run(seed: 9, runs: 5_000)
        #expect(Self.planted.run(seed: 9, runs: 5_000) == first)
        #expect(Self.planted.run(seed: 10, runs: 5_000).finding?.run != first.finding?.run || first.finding == nil)
    }

    /// On the library's own laws, the built-in table gives no finding and reaches many outcomes.
    @Test func theBuiltInTableIsClean() throws {
        let oracle = ResolveOracle(table: try ExampleRoutes.table())
        let fuzzer = InputFuzzer(
            seeds: ExampleRoutes.spec.routes.flatMap(\.examples).map { Array($0.utf8) }, oracle: oracle.check,
            outcome: oracle.outcome)
        let report = fuzzer.run(seed: 1, runs: 3_000)
        #expect(report.finding == nil, "\(report.finding.map(\.message) ?? "")")
        #expect(report.outcomes >= 10)
    }
}
