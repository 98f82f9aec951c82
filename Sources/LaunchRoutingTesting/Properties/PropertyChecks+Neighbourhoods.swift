import LaunchRouting

extension PropertyChecks {
    /// The routes P2 must reorder to decide `inputs`: for each URL an input may resolve (a URL
    /// context's, a universal link's, a Spotlight identifier, a notification's URL), the routes
    /// that can take its first path segment (`RouteNeighbourhoods`), and every route a rule names,
    /// which the router needs to build. Every other route takes none of the inputs, so reordering
    /// these alone decides what reordering the whole table does, at their cost.
    func routesDeciding(_ inputs: [LaunchInput], _ neighbourhoods: RouteNeighbourhoods, ruleRoutes: Set<Int>)
        -> Set<Int>
    {
        let forwards = Set(table.definitions.indices.filter { table.queryRules[$0].contains(where: \.nests) })
        var routes = ruleRoutes
        for input in inputs {
            for url in Self.urls(in: input, notificationURLKey: router.notificationURLKey) {
                // A URL that does not tokenize is refused before any route is tried.
                guard case .success(let parsed) = URLTokenizer.parse(url, limits: table.limits) else { continue }
                routes.formUnion(neighbourhoods.routes(takingFirstSegment: parsed.segments.first))
                // A URL that a nested route forwards may reach any route: every route decides.
                if !forwards.isEmpty, case .success(let match) = table.patternMatch(url),
                    let index = table.core.routeIndex[ExactText(match.name)], forwards.contains(index)
                {
                    return Set(table.definitions.indices)
                }
            }
        }
        return routes
    }

    /// Every string in `input` that the router may resolve as a URL.
    static func urls(in input: LaunchInput, notificationURLKey: String?) -> [String] {
        switch input {
        case .openURL(let context):
            return [context.url]
        case .userActivity(let activity):
            let identifier = activity.userInfo[LaunchInput.UserActivity.searchableItemIdentifierKey]?.stringValue
            return [activity.webpageURL, identifier].compactMap { $0 }
        case .shortcutItem:
            return []
        case .notificationResponse(let response):
            return [notificationURLKey.flatMap { response.userInfo[$0]?.stringValue }].compactMap { $0 }
        }
    }
}
