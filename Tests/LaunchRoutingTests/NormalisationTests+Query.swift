import LaunchRouting
import Testing

// MARK: - Query

extension NormalisationTests.Policy {
    static func search(_ q: String, _ page: Int64) -> [String: ParameterValue] {
        ["q": .string(q), "page": .integer(page)]
    }

    static let query: [Rule] = [
        .routes(
            "+ is a space in a query value", ["shop://search?q=red+shoes", "shop://search?q=red%20shoes"], to: "search",
            search("red shoes", 1)),
        .routes(
            "%2B is a + in a query value", ["shop://search?q=red%2Bshoes", "shop://search?q=red%2bshoes"], to: "search",
            search("red+shoes", 1)),
        .routes("+ stays + in a key", ["shop://keys?a+b=1", "shop://keys?a%2Bb=1"], to: "keys", ["a+b": "1"]),
        .routes("%20 in a key is a space", ["shop://keys?a%20b=1"], to: "keys", ["a b": "1"]),
        .routes("+ in a key's value is a space", ["shop://keys?a+b=x+y"], to: "keys", ["a+b": "x y"]),
        .routes(
            "keys are percent-decoded", ["shop://search?%71=x", "shop://search?%71=x&page=1"], to: "search",
            search("x", 1)),
        .unmatched(
            "keys are case-sensitive", ["shop://search?Q=x"], .missingParameter, T.missing("q", "search"), at: nil),
        .routes(
            "undeclared items are ignored",
            ["shop://product/42?utm_source=mail", "shop://product/42?x&y=&x=1&x=2", "shop://product/42?=x&&"],
            to: "product", product42),
        .routes(
            "items come in any order", ["shop://search?page=2&q=x", "shop://search?q=x&page=2"], to: "search",
            search("x", 2)),
        .routes("q= is present with \"\"", ["shop://search?q="], to: "search", search("", 1)),
        .routes("a bare q is present with \"\"", ["shop://search?q", "shop://search?q&"], to: "search", search("", 1)),
        .unmatched(
            "page= is an invalid int, never the default", ["shop://search?q=x&page="], .invalidParameter,
            T.invalidQuery("page", "search", "int", ""), at: 18),
        .unmatched(
            "a bare page is an invalid int, never the default", ["shop://search?q=x&page"], .invalidParameter,
            T.invalidQuery("page", "search", "int", ""), at: 18),
        .unmatched(
            "n= is an invalid int for a required int", ["shop://count?n=", "shop://count?n"], .invalidParameter,
            T.invalidQuery("n", "count", "int", ""), at: 13),
        .unmatched(
            "a required parameter that is absent", ["shop://count", "shop://count?m=1"], .missingParameter,
            T.missing("n", "count"), at: nil),
        .routes(
            "a default is reported when the parameter is absent", ["shop://search?q=x"], to: "search", search("x", 1)),
        .routes("a present value wins over the default", ["shop://search?q=x&page=3"], to: "search", search("x", 3)),
        .routes("leading zeros are allowed in an int", ["shop://search?q=x&page=007"], to: "search", search("x", 7)),
        .unmatched(
            "+ is not a sign in an int", ["shop://search?q=x&page=+1"], .invalidParameter,
            T.invalidQuery("page", "search", "int", " 1"), at: 18),
        .unmatched(
            "%2B is not a sign in an int", ["shop://search?q=x&page=%2B1"], .invalidParameter,
            T.invalidQuery("page", "search", "int", "+1"), at: 18),
        .unmatched(
            "an int query value that overflows is unmatched", ["shop://search?q=x&page=99999999999999999999"],
            .invalidParameter, T.invalidQuery("page", "search", "int", "99999999999999999999"), at: 18),
        .routes("an absent optional parameter is left out", ["shop://product/42"], to: "product", product42),
        .routes(
            "a present optional parameter", ["shop://product/42?ref=mail"], to: "product", ["id": 42, "ref": "mail"]),
        .routes("an absent repeated parameter is left out", ["shop://search?q=x"], to: "search", search("x", 1)),
        .routes(
            "a repeated parameter, in order", ["shop://search?tag=b&q=x&tag=a&tag="], to: "search",
            ["q": "x", "page": 1, "tag": .list(["b", "a", ""])]),
        .rejects(
            "a duplicated single-valued parameter is rejected", ["shop://search?q=a&q=b"], .duplicateParameter,
            T.duplicate("q", 2, "search"), at: 18),
        .rejects(
            "a duplicated bare parameter is rejected", ["shop://search?q=a&q"], .duplicateParameter,
            T.duplicate("q", 2, "search"), at: 18),
        .rejects(
            "a duplicate through percent-encoding is rejected", ["shop://search?q=a&%71=b"], .duplicateParameter,
            T.duplicate("q", 2, "search"), at: 18),
        .rejects(
            "a duplicate with equal values is rejected", ["shop://search?q=x&page=1&page=1"], .duplicateParameter,
            T.duplicate("page", 2, "search"), at: 25),
        .rejects(
            "a duplicated optional parameter is rejected", ["shop://product/42?ref=a&ref=b&ref=c"], .duplicateParameter,
            T.duplicate("ref", 3, "product"), at: 24),
        .rejects(
            "a duplicate on the best path match rejects, with no fall-back", ["shop://catalog/5?sort=a&sort=b"],
            .duplicateParameter, T.duplicate("sort", 2, "catalogID"), at: 24),
        .routes(
            "a route that does not declare the item ignores its duplicates", ["shop://catalog/x?sort=a&sort=b"],
            to: "catalogName", ["name": "x"]),
        .routes(
            "? / and = are ordinary in a query value", ["shop://search?q=a?b/c=d"], to: "search", search("a?b/c=d", 1)),
        .routes(
            "a web URL's query",
            ["https://shop.example.com/search?q=boots", "https://shop.example.com/search/?q=boots#top"], to: "search",
            search("boots", 1)),
    ]
}

// MARK: - Fragment

extension NormalisationTests.Policy {
    static let fragment: [Rule] = [
        .routes(
            "the fragment never takes part in matching",
            ["shop://product/42#reviews", "shop://product/42#", "shop://product/42##", "shop://product/42#/x/../y"],
            to: "product", product42),
        .routes(
            "the fragment is never validated",
            [
                "shop://product/42#%zz", "shop://product/42#a b<>{}", "shop://product/42#%FF%00",
                "shop://product/42#\u{7F}\t",
            ], to: "product", product42),
        .routes("a query in the fragment is not a query", ["shop://product/42#?ref=x"], to: "product", product42),
        .unmatched(
            "a required parameter in the fragment is missing", ["shop://search#?q=x"], .missingParameter,
            T.missing("q", "search"), at: nil),
        .routes("a fragment right after the host", ["https://shop.example.com#x"], to: "home"),
    ]
}

// MARK: - Size

extension NormalisationTests.Policy {
    static func repeated(_ piece: String, _ count: Int) -> String { String(repeating: piece, count: count) }

    static let size: [Rule] = {
        let longest = "shop://help/" + repeated("a", 8_180)
        let oneMore = "shop://help/" + repeated("a", 8_181)
        let fragment = "shop://product/42#" + repeated("x", 8_174)
        let fragmentOneMore = "shop://product/42#" + repeated("x", 8_175)
        let accented = "shop://s/" + repeated("\u{E9}", 4_091)
        let accentedOneMore = "shop://s/" + repeated("\u{E9}", 4_092)
        let topic63: ParameterValue = .string(Array(repeating: "a", count: 63).joined(separator: "/"))
        let sixtyFour: [Input] = [
            .url("shop://help" + repeated("/a", 63)), .url("shop:///help" + repeated("/a", 63)),
            .url("shop://help" + repeated("//a", 63) + "/"), .url("https://shop.example.com/help" + repeated("/a", 63)),
        ]
        var rules: [Rule] = []
        rules.append(
            .routes("8,192 bytes are accepted", [.url(longest)], to: "help", ["topic": .string(repeated("a", 8_180))]))
        rules.append(.rejects("8,193 bytes are rejected", [.url(oneMore)], .tooLong, T.tooLong(8_193), at: 8_192))
        rules.append(.routes("the fragment counts towards the bound", [.url(fragment)], to: "product", product42))
        rules.append(
            .rejects(
                "the fragment counts past the bound", [.url(fragmentOneMore)], .tooLong, T.tooLong(8_193), at: 8_192))
        rules.append(
            .routes(
                "bytes, not characters, are counted", [.url(accented)], to: "segment",
                ["value": .string(repeated("\u{E9}", 4_091))]))
        rules.append(.rejects("bytes past the bound", [.url(accentedOneMore)], .tooLong, T.tooLong(8_193), at: 8_192))
        rules.append(
            .routes("64 segments are accepted, the authority included", sixtyFour, to: "help", ["topic": topic63]))
        rules.append(
            .rejects(
                "65 segments are rejected", [.url("shop://help" + repeated("/a", 64))], .tooManySegments,
                T.tooManySegments(65), at: 138))
        rules.append(
            .rejects(
                "65 segments are rejected without //", [.url("shop:help" + repeated("/a", 64))], .tooManySegments,
                T.tooManySegments(65), at: 136))
        rules.append(
            .rejects(
                "65 segments of a web URL are rejected", [.url("https://shop.example.com/help" + repeated("/a", 64))],
                .tooManySegments,
                T.tooManySegments(65), at: 156))
        rules.append(
            .routes(
                "empty segments are not counted", [.url("shop://s" + repeated("/", 200) + "x")], to: "segment",
                ["value": "x"]))
        return rules
    }()
}

// MARK: - Order of checks

extension NormalisationTests.Policy {
    static let order: [Rule] = [
        .rejects("size before syntax", [.url(repeated("x", 8_193))], .tooLong, T.tooLong(8_193), at: 8_192),
        .rejects("size before raw characters", [.url(repeated(" ", 9_000))], .tooLong, T.tooLong(9_000), at: 8_192),
        .rejects("a scheme before raw characters", [" \t%zz"], .malformedURL, T.noScheme, at: 0),
        .rejects(
            "raw characters before percent-encoding, wherever they are", ["shop://s/%zz/%FF/a b"], .malformedURL,
            T.forbidden(" ", "20"), at: 18),
        .rejects(
            "a raw control before percent-encoding", ["shop://s/%zz/a\u{1}"], .controlCharacter, T.rawControl("01"),
            at: 14),
        .rejects(
            "percent-encoding before UTF-8", ["shop://s/%FF/%zz"], .malformedPercentEncoding, T.badEscape("%zz"), at: 13
        ),
        .rejects("UTF-8 before control characters", ["shop://s/%00/%FF"], .invalidUTF8, T.notUTF8, at: 13),
        .rejects(
            "raw UTF-8 before decoded control characters", [.bytes(Array("shop://s/%00/".utf8) + [0xFF])], .invalidUTF8,
            T.notUTF8, at: 13),
        .rejects(
            "control characters before credentials", ["shop://user@product/%00"], .controlCharacter,
            T.decodedControl("00"), at: 20),
        .rejects("UTF-8 before credentials", ["https://user@shop.example.com/%FF"], .invalidUTF8, T.notUTF8, at: 30),
        .rejects(
            "UTF-8 in the user info before credentials", ["https://%FF@shop.example.com/"], .invalidUTF8, T.notUTF8,
            at: 8),
        .rejects(
            "percent-encoding before credentials", ["https://user@shop.example.com/%zz"], .malformedPercentEncoding,
            T.badEscape("%zz"), at: 30),
        .rejects(
            "raw characters before credentials", ["https://user@shop.example.com/a b"], .malformedURL,
            T.forbidden(" ", "20"), at: 31),
        .rejects(
            "credentials before the scheme", ["javascript://user@x/"], .credentialsInURL, T.credentials("user@"), at: 13
        ),
        .rejects(
            "credentials before http", ["http://user@shop.example.com/"], .credentialsInURL, T.credentials("user@"),
            at: 7),
        .rejects(
            "credentials before the host", ["https://user@evil.net/product/42"], .credentialsInURL,
            T.credentials("user@"), at: 8),
        .rejects(
            "credentials before dot segments", ["shop://user@x/../y"], .credentialsInURL, T.credentials("user@"), at: 7),
        .unmatched("the scheme before dot segments", ["ftp://x/../y"], .unknownScheme, T.unknownScheme("ftp"), at: 0),
        .rejects(
            "the host before dot segments", ["https://evil.net/../y"], .untrustedHost, T.notADomain("evil.net"), at: 8),
        .unmatched(
            "the scheme before the segment count", [.url("ftp://help" + repeated("/a", 64))], .unknownScheme,
            T.unknownScheme("ftp"), at: 0),
        .rejects(
            "the host before the segment count", [.url("https://evil.net/help" + repeated("/a", 64))], .untrustedHost,
            T.notADomain("evil.net"), at: 8),
        .rejects(
            "dot segments before the segment count", [.url("shop://help" + repeated("/a", 64) + "/..")], .dotSegment,
            T.dot(".."), at: 140),
        .rejects(
            "the segment count before the route match", [.url("shop://nowhere" + repeated("/a", 64))], .tooManySegments,
            T.tooManySegments(65), at: 141),
        .unmatched(
            "the route match before parameters", ["shop://nowhere?q=a&q=b"], .noMatchingRoute, T.noRoute("/nowhere"),
            at: nil),
        .rejects(
            "a duplicate before a missing parameter", ["shop://search?page=1&page=2"], .duplicateParameter,
            T.duplicate("page", 2, "search"), at: 21),
        .rejects(
            "a duplicate before an invalid parameter", ["shop://search?q=x&page=a&q=y"], .duplicateParameter,
            T.duplicate("q", 2, "search"), at: 25),
    ]
}
