extension Generator {
    /// The value `recorded` generates, shrunk while it still `fails`: the simplest failing choices
    /// found, the value they generate, and the steps it took. The one shrinking step of the
    /// harness's properties and of ``PropertyRunner``.
    ///
    /// ```swift
    /// let (choices, value, _) = Generator.int(in: 0...100).shrunk(failing.recorded, maximumAttempts: 500) { $0 >= 90 }
    /// value   // 90
    /// ```
    func shrunk(_ recorded: [UInt64], maximumAttempts: Int, while fails: (Value) -> Bool)
        -> (choices: [UInt64], value: Value, steps: Int)
    {
        let outcome = Shrinker.shrinking(recorded, maximumAttempts: maximumAttempts) { candidate -> Shrinker.Replay? in
            var replay = Choices(replaying: candidate)
            let value = generate(&replay)
            return !replay.isDiscarded && fails(value) ? Shrinker.Replay(replay) : nil
        }
        var replay = Choices(replaying: outcome.sequence)
        return (outcome.sequence, generate(&replay), outcome.steps)
    }
}
