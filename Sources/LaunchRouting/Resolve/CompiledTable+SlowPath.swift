/// The slow path: a tokenized URL, checked in the policy's order (sources, dot segments, segment
/// count), then walked through the trie. It takes every URL the fast path gives up on, so it is
/// where every fault is found and worded.
extension CompiledTable {
    /// The match of a tokenized URL by the compiled matcher, or why it has none.
    func slowMatch(_ parsed: Result<ParsedURL, OutcomeReason>, webOnly: Bool, depth: Int = 0) -> Result<
        Located, OutcomeReason
    > {
        checkedSources(parsed, webOnly: webOnly).flatMap { (url, filter) in
            guard let index = matcher.match(url.segments, accepting: filter) else {
                let closest = matcher.closestTypedMiss(url.segments, accepting: filter).map {
                    (shapes[$0.shape], $0.depth)
                }
                return .failure(noMatchReason(url.segments, url.segmentPositions, closest))
            }
            return located(shape: index, url, depth: depth)
        }
    }

    /// The URL and the routes its source allows, once the checks that come before matching pass:
    /// the first fault of a tokenized URL whatever the table's routes, shared with the reference.
    func checkedSources(_ parsed: Result<ParsedURL, OutcomeReason>, webOnly: Bool) -> Result<
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
                return .success((url, SourceFilter(routes: routeSources, url: sources)))
            }
        }
    }

    /// The route of shape `index` and its parameters from `url`, or why its query or fragment does
    /// not fit it; for a route that forwards, the route it forwards to (`depth` forwarded already).
    func located(shape index: Int, _ url: ParsedURL, depth: Int = 0) -> Result<Located, OutcomeReason> {
        let shape = shapes[index]
        var parameters = pathParameters(of: shape, count: url.segments.count) { url.segments[$0] }
        if let fault = queryParameters(
            of: shape.route, url.queryItems, fragment: (url.fragmentItems, url.fragmentFault), into: &parameters)
        {
            return .failure(fault)
        }
        let match = RouteMatch(name: routeNames[shape.route], entries: parameters)
        if slowPathOnly[shape.route], let rule = queryRules[shape.route].first(where: \.nests) {
            return forwarded(from: match, rule: rule, in: url, depth: depth)
        }
        return .success((shape.route, match))
    }
}
