@_spi(Fuzzing) import LaunchRouting

/// Counts kept while a property searches for a failure, and left alone while it shrinks one.
final class Tally {
    var isCounting = true
    /// Generated inputs routed to a value, per route.
    var coverage: [String: Int] = [:]
    /// P4's generated hits routed to a value, per route and per kind of input.
    var coverageByKind: [String: [String: Int]] = [:]
    /// P4's generated hits that a route's patterns took, routed or not, per route.
    var matched: [String: Int] = [:]
    /// P1's deliveries routed to a value, per route and per arrival (`cold` or `warm`).
    var coverageByArrival: [String: [String: Int]] = [:]

    /// An input routed to a value of `route`; `kind` for P4's hits, which count by kind too.
    func routed(_ route: String, kind: String? = nil) {
        guard isCounting else { return }
        coverage[route, default: 0] += 1
        if let kind { coverageByKind[route, default: [:]][kind, default: 0] += 1 }
    }

    /// An input routed to `match`: its route, and each route that forwarded to it, reached.
    func routed(_ match: RouteMatch, kind: String? = nil) {
        routed(match.name, kind: kind)
        for outer in match.outerRoutes { routed(outer.name, kind: kind) }
    }

    /// A P1 delivery routed to a value of `route`, arriving `arrival` (`cold` or `warm`).
    func arrived(_ route: String, _ arrival: String) {
        if isCounting { coverageByArrival[route, default: [:]][arrival, default: 0] += 1 }
    }

    /// A P4 hit that route `route`'s patterns took.
    func matched(_ route: String) {
        if isCounting { matched[route, default: 0] += 1 }
    }
}

/// Runs one property: replays the given cases first, then `iterations` generated inputs, each from
/// its own seed derived from the run's; shrinks the first failure and reports it.
struct PropertyEngine {
    var seed: UInt64
    var iterations: Int
    var replays: [PropertyCase]
    var shrinkAttempts: Int
    var tally: Tally

    /// The cases of a property whose every case carries several inputs (a schedule, options,
    /// a list of URLs): about ``iterations`` inputs in all.
    var compoundCases: Int { max(iterations / 4, 1) }

    /// The seed of iteration `iteration` of `property` in a run with seed `seed`.
    static func iterationSeed(_ seed: UInt64, _ property: LaunchProperty, _ iteration: Int) -> UInt64 {
        let number = UInt64(LaunchProperty.allCases.firstIndex(of: property) ?? 0) + 1
        return PropertyRunner.iterationSeed(seed ^ (number &* 0xA076_1D64_78BD_642F), iteration)
    }

    /// Runs `body` on replayed cases, then on generated ones (``PropertyRunner``'s one loop);
    /// counts the inputs, and reports the first failure shrunk.
    ///
    /// - Parameters:
    ///   - cases: How many values to generate; ``iterations`` when `nil`.
    ///   - weight: How many inputs a value holds (a schedule carries several); 1 by default.
    func run<Value>(
        _ property: LaunchProperty,
        _ generator: Generator<Value>,
        cases: Int? = nil,
        weight: (Value) -> Int = { _ in 1 },
        render: (Value) -> String,
        _ body: (Value) -> Verdict
    ) -> PropertyReport.Result {
        var inputs = 0
        var discarded = 0
        defer { tally.isCounting = true }
        let found = PropertyRunner.firstFailure(
            generator, replaying: replays.filter { $0.property == property }.map(\.choices),
            iterations: cases ?? iterations, seed: { Self.iterationSeed(seed, property, $0) },
            shrinkAttempts: shrinkAttempts,
            judged: { value, verdict in
                if case .discard = verdict { discarded += weight(value) } else { inputs += weight(value) }
                // The counts are of the search; shrinking leaves them alone.
                if case .fail = verdict { tally.isCounting = false }
            },
            body)
        guard let found else { return PropertyReport.Result(property: property, inputs: inputs, discarded: discarded) }
        let failingCase = PropertyCase(property: property, choices: found.choices)
        let counterexample = render(found.value)
        var result = PropertyReport.Result(
            property: property, inputs: inputs, discarded: discarded,
            failure: found.message + "\ncounterexample:\n  "
                + counterexample.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
                + "\n"
                + (found.iteration.map { "found at case \($0 + 1) of seed \(seed)" } ?? "found replaying \(failingCase)")
                + (found.steps > 0 ? ", shrunk in \(found.steps) steps" : ""),
            replay: "LAUNCH_ROUTING_SEED=\(seed) LAUNCH_ROUTING_REPLAY=\(failingCase) swift test")
        result.counterexample = counterexample
        result.original = render(found.original)
        result.shrinkSteps = found.steps
        result.failingCase = failingCase
        result.route = found.route
        result.message = found.message
        return result
    }
}
