/// The fast front half of the tokenizer: one pass over the bytes that either proves a URL clean
/// (and says where its parts are) or gives up, leaving every fault to ``URLTokenizer``.
///
/// "Clean" is deliberately narrower than "valid": no fault of any kind, no user information, no
/// escape outside printable ASCII. Anything else takes the full tokenizer, which finds the fault
/// and words its reason; so the two can never disagree on a reason, and the fast path stays
/// short. A URL the scanner calls clean is one the tokenizer accepts with the same parts.
struct URLScanner {
    /// The scheme, `0..<schemeEnd`.
    var schemeEnd: Int
    /// The authority after `//`, if any.
    var authority: Range<Int>?
    /// The path: from the end of the authority (or the scheme's colon) to the query or the end.
    var path: Range<Int>
    /// The query after `?`, without it; empty when there is none.
    var query: Range<Int>
    /// Whether the path holds a `%`, so segments need decoding.
    var pathHasEscapes: Bool
    /// Whether the query holds a `%` or a `+`, so items need decoding.
    var queryNeedsDecoding: Bool

    /// The parts of a clean URL, or `nil` if it is not clean.
    @inline(__always)
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits) -> URLScanner? {
        let count = bytes.count
        guard count <= limits.maximumLength, count > 0, ASCII.isLetter(bytes[0]) else { return nil }
        var index = 1
        while index < count, ASCII.isSchemeCharacter(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == ASCII.colon else { return nil }
        let schemeEnd = index
        index += 1

        var authority: Range<Int>? = nil
        if index + 1 < count, bytes[index] == ASCII.slash, bytes[index + 1] == ASCII.slash {
            let start = index + 2
            var stop = start
            while stop < count {
                let byte = bytes[stop]
                if byte == ASCII.slash || byte == ASCII.question || byte == ASCII.hash { break }
                // User information, escapes and anything odd in the authority: the full tokenizer.
                guard Self.isPlainAuthorityByte(byte) else { return nil }
                stop += 1
            }
            authority = start..<stop
            index = stop
        }

        let pathStart = index
        var pathHasEscapes = false
        var queryNeedsDecoding = false
        var queryStart = -1
        var end = count
        var hasNonASCII = false
        while index < count {
            let byte = bytes[index]
            // Most bytes are ordinary: one test against a 128-bit set of the ones that are not.
            if byte < 0x80 {
                let word = byte < 64 ? Self.specialLow : Self.specialHigh
                if (word >> UInt64(byte & 63)) & 1 == 0 {
                    index += 1
                    continue
                }
            }
            switch byte {
            case ASCII.hash:
                end = index
                index = count
                continue
            case ASCII.question:
                if queryStart < 0 { queryStart = index }
            case ASCII.percent:
                // An escape must decode to printable ASCII; control characters and UTF-8
                // sequences are for the full tokenizer to judge.
                guard index + 2 < count, let high = ASCII.hexValue(bytes[index + 1]),
                    let low = ASCII.hexValue(bytes[index + 2])
                else {
                    return nil
                }
                let decoded = high << 4 | low
                guard decoded >= 0x20, decoded < 0x7F else { return nil }
                if queryStart < 0 { pathHasEscapes = true } else { queryNeedsDecoding = true }
                index += 3
                continue
            case ASCII.plus:
                if queryStart >= 0 { queryNeedsDecoding = true }
            default:
                // Non-ASCII is validated below; a control character or a forbidden one is a fault.
                guard byte >= 0x80 else { return nil }
                hasNonASCII = true
            }
            index += 1
        }
        if hasNonASCII, UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: bytes[pathStart..<end])) != nil
        {
            return nil
        }
        let pathEnd = queryStart >= 0 ? queryStart : end
        return URLScanner(
            schemeEnd: schemeEnd,
            authority: authority,
            path: pathStart..<pathEnd,
            query: queryStart >= 0 ? (queryStart + 1)..<end : end..<end,
            pathHasEscapes: pathHasEscapes,
            queryNeedsDecoding: queryNeedsDecoding
        )
    }

    /// Bytes 0-63 and 64-127 that need a look: controls, DEL, the characters a URL never allows
    /// raw, and `#`, `%`, `+`, `?`.
    private static var specialLow: UInt64 { 0xD000_082D_FFFF_FFFF }
    private static var specialHigh: UInt64 { 0xB800_0001_5000_0000 }

    /// Letters, digits and `-._~!$&'()*+,;=:[]`: what an authority without user information,
    /// escapes or odd bytes is made of.
    @inline(__always)
    private static func isPlainAuthorityByte(_ byte: UInt8) -> Bool {
        if ASCII.isLetter(byte) || ASCII.isDigit(byte) { return true }
        switch byte {
        case ASCII.hyphen, ASCII.dot, UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
            ASCII.ampersand,
            UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), ASCII.plus, UInt8(ascii: ","),
            UInt8(ascii: ";"), ASCII.equals, ASCII.colon, ASCII.leftBracket, ASCII.rightBracket:
            return true
        default:
            return false
        }
    }
}
