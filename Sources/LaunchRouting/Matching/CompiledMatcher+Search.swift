/// The trie walk: the best shape for a path's segments, found depth first in priority order, and
/// the closest typed miss when none matches. Reads the matcher's flat arrays through pointers, so
/// the walk neither allocates nor counts references.
extension CompiledMatcher {
    /// The index of the best shape matching `segments` whose route `sources` accepts, or `nil`.
    @inline(__always)
    package func match(_ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, accepting sources: SourceFilter)
        -> Int?
    {
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
                routeOfShape.withUnsafeBufferPointer { routeOfShape in
                    terminalShapes.withUnsafeBufferPointer { terminals in
                        literals.withProbe { literals in
                            body(
                                ByteSearch(
                                    nodes: nodes, edges: edges, literals: literals, terminals: terminals,
                                    routeOfShape: routeOfShape, sources: sources, segments: segments,
                                    relaxed: relaxed))
                        }
                    }
                }
            }
        }
    }

    /// When nothing matches: the best shape that would match if every typed parameter took any
    /// segment, and the depth of its first typed parameter that does not, so the reason can name
    /// the segment to fix.
    package func closestTypedMiss(
        _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>, accepting sources: SourceFilter
    ) -> (shape: Int, depth: Int)? {
        withSearch(segments, sources, relaxed: true) { search in
            search.search(node: 0, depth: 0, typedMiss: nil).flatMap { found in
                found.typedMiss.map { (found.shape, $0) }
            }
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

    private static func withByteSegments<T>(
        _ segments: [String], _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> T
    ) -> T {
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
}

/// One depth-first walk of the trie over byte segments.
private struct ByteSearch {
    let nodes: UnsafeBufferPointer<CompiledMatcher.Node>
    let edges: UnsafeBufferPointer<CompiledMatcher.Edge>
    let literals: LiteralIndex.Probe
    let terminals: UnsafeBufferPointer<Int32>
    let routeOfShape: UnsafeBufferPointer<Int32>
    let sources: SourceFilter
    let segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    /// Typed parameters take any segment, and the first that should not have is remembered.
    let relaxed: Bool

    struct Found {
        var shape: Int
        var typedMiss: Int?
    }

    @inline(__always)
    private func terminal(_ node: Int) -> Int? {
        let start = Int(nodes[node].terminalStart)
        for offset in start..<(start + Int(nodes[node].terminalCount)) {
            let shape = Int(terminals[offset])
            if sources.accepts(route: Int(routeOfShape[shape])) { return shape }
        }
        return nil
    }

    func search(node index: Int, depth: Int, typedMiss: Int?) -> Found? {
        let node = nodes.baseAddress! + index
        guard depth < segments.count else {
            if node.pointee.terminalCount > 0, let shape = terminal(index) {
                return Found(shape: shape, typedMiss: typedMiss)
            }
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
            let child = CaseFolding.withLowercased(segment) {
                literals.child(of: Int32(index), caseInsensitive: true, $0)
            }
            if child >= 0, let found = search(node: Int(child), depth: depth + 1, typedMiss: typedMiss) { return found }
        }
        let start = Int(node.pointee.edgeStart)
        for offset in start..<(start + Int(node.pointee.edgeCount)) {
            let edge = edges[offset]
            var miss = typedMiss
            if !edge.matcher.accepts(bytes: segment) {
                guard relaxed else { continue }
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
