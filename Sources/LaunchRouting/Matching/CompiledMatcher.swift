/// The compiled matcher: a trie over path segments, walked depth first in priority order.
///
/// Shapes that share a prefix of segment matchers share nodes, so each node is visited at most
/// once per path and a miss costs at most the size of the trie. At every node the candidates are
/// tried in ``SegmentRank`` order (exact literals through a dictionary, case-insensitive literals
/// through another, the rest in a sorted list), so the first complete match found is the best by
/// the priority rule and no URL that some route matches is ever missed.
package struct CompiledMatcher: Sendable {
    struct Node: Sendable {
        /// Keyed by bytes: no Unicode normalisation (see ``ExactText``).
        var literals: [ExactText: Int32] = [:]
        var caseInsensitiveLiterals: [ExactText: Int32] = [:]
        /// Every other edge, in rank order.
        var edges: [Edge] = []
        /// The child through a `**` edge, if any: tried last, and even when no segment is left.
        var rest: Int32 = -1
        /// Shapes (indices into the table's shapes) that end here, best first: those ending with
        /// the path, then those whose optional parameter is absent; each group in route-name order.
        var terminals: [Int32] = []
    }

    struct Edge: Sendable {
        var matcher: SegmentMatcher
        var child: Int32
    }

    private(set) var nodes: [Node] = [Node()]
    /// For each shape, the route it belongs to, so terminals are filtered without touching shapes.
    private let routeOfShape: [Int32]

    package init(shapes: [RouteShape], routeNames: [String]) {
        routeOfShape = shapes.map { Int32($0.route) }
        for (index, shape) in shapes.enumerated() {
            var node = 0
            for matcher in shape.matchers {
                node = child(of: node, for: matcher)
            }
            nodes[node].terminals.append(Int32(index))
        }
        for index in nodes.indices {
            nodes[index].edges.sort { $0.matcher.rank < $1.matcher.rank }
            nodes[index].terminals.sort {
                let (a, b) = (shapes[Int($0)], shapes[Int($1)])
                return (a.terminal, ExactText(routeNames[a.route]), a.pattern) < (b.terminal, ExactText(routeNames[b.route]), b.pattern)
            }
        }
    }

    private mutating func child(of node: Int, for matcher: SegmentMatcher) -> Int {
        let next = Int32(nodes.count)
        switch matcher {
        case .literal(let text):
            if let existing = nodes[node].literals[ExactText(text)] { return Int(existing) }
            nodes[node].literals[ExactText(text)] = next
        case .caseInsensitiveLiteral(let text):
            if let existing = nodes[node].caseInsensitiveLiterals[ExactText(text)] { return Int(existing) }
            nodes[node].caseInsensitiveLiterals[ExactText(text)] = next
        case .rest:
            if nodes[node].rest >= 0 { return Int(nodes[node].rest) }
            nodes[node].rest = next
        default:
            if let existing = nodes[node].edges.first(where: { $0.matcher == matcher }) { return Int(existing.child) }
            nodes[node].edges.append(Edge(matcher: matcher, child: next))
        }
        nodes.append(Node())
        return Int(next)
    }

    /// The index of the best shape matching `segments` whose route `sources` accepts, or `nil`.
    package func match<Segments: RandomAccessCollection<String>>(_ segments: Segments, accepting sources: SourceFilter) -> Int?
    where Segments.Index == Int {
        nodes.withUnsafeBufferPointer { nodes in
            Search(nodes: nodes, routeOfShape: routeOfShape, sources: sources, relaxed: false).run(segments)?.shape
        }
    }

    /// When nothing matches: the best shape that would match if every typed parameter took any
    /// segment, and the depth of its first typed parameter that does not, so the reason can name
    /// the segment to fix.
    package func closestTypedMiss<Segments: RandomAccessCollection<String>>(_ segments: Segments, accepting sources: SourceFilter) -> (shape: Int, depth: Int)?
    where Segments.Index == Int {
        nodes.withUnsafeBufferPointer { nodes in
            Search(nodes: nodes, routeOfShape: routeOfShape, sources: sources, relaxed: true).run(segments).flatMap { found in
                found.firstTypedMiss.map { (found.shape, $0) }
            }
        }
    }

    /// The number of trie nodes, for the bench's memory figures.
    package var nodeCount: Int { nodes.count }
}

/// One depth-first walk of the trie.
private struct Search {
    let nodes: UnsafeBufferPointer<CompiledMatcher.Node>
    let routeOfShape: [Int32]
    let sources: SourceFilter
    /// Typed parameters take any segment, and the first that should not have is remembered.
    let relaxed: Bool

    struct Found {
        var shape: Int
        var firstTypedMiss: Int?
    }

    func run<Segments: RandomAccessCollection<String>>(_ segments: Segments) -> Found? where Segments.Index == Int {
        search(node: 0, depth: 0, segments, typedMiss: nil)
    }

    private func terminal(_ node: Int) -> Int? {
        for shape in nodes[node].terminals where sources.accepts(route: Int(routeOfShape[Int(shape)])) {
            return Int(shape)
        }
        return nil
    }

    private func search<Segments: RandomAccessCollection<String>>(
        node index: Int,
        depth: Int,
        _ segments: Segments,
        typedMiss: Int?
    ) -> Found? where Segments.Index == Int {
        let node = nodes.baseAddress! + index
        guard depth < segments.count else {
            if let shape = terminal(index) { return Found(shape: shape, firstTypedMiss: typedMiss) }
            if node.pointee.rest >= 0, let shape = terminal(Int(node.pointee.rest)) {
                return Found(shape: shape, firstTypedMiss: typedMiss)
            }
            return nil
        }
        let segment = segments[segments.startIndex + depth]
        if !node.pointee.literals.isEmpty, let child = node.pointee.literals[ExactText(segment)],
            let found = search(node: Int(child), depth: depth + 1, segments, typedMiss: typedMiss)
        {
            return found
        }
        if !node.pointee.caseInsensitiveLiterals.isEmpty, let child = node.pointee.caseInsensitiveLiterals[ExactText(segment.lowercased())],
            let found = search(node: Int(child), depth: depth + 1, segments, typedMiss: typedMiss)
        {
            return found
        }
        for edge in node.pointee.edges {
            var miss = typedMiss
            if !edge.matcher.accepts(segment) {
                guard relaxed, case .typed = edge.matcher else { continue }
                miss = miss ?? depth
            }
            if let found = search(node: Int(edge.child), depth: depth + 1, segments, typedMiss: miss) { return found }
        }
        if node.pointee.rest >= 0, let shape = terminal(Int(node.pointee.rest)) {
            return Found(shape: shape, firstTypedMiss: typedMiss)
        }
        return nil
    }
}
