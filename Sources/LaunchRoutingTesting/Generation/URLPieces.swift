import LaunchRouting

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
        switch type {
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
            return Generator { choices in
                let digits = Array("0123456789abcdefABCDEF")
                var text = ""
                for group in [8, 4, 4, 4, 12] {
                    if !text.isEmpty { text += "-" }
                    for _ in 0..<group { text.append(digits[Int(choices.draw(below: UInt64(digits.count)))]) }
                }
                return text
            }
        case .oneOf(let values):
            return .element(of: values)
        }
    }

    /// Where a URL comes from: a scheme (custom form) or a host (universal link).
    enum Origin: Hashable, Sendable {
        case scheme(String)
        case host(String)
    }

    static func assemble(origin: Origin, segments: [String], query: [(String, String)], choices: inout Choices) -> String {
        var url: String
        var encoded: [String] = []
        switch origin {
        case .scheme(let scheme):
            let form = choices.draw(below: 4)
            url = randomCase(scheme, &choices) + [":", ":/", "://", ":///"][Int(form)]
            for (index, segment) in segments.enumerated() {
                encoded.append(encode(segment, isAuthority: form == 2 && index == 0, choices: &choices))
            }
        case .host(let host):
            url = randomCase("https", &choices) + "://" + randomCase(host, &choices)
            if choices.chance(oneIn: 6) { url += "." }
            if choices.chance(oneIn: 6) { url += choices.draw(below: 2) == 0 ? ":443" : ":" }
            url += "/"
            encoded = segments.map { encode($0, isAuthority: false, choices: &choices) }
        }
        for (index, segment) in encoded.enumerated() {
            if index > 0 { url += choices.chance(oneIn: 6) ? "//" : "/" }
            url += segment
        }
        if choices.chance(oneIn: 5) { url += "/" }
        if !query.isEmpty || choices.chance(oneIn: 8) {
            url += "?" + query.map { encodeQuery($0.0, isValue: false, &choices) + "=" + encodeQuery($0.1, isValue: true, &choices) }
                .joined(separator: choices.chance(oneIn: 8) ? "&&" : "&")
        }
        if choices.chance(oneIn: 6) { url += "#frag <not> {validated}" }
        return url
    }

    static func randomCase(_ text: String, _ choices: inout Choices) -> String {
        guard choices.chance(oneIn: 3) else { return text }
        return String(text.map { choices.draw(below: 2) == 0 ? Character($0.uppercased()) : $0 })
    }

    static let hex = Array("0123456789ABCDEF")
    static let hexLower = Array("0123456789abcdef")

    static func escape(_ byte: UInt8, _ choices: inout Choices) -> String {
        let digits = choices.chance(oneIn: 3) ? hexLower : hex
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Encodes a decoded path segment, escaping what must be and, now and then, what need not be.
    static func encode(_ segment: String, isAuthority: Bool, choices: inout Choices) -> String {
        var result = ""
        for byte in segment.utf8 {
            let safe = isUnreserved(byte) || "!$&'()*+,;=".utf8.contains(byte) || (!isAuthority && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")))
            let isASCIIDot = byte == UInt8(ascii: ".")
            if !safe || (!isASCIIDot && choices.chance(oneIn: 8)) {
                result += escape(byte, &choices)
            } else {
                result.unicodeScalars.append(UnicodeScalar(byte))
            }
        }
        return result
    }

    /// Encodes a query key or value; a space in a value is `+` or `%20` at random.
    static func encodeQuery(_ text: String, isValue: Bool, _ choices: inout Choices) -> String {
        var result = ""
        for byte in text.utf8 {
            if isValue && byte == UInt8(ascii: " ") && choices.draw(below: 2) == 0 {
                result += "+"
            } else if isUnreserved(byte) && !choices.chance(oneIn: 8) {
                result.unicodeScalars.append(UnicodeScalar(byte))
            } else if !isValue && byte == UInt8(ascii: "+") && choices.draw(below: 2) == 0 {
                result += "+"
            } else {
                result += escape(byte, &choices)
            }
        }
        return result
    }

    static func replacingLastSegment(of url: String, with replacement: String) -> String {
        let body = url.prefix { $0 != "?" && $0 != "#" }
        let rest = url.dropFirst(body.count)
        guard let slash = body.lastIndex(of: "/") else { return String(body) + "/" + replacement + rest }
        return String(body[...slash]) + replacement + rest
    }

}
