import LaunchRouting
import Testing

// MARK: - Paths

extension NormalisationTests.Policy {
    static let paths: [Rule] = [
        .routes(
            "%2F stays inside its segment", ["shop://s/a%2Fb", "shop://s/a%2fb", "https://shop.example.com/s/a%2Fb"],
            to: "segment", ["value": "a/b"]),
        .unmatched("a raw / splits segments", ["shop://s/a/b"], .noMatchingRoute, T.noRoute("/s/a/b"), at: nil),
        .routes(
            "a rest keeps %2F apart from the segment separator", ["shop://help/a%2Fb/c"], to: "help",
            ["topic": "a%2Fb/c"]),
        .routes(
            "empty segments are dropped",
            [
                "shop://product//42", "shop://product/42/", "shop://product/42//", "shop:product///42",
                "https://shop.example.com//product///42/",
            ], to: "product", product42),
        .routes("an empty segment before a value is dropped", ["shop://s//x//"], to: "segment", ["value": "x"]),
        .routes(
            "the root takes no segment at all",
            [
                "https://shop.example.com", "https://shop.example.com/", "https://shop.example.com//",
                "https://shop.example.com?x=1", "https://shop.example.com#x",
            ], to: "home"),
        .routes("literal segments compare case-sensitively", ["shop://About"], to: "about"),
        .unmatched(
            "a literal in another case does not match", ["shop://about"], .noMatchingRoute, T.noRoute("/about"), at: nil
        ),
        .unmatched(
            "a literal in capitals does not match", ["shop://ABOUT"], .noMatchingRoute, T.noRoute("/ABOUT"), at: nil),
        .routes(
            "unless the route says otherwise", ["shop://FAQ", "shop://faq", "shop://FaQ", "shop://%66aq"], to: "faq"),
        .routes("+ stays + in a path", ["shop://s/a+b"], to: "segment", ["value": "a+b"]),
        .routes("%20 is a space in a path", ["shop://s/a%20b"], to: "segment", ["value": "a b"]),
        .routes("encoded ? and # stay in their segment", ["shop://s/a%3Fb%23c"], to: "segment", ["value": "a?b#c"]),
        .routes(
            "an encoded unreserved character equals itself", ["shop://s/a%7Eb%2D", "shop://s/a~b-"], to: "segment",
            ["value": "a~b-"]),
        .routes(
            "sub-delimiters, : and @ are allowed raw", ["shop://s/!$&'()*,;=:@"], to: "segment",
            ["value": "!$&'()*,;=:@"]),
        .routes(
            "brackets are allowed raw in a path", ["shop://s/a[0]", "shop://s/a%5B0%5D"], to: "segment",
            ["value": "a[0]"]),
    ]
}

// MARK: - Dot segments

extension NormalisationTests.Policy {
    static let dotSegments: [Rule] = [
        .rejects(
            "a . segment is rejected", ["shop://s/.", "shop://s/%2e", "shop://s/%2E"], .dotSegment, T.dot("."), at: 9),
        .rejects(
            "a .. segment is rejected, written or percent-encoded",
            ["shop://s/..", "shop://s/%2e%2E", "shop://s/.%2e", "shop://s/%2E."], .dotSegment, T.dot(".."), at: 9),
        .rejects(
            "a dot segment in the middle is rejected", ["https://shop.example.com/product/../42"], .dotSegment,
            T.dot(".."), at: 33),
        .rejects("a . segment in the middle is rejected", ["shop://product/./42"], .dotSegment, T.dot("."), at: 15),
        .rejects("the first dot segment is reported", ["shop://a/%2e/../b"], .dotSegment, T.dot("."), at: 9),
        .routes(
            "three dots are not a dot segment", ["shop://s/...", "shop://s/%2e%2e%2e"], to: "segment", ["value": "..."]),
        .routes("a dot with more is not a dot segment", ["shop://s/.a"], to: "segment", ["value": ".a"]),
        .routes(
            "dots in a query value are not a dot segment", ["shop://search?q=.."], to: "search", ["q": "..", "page": 1]),
    ]
}

// MARK: - Percent-encoding

extension NormalisationTests.Policy {
    static let percentEncoding: [Rule] = [
        .rejects("a bare % at the end", ["shop://s/%"], .malformedPercentEncoding, T.badEscape("%"), at: 9),
        .rejects("a % with one digit at the end", ["shop://s/%4"], .malformedPercentEncoding, T.badEscape("%4"), at: 9),
        .rejects(
            "a % with no hexadecimal digit", ["shop://s/%zz"], .malformedPercentEncoding, T.badEscape("%zz"), at: 9),
        .rejects(
            "a % with one hexadecimal digit", ["shop://s/%4g"], .malformedPercentEncoding, T.badEscape("%4g"), at: 9),
        .rejects("a %% ", ["shop://s/%%41"], .malformedPercentEncoding, T.badEscape("%%4"), at: 9),
        .rejects("an escape cut by a /", ["shop://s/a%2/b"], .malformedPercentEncoding, T.badEscape("%2/"), at: 10),
        .rejects(
            "an escape cut by the fragment", ["shop://s/%4#1"], .malformedPercentEncoding, T.badEscape("%4"), at: 9),
        .rejects("in a query value", ["shop://search?q=%"], .malformedPercentEncoding, T.badEscape("%"), at: 16),
        .rejects("in a query key", ["shop://search?%=x"], .malformedPercentEncoding, T.badEscape("%=x"), at: 14),
        .rejects(
            "in an undeclared query item", ["shop://product/42?x=%zz"], .malformedPercentEncoding, T.badEscape("%zz"),
            at: 20),
        .rejects(
            "in a web host", ["https://shop%zz.example.com/product/42"], .malformedPercentEncoding, T.badEscape("%zz"),
            at: 12),
        .rejects("in a custom authority", ["shop://%G0/x"], .malformedPercentEncoding, T.badEscape("%G0"), at: 7),
        .rejects(
            "the first malformed escape is reported", ["shop://s/ok%41%zz/%"], .malformedPercentEncoding,
            T.badEscape("%zz"), at: 14),
        .routes(
            "hexadecimal digits in either case", ["shop://s/%C3%A9", "shop://s/%c3%a9", "shop://s/%C3%a9"],
            to: "segment", ["value": "\u{E9}"]),
        .routes("%25 is a percent sign", ["shop://s/100%25"], to: "segment", ["value": "100%"]),
    ]
}
