@_spi(Fuzzing) import LaunchRouting

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
@_spi(Fuzzing) public struct URLGenerator<Route: Sendable>: Sendable {
    /// The table the URLs are made for.
    public let table: RouteTable<Route>
    /// The routes that accept a universal link: a route with no sources, or one naming a domain.
    let webRoutes: [Int]
    /// Hits on any route, from any origin it accepts.
    let hitParts: Generator<URLParts>
    /// Hits that are universal links: https on a domain.
    let webHitParts: Generator<URLParts>
    /// Hosts that none of the table's domains trusts.
    let untrustedHosts: [String]
    /// Each route's origins: the schemes and domains it accepts.
    let origins: [[Origin]]

    /// URLs for `table`'s routes, schemes and domains.
    public init(table: RouteTable<Route>) {
        self.table = table
        let domains = Set(table.domains)
        let origins = table.definitions.map { definition -> [Origin] in
            let sources = definition.sources.map { Set($0.map { $0.lowercased() }) }
            // A web scheme carries the links of the domains the route accepts, never its own.
            return table.declaredSchemes.filter { sources?.contains($0) ?? true }.map(Origin.scheme)
                + (["https"] + table.webSchemes).flatMap { scheme in
                    table.domains.filter { sources?.contains($0) ?? true }.map {
                        $0.hasPrefix("*.")
                            ? .wildcard(String($0.dropFirst()), scheme: scheme) : .host($0, scheme: scheme)
                    }
                }
        }
        let webRoutes =
            domains.isEmpty ? [] : origins.indices.filter { origins[$0].contains(where: \.isUniversalLink) }
        self.origins = origins
        self.webRoutes = webRoutes
        hitParts = Self.parts(table: table, routes: Array(table.definitions.indices), origins: origins)
        webHitParts = Self.parts(
            table: table, routes: webRoutes, origins: origins.map { $0.filter(\.isUniversalLink) })
        untrustedHosts = Self.untrustedHosts(table.domains)
    }

    /// Hits on the routes at `routes` (indices into the table's definitions), spelled.
    func hits(on routes: [Int]) -> Generator<String> {
        Self.parts(table: table, routes: routes, origins: origins).map(\.spelling)
    }

    /// Hits, near misses and adversarial inputs, mixed.
    public var any: Generator<String> {
        .frequency([(6, hit), (3, nearMiss), (1, adversarial)])
    }

    /// A URL that a route of the table is meant to match: a random route, random typed values, a
    /// random accepted scheme or domain, query items in random order, and random variants of
    /// case, encoding, slashes, ports and fragments that the policy calls equal.
    public var hit: Generator<String> {
        hitParts.map(\.spelling)
    }

    /// Two spellings of the same hit that the normalisation policy calls equal.
    public var equivalentSpellings: Generator<(String, String)> {
        hitParts.flatMap { parts in
            Generator { choices in (parts.spelling, Self.spelling(parts).generate(&choices)) }
        }
    }

    /// One way to write `parts` as a URL, chosen at random among those the policy calls equal.
    static func spelling(_ parts: URLParts) -> Generator<String> {
        Generator { choices in
            URLPieces.assemble(
                origin: parts.origin, segments: parts.segments, query: parts.query, fragment: parts.fragment,
                choices: &choices)
        }
    }

    /// Where a route's hits may come from: a scheme, a domain, or any subdomain of a `*.` domain,
    /// written with `https` or a web scheme.
    enum Origin: Sendable {
        case scheme(String)
        case host(String, scheme: String)
        /// `.example.com`: a host under it, one or two labels deep.
        case wildcard(String, scheme: String)

        /// Whether the hits are universal links: `https` on a domain.
        var isUniversalLink: Bool {
            switch self {
            case .scheme: false
            case .host(_, let scheme), .wildcard(_, let scheme): scheme == "https"
            }
        }
    }

    static func parts(table: RouteTable<Route>, routes: [Int], origins: [[Origin]], nested isNested: Bool = false)
        -> Generator<URLParts>
    {
        // A route with no paths is a destination only rules reach: no URL hits it. A route reached
        // only through a nested route is hit only as a nested value.
        let candidates = routes.filter {
            !table.patterns[$0].isEmpty && (isNested || !table.core.nestedOnlyRoutes.contains($0))
        }
        // The value of a nested route: a hit of a route that does not forward, one level deep.
        let forwards = table.definitions.indices.filter { table.queryRules[$0].contains(where: \.nests) }
        let nested =
            candidates.contains(where: forwards.contains)
            ? parts(
                table: table, routes: table.definitions.indices.filter { !forwards.contains($0) }, origins: origins,
                nested: true)
            : nil
        let fallback = table.declaredSchemes.first ?? "shop"
        let labels = ["a", "b-c", "x1"]
        let core = table.core
        let readers = FragmentReaders(core, patterns: table.patterns)
        let examples = exampleValues(table)
        /// Whether a route other than `route` takes the URL so far, of these path segments, and
        /// reads its fragment.
        @Sendable func takenByAnotherReader(
            _ speller: URLSpeller, _ segments: [String], _ query: [String], madeFor route: Int
        ) -> Bool {
            guard readers.mayTake(segments, otherThan: route) else { return false }
            let url = speller.text + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            guard let taker = core.pathRoute(Array(url.utf8)), taker != route else { return false }
            return core.readsFragment(route: taker)
        }
        return Generator { choices in
            guard !candidates.isEmpty else {
                return URLParts(origin: .scheme(fallback), segments: [], query: [], spelling: fallback + ":")
            }
            let route = candidates[Int(choices.draw(below: UInt64(candidates.count)))]
            let patterns = table.patterns[route]
            let pattern = patterns[Int(choices.draw(below: UInt64(patterns.count)))]
            let accepted = origins[route]
            let origin: URLPieces.Origin
            if accepted.isEmpty {
                origin = .scheme(fallback)
            } else {
                switch accepted[Int(choices.draw(below: UInt64(accepted.count)))] {
                case .scheme(let scheme): origin = .scheme(scheme)
                case .host(let host, let scheme): origin = .host(host, scheme: scheme)
                case .wildcard(let suffix, let scheme):
                    var host = labels[Int(choices.draw(below: 3))]
                    if choices.chance(oneIn: 2) { host += "." + labels[Int(choices.draw(below: 3))] }
                    origin = .host(host + suffix, scheme: scheme)
                }
            }
            // Each piece is spelled as soon as it is drawn, so that its choices sit together.
            var speller = URLSpeller(origin: origin, choices: &choices)
            var segments: [String] = []
            func append(_ segment: String) {
                segments.append(segment)
                speller.append(segment: segment, choices: &choices)
            }
            for segment in pattern.segments {
                choices.beginSpan()
                defer { choices.endSpan() }
                switch segment {
                case .literal(let text):
                    append(pattern.isCaseInsensitive && choices.chance(oneIn: 2) ? text.uppercased() : text)
                case .parameter(let name, let type, let isOptional):
                    if isOptional, choices.draw(below: 2) == 0 { continue }
                    append(exampleOr(URLPieces.value(of: type), examples[route][name]).generate(&choices))
                case .wildcard:
                    append(URLPieces.segmentText.generate(&choices))
                case .rest:
                    for _ in 0..<choices.draw(in: 0...3) {
                        choices.beginSpan()
                        append(URLPieces.segmentText.generate(&choices))
                        choices.endSpan()
                    }
                }
            }
            let rules = table.queryRules[route]
            let inner = Generator<String> { choices in
                guard let nested else { return "/" }
                return nestedValue(nested.generate(&choices), on: origin, &choices)
            }
            let query = items(
                of: rules.filter { $0.component == .query }, nested: inner, examples: examples[route], &choices)
            // A route that reads the fragment gets its items there; any other, perhaps a fragment
            // that no route reads.
            let readsFragment = rules.contains { $0.component == .fragment }
            var fragment =
                readsFragment
                ? items(
                    of: rules.filter { $0.component == .fragment }, nested: inner, examples: examples[route], &choices)
                : nil
            // A rest that keeps the fragment: perhaps one, written as it is (its spellings are the
            // route's value's own concern).
            if pattern.keepsFragment {
                let text = choices.chance(oneIn: 2) ? keptFragment.generate(&choices) : ""
                fragment = text.isEmpty ? [] : [(URLParts.Item(name: QueryRule.wholeFragmentName, value: text), text)]
            }
            // A whole fragment that is a nested route: one, written as the URL it is (or encoded
            // once whole, for an encoded route), or none, and the route itself.
            if let whole = rules.first(where: \.isWholeFragment) {
                let value = choices.chance(oneIn: 2) ? inner.generate(&choices) : ""
                let item = URLParts.Item(name: whole.name, value: value, isEncodedRoute: whole.decodesOnce)
                fragment = value.isEmpty ? [] : [(item, URLPieces.wholeFragment(item, &choices))]
            }
            // Whether a fragment matters is the route's that takes the URL, which may rank above
            // the route the URL was made for (`/` reading its fragment above `/**rest`): then the
            // URL gets no fragment, which every route reads the same way.
            if takenByAnotherReader(speller, segments, query.map(\.spelled), madeFor: route) { fragment = [] }
            let spelling = speller.finish(
                query: query.map(\.spelled), fragment: fragment?.map(\.spelled), choices: &choices)
            return URLParts(
                origin: origin, segments: segments, query: query.map(\.item), fragment: fragment?.map(\.item),
                route: route, spelling: spelling)
        }
    }

    /// The items of a query or fragment for `rules`, and up to two undeclared ones, each spelled
    /// as drawn, in a random order: the order of different keys never matters.
    private static func items(
        of rules: [QueryRule], nested: Generator<String>, examples: [String: [String]] = [:], _ choices: inout Choices
    ) -> [(item: URLParts.Item, spelled: String)] {
        var items: [(item: URLParts.Item, spelled: String)] = []
        func append(_ name: String, _ value: Generator<String>) {
            choices.beginSpan()
            let item = URLParts.Item(name: name, value: value.generate(&choices))
            items.append((item, URLSpeller.spell(item, choices: &choices)))
            choices.endSpan()
        }
        // A parameter whose presence vetoes the URL is left out: the hit is for this route.
        for rule in rules where rule.veto != .present {
            // A required value is given, once, as one of its values: the hit is for this route.
            if case .unless(let values)? = rule.veto {
                append(rule.name, .element(of: values))
                continue
            }
            let count: Int
            switch rule.arity {
            case .required: count = 1
            case .optional, .defaulted: count = choices.draw(in: 0...1)
            case .repeated: count = choices.draw(in: 0...3)
            }
            for _ in 0..<count {
                append(rule.name, rule.nests ? nested : exampleOr(URLPieces.value(of: rule.type), examples[rule.name]))
            }
        }
        for _ in 0..<choices.draw(in: 0...2) {
            choices.beginSpan()
            let name = "u" + URLPieces.segmentText.generate(&choices)
            append(name, URLPieces.segmentText)
            choices.endSpan()
        }
        for index in items.indices.reversed() where index > 0 {
            items.swapAt(index, index - Int(choices.draw(below: UInt64(index + 1))))
        }
        return items
    }

    /// The value of a nested route that `inner` hits: its URL, or, on the outer URL's own origin,
    /// sometimes only its path and query, which the table resolves on that origin.
    private static func nestedValue(_ inner: URLParts, on origin: URLPieces.Origin, _ choices: inout Choices) -> String
    {
        let spelling = inner.spelling
        guard inner.origin == origin, choices.chance(oneIn: 2), let colon = spelling.firstIndex(of: ":") else {
            return spelling
        }
        var rest = spelling[spelling.index(after: colon)...]
        if case .host = origin {
            rest = rest.drop { $0 == "/" }
            rest = rest.drop { $0 != "/" && $0 != "?" && $0 != "#" }
        }
        return String(rest.drop { $0 == "/" })
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
}

/// The decoded parts of a URL: where it comes from, its path segments, its query items and the
/// fragment's, when its route reads them.
///
/// Every spelling of the same parts is the same URL to the normalisation policy, and different
/// parts are different URLs (the origin's case aside), so parts are what identify a generated link.
struct URLParts: Hashable, Sendable {
    struct Item: Hashable, Sendable {
        var name: String
        var value: String
        /// Whether the item is a whole fragment that is one percent-encoded route, which is
        /// spelled encoded once whole (`fragment: .encodedRoute`).
        var isEncodedRoute = false
    }

    var origin: URLPieces.Origin
    var segments: [String]
    var query: [Item]
    /// The fragment's items, for a route that reads the fragment; `nil` for any other, whose
    /// fragment, if spelled, plays no part.
    var fragment: [Item]? = nil
    /// The route the parts were generated for, if any.
    var route: Int? = nil
    /// How the parts were spelled when they were generated.
    var spelling: String = ""

    /// What identifies the link: the parts without the route they were meant for or their
    /// spelling, but with the fragment as spelled, escapes aside: a fragment may be a nested URL,
    /// read before it is decoded, so two that differ in it are two links.
    var key: URLParts {
        var key = self
        key.route = nil
        key.fragment = nil
        // On the bytes, as the tokenizer splits the fragment off (and a byte search, where a
        // `Character` search walks grapheme clusters, which was a twentieth of the harness's run).
        key.spelling =
            spelling.utf8.firstIndex(of: UInt8(ascii: "#")).map {
                Self.fragmentKey(spelling[spelling.utf8.index(after: $0)...])
            } ?? ""
        return key
    }

    /// `fragment` with its escapes in one case, an escaped unreserved character raw and a raw
    /// non-ASCII character escaped: the changes that no reading of a fragment can tell apart.
    static func fragmentKey(_ fragment: Substring) -> String {
        var bytes = Array(fragment.utf8)[...]
        var key: [UInt8] = []
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "%"), bytes.count >= 2,
                let value = UInt8(String(decoding: bytes.prefix(2), as: UTF8.self), radix: 16),
                bytes.prefix(2).allSatisfy({ UInt8(ascii: "0") <= $0 && $0 <= UInt8(ascii: "f") })
            {
                bytes.removeFirst(2)
                if URLPieces.isUnreserved(value) {
                    key.append(value)
                } else {
                    key.append(contentsOf: String(format2: value).utf8)
                }
            } else if byte >= 0x80 {
                key.append(contentsOf: String(format2: byte).utf8)
            } else {
                key.append(byte)
            }
        }
        return key.isEmpty ? "" : "#" + String(decoding: key, as: UTF8.self)
    }
}

extension String {
    /// `%XX` in upper case.
    fileprivate init(format2 byte: UInt8) {
        let digits = Array("0123456789ABCDEF".utf8)
        self = String(decoding: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }
}

extension String {
    /// `self` with the first occurrence of `target` replaced; the standard library's own search
    /// needs newer OS versions than apps' test targets run on.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        let characters = Array(self)
        let needle = Array(target)
        guard needle.count <= characters.count else { return self }
        for start in 0...(characters.count - needle.count)
        where Array(characters[start..<start + needle.count]) == needle {
            return String(characters[..<start]) + replacement + String(characters[(start + needle.count)...])
        }
        return self
    }
}
