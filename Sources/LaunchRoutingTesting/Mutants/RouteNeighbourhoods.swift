import LaunchRouting

/// For each route, the routes that can take a URL it takes: those whose first path segment is the
/// same literal (compared in lower case, so that case-insensitive routes meet), and every route
/// whose first segment is not a literal (a parameter, a wildcard, a rest, or no segment at all),
/// which may take anything.
///
/// A mutant changes one route only, so a URL that neither the route nor its mutant takes routes
/// the same in both tables, and a URL that one of them takes is taken only by routes of its
/// neighbourhood: comparing the two tables on the neighbourhood alone gives the same answers as
/// comparing them whole, and costs what the neighbourhood costs rather than what the table does.
/// That keeps `TableMutants.check` linear in a table whose routes start apart.
struct RouteNeighbourhoods {
    private var byLiteral: [String: [Int]] = [:]
    private var open: [Int] = []
    private var keys: [[String]] = []

    init(_ declarations: [RouteDeclaration]) {
        for (index, declaration) in declarations.enumerated() {
            let firsts = declaration.paths.map(Self.firstLiteral)
            if firsts.contains(where: { $0 == nil }) {
                open.append(index)
                keys.append([])
            } else {
                let literals = Array(Set(firsts.compactMap { $0 })).sorted()
                for literal in literals { byLiteral[literal, default: []].append(index) }
                keys.append(literals)
            }
        }
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

    /// The first segment of a pattern when it is a literal, lowercased; `nil` for anything else.
    private static func firstLiteral(_ path: String) -> String? {
        guard
            let pattern = try? RoutePattern.parse(
                path, route: "", routeIndex: 0, patternIndex: 0, caseInsensitive: true),
            case .literal(let text)? = pattern.segments.first
        else { return nil }
        return text.lowercased()
    }
}
