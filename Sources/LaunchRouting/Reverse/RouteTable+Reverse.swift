extension RouteTable {
    /// The custom-scheme URL of a route, or `nil` if no route definition writes it.
    ///
    /// The first definition whose reverse closure returns parameters for `route` writes it, with
    /// its first path (or the first alias whose URL routes back to it, when another route shadows
    /// the first path). The scheme is the first of the table's that the route accepts, unless one is
    /// given. Query parameters are written in name order.
    ///
    /// ```swift
    /// table.url(for: .product(id: 42))                   // "shop://product/42"
    /// table.url(for: .search(query: "red shoes", page: 2)) // "shop://search?page=2&q=red%20shoes"
    /// ```
    ///
    /// Returns `nil` when a parameter is missing, is not of its declared type, or is a value no
    /// URL can carry (an empty string, `.` or `..` in a path segment, a control character, a URL
    /// past the table's size bounds), or when the route accepts none of the table's schemes.
    public func url(for route: Route, scheme: String? = nil) -> String? {
        guard let (index, parameters) = reverseParameters(of: route) else { return nil }
        let candidates = scheme.map { [ASCII.lowercased($0)] } ?? schemes
        guard let chosen = candidates.first(where: { entry in
            schemes.firstIndex(of: entry).map { accepts(route: index, from: [$0]) } ?? false
        }) else { return nil }
        return firstRoundTripping(index, parameters) { segments, query in
            var url = chosen + "://"
            for (offset, segment) in segments.enumerated() {
                if offset > 0 { url += "/" }
                url += PercentEncoding.encode(segment, as: offset == 0 ? .authority : .segment)
            }
            return url + query
        }
    }

    /// The universal link of a route, or `nil` if no route definition writes it.
    ///
    /// The host is the first of the table's domains that the route accepts and that is not a
    /// `*.` pattern, unless one is given; a given host may be any host name the table trusts for
    /// the route, and `nil` is returned for any other.
    ///
    /// ```swift
    /// table.universalLink(for: .product(id: 42))   // "https://shop.example.com/product/42"
    /// ```
    public func universalLink(for route: Route, host: String? = nil) -> String? {
        guard let (index, parameters) = reverseParameters(of: route) else { return nil }
        let chosen: String
        if let host {
            let lowered = ASCII.lowercased(host)
            let entries = core.domainEntries(forHost: lowered)
            guard lowered.utf8.allSatisfy({ ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen || $0 == ASCII.dot }),
                case .success(let url) = URLTokenizer.parse("https://\(lowered)/"), url.port == nil, !url.hostIsIPLiteral,
                url.host == lowered, !entries.isEmpty, accepts(route: index, from: entries)
            else { return nil }
            chosen = lowered
        } else {
            guard let offset = domains.indices.first(where: { offset in
                !domains[offset].hasPrefix("*.") && accepts(route: index, from: [schemes.count + offset])
            }) else { return nil }
            chosen = domains[offset]
        }
        return firstRoundTripping(index, parameters) { segments, query in
            let path = segments.map { "/" + PercentEncoding.encode($0, as: .segment) }.joined()
            return "https://" + chosen + (path.isEmpty ? "/" : path) + query
        }
    }

    /// The URL of the first of the route's paths that routes back to the same route and
    /// parameters, written by `write`; when none does (another route shadows every path), the
    /// first path's URL.
    ///
    /// Only an alias, a `*` or a case-insensitive literal can make the URL of a path route
    /// elsewhere, so the first candidate almost always answers.
    private func firstRoundTripping(
        _ index: Int,
        _ parameters: [String: ParameterValue],
        write: ([String], String) -> String
    ) -> String? {
        var expected = RouteMatch(name: definitions[index].name, parameters: parameters)
        for rule in queryRules[index] where parameters[rule.name] == nil {
            if case .defaulted(let value) = rule.arity { expected.parameters[rule.name] = value }
        }
        var first: String? = nil
        for patternIndex in patterns[index].indices {
            guard let (segments, query) = components(of: index, pattern: patternIndex, parameters) else { continue }
            let url = write(segments, query)
            let result = match(url)
            if case .success(expected) = result { return url }
            // A URL the table rejects (too long, too many segments, a control character) is none.
            if case .failure(let reason) = result, reason.code.isRejection { continue }
            first = first ?? url
        }
        return first
    }

    /// The first definition that writes `route`, and the parameters it gives.
    private func reverseParameters(of route: Route) -> (Int, [String: ParameterValue])? {
        for (index, definition) in definitions.enumerated() {
            if let parameters = definition.reverse(route) {
                return (index, parameters.compactMapValues { $0 })
            }
        }
        return nil
    }

    /// The decoded path segments and the encoded query (with its `?`) of a route's first path.
    private func components(of index: Int, pattern patternIndex: Int, _ parameters: [String: ParameterValue]) -> ([String], String)? {
        let pattern = patterns[index][patternIndex]
        let rules = queryRules[index]
        let known = Set(pattern.parameterNames + rules.map(\.name))
        guard parameters.keys.allSatisfy(known.contains) else { return nil }

        var segments: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                segments.append(pattern.isCaseInsensitive ? spelling(ofCaseInsensitive: text, at: segments.count) : text)
            case .wildcard:
                segments.append(wildcardPlaceholder)
            case .parameter(let name, let type, let isOptional):
                guard let value = parameters[name] else {
                    if isOptional { continue }
                    return nil
                }
                guard let text = written(value, as: type), !text.isEmpty, text != ".", text != ".." else { return nil }
                segments.append(text)
            case .rest(let name):
                guard let name else { continue }
                guard case .string(let value)? = parameters[name] else { return nil }
                let pieces = RestValue.split(value)
                guard !pieces.contains(where: { $0 == "." || $0 == ".." }) else { return nil }
                segments += pieces
            }
        }

        var items: [String] = []
        for rule in rules {
            guard let value = parameters[rule.name] else {
                if rule.arity == .required { return nil }
                continue
            }
            let values: [ParameterValue]
            if rule.arity == .repeated {
                guard case .list(let list) = value else { return nil }
                values = list
            } else {
                values = [value]
            }
            for value in values {
                guard let text = written(value, as: rule.type) else { return nil }
                items.append(PercentEncoding.encode(rule.name, as: .query) + "=" + PercentEncoding.encode(text, as: .query))
            }
        }
        return (segments, items.isEmpty ? "" : "?" + items.joined(separator: "&"))
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
    private var wildcardPlaceholder: String {
        let taken = exactTexts
        var placeholder = "_"
        while taken.contains(placeholder) { placeholder += "_" }
        return placeholder
    }

    /// The spelling of a case-insensitive literal that no case-sensitive literal at the same
    /// segment takes first: as written, lowercased or uppercased.
    private func spelling(ofCaseInsensitive text: String, at depth: Int) -> String {
        let taken = exactTexts(at: depth)
        let literal = text.lowercased()
        // Only spellings that fold back to the literal: `"ϐ".uppercased()` is `"Β"`, which
        // lower-cases to `"β"`, and a URL written with it would match nothing.
        return [text, literal, text.uppercased()].first { !taken.contains($0) && $0.lowercased().isByteEqual(to: literal) } ?? text
    }

    /// The text of a value, if it is of `type`.
    private func written(_ value: ParameterValue, as type: ParameterType) -> String? {
        switch (value, type) {
        case (.integer(let number), .int): return String(number)
        case (.uuid(let text), .uuid), (.string(let text), .uuid): return ParameterType.parseUUID(text)
        case (.string(let text), .string): return text
        case (.string(let text), .oneOf(let values)): return values.contains(where: { $0.isByteEqual(to: text) }) ? text : nil
        default: return nil
        }
    }
}

extension SegmentMatcher {
    /// The texts this matcher compares case-sensitively: a literal, or an enumeration's values.
    fileprivate var exactTexts: [String] {
        switch self {
        case .literal(let text): [text]
        case .typed(.oneOf(let values), _): values
        default: []
        }
    }
}
