@_spi(Fuzzing) import LaunchRouting

/// What a property says of one input.
enum Verdict {
    case pass
    /// What is wrong, and the route it is about when it is about one (the failure's title says it).
    case fail(String, route: String? = nil)
    /// The input is not one the property speaks of (a hit that does not route, for the round trip).
    case discard
}

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

    /// Runs `body` on replayed cases, then on generated ones.
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

        func failed(_ recorded: [UInt64], _ value: Value, _ message: String, _ firstRoute: String?, iteration: Int?)
            -> PropertyReport.Result
        {
            tally.isCounting = false
            defer { tally.isCounting = true }
            let shrunk = generator.shrunk(recorded, maximumAttempts: shrinkAttempts) { value in
                if case .fail = body(value) { return true }
                return false
            }
            let minimal = shrunk.value
            var finalMessage = message
            var route = firstRoute
            if case .fail(let text, let failingRoute) = body(minimal) { (finalMessage, route) = (text, failingRoute) }
            let failingCase = PropertyCase(property: property, choices: shrunk.choices)
            let counterexample = render(minimal)
            var result = PropertyReport.Result(
                property: property, inputs: inputs, discarded: discarded,
                failure: finalMessage + "\ncounterexample:\n  "
                    + counterexample.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
                    + "\n"
                    + (iteration.map { "found at case \($0 + 1) of seed \(seed)" } ?? "found replaying \(failingCase)")
                    + (shrunk.steps > 0 ? ", shrunk in \(shrunk.steps) steps" : ""),
                replay: "LAUNCH_ROUTING_SEED=\(seed) LAUNCH_ROUTING_REPLAY=\(failingCase) swift test")
            result.counterexample = counterexample
            result.original = render(value)
            result.shrinkSteps = shrunk.steps
            result.failingCase = failingCase
            result.route = route
            result.message = finalMessage
            return result
        }

        /// One case: its value counted as passed or discarded, or the shrunk failure it is.
        func attempt(_ choices: inout Choices, iteration: Int?) -> PropertyReport.Result? {
            let value = generator.generate(&choices)
            guard !choices.isDiscarded else {
                // A replayed case its generator now discards is no input: the table changed.
                if iteration != nil { discarded += weight(value) }
                return nil
            }
            switch body(value) {
            case .pass: inputs += weight(value)
            case .discard: discarded += weight(value)
            case .fail(let message, let route):
                inputs += weight(value)
                return failed(choices.recorded, value, message, route, iteration: iteration)
            }
            return nil
        }

        for replayed in replays where replayed.property == property {
            var choices = Choices(replaying: replayed.choices)
            if let failure = attempt(&choices, iteration: nil) { return failure }
        }
        for iteration in 0..<(cases ?? iterations) {
            var choices = Choices(seed: Self.iterationSeed(seed, property, iteration))
            if let failure = attempt(&choices, iteration: iteration) { return failure }
        }
        return PropertyReport.Result(property: property, inputs: inputs, discarded: discarded)
    }
}
