import LaunchRouting

/// Writes the URL of a witness: decoded segments in a source context, plus the query and
/// fragment parameters a route requires, so that the URL routes rather than failing on a missing
/// parameter.
///
/// Every byte but RFC 3986's unreserved characters is percent-encoded, with upper-case
/// hexadecimal: the canonical spelling that the AASA generator and its round trip also use.
enum WitnessWriter {
    /// One parameter of a witness, in the query or in the fragment.
    struct Item {
        var name: String
        var value: String
        var component: QueryRule.Component = .query
    }

    /// `shop://product/1` or `https://shop.example.com/product/1`, with `query` appended.
    static func url(
        _ segments: [String], in context: SourceContext, query: [Item] = [], keepingSubDelimiters: Bool = false
    ) -> String {
        var url = context.origin
        if context.host != nil {
            let encode = keepingSubDelimiters ? encodeKeepingSubDelimiters : encode
            url += segments.isEmpty ? "/" : segments.map { "/" + encode($0) }.joined()
        } else {
            url += segments.map(encode).joined(separator: "/")
        }
        return url + queryString(query)
    }

    /// `?a=1&b=x#c=y`, or `""` for no items: the query's items, then the fragment's.
    static func queryString(_ items: [Item]) -> String {
        func joined(_ component: QueryRule.Component) -> String {
            items.filter { $0.component == component }.map { encode($0.name) + "=" + encode($0.value) }
                .joined(separator: "&")
        }
        let query = joined(.query)
        let fragment = joined(.fragment)
        return (query.isEmpty ? "" : "?" + query) + (fragment.isEmpty ? "" : "#" + fragment)
    }

    /// The required query and fragment parameters of route `index`, each with a value of its type.
    static func requiredQuery<Route>(of index: Int, in table: RouteTable<Route>) -> [Item] {
        table.queryRules[index].compactMap { rule in
            if let required = rule.requiredValue {
                return Item(name: rule.name, value: required, component: rule.component)
            }
            guard rule.arity == .required else { return nil }
            return Item(name: rule.name, value: sampleValue(of: rule.type), component: rule.component)
        }
    }

    /// An item that makes route `index` give a URL up by its veto: the vetoed parameter, or its
    /// first vetoed value; `nil` for a route without a veto.
    static func vetoTrigger<Route>(of index: Int, in table: RouteTable<Route>) -> Item? {
        for rule in table.queryRules[index] {
            switch rule.veto {
            case .present?: return Item(name: rule.name, value: "x", component: rule.component)
            case .values(let values)?: return Item(name: rule.name, value: values[0], component: rule.component)
            // A value not listed: the longest listed one and a letter, which none of them is.
            case .unless(let values)?:
                return Item(
                    name: rule.name, value: (values.max { $0.utf8.count < $1.utf8.count } ?? "") + "x",
                    component: rule.component)
            case nil: continue
            }
        }
        return nil
    }

    /// Every query and fragment parameter route `index` declares, each with one value of its type.
    static func fullQuery<Route>(of index: Int, in table: RouteTable<Route>) -> [Item] {
        table.queryRules[index].map {
            Item(name: $0.name, value: $0.requiredValue ?? sampleValue(of: $0.type), component: $0.component)
        }
    }

    /// A value of `type`: ``ParameterType/sampleText``.
    static func sampleValue(of type: ParameterType) -> String { type.sampleText }

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

    /// Percent-encodes `text` as reverse routing writes a path segment: unreserved characters,
    /// the sub-delimiters `! $ & ' ( ) * + , ; =`, `:` and `@` stay as they are.
    static func encodeKeepingSubDelimiters(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if isUnreserved(byte) || isSubDelimiter(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += percentEncoded(byte)
            }
        }
        return result
    }

    /// `! $ & ' ( ) * + , ; =`, `:` and `@`: what a path segment may hold raw besides unreserved
    /// characters.
    static func isSubDelimiter(_ byte: UInt8) -> Bool {
        "!$&'()*+,;=:@".utf8.contains(byte)
    }

    /// The spellings of `text` that an AASA pattern can name literally: canonical, and with each
    /// sub-delimiter raw or percent-encoded, as links written by reverse routing have them. `*` and
    /// `$` are always encoded (a raw `*` is a wildcard in a pattern, `$(` a variable); past 16
    /// combinations, only the canonical spelling and the one with every sub-delimiter raw.
    static func patternSpellings(_ text: String) -> [String] {
        var spellings = [""]
        for scalar in text.unicodeScalars {
            let piece = encode(String(scalar))
            let isFree = scalar.isASCII && isSubDelimiter(UInt8(scalar.value)) && scalar != "*" && scalar != "$"
            spellings = isFree ? spellings.flatMap { [$0 + piece, $0 + String(scalar)] } : spellings.map { $0 + piece }
            if spellings.count > 16 {
                let raw = text.unicodeScalars.map { scalar -> String in
                    scalar.isASCII && isSubDelimiter(UInt8(scalar.value)) && scalar != "*" && scalar != "$"
                        ? String(scalar) : encode(String(scalar))
                }.joined()
                return [encode(text), raw]
            }
        }
        return spellings
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
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
