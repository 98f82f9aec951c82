@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// P12 on its own: what it says about each planted coordinator, word for word, and that it holds
/// with an app's own targeting.
@Suite struct SceneTargetingPropertyTests {
    static func failure(of name: String) throws -> PropertyReport.Result {
        let bug = try #require(PlantedBug.catalogue.first { $0.name == name })
        return try #require(try bug.properties().check(seed: 1, only: [.sceneTargeting]).results.first)
    }

    @Test(arguments: [
        (
            "shows a copy another scene received",
            "url \"shop:\" is shown twice, received 0.0s and 0.0048828125s\n"
                + "decisions: show #0 in S2; show #1 in S2; show #2 in S1; show #3 in S1; show #4 in S1; show #5 in S1"
        ),
        (
            "loses what waits for a scene that goes",
            "#0 intent \"OpenCartIntent\" for \"OpenCartIntent\" is lost: never shown, never dropped\ndecisions: none"
        ),
        (
            "picks the scene that connected first",
            "the decisions change when the first scenes connect in the other order\n"
                + "before: activate S1; open a scene (request 1) for wishlist; show #1 in R5; show #0 in S1; "
                + "open a scene (request 2) for wishlist(listID=52); show #2 in R6\n"
                + "after:  activate S2; open a scene (request 1) for wishlist; show #1 in R5; show #0 in S1; "
                + "open a scene (request 2) for wishlist(listID=52); show #2 in R6"
        ),
        (
            "keeps cold inputs where they arrive",
            "the decisions change when cold and warm are swapped\nbefore: show #0 in S1\nafter:  open a scene (request 1) for home"
        ),
    ])
    func theFailureSaysWhatWentWrong(_ name: String, _ message: String) throws {
        let result = try Self.failure(of: name)
        #expect(result.message == message)
        #expect(
            result.replay?.hasPrefix("LAUNCH_ROUTING_SEED=1 LAUNCH_ROUTING_REPLAY=P12:") == true,
            "\(result.replay ?? "")")
    }

    @Test func anAppsOwnTargetingHoldsOnEveryScheduleItIsGiven() {
        var properties = LaunchProperties(router: try! ExampleRoutes.router())
        properties.sceneTargeting = LaunchScenes.Targeting(unshownContent: .newScene) { match in
            match.name == "product" ? "product/\(match["id"] ?? "")" : nil
        }
        let report = properties.check(only: [.sceneTargeting])
        #expect(report.passed, "\(report)")
        #expect(report.results.first?.inputs ?? 0 > 500)
    }
}

extension SceneTargetingPropertyTests {
    /// P12 takes copies within the inbox's deduplication interval for one input, and so does the
    /// coordinator it checks: the two agree whatever the app sets the interval to.
    @Test(arguments: [0.0, 30.0])
    func theCoordinatorUsesTheInboxsInterval(_ interval: Double) throws {
        let properties = LaunchProperties(
            router: try ExampleRoutes.router(), inboxConfiguration: .init(deduplicationInterval: interval))
        let report = properties.check(only: [.sceneTargeting])
        #expect(report.passed, "\(report)")
    }
}
