/// "Did you mean" hints for a name that is not one of those expected (the spec's fields, rules'
/// routes, sources, activity and quick-action types, notification categories, and the tool's
/// subcommands and options, parameter types): the closest within two edits (on UTF-8 bytes, an
/// edit being an insertion, a deletion, a substitution or two neighbours swapped; the first in the
/// given order on a tie), and only where the edits change at most a third of the longer name, so
/// that `ftp` suggests no `t`, while `swfit` suggests `swift`.
///
/// ```swift
/// DidYouMean.hint(for: "prodcut", among: ["product", "search"])   // "; did you mean \"product\"?"
/// DidYouMean.hint(for: "zzz", among: ["product", "search"])       // ""
/// ```
package enum DidYouMean {
    /// The candidate closest to `name`, if one is within two edits.
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        var best: (candidate: String, distance: Int)? = nil
        let nameBytes = Array(name.utf8)
        for candidate in candidates {
            // Every router miss of a rule's type asks: only candidates within two edits count, so
            // the distance is bounded, and lengths two apart are not even compared.
            let length = max(candidate.utf8.count, nameBytes.count)
            guard abs(candidate.utf8.count - nameBytes.count) <= 2,
                let distance = boundedDistance(Array(candidate.utf8), nameBytes, limit: 2)
            else { continue }
            if distance * 3 <= length, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// ``editDistance(_:_:)`` when it is at most `limit`, else `nil`: the same recurrence over
    /// three reused rows, stopped as soon as a whole row exceeds the limit.
    static func boundedDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard !a.isEmpty else { return b.count <= limit ? b.count : nil }
        guard !b.isEmpty else { return a.count <= limit ? a.count : nil }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int? in
            var beforePrevious = 0
            var previous = width
            var current = 2 * width
            for j in 0..<width { rows[previous + j] = j }
            for i in 1...a.count {
                rows[current] = i
                var smallest = i
                for j in 1..<width {
                    var value = min(
                        rows[previous + j] + 1, rows[current + j - 1] + 1,
                        rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[beforePrevious + j - 2] + 1)
                    }
                    rows[current + j] = value
                    smallest = min(smallest, value)
                }
                if smallest > limit { return nil }
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            let distance = rows[previous + b.count]
            return distance <= limit ? distance : nil
        }
    }

    /// `; did you mean "x"?` for the closest candidate, or the empty string.
    package static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The edit distance between two strings' UTF-8 bytes, a swap of two neighbours counting as
    /// one edit (the optimal string alignment distance): typing's commonest slip.
    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
