/// The slow path: a tokenized URL, checked in the policy's order (sources, dot segments, segment
/// count), then walked through the trie. It takes every URL the fast path gives up on, so it is
/// where every fault is found and worded.
extension CompiledTable {
    /// The match of a tokenized URL by the compiled matcher, or why it has none.
    func slowMatch(
        _ parsed: Result<ParsedURL, OutcomeReason>, webOnly: Bool, depth: Int = 0, forwards: Bool = true
    ) -> Result<Located, OutcomeReason> {
        checkedSources(parsed, webOnly: webOnly, depth: depth).flatMap { (url, filter) in
            switch unvetoedShape(url, filter, find: { matcher.match(url.segments, accepting: $0) }) {
            case .success(let index)?:
                return located(shape: index, url, depth: depth, forwards: forwards)
            case .failure(let veto)?:
                return .failure(veto)
            case nil:
                let closest = matcher.closestTypedMiss(url.segments, accepting: filter).map {
                    (shapes[$0.shape], $0.depth)
                }
                return .failure(noMatchReason(url.segments, url.segmentPositions, closest))
            }
        }
    }

    /// The URL and the routes its source allows, once the checks that come before matching pass:
    /// the first fault of a tokenized URL whatever the table's routes, shared with the reference.
    ///
    /// A URL received directly (`depth` 0) passes by the routes reached only through a nested route.
    func checkedSources(_ parsed: Result<ParsedURL, OutcomeReason>, webOnly: Bool, depth: Int = 0) -> Result<
        (ParsedURL, SourceFilter), OutcomeReason
    > {
        parsed.flatMap { url in
            sourceEntries(of: url, webOnly: webOnly).flatMap { sources in
                if let dot = url.firstDotSegment {
                    return .failure(.dotSegment(url.segments[dot], at: url.segmentPositions[dot]))
                }
                let limit = limits.maximumSegments
                if url.segments.count > limit {
                    return .failure(.tooManySegments(url.segments.count, limit: limit, at: url.segmentPositions[limit]))
                }
                var filter = SourceFilter(routes: routeSources, url: sources)
                if depth == 0 { filter.vetoed += nestedOnlyRoutes }
                return .success((url, filter))
            }
        }
    }

    /// The route of shape `index` and its parameters from `url`, or why its query or fragment does
    /// not fit it; for a route that forwards, the route it forwards to (`depth` forwarded already).
    func located(shape index: Int, _ url: ParsedURL, depth: Int = 0, forwards: Bool = true) -> Result<
        Located, OutcomeReason
    > {
        let shape = shapes[index]
        let capacity = parameterCapacity(of: shape)
        var parameters: [ParameterEntry] = []
        pathParameters(of: shape, count: url.segments.count, into: &parameters, reserving: capacity) {
            url.segments[$0]
        }
        if patterns[shape.route][shape.pattern].encodesRest, let name = shape.captures.last ?? nil,
            let at = parameters.firstIndex(where: { $0.name == name })
        {
            let rest = url.segments[(shape.matchers.count - 1)...]
            var value = RestValue.encoded(rest, query: url.queryItems)
            if patterns[shape.route][shape.pattern].keepsFragment, let fragment = url.fragmentText, !fragment.isEmpty {
                // The route reads the fragment: it passes the checks the rest of the URL passes.
                if let fault = url.fragmentFault { return .failure(fault) }
                value += "#" + RestValue.fragment(fragment)
            }
            parameters[at].value = .string(value)
        }
        if let fault = queryParameters(
            of: shape.route, url.queryItems,
            fragment: (url.fragmentItems, url.fragmentText, url.fragmentFault, url.fragmentPosition),
            into: &parameters, reserving: capacity)
        {
            return .failure(fault)
        }
        let match = RouteMatch(name: routeNames[shape.route], entries: parameters)
        // A whole fragment that is a nested route forwards only when there is one.
        if forwards, slowPathOnly[shape.route], let rule = queryRules[shape.route].first(where: \.nests),
            !rule.isWholeFragment || match[rule.name] != nil
        {
            return forwarded(from: match, rule: rule, in: url, depth: depth)
        }
        return .success((shape.route, match))
    }

    /// Whether the route that takes the path of `bytes` (after any query veto) reads the fragment
    /// (fragment parameters, or a whole fragment that is a nested route), whatever the rest of its
    /// query: for the harness's relation that a fragment no route reads changes nothing.
    package func pathRouteReadsFragment(_ bytes: [UInt8]) -> Bool {
        guard let route = pathRoute(bytes) else { return false }
        return readsFragment(route: route)
    }

    /// Whether route `route` reads the fragment: fragment parameters, a whole fragment that is a
    /// nested route, or a rest that keeps it (`**name(encoded#)`).
    package func readsFragment(route: Int) -> Bool {
        queryRules[route].contains { $0.component == .fragment } || patterns[route].contains(where: \.keepsFragment)
    }

    /// The route that takes the path of `bytes` (after any query veto), whatever the rest of its
    /// query and its fragment; `nil` when none does.
    package func pathRoute(_ bytes: [UInt8]) -> Int? {
        guard
            case .success((let url, let filter)) = checkedSources(
                tokenize(bytes: bytes), webOnly: false),
            case .success(let index)? = unvetoedShape(url, filter, find: { matcher.match(url.segments, accepting: $0) })
        else { return nil }
        return shapes[index].route
    }
}
