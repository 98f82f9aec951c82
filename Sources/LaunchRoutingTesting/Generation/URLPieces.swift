@_spi(Fuzzing) import LaunchRouting

/// The pieces the URL generators are built from: values by type, encoders, and assembly.
enum URLPieces {
    static let adversarialText: Generator<String> = {
        let tokens = [
            "shop:", "https:", "//", "/", "?", "#", "&", "=", "%", "%2F", "%2e", "%ZZ", "%C3", "%A9", "..", ".", "@",
            ":", ":443", "[::1]", "example.com", "*", "+", " ", "\u{0}", "\u{7F}", "é", "😀", "a", "9", "-",
            "99999999999999999999", "\\", "{", "\"",
        ]
        return Generator<String>.element(of: tokens).array(count: 0...24).map { $0.joined() }
    }()

    /// A decoded segment: non-empty, never a dot segment, with characters that need encoding.
    static let segmentText: Generator<String> = Generator<String>.string(
        of: ["a", "b", "Z", "0", "-", "_", "~", " ", "/", "%", "+", "?", "#", "&", "=", "@", ":", "é", "😀", ".", "!"],
        length: 1...6
    ).map { $0 == "." || $0 == ".." ? $0 + "x" : $0 }

    static func value(of type: ParameterType) -> Generator<String> {
        switch type.kind {
        case .string:
            return segmentText
        case .int:
            return Generator { choices in
                let magnitude: Int64
                switch choices.draw(below: 4) {
                case 0: magnitude = Int64(choices.draw(below: 10))
                case 1: magnitude = Int64(choices.draw(below: 100_000))
                case 2: magnitude = Int64(bitPattern: choices.draw(below: UInt64(Int64.max)))
                default: magnitude = Int64.max
                }
                let negative = choices.chance(oneIn: 4)
                let zeros = String(repeating: "0", count: choices.chance(oneIn: 5) ? 2 : 0)
                return (negative ? "-" : "") + zeros + String(magnitude)
            }
        case .uuid:
            let digits = Array("0123456789abcdefABCDEF".utf8)
            return Generator { choices in
                var text: [UInt8] = []
                text.reserveCapacity(36)
                for group in [8, 4, 4, 4, 12] {
                    if !text.isEmpty { text.append(UInt8(ascii: "-")) }
                    for _ in 0..<group { text.append(digits[Int(choices.draw(below: UInt64(digits.count)))]) }
                }
                return String(decoding: text, as: UTF8.self)
            }
        case .oneOf(let values):
            return .element(of: values)
        case .oneOfIgnoringCase(let values):
            return Generator { choices in randomCase(values[Int(choices.draw(below: UInt64(values.count)))], &choices) }
        case .bool:
            return .element(of: ["true", "false", "1", "0", "TRUE", "False"])
        case .sigil(let scalar):
            let sigil = String(scalar)
            // The sigil, then text that may hold it again: `@a@b`.
            return Generator { choices in
                let text = segmentText.generate(&choices)
                return sigil + (text.isEmpty ? "a" : text) + (choices.chance(oneIn: 4) ? sigil : "")
            }
        case .url(let schemes):
            // An absolute URL of a listed scheme, in any case, with the characters a query value
            // must encode: `/`, `?`, `&`, `=`, `%`, `#`.
            let rest = Generator<String>.element(of: ["a", "Z", "0", ".", "/", "?", "&", "=", "%25", "#", "é", "~"])
                .array(count: 0...8).map { $0.joined() }
            return Generator { choices in
                let scheme = schemes[Int(choices.draw(below: UInt64(schemes.count)))]
                let spelled = choices.chance(oneIn: 4) ? scheme.uppercased() : scheme
                return spelled + "://example.com/" + rest.generate(&choices)
            }
        }
    }

    /// Where a URL comes from: a scheme (custom form) or a host (universal link), written with
    /// `https` or a web scheme.
    enum Origin: Hashable, Sendable {
        case scheme(String)
        case host(String, scheme: String = "https")
    }

    /// Spells decoded parts as a URL, choosing at random among the spellings the policy calls
    /// equal: scheme and host case, the custom-scheme forms, escapes, empty segments, a trailing
    /// slash, a trailing dot and default port on the host, `+` or `%20`, a fragment.
    ///
    /// - Parameters:
    ///   - raw: Segments to write as given, unencoded, by index: for near misses.
    static func assemble(
        origin: Origin,
        segments: [String],
        query: [URLParts.Item],
        fragment: [URLParts.Item]? = nil,
        choices: inout Choices,
        raw: [Int: String] = [:]
    ) -> String {
        var speller = URLSpeller(origin: origin, choices: &choices)
        for (index, segment) in segments.enumerated() {
            speller.append(segment: segment, raw: raw[index], choices: &choices)
        }
        let items = query.map { URLSpeller.spell($0, choices: &choices) }
        // A whole fragment that is a nested route is its value alone, a URL written as it is.
        let fragmentItems = fragment?.map { item in
            item.name == QueryRule.wholeFragmentName
                ? wholeFragment(item, &choices) : URLSpeller.spell(item, choices: &choices)
        }
        return speller.finish(query: items, fragment: fragmentItems, choices: &choices)
    }

    static func randomCase(_ text: String, _ choices: inout Choices) -> String {
        guard choices.chance(oneIn: 3) else { return text }
        // One span, so that the shrinker can turn the case change off and delete its draws at once.
        choices.beginSpan()
        defer { choices.endSpan() }
        var bytes = Array(text.utf8)
        for index in bytes.indices where choices.draw(below: 2) == 0 {
            if bytes[index] >= UInt8(ascii: "a") && bytes[index] <= UInt8(ascii: "z") { bytes[index] -= 32 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static let hex = Array("0123456789ABCDEF".utf8)
    static let hexLower = Array("0123456789abcdef".utf8)

    /// Appends `%XX` for `byte`, in upper- or lowercase hexadecimal.
    static func escape(_ byte: UInt8, into bytes: inout [UInt8], _ choices: inout Choices) {
        choices.beginSpan()
        defer { choices.endSpan() }
        let digits = choices.chance(oneIn: 3) ? hexLower : hex
        bytes.append(UInt8(ascii: "%"))
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0xF)])
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        byteClass[Int(byte)] & 1 != 0
    }

    /// Per byte: 1 unreserved, 2 a sub-delimiter (`!$&'()*+,;=`).
    private static let byteClass: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return 1
        default:
            return "!$&'()*+,;=".utf8.contains(byte) ? 2 : 0
        }
    }

    /// Encodes a decoded path segment, escaping what must be and, now and then, what need not be.
    static func encode(_ segment: String, isAuthority: Bool, choices: inout Choices) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(segment.utf8.count * 2)
        for byte in segment.utf8 {
            let safe =
                byteClass[Int(byte)] != 0 || (!isAuthority && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")))
            let isASCIIDot = byte == UInt8(ascii: ".")
            if !safe || (!isASCIIDot && choices.chance(oneIn: 8)) {
                escape(byte, into: &result, &choices)
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// A whole fragment that is a nested route: the URL as it is, or, for an encoded route,
    /// encoded once whole, every delimiter escaped.
    static func wholeFragment(_ item: URLParts.Item, _ choices: inout Choices) -> String {
        item.isEncodedRoute ? encodeQuery(item.value, isValue: false, &choices) : item.value
    }

    /// Encodes a query key or value; a space in a value is `+` or `%20` at random.
    static func encodeQuery(_ text: String, isValue: Bool, _ choices: inout Choices) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            if isValue && byte == UInt8(ascii: " ") && choices.draw(below: 2) == 0 {
                result.append(UInt8(ascii: "+"))
            } else if isUnreserved(byte) && !choices.chance(oneIn: 8) {
                result.append(byte)
            } else if !isValue && byte == UInt8(ascii: "+") && choices.draw(below: 2) == 0 {
                result.append(byte)
            } else {
                escape(byte, into: &result, &choices)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func replacingLastSegment(of url: String, with replacement: String) -> String {
        let body = url.prefix { $0 != "?" && $0 != "#" }
        let rest = url.dropFirst(body.count)
        guard let slash = body.lastIndex(of: "/") else { return String(body) + "/" + replacement + rest }
        return String(body[...slash]) + replacement + rest
    }
}

/// Writes a URL piece by piece, drawing each piece's spelling right after the choices that made
/// the piece, so that deleting a piece's choices while shrinking deletes its spelling too.
struct URLSpeller {
    private(set) var text: String
    private let form: UInt64
    private let isCustom: Bool
    private var segments = 0

    init(origin: URLPieces.Origin, choices: inout Choices) {
        switch origin {
        case .scheme(let scheme):
            isCustom = true
            form = choices.draw(below: 4)
            text = URLPieces.randomCase(scheme, &choices) + [":", ":/", "://", ":///"][Int(form)]
        case .host(let host, let scheme):
            isCustom = false
            form = 0
            text = URLPieces.randomCase(scheme, &choices) + "://" + URLPieces.randomCase(host, &choices)
            // A host written with a port or as an IPv6 literal keeps its spelling.
            if !host.utf8.contains(UInt8(ascii: ":")) {
                if choices.chance(oneIn: 6) { text += "." }
                if choices.chance(oneIn: 6) {
                    choices.beginSpan()
                    text += choices.draw(below: 2) == 0 ? ":443" : ":"
                    choices.endSpan()
                }
            }
            text += "/"
        }
    }

    /// Appends a decoded segment, encoded (or `raw`, as given), after a slash or two.
    mutating func append(segment: String, raw: String? = nil, choices: inout Choices) {
        if segments > 0 { text += choices.chance(oneIn: 6) ? "//" : "/" }
        text += raw ?? URLPieces.encode(segment, isAuthority: isCustom && form == 2 && segments == 0, choices: &choices)
        segments += 1
    }

    /// A query item, encoded: `key=value`.
    static func spell(_ item: URLParts.Item, choices: inout Choices) -> String {
        URLPieces.encodeQuery(item.name, isValue: false, &choices) + "="
            + URLPieces.encodeQuery(item.value, isValue: true, &choices)
    }

    /// The URL, with perhaps a trailing slash, the encoded query items, and a fragment: the
    /// encoded `fragment` items when the route reads them, otherwise perhaps one no route reads.
    mutating func finish(query: [String], fragment: [String]? = nil, choices: inout Choices) -> String {
        if choices.chance(oneIn: 5) { text += "/" }
        if !query.isEmpty || choices.chance(oneIn: 8) {
            text += "?" + query.joined(separator: choices.chance(oneIn: 8) ? "&&" : "&")
        }
        if let fragment {
            if !fragment.isEmpty || choices.chance(oneIn: 8) {
                text += "#" + fragment.joined(separator: choices.chance(oneIn: 8) ? "&&" : "&")
            }
        } else if choices.chance(oneIn: 6) {
            text += "#frag <not> {validated}"
        }
        return text
    }
}
