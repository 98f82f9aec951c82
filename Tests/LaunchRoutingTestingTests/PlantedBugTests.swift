import LaunchRouting
import LaunchRoutingTesting
import Testing

/// P10: the harness has teeth. Each deliberately broken router or inbox of ``PlantedBug/catalogue``
/// is caught by its property under every one of 20 seeds, within the default budget, with a
/// shrunk counterexample; the library itself passes the same checks.
@Suite struct PlantedBugTests {
    static let seeds: ClosedRange<UInt64> = 1...20

    @Test(arguments: PlantedBug.catalogue)
    func caughtUnderEverySeed(_ bug: PlantedBug) throws {
        let properties = try bug.properties()
        for seed in Self.seeds {
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
