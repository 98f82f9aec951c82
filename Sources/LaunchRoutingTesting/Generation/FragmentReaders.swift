@_spi(Fuzzing) import LaunchRouting

/// The routes of a table that read the fragment, each with the paths it could take, told by their
/// number of segments and their first one.
///
/// A generated hit gets no fragment when a route that reads the fragment, other than the route
/// it was made for, takes its path (`URLGenerator.parts`); learning which route takes it is the
/// table's slow path, too slow to ask of every hit. A path that no reader could take, by these
/// two facts alone, needs no asking. The test only ever says
/// "could" too often, never too seldom: a literal that is not ASCII, whose case folding the
/// matcher may do otherwise, counts as any first segment.
struct FragmentReaders: Sendable {
    /// One path pattern of a reader: the segments a path it takes has (`most` is `nil` after a
    /// rest) and its first literal, lowercased, when it has an ASCII one.
    private struct Reach: Sendable {
        var route: Int
        var fewest: Int
        var most: Int?
        var first: String?
    }

    private let reaches: [Reach]

    /// The readers among the routes of `core`, whose path patterns are `patterns`.
    init(_ core: CompiledTable, patterns: [[RoutePattern]]) {
        var reaches: [Reach] = []
        for route in patterns.indices where core.readsFragment(route: route) {
            for pattern in patterns[route] {
                var fewest = 0
                var most: Int? = 0
                for segment in pattern.segments {
                    switch segment {
                    case .literal, .wildcard, .parameter(_, _, isOptional: false):
                        fewest += 1
                        most = most.map { $0 + 1 }
                    case .parameter(_, _, isOptional: true): most = most.map { $0 + 1 }
                    case .rest: most = nil
                    }
                }
                var first: String? = nil
                if case .literal(let text)? = pattern.segments.first, text.utf8.allSatisfy({ $0 < 0x80 }) {
                    first = text.lowercased()
                }
                reaches.append(Reach(route: route, fewest: fewest, most: most, first: first))
            }
        }
        self.reaches = reaches
    }

    /// Whether a reader other than route `route` could take a path of these decoded segments.
    func mayTake(_ segments: [String], otherThan route: Int) -> Bool {
        guard !reaches.isEmpty else { return false }
        let first = segments.first?.lowercased()
        return reaches.contains { reach in
            reach.route != route && segments.count >= reach.fewest && segments.count <= reach.most ?? Int.max
                && (reach.first == nil || reach.first == first)
        }
    }
}
