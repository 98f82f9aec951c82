/// Shrinks a failing choice sequence to a simpler one that still fails.
///
/// A sequence is simpler when it is shorter, or as long and smaller at the first place they
/// differ (shortlex order). The passes delete blocks of choices, zero them, and lower each choice
/// by binary search, repeating until no pass makes progress or the attempt budget runs out. Since
/// every generator is built from choices, any value shrinks this way: a URL toward fewer, shorter,
/// plainer segments; an event list toward fewer events.
public enum Shrinker {
    /// The simplest failing sequence found from `sequence`, which must fail.
    public static func shrink(
        _ sequence: [UInt64],
        maximumAttempts: Int = 5_000,
        isFailing: ([UInt64]) -> Bool
    ) -> [UInt64] {
        var best = sequence
        var attempts = 0

        func attempt(_ candidate: [UInt64]) -> Bool {
            guard attempts < maximumAttempts, isSimpler(candidate, than: best) else { return false }
            attempts += 1
            if isFailing(candidate) {
                best = candidate
                return true
            }
            return false
        }

        var improved = true
        while improved && attempts < maximumAttempts {
            improved = false
            // Delete blocks, largest first.
            for size in [64, 32, 16, 8, 4, 2, 1] where size <= best.count {
                var start = 0
                while start + size <= best.count {
                    var candidate = best
                    candidate.removeSubrange(start..<start + size)
                    if attempt(candidate) { improved = true } else { start += 1 }
                }
            }
            // Zero blocks.
            for size in [8, 4, 2, 1] {
                var start = 0
                while start + size <= best.count {
                    if best[start..<start + size].contains(where: { $0 != 0 }) {
                        var candidate = best
                        for index in start..<start + size { candidate[index] = 0 }
                        if attempt(candidate) { improved = true }
                    }
                    start += 1
                }
            }
            // Lower each choice by binary search.
            for index in best.indices where best[index] > 0 {
                var low: UInt64 = 0
                var high = best[index]
                while low < high {
                    let middle = low + (high - low) / 2
                    var candidate = best
                    candidate[index] = middle
                    if attempt(candidate) {
                        improved = true
                        high = middle
                    } else {
                        low = middle + 1
                    }
                    if attempts >= maximumAttempts { break }
                }
            }
        }
        return best
    }

    /// Shortlex order: shorter first, then smaller at the first difference.
    public static func isSimpler(_ lhs: [UInt64], than rhs: [UInt64]) -> Bool {
        if lhs.count != rhs.count { return lhs.count < rhs.count }
        return lhs.lexicographicallyPrecedes(rhs)
    }
}
