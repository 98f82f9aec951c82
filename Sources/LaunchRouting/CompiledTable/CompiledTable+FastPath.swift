/// The fast path: a clean URL that routes, resolved without a `ParsedURL`, without `String`
/// segments and, when the route captures nothing, without a heap allocation.
///
/// It handles only the common case and gives up (`nil`) at the first sign of anything else: a
/// fault, user information, an escape outside printable ASCII, a host it cannot trust at a
/// glance, a dot segment, too many segments, a query that does not fit, a route that reads the
/// fragment or forwards. The slow path then starts over and decides, so every fault is still found by one
/// piece of code. The harness checks that the two paths agree (P3 compares this path with the
/// reference matcher, which never takes it).
extension CompiledTable {
    /// Segments held on the stack; a URL with more takes the slow path.
    static var fastSegmentCapacity: Int { 32 }

    /// The route index and match of a clean URL, or the reason a clean URL matches no route, or
    /// `nil` to take the slow path.
    func fastMatch(_ bytes: UnsafeBufferPointer<UInt8>, webOnly: Bool, source: String? = nil) -> Result<
        Located, OutcomeReason
    >? {
        guard let scan = URLScanner.scan(bytes, limits: limits),
            let (sources, firstSegment, isWebScheme) = fastSources(bytes, scan, webOnly: webOnly)
        else { return nil }
        let capacity = Swift.min(limits.maximumSegments, Self.fastSegmentCapacity)
        return withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: Self.fastSegmentCapacity) {
            segments in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.fastSegmentCapacity) { positions in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scan.pathHasEscapes ? scan.path.count : 0) {
                    scratch in
                    var split = FastSegments(
                        bytes: bytes, segments: segments, positions: positions, scratch: scratch, capacity: capacity,
                        decodes: scan.pathHasEscapes)
                    guard split.split(first: firstSegment, path: scan.path) else { return nil }
                    // A miss worded later is worded from the URL alone, read without the table's web
                    // schemes: a web scheme's is worded now.
                    return fastMatch(
                        split.found, split.positions, bytes, scan, sources, isWebScheme ? nil : source)
                }
            }
        }
    }

    /// The route of the segments of a clean URL, its typed parameters, or why no route takes them.
    @inline(__always)
    private func fastMatch(
        _ found: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
        _ positions: UnsafeMutableBufferPointer<Int>,
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ scan: URLScanner,
        _ sources: SourceMask,
        _ source: String?
    ) -> Result<Located, OutcomeReason>? {
        var filter = SourceFilter(routes: routeSources, url: sources)
        // A URL received directly passes by the routes reached only through a nested route.
        if !nestedOnlyRoutes.isEmpty { filter.vetoed = nestedOnlyRoutes }
        guard let index = matcher.match(found, accepting: filter) else {
            // A clean URL that no route takes: when no typed parameter is to blame, its words are
            // written when read, from the URL given (ReasonText); otherwise, or for bytes that
            // came without a string, now.
            let closest = matcher.closestTypedMiss(found, accepting: filter).map { (shapes[$0.shape], $0.depth) }
            let failing = failing(closest)
            if let source, failing == nil {
                return .failure(
                    OutcomeReason(code: .noMatchingRoute, text: .noRouteForPath(url: source), position: nil))
            }
            return .failure(noMatchReason(found, positions, failing: failing))
        }
        let route = shapes[index].route
        // The fragment and nested routes are read on the slow path only.
        if slowPathOnly[route] { return nil }
        // One allocation, on the first parameter, holds them all; a hit without any makes none.
        var parameters: [ParameterEntry] = []
        let rules = queryRules[route]
        // The shape is copied only when it or its route has parameters.
        let capacity = shapeCaptures[index] || !rules.isEmpty ? parameterCapacity(of: shapes[index]) : 0
        if shapeCaptures[index] {
            pathParameters(of: shapes[index], count: found.count, into: &parameters, reserving: capacity) {
                String(decoding: found[$0], as: UTF8.self)
            }
        }
        if !rules.isEmpty {
            let name = routeNames[route]
            let rejected = Self.withFastQueryItems(bytes, scan, rules: rules, names: queryNameBytes[route]) { items in
                Self.queryParameters(rules, route: name, items, into: &parameters, reserving: capacity)
            }
            if rejected != nil { return nil }
        }
        return .success((route, RouteMatch(name: routeNames[route], entries: parameters)))
    }
}
