import LaunchRouting

/// A table's shapes as boxes of segment languages, with the priority rule between them, in each
/// source context: the model the overlap analysis and the AASA generator reason in.
///
/// A shape of `n` segment matchers matches exactly the paths of `n` segments whose segment `i` is
/// in the language of matcher `i`; a shape ending in `**` with `k` matchers before it matches
/// every path of `k` or more segments whose first `k` are. At one path length every shape has a
/// fixed priority key (``RouteShape/key(forSegmentCount:)``), so "which shape wins on which
/// paths" is a question about boxes at each length. Lengths past the longest shape behave like
/// the longest plus one (only `**` shapes reach them, and more segments only add positions that
/// every `**` takes), so a finite range of lengths decides every length.
struct ShapeSpace<Route: Sendable> {
    let table: RouteTable<Route>
    let shapes: [RouteShape]
    /// Each shape's languages, the `**` left out.
    let languages: [[SegmentLanguage]]
    let contexts: [SourceContext]
    /// The longest path length the analysis looks at.
    let maximumLength: Int

    init(table: RouteTable<Route>) {
        self.table = table
        self.shapes = table.shapes
        self.languages = table.shapes.map { shape in shape.matchers.compactMap(SegmentLanguage.init) }
        self.contexts = SourceContext.all(of: table)
        let longest = table.shapes.map(\.matchers.count).max() ?? 0
        self.maximumLength = min(longest + 1, table.limits.maximumSegments)
    }

    var routeNames: [String] { table.definitions.map(\.name) }

    func name(ofRoute index: Int) -> String { table.definitions[index].name }

    func patternText(of shape: RouteShape) -> String { table.patterns[shape.route][shape.pattern].text }

    /// The number of segments before a `**`, or of the whole shape.
    func fixedLength(_ index: Int) -> Int { languages[index].count }

    func endsInRest(_ index: Int) -> Bool { shapes[index].endsInRest }

    /// The path lengths shape `index` matches, within the table's segment limit and the lengths
    /// that decide all others; empty when it can match no path.
    func lengths(of index: Int) -> [Int] {
        let fixed = fixedLength(index)
        guard fixed <= table.limits.maximumSegments else { return [] }
        if endsInRest(index) { return Array(fixed...max(fixed, maximumLength)) }
        return [fixed]
    }

    /// Whether shape `index` matches some path at all.
    func isMatchable(_ index: Int) -> Bool {
        !lengths(of: index).isEmpty && !languages[index].contains(where: \.isEmpty)
    }

    /// The box of shape `index` at path length `length`.
    func box(of index: Int, length: Int) -> [SegmentLanguage] {
        languages[index] + [SegmentLanguage](repeating: .any, count: max(0, length - fixedLength(index)))
    }

    /// Whether shape `index` has a priority key at `length`.
    func fits(_ index: Int, length: Int) -> Bool {
        endsInRest(index) ? length >= fixedLength(index) : length == fixedLength(index)
    }

    func key(_ index: Int, length: Int) -> [SegmentRank] {
        shapes[index].key(forSegmentCount: length) ?? []
    }

    /// Whether shape `a` wins over shape `b` on a path of `length` both match: a lower key, or
    /// the same key and an earlier route name (then pattern), as the matchers break ties.
    func ranks(_ a: Int, above b: Int, length: Int) -> Bool {
        let keyA = key(a, length: length)
        let keyB = key(b, length: length)
        if keyA != keyB { return keyA.lexicographicallyPrecedes(keyB) }
        let nameA = name(ofRoute: shapes[a].route)
        let nameB = name(ofRoute: shapes[b].route)
        return (nameA, shapes[a].pattern) < (nameB, shapes[b].pattern)
    }

    /// The matchable shapes whose routes take URLs from `context`.
    func accepted(in context: SourceContext) -> [Int] {
        shapes.indices.filter { isMatchable($0) && table.accepts(route: shapes[$0].route, in: context) }
    }

    /// The shapes among `candidates` that rank above shape `index` at `length`.
    func shapes(among candidates: [Int], above index: Int, length: Int) -> [Int] {
        candidates.filter { $0 != index && fits($0, length: length) && ranks($0, above: index, length: length) }
    }

    /// The shape the priority rule picks for `point` among `candidates`, or `nil` if none matches.
    func winner(of point: [String], among candidates: [Int]) -> Int? {
        var best: Int? = nil
        for candidate in candidates where fits(candidate, length: point.count) {
            let box = box(of: candidate, length: point.count)
            guard zip(box, point).allSatisfy({ $0.accepts($1) }) else { continue }
            if let current = best, !ranks(candidate, above: current, length: point.count) { continue }
            best = candidate
        }
        return best
    }
}
