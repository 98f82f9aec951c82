import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// P10's planted bugs through the in-process fuzzer (docs/fuzzing.md, "What the fuzzers find"):
/// each bug that one input shows is found within a default run of `AppRouterOracle`, by the law
/// named here; each that needs a schedule of inputs or scenes, within a default run over the
/// oracle of `FuzzLaunchEvents` or `FuzzLaunchScenes`.
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
        "forgets a rule's constants": "the router under test",
    ]

    /// The bugs a schedule shows, and the oracle whose schedules show it.
    static let foundBySchedule: [String: String] = [
        "loses the Handoff continuation": "events", "loses a warm URL's source application": "events",
        "delivers twice": "events", "takes an encoded slash for a segment boundary": "events",
        "depends on Set order": "events", "shows a copy another scene received": "scenes",
        "loses what waits for a scene that goes": "scenes", "keeps cold inputs where they arrive": "scenes",
        "picks the scene that connected first": "scenes",
    ]

    /// The bugs no fuzzer finds: none.
    static let foundByNone: Set<String> = []

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

    @MainActor @Test(arguments: PlantedBug.catalogue.filter { foundBySchedule[$0.name] != nil })
    func eachBugAScheduleShowsIsFoundInADefaultRun(_ bug: PlantedBug) throws {
        let properties = try bug.properties()
        let seeds: [[UInt8]]
        let check: @Sendable ([UInt8]) -> String?
        if Self.foundBySchedule[bug.name] == "events" {
            let oracle = LaunchEventsOracle(
                router: properties.router, configuration: .init(), subject: properties.subject)
            seeds = (1...8).map { oracle.choices(seed: $0) }
            check = { bytes in MainActor.assumeIsolated { oracle.check(bytes) } }
        } else {
            let oracle = LaunchScenesOracle(
                router: properties.router, configuration: .init(), scenes: properties.scenes)
            seeds = (1...8).map { oracle.choices(seed: $0) }
            check = { bytes in oracle.check(bytes) }
        }
        let report = InputFuzzer(seeds: seeds, oracle: check, outcome: { _ in "" }).run(seed: 1)
        let finding = try #require(report.finding, "\(bug.name): no finding in \(report.runs) runs")
        // The events oracle gives the schedule, the scenes oracle lists the coordinator's
        // decisions (both runs' when a change of cold and warm, or of order, changed them).
        let said =
            Self.foundBySchedule[bug.name] == "events"
            ? finding.message.contains("\nschedule:\n1. ")
            : finding.message.contains("\ndecisions: ") || finding.message.contains("\nbefore: ")
        #expect(said, "\(bug.name): \(finding.message)")
    }

    @Test func everyPlantedBugIsListedOnce() {
        let lists = [Set(Self.foundBy.keys), Set(Self.foundBySchedule.keys), Self.foundByNone]
        #expect(Set(PlantedBug.catalogue.map(\.name)) == lists.reduce([], { $0.union($1) }))
        #expect(lists.map(\.count).reduce(0, +) == PlantedBug.catalogue.count)
    }

    @Test func theLibraryItselfGivesNoFinding() throws {
        let report = Self.fuzzer(LaunchProperties(router: try ExampleRoutes.router(), subject: .standard))
            .run(seed: 1, runs: 5_000)
        #expect(report.finding == nil, "\(report.finding.map(\.message) ?? "")")
        #expect(report.runs == 5_000)
    }

    /// The same oracles, with the inbox's default configuration, find nothing in the library.
    @MainActor @Test func theLibraryPassesTheScheduleOracles() throws {
        let router = try ExampleRoutes.router()
        let events = LaunchEventsOracle(router: router, configuration: .init())
        let scenes = LaunchScenesOracle(router: router, configuration: .init())
        let eventsCheck: @Sendable ([UInt8]) -> String? = { bytes in MainActor.assumeIsolated { events.check(bytes) } }
        let scenesCheck: @Sendable ([UInt8]) -> String? = { bytes in scenes.check(bytes) }
        let runs: [([[UInt8]], @Sendable ([UInt8]) -> String?)] = [
            ((1...8).map { events.choices(seed: $0) }, eventsCheck),
            ((1...8).map { scenes.choices(seed: $0) }, scenesCheck),
        ]
        for (seeds, check) in runs {
            let report = InputFuzzer(seeds: seeds, oracle: check, outcome: { _ in "" }).run(seed: 1, runs: 1_000)
            #expect(report.finding == nil, "\(report.finding.map { $0.message } ?? "")")
        }
    }
}
