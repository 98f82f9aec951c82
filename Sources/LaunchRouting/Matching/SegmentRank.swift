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

    /// Whether this segment takes `segment`, byte for byte; a rest takes any.
    @inline(__always)
    package func accepts(_ segment: String) -> Bool {
        switch self {
        case .literal(let text): segment.isByteEqual(to: text)
        case .caseInsensitiveLiteral(let text): segment.lowercased().isByteEqual(to: text)
        case .typed(let type, _):
            switch type.kind {
            case .string: true
            case .url(let schemes): ParameterType.url(schemes: schemes).value(of: segment) != nil
            case .int: ParameterType.parseInt(segment) != nil
            case .uuid: ParameterType.parseUUID(segment) != nil
            case .bool: ParameterType.parseBool(segment) != nil
            case .oneOf(let values): values.contains { $0.isByteEqual(to: segment) }
            case .oneOfIgnoringCase(let values):
                ParameterType.lowered(values).contains { $0.isByteEqual(to: segment.lowercased()) }
            case .sigil: type.value(of: segment) != nil
            }
        case .wildcard, .rest: true
        }
    }
}
