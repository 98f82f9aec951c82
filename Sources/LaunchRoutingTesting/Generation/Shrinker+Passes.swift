extension Shrinker {
    /// One shrink in progress: the simplest failing sequence so far, the spans its generator drew,
    /// and the budget; and the passes, each of which tries simpler candidates and says whether one
    /// still failed. ``Shrinker/shrinking(_:maximumAttempts:replay:)`` runs them in turn.
    struct Progress {
        var best: [UInt64]
        var spans: [Range<Int>]
        var attempts = 0
        var steps = 0
        var tried: Set<[UInt64]>
        let maximumAttempts: Int

        init(_ sequence: [UInt64], spans: [Range<Int>], maximumAttempts: Int) {
            best = sequence
            self.spans = spans
            tried = [sequence]
            self.maximumAttempts = maximumAttempts
        }

        var hasBudget: Bool { attempts < maximumAttempts }

        /// Tries `candidate` if it is simpler and new: when it still fails, it (or what its
        /// generator drew, if simpler) becomes the best.
        mutating func attempt(_ candidate: [UInt64], _ replay: ([UInt64]) -> Replay?) -> Bool {
            guard attempts < maximumAttempts, isSimpler(candidate, than: best), tried.insert(candidate).inserted else {
                return false
            }
            attempts += 1
            guard let replayed = replay(candidate) else { return false }
            let drawn = replayed.sequence
            best = isSimpler(drawn, than: candidate) ? drawn : candidate
            spans = replayed.spans.filter { $0.upperBound <= best.count }
            steps += 1
            return true
        }

        /// The spans, each once, longest first.
        func orderedSpans() -> [Range<Int>] {
            var seen: Set<Range<Int>> = []
            return spans.filter { seen.insert($0).inserted }.sorted {
                ($0.count, $1.lowerBound) > ($1.count, $0.lowerBound)
            }
        }

        /// Deletes spans, longest first; with `lowering`, deletes a span and lowers a count just
        /// before it.
        mutating func deleteSpans(lowering: Bool, _ replay: ([UInt64]) -> Replay?) -> Bool {
            var improved = false
            var candidates = orderedSpans()
            var index = 0
            while index < candidates.count && attempts < maximumAttempts {
                let span = candidates[index]
                index += 1
                guard span.upperBound <= best.count else { continue }
                var deleted = best
                deleted.removeSubrange(span)
                if !lowering {
                    if attempt(deleted, replay) {
                        improved = true
                        candidates = orderedSpans()
                        index = 0
                    }
                    continue
                }
                for counter in stride(from: span.lowerBound - 1, through: max(0, span.lowerBound - 3), by: -1)
                where best[counter] > 0 {
                    var candidate = deleted
                    candidate[counter] -= 1
                    if attempt(candidate, replay) {
                        improved = true
                        candidates = orderedSpans()
                        index = 0
                        break
                    }
                }
            }
            return improved
        }

        /// Sets each span's choices to zero.
        mutating func zeroSpans(_ replay: ([UInt64]) -> Replay?) -> Bool {
            var improved = false
            for span in orderedSpans() where span.upperBound <= best.count && best[span].contains(where: { $0 != 0 }) {
                var candidate = best
                for index in span { candidate[index] = 0 }
                if attempt(candidate, replay) { improved = true }
            }
            return improved
        }

        /// Deletes blocks of 8, 4, 2 and 1 choices, from the end.
        mutating func deleteBlocks(_ replay: ([UInt64]) -> Replay?) -> Bool {
            var improved = false
            for size in [8, 4, 2, 1] where size <= best.count {
                var start = best.count - size
                while start >= 0 && attempts < maximumAttempts {
                    var candidate = best
                    candidate.removeSubrange(start..<start + size)
                    if attempt(candidate, replay) { improved = true }
                    start = min(start, best.count - size) - 1
                }
            }
            return improved
        }

        /// Lowers a choice by one and deletes a block after it: a count and one of the things it counts.
        mutating func lowerCountAndDelete(_ replay: ([UInt64]) -> Replay?) -> Bool {
            var improved = false
            for index in best.indices.reversed() where index < best.count && best[index] > 0 {
                for size in [1, 2, 3, 4, 6, 8] where index + 1 + size <= best.count {
                    var candidate = best
                    candidate[index] -= 1
                    candidate.removeSubrange(index + 1..<index + 1 + size)
                    if attempt(candidate, replay) {
                        improved = true
                        break
                    }
                }
            }
            return improved
        }

        /// Sets blocks of 4, 2 and 1 choices to zero.
        mutating func zeroBlocks(_ replay: ([UInt64]) -> Replay?) -> Bool {
            var improved = false
            for size in [4, 2, 1] {
                var start = 0
                while start + size <= best.count && attempts < maximumAttempts {
                    if best[start..<start + size].contains(where: { $0 != 0 }) {
                        var candidate = best
                        for index in start..<start + size { candidate[index] = 0 }
                        if attempt(candidate, replay) { improved = true }
                    }
                    start += 1
                }
            }
            return improved
        }

        /// Lowers each choice by binary search.
        mutating func lowerByBinarySearch(_ replay: ([UInt64]) -> Replay?) -> Bool {
            var improved = false
            for index in best.indices where index < best.count && best[index] > 0 {
                var low: UInt64 = 0
                var high = best[index]
                while low < high && attempts < maximumAttempts && index < best.count {
                    let middle = low + (high - low) / 2
                    var candidate = best
                    candidate[index] = middle
                    if attempt(candidate, replay) {
                        improved = true
                        high = min(middle, best[index])
                    } else {
                        low = middle + 1
                    }
                }
            }
            return improved
        }

        /// Moves value from a choice to one of the next two, keeping their sum: two numbers that
        /// must add up to something shrink toward the first being small.
        mutating func moveValueForward(_ replay: ([UInt64]) -> Replay?) -> Bool {
            var improved = false
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
                        if attempt(candidate, replay) {
                            improved = true
                            break
                        } else {
                            high = amount - 1
                        }
                    }
                }
            }
            return improved
        }
    }
}
