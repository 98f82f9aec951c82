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
        for candidate in candidates {
            let distance = editDistance(candidate, name)
            let length = max(candidate.utf8.count, name.utf8.count)
            if distance <= 2, distance * 3 <= length, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
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
