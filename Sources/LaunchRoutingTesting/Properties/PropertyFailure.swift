/// A property that failed: the seed, the shrunk counterexample, what was wrong, and the one
/// line that replays it.
@_spi(Fuzzing) public struct PropertyFailure<Value: Sendable>: Sendable, CustomStringConvertible {
    /// The property's name.
    public var property: String
    /// The run's seed.
    public var seed: UInt64
    /// The iteration of the run that failed first, from 0.
    public var iteration: Int
    /// The counterexample after shrinking.
    public var value: Value
    /// The choice sequence that generates ``value``.
    public var choices: [UInt64]
    /// What the property found wrong with ``value``.
    public var message: String
    /// The counterexample before shrinking.
    public var original: Value

    /// A shell line that replays the run.
    public var replay: String { Self.replayLine(property: property, seed: seed) }

    /// The shell line that replays a property's run from its seed.
    public static func replayLine(property: String, seed: UInt64) -> String {
        "LAUNCH_ROUTING_SEED=\(seed) swift test --filter \"\(property)\""
    }

    public var description: String {
        """
        property "\(property)" failed (seed \(seed), iteration \(iteration)): \(message)
        counterexample: \(value)
        replay: \(replay)
        """
    }
}
