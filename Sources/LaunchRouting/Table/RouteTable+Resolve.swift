extension RouteTable {
    /// Resolves a URL to the app's route, or to the reason it does not route.
    ///
    /// The URL may use one of the table's schemes (`shop://product/42`) or be https on one of its
    /// domains (`https://shop.example.com/product/42`): SwiftUI's `onOpenURL` delivers both kinds.
    ///
    /// ```swift
    /// table.resolve("shop://product/42")     // .routed(.product(id: 42))
    /// table.resolve("shop://product/abc")    // .unmatched(invalidParameter)
    /// table.resolve("shop://product/../x")   // .rejected(dotSegment)
    /// ```
    public func resolve(_ url: String) -> RouteOutcome<Route> {
        var url = url
        return url.withUTF8 { bytes in
            if let (route, match) = fastMatch(bytes, webOnly: false) { return bind(match, route: route) }
            return bind(match(URLTokenizer.parse(bytes: bytes, limits: limits), webOnly: false, compiled: true))
        }
    }

    /// Resolves the web page URL of a browsing-web activity: a universal link, https only.
    ///
    /// ```swift
    /// table.resolve(webpageURL: "https://shop.example.com/product/42")   // .routed(.product(id: 42))
    /// table.resolve(webpageURL: "shop://product/42")                     // .unmatched(unknownScheme)
    /// ```
    public func resolve(webpageURL url: String) -> RouteOutcome<Route> {
        var url = url
        return url.withUTF8 { bytes in
            if let (route, match) = fastMatch(bytes, webOnly: true) { return bind(match, route: route) }
            return bind(match(URLTokenizer.parse(bytes: bytes, limits: limits), webOnly: true, compiled: true))
        }
    }

    /// The pattern match of a URL before the app's binding, or the reason there is none.
    public func match(_ url: String) -> Result<RouteMatch, OutcomeReason> {
        var url = url
        return url.withUTF8 { bytes in
            if let (_, match) = fastMatch(bytes, webOnly: false) { return .success(match) }
            return match(URLTokenizer.parse(bytes: bytes, limits: limits), webOnly: false, compiled: true)
        }
    }

    /// The pattern match of a universal link before the app's binding, or the reason there is none.
    public func match(webpageURL url: String) -> Result<RouteMatch, OutcomeReason> {
        var url = url
        return url.withUTF8 { bytes in
            if let (_, match) = fastMatch(bytes, webOnly: true) { return .success(match) }
            return match(URLTokenizer.parse(bytes: bytes, limits: limits), webOnly: true, compiled: true)
        }
    }

    /// The match found by the slow reference matcher, which tries every route and ranks them by the
    /// priority rule: the oracle the compiled matcher is tested against.
    package func referenceMatch(_ url: String) -> Result<RouteMatch, OutcomeReason> {
        match(URLTokenizer.parse(url, limits: limits), webOnly: false, compiled: false)
    }

    /// The outcome of raw bytes, which need not be UTF-8: for fuzzing and for inputs read from files.
    package func resolve(bytes: some Collection<UInt8>) -> RouteOutcome<Route> {
        bind(match(bytes: bytes))
    }

    /// The match of raw bytes by the compiled matcher, or by the reference matcher when asked.
    package func match(bytes: some Collection<UInt8>, usingReference: Bool = false) -> Result<RouteMatch, OutcomeReason> {
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<RouteMatch, OutcomeReason> in
            if !usingReference, let (_, match) = self.fastMatch(buffer, webOnly: false) { return .success(match) }
            return self.match(URLTokenizer.parse(bytes: buffer, limits: self.limits), webOnly: false, compiled: !usingReference)
        }
        if let result = bytes.withContiguousStorageIfAvailable(body) { return result }
        return Array(bytes).withUnsafeBufferPointer(body)
    }

    /// Runs the binding of route `route` on its match.
    @inline(__always)
    func bind(_ match: RouteMatch, route index: Int) -> RouteOutcome<Route> {
        do {
            if let route = try definitions[index].bind(match) { return .routed(route) }
            return .unmatched(OutcomeReason(code: .bindingDeclined, message: "the binding of route \"\(match.name)\" declined \(match)"))
        } catch let reason as OutcomeReason {
            return .unmatched(OutcomeReason(code: .bindingDeclined, message: reason.message))
        } catch {
            return .unmatched(OutcomeReason(code: .bindingDeclined, message: "the binding of route \"\(match.name)\" threw: \(error)"))
        }
    }

    /// Runs the app's binding on a match.
    package func bind(_ result: Result<RouteMatch, OutcomeReason>) -> RouteOutcome<Route> {
        switch result {
        case .failure(let reason):
            return RouteOutcome(failure: reason)
        case .success(let match):
            guard let index = routeIndex[ExactText(match.name)] else {
                return .unmatched(OutcomeReason(code: .noMatchingRoute, message: "no route is named \"\(match.name)\""))
            }
            return bind(match, route: index)
        }
    }

    private func match(_ parsed: Result<ParsedURL, OutcomeReason>, webOnly: Bool, compiled: Bool) -> Result<RouteMatch, OutcomeReason> {
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
        let filter = SourceFilter(routeMasks: sourceMasks, url: sources)
        let best = compiled ? matcher.match(url.segments, accepting: filter) : referenceShape(url.segments, filter)
        guard let index = best else {
            return .failure(compiled ? compiledNoMatch(url, filter) : noMatch(url, filter))
        }
        let shape = shapes[index]
        return parameters(of: shape, url).map { RouteMatch(name: definitions[shape.route].name, parameters: $0) }
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
        domains.indices.filter { Self.host(host, matches: domains[$0]) }.map { schemes.count + $0 }
    }

    /// ``domainEntries(forHost:)`` as a bit set, without allocating for small tables.
    private func domainMask(forHost host: String) -> SourceMask {
        var mask = SourceMask()
        for offset in domains.indices where Self.host(host, matches: domains[offset]) {
            mask.insert(schemes.count + offset)
        }
        return mask
    }

    /// Byte for byte: a host is never Unicode-normalised. Only a host name (letters, digits,
    /// hyphens and dots) matches, so `*.shop.example.com` as a host matches no `*.` domain.
    private static func host(_ host: String, matches domain: String) -> Bool {
        guard host.utf8.allSatisfy({ ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen || $0 == ASCII.dot }) else { return false }
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
                let name = definitions[shape.route].name
                let currentName = definitions[current.shape.route].name
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
            let name = definitions[shape.route].name
            if let current = best,
                !(key.lexicographicallyPrecedes(current.key)
                    || (key == current.key && (name, shape.pattern) < (definitions[current.shape.route].name, current.shape.pattern)))
            {
                continue
            }
            best = (key, shape, failing)
        }
        return noMatchReason(url, best.map { ($0.shape, $0.failing) })
    }

    /// ``noMatch(_:_:)`` by a relaxed walk of the trie instead of a scan of every shape.
    private func compiledNoMatch(_ url: ParsedURL, _ filter: SourceFilter) -> OutcomeReason {
        noMatchReason(url, matcher.closestTypedMiss(url.segments, accepting: filter).map { (shapes[$0.shape], $0.depth) })
    }

    private func noMatchReason(_ url: ParsedURL, _ closest: (shape: RouteShape, failing: Int)?) -> OutcomeReason {
        let path = "/" + url.segments.joined(separator: "/")
        guard let (shape, failing) = closest, let capture = shape.captures[failing], case .typed(let type, _) = shape.matchers[failing] else {
            return OutcomeReason(code: .noMatchingRoute, message: "no route matches the path \"\(path)\"")
        }
        return OutcomeReason(
            code: .invalidParameter,
            message: "no route matches the path \"\(path)\"; \"\(url.segments[failing])\" is not a valid \(type) for the parameter \"\(capture)\" of route \"\(definitions[shape.route].name)\"",
            position: url.segmentPositions[failing]
        )
    }

    /// The typed path and query parameters of the best shape, or why the query does not fit it.
    private func parameters(of shape: RouteShape, _ url: ParsedURL) -> Result<[String: ParameterValue], OutcomeReason> {
        var parameters = pathParameters(of: shape, url.segments)
        if let fault = queryParameters(of: shape.route, url.queryItems, into: &parameters) { return .failure(fault) }
        return .success(parameters)
    }

    /// The typed path parameters a shape captures from decoded segments.
    func pathParameters(of shape: RouteShape, _ segments: [String]) -> [String: ParameterValue] {
        var parameters: [String: ParameterValue] = [:]
        for (index, matcher) in shape.matchers.enumerated() {
            guard let name = shape.captures[index] else { continue }
            switch matcher {
            case .rest:
                parameters[name] = .string(RestValue.join(segments[index...]))
            case .typed(let type, _):
                parameters[name] = type.value(of: segments[index])
            default:
                break
            }
        }
        return parameters
    }

    /// Adds a route's query parameters from the decoded items, or says why the query does not fit.
    func queryParameters(of route: Int, _ queryItems: [ParsedURL.QueryItem], into parameters: inout [String: ParameterValue]) -> OutcomeReason? {
        let rules = queryRules[route]
        guard !rules.isEmpty else { return nil }
        let name = definitions[route].name
        // A repeated single-valued parameter is pollution: rejected before anything else is judged.
        for rule in rules where rule.arity != .repeated {
            let items = queryItems.filter { $0.name.isByteEqual(to: rule.name) }
            if items.count > 1 {
                return OutcomeReason(
                    code: .duplicateParameter,
                    message: "the query parameter \"\(rule.name)\" appears \(items.count) times; route \"\(name)\" takes one value",
                    position: items[1].position
                )
            }
        }
        for rule in rules {
            let items = queryItems.filter { $0.name.isByteEqual(to: rule.name) }
            if items.isEmpty {
                switch rule.arity {
                case .required:
                    return OutcomeReason(code: .missingParameter, message: "route \"\(name)\" requires the query parameter \"\(rule.name)\"")
                case .defaulted(let value):
                    parameters[rule.name] = value
                case .optional, .repeated:
                    break
                }
                continue
            }
            var values: [ParameterValue] = []
            for item in items {
                guard let value = rule.type.value(of: item.value) else {
                    return OutcomeReason(
                        code: .invalidParameter,
                        message: "the query parameter \"\(rule.name)\" of route \"\(name)\" must be a valid \(rule.type), not \"\(item.value)\"",
                        position: item.position
                    )
                }
                values.append(value)
            }
            parameters[rule.name] = rule.arity == .repeated ? .list(values) : values[0]
        }
        return nil
    }
}
