/// The strings that a case-insensitive literal takes: every string whose `lowercased()` is the
/// literal's lower-case text.
///
/// Swift lowercases a string scalar by scalar, with each scalar's full lower-case mapping and no
/// context (a final sigma stays `σ`), so the preimages of a text are the ways of cutting it into
/// pieces that are each the mapping of one scalar. Most pieces are one scalar (`k` comes from `k`,
/// `K` and `U+212A KELVIN SIGN`); one mapping is two scalars (`İ` lowercases to `i` and
/// `U+0307`). The table of mappings is built from the Unicode properties the standard library
/// ships, once, the first time a case-insensitive literal needs it.
enum CaseVariants {
    /// For each lower-case mapping that some scalar other than itself has, those scalars.
    private static let preimages: [String: [Unicode.Scalar]] = {
        var table: [String: [Unicode.Scalar]] = [:]
        // A plain loop over the code points: a debug build runs a range's iterator as generic
        // calls, a third of `launch-route lint`'s time there.
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            if let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased {
                table[scalar.properties.lowercaseMapping, default: []].append(scalar)
            }
            value += 1
        }
        return table
    }()

    /// One way of spelling each piece of `text`: the pieces, from the start, each with the
    /// spellings that lowercase to it. The first spelling of a piece is the piece itself.
    static func pieces(of text: String) -> [(piece: String, spellings: [String])] {
        let scalars = Array(text.unicodeScalars)
        var result: [(String, [String])] = []
        var index = 0
        while index < scalars.count {
            // A two-scalar mapping (only `İ` has one) is taken as one piece with every spelling of
            // its two scalars as well, so that no preimage is lost.
            if index + 1 < scalars.count {
                let pair = String(scalars[index]) + String(scalars[index + 1])
                if let extra = preimages[pair] {
                    var combined: [String] = []
                    for first in spellings(of: scalars[index]) {
                        for second in spellings(of: scalars[index + 1]) { combined.append(first + second) }
                    }
                    combined += extra.map { String($0) }
                    result.append((pair, combined))
                    index += 2
                    continue
                }
            }
            result.append((String(scalars[index]), spellings(of: scalars[index])))
            index += 1
        }
        return result
    }

    private static func spellings(of scalar: Unicode.Scalar) -> [String] {
        [String(scalar)] + (preimages[String(scalar)] ?? []).map { String($0) }
    }

    /// The first spelling of `text` (in the order: as written, then with later pieces varied
    /// first) that is not in `avoiding`, or `nil` when every spelling is.
    ///
    /// - Complexity: O(`avoiding.count` × length of `text`).
    static func firstSpelling(of text: String, avoiding: Set<ExactKey>) -> String? {
        let pieces = pieces(of: text)
        var choice = [Int](repeating: 0, count: pieces.count)
        while true {
            let candidate = zip(pieces, choice).map { $0.spellings[$1] }.joined()
            if !avoiding.contains(ExactKey(candidate)), candidate.lowercased().isByteEqual(to: text) {
                return candidate
            }
            // The next choice, as an odometer whose last digit turns fastest.
            var position = pieces.count - 1
            while position >= 0 {
                choice[position] += 1
                if choice[position] < pieces[position].spellings.count { break }
                choice[position] = 0
                position -= 1
            }
            if position < 0 { return nil }
        }
    }
}
