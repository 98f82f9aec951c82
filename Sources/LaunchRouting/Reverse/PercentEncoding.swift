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
        /// A whole fragment that is a nested route, decoded once and `+` kept: a path and query
        /// keep their `/`, `?`, `&` and `=`.
        case fragment
    }

    static func encode(_ text: String, as component: Component) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if ASCII.isUnreserved(byte) || allowed(byte, in: component) {
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
            return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || allowed(byte, in: .segment)
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
