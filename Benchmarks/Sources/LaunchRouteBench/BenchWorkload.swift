@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// A deterministic route table of a given size that looks like an app's, and a mixed workload of
/// URLs against it: the workload of `reference/perf.md`, so figures compare with the anchors.
///
/// Routes have 2 to 5 segments (weights 35/35/20/10); first segments come from about 60 section
/// words with Zipf-like weights, later ones from about 80 sub-words; about 30% have one or two
/// typed parameters; about 3.5% end in `**` or have a `*`. URLs are 75% hits (a route chosen
/// uniformly) and 25% misses (unknown first segment, wrong last literal, extra segment); half are
/// custom-scheme, half universal links; 40% carry a query.
struct BenchWorkload {
    var definitions: [RouteDefinition<RouteMatch>]
    var patterns: [String]
    var urls: [String]
    var hitURLs: [String]
    var missURLs: [String]

    static let schemes = ["shop", "shopdev"]
    static let domains = ["shop.example.com", "*.shop.example.com"]

    static let sections: [String] = (0..<60).map { "section\($0)" }
    static let words: [String] = (0..<80).map { "item\($0)" }

    init(routes count: Int, urls urlCount: Int, seed: UInt64 = 20_240_611) {
        var random = SplitMix64(seed: seed &+ UInt64(count))
        func below(_ n: Int) -> Int { Int(random.next(below: UInt64(n))) }
        func zipfSection() -> String {
            // P(k) proportional to 1/(k+1): a few sections hold most routes, as in an app.
            let weights = (0..<Self.sections.count).map { 1.0 / Double($0 + 1) }
            var pick = Double(random.next() >> 11) / Double(1 << 53) * weights.reduce(0, +)
            for (index, weight) in weights.enumerated() {
                pick -= weight
                if pick <= 0 { return Self.sections[index] }
            }
            return Self.sections[0]
        }
        var seen: Set<String> = []
        var definitions: [RouteDefinition<RouteMatch>] = []
        var patterns: [String] = []
        var segmentsOf: [[String]] = []
        while definitions.count < count {
            let length = [2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5][below(20)]
            var segments = [zipfSection()]
            var parameters = 0
            for position in 1..<length {
                let isLast = position == length - 1
                if parameters < 2, below(100) < 37 / 2 + (position == 1 ? 10 : 0) {
                    let type = [":id(int)", ":slug", ":key(uuid)", ":tab(new|top|all)"][below(4)]
                    segments.append(type.replacingFirst(":", with: ":p\(position)"))
                    parameters += 1
                } else if isLast, below(1000) < 20 {
                    segments.append("**rest")
                } else if !isLast, below(1000) < 15 {
                    segments.append("*")
                } else {
                    segments.append(Self.words[below(Self.words.count)])
                }
            }
            let pattern = "/" + segments.joined(separator: "/")
            let shape = segments.map {
                $0.hasPrefix(":") || $0.hasPrefix("*")
                    ? "#" + ($0.split(separator: "(").dropFirst().first.map(String.init) ?? $0.prefix(2).description)
                    : $0
            }.joined(separator: "/")
            guard seen.insert(shape).inserted else { continue }
            let query: [String: QueryDeclaration] = below(10) < 3 ? ["ref": "string?", "page": "int=1"] : [:]
            definitions.append(RouteDefinition("r\(definitions.count)", path: pattern, query: query))
            patterns.append(pattern)
            segmentsOf.append(segments)
        }
        self.definitions = definitions
        self.patterns = patterns

        func instantiate(_ segments: [String]) -> [String] {
            segments.map { segment in
                if segment.hasPrefix(":p"), segment.hasSuffix("(int)") { return String(below(1_000_000)) }
                if segment.hasSuffix("(uuid)") { return "3f2504e0-4f89-11d3-9a0c-0305e82c3301" }
                if segment.hasSuffix("(new|top|all)") { return ["new", "top", "all"][below(3)] }
                if segment.hasPrefix(":") { return "slug-\(below(10_000))" }
                if segment == "*" || segment == "**rest" { return "any\(below(100))" }
                return segment
            }
        }
        func spell(_ path: [String], query: Bool) -> String {
            let head =
                below(2) == 0
                ? "shop://" + path.joined(separator: "/") : "https://shop.example.com/" + path.joined(separator: "/")
            return query ? head + "?ref=mail&utm_source=newsletter&page=\(below(9) + 1)" : head
        }
        var hits: [String] = []
        var misses: [String] = []
        var urls: [String] = []
        for _ in 0..<urlCount {
            let segments = segmentsOf[below(segmentsOf.count)]
            let withQuery = below(10) < 4
            if below(100) < 75 {
                let url = spell(instantiate(segments), query: withQuery)
                hits.append(url)
                urls.append(url)
            } else {
                var path = instantiate(segments)
                switch below(3) {
                case 0: path[0] = "unknown\(below(100))"
                case 1: path[path.count - 1] = "nomatch" + path[path.count - 1]
                default: path.append("extra")
                }
                let url = spell(path, query: withQuery)
                misses.append(url)
                urls.append(url)
            }
        }
        self.urls = urls
        self.hitURLs = hits
        self.missURLs = misses
    }

    func table() throws(RouteTableError) -> RouteTable<RouteMatch> {
        try RouteTable(schemes: Self.schemes, domains: Self.domains, routes: definitions)
    }
}

extension String {
    func replacingFirst(_ target: Character, with replacement: String) -> String {
        guard let found = firstIndex(of: target) else { return self }
        return String(self[..<found]) + replacement + String(self[index(after: found)...])
    }
}
