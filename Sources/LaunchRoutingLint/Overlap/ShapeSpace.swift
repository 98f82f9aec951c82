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
    /// Each shape's priority key, the same at every length it fits.
    let keys: [[SegmentRank]]
    /// For each shape, the shapes that can match some path it matches: those whose first segment
    /// can be the same (an index by first literal keeps this near linear for large tables).
    let neighbours: [[Int]]
    /// For each context, the matchable shapes whose routes take URLs from it.
    private let acceptedByContext: [[Int]]
    private let acceptedSets: [Set<Int>]
    /// Whether each shape ends in `**`.
    private let isRest: [Bool]
    /// The shapes whose first segment is a value, by value; those with any other first segment;
    /// those that match the empty path.
    private let byFirstValue: [ExactKey: [Int]]
    private let openFirst: [Int]
    private let emptyPath: [Int]

    init(table: RouteTable<Route>) {
        self.table = table
        self.shapes = table.shapes
        let languages = table.shapes.map { shape in shape.matchers.compactMap(SegmentLanguage.init) }
        self.languages = languages
        let contexts = SourceContext.all(of: table)
        self.contexts = contexts
        let longest = table.shapes.map(\.matchers.count).max() ?? 0
        self.maximumLength = min(longest + 1, table.limits.maximumSegments)
        self.keys = table.shapes.map { shape in
            shape.key(forSegmentCount: shape.endsInRest ? shape.matchers.count - 1 : shape.matchers.count) ?? []
        }
        self.neighbours = Self.neighbours(table.shapes, languages)
        self.isRest = table.shapes.map(\.endsInRest)
        var byFirstValue: [ExactKey: [Int]] = [:]
        var openFirst: [Int] = []
        var emptyPath: [Int] = []
        for index in table.shapes.indices {
            if languages[index].isEmpty { emptyPath.append(index) }
            guard let first = Self.firstLanguage(index, table.shapes, languages) else { continue }
            if case .values(let values) = first {
                for value in values { byFirstValue[ExactKey(value), default: []].append(index) }
            } else {
                openFirst.append(index)
            }
        }
        self.byFirstValue = byFirstValue
        self.openFirst = openFirst
        self.emptyPath = emptyPath
        let maximumSegments = table.limits.maximumSegments
        // A route reached only through a nested route takes no URL received directly.
        let nestedOnly = Set(table.core.nestedOnlyRoutes)
        self.acceptedByContext = contexts.map { context in
            table.shapes.indices.filter { index in
                languages[index].count <= maximumSegments && !languages[index].contains(where: \.isEmpty)
                    && !nestedOnly.contains(table.shapes[index].route)
                    && table.accepts(route: table.shapes[index].route, in: context)
            }
        }
        self.acceptedSets = acceptedByContext.map(Set.init)
    }

    /// Shapes whose first segments can be equal, or that can both match the empty path.
    private static func neighbours(_ shapes: [RouteShape], _ languages: [[SegmentLanguage]]) -> [[Int]] {
        var byLiteral: [ExactKey: [Int]] = [:]
        var open: [Int] = []
        var empty: [Int] = []
        for index in shapes.indices {
            if languages[index].isEmpty || (shapes[index].endsInRest && languages[index].count == 0) {
                empty.append(index)
            }
            guard let first = firstLanguage(index, shapes, languages) else { continue }
            if case .values(let values) = first {
                for value in values { byLiteral[ExactKey(value), default: []].append(index) }
            } else {
                open.append(index)
            }
        }
        let literals = Array(byLiteral.keys)
        return shapes.indices.map { index in
            var result: Set<Int> = []
            if empty.contains(index) { result.formUnion(empty) }
            if let first = firstLanguage(index, shapes, languages) {
                switch first {
                case .values(let values):
                    for value in values { result.formUnion(byLiteral[ExactKey(value)] ?? []) }
                default:
                    for literal in literals where first.accepts(literal.string) {
                        result.formUnion(byLiteral[literal] ?? [])
                    }
                }
                for other in open {
                    if let theirs = firstLanguage(other, shapes, languages), !first.intersection(theirs).isEmpty {
                        result.insert(other)
                    }
                }
            }
            result.remove(index)
            return result.sorted()
        }
    }

    /// What a shape takes as a path's first segment: a `**` at the start takes any; `nil` for
    /// the shape of the empty path.
    private static func firstLanguage(_ index: Int, _ shapes: [RouteShape], _ languages: [[SegmentLanguage]])
        -> SegmentLanguage?
    {
        if let first = languages[index].first { return first }
        return shapes[index].endsInRest ? .any : nil
    }

    var routeNames: [String] { table.definitions.map(\.name) }

    func name(ofRoute index: Int) -> String { table.definitions[index].name }

    func patternText(of shape: RouteShape) -> String { table.patterns[shape.route][shape.pattern].text }

    /// The number of segments before a `**`, or of the whole shape.
    func fixedLength(_ index: Int) -> Int { languages[index].count }

    func endsInRest(_ index: Int) -> Bool { isRest[index] }

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
        keys[index]
    }

    /// Whether shape `a` wins over shape `b` on a path of `length` both match: a lower key, or
    /// the same key and an earlier route name (then pattern), as the matchers break ties.
    func ranks(_ a: Int, above b: Int, length: Int) -> Bool {
        let keyA = key(a, length: length)
        let keyB = key(b, length: length)
        if keyA != keyB { return keyA.lexicographicallyPrecedes(keyB) }
        let nameA = name(ofRoute: shapes[a].route)
        let nameB = name(ofRoute: shapes[b].route)
        // A route that can veto a URL comes first, as in the matcher: the other takes what it gives up.
        return (yields(a) ? 0 : 1, nameA, shapes[a].pattern) < (yields(b) ? 0 : 1, nameB, shapes[b].pattern)
    }

    /// Whether shape `index`'s route can veto a URL by its query, giving it up to the next route:
    /// such a shape ranks where its pattern puts it, but covers nothing below it.
    func yields(_ index: Int) -> Bool { table.core.yields[shapes[index].route] }

    /// The matchable shapes whose routes take URLs from `context`.
    func accepted(in context: SourceContext) -> [Int] {
        if let index = contexts.firstIndex(of: context) { return acceptedByContext[index] }
        return shapes.indices.filter {
            isMatchable($0) && !table.core.nestedOnlyRoutes.contains(shapes[$0].route)
                && table.accepts(route: shapes[$0].route, in: context)
        }
    }

    /// The shapes among `candidates` that can match a path shape `index` matches.
    func neighbours(of index: Int, among candidates: [Int]) -> [Int] {
        let set = Set(candidates)
        return neighbours[index].filter(set.contains)
    }

    /// The shapes among `candidates` that rank above shape `index` at `length` and take every URL
    /// they match (only those that can match some path it matches): what can cover it.
    func shapes(among candidates: [Int], above index: Int, length: Int) -> [Int] {
        neighbours(of: index, among: candidates).filter {
            fits($0, length: length) && ranks($0, above: index, length: length)
                && (!yields($0) || vetoesNothingOf($0, index))
        }
    }

    /// Whether shape `above`'s route, which can veto a URL, can give up none of the URLs shape
    /// `index`'s route takes: each of its vetoes is one those URLs never trigger. A required value
    /// `=(S)` is never triggered by a route that requires `=(T)` of the same parameter with T
    /// within S; `"absent"` by one that vetoes the parameter present too; `!(V)` by one that
    /// vetoes it present, or vetoes every value of V, or requires values outside V.
    func vetoesNothingOf(_ above: Int, _ index: Int) -> Bool {
        let vetoes = table.queryRules[shapes[above].route].filter { $0.veto != nil }
        let own = table.queryRules[shapes[index].route]
        return !vetoes.isEmpty
            && vetoes.allSatisfy { rule in
                let same = own.first { $0.name == rule.name && $0.component == rule.component }?.veto
                switch (rule.veto, same) {
                case (.unless(let wanted)?, .unless(let mine)?): return mine.allSatisfy(wanted.contains)
                case (.present?, .present?): return true
                case (.values?, .present?): return true
                case (.values(let vetoed)?, .values(let mine)?): return vetoed.allSatisfy(mine.contains)
                case (.values(let vetoed)?, .unless(let mine)?): return !mine.contains(where: vetoed.contains)
                default: return false
                }
            }
    }

    /// The shape the priority rule picks for `point` among `candidates`, or `nil` if none matches.
    func winner(of point: [String], among candidates: [Int]) -> Int? {
        let allowed: Set<Int>
        if let context = acceptedByContext.firstIndex(of: candidates) {
            allowed = acceptedSets[context]
        } else {
            allowed = Set(candidates)
        }
        let pool = point.isEmpty ? emptyPath : (byFirstValue[ExactKey(point[0])] ?? []) + openFirst
        var best: Int? = nil
        for candidate in pool where allowed.contains(candidate) && matches(candidate, point) {
            if let current = best, !ranks(candidate, above: current, length: point.count) { continue }
            best = candidate
        }
        return best
    }

    /// The shape that takes `point` among `candidates` when `expected`'s route should, and the
    /// query a witness needs for it: that route's required parameters, and what makes each route
    /// with a veto that ranks above it give the URL up. Without `expected`, the priority rule's
    /// winner and its required parameters.
    func witnessShape(of point: [String], among candidates: [Int], expecting expected: Int?) -> (
        shape: Int?, query: [WitnessWriter.Item]
    ) {
        var candidates = candidates
        var triggers: [WitnessWriter.Item] = []
        var passed: [Int] = []
        var best = winner(of: point, among: candidates)
        while let shape = best, let expected, shapes[shape].route != expected, yields(shape),
            let trigger = WitnessWriter.vetoTrigger(of: shapes[shape].route, in: table)
        {
            let route = shapes[shape].route
            passed.append(route)
            if !triggers.contains(where: { $0.name == trigger.name && $0.component == trigger.component }) {
                triggers.append(trigger)
            }
            candidates.removeAll { shapes[$0].route == route }
            best = winner(of: point, among: candidates)
        }
        var required = best.map { WitnessWriter.requiredQuery(of: shapes[$0].route, in: table) } ?? []
        // A value the route requires that a route it passes requires too would be taken there:
        // another of its values, if it has one that route does not require.
        if let best {
            for (position, item) in required.enumerated() {
                guard
                    case .unless(let mine)? = table.queryRules[shapes[best].route].first(where: {
                        $0.name == item.name && $0.component == item.component
                    })?.veto
                else { continue }
                let taken = passed.flatMap { route in
                    table.queryRules[route].compactMap { rule -> [String]? in
                        guard rule.name == item.name, rule.component == item.component,
                            case .unless(let wanted)? = rule.veto
                        else { return nil }
                        return wanted
                    }.joined()
                }
                if let free = mine.first(where: { !taken.contains($0) }) { required[position].value = free }
            }
        }
        let extra = triggers.filter { trigger in
            !required.contains { $0.name == trigger.name && $0.component == trigger.component }
        }
        return (best, required + extra)
    }

    /// Whether shape `index` matches `point`, length and segments.
    func matches(_ index: Int, _ point: [String]) -> Bool {
        guard fits(index, length: point.count) else { return false }
        let languages = self.languages[index]
        for position in languages.indices where !languages[position].accepts(point[position]) { return false }
        return true
    }
}
