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
        var literals: [ExactText: Int] = [:]
        var caseInsensitiveLiterals: [ExactText: Int] = [:]
        /// Every other edge, in rank order.
        var edges: [(matcher: SegmentMatcher, child: Int)] = []
        /// Shapes that end here, best first: those ending with the path, then those whose optional
        /// parameter is absent; each group in route-name order.
        var terminals: [RouteShape] = []
    }

    private(set) var nodes: [Node] = [Node()]

    package init(shapes: [RouteShape], routeNames: [String]) {
        for shape in shapes {
            var node = 0
            for matcher in shape.matchers {
                node = child(of: node, for: matcher)
            }
            nodes[node].terminals.append(shape)
        }
        for index in nodes.indices {
            nodes[index].edges.sort { $0.matcher.rank < $1.matcher.rank }
            nodes[index].terminals.sort {
                ($0.terminal, routeNames[$0.route], $0.pattern) < ($1.terminal, routeNames[$1.route], $1.pattern)
            }
        }
    }

    private mutating func child(of node: Int, for matcher: SegmentMatcher) -> Int {
        switch matcher {
        case .literal(let text):
            if let existing = nodes[node].literals[ExactText(text)] { return existing }
            nodes.append(Node())
            nodes[node].literals[ExactText(text)] = nodes.count - 1
        case .caseInsensitiveLiteral(let text):
            if let existing = nodes[node].caseInsensitiveLiterals[ExactText(text)] { return existing }
            nodes.append(Node())
            nodes[node].caseInsensitiveLiterals[ExactText(text)] = nodes.count - 1
        default:
            if let existing = nodes[node].edges.first(where: { $0.matcher == matcher }) { return existing.child }
            nodes.append(Node())
            nodes[node].edges.append((matcher, nodes.count - 1))
        }
        return nodes.count - 1
    }

    /// The best shape matching `segments` whose route `accepts`, or `nil`.
    package func match(_ segments: [String], accepts: (Int) -> Bool) -> RouteShape? {
        search(node: 0, depth: 0, segments, accepts)
    }

    private func search(node index: Int, depth: Int, _ segments: [String], _ accepts: (Int) -> Bool) -> RouteShape? {
        let node = nodes[index]
        guard depth < segments.count else {
            if let shape = node.terminals.first(where: { !$0.endsInRest && accepts($0.route) }) { return shape }
            for edge in node.edges where edge.matcher == .rest {
                if let shape = restTerminal(edge.child, accepts) { return shape }
            }
            return nil
        }
        let segment = segments[depth]
        if let child = node.literals[ExactText(segment)], let shape = search(node: child, depth: depth + 1, segments, accepts) {
            return shape
        }
        if !node.caseInsensitiveLiterals.isEmpty, let child = node.caseInsensitiveLiterals[ExactText(segment.lowercased())],
            let shape = search(node: child, depth: depth + 1, segments, accepts)
        {
            return shape
        }
        for edge in node.edges {
            if edge.matcher == .rest {
                if let shape = restTerminal(edge.child, accepts) { return shape }
            } else if edge.matcher.accepts(segment), let shape = search(node: edge.child, depth: depth + 1, segments, accepts) {
                return shape
            }
        }
        return nil
    }

    private func restTerminal(_ node: Int, _ accepts: (Int) -> Bool) -> RouteShape? {
        nodes[node].terminals.first { accepts($0.route) }
    }

    /// The number of trie nodes, for the bench's memory figures.
    package var nodeCount: Int { nodes.count }
}
