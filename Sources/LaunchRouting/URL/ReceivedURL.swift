/// A URL the inbox received, tokenized once: its normalised form (which orders and deduplicates
/// inputs) and its route come from the same parse.
///
/// It is parsed without the table's size bounds, so that the normalised form is the same for
/// every spelling whatever its length; resolving it applies the length bound first, as
/// ``URLTokenizer`` does, and then takes the slow path on the parse.
struct ReceivedURL: Sendable {
    var text: String
    var parsed: Result<ParsedURL, OutcomeReason>
    /// The URL after the normalisation policy, as one string: the same for every spelling the
    /// policy calls equal (`SHOP:/product/42/` and `shop://product/42`). A URL that does not
    /// parse is its own normalised form.
    var normalized: String

    init(_ text: String) {
        self.text = text
        parsed = URLTokenizer.parse(text, limits: Self.unbounded)
        normalized = (try? parsed.get()).map { Self.normalized($0, fragment: Self.fragment(of: text)) } ?? text
    }

    private static let unbounded = URLLimits(maximumLength: .max, maximumSegments: .max)

    private static func normalized(_ parsed: ParsedURL, fragment: Substring.UTF8View?) -> String {
        var text = parsed.scheme + ":"
        if parsed.isWeb {
            text += "//" + (parsed.host ?? "") + (parsed.port.map { ":" + $0 } ?? "")
        }
        text += "/" + parsed.segments.map(escape).joined(separator: "/")
        if !parsed.queryItems.isEmpty {
            text += "?" + parsed.queryItems.map { escape($0.name) + "=" + escape($0.value) }.joined(separator: "&")
        }
        // The fragment can carry a route's parameters or a nested route, so two URLs that differ
        // in it are two inputs.
        if let fragment, !fragment.isEmpty { text += "#" + normalizedFragment(fragment) }
        return text
    }

    /// The bytes after the first `#`, if there is one.
    private static func fragment(of text: String) -> Substring.UTF8View? {
        guard let hash = text.utf8.firstIndex(of: ASCII.hash) else { return nil }
        return text[text.utf8.index(after: hash)...].utf8
    }

    /// The fragment as written, with only the changes that no reading of it can tell apart
    /// (RFC 3986, 6.2.2): escapes in upper case, an escaped unreserved character written raw, a
    /// raw non-ASCII byte escaped. Every delimiter stays as written, raw or escaped, since a
    /// whole fragment that is a nested route is split before it is decoded (`#/a%2Fb` and `#/a/b`
    /// are two inputs); so does a `%` that starts no escape.
    private static func normalizedFragment(_ fragment: Substring.UTF8View) -> String {
        let bytes = Array(fragment)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ASCII.percent, index + 2 < bytes.count, let high = ASCII.hexValue(bytes[index + 1]),
                let low = ASCII.hexValue(bytes[index + 2])
            {
                let decoded = high << 4 | low
                if ASCII.isUnreserved(decoded) {
                    result.append(decoded)
                } else {
                    result.append(contentsOf: ASCII.percentEncoded(decoded).utf8)
                }
                index += 3
                continue
            }
            if byte >= 0x80 {
                result.append(contentsOf: ASCII.percentEncoded(byte).utf8)
            } else {
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Re-encodes the characters that separate parts, so that the key splits back the same way.
    private static func escape(_ text: String) -> String {
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?")
                    || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "#")
            })
        else { return text }
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "/": escaped += "%2F"
            case "?": escaped += "%3F"
            case "&": escaped += "%26"
            case "=": escaped += "%3D"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
