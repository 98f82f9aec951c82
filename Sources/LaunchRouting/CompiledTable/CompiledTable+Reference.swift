/// The reference matcher: the slow oracle the trie walk is tested against (P3, the fuzz
/// oracles). It shares the tokenizer, the source checks, the parameters and the wording with the
/// slow path, and replaces the walk by a scan of every shape of every route, ranked by the
/// priority rule; it never takes the fast path.
extension CompiledTable {
    /// The match of raw bytes by the reference matcher, or why it has none.
    package func referenceLocate(bytes: UnsafeBufferPointer<UInt8>) -> Result<Located, OutcomeReason> {
        let found = checkedSources(tokenize(bytes: bytes), webOnly: false).flatMap {
            (url, filter) -> Result<Located, OutcomeReason> in
            switch unvetoedShape(url, filter, find: { referenceShape(url.segments, $0) }) {
            case .success(let index)?: return located(shape: index, url)
            case .failure(let veto)?: return .failure(veto)
            case nil: return .failure(referenceNoMatch(url, filter))
            }
        }
        return orWebPage(found, bytes)
    }

    /// The best shape by the priority rule, found by trying every one.
    private func referenceShape(_ segments: [String], _ filter: SourceFilter) -> Int? {
        var best: (key: [SegmentRank], shape: RouteShape, index: Int)? = nil
        for (index, shape) in shapes.enumerated() where filter.accepts(route: shape.route) && shape.matches(segments) {
            guard let key = shape.key(forSegmentCount: segments.count) else { continue }
            if let current = best, !isBetter(key, shape, than: current.key, current.shape) { continue }
            best = (key, shape, index)
        }
        return best?.index
    }

    /// Why nothing matched: a route that would match but for a parameter's type is named, so the
    /// reason says which segment to fix; otherwise no route takes the path at all.
    private func referenceNoMatch(_ url: ParsedURL, _ filter: SourceFilter) -> OutcomeReason {
        var best: (key: [SegmentRank], shape: RouteShape, failing: Int)? = nil
        for shape in shapes where filter.accepts(route: shape.route) {
            guard let key = shape.key(forSegmentCount: url.segments.count),
                let failing = firstTypedMiss(shape, url.segments)
            else { continue }
            if let current = best, !isBetter(key, shape, than: current.key, current.shape) { continue }
            best = (key, shape, failing)
        }
        return noMatchReason(url.segments, url.segmentPositions, best.map { ($0.shape, $0.failing) })
    }

    /// The first segment a shape's typed parameter refuses, when every other segment fits.
    private func firstTypedMiss(_ shape: RouteShape, _ segments: [String]) -> Int? {
        var failing: Int? = nil
        for (index, matcher) in shape.matchers.enumerated() where matcher != .rest && !matcher.accepts(segments[index])
        {
            guard case .typed = matcher else { return nil }
            failing = failing ?? index
        }
        return failing
    }

    /// The priority rule: the smaller rank key wins, then the route name, then the pattern.
    private func isBetter(
        _ key: [SegmentRank], _ shape: RouteShape, than currentKey: [SegmentRank], _ current: RouteShape
    )
        -> Bool
    {
        key.lexicographicallyPrecedes(currentKey)
            || (key == currentKey
                && (yields[shape.route] ? 0 : 1, routeNames[shape.route], shape.pattern)
                    < (yields[current.route] ? 0 : 1, routeNames[current.route], current.pattern))
    }
}
