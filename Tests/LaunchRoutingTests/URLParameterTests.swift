import LaunchRouting
import Testing

/// docs/patterns.md, "Query parameters": a `url(a|b)` parameter takes an absolute URL of a listed
/// scheme, with a host for http and https, valid escapes and no character RFC 3986 never allows
/// raw; each refusal says which, word for word.
@Suite struct URLParameterTests {
    typealias Route = PatternFixtures.Route

    static let table = try! PatternFixtures.table([Route("open", "/open", query: ["url": "url(http|https)"])])

    static let prefix = "the query parameter \"url\" of route \"open\" must be a valid url(http|https), not "

    /// The value as decoded, and the message's end after `not "value": `; `nil` for a value that routes.
    static let rows: [(value: String, encoded: String, refusal: String?)] = [
        ("https://a.example/x?y=1#z", "https%3A%2F%2Fa.example%2Fx%3Fy%3D1%23z", nil),
        ("HTTP://a.example:8080", "HTTP%3A%2F%2Fa.example%3A8080", nil),
        ("https://[::1]/", "https%3A%2F%2F%5B%3A%3A1%5D%2F", nil),
        ("https://a.example/%09é", "https%3A%2F%2Fa.example%2F%2509%C3%A9", nil),
        ("https://", "https%3A%2F%2F", "the URL has no host"),
        ("https:x", "https%3Ax", "the URL has no host"),
        ("https://u@/x", "https%3A%2F%2Fu%40%2Fx", "the URL has no host"),
        ("https://:80/x", "https%3A%2F%2F%3A80%2Fx", "the URL has no host"),
        ("https://a.example/%zz", "https%3A%2F%2Fa.example%2F%25zz", "\"%zz\" is not a percent-encoded byte"),
        ("https://a.example/%", "https%3A%2F%2Fa.example%2F%25", "\"%\" is not a percent-encoded byte"),
        ("https://a.example/\"", "https%3A%2F%2Fa.example%2F%22", "the character \"\"\" is not allowed raw in a URL"),
        ("https://a.example/<", "https%3A%2F%2Fa.example%2F%3C", "the character \"<\" is not allowed raw in a URL"),
        ("https://a.example/>", "https%3A%2F%2Fa.example%2F%3E", "the character \">\" is not allowed raw in a URL"),
        ("https://a.example/{", "https%3A%2F%2Fa.example%2F%7B", "the character \"{\" is not allowed raw in a URL"),
        ("https://a.example/}", "https%3A%2F%2Fa.example%2F%7D", "the character \"}\" is not allowed raw in a URL"),
        ("https://a.example/ ", "https%3A%2F%2Fa.example%2F%20", "the character \" \" is not allowed raw in a URL"),
        ("javascript:alert(1)", "javascript%3Aalert(1)", "the scheme \"javascript\" is not one of http, https"),
        ("/settings", "%2Fsettings", "it is not an absolute URL with a scheme"),
        ("https:", "https%3A", "it is not an absolute URL with a scheme"),
    ]

    @Test(arguments: rows) func aURLParameter(_ row: (value: String, encoded: String, refusal: String?)) {
        let outcome = Self.table.resolve("t://open?url=" + row.encoded)
        if let refusal = row.refusal {
            #expect(outcome.reason?.code == .invalidParameter)
            #expect(outcome.reason?.message == Self.prefix + "\"\(row.value)\": " + refusal)
            #expect(outcome.reason?.position == 9)
        } else {
            #expect(outcome == .routed(RouteMatch(name: "open", parameters: ["url": .string(row.value)])))
        }
    }

    /// A rule's `userInfo` value is checked the same way, with the same words.
    @Test func aRulesValueIsCheckedTheSameWay() throws {
        let router = try Router(
            table: Self.table,
            activities: [LaunchRule.Activity(activityType: "a.open", route: "open", parameters: ["url": "u"])])
        let outcome = router.resolve(.userActivity(.init(activityType: "a.open", userInfo: ["u": "https://"])))
        #expect(
            outcome.reason?.message
                == "the userInfo value \"u\" of the activity \"a.open\" must be a valid url(http|https) for the parameter \"url\" of route \"open\", not \"https://\": the URL has no host"
        )
        // A control character in a query value is the received URL's fault first; in userInfo it is the value's.
        let control = router.resolve(
            .userActivity(.init(activityType: "a.open", userInfo: ["u": "https://a.example/\t"])))
        #expect(control.reason?.message.hasSuffix(": the URL contains the control character %09, raw") == true)
    }
}
