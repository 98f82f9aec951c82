import LaunchRouting

/// The set of path segments that one segment of a shape matches, as the analysis reasons about it.
///
/// A segment is what the tokenizer hands the matcher: decoded, non-empty, valid UTF-8, with no
/// control character, and neither `.` nor `..` (see ``isValidSegment(_:)``). Every language here is
/// a subset of those, so two languages intersect exactly when some URL could put the same segment
/// in front of both matchers.
enum SegmentLanguage: Hashable, Sendable {
    /// Every segment: a string parameter, `*`, and the positions a `**` rest covers.
    case any
    /// ASCII `-?[0-9]+` within `Int64`.
    case int
    /// The hyphenated 8-4-4-4-12 form, in any case.
    case uuid
    /// Exactly these segments, byte for byte: a literal, or an enumeration's values. Sorted by
    /// bytes, without duplicates, and only valid segments; empty when none of them is.
    case values([String])
    /// The segments whose `lowercased()` is one of these texts, byte for byte: a case-insensitive
    /// literal (one text), or an enumeration in any case. Sorted by bytes, without duplicates,
    /// never empty (an empty language is `.values([])`).
    case caseless([String])
    /// The segments that start with this sigil and go on: one ASCII punctuation character that no
    /// int or UUID starts with and that no case mapping makes or unmakes.
    case sigil(String)

    /// The language of one matcher; `nil` for a `**` rest, which is not one segment.
    init?(_ matcher: SegmentMatcher) {
        switch matcher {
        case .literal(let text):
            self = .values(Self.normalised([text]))
        case .caseInsensitiveLiteral(let text):
            self = Self.caseless(lowered: [text])
        case .typed(let type, _):
            switch type.kind {
            // A url type is a query's only: a pattern cannot spell it.
            case .string, .url: self = .any
            case .int: self = .int
            case .uuid: self = .uuid
            case .bool: self = .values(Self.normalised(ParameterType.boolSpellings))
            case .oneOf(let values): self = .values(Self.normalised(values))
            case .oneOfIgnoringCase(let values): self = Self.caseless(lowered: ParameterType.lowered(values))
            case .sigil(let sigil): self = .sigil(String(sigil))
            }
        case .wildcard:
            self = .any
        case .rest:
            return nil
        }
    }

    /// The language of lowercased texts: the matcher stores them lowercased; a text that
    /// lowercasing would change again, or that is no segment at all, has no preimage.
    static func caseless(lowered texts: [String]) -> SegmentLanguage {
        let kept = normalised(texts.filter { $0.lowercased().isByteEqual(to: $0) })
        return kept.isEmpty ? .values([]) : .caseless(kept)
    }

    static func normalised(_ values: [String]) -> [String] {
        var seen: Set<ExactKey> = []
        return values.filter { isValidSegment($0) && seen.insert(ExactKey($0)).inserted }.sorted(by: bytesPrecede)
    }

    /// Whether no segment is in this language.
    var isEmpty: Bool {
        if case .values(let values) = self { return values.isEmpty }
        return false
    }

    /// Whether `segment` (decoded) is in this language, by the matcher's own segment test.
    /// Invalid segments are in none.
    func accepts(_ segment: String) -> Bool {
        isValidSegment(segment) && matcher.accepts(segment)
    }

    /// A matcher that takes exactly this language's valid segments.
    private var matcher: SegmentMatcher {
        let type: ParameterType
        switch self {
        case .any: return .wildcard
        case .int: type = .int
        case .uuid: type = .uuid
        case .values(let values): type = .oneOf(values)
        case .caseless(let texts): type = .oneOfIgnoringCase(texts)
        case .sigil(let sigil):
            // A sigil is one scalar; an empty one would start every segment.
            guard let scalar = sigil.unicodeScalars.first else { return .wildcard }
            type = .sigil(scalar)
        }
        return .typed(type, isOptional: false)
    }

    /// The intersection of two languages, in the same representation.
    func intersection(_ other: SegmentLanguage) -> SegmentLanguage {
        switch (self, other) {
        case (.any, _): return other
        case (_, .any): return self
        case (.values(let values), _): return .values(values.filter(other.accepts))
        case (_, .values(let values)): return .values(values.filter(accepts))
        case (.int, .int): return .int
        case (.uuid, .uuid): return .uuid
        case (.int, .uuid), (.uuid, .int): return .values([])
        case (.sigil(let a), .sigil(let b)): return a.isByteEqual(to: b) ? self : .values([])
        // No int or UUID starts with a sigil.
        case (.sigil, .int), (.sigil, .uuid), (.int, .sigil), (.uuid, .sigil): return .values([])
        // Lowercasing leaves the sigil first and makes no other character one: a spelling starts
        // with it exactly when the lowercased text does.
        case (.caseless(let texts), .sigil): return Self.caseless(lowered: texts.filter(other.accepts))
        case (.sigil, .caseless(let texts)): return Self.caseless(lowered: texts.filter(accepts))
        case (.caseless(let a), .caseless(let b)):
            return Self.caseless(lowered: a.filter { text in b.contains { $0.isByteEqual(to: text) } })
        case (.caseless(let texts), .int), (.int, .caseless(let texts)):
            // An int is ASCII digits and "-", which lowercasing leaves alone: only the texts themselves.
            return .values(texts.filter(isIntForm))
        case (.caseless(let texts), .uuid), (.uuid, .caseless(let texts)):
            // A UUID is ASCII; it lowercases to a text only if that is a lower-case UUID, and
            // then every case variant of it is a UUID.
            return Self.caseless(lowered: texts.filter(isUUIDForm))
        }
    }

    /// How the language reads in a finding: `"product"`, `(a|b)`, `an int`.
    var spelling: String {
        switch self {
        case .any: "any segment"
        case .int: "an int"
        case .uuid: "a uuid"
        case .values(let values): values.count == 1 ? "\"\(values[0])\"" : "(" + values.joined(separator: "|") + ")"
        case .caseless(let texts):
            (texts.count == 1 ? "\"\(texts[0])\"" : "(" + texts.joined(separator: "|") + ")") + " in any case"
        case .sigil(let sigil): "a segment starting with \"\(sigil)\""
        }
    }
}

/// Whether the tokenizer can hand the matcher `segment`: non-empty, no control character
/// (`U+0000`-`U+001F`, `U+007F`), and not a dot segment.
func isValidSegment(_ segment: String) -> Bool {
    guard !segment.isEmpty, segment != ".", segment != ".." else { return false }
    return !segment.utf8.contains { $0 < 0x20 || $0 == 0x7F }
}

/// ASCII `-?[0-9]+` within `Int64`: what the `int` type parses, by the matcher's own parser.
func isIntForm(_ text: String) -> Bool {
    ParameterType.parseInt(text) != nil
}

/// The hyphenated 8-4-4-4-12 form, hexadecimal digits in any case: what the `uuid` type parses.
func isUUIDForm(_ text: String) -> Bool {
    ParameterType.parseUUID(text) != nil
}

/// Orders strings by their UTF-8 bytes, as the matcher does.
func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}

/// A string hashed and compared by its UTF-8 bytes: no Unicode normalisation.
struct ExactKey: Hashable, Sendable {
    let string: String
    init(_ string: String) { self.string = string }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.string.isByteEqual(to: rhs.string) }
    func hash(into hasher: inout Hasher) {
        for byte in string.utf8 { hasher.combine(byte) }
    }
}

extension String {
    /// Whether the two strings have the same UTF-8 bytes (not merely canonically equivalent).
    func isByteEqual(to other: String) -> Bool {
        utf8.count == other.utf8.count && utf8.elementsEqual(other.utf8)
    }
}
