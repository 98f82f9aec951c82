/// The parts of a URL that AASA patterns compare: the path, the query and the fragment, as
/// written (percent-encoded), and decoded on demand for `"percentEncoded": false`.
///
/// The path of `https://example.com` is `/`. A query or fragment that is absent compares as `""`.
struct AASAURL: Hashable, Sendable {
    var path: String
    var query: String?
    var fragment: String?

    init(_ url: String) {
        var rest = Substring(url)
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        // Drop the scheme and the authority.
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
            rest = rest[rest.index(after: colon)...]
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
            }
        }
        path = rest.isEmpty ? "/" : String(rest)
    }

    init(path: String, query: String?, fragment: String?) {
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// The query items in order: `a=1&b` is `("a", "1")`, `("b", "")`; empty items are skipped.
    var queryItems: [(name: String, value: String)] {
        guard let query else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            if let equals = item.firstIndex(of: "=") {
                return (String(item[..<equals]), String(item[item.index(after: equals)...]))
            }
            return (String(item), "")
        }
    }

    /// `text` with `%XX` decoded; `text` itself when it holds a `%` that is not followed by two
    /// hexadecimal digits or decodes to bytes that are not UTF-8.
    static func decoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = utf8.popFirst().flatMap(hexValue), let low = utf8.popFirst().flatMap(hexValue) else {
                return text
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self) ?? text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
