extension RouteTable {
    /// The custom-scheme URL of a route, or `nil` if no route definition writes it.
    ///
    /// The first definition whose reverse closure returns parameters for `route` and that writes a
    /// URL that routes back writes it: when several routes are bound to one case, each on its own
    /// sources, the next is tried when one writes none. The
    /// URL is one that routes back to the same route and parameters: on the first of the table's
    /// schemes that the route accepts and where such a URL exists, with the route's first path
    /// that gives one (an alias only when another route takes the first path's URL). When the
    /// caller names a scheme, only that scheme is tried. Query parameters are written in name
    /// order, and so are fragment parameters, after a `#`.
    ///
    /// ```swift
    /// table.url(for: .product(id: 42))                   // "shop://product/42"
    /// table.url(for: .search(query: "red shoes", page: 2)) // "shop://search?page=2&q=red%20shoes"
    /// ```
    ///
    /// When every scheme's URL is shadowed (another route takes it and the table routes it there,
    /// which `launch-route lint` reports), the URL of the first path on the first scheme is
    /// returned all the same. Returns `nil` when a parameter is missing, is not of its declared
    /// type, or is a value no URL can carry (an empty string, `.` or `..` in a path segment, a
    /// control character, a URL past the table's size bounds), when the route has no paths (a
    /// destination only rules reach) or accepts none of the table's schemes, or when every URL it
    /// could write is rejected by the table (another route
    /// takes it and rejects it, for a repeated parameter it takes once).
    ///
    /// A web scheme's URL carries the web form, on the host ``universalLink(for:host:)`` would
    /// choose: `ksr://www.kickstarter.com/discover`.
    ///
    /// A route that takes web pages writes its page, when the table sends that page to it, and
    /// only when no scheme is named.
    public func url(for route: Route, scheme: String? = nil) -> String? {
        firstWritten(for: route) { index, parameters in
            if index == core.webPageRoute {
                // The page itself, when the table sends it to this route: a page of a foreign origin,
                // or a link no route takes of a domain the route lists.
                guard scheme == nil, case .string(let page)? = parameters[CompiledRoute.webPageParameter]?.kind,
                    case .success(let found) = core.locate(page, webOnly: false), found.route == index
                else { return nil }
                return .routesBack(page)
            }
            return firstRoundTripping(index, parameters, on: origins(route: index, scheme: scheme))
        }
    }

    /// The universal link of a route, or `nil` if no route definition writes it.
    ///
    /// The host is the first of the table's domains that the route accepts, that is not a `*.`
    /// pattern, and where the link routes back to the same route and parameters, unless one is
    /// given; a given host may be any host name the table trusts for the route, in any case and
    /// with or without one trailing dot, and `nil` is returned for any other. Paths, shadows and `nil` are as for ``url(for:scheme:)``.
    ///
    /// ```swift
    /// table.universalLink(for: .product(id: 42))   // "https://shop.example.com/product/42"
    /// ```
    public func universalLink(for route: Route, host: String? = nil) -> String? {
        // Spelled as routing reads a host: any case, and one trailing dot dropped.
        let lowered = host.map { ASCII.lowercased($0.hasSuffix(".") ? String($0.dropLast()) : $0) }
        if let lowered {
            guard
                lowered.utf8.allSatisfy({
                    ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen || $0 == ASCII.dot
                }),
                case .success(let url) = URLTokenizer.parse("https://\(lowered)/"), url.port == nil,
                !url.hostIsIPLiteral, url.host == lowered, !core.domainEntries(forHost: lowered).isEmpty
            else { return nil }
        }
        return firstWritten(for: route) { index, parameters in
            let nestedOnly = core.nestedOnlyRoutes.contains(index)
            let hosts: [String]
            if let lowered {
                guard nestedOnly || accepts(route: index, from: core.domainEntries(forHost: lowered)) else {
                    return nil
                }
                hosts = [lowered]
            } else {
                hosts = self.hosts(route: index)
            }
            return firstRoundTripping(index, parameters, on: hosts.map { "https://" + $0 })
        }
    }

    /// A URL reverse routing wrote: one that routes back to the value, or one another route
    /// shadows (written only when no definition of the value writes one that routes back).
    enum WrittenURL {
        case routesBack(String)
        case shadowed(String)

        var url: String {
            switch self {
            case .routesBack(let url), .shadowed(let url): url
            }
        }
    }

    /// The first URL that routes back written by `write` for a definition that writes `route`,
    /// trying each such definition in the table's order (several routes may be bound to one case,
    /// each on its own sources); else the first shadowed one.
    ///
    /// When the definitions up to the one named like the route all take only routes of their own
    /// name (`RouteDefinition.reversesByName`), none before it takes this one, so it is the first:
    /// found by name, not by trying each in turn. The definitions after it are asked only when it
    /// writes no URL that routes back.
    private func firstWritten(
        for route: Route, _ write: (Int, [String: ParameterValue]) -> WrittenURL?
    ) -> String? {
        var shadowed: String? = nil
        var next = 0
        if let name = RouteDefinition<Route>.name(of: route), let index = core.routeIndex[ExactText(name)],
            index < keyedPrefix
        {
            next = index
        }
        while next < definitions.count {
            let index = next
            next += 1
            guard let parameters = definitions[index].reverse(route) else { continue }
            switch write(index, parameters.compactMapValues { $0 }) {
            case .routesBack(let url)?: return url
            case .shadowed(let url)?: shadowed = shadowed ?? url
            case nil: break
            }
        }
        return shadowed
    }

    /// The first URL that routes back to the same route and parameters, written by ``written(_:_:_:)`` for
    /// one spelling (``Spelling``, the canonical one first) of the route's case-insensitive
    /// literals and typed path parameters, one of `origins` (`shop://`, whose first segment is
    /// the authority, or a scheme and a host, `https://shop.example.com`) and one of the route's
    /// paths, each in order; when none does, the first written URL that the table does not reject
    /// (another route shadows it).
    ///
    /// Every origin is tried because a route that shares a path with a route limited to some
    /// sources is reached only on the others; every spelling, because a literal or an enumeration
    /// of another route may take one spelling and not the next (`2` is `(1|2)`'s, `02` only the
    /// `int`'s). A canonical spelling on any origin comes before another spelling on the first.
    /// The first candidate almost always answers.
    func firstRoundTripping(
        _ index: Int,
        _ parameters: [String: ParameterValue],
        on origins: [String]
    ) -> WrittenURL? {
        // What the written URL must route to: defaults filled in, and an empty list left out, as
        // the matcher leaves out a repeated parameter that is absent.
        var expected = RouteMatch(name: definitions[index].name, parameters: parameters)
        for rule in queryRules[index] {
            switch (rule.arity, parameters[rule.name]?.kind) {
            case (.defaulted(let value), nil): expected.parameters[rule.name] = value
            case (.repeated, .list(let values)?) where values.isEmpty: expected.parameters[rule.name] = nil
            default: break
            }
        }
        if core.nestedOnlyRoutes.contains(index) {
            return throughForwarder(index, parameters, expected, on: origins).map { .routesBack($0) }
        }
        let spellings = Spelling.candidates(for: patterns[index])
        var shadowed: String? = nil
        var tried: Set<String> = []
        for spelling in spellings {
            // The same for every source: written once per spelling.
            let paths = patterns[index].indices.compactMap {
                components(of: index, pattern: $0, parameters, spelling: spelling)
            }
            for origin in origins {
                for (segments, query) in paths {
                    let url = Self.written(origin, segments, query)
                    guard tried.insert(url).inserted else { continue }
                    let result = match(url)
                    if case .success(expected) = result { return .routesBack(url) }
                    // A route that forwards: its URL reaches the nested route, through it.
                    if case .success(let found) = result, found.outerRoutes.first == expected {
                        return .routesBack(url)
                    }
                    // A URL the table rejects (too long, too many segments, a control character,
                    // a parameter repeated for the route that takes it) is none.
                    if case .failure(let reason) = result, reason.code.isRejection { continue }
                    shadowed = shadowed ?? url
                }
            }
        }
        return shadowed.map { .shadowed($0) }
    }

    /// The decoded path segments, then the encoded query (with its `?`) and fragment (with its
    /// `#`), of one of a route's paths.
    func components(
        of index: Int,
        pattern patternIndex: Int,
        _ parameters: [String: ParameterValue],
        spelling: Spelling
    ) -> ([String], String)? {
        let pattern = patterns[index][patternIndex]
        let rules = queryRules[index]
        let known = Set(pattern.parameterNames + rules.map(\.name))
        guard parameters.keys.allSatisfy(known.contains) else { return nil }

        var segments: [String] = []
        var restQuery: String? = nil
        var restFragment: String? = nil
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                segments.append(pattern.isCaseInsensitive ? spelled(text, spelling.literals, at: segments.count) : text)
            case .wildcard:
                segments.append(wildcardPlaceholder)
            case .parameter(let name, let type, let isOptional):
                guard let value = parameters[name] else {
                    if isOptional { continue }
                    return nil
                }
                guard let text = written(value, as: type).map({ spelling.values.spell($0, as: type) }), !text.isEmpty,
                    text != ".", text != ".."
                else { return nil }
                segments.append(text)
            case .rest(let name):
                guard let name else {
                    // Any rest routes back: none, or one placeholder when another route takes none.
                    if spelling.fillsUnnamedRest { segments.append(wildcardPlaceholder) }
                    continue
                }
                guard case .string(let value)? = parameters[name]?.kind else { return nil }
                if pattern.encodesRest {
                    // Path and query, encoded: read back as the tokenizer reads a URL; and the
                    // fragment, kept as it is, for `**name(encoded#)`.
                    var value = value[...]
                    if pattern.keepsFragment, let hash = value.utf8.firstIndex(of: ASCII.hash) {
                        let fragment = String(value[value.index(after: hash)...])
                        guard !fragment.isEmpty, RestValue.fragment(fragment) == fragment else { return nil }
                        restFragment = fragment
                        value = value[..<hash]
                    }
                    guard let (pieces, query) = RestValue.decoded(String(value)) else { return nil }
                    segments += pieces
                    restQuery = query
                    continue
                }
                let pieces = RestValue.split(value)
                guard !pieces.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
                segments += pieces
            }
        }

        guard var query = encodedItems(rules.filter { $0.component == .query }, parameters),
            let fragment = encodedFragment(rules.filter { $0.component == .fragment }, parameters)
        else { return nil }
        if let restQuery { query = restQuery }
        let kept = restFragment ?? fragment
        return (segments, (query.isEmpty ? "" : "?" + query) + (kept.isEmpty ? "" : "#" + kept))
    }

    /// The fragment: its items, or the whole fragment when it is a nested route (as written, or
    /// encoded once whole, every delimiter escaped, for `.encodedRoute`).
    private func encodedFragment(_ rules: [QueryRule], _ parameters: [String: ParameterValue]) -> String? {
        guard let whole = rules.first(where: \.isWholeFragment) else { return encodedItems(rules, parameters) }
        switch parameters[whole.name]?.kind {
        case nil: return ""
        case .string(let text)?: return PercentEncoding.encode(text, as: whole.decodesOnce ? .query : .fragment)
        default: return nil
        }
    }

    /// The items of `rules` that `parameters` give, encoded and joined by `&`, in the rules'
    /// order (by name); `nil` when a required one is missing or a value is not of its type.
    private func encodedItems(_ rules: [QueryRule], _ parameters: [String: ParameterValue]) -> String? {
        var items: [String] = []
        for rule in rules where !rule.keepsOthers {
            // A required value is written as required; the route value never carries it.
            if let required = rule.requiredValue {
                if let value = parameters[rule.name], value != .string(required) { return nil }
                items.append(
                    PercentEncoding.encode(rule.name, as: .query) + "=" + PercentEncoding.encode(required, as: .query))
                continue
            }
            guard let value = parameters[rule.name] else {
                if rule.arity == .required { return nil }
                continue
            }
            let values: [ParameterValue]
            if rule.arity == .repeated {
                guard case .list(let list) = value.kind else { return nil }
                values = list
            } else {
                values = [value]
            }
            for value in values {
                guard let text = written(value, as: rule.type) else { return nil }
                items.append(
                    PercentEncoding.encode(rule.name, as: .query) + "=" + PercentEncoding.encode(text, as: .query))
            }
        }
        // The other items after the route's own, in their order; one the route names would be read
        // as that parameter, so no URL carries it as another.
        if let others = rules.first(where: \.keepsOthers), let value = parameters[others.name] {
            guard case .list(let pairs) = value.kind else { return nil }
            for pair in pairs {
                guard let item = QueryItem(parameterValue: pair),
                    !rules.contains(where: { !$0.keepsOthers && $0.name == item.name })
                else { return nil }
                items.append(
                    PercentEncoding.encode(item.name, as: .query) + "=" + PercentEncoding.encode(item.value, as: .query)
                )
            }
        }
        return items.joined(separator: "&")
    }

    /// Every literal and enumerated value the table compares case-sensitively: the texts a written
    /// placeholder or case-insensitive literal must avoid, lest a better route take the URL.
    private var exactTexts: Set<String> {
        var texts: Set<String> = []
        for shape in shapes {
            for matcher in shape.matchers {
                texts.formUnion(matcher.exactTexts)
            }
        }
        return texts
    }

    /// ``exactTexts`` at one segment of the path: only these compete with a literal there.
    private func exactTexts(at depth: Int) -> Set<String> {
        var texts: Set<String> = []
        for shape in shapes where depth < shape.matchers.count {
            texts.formUnion(shape.matchers[depth].exactTexts)
        }
        return texts
    }

    /// What a `*` is written as: `_`, or more underscores if a route has `_` as a literal.
    var wildcardPlaceholder: String {
        let taken = exactTexts
        var placeholder = "_"
        while taken.contains(placeholder) { placeholder += "_" }
        return placeholder
    }

    /// A case-insensitive literal as `spelling` writes it. Only spellings that fold back to the
    /// literal are used: `"ϐ".uppercased()` is `"Β"`, which lower-cases to `"β"`, and a URL written
    /// with it would match nothing; such a spelling falls back to the literal as written.
    private func spelled(_ text: String, _ spelling: CaseSpelling, at depth: Int) -> String {
        let literal = text.lowercased()
        let foldsBack = { (candidate: String) in candidate.lowercased().isByteEqual(to: literal) }
        switch spelling {
        case .avoidingExactLiterals:
            // The first spelling that no case-sensitive literal at the same segment takes first.
            let taken = exactTexts(at: depth)
            return [text, literal, text.uppercased()].first { !taken.contains($0) && foldsBack($0) } ?? text
        case .asWritten: return text
        case .lowercased: return literal
        case .uppercased: return foldsBack(text.uppercased()) ? text.uppercased() : text
        }
    }

    /// The text of a value, if it is of `type`.
    private func written(_ value: ParameterValue, as type: ParameterType) -> String? {
        switch (value.kind, type.kind) {
        case (.integer(let number), .int): return String(number)
        case (.uuid(let text), .uuid), (.string(let text), .uuid): return ParameterType.parseUUID(text)
        case (.string(let text), .string): return text
        case (.string(let text), .oneOf(let values)):
            return values.contains(where: { $0.isByteEqual(to: text) }) ? text : nil
        // The value as listed, or `true` or `false`: what the matcher reports.
        case (.string(let text), .oneOfIgnoringCase(let values)):
            return values.contains(where: { $0.isByteEqual(to: text) }) ? text : nil
        case (.string(let text), .bool):
            return text == "true" || text == "false" ? text : nil
        case (.string(let text), .url), (.string(let text), .sigil):
            return type.value(of: text) == nil ? nil : text
        default: return nil
        }
    }
}

extension SegmentMatcher {
    /// The texts this matcher compares case-sensitively: a literal, or an enumeration's values.
    fileprivate var exactTexts: [String] {
        switch self {
        case .literal(let text): [text]
        case .typed(let type, _): if case .oneOf(let values) = type.kind { values } else { [] }
        default: []
        }
    }
}
