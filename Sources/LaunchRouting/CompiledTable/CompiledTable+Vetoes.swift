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
            if case .unless(let values) = veto {
                if let reason = requirement(of: route, rule, values, items, url) { return reason }
                continue
            }
            for item in items where item.name.isByteEqual(to: rule.name) {
                let what: String
                switch veto {
                case .present:
                    what = "with the \(rule.component.noun) \"\(rule.name)\""
                case .values(let values):
                    guard values.contains(where: { $0.isByteEqual(to: item.value) }) else { continue }
                    what = "whose \(rule.component.noun) \"\(rule.name)\" is \"\(item.value)\""
                case .unless:
                    continue
                }
                return OutcomeReason(
                    code: .noMatchingRoute,
                    message: "route \"\(routeNames[route])\" gives up a URL \(what), and no other route takes its path",
                    position: item.position)
            }
        }
        return nil
    }

    /// Why route `route` gives `url` up for want of the value `rule` requires: the parameter is
    /// absent, or has a value not listed (any of its items, so that `v=2&v=3` is given up too).
    private func requirement(
        of route: Int, _ rule: QueryRule, _ values: [String], _ items: [ParsedURL.Item], _ url: ParsedURL
    ) -> OutcomeReason? {
        let wanted = values.map { "\"\($0)\"" }.joined(separator: " or ")
        var present = false
        for item in items where item.name.isByteEqual(to: rule.name) {
            present = true
            guard !values.contains(where: { $0.isByteEqual(to: item.value) }) else { continue }
            return OutcomeReason(
                code: .noMatchingRoute,
                message:
                    "route \"\(routeNames[route])\" gives up a URL whose \(rule.component.noun) \"\(rule.name)\" is \"\(item.value)\", not \(wanted), and no other route takes its path",
                position: item.position)
        }
        guard !present else { return nil }
        return OutcomeReason(
            code: .noMatchingRoute,
            message:
                "route \"\(routeNames[route])\" gives up a URL without the \(rule.component.noun) \"\(rule.name)\" (\(wanted)), and no other route takes its path",
            position: nil)
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
