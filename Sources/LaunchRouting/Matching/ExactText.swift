/// A string hashed, compared and ordered by its UTF-8 bytes.
///
/// Swift's `String` equality is Unicode canonical equivalence, so `"café"` (precomposed) equals
/// `"cafe\u{301}"` (decomposed). The pattern language compares literals, enumerated values and
/// query keys byte for byte after percent-decoding, with no Unicode normalisation, so the matcher
/// keys its tables and ranks with this type instead.
package struct ExactText: Hashable, Comparable, Sendable {
    package var string: String

    package init(_ string: String) { self.string = string }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.string.isByteEqual(to: rhs.string)
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.string.utf8.lexicographicallyPrecedes(rhs.string.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether the two strings have the same UTF-8 bytes (not merely canonically equivalent).
    @inline(__always)
    func isByteEqual(to other: String) -> Bool {
        var lhs = self
        var rhs = other
        return lhs.withUTF8 { a in
            rhs.withUTF8 { b in
                a.count == b.count && (a.isEmpty || memoryEqual(a.baseAddress!, b.baseAddress!, a.count))
            }
        }
    }
}
