/// Percent-encoding for the URLs that reverse routing writes.
///
/// The encoder escapes everything but RFC 3986's unreserved characters and, in a path, the
/// sub-delimiters that the tokenizer reads back unchanged. It writes upper-case hexadecimal.
enum PercentEncoding {
    enum Component {
        /// A path segment after the first.
        case segment
        /// A custom scheme's authority, which is the first segment: `@` and `:` are escaped too, so
        /// that neither reads as credentials nor as a port.
        case authority
        /// A query key or value: only unreserved characters stay, so `+`, `&` and `=` are escaped.
        case query
        /// A whole fragment that is a nested route: the value is a URL, written as it is, so its
        /// delimiters, its `#` and its own escapes (`%XX`) stay; only what a URL never holds raw is
        /// escaped, and a `%` that starts no escape.
        case fragment
    }

    static func encode(_ text: String, as component: Component) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let utf8 = Array(text.utf8)
        for (index, byte) in utf8.enumerated() {
            if component == .fragment, byte == UInt8(ascii: "%"), index + 2 < utf8.count,
                ASCII.hexValue(utf8[index + 1]) != nil, ASCII.hexValue(utf8[index + 2]) != nil
            {
                bytes.append(byte)
            } else if ASCII.isUnreserved(byte) || allowed(byte, in: component) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: ASCII.percentEncoded(byte).utf8)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func allowed(_ byte: UInt8, in component: Component) -> Bool {
        switch component {
        case .query:
            return false
        case .fragment:
            return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
                || allowed(byte, in: .segment)
        case .segment, .authority:
            switch byte {
            case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: "="):
                return true
            case UInt8(ascii: ":"), UInt8(ascii: "@"):
                return component == .segment
            default:
                return false
            }
        }
    }
}
