@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// App Intents and CloudKit shares in the harness: a router with their rules draws them, cold in
/// the connection options and warm, and every property holds; a cold intent delivered again when
/// `willPerformAppIntent` hands it over a second time is caught, and so is a share delivered twice.
@Suite struct IntentsAndSharesPropertyTests {
    /// An `OpenIntent` for an order, an App Shortcut that searches, and shared lists.
    static let router: Router<RouteMatch> = try! Router(
        table: RouteTable(
            schemes: ["shop"],
            routes: [
                RouteDefinition("order", path: "/orders/:id(int)"),
                RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1"]),
                RouteDefinition("list", path: "/lists/:id", query: ["zone": "string?"]),
            ]),
        intents: [
            LaunchRule.Intent(type: "OpenOrderIntent", route: "order", parameters: ["id": "target"]),
            LaunchRule.Intent(type: "SearchIntent", route: "search", parameters: ["q": "criteria"]),
        ],
        shares: [
            LaunchRule.CloudKitShare(
                containerIdentifier: "iCloud.com.shop", route: "list",
                parameters: ["id": "rootRecordName", "zone": "zoneName"]),
            LaunchRule.CloudKitShare(route: "order", constants: ["id": "0"]),
        ])

    @Test func theGeneratorDrawsIntentsAndSharesForARouterWithTheirRules() {
        let inputs = LaunchInputGenerator(router: Self.router)
        let drawn = (0..<400).map { seed in
            var choices = Choices(seed: UInt64(seed))
            return inputs.any.generate(&choices)
        }
        let intents = drawn.compactMap(\.appIntent)
        #expect(intents.contains { $0.type == "OpenOrderIntent" })
        #expect(intents.contains { $0.type == "SearchIntent" })
        #expect(intents.contains { $0.type != "OpenOrderIntent" && $0.type != "SearchIntent" })
        let shares = drawn.compactMap(\.cloudKitShare)
        #expect(shares.contains { $0.containerIdentifier == "iCloud.com.shop" })
        #expect(shares.contains { $0.containerIdentifier != "iCloud.com.shop" })
        let options = (0..<50).map { seed in
            var choices = Choices(seed: UInt64(seed))
            return inputs.options.generate(&choices)
        }
        #expect(options.contains { $0.appIntent != nil })
        #expect(options.contains { $0.cloudKitShare != nil })
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

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aShareDeliveredTwiceIsCaught(seed: UInt64) {
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 },
            inbox: { Broken.DeliversTwice(inbox: LaunchInbox(router: $0), of: { $0.cloudKitShare != nil }) })
        let report = LaunchProperties(router: Self.router, subject: subject).check(
            seed: seed, only: [.exactlyOnce])
        #expect(report.failures.map(\.property) == [.exactlyOnce])
        #expect(report.failures.first?.counterexample?.contains("share in \"") == true)
    }
}
