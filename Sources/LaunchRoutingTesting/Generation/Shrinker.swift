/// Shrinks a failing choice sequence to a simpler one that still fails.
///
/// A sequence is simpler when it is shorter, or as long and smaller at the first place they
/// differ (shortlex order). The passes delete whole spans (what one generator call drew: an
/// element of an array, an event of a schedule), with and without lowering the count before them,
/// and zero spans, until none of them makes progress; then delete and zero small blocks, and lower
/// each choice by binary search; repeating until no pass makes progress or the attempt budget runs
/// out. Since every generator is built
/// from choices, any value shrinks this way: a URL toward fewer, shorter, plainer segments; an
/// event list toward fewer events.
///
/// ```swift
/// // The smallest n >= 90 that a generator of 0...100 draws.
/// let shrunk = Shrinker.shrink([97]) { candidate in
///     var choices = Choices(replaying: candidate)
///     return Generator.int(in: 0...100).generate(&choices) >= 90
/// }
/// shrunk   // [90]
/// ```
@_spi(Fuzzing) public enum Shrinker {
    /// What a shrink did: the simplest failing sequence, and how it got there.
    public struct Outcome: Hashable, Sendable {
        /// The simplest failing sequence found.
        public var sequence: [UInt64]
        /// Candidates that still failed and replaced the best one: the shrink's steps.
        public var steps: Int
        /// Candidates tried.
        public var attempts: Int
    }

    /// The simplest failing sequence found from `sequence`, which must fail.
    public static func shrink(
        _ sequence: [UInt64],
        maximumAttempts: Int = 5_000,
        isFailing: ([UInt64]) -> Bool
    ) -> [UInt64] {
        shrinking(sequence, maximumAttempts: maximumAttempts, isFailing: isFailing).sequence
    }

    /// Shrinks `sequence`, which must fail, and says how many steps and attempts it took.
    public static func shrinking(
        _ sequence: [UInt64],
        maximumAttempts: Int = 5_000,
        isFailing: ([UInt64]) -> Bool
    ) -> Outcome {
        shrinking(sequence, maximumAttempts: maximumAttempts) { candidate -> Replay? in
            isFailing(candidate) ? Replay(sequence: candidate, spans: []) : nil
        }
    }

    /// A failing candidate as its generator replayed it.
    public struct Replay: Sendable {
        /// What the generator drew: the candidate, perhaps cut short or reduced to its bounds.
        public var sequence: [UInt64]
        /// The spans of the generator calls that drew it (``Choices/spans``).
        public var spans: [Range<Int>]

        /// A candidate drawn as `sequence`, by generator calls that drew `spans` of it.
        public init(sequence: [UInt64], spans: [Range<Int>]) {
            self.sequence = sequence
            self.spans = spans
        }

        /// The replay that `choices` recorded.
        public init(_ choices: Choices) {
            self.init(sequence: choices.recorded, spans: choices.spans)
        }
    }

    /// Shrinks `sequence`, which must fail. `replay` runs a candidate and returns, if it fails,
    /// what its generator drew and the spans of the calls that drew it; `nil` if it passes.
    ///
    /// ```swift
    /// let lists = Generator.int(in: 0...100).array(count: 0...10)
    /// let outcome = Shrinker.shrinking(failing.recorded) { candidate in
    ///     var choices = Choices(replaying: candidate)
    ///     let list = lists.generate(&choices)
    ///     return list.contains { $0 >= 50 } ? Shrinker.Replay(choices) : nil
    /// }
    /// outcome.sequence   // [1, 50]: one element, 50
    /// ```
    public static func shrinking(
        _ sequence: [UInt64],
        maximumAttempts: Int = 5_000,
        replay: ([UInt64]) -> Replay?
    ) -> Outcome {
        var progress = Progress(sequence, spans: replay(sequence)?.spans ?? [], maximumAttempts: maximumAttempts)
        var improved = true
        while improved && progress.hasBudget {
            // The passes over spans run in this order until none makes progress: they cut the
            // most for the fewest attempts, so the passes over every position that follow (and
            // the last, only when the others fail) run on a sequence already short.
            improved = progress.deleteSpans(lowering: false, replay)
            improved = progress.deleteSpans(lowering: true, replay) || improved
            improved = progress.zeroSpans(replay) || improved
            if improved { continue }
            improved = progress.deleteBlocks(replay) || improved
            improved = progress.lowerCountAndDelete(replay) || improved
            improved = progress.zeroBlocks(replay) || improved
            improved = progress.lowerByBinarySearch(replay) || improved
            if !improved && progress.best.count <= 64 {
                improved = progress.moveValueForward(replay)
            }
        }
        return Outcome(sequence: progress.best, steps: progress.steps, attempts: progress.attempts)
    }

    /// Shortlex order: shorter first, then smaller at the first difference.
    public static func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        return lhs.lexicographicallyPrecedes(rhs)
    }
}
