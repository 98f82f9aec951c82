extension CompiledTable {
    /// The match of a tokenized URL, by the compiled matcher or by the reference one.
    func match(_ parsed: Result<ParsedURL, OutcomeReason>, webOnly: Bool, compiled: Bool) -> Result<(route: Int, match: RouteMatch), OutcomeReason> {
        let url: ParsedURL
        switch parsed {
        case .failure(let reason): return .failure(reason)
        case .success(let value): url = value
        }
        let sources: SourceMask
        switch sourceEntries(of: url, webOnly: webOnly) {
        case .failure(let reason): return .failure(reason)
        case .success(let value): sources = value
        }
        if let dot = url.firstDotSegment {
            return .failure(
                OutcomeReason(
                    code: .dotSegment,
                    message: "the path segment \"\(url.segments[dot])\" is a dot segment",
                    position: url.segmentPositions[dot]
                ))
        }
        if url.segments.count > limits.maximumSegments {
            return .failure(
                OutcomeReason(
                    code: .tooManySegments,
                    message: "the URL has \(url.segments.count) path segments; the limit is \(limits.maximumSegments)",
                    position: url.segmentPositions[limits.maximumSegments]
                ))
        }
        let filter = SourceFilter(routes: routeSources, url: sources)
        let best = compiled ? matcher.match(url.segments, accepting: filter) : referenceShape(url.segments, filter)
        guard let index = best else {
            return .failure(compiled ? compiledNoMatch(url, filter) : noMatch(url, filter))
        }
        let shape = shapes[index]
        return parameters(of: shape, url).map { (shape.route, RouteMatch(name: routeNames[shape.route], entries: $0)) }
    }

    /// Which entries of `schemes + domains` the URL comes from, or why it comes from none.
    private func sourceEntries(of url: ParsedURL, webOnly: Bool) -> Result<SourceMask, OutcomeReason> {
        if webOnly, url.scheme != "https" {
            return .failure(
                OutcomeReason(code: .unknownScheme, message: "a universal link is https, not \"\(url.scheme)\"", position: 0))
        }
        if !url.isWeb {
            guard let index = schemes.firstIndex(of: url.scheme) else {
                let listed = schemes.isEmpty ? "the table declares none" : "the table's are " + schemes.joined(separator: ", ")
                return .failure(
                    OutcomeReason(code: .unknownScheme, message: "the scheme \"\(url.scheme)\" is not one of the table's schemes; \(listed)", position: 0))
            }
            var mask = SourceMask()
            mask.insert(index)
            return .success(mask)
        }
        guard url.scheme == "https" else {
            return .failure(OutcomeReason(code: .unknownScheme, message: "the scheme \"http\" is not accepted; universal links are https", position: 0))
        }
        let position = url.authorityPosition
        guard let host = url.host, !host.isEmpty else {
            return .failure(OutcomeReason(code: .untrustedHost, message: "the URL has no host", position: position))
        }
        if url.hostIsIPLiteral {
            return .failure(OutcomeReason(code: .untrustedHost, message: "the host \"\(host)\" is an IP address, which is never trusted", position: position))
        }
        if let port = url.port {
            return .failure(OutcomeReason(code: .untrustedHost, message: "the port \":\(port)\" is not accepted; only the default port is", position: position))
        }
        let entries = domainMask(forHost: host)
        guard !entries.isEmpty else {
            return .failure(OutcomeReason(code: .untrustedHost, message: "the host \"\(host)\" is not one of the table's domains", position: position))
        }
        return .success(entries)
    }

    /// The entries of `schemes + domains` that a lowercased host matches: equal to a domain, or a
    /// subdomain at any depth of a `*.` one, never its apex.
    package func domainEntries(forHost host: String) -> [Int] {
        guard Self.isHostName(host) else { return [] }
        return domains.indices.filter { Self.hostName(host, matches: domains[$0]) }.map { schemes.count + $0 }
    }

    /// ``domainEntries(forHost:)`` as a bit set, without allocating for small tables.
    private func domainMask(forHost host: String) -> SourceMask {
        var mask = SourceMask()
        guard Self.isHostName(host) else { return mask }
        for offset in domains.indices where Self.hostName(host, matches: domains[offset]) {
            mask.insert(schemes.count + offset)
        }
        return mask
    }

    /// Only a host name (letters, digits, hyphens and dots) matches a domain, so
    /// `*.shop.example.com` as a host matches no `*.` domain. Checked once per host, not once per
    /// domain: a table of many domains would otherwise read the host once for each.
    private static func isHostName(_ host: String) -> Bool {
        host.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen || $0 == ASCII.dot }
    }

    /// Whether a host name matches `domain`, byte for byte: a host is never Unicode-normalised.
    private static func hostName(_ host: String, matches domain: String) -> Bool {
        guard domain.utf8.first == UInt8(ascii: "*") else { return host.isByteEqual(to: domain) }
        let suffix = domain.utf8.dropFirst()
        return host.utf8.count > suffix.count && host.utf8.suffix(suffix.count).elementsEqual(suffix)
    }

    /// The slow oracle: every shape of every route, ranked by the priority rule.
    private func referenceShape(_ segments: [String], _ filter: SourceFilter) -> Int? {
        var best: (key: [SegmentRank], shape: RouteShape, index: Int)? = nil
        for (index, shape) in shapes.enumerated() where filter.accepts(route: shape.route) && shape.matches(segments) {
            guard let key = shape.key(forSegmentCount: segments.count) else { continue }
            if let current = best {
                let name = routeNames[shape.route]
                let currentName = routeNames[current.shape.route]
                let isBetter =
                    key.lexicographicallyPrecedes(current.key)
                    || (key == current.key && (name, shape.pattern) < (currentName, current.shape.pattern))
                if !isBetter { continue }
            }
            best = (key, shape, index)
        }
        return best?.index
    }

    /// Why nothing matched: a route that would match but for a parameter's type is named, so the
    /// reason says which segment to fix; otherwise no route takes the path at all.
    private func noMatch(_ url: ParsedURL, _ filter: SourceFilter) -> OutcomeReason {
        var best: (key: [SegmentRank], shape: RouteShape, failing: Int)? = nil
        for shape in shapes where filter.accepts(route: shape.route) {
            guard let key = shape.key(forSegmentCount: url.segments.count) else { continue }
            var failing: Int? = nil
            var fitsOtherwise = true
            for (index, matcher) in shape.matchers.enumerated() where matcher != .rest && !matcher.accepts(url.segments[index]) {
                guard case .typed = matcher else {
                    fitsOtherwise = false
                    break
                }
                failing = failing ?? index
            }
            guard fitsOtherwise, let failing else { continue }
            let name = routeNames[shape.route]
            if let current = best,
                !(key.lexicographicallyPrecedes(current.key)
                    || (key == current.key && (name, shape.pattern) < (routeNames[current.shape.route], current.shape.pattern)))
            {
                continue
            }
            best = (key, shape, failing)
        }
        return noMatchReason(url.segments, url.segmentPositions, best.map { ($0.shape, $0.failing) })
    }

    /// ``noMatch(_:_:)`` by a relaxed walk of the trie instead of a scan of every shape.
    private func compiledNoMatch(_ url: ParsedURL, _ filter: SourceFilter) -> OutcomeReason {
        noMatchReason(url.segments, url.segmentPositions, matcher.closestTypedMiss(url.segments, accepting: filter).map { (shapes[$0.shape], $0.depth) })
    }

    /// The reason nothing matched decoded `segments` at `positions`, given the closest shape that
    /// failed only on a typed parameter, if any.
    func noMatchReason(_ segments: [String], _ positions: [Int], _ closest: (shape: RouteShape, failing: Int)?) -> OutcomeReason {
        var length = 0
        for segment in segments { length += segment.utf8.count + 1 }
        return noMatchReason(count: segments.count, length: length, segment: { segments[$0] }, position: { positions[$0] }, closest)
    }

    /// ``noMatchReason(_:_:_:)`` with the segments given one by one: a miss is a quarter of the
    /// traffic a router sees, so its message is built in one buffer rather than by joining.
    func noMatchReason(
        count: Int,
        length: Int,
        segment: (Int) -> String,
        position: (Int) -> Int,
        _ closest: (shape: RouteShape, failing: Int)?
    ) -> OutcomeReason {
        var message = "no route matches the path \""
        message.reserveCapacity(message.utf8.count + length + 128)
        if count == 0 { message += "/" }
        for index in 0..<count {
            message += "/"
            message += segment(index)
        }
        message += "\""
        guard let (shape, failing) = closest, let capture = shape.captures[failing], case .typed(let type, _) = shape.matchers[failing] else {
            return OutcomeReason(code: .noMatchingRoute, message: message)
        }
        message += "; \""
        message += segment(failing)
        message += "\" is not a valid "
        message += type.description
        message += " for the parameter \""
        message += capture
        message += "\" of route \""
        message += routeNames[shape.route]
        message += "\""
        return OutcomeReason(code: .invalidParameter, message: message, position: position(failing))
    }

    /// The typed path and query parameters of the best shape, or why the query does not fit it.
    private func parameters(of shape: RouteShape, _ url: ParsedURL) -> Result<[ParameterEntry], OutcomeReason> {
        var parameters = pathParameters(of: shape, count: url.segments.count) { url.segments[$0] }
        if let fault = queryParameters(of: shape.route, url.queryItems, into: &parameters) { return .failure(fault) }
        return .success(parameters)
    }

    /// The typed path parameters a shape captures from decoded segments.
    /// `segment` gives the decoded segment at an index, of `count`; only captured ones are asked for.
    func pathParameters(of shape: RouteShape, count: Int, segment: (Int) -> String) -> [ParameterEntry] {
        var parameters: [ParameterEntry] = []
        parameters.reserveCapacity(shape.captures.count + queryRules[shape.route].count)
        for (index, matcher) in shape.matchers.enumerated() {
            guard let name = shape.captures[index] else { continue }
            switch matcher {
            case .rest:
                parameters.append(ParameterEntry(name: name, value: .string(RestValue.join((index..<count).map(segment)[...]))))
            case .typed(let type, _):
                if let value = type.value(of: segment(index)) { parameters.append(ParameterEntry(name: name, value: value)) }
            default:
                break
            }
        }
        return parameters
    }

    /// Adds a route's query parameters from the decoded items, or says why the query does not fit.
    func queryParameters(of route: Int, _ queryItems: [ParsedURL.QueryItem], into parameters: inout [ParameterEntry]) -> OutcomeReason? {
        let rules = queryRules[route]
        guard !rules.isEmpty else { return nil }
        let name = routeNames[route]
        // A repeated single-valued parameter is pollution: rejected before anything else is judged.
        for rule in rules where rule.arity != .repeated {
            var count = 0
            var second = 0
            for item in queryItems where item.name.isByteEqual(to: rule.name) {
                count += 1
                if count == 2 { second = item.position }
            }
            if count > 1 {
                return OutcomeReason(
                    code: .duplicateParameter,
                    message: "the query parameter \"\(rule.name)\" appears \(count) times; route \"\(name)\" takes one value",
                    position: second
                )
            }
        }
        for rule in rules {
            var values: [ParameterValue] = []
            var found = false
            for item in queryItems where item.name.isByteEqual(to: rule.name) {
                guard let value = rule.type.value(of: item.value) else {
                    return OutcomeReason(
                        code: .invalidParameter,
                        message: "the query parameter \"\(rule.name)\" of route \"\(name)\" must be a valid \(rule.type), not \"\(item.value)\"",
                        position: item.position
                    )
                }
                if rule.arity != .repeated {
                    parameters.append(ParameterEntry(name: rule.name, value: value))
                    found = true
                    break
                }
                values.append(value)
            }
            if rule.arity == .repeated {
                if !values.isEmpty { parameters.append(ParameterEntry(name: rule.name, value: .list(values))) }
            } else if !found {
                switch rule.arity {
                case .required:
                    return OutcomeReason(code: .missingParameter, message: "route \"\(name)\" requires the query parameter \"\(rule.name)\"")
                case .defaulted(let value):
                    parameters.append(ParameterEntry(name: rule.name, value: value))
                case .optional, .repeated:
                    break
                }
            }
        }
        return nil
    }
}
