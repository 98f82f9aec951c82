@_spi(Fuzzing) import LaunchRouting

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
        /// The routes that can take `url`, and those that can take the URL a nested route of it
        /// forwards to, at each depth.
        func add(_ url: String, depth: Int) {
            // A URL that does not tokenize is refused before any route is tried.
            guard depth <= CompiledTable.maximumNesting,
                case .success(let parsed) = table.core.tokenize(url)
            else { return }
            routes.formUnion(neighbourhoods.routes(takingFirstSegment: parsed.segments.first))
            guard !forwards.isEmpty, case .success(let match) = table.patternMatch(url),
                let index = table.core.routeIndex[ExactText(match.name)], forwards.contains(index),
                let rule = table.queryRules[index].first(where: \.nests)
            else { return }
            let items = rule.component == .query ? parsed.queryItems : parsed.fragmentItems
            var value =
                rule.isWholeFragment
                ? parsed.fragmentText : items.first { $0.name.utf8.elementsEqual(rule.name.utf8) }?.value
            if rule.decodesOnce, let text = value { value = try? URLTokenizer.decodedOnce(text, at: 0).get() }
            guard let value, !rule.isWholeFragment || !value.isEmpty else { return }
            add(CompiledTable.nestedURL(value, in: parsed), depth: depth + 1)
        }
        for input in inputs {
            for url in Self.urls(in: input, notificationURLKey: router.rules.notificationURLKey) { add(url, depth: 0) }
        }
        return routes
    }

    /// Every string in `input` that the router may resolve as a URL.
    static func urls(in input: LaunchInput, notificationURLKey: String?) -> [String] {
        switch input.kind {
        case .openURL(let context):
            return [context.url]
        case .userActivity(let activity):
            let identifier = activity.userInfo[LaunchInput.UserActivity.searchableItemIdentifierKey]?.stringValue
            return [activity.webpageURL, identifier].compactMap { $0 }
        case .shortcutItem, .appIntent, .cloudKitShare:
            return []
        case .notificationResponse(let response):
            return [notificationURLKey.flatMap { response.userInfo[$0]?.stringValue }].compactMap { $0 }
        }
    }
}
