/// One route of a table, checked and compiled on its own: its patterns, the shapes they match,
/// its query rules, and which entries of `schemes + domains` it accepts. What needs the other
/// routes (unique names, patterns that collide) the table checks after.
struct CompiledRoute {
    var patterns: [RoutePattern]
    /// The query rules, then the fragment's, each by name.
    var queryRules: [QueryRule]
    /// For each entry of `schemes + domains`, whether the route accepts it; `nil`: all of them.
    var sources: [Bool]?
    var shapes: [RouteShape]

    /// Compiles route `index`, or says which of its fields is wrong and why.
    init(_ declaration: RouteDeclaration, index: Int, entries: [String], schemeCount: Int, webSchemeCount: Int = 0)
        throws(RouteTableError)
    {
        let name = declaration.name
        func fail(_ code: RouteTableError.Code, _ field: RouteTableError.RouteField, _ reason: String)
            -> RouteTableError
        {
            RouteTableError(code: code, location: .route(index: index, name: name, field: field), reason: reason)
        }
        guard CompiledTable.isRouteName(name) else {
            throw RouteTableError(
                code: .invalidRouteName, location: .routeName(index: index),
                reason: "the route name \"\(name)\" is not a letter followed by letters, digits, \"_\", \".\" or \"-\"")
        }
        if declaration.takesWebPages {
            self = try Self(webPages: declaration, entries: entries, schemeCount: schemeCount, fail: fail)
            return
        }
        patterns = []
        shapes = []
        for (patternIndex, path) in declaration.paths.enumerated() {
            let pattern = try RoutePattern.parse(
                path, route: name, routeIndex: index, patternIndex: patternIndex,
                caseInsensitive: !declaration.isCaseSensitive)
            patterns.append(pattern)
            shapes += RouteShape.shapes(of: pattern, route: index, index: patternIndex)
        }
        if let encoding = patterns.first(where: \.encodesRest), let key = declaration.query.keys.min() {
            throw fail(
                .invalidQueryDeclaration, .query(name: key),
                "the pattern \"\(encoding.text)\" holds the whole query in its encoded rest, so the route declares no query parameter \"\(key)\""
            )
        }
        if let keeping = patterns.first(where: \.keepsFragment), let key = declaration.fragment.keys.min() {
            throw fail(
                .invalidQueryDeclaration, .fragment(name: key),
                "the pattern \"\(keeping.text)\" holds the fragment in its rest, so the route declares no fragment parameter \"\(key)\""
            )
        }
        queryRules = []
        let pathNames = patterns.flatMap(\.parameterNames)  // a handful: searched, not hashed
        for (key, query) in declaration.query.sorted(by: { $0.key < $1.key }) {
            guard !pathNames.contains(key) else {
                throw fail(
                    .duplicateParameterName, .query(name: key), "\"\(key)\" is both a path and a query parameter")
            }
            queryRules.append(try QueryRule.parse(query, name: key, route: name, routeIndex: index))
        }
        if declaration.paths.isEmpty, let key = declaration.fragment.keys.min() {
            throw fail(
                .invalidQueryDeclaration, .fragment(name: key),
                "a route without paths has no URL, so no fragment to read \"\(key)\" from; declare it in query")
        }
        if declaration.fragment[""] != nil, declaration.fragment.count > 1,
            let other = declaration.fragment.keys.filter({ !$0.isEmpty }).min()
        {
            throw fail(
                .invalidQueryDeclaration, .fragment(name: other),
                "the whole fragment is a nested route, so it has no parameter \"\(other)\"")
        }
        for (key, declared) in declaration.fragment.sorted(by: { $0.key < $1.key }) {
            guard !pathNames.contains(key) else {
                throw fail(
                    .duplicateParameterName, .fragment(name: key), "\"\(key)\" is both a path and a fragment parameter")
            }
            guard declaration.query[key] == nil else {
                throw fail(
                    .duplicateParameterName, .fragment(name: key),
                    "\"\(key)\" is both a query and a fragment parameter")
            }
            queryRules.append(
                try QueryRule.parse(declared, name: key, route: name, routeIndex: index, component: .fragment))
        }
        let keeping = queryRules.filter(\.keepsOthers)
        if keeping.count > 1 {
            throw fail(
                .invalidQueryDeclaration, .query(name: keeping[1].name),
                "\"\(keeping[0].name)\" and \"\(keeping[1].name)\" both keep the other query items; a route keeps them once"
            )
        }
        let nested = queryRules.filter(\.nests)
        if nested.count > 1 {
            let second = nested[1]
            throw fail(
                .invalidQueryDeclaration,
                second.component == .query ? .query(name: second.name) : .fragment(name: second.name),
                "\"\(nested[0].name)\" and \"\(second.name)\" are both nested routes; a route forwards to one")
        }
        if declaration.paths.isEmpty, let rule = nested.first {
            throw fail(
                .invalidQueryDeclaration, .query(name: rule.name),
                "a route without paths has no URL to forward from; \"\(rule.name)\" cannot be a nested route")
        }
        guard let accepted = declaration.sources else {
            sources = nil
            return
        }
        var mask = [Bool](repeating: false, count: entries.count)
        for (offset, source) in accepted.enumerated() {
            guard let entry = entries.firstIndex(of: ASCII.lowercased(source)) else {
                let hint = DidYouMean.hint(for: ASCII.lowercased(source), among: entries)
                throw fail(
                    .unknownSource, .source(index: offset),
                    "the source \"\(source)\" is neither a scheme nor a domain of the table\(hint)")
            }
            // A web scheme's link comes from its host, so only the host's domain can admit it.
            guard !(schemeCount - webSchemeCount..<schemeCount).contains(entry) else {
                throw fail(
                    .unknownSource, .source(index: offset),
                    "the source \"\(source)\" is a web scheme, whose links come from their host; list the host's domain"
                )
            }
            mask[entry] = true
        }
        sources = mask
    }

    /// The route that takes web pages: no paths, and one query rule, `url`, of type
    /// `url(http|https)`, so that rules may route to it with a `userInfo` URL too.
    private init(
        webPages declaration: RouteDeclaration, entries: [String], schemeCount: Int,
        fail: (RouteTableError.Code, RouteTableError.RouteField, String) -> RouteTableError
    ) throws(RouteTableError) {
        guard declaration.paths.isEmpty else {
            throw fail(
                .invalidPattern, .paths,
                "a route that takes web pages has no paths: it takes any http or https URL that is no universal link of the table"
            )
        }
        if let key = (Array(declaration.query.keys) + Array(declaration.fragment.keys)).min() {
            throw fail(
                .invalidQueryDeclaration, declaration.query[key] != nil ? .query(name: key) : .fragment(name: key),
                "a route that takes web pages declares no parameters: its one parameter is \"url\", the page")
        }
        patterns = []
        shapes = []
        sources = nil
        // Its sources are domains whose links no route takes: those are web pages too.
        if let listed = declaration.sources {
            var mask = [Bool](repeating: false, count: entries.count)
            for (offset, source) in listed.enumerated() {
                guard let entry = entries.firstIndex(of: ASCII.lowercased(source)), entry >= schemeCount else {
                    throw fail(
                        .unknownSource, .source(index: offset),
                        "the source \"\(source)\" is no domain of the table; a route that takes web pages lists the domains whose links no other route takes\(DidYouMean.hint(for: ASCII.lowercased(source), among: Array(entries[schemeCount...])))"
                    )
                }
                mask[entry] = true
            }
            sources = mask
        }
        queryRules = [QueryRule(name: Self.webPageParameter, type: .url(schemes: ["http", "https"]), arity: .required)]
    }

    /// The parameter of a route that takes web pages: the page's URL.
    static let webPageParameter = "url"
}
