/// The compiled matcher: a trie over path segments, walked depth first in priority order, on the
/// segments' bytes.
///
/// Shapes that share a prefix of segment matchers share nodes, so each node is visited at most
/// once per path and a miss costs at most the size of the trie. At every node the candidates are
/// tried in ``SegmentRank`` order (exact literals through one probe of the ``LiteralIndex``,
/// case-insensitive literals through another, the rest in a sorted list, `**` last), so the first
/// complete match found is the best by the priority rule and no URL that some route matches is
/// ever missed. The walk allocates nothing.
package struct CompiledMatcher: Sendable {
    /// A node as the walk reads it: plain data, its edges and terminals ranges of flat arrays.
    struct Node: Sendable {
        /// Whether any literal edge leaves this node, so a miss skips the probe.
        var hasLiterals = false
        var hasCaseInsensitiveLiterals = false
        /// Its non-literal edges, in rank order: a range of `flatEdges`.
        var edgeStart: Int32 = 0
        var edgeCount: Int32 = 0
        /// The child through a `**` edge, if any: tried last, and even when no segment is left.
        var rest: Int32 = -1
        /// Shapes (indices into the table's shapes) that end here, best first: those ending with
        /// the path, then those whose optional parameter is absent; each group in route-name order.
        /// A range of `terminalShapes`.
        var terminalStart: Int32 = 0
        var terminalCount: Int32 = 0
    }

    /// A node while the trie is built, its edges and terminals in arrays of their own.
    private struct BuildingNode {
        var hasLiterals = false
        var hasCaseInsensitiveLiterals = false
        var edges: [Edge] = []
        var rest: Int32 = -1
        var terminals: [Int32] = []
    }

    struct Edge: Sendable {
        var matcher: SegmentMatcher
        var child: Int32
    }

    private(set) var nodes: [Node] = []
    /// Every non-literal edge, node by node.
    private(set) var flatEdges: [Edge] = []
    /// Every node's terminal shapes, node by node.
    private(set) var terminalShapes: [Int32] = []
    private(set) var literals: LiteralIndex
    /// For each shape, the route it belongs to, so terminals are filtered without touching shapes.
    let routeOfShape: [Int32]

    /// The trie of `shapes`, whose routes are named `routeNames`; a route that `yields` (its
    /// query can veto a URL) comes before a route with the same shape, which takes what it gives up.
    package init(shapes: [RouteShape], routeNames: [String], yields: [Bool] = []) {
        routeOfShape = shapes.map { Int32($0.route) }
        // At most one node and one literal edge a matcher: reserved, so that neither grows by
        // doubling (the dictionary rehashed every key at each step).
        let matcherCount = shapes.reduce(0) { $0 + $1.matchers.count }
        var building = [BuildingNode()]
        building.reserveCapacity(matcherCount + 1)
        var literalChildren: [LiteralKey: Int32] = [:]
        literalChildren.reserveCapacity(matcherCount)
        for (index, shape) in shapes.enumerated() {
            var node = 0
            for matcher in shape.matchers {
                node = Self.child(of: node, for: matcher, in: &building, &literalChildren)
            }
            building[node].terminals.append(Int32(index))
        }
        literals = LiteralIndex(capacity: literalChildren.count)
        for (key, child) in literalChildren {
            literals.insert(
                node: key.node, caseInsensitive: key.caseInsensitive, literal: key.text.string, child: child)
        }
        let names = routeNames.map(ExactText.init)
        // The table keeps these for its lifetime: each allocated once, at its size.
        nodes.reserveCapacity(building.count)
        flatEdges.reserveCapacity(building.reduce(0) { $0 + $1.edges.count })
        terminalShapes.reserveCapacity(shapes.count)
        for var node in building {
            node.edges.sort { $0.matcher.rank < $1.matcher.rank }
            node.terminals.sort {
                let (a, b) = (shapes[Int($0)], shapes[Int($1)])
                let (yieldsA, yieldsB) = (
                    yields.isEmpty ? false : yields[a.route], yields.isEmpty ? false : yields[b.route]
                )
                return (a.terminal, yieldsA ? 0 : 1, names[a.route], a.pattern)
                    < (b.terminal, yieldsB ? 0 : 1, names[b.route], b.pattern)
            }
            nodes.append(
                Node(
                    hasLiterals: node.hasLiterals, hasCaseInsensitiveLiterals: node.hasCaseInsensitiveLiterals,
                    edgeStart: Int32(flatEdges.count), edgeCount: Int32(node.edges.count), rest: node.rest,
                    terminalStart: Int32(terminalShapes.count), terminalCount: Int32(node.terminals.count)))
            flatEdges.append(contentsOf: node.edges)
            terminalShapes.append(contentsOf: node.terminals)
        }
    }

    private struct LiteralKey: Hashable {
        var node: Int32
        var caseInsensitive: Bool
        var text: ExactText
    }

    private static func child(
        of node: Int, for matcher: SegmentMatcher, in nodes: inout [BuildingNode], _ literals: inout [LiteralKey: Int32]
    ) -> Int {
        let next = Int32(nodes.count)
        switch matcher {
        case .literal(let text), .caseInsensitiveLiteral(let text):
            let caseInsensitive = matcher != .literal(text)
            let key = LiteralKey(node: Int32(node), caseInsensitive: caseInsensitive, text: ExactText(text))
            if let existing = literals[key] { return Int(existing) }
            literals[key] = next
            if caseInsensitive { nodes[node].hasCaseInsensitiveLiterals = true } else { nodes[node].hasLiterals = true }
        case .rest:
            if nodes[node].rest >= 0 { return Int(nodes[node].rest) }
            nodes[node].rest = next
        default:
            if let existing = nodes[node].edges.first(where: { $0.matcher == matcher }) { return Int(existing.child) }
            nodes[node].edges.append(Edge(matcher: matcher, child: next))
        }
        nodes.append(BuildingNode())
        return Int(next)
    }

    /// The number of trie nodes, for the bench's memory figures.
    package var nodeCount: Int { nodes.count }
}
