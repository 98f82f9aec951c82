import LaunchRouting
import Testing

// MARK: - UTF-8

extension NormalisationTests.Policy {
    static let shopS = Array("shop://s/".utf8)

    static let utf8: [Rule] = [
        .rejects("a decoded byte that starts nothing", ["shop://s/%FF"], .invalidUTF8, T.notUTF8, at: 9),
        .rejects("a lead byte without its continuation", ["shop://s/a%C3%28"], .invalidUTF8, T.notUTF8, at: 10),
        .rejects("an overlong form", ["shop://s/%C0%AF"], .invalidUTF8, T.notUTF8, at: 9),
        .rejects("an overlong three-byte form", ["shop://s/%E0%80%AF"], .invalidUTF8, T.notUTF8, at: 9),
        .rejects("an encoded surrogate", ["shop://s/%ED%A0%80"], .invalidUTF8, T.notUTF8, at: 9),
        .rejects("past U+10FFFF", ["shop://s/%F4%90%80%80"], .invalidUTF8, T.notUTF8, at: 9),
        .rejects("a truncated sequence", ["shop://s/%E2%82", "shop://s/%E2%82/x"], .invalidUTF8, T.notUTF8, at: 9),
        .rejects("a lone continuation byte", ["shop://s/ab%80"], .invalidUTF8, T.notUTF8, at: 11),
        .rejects("in a query value", ["shop://search?q=%FF"], .invalidUTF8, T.notUTF8, at: 16),
        .rejects("in a query key", ["shop://search?q=x&%FF=1"], .invalidUTF8, T.notUTF8, at: 18),
        .rejects("in an undeclared query item", ["shop://product/42?x=%FF"], .invalidUTF8, T.notUTF8, at: 20),
        .rejects("in a custom authority", ["shop://%FF/x"], .invalidUTF8, T.notUTF8, at: 7),
        .rejects("in a web host", ["https://shop%FF.example.com/product/42"], .invalidUTF8, T.notUTF8, at: 12),
        .routes(
            "a valid encoded sequence", ["shop://s/%E2%82%AC", "shop://s/\u{20AC}"], to: "segment",
            ["value": "\u{20AC}"]),
        .routes(
            "a valid four-byte sequence", ["shop://s/%F0%9F%9B%92", "shop://s/\u{1F6D2}"], to: "segment",
            ["value": "\u{1F6D2}"]),
        .rejects(
            "a raw byte that starts nothing", [.bytes(shopS + [0xFF]), .bytes(shopS + [0xFE, 0x41])], .invalidUTF8,
            T.notUTF8, at: 9),
        .rejects(
            "a raw overlong form", [.bytes(shopS + [0xC0, 0xAF]), .bytes(shopS + [0xC1, 0xBF])], .invalidUTF8,
            T.notUTF8, at: 9),
        .rejects("a raw surrogate", [.bytes(shopS + [0xED, 0xA0, 0x80])], .invalidUTF8, T.notUTF8, at: 9),
        .rejects(
            "a raw truncated sequence", [.bytes(shopS + [0xE2, 0x82]), .bytes(shopS + [0xE2, 0x82, 0x2F, 0x41])],
            .invalidUTF8, T.notUTF8, at: 9),
        .rejects("a raw lone continuation", [.bytes(shopS + [0x41, 0x80])], .invalidUTF8, T.notUTF8, at: 10),
        .rejects(
            "a raw invalid byte in the query", [.bytes(Array("shop://search?q=".utf8) + [0xFF])], .invalidUTF8,
            T.notUTF8, at: 16),
        .rejects(
            "raw bytes must be UTF-8 on their own, not with an escape", [.bytes(shopS + [0xC3] + Array("%A9".utf8))],
            .invalidUTF8, T.notUTF8, at: 9),
        .rejects(
            "an escape cannot complete a raw byte either", [.bytes(Array("shop://s/%C3".utf8) + [0xA9])], .invalidUTF8,
            T.notUTF8, at: 12),
        .rejects(
            "a raw invalid byte before the scheme's colon", [.bytes([0xFF] + Array("shop://s/x".utf8))], .malformedURL,
            T.noScheme, at: 0),
        .routes(
            "a raw invalid byte in the fragment is never looked at",
            [.bytes(shopS + Array("ok#".utf8) + [0xFF, 0xC0, 0x00])], to: "segment", ["value": "ok"]),
        .routes("valid raw bytes", [.bytes(shopS + [0xC3, 0xA9])], to: "segment", ["value": "\u{E9}"]),
    ]
}

// MARK: - Control characters

extension NormalisationTests.Policy {
    static let controlBytes: [(byte: UInt8, hex: String)] = [
        (0x00, "00"), (0x09, "09"), (0x0A, "0A"), (0x0D, "0D"), (0x1F, "1F"), (0x7F, "7F"),
    ]

    static func controlRules(_ byte: UInt8, _ hex: String) -> [Rule] {
        let raw = String(UnicodeScalar(byte))
        let lower = hex.lowercased()
        var rules: [Rule] = []
        rules.append(
            .rejects(
                "a raw control character in a path", [.url("shop://s/a\(raw)b")], .controlCharacter, T.rawControl(hex),
                at: 10))
        rules.append(
            .rejects(
                "a raw control character in a query", [.url("shop://search?q=a\(raw)")], .controlCharacter,
                T.rawControl(hex), at: 17))
        rules.append(
            .rejects(
                "a raw control character in a host", [.url("https://shop.example.com\(raw)/x")], .controlCharacter,
                T.rawControl(hex), at: 24))
        rules.append(
            .rejects(
                "a decoded control character in a path", [.url("shop://s/a%\(hex)"), .url("shop://s/a%\(lower)")],
                .controlCharacter,
                T.decodedControl(hex), at: 10))
        rules.append(
            .rejects(
                "a decoded control character in a query value", [.url("shop://search?q=%\(hex)")], .controlCharacter,
                T.decodedControl(hex), at: 16))
        rules.append(
            .rejects(
                "a decoded control character in a query key", [.url("shop://search?q=x&a%\(hex)=1")], .controlCharacter,
                T.decodedControl(hex), at: 19))
        rules.append(
            .rejects(
                "a decoded control character in a custom authority", [.url("shop://%\(hex)/x")], .controlCharacter,
                T.decodedControl(hex), at: 7))
        rules.append(
            .rejects(
                "a decoded control character in a web host", [.url("https://shop%\(hex).example.com/x")],
                .controlCharacter, T.decodedControl(hex), at: 12))
        rules.append(
            .routes(
                "a control character in the fragment is never looked at", [.url("shop://s/ok#\(raw)%\(hex)")],
                to: "segment", ["value": "ok"]))
        return rules
    }

    static let controls: [Rule] =
        controlBytes.flatMap { controlRules($0.byte, $0.hex) } + [
            .rejects(
                "the first control character is reported", ["shop://s/%01%02"], .controlCharacter,
                T.decodedControl("01"), at: 9),
            .routes("%20 is not a control character", ["shop://s/%20"], to: "segment", ["value": " "]),
            .routes(
                "a C1 control is not rejected: only %00-%1F and %7F are", ["shop://s/%C2%80", "shop://s/\u{80}"],
                to: "segment", ["value": "\u{80}"]),
        ]
}

// MARK: - Raw characters

extension NormalisationTests.Policy {
    static let forbiddenCharacters: [(character: String, hex: String)] = [
        (" ", "20"), ("\"", "22"), ("<", "3C"), (">", "3E"), ("\\", "5C"), ("^", "5E"), ("`", "60"), ("{", "7B"),
        ("|", "7C"), ("}", "7D"),
    ]

    static func rawCharacterRules(_ character: String, _ hex: String) -> [Rule] {
        let message = T.forbidden(character, hex)
        var rules: [Rule] = []
        rules.append(
            .rejects("a raw \(character) in a path", [.url("shop://s/a\(character)b")], .malformedURL, message, at: 10))
        rules.append(
            .rejects(
                "a raw \(character) in a query", [.url("shop://search?q=a\(character)b")], .malformedURL, message,
                at: 17))
        rules.append(
            .rejects(
                "a raw \(character) in a host", [.url("https://shop.example.com\(character)/x")], .malformedURL,
                message, at: 24))
        rules.append(
            .rejects(
                "a raw \(character) as a web page URL", [.webpage("https://shop.example.com/s/a\(character)b")],
                .malformedURL, message, at: 28))
        rules.append(
            .routes(
                "\(character) percent-encoded", [.url("shop://s/a%\(hex)b")], to: "segment",
                ["value": .string("a\(character)b")]))
        rules.append(
            .routes(
                "a raw \(character) in the fragment is never looked at", [.url("shop://s/ok#a\(character)b")],
                to: "segment", ["value": "ok"]))
        return rules
    }

    static let rawCharacters: [Rule] =
        forbiddenCharacters.flatMap { rawCharacterRules($0.character, $0.hex) } + [
            .rejects("a trailing space is not trimmed", ["shop://s/x "], .malformedURL, T.forbidden(" ", "20"), at: 10),
            .rejects(
                "the first raw character is reported", ["shop://s/a|b c"], .malformedURL, T.forbidden("|", "7C"), at: 10
            ),
        ]
}

// MARK: - Non-ASCII

extension NormalisationTests.Policy {
    static let nonASCII: [Rule] = [
        .routes(
            "raw non-ASCII UTF-8 equals its percent-encoded form",
            [
                "shop://s/caf\u{E9}", "shop://s/caf%C3%A9", "shop://s/caf%c3%a9",
                .bytes(Array("shop://s/caf".utf8) + [0xC3, 0xA9]),
            ], to: "segment", ["value": "caf\u{E9}"]),
        .routes(
            "in a literal", ["shop://caf\u{E9}", "shop://caf%C3%A9", "https://shop.example.com/caf%c3%a9"], to: "cafe"),
        .routes(
            "in a query value", ["shop://search?q=\u{65E5}\u{672C}", "shop://search?q=%E6%97%A5%E6%9C%AC"],
            to: "search", ["q": "\u{65E5}\u{672C}", "page": 1]),
        .routes("in a query key", ["shop://keys?\u{E9}=1", "shop://keys?%C3%A9=1"], to: "keys", ["\u{E9}": "1"]),
        .routes(
            "no Unicode normalisation: NFD stays NFD", ["shop://s/cafe%CC%81", "shop://s/cafe\u{301}"], to: "segment",
            ["value": "cafe\u{301}"]),
        .routes("no Unicode normalisation in a query key: NFD is another key", ["shop://keys?e%CC%81=1"], to: "keys"),
        .unmatched(
            "no Unicode normalisation in a literal: NFD is another path", ["shop://cafe%CC%81", "shop://cafe\u{301}"],
            .noMatchingRoute, T.noRoute("/cafe\u{301}"), at: nil),
    ]
}
