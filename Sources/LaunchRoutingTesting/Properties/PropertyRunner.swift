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
        for iteration in 0..<iterations {
            var choices = Choices(seed: iterationSeed(seed, iteration))
            let value = generator.generate(&choices)
            guard let message = property(value) else { continue }
            let (shrunk, minimal, _) = generator.shrunk(choices.recorded, maximumAttempts: 5_000) {
                property($0) != nil
            }
            return PropertyFailure(
                property: name,
                seed: seed,
                iteration: iteration,
                value: minimal,
                choices: shrunk,
                message: property(minimal) ?? message,
                original: value
            )
        }
        return nil
    }
}
