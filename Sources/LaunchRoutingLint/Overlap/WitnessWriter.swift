import LaunchRouting

/// Writes the URL of a witness: decoded segments in a source context, plus the query parameters a
/// route requires, so that the URL routes rather than failing on a missing parameter.
///
/// Every byte but RFC 3986's unreserved characters is percent-encoded, with upper-case
/// hexadecimal: the canonical spelling that the AASA generator and its round trip also use.
enum WitnessWriter {
    /// `shop://product/1` or `https://shop.example.com/product/1`, with `query` appended.
    static func url(_ segments: [String], in context: SourceContext, query: [(String, String)] = []) -> String {
        var url = context.origin
        if context.host != nil {
            url += segments.isEmpty ? "/" : segments.map { "/" + encode($0) }.joined()
        } else {
            url += segments.map(encode).joined(separator: "/")
        }
        return url + queryString(query)
    }

    /// `?a=1&b=x`, or `""` for no items.
    static func queryString(_ items: [(String, String)]) -> String {
        items.isEmpty ? "" : "?" + items.map { encode($0.0) + "=" + encode($0.1) }.joined(separator: "&")
    }

    /// The required query parameters of route `index`, each with a value of its type.
    static func requiredQuery<Route>(of index: Int, in table: RouteTable<Route>) -> [(String, String)] {
        table.queryRules[index].compactMap { rule in
            guard rule.arity == .required else { return nil }
            return (rule.name, sampleValue(of: rule.type))
        }
    }

    /// Every query parameter route `index` declares, each with one value of its type.
    static func fullQuery<Route>(of index: Int, in table: RouteTable<Route>) -> [(String, String)] {
        table.queryRules[index].map { ($0.name, sampleValue(of: $0.type)) }
    }

    /// A value of `type`: `x`, `1`, a UUID, or an enumeration's first value.
    static func sampleValue(of type: ParameterType) -> String {
        switch type {
        case .string: "x"
        case .int: "1"
        case .uuid: "00000000-0000-0000-0000-000000000001"
        case .oneOf(let values): values[0]
        }
    }

    /// Percent-encodes every byte of `text` but the unreserved characters `A-Z a-z 0-9 - . _ ~`.
    static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += percentEncoded(byte)
            }
        }
        return result
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// `%2F` for `/`: upper-case hexadecimal.
    static func percentEncoded(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".unicodeScalars)
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }
}
