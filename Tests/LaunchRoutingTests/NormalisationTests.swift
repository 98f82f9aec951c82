import LaunchRouting
import Testing

/// Every line of the normalisation policy (`docs/normalisation.md`), each with its exact outcome: the routed match for an accepted
/// input, the exact reason (code, message word for word, position) for a bad one.
///
/// Outcomes are compared through ``render(_:)``, which spells every non-ASCII scalar as
/// `\u{…}`, so two outcomes agree only if their strings agree byte for byte (Swift's `==` on
/// `String` would call NFC and NFD equal).
@Suite struct NormalisationTests {
    static let domains = ["shop.example.com", "*.example.org"]

    static let table = makeTable(limits: .default)

    static func makeTable(limits: URLLimits) -> RouteTable<RouteMatch> {
        try! RouteTable<RouteMatch>(schemes: ["shop"], domains: domains, limits: limits) {
            RouteDefinition("home", path: "/")
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"])
            RouteDefinition("item", path: "/item/:id(int)")
            RouteDefinition("catalogID", path: "/catalog/:id(int)", query: ["sort": "string?"])
            RouteDefinition("catalogName", path: "/catalog/:name")
            RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"])
            RouteDefinition("help", path: "/help/**topic")
            RouteDefinition("segment", path: "/s/:value")
            RouteDefinition("keys", path: "/keys", query: ["a+b": "string?", "a b": "string?", "\u{E9}": "string?"])
            RouteDefinition("count", path: "/count", query: ["n": "int"])
            RouteDefinition("faq", path: "/FAQ", isCaseSensitive: false)
            RouteDefinition("about", path: "/About")
            RouteDefinition("cafe", path: "/caf\u{E9}")
        }
    }

    // MARK: The policy, line by line

    @Test("Schemes: case-insensitive; undeclared is unmatched; none is rejected", arguments: Policy.schemes)
    func schemes(_ rule: Rule) { check(rule) }

    @Test("Hosts: case, trailing dot, domains and wildcards, ports, IP literals, credentials", arguments: Policy.hosts)
    func hosts(_ rule: Rule) { check(rule) }

    @Test("A custom scheme's authority is an ordinary first segment", arguments: Policy.customAuthority)
    func customAuthority(_ rule: Rule) { check(rule) }

    @Test("Paths: split before decoding, empty segments dropped, literals case-sensitive", arguments: Policy.paths)
    func paths(_ rule: Rule) { check(rule) }

    @Test("Dot segments are rejected, written or percent-encoded", arguments: Policy.dotSegments)
    func dotSegments(_ rule: Rule) { check(rule) }

    @Test("Malformed percent-encoding is rejected", arguments: Policy.percentEncoding)
    func percentEncoding(_ rule: Rule) { check(rule) }

    @Test("Bytes that are not UTF-8, raw or after decoding, are rejected", arguments: Policy.utf8)
    func utf8(_ rule: Rule) { check(rule) }

    @Test("Control characters, raw or decoded, are rejected", arguments: Policy.controls)
    func controls(_ rule: Rule) { check(rule) }

    @Test("Raw characters RFC 3986 never allows are rejected, never repaired", arguments: Policy.rawCharacters)
    func rawCharacters(_ rule: Rule) { check(rule) }

    @Test("Raw non-ASCII UTF-8 equals its percent-encoded form, and nothing else", arguments: Policy.nonASCII)
    func nonASCII(_ rule: Rule) { check(rule) }

    @Test("Query: + is space in values only; keys decoded and case-sensitive; items validated", arguments: Policy.query)
    func query(_ rule: Rule) { check(rule) }

    @Test(
        "The fragment never chooses the route, and a route that does not read it never validates it",
        arguments: Policy.fragment)
    func fragment(_ rule: Rule) { check(rule) }

    @Test("Size: 8,192 bytes and 64 segments accepted, one more rejected", arguments: Policy.size)
    func size(_ rule: Rule) { check(rule) }

    @Test("Order of checks: the first fault wins", arguments: Policy.order)
    func order(_ rule: Rule) { check(rule) }

    @Test("Any input, however hostile, gets an outcome and never traps", arguments: Policy.robustness)
    func robustness(_ rule: Rule) { check(rule) }

    /// Random bytes, including every byte value and long runs: an outcome every time, with a reason
    /// whenever it is not routed.
    @Test func randomBytesNeverTrap() {
        var random = Random(seed: 0x6E6F_726D_616C_6973)
        let alphabet = Array("shop:/https.example.com?&=#%+@[]:-_~.0123456789aAfF".utf8)
        for _ in 0..<20_000 {
            let length = Int(random.next() % 64)
            var bytes: [UInt8] =
                random.next() % 2 == 0 ? Array("shop://".utf8) : Array("https://shop.example.com/".utf8)
            for _ in 0..<length {
                let roll = random.next()
                bytes.append(
                    roll % 3 == 0
                        ? UInt8(truncatingIfNeeded: roll >> 8) : alphabet[Int((roll >> 8) % UInt64(alphabet.count))])
            }
            let outcome = Self.table.resolve(bytes: bytes)
            if case .routed = outcome { continue }
            #expect(outcome.reason != nil)
        }
    }

    // MARK: Running a rule

    func check(_ rule: Rule) {
        let table = rule.limits.map(Self.makeTable(limits:)) ?? Self.table
        for input in rule.inputs {
            let outcome = input.resolve(in: table)
            #expect(render(outcome) == render(rule.expected), "\(rule.name): \(input)")
            if case .url(let text) = input {
                let fromBytes = table.resolve(bytes: Array(text.utf8))
                #expect(render(fromBytes) == render(outcome), "\(rule.name): bytes and string disagree on \(input)")
            }
        }
    }
}

// MARK: - Rules

extension NormalisationTests {
    /// An input as it reaches the table.
    enum Input: Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
        /// `resolve(_:)`, as a custom-scheme URL or `onOpenURL` delivers it.
        case url(String)
        /// `resolve(bytes:)`: raw bytes, which need not be UTF-8.
        case bytes([UInt8])
        /// `resolve(webpageURL:)`: a browsing-web activity's URL.
        case webpage(String)

        init(stringLiteral value: String) { self = .url(value) }
        init(stringInterpolation: DefaultStringInterpolation) {
            self = .url(String(stringInterpolation: stringInterpolation))
        }

        func resolve(in table: RouteTable<RouteMatch>) -> RouteOutcome<RouteMatch> {
            switch self {
            case .url(let text): table.resolve(text)
            case .bytes(let bytes): table.resolve(bytes: bytes)
            case .webpage(let text): table.resolve(webpageURL: text)
            }
        }

        var description: String {
            switch self {
            case .url(let text): abbreviated(text)
            case .bytes(let bytes):
                "bytes " + abbreviated(String(decoding: bytes, as: UTF8.self)) + " (\(bytes.count) bytes)"
            case .webpage(let text): "webpage " + abbreviated(text)
            }
        }
    }

    /// One line of the policy: inputs that must all give one outcome.
    struct Rule: Sendable, CustomTestStringConvertible {
        var name: String
        var inputs: [Input]
        var expected: RouteOutcome<RouteMatch>
        /// Limits other than the default ones, for robustness cases.
        var limits: URLLimits? = nil

        var testDescription: String { "\(name): \(inputs.map(\.description).joined(separator: " | "))" }

        static func routes(
            _ name: String, _ inputs: [Input], to route: String, _ parameters: [String: ParameterValue] = [:]
        ) -> Rule {
            Rule(name: name, inputs: inputs, expected: .routed(RouteMatch(name: route, parameters: parameters)))
        }

        static func rejects(
            _ name: String, _ inputs: [Input], _ code: OutcomeReason.Code, _ message: String, at position: Int?
        ) -> Rule {
            Rule(
                name: name, inputs: inputs,
                expected: .rejected(OutcomeReason(code: code, message: message, position: position)))
        }

        static func unmatched(
            _ name: String, _ inputs: [Input], _ code: OutcomeReason.Code, _ message: String, at position: Int?
        ) -> Rule {
            Rule(
                name: name, inputs: inputs,
                expected: .unmatched(OutcomeReason(code: code, message: message, position: position)))
        }

        func with(limits: URLLimits) -> Rule {
            var copy = self
            copy.limits = limits
            return copy
        }
    }

    enum Policy {}
}

// MARK: - Messages, spelled out word for word

extension NormalisationTests {
    static let noScheme = "the URL has no scheme; a URL starts with a scheme such as \"shop:\" or \"https:\""
    static let httpNotAccepted = "the scheme \"http\" is not accepted; universal links are https"
    static let noHost = "the URL has no host"
    static let notUTF8 = "the URL is not valid UTF-8 after percent-decoding"

    static func unknownScheme(_ scheme: String) -> String {
        "the scheme \"\(scheme)\" is not one of the table's schemes; the table's are shop"
    }

    static func notADomain(_ host: String) -> String { "the host \"\(host)\" is not one of the table's domains" }
    static func ipLiteral(_ host: String) -> String { "the host \"\(host)\" is an IP address, which is never trusted" }
    static func port(_ port: String) -> String { "the port \":\(port)\" is not accepted; only the default port is" }
    static func credentials(_ text: String) -> String {
        "the URL carries user information \"\(text)\"; credentials are never accepted"
    }
    static func dot(_ segment: String) -> String { "the path segment \"\(segment)\" is a dot segment" }
    static func noRoute(_ path: String) -> String { "no route matches the path \"\(path)\"" }

    static func badEscape(_ text: String) -> String {
        "\"\(text)\" is not a percent-encoded byte; \"%\" must be followed by two hexadecimal digits"
    }

    static func rawControl(_ hex: String) -> String { "the URL contains the control character %\(hex), raw" }
    static func decodedControl(_ hex: String) -> String {
        "the URL contains the control character %\(hex), percent-encoded"
    }

    static func forbidden(_ character: String, _ hex: String) -> String {
        "the character \"\(character)\" is not allowed in a URL; percent-encode it as %\(hex)"
    }

    static func tooLong(_ count: Int) -> String { "the URL is \(count) bytes long; the limit is 8192" }
    static func tooManySegments(_ count: Int) -> String { "the URL has \(count) path segments; the limit is 64" }

    static func invalidQuery(_ name: String, _ route: String, _ type: String, _ value: String) -> String {
        "the query parameter \"\(name)\" of route \"\(route)\" must be a valid \(type), not \"\(value)\""
    }

    static func missing(_ name: String, _ route: String) -> String {
        "route \"\(route)\" requires the query parameter \"\(name)\""
    }

    static func duplicate(_ name: String, _ times: Int, _ route: String) -> String {
        "the query parameter \"\(name)\" appears \(times) times; route \"\(route)\" takes one value"
    }

    static func invalidSegment(_ path: String, _ value: String, _ type: String, _ parameter: String, _ route: String)
        -> String
    {
        "no route matches the path \"\(path)\"; \"\(value)\" is not a valid \(type) for the parameter \"\(parameter)\" of route \"\(route)\""
    }
}

// MARK: - Schemes

extension NormalisationTests.Policy {
    typealias Rule = NormalisationTests.Rule
    typealias T = NormalisationTests
    typealias Input = NormalisationTests.Input

    static let product42: [String: ParameterValue] = ["id": 42]

    static let schemes: [Rule] = [
        .routes(
            "a custom scheme is case-insensitive",
            ["shop://product/42", "SHOP://product/42", "Shop:product/42", "sHoP:/product/42"], to: "product", product42),
        .routes(
            "https is case-insensitive",
            [
                "https://shop.example.com/product/42", "HTTPS://shop.example.com/product/42",
                "hTtPs://shop.example.com/product/42",
            ], to: "product", product42),
        .unmatched(
            "an undeclared scheme is unmatched", ["javascript:alert(1)"], .unknownScheme, T.unknownScheme("javascript"),
            at: 0),
        .unmatched(
            "an undeclared scheme is reported lowercased", ["JavaScript:alert(1)"], .unknownScheme,
            T.unknownScheme("javascript"), at: 0),
        .unmatched(
            "mailto is an undeclared scheme", ["mailto:someone@example.com"], .unknownScheme, T.unknownScheme("mailto"),
            at: 0),
        .unmatched(
            "every scheme character is allowed", ["x-shop+v1.2:product/42"], .unknownScheme,
            T.unknownScheme("x-shop+v1.2"), at: 0),
        .unmatched(
            "a bare host with a port is, by RFC 3986, a URL whose scheme is the host",
            ["shop.example.com:443/product/42"], .unknownScheme, T.unknownScheme("shop.example.com"), at: 0),
        .unmatched(
            "http on a declared domain is unmatched",
            ["http://shop.example.com/product/42", "HTTP://shop.example.com/product/42"], .unknownScheme,
            T.httpNotAccepted, at: 0),
        .unmatched(
            "http is unmatched before its host is judged", ["http://evil.example.net/product/42"], .unknownScheme,
            T.httpNotAccepted, at: 0),
        .routes(
            "a web page URL is https",
            [.webpage("https://shop.example.com/product/42"), .webpage("HTTPS://SHOP.EXAMPLE.COM/product/42")],
            to: "product", product42),
        .unmatched(
            "a web page URL that is http is unmatched", [.webpage("http://shop.example.com/product/42")],
            .unknownScheme, "a universal link is https, not \"http\"", at: 0),
        .unmatched(
            "a web page URL with a custom scheme is unmatched",
            [.webpage("shop://product/42"), .webpage("SHOP:product/42")], .unknownScheme,
            "a universal link is https, not \"shop\"", at: 0),
        .rejects(
            "an empty string is rejected", ["", .bytes([]), .webpage("")], .malformedURL, "the URL is empty", at: 0),
        .rejects(
            "input without a scheme is rejected",
            [
                "/product/42", "product/42", "shop.example.com/product/42", "//shop.example.com/product/42", "?q=x",
                "#x", .webpage("/product/42"),
            ], .malformedURL, T.noScheme, at: 0),
        .rejects(
            "a scheme starts with a letter", ["1shop://product/42", "-shop:x", ":product/42", "://x"], .malformedURL,
            T.noScheme, at: 0),
        .rejects(
            "a scheme ends with a colon", ["shop", "shop//product/42", "shop#:x", "shop?:x"], .malformedURL, T.noScheme,
            at: 0),
        .rejects(
            "whitespace before the scheme is not trimmed", [" shop://product/42", "\tshop://product/42"], .malformedURL,
            T.noScheme, at: 0),
        .rejects(
            "a scheme holds no other character", ["sh_op://product/42", "sh%6Fp://product/42"], .malformedURL,
            T.noScheme, at: 0),
    ]
}

// MARK: - Hosts

extension NormalisationTests.Policy {
    static let hosts: [Rule] = [
        .routes(
            "the host is case-insensitive",
            ["https://SHOP.Example.COM/product/42", "https://shop.EXAMPLE.com/product/42"], to: "product", product42),
        .routes(
            "one trailing dot on the host is dropped",
            [
                "https://shop.example.com./product/42", "https://SHOP.EXAMPLE.COM./product/42",
                "https://shop.example.com.:443/product/42",
            ], to: "product", product42),
        .rejects(
            "only one trailing dot is dropped", ["https://shop.example.com../product/42"], .untrustedHost,
            T.notADomain("shop.example.com."), at: 8),
        .routes(
            "*.example.org matches subdomains at any depth",
            [
                "https://a.example.org/product/42", "https://a.b.c.example.org/product/42",
                "https://A.Example.ORG/product/42", "https://x-1.example.org./product/42",
            ], to: "product", product42),
        .rejects(
            "*.example.org never matches the apex", ["https://example.org/product/42"], .untrustedHost,
            T.notADomain("example.org"), at: 8),
        .rejects(
            "*.example.org never matches the apex with a dot", ["https://example.org./product/42"], .untrustedHost,
            T.notADomain("example.org"), at: 8),
        .rejects(
            "a wildcard matches whole labels", ["https://badexample.org/product/42"], .untrustedHost,
            T.notADomain("badexample.org"), at: 8),
        .rejects(
            "a subdomain of a plain domain is untrusted", ["https://a.shop.example.com/product/42"], .untrustedHost,
            T.notADomain("a.shop.example.com"), at: 8),
        .rejects(
            "a declared domain as a prefix is untrusted", ["https://shop.example.com.evil.net/product/42"],
            .untrustedHost, T.notADomain("shop.example.com.evil.net"), at: 8),
        .rejects(
            "an undeclared host is untrusted", ["https://evil.net/product/42"], .untrustedHost,
            T.notADomain("evil.net"), at: 8),
        .rejects(
            "an undeclared host is untrusted as a web page URL", [.webpage("https://evil.net/product/42")],
            .untrustedHost, T.notADomain("evil.net"), at: 8),
        .routes(
            "the default port and an empty port equal no port",
            [
                "https://shop.example.com:443/product/42", "https://shop.example.com:/product/42",
                "https://a.example.org:443/product/42",
            ], to: "product", product42),
        .rejects(
            "any other port is untrusted", ["https://shop.example.com:8443/product/42"], .untrustedHost, T.port("8443"),
            at: 8),
        .rejects(
            "port 80 is untrusted", ["https://shop.example.com:80/product/42"], .untrustedHost, T.port("80"), at: 8),
        .rejects(
            "a port is compared as written", ["https://shop.example.com:0443/product/42"], .untrustedHost,
            T.port("0443"), at: 8),
        .rejects(
            "a port that is not a number is untrusted", ["https://shop.example.com:https/product/42"], .untrustedHost,
            T.port("https"), at: 8),
        .rejects(
            "an IPv4 literal is untrusted", ["https://127.0.0.1/product/42", "https://127.0.0.1:443/product/42"],
            .untrustedHost, T.ipLiteral("127.0.0.1"), at: 8),
        .rejects(
            "an IPv6 literal is untrusted", ["https://[::1]/product/42", "https://[::1]:443/product/42"],
            .untrustedHost, T.ipLiteral("[::1]"), at: 8),
        .rejects(
            "an IPv6 literal is reported lowercased", ["https://[2001:DB8::1]/product/42"], .untrustedHost,
            T.ipLiteral("[2001:db8::1]"), at: 8),
        .rejects(
            "an empty host is untrusted", ["https:///product/42", "https://:443/product/42", "https://?q=x"],
            .untrustedHost, T.noHost, at: 8),
        .rejects(
            "https without // has no host", ["https:/product/42", "https:product/42", "https:"], .untrustedHost,
            T.noHost, at: 6),
        .rejects(
            "a percent-encoded host is never decoded, so never trusted", ["https://shop%2Eexample.com/product/42"],
            .untrustedHost, T.notADomain("shop%2eexample.com"), at: 8),
        .rejects(
            "a non-ASCII host is never trusted (no IDNA)", ["https://sh\u{F6}p.example.com/product/42"], .untrustedHost,
            T.notADomain("sh\u{F6}p.example.com"), at: 8),
        .rejects(
            "user info is rejected", ["https://a@shop.example.com/product/42"], .credentialsInURL, T.credentials("a@"),
            at: 8),
        .rejects(
            "user info with a password is rejected", ["https://user:secret@shop.example.com/product/42"],
            .credentialsInURL, T.credentials("user:secret@"), at: 8),
        .rejects(
            "an empty user info is rejected", ["https://@shop.example.com/product/42"], .credentialsInURL,
            T.credentials("@"), at: 8),
        .rejects(
            "a declared domain as user info is rejected", ["https://shop.example.com@evil.net/product/42"],
            .credentialsInURL, T.credentials("shop.example.com@"), at: 8),
        .rejects(
            "user info in a web page URL is rejected", [.webpage("https://a@shop.example.com/product/42")],
            .credentialsInURL, T.credentials("a@"), at: 8),
        .routes(
            "an @ in the path is not user info", ["https://shop.example.com/s/a@b", "shop://s/a@b"], to: "segment",
            ["value": "a@b"]),
        .routes(
            "an @ in the query is not user info", ["https://shop.example.com/search?q=a@b"], to: "search",
            ["q": "a@b", "page": 1]),
    ]
}

// MARK: - Custom scheme authority

extension NormalisationTests.Policy {
    static let customAuthority: [Rule] = [
        .routes(
            "shop://product/42, shop:///product/42, shop:/product/42 and shop:product/42 are the same",
            [
                "shop://product/42", "shop:///product/42", "shop:/product/42", "shop:product/42",
                "shop:////product//42/", "SHOP://product/42/",
            ], to: "product", product42),
        .unmatched(
            "the authority is case-sensitive", ["shop://PRODUCT/42"], .noMatchingRoute, T.noRoute("/PRODUCT/42"),
            at: nil),
        .routes(
            "the authority is percent-decoded", ["shop://%70roduct/42", "shop://%70%72%6F%64%75%63%74/42"],
            to: "product", product42),
        .unmatched(
            "the authority has no trailing-dot rule", ["shop://product./42"], .noMatchingRoute,
            T.noRoute("/product./42"), at: nil),
        .unmatched(
            "a colon in the authority is part of the segment", ["shop://product:42"], .noMatchingRoute,
            T.noRoute("/product:42"), at: nil),
        .rejects(
            "an @ in a // authority is credentials", ["shop://user@product/42"], .credentialsInURL,
            T.credentials("user@"), at: 7),
        .rejects(
            "an @ in a // authority with a password is credentials", ["shop://u:p@product/42"], .credentialsInURL,
            T.credentials("u:p@"), at: 7),
        .unmatched(
            "an @ without // is an ordinary character", ["shop:user@product/42"], .noMatchingRoute,
            T.noRoute("/user@product/42"), at: nil),
        .rejects("the authority can be a dot segment", ["shop://../product/42"], .dotSegment, T.dot(".."), at: 7),
        .routes(
            "the authority may be empty", ["shop://?q=x", "shop:?q=x", "shop:", "shop://", "shop:///"], to: "home"),
    ]
}

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

// MARK: - Rendering and helpers

/// A byte-precise, deterministic rendering of an outcome: parameters sorted by name, every scalar
/// outside printable ASCII spelled `\u{…}`.
func render(_ outcome: RouteOutcome<RouteMatch>) -> String {
    switch outcome {
    case .routed(let match):
        let parameters = match.parameters.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            .map { "\(escaped($0.key))=\(render($0.value))" }
        return "routed \(match.name)(\(parameters.joined(separator: ", ")))"
    case .unmatched(let reason):
        return "unmatched \(reason.code.name) @\(reason.position.map(String.init) ?? "-"): \(escaped(reason.message))"
    case .rejected(let reason):
        return "rejected \(reason.code.name) @\(reason.position.map(String.init) ?? "-"): \(escaped(reason.message))"
    }
}

private func render(_ value: ParameterValue) -> String {
    switch value {
    case .string(let text): "string(\"\(escaped(text))\")"
    case .integer(let number): "integer(\(number))"
    case .uuid(let text): "uuid(\(text))"
    case .list(let values): "list[\(values.map(render).joined(separator: ", "))]"
    }
}

private func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        if scalar.value >= 0x20, scalar.value < 0x7F {
            result.unicodeScalars.append(scalar)
        } else {
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
    }
    return result
}

private func abbreviated(_ text: String) -> String {
    let shown = escaped(text)
    guard shown.utf8.count > 90 else { return "\"\(shown)\"" }
    return "\"\(shown.prefix(60))…\(shown.suffix(20))\" (\(text.utf8.count) bytes)"
}

/// SplitMix64, for the random-bytes robustness case.
private struct Random {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
