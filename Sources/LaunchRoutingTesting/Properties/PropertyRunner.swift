/// Runs a property over generated values, seeded, and shrinks the first counterexample.
///
/// Iteration `i` of a run draws from its own seed, derived from the run's seed, so a failure
/// replays from the seed alone and shrinking works on one iteration's choices.
///
/// ```swift
/// let failure = PropertyRunner.check("ints are small", seed: 42, iterations: 1_000, Generator.int(in: 0...100)) { n in
///     n < 90 ? nil : "\(n) is not small"
/// }
/// failure?.value   // 90: shrunk to the smallest failing value
/// ```
@_spi(Fuzzing) public enum PropertyRunner {
    /// The seed from `LAUNCH_ROUTING_SEED` if it is set to a number, otherwise `fallback`.
    public static func seed(default fallback: UInt64) -> UInt64 {
        Environment.seed ?? fallback
    }

    /// The seed of iteration `iteration` of a run with seed `seed`.
    public static func iterationSeed(_ seed: UInt64, _ iteration: Int) -> UInt64 {
        var random = SplitMix64(seed: seed ^ 0x6C61_756E_6368_2D72)
        for _ in 0..<(iteration % 64) { _ = random.next() }
        return random.next() &+ UInt64(iteration) &* 0x9E37_79B9_7F4A_7C15
    }

    /// Runs `property` on `iterations` values; `nil` if it held on all, else the shrunk failure.
    /// The property returns `nil` when it holds and a message saying what is wrong otherwise.
    public static func check<Value: Sendable>(
        _ name: String,
        seed: UInt64,
        iterations: Int,
        _ generator: Generator<Value>,
        property: (Value) -> String?
    ) -> PropertyFailure<Value>? {
        let verdict = { (value: Value) -> Verdict in property(value).map { .fail($0) } ?? .pass }
        let found = firstFailure(generator, iterations: iterations, seed: { iterationSeed(seed, $0) }, verdict)
        return found.map {
            PropertyFailure(
                property: name, seed: seed, iteration: $0.iteration ?? 0, value: $0.value, choices: $0.choices,
                message: $0.message, original: $0.original)
        }
    }

    /// The first failing case of a search, shrunk.
    struct Found<Value> {
        /// The generated case it was, from 0; `nil` for a replayed one.
        var iteration: Int?
        var original: Value
        var choices: [UInt64]
        var value: Value
        var steps: Int
        /// What the verdict says of ``value``, and the route it is about.
        var message: String
        var route: String?
    }

    /// The one loop of every property, ``check(_:seed:iterations:_:property:)``'s and
    /// `LaunchProperties`': `verdict` judges the `replays`, then `iterations` values, each from its
    /// own seed (`seed(i)`); the first that fails is shrunk. `judged` sees each verdict before
    /// shrinking begins: a generated value its generator discards comes as `.discard`, and a
    /// replay it discards not at all (the table changed; it is no input).
    static func firstFailure<Value>(
        _ generator: Generator<Value>,
        replaying replays: [[UInt64]] = [],
        iterations: Int,
        seed: (Int) -> UInt64,
        shrinkAttempts: Int = 5_000,
        judged: (Value, Verdict) -> Void = { _, _ in },
        _ verdict: (Value) -> Verdict
    ) -> Found<Value>? {
        func attempt(_ choices: inout Choices, _ iteration: Int?) -> Found<Value>? {
            let value = generator.generate(&choices)
            let judgement = choices.isDiscarded ? Verdict.discard : verdict(value)
            if !choices.isDiscarded || iteration != nil { judged(value, judgement) }
            guard case .fail(let message, let route) = judgement else { return nil }
            let shrunk = generator.shrunk(choices.recorded, maximumAttempts: shrinkAttempts) {
                if case .fail = verdict($0) { return true }
                return false
            }
            var found = Found(
                iteration: iteration, original: value, choices: shrunk.choices, value: shrunk.value,
                steps: shrunk.steps, message: message, route: route)
            if case .fail(let message, let route) = verdict(shrunk.value) {
                (found.message, found.route) = (message, route)
            }
            return found
        }
        for replay in replays {
            var choices = Choices(replaying: replay)
            if let found = attempt(&choices, nil) { return found }
        }
        for iteration in 0..<iterations {
            var choices = Choices(seed: seed(iteration))
            if let found = attempt(&choices, iteration) { return found }
        }
        return nil
    }
}
