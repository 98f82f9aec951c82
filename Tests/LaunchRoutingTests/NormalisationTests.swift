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
    switch value.kind {
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
