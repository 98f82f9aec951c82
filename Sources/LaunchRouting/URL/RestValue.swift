/// The value of a `**rest` parameter: decoded segments joined by `/`, with `%` and `/` inside a
/// segment re-encoded, so that the value splits back into the same segments.
///
/// `/help/a%2Fb/c` captures `a%2Fb/c`: two segments, the first holding a slash.
enum RestValue {
    static func join(_ segments: ArraySlice<String>) -> String {
        segments.map { segment in
            // By bytes, not `Character`s: a `/` or `%` followed by a combining mark is one
            // grapheme, which `String.contains` would not see.
            guard segment.utf8.contains(ASCII.percent) || segment.utf8.contains(ASCII.slash) else { return segment }
            var escaped = ""
            for character in segment.unicodeScalars {
                switch character {
                case "%": escaped += "%25"
                case "/": escaped += "%2F"
                default: escaped.unicodeScalars.append(character)
                }
            }
            return escaped
        }.joined(separator: "/")
    }

    /// The value of a `**rest(encoded)` parameter: the rest's segments and the query's items,
    /// each percent-encoded as reverse routing writes them (`a/b%20c?x=1&y=`), so that every
    /// spelling the policy calls equal gives the same text.
    static func encoded(_ segments: ArraySlice<String>, query: [ParsedURL.Item]) -> String {
        let path = segments.map { PercentEncoding.encode($0, as: .segment) }.joined(separator: "/")
        guard !query.isEmpty else { return path }
        let items = query.map {
            PercentEncoding.encode($0.name, as: .query) + "=" + PercentEncoding.encode($0.value, as: .query)
        }
        return path + "?" + items.joined(separator: "&")
    }

    /// A fragment as a `**name(encoded#)` value keeps it: its escapes kept, but those of
    /// unreserved characters decoded and every other in upper case, and any byte a URL never
    /// holds raw (non-ASCII, a space) escaped, so that every spelling the policy calls equal gives
    /// the same text and `%23`, `%2F` stay what they are.
    static func fragment(_ text: String) -> String {
        var result: [UInt8] = []
        var bytes = text.utf8[...]
        let hex = Array("0123456789ABCDEF".utf8)
        func escape(_ byte: UInt8) { result += [ASCII.percent, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]] }
        while let byte = bytes.popFirst() {
            if byte == ASCII.percent, bytes.count >= 2, let high = ASCII.hexValue(bytes[bytes.startIndex]),
                let low = ASCII.hexValue(bytes[bytes.index(after: bytes.startIndex)])
            {
                let decoded = high << 4 | low
                if ASCII.isUnreserved(decoded) { result.append(decoded) } else { escape(decoded) }
                bytes = bytes.dropFirst(2)
            } else if byte < 0x80, byte > 0x20, byte != 0x7F, !ASCII.isForbiddenRaw(byte) {
                result.append(byte)
            } else {
                escape(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The decoded segments and the encoded query of an ``encoded(_:query:)`` value, read as the
    /// tokenizer reads a URL's path and query; `nil` for text no URL carries (a bad escape, a dot
    /// segment, a fragment).
    static func decoded(_ value: String) -> (segments: [String], query: String)? {
        guard !value.utf8.contains(ASCII.hash),
            case .success(let url) = URLTokenizer.parse(
                "t:/" + value, limits: .init(maximumLength: .max, maximumSegments: .max)),
            url.firstDotSegment == nil
        else { return nil }
        let query = value.utf8.firstIndex(of: ASCII.question).map { String(value[value.index(after: $0)...]) } ?? ""
        return (url.segments, query)
    }

    /// The segments of a rest value; empty ones are dropped, as the tokenizer drops them.
    static func split(_ value: String) -> [String] {
        value.utf8.split(separator: ASCII.slash).map { bytes in
            let piece = String(decoding: bytes, as: UTF8.self)
            guard bytes.contains(ASCII.percent) else { return piece }
            return piece.replacingPercentEscapes()
        }
    }
}

extension String {
    /// Undoes ``RestValue/join(_:)``'s escaping: `%2F` (any case) is `/`, `%25` is `%`, and any other
    /// `%` is kept, so a value written by hand with a bare `%` still round-trips.
    fileprivate func replacingPercentEscapes() -> String {
        var result: [UInt8] = []
        var bytes = utf8[...]
        while let byte = bytes.popFirst() {
            if byte == ASCII.percent, bytes.count >= 2 {
                let pair = (bytes[bytes.startIndex], bytes[bytes.index(after: bytes.startIndex)])
                if pair == (UInt8(ascii: "2"), UInt8(ascii: "F")) || pair == (UInt8(ascii: "2"), UInt8(ascii: "f")) {
                    result.append(ASCII.slash)
                    bytes = bytes.dropFirst(2)
                    continue
                }
                if pair == (UInt8(ascii: "2"), UInt8(ascii: "5")) {
                    result.append(ASCII.percent)
                    bytes = bytes.dropFirst(2)
                    continue
                }
            }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
