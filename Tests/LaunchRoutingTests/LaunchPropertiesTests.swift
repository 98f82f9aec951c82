@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// End to end: P1-P9 hold for the library's router and inbox on the built-in example, at the
/// default budget, with every route reached. The seed is the default unless `LAUNCH_ROUTING_SEED`
/// says otherwise, so a failure here replays with the line it prints.
@Suite struct LaunchPropertiesTests {
    @Test func theExampleRouterHasEveryProperty() throws {
        let report = LaunchProperties(router: try ExampleRoutes.router()).check()
        #expect(report.passed, "\(report)")
        #expect(report.results.map(\.property) == LaunchProperty.allCases)
        #expect(
            report.results.allSatisfy { $0.inputs >= LaunchProperties<RouteMatch>.defaultIterations / 2 }, "\(report)")
        #expect(report.coverage.count == ExampleRoutes.routes.count)
        #expect(report.coverage.values.allSatisfy { $0 > 0 }, "\(report.coverage)")
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }

    /// A table without rules gets every property too, through a router with no rules.
    @Test func theExampleTableHasEveryProperty() throws {
        let report = LaunchProperties(table: try ExampleRoutes.table()).check(
            seed: LaunchProperties<RouteMatch>.defaultSeed, iterations: 1_000)
        #expect(report.results.map(\.property) == LaunchProperty.allCases)
        #expect(report.passed, "\(report)")
    }
}
