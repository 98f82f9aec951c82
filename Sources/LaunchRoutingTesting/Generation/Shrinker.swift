/// Shrinks a failing choice sequence to a simpler one that still fails.
///
/// A sequence is simpler when it is shorter, or as long and smaller at the first place they
/// differ (shortlex order). The passes delete whole spans (what one generator call drew: an
/// element of an array, an event of a schedule), with and without lowering the count before them;
/// zero spans; delete and zero small blocks; and lower each choice by binary search; repeating
/// until no pass makes progress or the attempt budget runs out. Since every generator is built
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
public enum Shrinker {
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
        var best = sequence
        var spans = replay(sequence)?.spans ?? []
        var attempts = 0
        var steps = 0
        var tried: Set<[UInt64]> = [sequence]

        func attempt(_ candidate: [UInt64]) -> Bool {
            guard attempts < maximumAttempts, isSimpler(candidate, than: best), tried.insert(candidate).inserted else { return false }
            attempts += 1
            guard let replayed = replay(candidate) else { return false }
            let drawn = replayed.sequence
            best = isSimpler(drawn, than: candidate) ? drawn : candidate
            spans = replayed.spans.filter { $0.upperBound <= best.count }
            steps += 1
            return true
        }

        /// The spans, each once, longest first.
        func ordered() -> [Range<Int>] {
            var seen: Set<Range<Int>> = []
            return spans.filter { seen.insert($0).inserted }.sorted { ($0.count, $1.lowerBound) > ($1.count, $0.lowerBound) }
        }

        var improved = true
        while improved && attempts < maximumAttempts {
            improved = false
            // Delete spans, longest first; then delete a span and lower a count just before it.
            for lowering in [false, true] {
                var candidates = ordered()
                var index = 0
                while index < candidates.count && attempts < maximumAttempts {
                    let span = candidates[index]
                    index += 1
                    guard span.upperBound <= best.count else { continue }
                    var deleted = best
                    deleted.removeSubrange(span)
                    if !lowering {
                        if attempt(deleted) {
                            improved = true
                            candidates = ordered()
                            index = 0
                        }
                        continue
                    }
                    for counter in stride(from: span.lowerBound - 1, through: max(0, span.lowerBound - 3), by: -1) where best[counter] > 0 {
                        var candidate = deleted
                        candidate[counter] -= 1
                        if attempt(candidate) {
                            improved = true
                            candidates = ordered()
                            index = 0
                            break
                        }
                    }
                }
            }
            // Zero spans.
            for span in ordered() where span.upperBound <= best.count && best[span].contains(where: { $0 != 0 }) {
                var candidate = best
                for index in span { candidate[index] = 0 }
                if attempt(candidate) { improved = true }
            }
            // Delete blocks, largest first.
            for size in [8, 4, 2, 1] where size <= best.count {
                var start = best.count - size
                while start >= 0 && attempts < maximumAttempts {
                    var candidate = best
                    candidate.removeSubrange(start..<start + size)
                    if attempt(candidate) { improved = true }
                    start = min(start, best.count - size) - 1
                }
            }
            // Lower a choice by one and delete a block after it: a count and one of the things it counts.
            for index in best.indices.reversed() where index < best.count && best[index] > 0 {
                for size in [1, 2, 3, 4, 6, 8] where index + 1 + size <= best.count {
                    var candidate = best
                    candidate[index] -= 1
                    candidate.removeSubrange(index + 1..<index + 1 + size)
                    if attempt(candidate) {
                        improved = true
                        break
                    }
                }
            }
            // Zero blocks.
            for size in [4, 2, 1] {
                var start = 0
                while start + size <= best.count && attempts < maximumAttempts {
                    if best[start..<start + size].contains(where: { $0 != 0 }) {
                        var candidate = best
                        for index in start..<start + size { candidate[index] = 0 }
                        if attempt(candidate) { improved = true }
                    }
                    start += 1
                }
            }
            // Lower each choice by binary search.
            for index in best.indices where index < best.count && best[index] > 0 {
                var low: UInt64 = 0
                var high = best[index]
                while low < high && attempts < maximumAttempts && index < best.count {
                    let middle = low + (high - low) / 2
                    var candidate = best
                    candidate[index] = middle
                    if attempt(candidate) {
                        improved = true
                        high = min(middle, best[index])
                    } else {
                        low = middle + 1
                    }
                }
            }
            // When nothing else helps: move value from a choice to one of the next two, keeping
            // their sum (two numbers that must add up to something shrink toward the first being small).
            if !improved && best.count <= 64 {
                for index in best.indices where index < best.count && best[index] > 0 {
                    for other in index + 1...index + 2 where other < best.count {
                        let low: UInt64 = 0
                        var high = best[index]
                        // The largest amount that still fails, by binary search.
                        while low < high && attempts < maximumAttempts && other < best.count && index < best.count {
                            let amount = high - (high - low) / 2
                            var candidate = best
                            guard candidate[index] >= amount, candidate[other] <= .max - amount else { break }
                            candidate[index] -= amount
                            candidate[other] += amount
                            if attempt(candidate) {
                                improved = true
                                break
                            } else {
                                high = amount - 1
                            }
                        }
                    }
                }
            }
        }
        return Outcome(sequence: best, steps: steps, attempts: attempts)
    }

    /// Shortlex order: shorter first, then smaller at the first difference.
    public static func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        return lhs.lexicographicallyPrecedes(rhs)
    }
}
