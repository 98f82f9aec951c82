import LaunchRouting

/// The witnesses the analysis gives with its findings: a URL a shape matches, and how a finding
/// quotes it.
extension OverlapAnalysis {
    /// The first point of a matchable shape, at its shortest length.
    func firstPoint(of index: Int) -> [String] {
        guard let length = space.lengths(of: index).first else { return [] }
        return Coverage.anyPoint(of: space.box(of: index, length: length)) ?? []
    }

    /// A witness for shape `index` losing: a point it matches in the first context its route
    /// takes.
    func loserWitness(_ index: Int, _ mismatches: inout [LintFinding]) -> LintFinding.Witness {
        let route = space.shapes[index].route
        let context = space.contexts.indices.first { table.accepts(route: route, in: space.contexts[$0]) } ?? 0
        let point = firstPoint(of: index)
        return witness(point, in: context, expectingLoser: route, &mismatches)
    }

    /// The witness of `point` for route `loser` losing on it.
    func witness(
        _ point: [String], in context: Int, expectingLoser loser: Int, _ mismatches: inout [LintFinding]
    ) -> LintFinding.Witness {
        witness(point, in: context, expecting: nil, losers: [loser], &mismatches)
    }

    /// The witness of `point` in context `context`, checked against the priority rule: the table
    /// must route it to the route of the best shape that matches it, which must be `expected`
    /// when given and none of `losers`. A witness that fails is reported as a priority mismatch.
    func witness(
        _ point: [String],
        in context: Int,
        expecting expected: Int?,
        losers: [Int] = [],
        _ mismatches: inout [LintFinding]
    ) -> LintFinding.Witness {
        let sourceContext = space.contexts.indices.contains(context) ? space.contexts[context] : nil
        let found = sourceContext.map {
            space.witnessShape(of: point, among: space.accepted(in: $0), expecting: expected)
        }
        let predictedRoute = found?.shape.map { space.shapes[$0].route }
        let query = found?.query ?? []
        let url =
            sourceContext.map { WitnessWriter.url(point, in: $0, query: query) } ?? "/" + point.joined(separator: "/")
        let routed: String?
        if case .success(let match) = table.patternMatch(url) { routed = match.name } else { routed = nil }
        let input: LintFinding.Witness.Input = sourceContext?.host == nil ? .url(url) : .universalLink(url)
        let witness = LintFinding.Witness(input: input, route: routed)
        let predictedName = predictedRoute.map(space.name(ofRoute:))
        let wrong =
            routed != predictedName || (expected.map { predictedRoute != $0 } ?? false)
            || predictedRoute.map(losers.contains) == true
        if wrong, !mismatches.contains(where: { $0.witness == witness }) {
            let rule = predictedName.map { "sends it to \"\($0)\"" } ?? "routes it nowhere"
            let actual = routed.map { "sends it to \"\($0)\"" } ?? "does not route it"
            mismatches.append(
                LintFinding(
                    severity: .error, kind: .priorityMismatch,
                    message: "the priority rule \(rule), but the table \(actual): \(url)",
                    routes: [predictedName, routed].compactMap { $0 }, witness: witness))
        }
        return witness
    }

    /// `shop://product/x, which goes to "product"`, or `..., which does not route`.
    func describe(_ witness: LintFinding.Witness) -> String {
        let url = witness.url ?? witness.description
        guard let route = witness.route else { return "\(url), which does not route" }
        return "\(url), which goes to \"\(route)\""
    }
}
