@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// P10: the harness has teeth. Each deliberately broken router or inbox of ``PlantedBug/catalogue``
/// is caught by its property under every one of 20 seeds, within the default budget, with a
/// shrunk counterexample; the library itself passes the same checks.
@Suite struct PlantedBugTests {
    static let seeds: ClosedRange<UInt64> = 1...20

    /// The shrink budget of every seed but the first, which shrinks with the default budget as an
    /// app's run does. The other seeds are here to show that the bug is caught whatever the seed;
    /// shrinking them to the end took three quarters of this test's time, and the shrinker's
    /// quality has tests of its own (`ShrinkerTests`, the pinned messages of
    /// `SceneTargetingPropertyTests`).
    static let laterSeedsShrinkAttempts = 50

    @Test(arguments: PlantedBug.catalogue)
    func caughtUnderEverySeed(_ bug: PlantedBug) throws {
        var properties = try bug.properties()
        let defaultBudget = properties.shrinkAttempts
        for seed in Self.seeds {
            properties.shrinkAttempts = seed == Self.seeds.lowerBound ? defaultBudget : Self.laterSeedsShrinkAttempts
            let report = properties.check(seed: seed, only: [bug.property])
            let result = try #require(report.results.first)
            #expect(!result.passed, "\(bug) was not caught by \(bug.property) with seed \(seed)")
            #expect(result.counterexample?.isEmpty == false, "\(bug), seed \(seed): no counterexample")
            #expect(result.failingCase?.property == bug.property, "\(bug), seed \(seed): no case to replay")
        }
    }

    @Test func theLibraryPassesWhatTheBrokenOnesFail() throws {
        let properties = LaunchProperties(router: try ExampleRoutes.router())
        let designated = Set(PlantedBug.catalogue.map(\.property))
        for seed in Self.seeds.prefix(3) {
            let report = properties.check(seed: seed, only: designated)
            #expect(report.passed, "seed \(seed):\n\(report)")
        }
    }

    @Test func theCatalogueCoversEveryBugClassAndProperty() {
        #expect(PlantedBug.catalogue.count >= 8)
        #expect(Set(PlantedBug.catalogue.map(\.name)).count == PlantedBug.catalogue.count)
        #expect(Set(PlantedBug.catalogue.map(\.property)) == Set(LaunchProperty.allCases))
    }
}
