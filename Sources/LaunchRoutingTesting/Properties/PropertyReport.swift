/// What a harness run found: per property, the inputs tried, the inputs discarded and any
/// failure with its shrunk counterexample; per route, how often generated inputs reached it.
///
/// ```swift
/// let report = LaunchProperties(router: router).check(seed: 7)
/// report.passed                     // true
/// report.results[0].inputs          // 1000
/// report.coverage["product"]        // 212: generated inputs that routed to "product"
/// print(report)
/// // pass P1 cold and warm deliver the same outcomes: 1000 inputs, 0 discarded
/// // ...
/// ```
public struct PropertyReport: Sendable, CustomStringConvertible {
    /// The result of one property.
    public struct Result: Sendable {
        /// The property.
        public var property: LaunchProperty
        /// Inputs the property was checked on (a URL, a pair of spellings, a schedule of events).
        public var inputs: Int
        /// Generated inputs the property did not apply to (a hit that did not route, for the round trip).
        public var discarded: Int
        /// What was wrong and the shrunk counterexample, if the property failed.
        public var failure: String?
        /// What was wrong, alone: ``failure`` without the counterexample and where it was found.
        public var message: String?
        /// The line that replays the failure.
        public var replay: String?
        /// The shrunk counterexample as text: a URL, a pair of URLs, a numbered list of events.
        public var counterexample: String?
        /// The counterexample as generated, before shrinking.
        public var original: String?
        /// How many shrinking steps took ``original`` to ``counterexample``.
        public var shrinkSteps: Int = 0
        /// The route the failure is about, when it is about one: the one a binding or a reverse of
        /// the app's got wrong, or the one P4 found never routed.
        public var route: String?
        /// The case that generates the counterexample, for `LAUNCH_ROUTING_REPLAY` or a ``RegressionFile``.
        public var failingCase: PropertyCase?

        /// Whether the property held on every input.
        public var passed: Bool { failure == nil }

        /// The failure as a test issue reports it: the property, what failed, the counterexample,
        /// and the replay line, filtered to `test` when given.
        ///
        /// ```swift
        /// result.issueText(test: "deepLinks")
        /// // P6 each input is delivered exactly once, in canonical order: url "shop:" was delivered 2 times, not 1
        /// // ...
        /// // replay: LAUNCH_ROUTING_SEED=1 LAUNCH_ROUTING_REPLAY=P6:0.1.3 swift test --filter deepLinks
        /// ```
        public func issueText(test: String? = nil) -> String {
            guard let failure else { return "\(property) passed" }
            var text = "\(property): \(failure)"
            if let replay { text += "\nreplay: " + replay + (test.map { " --filter " + $0 } ?? "") }
            return text
        }

        /// The failure in one line, as a test names the issue: the property, the route it is
        /// about, and the line that replays it, filtered to `test` when given.
        ///
        /// ```swift
        /// result.issueTitle(test: "deepLinks")
        /// // P4 route -> URL -> route is the identity, route "artist"; replay: LAUNCH_ROUTING_SEED=1 LAUNCH_ROUTING_REPLAY=P4:0.1 swift test --filter deepLinks
        /// ```
        public func issueTitle(test: String? = nil) -> String {
            var title = "\(property)"
            if let route { title += ", route \"\(route)\"" }
            if let replay { title += "; replay: " + replay + (test.map { " --filter " + $0 } ?? "") }
            return title
        }

        /// Discarded inputs over all generated ones.
        public var discardRatio: Double {
            inputs + discarded == 0 ? 0 : Double(discarded) / Double(inputs + discarded)
        }

        init(property: LaunchProperty, inputs: Int, discarded: Int, failure: String? = nil, replay: String? = nil) {
            self.property = property
            self.inputs = inputs
            self.discarded = discarded
            self.failure = failure
            self.replay = replay
        }
    }

    /// The seed the run used: the argument, `LAUNCH_ROUTING_SEED`, or the default.
    public var seed: UInt64
    /// One result per property checked, in the order P1 to P9, then P12.
    public var results: [Result]
    /// Generated inputs routed to a value (not only matched by the route's patterns), per route
    /// name, over P3, P4 and P5.
    public var coverage: [String: Int]
    /// P4's generated hits routed to a value, per route name and per kind of input: `url`,
    /// `universal link`, `Spotlight`, `activity`, `quick action`, `notification`.
    ///
    /// ```swift
    /// report.coverageByKind["artist"]   // ["url": 164, "universal link": 80]
    /// ```
    public var coverageByKind: [String: [String: Int]] = [:]
    /// P1's deliveries routed to a value, per route name and per arrival: `cold` (in a
    /// connecting scene's options) and `warm` (through the callbacks). P1 passes only when both
    /// deliver the same, so the two counts differ only in a failing run.
    ///
    /// ```swift
    /// report.coverageByArrival["artist"]   // ["cold": 41, "warm": 41]
    /// ```
    public var coverageByArrival: [String: [String: Int]] = [:]
    /// Routes that no generated input reached, properties that discarded most of their inputs,
    /// and other findings that do not fail the run.
    public var warnings: [String]
    /// A digest of every input P9 generated and the outcome each got: the same on every platform
    /// and toolchain for the same seed, table and rules; `nil` when P9 did not run.
    public var fingerprint: UInt64? = nil

    init(seed: UInt64, results: [Result], coverage: [String: Int], warnings: [String], fingerprint: UInt64? = nil) {
        self.seed = seed
        self.results = results
        self.coverage = coverage
        self.warnings = warnings
        self.fingerprint = fingerprint
    }

    /// The examples the table's routes declare that do not route to their route.
    public var exampleFailures: [PropertyReport.ExampleFailure] = []

    /// Whether every property held and every example routes to its route.
    public var passed: Bool { results.allSatisfy(\.passed) && exampleFailures.isEmpty }

    /// A test's name as `swift test --filter` takes it: `deepLinks()` becomes `deepLinks`.
    public static func testFilter(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// The results that failed.
    public var failures: [Result] { results.filter { !$0.passed } }

    public var description: String {
        var lines = results.map { result in
            let status = result.passed ? "pass" : "FAIL"
            return "\(status) \(result.property): \(result.inputs) inputs, \(result.discarded) discarded"
                + (result.failure.map {
                    "\n  \($0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  "))"
                } ?? "")
                + (result.replay.map { "\n  replay: \($0)" } ?? "")
        }
        let reached = coverage.values.filter { $0 > 0 }.count
        lines += exampleFailures.map { "FAIL \($0)" }
        lines.append("coverage: \(reached) of \(coverage.count) routes reached")
        lines += warnings.map { "warning: \($0)" }
        return lines.joined(separator: "\n")
    }
}
