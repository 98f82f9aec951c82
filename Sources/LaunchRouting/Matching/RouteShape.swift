/// One way a pattern can match: its segments as matchers, what each captures, and how it ends.
///
/// A pattern with an optional last parameter has two shapes, one with the parameter and one
/// without; every other pattern has one.
package struct RouteShape: Hashable, Sendable {
    /// The index of the route in the table.
    package var route: Int
    /// The index of the pattern among the route's paths.
    package var pattern: Int
    package var matchers: [SegmentMatcher]
    /// The parameter each matcher captures, if any.
    package var captures: [String?]
    /// ``SegmentRank/end``, or ``SegmentRank/optionalAbsent`` when an optional parameter was left out.
    package var terminal: SegmentRank

    package var endsInRest: Bool { matchers.last == .rest }

    /// The shapes of one pattern.
    package static func shapes(of pattern: RoutePattern, route: Int, index: Int) -> [RouteShape] {
        var matchers: [SegmentMatcher] = []
        var captures: [String?] = []
        var shapes: [RouteShape] = []
        matchers.reserveCapacity(pattern.segments.count)
        captures.reserveCapacity(pattern.segments.count)
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                matchers.append(pattern.isCaseInsensitive ? .caseInsensitiveLiteral(text.lowercased()) : .literal(text))
                captures.append(nil)
            case .parameter(let name, let type, let isOptional):
                if isOptional {
                    // Copies at their size: the table keeps them, and these arrays go on growing.
                    shapes.append(
                        RouteShape(
                            route: route, pattern: index, matchers: matchers.map { $0 }, captures: captures.map { $0 },
                            terminal: .optionalAbsent))
                }
                matchers.append(.typed(type, isOptional: isOptional))
                captures.append(name)
            case .wildcard:
                matchers.append(.wildcard)
                captures.append(nil)
            case .rest(let name):
                matchers.append(.rest)
                captures.append(name)
            }
        }
        shapes.append(RouteShape(route: route, pattern: index, matchers: matchers, captures: captures, terminal: .end))
        return shapes
    }

    /// The priority key of this shape on a path of `count` segments, or `nil` if its length cannot fit.
    package func key(forSegmentCount count: Int) -> [SegmentRank]? {
        if endsInRest {
            guard count >= matchers.count - 1 else { return nil }
            return matchers.map(\.rank)
        }
        guard count == matchers.count else { return nil }
        return matchers.map(\.rank) + [terminal]
    }

    /// Whether this shape matches `segments`, types included.
    package func matches(_ segments: [String]) -> Bool {
        guard key(forSegmentCount: segments.count) != nil else { return false }
        for (index, matcher) in matchers.enumerated() where matcher != .rest {
            if !matcher.accepts(segments[index]) { return false }
        }
        return true
    }
}
