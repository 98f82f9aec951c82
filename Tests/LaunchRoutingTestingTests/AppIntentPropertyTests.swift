@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// App Intents in the harness: a router with intent rules draws them, cold in the connection
/// options and warm, and every property holds; a cold intent delivered again when
/// `willPerformAppIntent` hands it over a second time is caught.
@Suite struct AppIntentPropertyTests {
    /// An `OpenIntent` for an order and an App Shortcut that searches, over two routes.
    static let router: Router<RouteMatch> = try! Router(
        table: RouteTable(
            schemes: ["shop"],
            routes: [
                RouteDefinition("order", path: "/orders/:id(int)"),
                RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1"]),
            ]),
        intents: [
            LaunchRule.Intent(type: "OpenOrderIntent", route: "order", parameters: ["id": "target"]),
            LaunchRule.Intent(type: "SearchIntent", route: "search", parameters: ["q": "criteria"]),
        ])

    @Test func theGeneratorDrawsIntentsForARouterWithIntentRules() {
        let inputs = LaunchInputGenerator(router: Self.router)
        var choices = Choices(seed: 1)
        let drawn = (0..<200).map { _ in inputs.any.generate(&choices) }
        let intents = drawn.compactMap(\.appIntent)
        #expect(intents.contains { $0.type == "OpenOrderIntent" })
        #expect(intents.contains { $0.type == "SearchIntent" })
        #expect(intents.contains { $0.type != "OpenOrderIntent" && $0.type != "SearchIntent" })
        var optionsChoices = Choices(seed: 2)
        #expect((0..<50).contains { _ in inputs.options.generate(&optionsChoices).appIntent != nil })
    }

    @Test func everyPropertyHoldsOnARouterWithIntentRules() {
        let report = LaunchProperties(router: Self.router).check(seed: 20_261_206, iterations: 300)
        #expect(report.passed, "\(report)")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aColdIntentDeliveredAgainWarmIsCaught(seed: UInt64) {
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { Broken.DeliversTwice(inbox: LaunchInbox(router: $0), of: { $0.appIntent != nil }) }
        )
        let report = LaunchProperties(router: Self.router, subject: subject).check(
            seed: seed, only: [.exactlyOnce])
        #expect(report.failures.map(\.property) == [.exactlyOnce])
        #expect(report.failures.first?.counterexample?.contains("intent \"") == true)
    }
}
