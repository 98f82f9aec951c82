/// The route-independent part of a ``RouteTable``: everything but the app's bindings, checked and
/// compiled. Not generic, so the matching path is compiled once, specialised, with no generic
/// metadata, whatever the app's route type.
@usableFromInline
package struct CompiledTable: Sendable {
    /// The custom schemes, those whose URLs carry the web form last.
    package let schemes: [String]
    /// The schemes whose URLs carry the web form, `scheme://HOST/PATH`, read as `https://HOST/PATH`
    /// (docs/route-spec.md, "Web schemes"): the last of ``schemes``.
    package let webSchemes: [String]
    package let domains: [String]
    package let limits: URLLimits
    /// Each route's name, in the order given.
    package let routeNames: [String]

    package let shapes: [RouteShape]
    package let patterns: [[RoutePattern]]
    package let queryRules: [[QueryRule]]
    /// For each route, which entries of `schemes + domains` it accepts (all, or a bit set), laid
    /// out for the matching path: the one place a route's sources are kept.
    package let routeSources: RouteSources
    package let matcher: CompiledMatcher
    /// The domains as bytes, without their `*`, for the fast path: `(bytes, isWildcard)`.
    let domainBytes: [(bytes: [UInt8], isWildcard: Bool)]
    /// Each route's query parameter names as bytes, for the fast path.
    let queryNameBytes: [[[UInt8]]]
    /// Whether each shape captures a parameter, so the fast path knows without copying the shape.
    let shapeCaptures: [Bool]
    /// Whether each route declares fragment parameters, a nested route, an encoded rest or a
    /// veto, which only the slow path reads.
    let slowPathOnly: [Bool]
    /// Whether each route's query can veto a URL, giving it up to the next route.
    package let yields: [Bool]
    /// Each route's index by name, for rules and bindings that name a route.
    package let routeIndex: [ExactText: Int]
    /// Each route's path, query and fragment parameter names, sorted: what its binding may read.
    @usableFromInline package let declaredParameters: [[String]]
    /// The route that takes web pages, if the table has one (docs/patterns.md, "Web pages").
    package let webPageRoute: Int?
    /// Whether that route lists domains whose links no other route takes.
    package let webPageDomainsListed: Bool
    /// The routes that take a URL only as a nested route's value, which a URL received directly
    /// passes by.
    package let nestedOnlyRoutes: [Int]

    package init(
        schemes: [String], domains: [String], webSchemes: [String] = [], limits: URLLimits, routes: [RouteDeclaration]
    ) throws(RouteTableError) {
        self.schemes = try (schemes + webSchemes).enumerated().map { (index, scheme) throws(RouteTableError) in
            try Self.validateScheme(scheme, index: index)
        }
        let lowered = self.schemes
        self.webSchemes = Array(lowered[schemes.count...])
        if let twice = lowered[schemes.count...].firstIndex(where: lowered[..<schemes.count].contains) {
            throw RouteTableError(
                code: .invalidScheme, location: .scheme(index: twice),
                reason:
                    "the scheme \"\(lowered[twice])\" is in both schemes and webSchemes; a scheme's URLs are read one way"
            )
        }
        self.domains = try domains.enumerated().map { (index, domain) throws(RouteTableError) in
            try Self.validateDomain(domain, index: index)
        }
        if let web = webSchemes.first, domains.isEmpty {
            throw RouteTableError(
                code: .invalidScheme, location: .scheme(index: schemes.count),
                reason:
                    "the scheme \"\(ASCII.lowercased(web))\" carries the web form, but the table has no domains for its hosts"
            )
        }
        guard limits.maximumLength >= 0, limits.maximumSegments >= 0 else {
            throw RouteTableError(
                code: .invalidLimits, location: .limits,
                reason:
                    "the limits must be at least 0 bytes and 0 segments, not \(limits.maximumLength) and \(limits.maximumSegments)"
            )
        }
        self.limits = limits
        self.routeNames = routes.map(\.name)

        var names: Set<String> = []
        names.reserveCapacity(routes.count)
        let entries = self.schemes + self.domains
        let schemeCount = self.schemes.count
        let webSchemeCount = webSchemes.count
        let compiled = try routes.enumerated().map { (index, declaration) throws(RouteTableError) in
            guard names.insert(declaration.name).inserted || !Self.isRouteName(declaration.name) else {
                throw RouteTableError(
                    code: .invalidRouteName, location: .route(index: index, name: declaration.name, field: .name),
                    reason: "the name is used by two routes")
            }
            return try CompiledRoute(
                declaration, index: index, entries: entries, schemeCount: schemeCount,
                webSchemeCount: webSchemeCount)
        }
        let patterns = compiled.map(\.patterns)
        let queryRules = compiled.map(\.queryRules)
        let sources = compiled.map(\.sources)
        var shapes: [RouteShape] = []
        shapes.reserveCapacity(compiled.reduce(0) { $0 + $1.shapes.count })
        for route in compiled { shapes += route.shapes }
        self.patterns = patterns
        self.queryRules = queryRules
        self.routeSources = RouteSources(
            sources.map { accepted in accepted.map { flags in SourceMask(entries: flags.indices.filter { flags[$0] }) }
            })
        // Sorted, then each name once: a route has a handful, which a set would hash for nothing.
        self.declaredParameters = compiled.map { route in
            let names = (route.patterns.flatMap(\.parameterNames) + route.queryRules.map(\.name)).sorted()
            var unique: [String] = []
            unique.reserveCapacity(names.count)
            for name in names where unique.last != name { unique.append(name) }
            return unique
        }
        self.routeIndex = Dictionary(uniqueKeysWithValues: routes.enumerated().map { (ExactText($1.name), $0) })
        let webPageRoutes = routes.indices.filter { routes[$0].takesWebPages }
        if webPageRoutes.count > 1 {
            let (first, second) = (routes[webPageRoutes[0]].name, routes[webPageRoutes[1]].name)
            throw RouteTableError(
                code: .duplicatePattern, location: .route(index: webPageRoutes[1], name: second, field: .name),
                reason: "routes \"\(first)\" and \"\(second)\" both take web pages; a table has one route for them")
        }
        self.webPageRoute = webPageRoutes.first
        self.webPageDomainsListed = webPageRoutes.first.map { routes[$0].sources != nil } ?? false
        self.nestedOnlyRoutes = routes.indices.filter { routes[$0].isNestedOnly }
        self.shapes = shapes
        self.domainBytes = self.domains.map { domain in
            domain.hasPrefix("*.") ? (Array(domain.utf8.dropFirst()), true) : (Array(domain.utf8), false)
        }
        self.queryNameBytes = queryRules.map { rules in rules.map { Array($0.name.utf8) } }
        self.shapeCaptures = shapes.map { $0.captures.contains { $0 != nil } }
        self.slowPathOnly = zip(routes, zip(queryRules, patterns)).map { route, pair in
            let (rules, patterns) = pair
            return rules.contains { $0.component == .fragment || $0.nests || $0.veto != nil || $0.keepsOthers }
                || patterns.contains(where: \.encodesRest) || route.isNestedOnly
        }
        let yields = queryRules.map { rules in rules.contains { $0.veto != nil } }
        self.yields = yields
        try Self.checkDuplicates(shapes, routes: routes, patterns: patterns, sources: sources, yields: yields)
        self.matcher = CompiledMatcher(shapes: shapes, routeNames: routes.map(\.name), yields: yields)
    }

    /// Whether route `index` accepts a URL that came from the given entries of `schemes + domains`.
    package func accepts(route index: Int, from entries: [Int]) -> Bool {
        SourceFilter(routes: routeSources, url: SourceMask(entries: entries)).accepts(route: index)
    }

    // MARK: Validation

    private static func validateScheme(_ scheme: String, index: Int) throws(RouteTableError) -> String {
        let lowered = ASCII.lowercased(scheme)
        guard let first = lowered.utf8.first, ASCII.isLetter(first), lowered.utf8.allSatisfy(ASCII.isSchemeCharacter)
        else {
            throw RouteTableError(
                code: .invalidScheme, location: .scheme(index: index),
                reason: "the scheme \"\(scheme)\" is not a letter followed by letters, digits, \"+\", \"-\" or \".\"")
        }
        guard lowered != "http", lowered != "https" else {
            throw RouteTableError(
                code: .invalidScheme, location: .scheme(index: index),
                reason:
                    "the scheme \"\(scheme)\" is for universal links and web pages; list the host in domains, or add a route that takes web pages"
            )
        }
        return lowered
    }

    private static func validateDomain(_ domain: String, index: Int) throws(RouteTableError) -> String {
        var host = Substring(ASCII.lowercased(domain))
        if host.hasPrefix("*.") { host = host.dropFirst(2) }
        if host.hasSuffix(".") { host = host.dropLast() }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        let isValid =
            !host.isEmpty
            && labels.allSatisfy { label in
                !label.isEmpty
                    && label.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen }
            }
        guard isValid, !labels.allSatisfy({ $0.utf8.allSatisfy(ASCII.isDigit) }) else {
            throw RouteTableError(
                code: .invalidDomain, location: .domain(index: index),
                reason: "the domain \"\(domain)\" is not a host name, or \"*.\" followed by one")
        }
        return ASCII.lowercased(domain).hasPrefix("*.") ? "*." + host : String(host)
    }

    static func isRouteName(_ name: String) -> Bool {
        guard let first = name.utf8.first, ASCII.isLetter(first) else { return false }
        return name.utf8.allSatisfy {
            ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "_") || $0 == ASCII.dot || $0 == ASCII.hyphen
        }
    }

    /// Two shapes with the same matchers and ending, from routes whose sources overlap, match the
    /// same URLs with the same priority: the table cannot choose, so it does not build, unless
    /// one of the routes vetoes some URLs and the other takes what it gives up.
    private static func checkDuplicates(
        _ shapes: [RouteShape],
        routes: [RouteDeclaration],
        patterns: [[RoutePattern]],
        sources: [[Bool]?],
        yields: [Bool]
    ) throws(RouteTableError) {
        var seen: [ShapeKey: [RouteShape]] = [:]
        seen.reserveCapacity(shapes.count)  // grown by doubling, it rehashed every key again
        // Whole patterns first, so that two identical patterns with an optional parameter are
        // reported as the same pattern, not as two that collide when the parameter is absent.
        let ordered =
            shapes.filter { $0.terminal != .optionalAbsent } + shapes.filter { $0.terminal == .optionalAbsent }
        for shape in ordered {
            let key = ShapeKey(matchers: shape.matchers, terminal: shape.endsInRest ? .end : shape.terminal)
            // A route that vetoes some URLs and one that takes what it gives up may share a shape.
            for other in seen[key, default: []]
            where overlap(sources[other.route], sources[shape.route]) && yields[other.route] == yields[shape.route] {
                func reference(_ shape: RouteShape) -> RouteTableError.PatternReference {
                    .init(
                        routeIndex: shape.route, routeName: routes[shape.route].name, index: shape.pattern,
                        text: patterns[shape.route][shape.pattern].text)
                }
                let (first, second) = (reference(other), reference(shape))
                let patternTexts = "\"\(first.text)\" and \"\(second.text)\" match the same URLs"
                let reason: String
                switch (other.route == shape.route, shape.terminal == .optionalAbsent) {
                case (true, false): reason = "the patterns \(patternTexts)"
                case (false, false): reason = "have the same pattern: \(patternTexts)"
                case (true, true): reason = "the patterns \(patternTexts) when their optional parameters are absent"
                case (false, true): reason = "overlap: \(patternTexts) when their optional parameters are absent"
                }
                throw RouteTableError(
                    code: .duplicatePattern, location: .patterns(first: first, second: second), reason: reason)
            }
            seen[key, default: []].append(shape)
        }
    }

    private static func overlap(_ lhs: [Bool]?, _ rhs: [Bool]?) -> Bool {
        guard let lhs, let rhs else { return true }
        return zip(lhs, rhs).contains { $0 && $1 }
    }
}

/// What makes two shapes indistinguishable to the matcher.
private struct ShapeKey: Hashable {
    var matchers: [SegmentMatcher]
    var terminal: SegmentRank
}
