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
    struct Node: Sendable {
        /// Whether any literal edge leaves this node, so a miss skips the probe.
        var hasLiterals = false
        var hasCaseInsensitiveLiterals = false
        /// Every other edge, while building; after, they are in `flatEdges`, in rank order.
        var edges: [Edge] = []
        var edgeStart: Int32 = 0
        var edgeCount: Int32 = 0
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

    /// An edge as plain data.
    struct FlatEdge: Sendable {
        enum Kind: UInt8, Sendable {
            case oneOf, int, uuid, string, wildcard
        }

        var kind: Kind
        var child: Int32
        /// For an enumeration, its values' range in `enumerationValues`.
        var values: FlatRange
    }

    struct FlatRange: Sendable {
        var start: Int32
        var count: Int32
    }

    private(set) var nodes: [Node] = [Node()]
    /// Every non-literal edge, node by node, in a form the walk reads without reference counting.
    private var flatEdges: [FlatEdge] = []
    /// The values of every enumeration edge: `(start, count)` into `enumerationBytes`, grouped by
    /// edge through `FlatEdge.values`.
    private var enumerationValues: [FlatRange] = []
    private var enumerationBytes: [UInt8] = []
    private var literals: LiteralIndex
    /// For each shape, the route it belongs to, so terminals are filtered without touching shapes.
    private let routeOfShape: [Int32]

    package init(shapes: [RouteShape], routeNames: [String]) {
        routeOfShape = shapes.map { Int32($0.route) }
        var literalChildren: [LiteralKey: Int32] = [:]
        for (index, shape) in shapes.enumerated() {
            var node = 0
            for matcher in shape.matchers {
                node = Self.child(of: node, for: matcher, in: &nodes, &literalChildren)
            }
            nodes[node].terminals.append(Int32(index))
        }
        literals = LiteralIndex(capacity: literalChildren.count)
        for (key, child) in literalChildren {
            literals.insert(node: key.node, caseInsensitive: key.caseInsensitive, literal: key.text.string, child: child)
        }
        let names = routeNames.map(ExactText.init)
        for index in nodes.indices {
            nodes[index].edges.sort { $0.matcher.rank < $1.matcher.rank }
            nodes[index].edgeStart = Int32(flatEdges.count)
            nodes[index].edgeCount = Int32(nodes[index].edges.count)
            for edge in nodes[index].edges {
                flatEdges.append(flatten(edge))
            }
            nodes[index].edges = []
            nodes[index].terminals.sort {
                let (a, b) = (shapes[Int($0)], shapes[Int($1)])
                return (a.terminal, names[a.route], a.pattern) < (b.terminal, names[b.route], b.pattern)
            }
        }
    }

    private mutating func flatten(_ edge: Edge) -> FlatEdge {
        guard case .typed(let type, _) = edge.matcher else {
            return FlatEdge(kind: .wildcard, child: edge.child, values: FlatRange(start: 0, count: 0))
        }
        switch type {
        case .string: return FlatEdge(kind: .string, child: edge.child, values: FlatRange(start: 0, count: 0))
        case .int: return FlatEdge(kind: .int, child: edge.child, values: FlatRange(start: 0, count: 0))
        case .uuid: return FlatEdge(kind: .uuid, child: edge.child, values: FlatRange(start: 0, count: 0))
        case .oneOf(let values):
            let first = Int32(enumerationValues.count)
            for value in values {
                enumerationValues.append(FlatRange(start: Int32(enumerationBytes.count), count: Int32(value.utf8.count)))
                enumerationBytes.append(contentsOf: value.utf8)
            }
            return FlatEdge(kind: .oneOf, child: edge.child, values: FlatRange(start: first, count: Int32(values.count)))
        }
    }

    private struct LiteralKey: Hashable {
        var node: Int32
        var caseInsensitive: Bool
        var text: ExactText
    }

    private static func child(of node: Int, for matcher: SegmentMatcher, in nodes: inout [Node], _ literals: inout [LiteralKey: Int32]) -> Int {
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
        nodes.append(Node())
        return Int(next)
    }

    /// The index of the best shape matching `segments` whose route `sources` accepts, or `nil`.
    @inline(__always)
    package func match(_ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, accepting sources: SourceFilter) -> Int? {
        withSearch(segments, sources, relaxed: false) { $0.search(node: 0, depth: 0, typedMiss: nil)?.shape }
    }

    @inline(__always)
    private func withSearch<T>(
        _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
        _ sources: SourceFilter,
        relaxed: Bool,
        _ body: (ByteSearch) -> T
    ) -> T {
        nodes.withUnsafeBufferPointer { nodes in
            flatEdges.withUnsafeBufferPointer { edges in
                enumerationValues.withUnsafeBufferPointer { values in
                    enumerationBytes.withUnsafeBufferPointer { bytes in
                        routeOfShape.withUnsafeBufferPointer { routeOfShape in
                            literals.withProbe { literals in
                                body(
                                    ByteSearch(
                                        nodes: nodes, edges: edges, enumerationValues: values, enumerationBytes: bytes, literals: literals,
                                        routeOfShape: routeOfShape, sources: sources, segments: segments, relaxed: relaxed))
                            }
                        }
                    }
                }
            }
        }
    }

    /// When nothing matches: the best shape that would match if every typed parameter took any
    /// segment, and the depth of its first typed parameter that does not, so the reason can name
    /// the segment to fix.
    package func closestTypedMiss(_ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, accepting sources: SourceFilter) -> (shape: Int, depth: Int)? {
        withSearch(segments, sources, relaxed: true) { search in
            search.search(node: 0, depth: 0, typedMiss: nil).flatMap { found in found.typedMiss.map { (found.shape, $0) } }
        }
    }

    /// ``match(_:accepting:)`` for decoded segments held as strings: the slow path's form.
    package func match(_ segments: [String], accepting sources: SourceFilter) -> Int? {
        Self.withByteSegments(segments) { match($0, accepting: sources) }
    }

    /// ``closestTypedMiss(_:accepting:)`` for decoded segments held as strings.
    package func closestTypedMiss(_ segments: [String], accepting sources: SourceFilter) -> (shape: Int, depth: Int)? {
        Self.withByteSegments(segments) { closestTypedMiss($0, accepting: sources) }
    }

    private static func withByteSegments<T>(_ segments: [String], _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> T) -> T {
        let storage = segments.map { ContiguousArray($0.utf8) }
        var pointers: [UnsafeBufferPointer<UInt8>] = []
        pointers.reserveCapacity(storage.count)
        func next(_ index: Int) -> T {
            guard index < storage.count else { return pointers.withUnsafeBufferPointer(body) }
            return storage[index].withUnsafeBufferPointer { buffer in
                pointers.append(buffer)
                return next(index + 1)
            }
        }
        return next(0)
    }

    /// The number of trie nodes, for the bench's memory figures.
    package var nodeCount: Int { nodes.count }
}

/// One depth-first walk of the trie over byte segments.
private struct ByteSearch {
    let nodes: UnsafeBufferPointer<CompiledMatcher.Node>
    let edges: UnsafeBufferPointer<CompiledMatcher.FlatEdge>
    let enumerationValues: UnsafeBufferPointer<CompiledMatcher.FlatRange>
    let enumerationBytes: UnsafeBufferPointer<UInt8>
    let literals: LiteralIndex.Probe
    let routeOfShape: UnsafeBufferPointer<Int32>
    let sources: SourceFilter
    let segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    /// Typed parameters take any segment, and the first that should not have is remembered.
    let relaxed: Bool

    struct Found {
        var shape: Int
        var typedMiss: Int?
    }

    /// Whether a non-literal edge takes a segment: the same answers as ``SegmentMatcher/accepts(_:)``.
    @inline(__always)
    private func accepts(_ edge: CompiledMatcher.FlatEdge, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        switch edge.kind {
        case .string, .wildcard:
            return true
        case .int:
            return ParameterType.parseInt(bytes: segment) != nil
        case .uuid:
            return ParameterType.isUUID(bytes: segment)
        case .oneOf:
            let first = Int(edge.values.start)
            for index in first..<(first + Int(edge.values.count)) {
                let value = enumerationValues[index]
                if Int(value.count) == segment.count,
                    segment.isEmpty || memoryEqual(enumerationBytes.baseAddress! + Int(value.start), segment.baseAddress!, segment.count)
                {
                    return true
                }
            }
            return false
        }
    }

    @inline(__always)
    private func terminal(_ node: Int) -> Int? {
        for shape in nodes[node].terminals where sources.accepts(route: Int(routeOfShape[Int(shape)])) {
            return Int(shape)
        }
        return nil
    }

    func search(node index: Int, depth: Int, typedMiss: Int?) -> Found? {
        let node = nodes.baseAddress! + index
        guard depth < segments.count else {
            if !node.pointee.terminals.isEmpty, let shape = terminal(index) { return Found(shape: shape, typedMiss: typedMiss) }
            if node.pointee.rest >= 0, let shape = terminal(Int(node.pointee.rest)) {
                return Found(shape: shape, typedMiss: typedMiss)
            }
            return nil
        }
        let segment = segments[depth]
        if node.pointee.hasLiterals {
            let child = literals.child(of: Int32(index), caseInsensitive: false, segment)
            if child >= 0, let found = search(node: Int(child), depth: depth + 1, typedMiss: typedMiss) { return found }
        }
        if node.pointee.hasCaseInsensitiveLiterals {
            let child = CaseFolding.withLowercased(segment) { literals.child(of: Int32(index), caseInsensitive: true, $0) }
            if child >= 0, let found = search(node: Int(child), depth: depth + 1, typedMiss: typedMiss) { return found }
        }
        let start = Int(node.pointee.edgeStart)
        for offset in start..<(start + Int(node.pointee.edgeCount)) {
            let edge = edges[offset]
            var miss = typedMiss
            if !accepts(edge, segment) {
                guard relaxed, edge.kind != .wildcard else { continue }
                miss = miss ?? depth
            }
            if let found = search(node: Int(edge.child), depth: depth + 1, typedMiss: miss) { return found }
        }
        if node.pointee.rest >= 0, let shape = terminal(Int(node.pointee.rest)) {
            return Found(shape: shape, typedMiss: typedMiss)
        }
        return nil
    }
}
