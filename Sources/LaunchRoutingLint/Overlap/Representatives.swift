/// One segment from every region that a family of languages cuts a language into.
///
/// Two segments in the same region are in exactly the same languages of the family, so a
/// question about "some segment of `language`" against the family has the same answer for every
/// segment of a region: asking it of one representative per region decides it for all of
/// `language`, infinite as it is. This is what makes the overlap analysis exact rather than sampled.
///
/// The regions, for a family of literals, enumerations, case-insensitive literals, `int`, `uuid`
/// and `any`:
/// - each literal or enumerated value is a region of its own;
/// - each case-insensitive literal (or value of an enumeration in any case), less those values, is one region (every spelling of it is in
///   the same languages: no spelling of an int or UUID text is anything else, see
///   ``SegmentLanguage/intersection(_:)``);
/// - what is left is cut only by `int`, `uuid` and sigil types: the ints, the UUIDs, the segments
///   that start with each sigil (no int or UUID does), and the rest.
struct Representatives {
    /// Every value and case-insensitive text of the family and of the language itself.
    private let values: Set<ExactKey>
    private let caselessTexts: [String]
    /// Every sigil of the family and of the language itself, sorted.
    private let sigils: [String]

    init(_ language: SegmentLanguage, family: [SegmentLanguage]) {
        var values: Set<ExactKey> = []
        var texts: Set<ExactKey> = []
        var sigils: Set<ExactKey> = []
        for member in family + [language] {
            switch member {
            case .values(let list): values.formUnion(list.map(ExactKey.init))
            case .caseless(let list): texts.formUnion(list.map(ExactKey.init))
            case .sigil(let sigil): sigils.insert(ExactKey(sigil))
            default: break
            }
        }
        self.sigils = sigils.map(\.string).sorted(by: bytesPrecede)
        self.values = values
        self.caselessTexts = texts.map(\.string).sorted(by: bytesPrecede)
    }

    /// The representatives of `language`'s regions: a plain string, an int and a UUID first (when
    /// the language has them), then a spelling of each case-insensitive literal, then the values.
    func of(_ language: SegmentLanguage) -> [String] {
        var result: [String] = []
        switch language {
        case .values(let list):
            return list
        case .caseless(let texts):
            for text in texts {
                if let spelling = CaseVariants.firstSpelling(of: text, avoiding: values) { result.append(spelling) }
            }
            result += values.map(\.string).filter(language.accepts).sorted(by: bytesPrecede)
            return result
        case .any:
            result.append(genericString)
            result.append(genericInt)
            result.append(genericUUID)
            result += sigils.map(generic(after:))
        case .sigil(let sigil):
            result.append(generic(after: sigil))
        case .int:
            result.append(genericInt)
        case .uuid:
            result.append(genericUUID)
        }
        for text in caselessTexts {
            if let spelling = CaseVariants.firstSpelling(of: text, avoiding: values), language.accepts(spelling) {
                result.append(spelling)
            }
        }
        result += values.map(\.string).filter(language.accepts).sorted(by: bytesPrecede)
        return result
    }

    /// Whether `candidate` is in no value set and no case-insensitive literal of the family.
    private func isFresh(_ candidate: String) -> Bool {
        guard !values.contains(ExactKey(candidate)) else { return false }
        let lowered = candidate.lowercased()
        return !caselessTexts.contains { $0.isByteEqual(to: lowered) }
    }

    /// A segment that is neither an int nor a UUID nor in the family's finite sets: `x`, `x1`, ...
    var genericString: String {
        first { $0 == 0 ? "x" : "x\($0)" }
    }

    /// A segment that starts with `sigil`, in none of the family's finite sets: `@x`, `@x1`, ...
    func generic(after sigil: String) -> String {
        first { sigil + ($0 == 0 ? "x" : "x\($0)") }
    }

    /// An int in none of the family's finite sets: `1`, `2`, ...
    var genericInt: String {
        first { "\($0 + 1)" }
    }

    /// A UUID in none of the family's finite sets.
    var genericUUID: String {
        first { index in
            let digits = String(index + 1, radix: 16)
            return "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits
        }
    }

    private func first(_ candidate: (Int) -> String) -> String {
        var index = 0
        while !isFresh(candidate(index)) { index += 1 }
        return candidate(index)
    }
}
