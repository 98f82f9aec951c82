/// Query vetoes: a route that declares a query parameter `"absent"` (or `"!(a|b)"`) gives up a URL
/// that has it (or has one of those values), and the next route by the priority rule that takes
/// the URL's path takes it instead: `/join` and `/join?code=...` to two routes on one path
/// (docs/patterns.md, "Query vetoes").
extension CompiledTable {
    /// Why route `route` gives `url` up, when its query vetoes it.
    func veto(of route: Int, _ url: ParsedURL) -> OutcomeReason? {
        guard yields[route] else { return nil }
        for rule in queryRules[route] {
            guard let veto = rule.veto else { continue }
            let items = rule.component == .query ? url.queryItems : url.fragmentItems
            for item in items where item.name.isByteEqual(to: rule.name) {
                let what: String
                switch veto {
                case .present:
                    what = "with the \(rule.component.noun) \"\(rule.name)\""
                case .values(let values):
                    guard values.contains(where: { $0.isByteEqual(to: item.value) }) else { continue }
                    what = "whose \(rule.component.noun) \"\(rule.name)\" is \"\(item.value)\""
                }
                return OutcomeReason(
                    code: .noMatchingRoute,
                    message: "route \"\(routeNames[route])\" gives up a URL \(what), and no other route takes its path",
                    position: item.position)
            }
        }
        return nil
    }

    /// The best shape that `find` gives under `filter` once every route that vetoes `url` has given
    /// it up; the first veto when nothing else takes it; `nil` when nothing took it at all.
    func unvetoedShape(_ url: ParsedURL, _ filter: SourceFilter, find: (SourceFilter) -> Int?) -> Result<
        Int, OutcomeReason
    >? {
        var filter = filter
        var first: OutcomeReason? = nil
        while let index = find(filter) {
            let route = shapes[index].route
            guard let reason = veto(of: route, url) else { return .success(index) }
            first = first ?? reason
            filter.vetoed.append(route)
        }
        return first.map { .failure($0) }
    }
}
