@_spi(Fuzzing) import LaunchRouting

/// A URL one fault away from a hit, and the outcome the normalisation policy fixes for that fault.
///
/// ```swift
/// // From the hit "https://shop.example.com/product/42":
/// PolicyMiss(url: "https://evil.example/product/42", expected: .untrustedHost, fault: "an untrusted host")
/// PolicyMiss(url: "shop://product/%2e%2E/42", expected: .dotSegment, fault: "a dot segment")
/// ```
@_spi(Fuzzing) public struct PolicyMiss: Hashable, Sendable, CustomStringConvertible {
    /// The URL.
    public var url: String
    /// The code the policy gives it: a rejection, or `unknownScheme`.
    public var expected: OutcomeReason.Code
    /// The fault, in words.
    public var fault: String
    /// For a fault that depends on the route's declarations: the route whose hit it was made
    /// from, and that hit; the policy's outcome holds when the hit routes to that route.
    var origin: (route: Int, hit: String)?

    public static func == (lhs: PolicyMiss, rhs: PolicyMiss) -> Bool {
        lhs.url == rhs.url && lhs.expected == rhs.expected && lhs.fault == rhs.fault
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(expected)
    }

    public var description: String { "\(url.quoted) (\(fault): \(expected))" }
}

extension URLGenerator {
    /// URLs one fault away from a hit, each with the outcome the policy fixes: an untrusted host, a
    /// port or an IP literal; credentials; a dot segment, written or encoded; a bad escape; bytes
    /// that are not UTF-8; a control character; a raw character URLs never allow; a duplicated
    /// single-valued parameter; `http:` on a domain; an unknown scheme; no scheme; too long; too many
    /// segments. `nil` when the fault drawn does not apply to the table (no domains, say).
    public var policyMiss: Generator<PolicyMiss?> {
        let table = self.table
        let hitParts = self.hitParts
        let webHitParts = self.webHitParts
        let hasWebRoutes = !webRoutes.isEmpty
        let untrusted = untrustedHosts
        let origins = self.origins
        // The bytes that make a URL one byte too long, written once: copying a prefix of them is
        // one copy, where appending a byte at a time is a generic call a byte in a debug build.
        let limit = table.limits.maximumLength
        let padding =
            limit < 1 << 20
            ? String(decoding: [UInt8](repeating: UInt8(ascii: "f"), count: limit + 1), as: UTF8.self) : ""
        return Generator { choices in
            let fault = choices.draw(below: 13)
            let needsWeb = fault == 0 || fault == 8
            if needsWeb && !hasWebRoutes { return nil }
            let parts = (needsWeb ? webHitParts : hitParts).generate(&choices)
            // A table with no scheme or domain a route accepts has no hit to start from: the
            // stand-in scheme is unknown, and that check comes before most faults (issue #33).
            guard let route = parts.route, !origins[route].isEmpty else { return nil }
            var segments = parts.segments
            var raw: [Int: String] = [:]
            /// Inserts a raw segment at a random place in the path.
            func insert(_ text: String) {
                let at = choices.draw(in: 0...segments.count)
                segments.insert("x", at: at)
                raw = Dictionary(uniqueKeysWithValues: raw.map { ($0.key >= at ? $0.key + 1 : $0.key, $0.value) })
                raw[at] = text
            }
            func spell(_ origin: URLPieces.Origin = parts.origin, query: [URLParts.Item] = parts.query) -> String {
                URLPieces.assemble(
                    origin: origin, segments: segments, query: query, fragment: parts.fragment, choices: &choices,
                    raw: raw)
            }
            func pick(_ options: [String]) -> String { options[Int(choices.draw(below: UInt64(options.count)))] }

            switch fault {
            case 0:
                guard case .host(let trusted, let scheme) = parts.origin else { return nil }
                let host = pick(untrusted + ["192.0.2.1", "[::1]", trusted + ":8443"])
                return PolicyMiss(
                    url: spell(.host(host, scheme: scheme)), expected: .untrustedHost, fault: "an untrusted host")
            case 1:
                let url = spell()
                guard let colon = url.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
                let scheme = String(url[..<colon])
                var rest = url[url.index(after: colon)...]
                if case .host = parts.origin {
                    return PolicyMiss(
                        url: scheme + "://" + pick(["user", "a:b", ""]) + "@" + rest.dropFirst(2),
                        expected: .credentialsInURL, fault: "credentials")
                }
                while rest.first == "/" { rest = rest.dropFirst() }
                return PolicyMiss(
                    url: scheme + "://" + pick(["user", "a:b", ""]) + "@/" + rest, expected: .credentialsInURL,
                    fault: "credentials")
            case 2:
                insert(pick(["..", ".", "%2e", "%2E%2e", ".%2E"]))
                return PolicyMiss(url: spell(), expected: .dotSegment, fault: "a dot segment")
            case 3:
                insert(pick(["%G1", "a%", "%4", "%%", "b%zz"]))
                return PolicyMiss(url: spell(), expected: .malformedPercentEncoding, fault: "a malformed escape")
            case 4:
                insert(pick(["%FF", "%C3%28", "%C0%AF", "%ED%A0%80", "a%E2%82"]))
                return PolicyMiss(url: spell(), expected: .invalidUTF8, fault: "bytes that are not UTF-8")
            case 5:
                insert(pick(["%00", "a%1F", "%7F", "b%0Ac", "\u{9}"]))
                return PolicyMiss(url: spell(), expected: .controlCharacter, fault: "a control character")
            case 6:
                insert(pick([" ", "a b", "<", ">", "\"", "{", "}", "|", "\\", "^", "`"]))
                return PolicyMiss(url: spell(), expected: .malformedURL, fault: "a raw character URLs never allow")
            case 7:
                guard let route = parts.route else { return nil }
                // A vetoed parameter gives the URL up before it can be duplicated.
                let single = table.queryRules[route].filter {
                    $0.arity != .repeated && $0.component == .query && $0.veto == nil
                }
                guard !single.isEmpty else { return nil }
                let rule = single[Int(choices.draw(below: UInt64(single.count)))]
                var query = parts.query.filter { $0.name != rule.name }
                let first = URLPieces.value(of: rule.type).generate(&choices)
                let second = URLPieces.value(of: rule.type).generate(&choices)
                query.insert(.init(name: rule.name, value: first), at: choices.draw(in: 0...query.count))
                query.insert(.init(name: rule.name, value: second), at: choices.draw(in: 0...query.count))
                var miss = PolicyMiss(
                    url: spell(query: query), expected: .duplicateParameter,
                    fault: "a duplicated parameter \"\(rule.name)\"")
                miss.origin = (route, spell())
                return miss
            case 8:
                guard case .host(let trusted, _) = parts.origin else { return nil }
                return PolicyMiss(
                    url: spell(.host(trusted, scheme: "http")), expected: .unknownScheme, fault: "http on a domain")
            case 9:
                guard case .scheme(let scheme) = parts.origin else { return nil }
                var other = "x" + scheme
                while table.schemes.contains(other) { other = "x" + other }
                return PolicyMiss(url: spell(.scheme(other)), expected: .unknownScheme, fault: "an unknown scheme")
            case 10:
                let url = spell()
                guard let colon = url.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
                let rest = url[url.index(after: colon)...]
                return PolicyMiss(
                    url: (rest.first == "/" ? "" : "/") + rest, expected: .malformedURL, fault: "no scheme")
            case 11:
                let url = spell()
                guard limit < 1 << 20, url.utf8.count <= limit else { return nil }
                // `String(repeating:count:)` of a string appends it a byte at a time, which is
                // slow at the limit's length.
                let marked = url.contains("#") ? url : url + "#"
                let fill = padding.utf8.prefix(max(0, limit + 1 - marked.utf8.count))
                return PolicyMiss(
                    url: marked + String(decoding: fill, as: UTF8.self), expected: .tooLong, fault: "one byte too long")
            default:
                let limit = table.limits.maximumSegments
                guard limit < 4_096 else { return nil }
                while segments.count <= limit { segments.append("s") }
                let url = spell()
                guard url.utf8.count <= table.limits.maximumLength else { return nil }
                return PolicyMiss(url: url, expected: .tooManySegments, fault: "one segment too many")
            }
        }
    }

    /// Hosts that none of `domains` trusts: names of our own, and a wildcard domain's apex when
    /// nothing else covers it.
    static func untrustedHosts(_ domains: [String]) -> [String] {
        func isTrusted(_ host: String) -> Bool {
            domains.contains { domain in
                domain.hasPrefix("*.") ? host.hasSuffix(String(domain.dropFirst())) : host == domain
            }
        }
        var hosts = ["evil.example", "untrusted.invalid", "example.org"].filter { !isTrusted($0) }
        for domain in domains where domain.hasPrefix("*.") {
            let apex = String(domain.dropFirst(2))
            if !isTrusted(apex) { hosts.append(apex) }
        }
        return hosts.isEmpty ? ["untrusted.invalid.example"] : hosts
    }
}
