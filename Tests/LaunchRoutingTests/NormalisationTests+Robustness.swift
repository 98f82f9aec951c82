import LaunchRouting
import Testing

// MARK: - Robustness

extension NormalisationTests.Policy {
    static let roomy = URLLimits(maximumLength: 1_000_000, maximumSegments: 100_000)

    static let robustness: [Rule] = [
        .unmatched(
            "an int that overflows is unmatched, never a trap", ["shop://item/99999999999999999999"], .invalidParameter,
            T.invalidSegment("/item/99999999999999999999", "99999999999999999999", "int", "id", "item"), at: 12),
        .unmatched(
            "an int one past Int64.max", ["shop://item/9223372036854775808"], .invalidParameter,
            T.invalidSegment("/item/9223372036854775808", "9223372036854775808", "int", "id", "item"), at: 12),
        .routes("Int64.max", ["shop://item/9223372036854775807"], to: "item", ["id": .integer(.max)]),
        .routes("Int64.min", ["shop://item/-9223372036854775808"], to: "item", ["id": .integer(.min)]),
        .unmatched(
            "one past Int64.min", ["shop://item/-9223372036854775809"], .invalidParameter,
            T.invalidSegment("/item/-9223372036854775809", "-9223372036854775809", "int", "id", "item"), at: 12),
        .routes(
            "an overflowing int backtracks to a string route", ["shop://catalog/99999999999999999999"],
            to: "catalogName", ["name": "99999999999999999999"]),
        .unmatched(
            "an int of 5,000 digits", [.url("shop://item/" + repeated("9", 5_000))], .invalidParameter,
            T.invalidSegment("/item/" + repeated("9", 5_000), repeated("9", 5_000), "int", "id", "item"), at: 12),
        .rejects(
            "a 100 KiB URL", [.url("shop://help/" + repeated("a", 102_400 - 12))], .tooLong,
            "the URL is 102400 bytes long; the limit is 8192", at: 8_192),
        .routes(
            "a 100 KiB URL with roomy limits", [.url("shop://help/" + repeated("a", 102_400 - 12))], to: "help",
            ["topic": .string(repeated("a", 102_400 - 12))]
        )
        .with(limits: roomy),
        .rejects(
            "10,000 segments", [.url("shop://help" + repeated("/a", 9_999))], .tooLong,
            "the URL is 20009 bytes long; the limit is 8192", at: 8_192),
        .routes(
            "10,000 segments with roomy limits", [.url("shop://help" + repeated("/a", 9_999))], to: "help",
            ["topic": .string(Array(repeating: "a", count: 9_999).joined(separator: "/"))]
        )
        .with(limits: roomy),
        .rejects(
            "10,000 segments past a segment bound", [.url("shop://help" + repeated("/a", 9_999))], .tooManySegments,
            "the URL has 10000 path segments; the limit is 64", at: 138
        )
        .with(limits: URLLimits(maximumLength: 1_000_000)),
        .rejects(
            "10,000 malformed escapes", [.url("shop://s/" + repeated("%", 10_000))], .malformedPercentEncoding,
            T.badEscape("%%%"), at: 9
        ).with(limits: roomy),
        .rejects(
            "10,000 invalid bytes", [.bytes(shopS + [UInt8](repeating: 0xFF, count: 10_000))], .invalidUTF8, T.notUTF8,
            at: 9
        ).with(limits: roomy),
        .rejects(
            "10,000 encoded invalid bytes", [.url("shop://s/" + repeated("%FF", 10_000))], .invalidUTF8, T.notUTF8,
            at: 9
        ).with(limits: roomy),
        .rejects(
            "10,000 duplicates", [.url("shop://search?" + repeated("q=a&", 10_000))], .duplicateParameter,
            T.duplicate("q", 10_000, "search"), at: 18
        )
        .with(limits: roomy),
        .rejects("an empty string", ["", .bytes([])], .malformedURL, "the URL is empty", at: 0),
        .rejects(
            "a lone byte", ["%", ":", "#", "?", "/", .bytes([0xFF]), .bytes([0x00])], .malformedURL, T.noScheme, at: 0),
        .routes("a scheme alone", ["shop:", "shop:?", "shop:#", "shop://", "shop:/"], to: "home"),
        .rejects("https alone", ["https:", "https:?"], .untrustedHost, T.noHost, at: 6),
        .rejects("an unclosed IPv6 literal", ["https://[::1/x"], .untrustedHost, T.ipLiteral("[:"), at: 8),
        .rejects("a lone ]", ["https://]/x"], .untrustedHost, T.notADomain("]"), at: 8),
        .rejects("an empty user info alone", ["shop://@", "shop://@/x"], .credentialsInURL, T.credentials("@"), at: 7),
    ]
}
