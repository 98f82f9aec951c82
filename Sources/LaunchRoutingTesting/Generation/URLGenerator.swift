import LaunchRouting

/// URLs derived from a route table: hits on every route in every form the policy calls equal,
/// near misses one step from a hit, and adversarial bytes.
///
/// The encoder here is written apart from the library's own, so that a bug in one is not
/// hidden by the same bug in the other.
///
/// ```swift
/// let urls = URLGenerator(table: table)
/// var choices = Choices(seed: 3)
/// urls.hit.generate(&choices)       // e.g. "SHOP:///product/0042?ref=a%20b#top"
/// urls.nearMiss.generate(&choices)  // e.g. "https://evil.org/product/42"
/// ```
public struct URLGenerator<Route: Sendable>: Sendable {
    public let table: RouteTable<Route>

    public init(table: RouteTable<Route>) {
        self.table = table
    }

    /// Hits, near misses and adversarial inputs, mixed.
    public var any: Generator<String> {
        .frequency([(6, hit), (3, nearMiss), (1, adversarial)])
    }

    /// A URL that a route of the table is meant to match: a random route, random typed values, a
    /// random accepted scheme or domain, query items in random order, and random variants of
    /// case, encoding, slashes, ports and fragments that the policy calls equal.
    public var hit: Generator<String> {
        hitParts.flatMap(Self.spelling)
    }

    /// Two spellings of the same hit that the normalisation policy calls equal.
    public var equivalentSpellings: Generator<(String, String)> {
        hitParts.flatMap { parts in
            Generator { choices in (Self.spelling(parts).generate(&choices), Self.spelling(parts).generate(&choices)) }
        }
    }

    /// One way to write `parts` as a URL, chosen at random among those the policy calls equal.
    static func spelling(_ parts: URLParts) -> Generator<String> {
        Generator { choices in
            URLPieces.assemble(origin: parts.origin, segments: parts.segments, query: parts.query, choices: &choices)
        }
    }

    /// The decoded parts of a hit, before it is spelled.
    var hitParts: Generator<URLParts> {
        let table = self.table
        return Generator { choices in
            let routeCount = table.patterns.count
            guard routeCount > 0 else {
                return URLParts(origin: .scheme(table.schemes.first ?? "shop"), segments: [], query: [])
            }
            let route = Int(choices.draw(below: UInt64(routeCount)))
            let patterns = table.patterns[route]
            let pattern = patterns[Int(choices.draw(below: UInt64(patterns.count)))]
            var segments: [String] = []
            for segment in pattern.segments {
                switch segment {
                case .literal(let text):
                    segments.append(pattern.isCaseInsensitive && choices.chance(oneIn: 2) ? text.uppercased() : text)
                case .parameter(_, let type, let isOptional):
                    if isOptional, choices.draw(below: 2) == 0 { continue }
                    segments.append(URLPieces.value(of: type).generate(&choices))
                case .wildcard:
                    segments.append(URLPieces.segmentText.generate(&choices))
                case .rest:
                    for _ in 0..<choices.draw(in: 0...3) { segments.append(URLPieces.segmentText.generate(&choices)) }
                }
            }
            var items: [(String, String)] = []
            for rule in table.queryRules[route] {
                let count: Int
                switch rule.arity {
                case .required: count = 1
                case .optional, .defaulted: count = choices.draw(in: 0...1)
                case .repeated: count = choices.draw(in: 0...3)
                }
                for _ in 0..<count { items.append((rule.name, URLPieces.value(of: rule.type).generate(&choices))) }
            }
            for _ in 0..<choices.draw(in: 0...2) {
                items.append(("u" + URLPieces.segmentText.generate(&choices), URLPieces.segmentText.generate(&choices)))
            }
            // Shuffle the query: the order of different keys never matters.
            for index in items.indices.reversed() where index > 0 {
                items.swapAt(index, Int(choices.draw(below: UInt64(index + 1))))
            }
            let origin = Self.origin(table: table, route: route).generate(&choices)
            return URLParts(origin: origin, segments: segments, query: items)
        }
    }

    /// A URL one step away from a hit: a changed segment, a wrong type, an untrusted host, an
    /// overflowing integer, a duplicated parameter, a dot segment, credentials, a bad escape.
    public var nearMiss: Generator<String> {
        let hit = self.hit
        return Generator { choices in
            let url = hit.generate(&choices)
            switch choices.draw(below: 12) {
            case 0: return URLPieces.replacingLastSegment(of: url, with: "zz")
            case 1: return URLPieces.replacingLastSegment(of: url, with: "99999999999999999999")
            case 2: return URLPieces.replacingLastSegment(of: url, with: "..")
            case 3: return URLPieces.replacingLastSegment(of: url, with: "%2e")
            case 4: return URLPieces.replacingLastSegment(of: url, with: "%FF")
            case 5: return URLPieces.replacingLastSegment(of: url, with: "%G1")
            case 6: return URLPieces.replacingLastSegment(of: url, with: "a%00")
            case 7: return url.replacingFirst("://", with: "://user@")
            case 8: return url.replacingFirst("://", with: "://evil.org/")
            case 9: return url + (url.contains("?") ? "&" : "?") + "q0=1&q0=2"
            case 10: return "http" + url.drop { $0 != ":" }
            default: return url.replacingFirst("/", with: "/ ")
            }
        }
    }

    /// Text from URL tokens and arbitrary characters, which the table should reject or leave
    /// unmatched with a reason, never trap on.
    public var adversarial: Generator<String> { URLPieces.adversarialText }

    static func origin(table: RouteTable<Route>, route: Int) -> Generator<URLPieces.Origin> {
        Generator { choices in
            var options: [URLPieces.Origin] = []
            let sources = table.definitions[route].sources.map { Set($0.map { $0.lowercased() }) }
            for scheme in table.schemes where sources?.contains(scheme) ?? true { options.append(.scheme(scheme)) }
            for domain in table.domains where sources?.contains(domain) ?? true {
                if domain.hasPrefix("*.") {
                    let labels = ["a", "b-c", "x1"]
                    let depth = choices.draw(in: 1...2)
                    let prefix = (0..<depth).map { _ in labels[Int(choices.draw(below: 3))] }.joined(separator: ".")
                    options.append(.host(prefix + String(domain.dropFirst())))
                } else {
                    options.append(.host(domain))
                }
            }
            guard !options.isEmpty else { return .scheme(table.schemes.first ?? "shop") }
            return options[Int(choices.draw(below: UInt64(options.count)))]
        }
    }

}

/// The decoded parts of a URL: where it comes from, its path segments and its query items.
struct URLParts: Sendable {
    var origin: URLPieces.Origin
    var segments: [String]
    var query: [(String, String)]
}

extension String {
    /// `self` with the first occurrence of `target` replaced; the standard library's own search
    /// needs newer OS versions than apps' test targets run on.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        let characters = Array(self)
        let needle = Array(target)
        guard needle.count <= characters.count else { return self }
        for start in 0...(characters.count - needle.count) where Array(characters[start..<start + needle.count]) == needle {
            return String(characters[..<start]) + replacement + String(characters[(start + needle.count)...])
        }
        return self
    }
}
