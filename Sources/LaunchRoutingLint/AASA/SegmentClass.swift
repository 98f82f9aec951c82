/// How the AASA generator cuts the segments at one position of a path into classes that AASA
/// patterns can name, so that each class leads to the same routes.
///
/// AASA patterns have no "one segment" wildcard (`*` and `?*` cross `/`), no repetition of a
/// character class, and no negation; but a decision list has order, and a pattern with exactly
/// as many `/` as the path has segments cannot move a `/`. So at each position the generator
/// names, in this order: each literal or enumerated value; the spellings of each case-insensitive
/// literal; the segments that start with each sigil; the UUIDs; then, when an `int` is at stake,
/// everything that is not an int; and last,
/// all the rest (`?*`). After each class but the last, an exclusion takes the paths of that
/// class that its routes did not take, so that the classes after it may use wider patterns.
struct SegmentClass: Sendable {
    /// The pattern of one segment: a literal, a variable reference or `?*`.
    var glob: String
    /// A segment of the class, to see which languages contain the whole class.
    var representative: String
    /// What the class holds.
    var kind: Kind

    enum Kind: Sendable {
        case values([String])
        case caseless(String)
        case sigil(String)
        case uuid
        case notInt
        case rest
    }

    /// Whether this class's pattern matches some segment of `earlier`, a class before it at the
    /// same position: only then must `earlier`'s leftovers be excluded before this class.
    func overlaps(_ earlier: SegmentClass) -> Bool {
        switch (earlier.kind, kind) {
        case (_, .rest): true
        case (.values(let values), .caseless(let text)): values.contains { $0.lowercased().isByteEqual(to: text) }
        case (.values(let values), .uuid): values.contains(where: isUUIDForm)
        case (.values(let values), .notInt): values.contains { !isIntForm($0) }
        case (.values(let values), .sigil(let sigil)): values.contains(where: SegmentLanguage.sigil(sigil).accepts)
        case (.caseless(let text), .sigil(let sigil)): SegmentLanguage.sigil(sigil).accepts(text)
        // No int starts with a sigil.
        case (.sigil, .notInt): true
        case (.caseless(let text), .uuid): isUUIDForm(text)
        case (.caseless(let text), .notInt): !isIntForm(text)
        case (.uuid, .notInt): true
        default: false
        }
    }

    /// The classes of the segments at one position, given the languages of the boxes there.
    static func partition(_ languages: [SegmentLanguage], variables: inout AASAVariables) -> [SegmentClass] {
        let representatives = Representatives(.any, family: languages)
        var classes: [SegmentClass] = []

        // Values, grouped by the boxes that take them, so that an enumeration is one class.
        var values: [String] = []
        var seen: Set<ExactKey> = []
        for language in languages {
            if case .values(let list) = language {
                for value in list where seen.insert(ExactKey(value)).inserted { values.append(value) }
            }
        }
        values.sort(by: bytesPrecede)
        var groups: [(signature: [Bool], values: [String])] = []
        for value in values {
            let signature = languages.map { $0.accepts(value) }
            if let index = groups.firstIndex(where: { $0.signature == signature }) {
                groups[index].values.append(value)
            } else {
                groups.append((signature, [value]))
            }
        }
        for group in groups {
            let spelled = group.values.flatMap(WitnessWriter.patternSpellings)
            let glob = spelled.count == 1 ? spelled[0] : "$(" + variables.name(forValues: spelled) + ")"
            classes.append(SegmentClass(glob: glob, representative: group.values[0], kind: .values(group.values)))
        }

        // Case-insensitive literals, less the values above.
        var texts: [String] = []
        for language in languages {
            guard case .caseless(let list) = language else { continue }
            for text in list where !texts.contains(where: { $0.isByteEqual(to: text) }) {
                texts.append(text)
            }
        }
        for text in texts.sorted(by: bytesPrecede) {
            guard let spelling = CaseVariants.firstSpelling(of: text, avoiding: seen) else { continue }
            classes.append(
                SegmentClass(
                    glob: caselessGlob(text, variables: &variables), representative: spelling, kind: .caseless(text)))
        }

        var sigils: [String] = []
        for language in languages {
            if case .sigil(let sigil) = language, !sigils.contains(sigil) { sigils.append(sigil) }
        }
        for sigil in sigils.sorted(by: bytesPrecede) {
            let spelled = WitnessWriter.patternSpellings(sigil)
            let glob = (spelled.count == 1 ? spelled[0] : "$(" + variables.name(forValues: spelled) + ")") + "?*"
            classes.append(
                SegmentClass(glob: glob, representative: representatives.generic(after: sigil), kind: .sigil(sigil)))
        }

        if languages.contains(.uuid) {
            let pattern = [8, 4, 4, 4, 12].map { String(repeating: "$(xdigit)", count: $0) }.joined(separator: "-")
            classes.append(SegmentClass(glob: pattern, representative: representatives.genericUUID, kind: .uuid))
        }
        if languages.contains(.int) {
            classes.append(
                SegmentClass(
                    glob: "$(" + variables.notIntName() + ")", representative: representatives.genericString,
                    kind: .notInt))
            classes.append(SegmentClass(glob: "?*", representative: representatives.genericInt, kind: .rest))
        } else if languages.contains(.any) {
            classes.append(SegmentClass(glob: "?*", representative: representatives.genericString, kind: .rest))
        }
        return classes
    }

    /// The pattern of every spelling of a case-insensitive literal: a piece with one spelling as
    /// itself, any other as a variable of its spellings.
    static func caselessGlob(_ text: String, variables: inout AASAVariables) -> String {
        CaseVariants.pieces(of: text).map { piece in
            let spellings = piece.spellings.flatMap(WitnessWriter.patternSpellings)
            return spellings.count == 1
                ? spellings[0]
                : "$(" + variables.name(forCaseOf: WitnessWriter.encode(piece.piece), values: spellings) + ")"
        }.joined()
    }
}

/// The substitution variables a generated file defines, named in order of first use.
struct AASAVariables: Sendable {
    private(set) var ordered: [AASASubstitutionVariable] = []
    private var byValues: [[String]: String] = [:]

    /// `values1`, `values2`, ...: a variable for one set of literal values.
    mutating func name(forValues values: [String]) -> String {
        if let name = byValues[values] { return name }
        let name = "values\(ordered.filter { $0.name.hasPrefix("values") }.count + 1)"
        return define(name, values)
    }

    /// `case-k`: the spellings of one piece of a case-insensitive literal.
    mutating func name(forCaseOf piece: String, values: [String]) -> String {
        if let name = byValues[values] { return name }
        return define("case-" + piece, values)
    }

    /// `notInt`: every segment that is not an int within `Int64`.
    mutating func notIntName() -> String {
        let values = Self.notIntValues
        if let name = byValues[values] { return name }
        return define("notInt", values)
    }

    private mutating func define(_ name: String, _ values: [String]) -> String {
        byValues[values] = name
        ordered.append(AASASubstitutionVariable(name: name, values: values))
        return name
    }

    /// Patterns that together match exactly the canonical segments that are not ints.
    ///
    /// A segment is spelled with `A-Z a-z 0-9 - . _ ~`, `%XX` and, as reverse routing writes them,
    /// the sub-delimiters but `*` and `$`. It is not an int when it has a character other than a
    /// digit or `-` (`*c*`), a `-` after its first character
    /// (`?*-*`), is `-` alone, or is an int form out of range: twenty significant digits or more
    /// (a non-zero digit followed by nineteen characters), or nineteen that exceed
    /// 9223372036854775807 (or, negative, 9223372036854775808), written digit by digit as "the
    /// same digits up to here, then a larger one", with leading zeros (`0*`) or a minus sign
    /// (`-*`) before. Each `?` stands for a digit: a segment that has something else there is not
    /// an int anyway.
    static let notIntValues: [String] = {
        var values: [String] = []
        let others = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz._~%!&'()+,;=:@"
        values += others.map { "*\($0)*" }
        values += ["?*-*", "-"]
        values += (1...9).map { "*\($0)" + String(repeating: "?", count: 19) + "*" }
        func exceeding(_ bound: String) -> [String] {
            let digits = Array(bound)
            var result: [String] = []
            for index in digits.indices {
                guard let digit = digits[index].wholeNumberValue else { continue }
                for larger in (digit + 1)..<10 {
                    result.append(
                        String(digits[..<index]) + "\(larger)" + String(repeating: "?", count: digits.count - index - 1)
                    )
                }
            }
            return result
        }
        let positive = exceeding("9223372036854775807")
        values += positive
        values += positive.map { "0*" + $0 }
        values += exceeding("9223372036854775808").map { "-*" + $0 }
        return values
    }()
}
