/// The priority of one pattern segment at one position of the path. Lower wins.
///
/// The order is total and never depends on registration order: at each segment a literal beats a
/// case-insensitive one, beats an enumeration, beats one in any case, beats a typed parameter
/// (`bool`, then `int`, then `uuid`), beats a sigil type (`@*`), beats a string one, beats `*`, beats `**`; a non-optional
/// parameter beats the same optional one; and a pattern that ends where the path ends beats one
/// whose optional parameter is absent, which beats a `**` that takes nothing. Between two edges of
/// the same rank (two enumerations, say) the canonical text decides, compared by its UTF-8 bytes.
package struct SegmentRank: Hashable, Comparable, Sendable {
    package var rank: UInt8
    package var text: String

    package static let end = SegmentRank(rank: 0, text: "")
    package static let optionalAbsent = SegmentRank(rank: 1, text: "")

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rank == rhs.rank && lhs.text.isByteEqual(to: rhs.text)
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rank != rhs.rank ? lhs.rank < rhs.rank : ExactText(lhs.text) < ExactText(rhs.text)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        hasher.combine(ExactText(text))
    }
}

/// A pattern segment as the matchers see it: its rank and how it tests a path segment.
///
/// Literals and enumerated values compare byte for byte, as ``SegmentRank`` does, so two matchers
/// are equal exactly when their ranks are.
package enum SegmentMatcher: Hashable, Sendable {
    case literal(String)
    case caseInsensitiveLiteral(String)
    case typed(ParameterType, isOptional: Bool)
    case wildcard
    case rest

    package var rank: SegmentRank {
        switch self {
        case .literal(let text): SegmentRank(rank: 2, text: text)
        case .caseInsensitiveLiteral(let text): SegmentRank(rank: 3, text: text)
        case .typed(let type, let isOptional):
            switch type.kind {
            case .oneOf(let values): SegmentRank(rank: isOptional ? 5 : 4, text: values.joined(separator: "|"))
            case .oneOfIgnoringCase(let values):
                SegmentRank(rank: isOptional ? 7 : 6, text: ParameterType.lowered(values).joined(separator: "|"))
            case .bool: SegmentRank(rank: isOptional ? 9 : 8, text: "")
            case .int: SegmentRank(rank: isOptional ? 11 : 10, text: "")
            case .uuid: SegmentRank(rank: isOptional ? 13 : 12, text: "")
            case .sigil(let sigil): SegmentRank(rank: isOptional ? 15 : 14, text: String(sigil))
            // A url type is a query's only; as a segment it would rank as a string.
            case .string, .url: SegmentRank(rank: isOptional ? 17 : 16, text: "")
            }
        case .wildcard: SegmentRank(rank: 18, text: "")
        case .rest: SegmentRank(rank: 20, text: "")
        }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.literal(let a), .literal(let b)), (.caseInsensitiveLiteral(let a), .caseInsensitiveLiteral(let b)):
            return a.isByteEqual(to: b)
        case (.typed(let a, let aIsOptional), .typed(let b, let bIsOptional)):
            guard aIsOptional == bIsOptional else { return false }
            switch (a.kind, b.kind) {
            case (.oneOf(let a), .oneOf(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.isByteEqual(to: $1) }
            case (.oneOfIgnoringCase(let a), .oneOfIgnoringCase(let b)):
                let (a, b) = (ParameterType.lowered(a), ParameterType.lowered(b))
                return a.count == b.count && zip(a, b).allSatisfy { $0.isByteEqual(to: $1) }
            default: return a == b
            }
        case (.wildcard, .wildcard), (.rest, .rest):
            return true
        default:
            return false
        }
    }

    /// Hashes what `==` compares, byte for byte, without building a ``SegmentRank``.
    package func hash(into hasher: inout Hasher) {
        switch self {
        case .literal(let text):
            hasher.combine(0 as UInt8)
            hasher.combine(ExactText(text))
        case .caseInsensitiveLiteral(let text):
            hasher.combine(1 as UInt8)
            hasher.combine(ExactText(text))
        case .typed(let type, let isOptional):
            hasher.combine(2 as UInt8)
            hasher.combine(isOptional)
            switch type.kind {
            case .oneOf(let values):
                for value in values { hasher.combine(ExactText(value)) }
            case .oneOfIgnoringCase(let values):
                hasher.combine(5 as UInt8)
                for value in ParameterType.lowered(values) { hasher.combine(ExactText(value)) }
            case .int: hasher.combine(1 as UInt8)
            case .uuid: hasher.combine(2 as UInt8)
            case .bool: hasher.combine(4 as UInt8)
            case .string, .url: hasher.combine(3 as UInt8)
            case .sigil(let sigil):
                hasher.combine(6 as UInt8)
                hasher.combine(sigil)
            }
        case .wildcard:
            hasher.combine(3 as UInt8)
        case .rest:
            hasher.combine(4 as UInt8)
        }
    }

    /// Whether this segment takes `segment` (decoded), byte for byte; a rest takes any. The one
    /// segment test: the trie walk, the reference matcher and lint's segment languages all ask it.
    package func accepts(_ segment: String) -> Bool {
        var segment = segment
        return segment.withUTF8 { accepts(bytes: $0) }
    }

    /// ``accepts(_:)`` on a segment's bytes, as the trie walk holds them.
    @inline(__always)
    package func accepts(bytes segment: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .literal(let text): return text.utf8.elementsEqual(segment)
        case .caseInsensitiveLiteral(let text):
            return CaseFolding.withLowercased(segment) { text.utf8.elementsEqual($0) }
        case .typed(let type, _):
            switch type.kind {
            case .string: return true
            case .url: return type.accepts(String(decoding: segment, as: UTF8.self))
            case .int: return ParameterType.parseInt(bytes: segment) != nil
            case .uuid: return ParameterType.isUUID(bytes: segment)
            case .bool: return ParameterType.parseBool(bytes: segment) != nil
            case .oneOf(let values): return values.contains { $0.utf8.elementsEqual(segment) }
            case .oneOfIgnoringCase(let values):
                // Unicode's lowercasing of both sides, as for a case-insensitive literal.
                let lowered = String(decoding: segment, as: UTF8.self).lowercased()
                return values.contains { $0.lowercased().isByteEqual(to: lowered) }
            case .sigil(let sigil):
                return segment.count > sigil.utf8.count && segment.starts(with: String(sigil).utf8)
            }
        case .wildcard, .rest: return true
        }
    }
}
