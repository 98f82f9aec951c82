@_spi(Fuzzing) import LaunchRouting

/// For each route, the routes that can take a URL it takes: those whose first path segment is the
/// same literal (compared in lower case, so that case-insensitive routes meet), and every route
/// whose first segment is not a literal (a parameter, a wildcard, a rest, or no segment at all),
/// which may take anything.
///
/// A URL is taken only by routes of the group of its first segment and the open routes, so a
/// question about some URLs (does a mutant route them otherwise, does another registration order)
/// has the same answer on those routes alone as on the whole table, and costs what they cost
/// rather than what the table does. That keeps `TableMutants.check` and P2 linear in a table whose
/// routes start apart.
struct RouteNeighbourhoods {
    private var byLiteral: [String: [Int]] = [:]
    private var open: [Int] = []
    private var keys: [[String]] = []

    /// The neighbourhoods of routes with these patterns (each route's paths), of which those in
    /// `forwarding` forward to a nested route: they may reach any route, so they are open.
    init(_ patterns: [[RoutePattern]], forwarding: Set<Int> = []) {
        for (index, paths) in patterns.enumerated() {
            let firsts = paths.map { pattern -> String? in
                guard case .literal(let text)? = pattern.segments.first else { return nil }
                return text.lowercased()
            }
            if firsts.isEmpty || firsts.contains(where: { $0 == nil }) || forwarding.contains(index) {
                open.append(index)
                keys.append([])
            } else {
                let literals = Array(Set(firsts.compactMap { $0 })).sorted()
                for literal in literals { byLiteral[literal, default: []].append(index) }
                keys.append(literals)
            }
        }
    }

    /// The neighbourhoods of these routes; a pattern that does not parse makes its route open.
    init(_ declarations: [RouteDeclaration]) {
        self.init(
            declarations.map { declaration in
                let parsed = declaration.paths.map {
                    try? RoutePattern.parse($0, route: "", routeIndex: 0, patternIndex: 0, caseInsensitive: true)
                }
                return parsed.contains { $0 == nil } ? [] : parsed.compactMap { $0 }
            },
            forwarding: Set(
                declarations.indices.filter { index in
                    let declared = Array(declarations[index].query.values) + Array(declarations[index].fragment.values)
                    return declared.contains { ["route", "route|web", "encoded route"].contains($0.text) }
                }))
    }

    /// The indices of the routes that can take a URL route `index` takes, itself included, in
    /// table order.
    func neighbourhood(of index: Int) -> [Int] {
        // A route that may take anything meets every route.
        guard !keys[index].isEmpty else { return Array(keys.indices) }
        var members = Set(open)
        members.insert(index)
        for key in keys[index] { members.formUnion(byLiteral[key] ?? []) }
        return members.sorted()
    }

    /// The indices of the routes that can take a URL whose first path segment, decoded, is
    /// `segment` (`nil`: a URL with no segment), in table order.
    func routes(takingFirstSegment segment: String?) -> [Int] {
        guard let segment else { return open }
        return (open + (byLiteral[segment.lowercased()] ?? [])).sorted()
    }
}
