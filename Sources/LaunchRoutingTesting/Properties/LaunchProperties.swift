@_spi(Fuzzing) import LaunchRouting

/// The properties P1-P9 and P12 of a router, its launch inbox and its scenes, checked on generated
/// inputs: what an app runs on its own routes, in its own test target, to prove its deep links.
///
/// Inputs are derived from the router's table and rules: hits on every route in every spelling the
/// policy accepts, near misses, adversarial text, activities, quick actions and notifications,
/// connection options carrying several inputs, and schedules that interleave connect, receive,
/// ready, not ready and disconnect. A failure is shrunk to a small counterexample (a URL, a list of
/// events) and reported with the seed and a line that replays it.
///
/// | property | oracle |
/// |---|---|
/// | P1 cold ≡ warm | the same inputs in the connection options (Handoff: the type, then the activity) and through callbacks, before or after ready, deliver the same outcomes; a quick action gets the same `handled` answer |
/// | P2 registration order | the router built from the routes and rules in another order gives every input the same outcome |
/// | P3 reference matcher | every URL gets the outcome the slow reference matcher (every route, ranked by the priority rule) gives |
/// | P4 round trip | a routed URL's route is written back as URLs that route to it again; a rule input made from a route's parameters routes to that route |
/// | P5 normalisation | spellings the policy calls equal route equally, and one fault away from a hit gets exactly the policy's code |
/// | P6 exactly once | an inbox delivers what a model of the documented inbox delivers, however events interleave: each input once, in canonical order |
/// | P7 any input | any text, bytes, activity or `userInfo` gets an outcome, and a reason with a message and a kind that agrees with its code |
/// | P8 Set order | options whose sets are built in other orders and capacities deliver the same outcomes in the same order |
/// | P9 determinism | the same seed generates the same inputs, and each input gets the same outcome every time |
/// | P12 across scenes | each delivered input is shown in one scene or dropped as a copy of one shown, nothing waits for good when a scene goes or fails to open, and the decisions do not depend on the order scenes connected in or on cold or warm (`LaunchScenes`, with ``sceneTargeting``) |
///
/// ```swift
/// import LaunchRoutingTesting
/// import Testing
///
/// @Test func deepLinks() {
///     let report = LaunchProperties(router: AppRouter.router).check()
///     #expect(report.passed, "\(report)")
/// }
/// ```
///
/// With `LaunchRoutingTestingHelpers`, `expectLaunchProperties(of: router)` (Swift Testing) and
/// `XCTAssertLaunchProperties(router)` (XCTest) record one issue per failing property, with its
/// counterexample and replay line. `docs/testing.md` walks through it.
public struct LaunchProperties<Route: Sendable & Equatable>: Sendable {
    /// The router whose table and rules the inputs are derived from.
    public let router: Router<Route>
    /// What is checked: the library's router and inbox, unless a test plants a bug.
    @_spi(Fuzzing) public var subject: LaunchSubject<Route>
    /// The inbox's bounds, which P6's model follows.
    public var inboxConfiguration: LaunchInboxController<Route>.Configuration
    /// The most candidates the shrinker tries for one failure.
    public var shrinkAttempts: Int = 2_000
    /// The app's scene targeting, which P12 checks; when `nil`, each route is content of its own
    /// (its description), and content no scene shows opens a new scene in half the schedules.
    public var sceneTargeting: LaunchScenes<Route>.Targeting? = nil
    /// The scene coordinator P12 checks: `LaunchScenes` unless a test plants another.
    @_spi(Fuzzing) public var scenes: SceneSubject<Route> = .standard
    /// How many scenes P12's generated lives have at most (each starts with some of them
    /// connected, and new ones connect for the coordinator's requests).
    public var sceneCount: Int = 3

    /// The seed used when neither an argument nor `LAUNCH_ROUTING_SEED` gives one.
    public static var defaultSeed: UInt64 { 20_261_122 }
    /// Inputs per property when the caller does not say: the default budget.
    public static var defaultIterations: Int { 1_000 }

    /// The properties of `router` and of the launch inbox, with the bounds the app gives its
    /// controller (`inboxConfiguration`).
    public init(router: Router<Route>, inboxConfiguration: LaunchInboxController<Route>.Configuration = .init()) {
        self.init(router: router, subject: nil, inboxConfiguration: inboxConfiguration)
    }

    /// The properties of `router`, checked on `subject` (the library's own router and inbox when
    /// `nil`): how the harness's own tests plant a bug.
    @_spi(Fuzzing) public init(
        router: Router<Route>, subject: LaunchSubject<Route>?,
        inboxConfiguration: LaunchInboxController<Route>.Configuration = .init()
    ) {
        self.router = router
        self.subject = subject ?? .standard(configuration: inboxConfiguration)
        self.inboxConfiguration = inboxConfiguration
    }

    /// The properties of a router with `table` and no rules: URLs and universal links only route.
    public init(table: RouteTable<Route>) {
        // A router without rules has nothing to check against the table, so it always builds.
        self.init(router: try! Router(table: table))
    }

    /// Checks the properties and reports every one.
    ///
    /// Cases from `LAUNCH_ROUTING_REPLAY` and from `regressions` are replayed first; then each
    /// property runs on `iterations` generated inputs. The first failure of each property is
    /// shrunk, and added to `regressions` if given.
    ///
    /// - Parameters:
    ///   - seed: The run's seed; when `nil`, `LAUNCH_ROUTING_SEED`, else ``defaultSeed``.
    ///   - iterations: Inputs per property.
    ///   - only: The properties to check; all when `nil`.
    ///   - regressions: A file of failing cases to replay first and to record new failures in;
    ///     created with its header alone when it does not exist, so that it can be committed.
    public func check(
        seed: UInt64? = nil,
        iterations: Int = defaultIterations,
        only: Set<LaunchProperty>? = nil,
        regressions: RegressionFile? = nil
    ) -> PropertyReport {
        check(seed: seed, iterations: iterations, only: only, regressions: regressions, examples: true)
    }

    /// ``check(seed:iterations:only:regressions:)``, with the routes' examples resolved only when
    /// `examples` says so: `launch-route check` reports them as an entry of their own.
    package func check(
        seed: UInt64?, iterations: Int, only: Set<LaunchProperty>?, regressions: RegressionFile?, examples: Bool
    ) -> PropertyReport {
        let seed = seed ?? Environment.seed ?? Self.defaultSeed
        let recorded = regressions?.replayed()
        let tally = Tally()
        tally.coverage = Dictionary(
            router.table.definitions.map { ($0.name, 0) }, uniquingKeysWith: { first, _ in first })
        let engine = PropertyEngine(
            seed: seed, iterations: max(iterations, 0), replays: Environment.replay + (recorded?.cases ?? []),
            shrinkAttempts: shrinkAttempts, tally: tally)
        let checks = PropertyChecks(properties: self, engine: engine)
        var results: [PropertyReport.Result] = []
        var fingerprint: UInt64? = nil
        for property in LaunchProperty.allCases where only?.contains(property) ?? true {
            switch property {
            case .coldWarmParity: results.append(checks.coldWarmParity())
            case .registrationOrder: results.append(checks.registrationOrder())
            case .matcherAgreement: results.append(checks.matcherAgreement())
            case .roundTrip: results.append(checks.roundTrip())
            case .normalisation: results.append(checks.normalisation())
            case .exactlyOnce: results.append(checks.exactlyOnce())
            case .anyBytes: results.append(checks.anyInput())
            case .setOrder: results.append(checks.setOrder())
            case .sceneTargeting: results.append(checks.sceneTargeting())
            case .determinism:
                let (result, digest) = checks.determinism()
                results.append(result)
                fingerprint = digest
            // Every property has its check above; `ReportTests` fails if one is reported without.
            default: continue
            }
        }
        if let regressions {
            regressions.create()
            for result in results {
                if let failing = result.failingCase {
                    regressions.record(failing, comment: result.counterexample ?? "")
                }
            }
        }
        // Coverage is counted by the properties that resolve URLs: P3, P4 and P5.
        let countsCoverage = only.map { !$0.isDisjoint(with: [.matcherAgreement, .roundTrip, .normalisation]) } ?? true
        // A route a failure is about is left out: the failure stopped the counting, and says more.
        let failing = Set(results.compactMap(\.route))
        var warnings = router.table.definitions.map(\.name)
            .filter { countsCoverage && tally.coverage[$0] == 0 && !failing.contains($0) }
            .map { name in
                // Taken by its patterns but declined by its binding is not the same as never reached.
                guard let matched = tally.matched[name], matched > 0 else {
                    return "route \"\(name)\" was never reached by a generated input"
                }
                return
                    "route \"\(name)\" was matched by \(matched) generated inputs, and its binding routed none of them to a value"
            }
        if let problem = recorded?.problem { warnings.append(problem) }
        for result in results where result.discardRatio > 0.5 {
            warnings.append(
                "\(result.property.rawValue) discarded \(result.discarded) of \(result.inputs + result.discarded) generated inputs"
            )
        }
        var report = PropertyReport(
            seed: seed, results: results, coverage: tally.coverage, warnings: warnings, fingerprint: fingerprint)
        report.coverageByKind = tally.coverageByKind
        report.coverageByArrival = tally.coverageByArrival
        if examples { report.exampleFailures = exampleFailures() }
        return report
    }
}

/// "The same outcome", wherever the harness, its oracles and `launch-route resolve` say it (docs/testing.md):
/// both route to equal routes, or both fail with the same kind and code. Messages may differ: they
/// quote the input as written.
package func sameOutcome<Route: Equatable>(_ lhs: RouteOutcome<Route>, _ rhs: RouteOutcome<Route>) -> Bool {
    switch (lhs, rhs) {
    case (.routed(let a), .routed(let b)): a == b
    case (.unmatched(let a), .unmatched(let b)), (.rejected(let a), .rejected(let b)): a.code == b.code
    default: false
    }
}

/// The state one check shares between its properties.
struct PropertyChecks<Route: Sendable & Equatable> {
    let router: Router<Route>
    let table: RouteTable<Route>
    let subject: LaunchSubject<Route>
    let configuration: LaunchInboxController<Route>.Configuration
    let inputs: LaunchInputGenerator<Route>
    let engine: PropertyEngine
    /// The resolver under test, built from the router as given.
    let resolve: @Sendable (LaunchInput) -> RouteOutcome<Route>
    let sceneTargetingPolicy: LaunchScenes<Route>.Targeting?
    let scenes: SceneSubject<Route>
    let sceneCount: Int
    /// The interval within which P12 takes two copies of an input for one: the inbox's.
    var scenesDeduplicationInterval: Double { configuration.deduplicationInterval }

    init(properties: LaunchProperties<Route>, engine: PropertyEngine) {
        router = properties.router
        table = properties.router.table
        subject = properties.subject
        configuration = properties.inboxConfiguration
        inputs = LaunchInputGenerator(router: properties.router)
        self.engine = engine
        resolve = properties.subject.makeResolver(properties.router)
        sceneTargetingPolicy = properties.sceneTargeting
        scenes = properties.scenes
        sceneCount = properties.sceneCount
    }
}
