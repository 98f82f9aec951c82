import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// P10's planted bugs through the in-process fuzzer (docs/fuzzing.md, "What the fuzzers find"):
/// each bug that one URL shows is found within a default run, by the law named here; the rest need
/// a schedule of several inputs or scenes, which `FuzzLaunchEvents` and `FuzzLaunchScenes` run.
@Suite struct PlantedBugFuzzTests {
    /// The law each bug that one URL shows is found by, in the words the finding starts with.
    static let foundBy: [String: String] = [
        "drops what arrives before ready": "P1 cold and warm",
        "ignores cold activities": "P1 cold and warm",
        "depends on registration order": "P2 registration order",
        "ranks a string parameter above a typed one": "the router under test",
        "skips percent-decoding": "the router under test",
        "ignores the host allowlist": "the router under test",
        "ignores the app's webpage activity types": "the router under test",
        "ignores the URL a Spotlight item carries": "the router under test",
        "lets the first of a duplicated parameter win": "the router under test",
        "names every rejection malformedURL": "the router under test",
        "reports rejections as unmatched": "the router under test",
        "gives empty messages": "P7 reasons",
        "remembers inputs between calls": "P9 determinism",
        "writes a URL without a query parameter": "P4 round trip",
        "writes no URL for a route it routes to": "P4 round trip",
    ]

    /// The bugs no single URL shows: a quick action's or a Handoff's own input, a source
    /// application, two inputs, or scenes.
    static let needASchedule: Set<String> = [
        "loses the Handoff continuation", "answers a cold quick action handled too soon",
        "leaves a warm quick action unanswered", "loses a warm URL's source application", "delivers twice",
        "takes an encoded slash for a segment boundary", "depends on Set order", "forgets a rule's constants",
        "shows a copy another scene received", "loses what waits for a scene that goes",
        "picks the scene that connected first", "keeps cold inputs where they arrive",
    ]

    static func fuzzer(_ properties: LaunchProperties<RouteMatch>) -> InputFuzzer {
        AppRouterOracle(router: properties.router, subject: properties.subject)
            .fuzzer(seeds: ExampleRoutes.spec.routes.flatMap(\.examples), seed: 1)
    }

    @Test(arguments: PlantedBug.catalogue.filter { foundBy[$0.name] != nil })
    func eachBugOneURLShowsIsFoundInADefaultRun(_ bug: PlantedBug) throws {
        let report = Self.fuzzer(try bug.properties()).run(seed: 1)
        let finding = try #require(report.finding, "\(bug.name): no finding in \(report.runs) runs")
        #expect(finding.message.hasPrefix(Self.foundBy[bug.name]! + ":"), "\(bug.name): \(finding.message)")
    }

    @Test func everyPlantedBugIsFoundOrNeedsASchedule() {
        let names = PlantedBug.catalogue.map(\.name)
        #expect(Set(names) == Set(Self.foundBy.keys).union(Self.needASchedule))
        #expect(Set(Self.foundBy.keys).isDisjoint(with: Self.needASchedule))
    }

    @Test func theLibraryItselfGivesNoFinding() throws {
        let report = Self.fuzzer(LaunchProperties(router: try ExampleRoutes.router(), subject: .standard))
            .run(seed: 1, runs: 5_000)
        #expect(report.finding == nil, "\(report.finding.map(\.message) ?? "")")
        #expect(report.runs == 5_000)
    }
}
