extension RouteSpec {
    /// Loads a spec from JSON text.
    public init(json: String) throws(RouteSpecError) {
        try self.init(jsonBytes: Array(json.utf8))
    }

    /// Loads a spec from the bytes of a JSON file.
    public init(jsonBytes bytes: some Collection<UInt8>) throws(RouteSpecError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw RouteSpecError(code: .invalidJSON, path: "", message: "the spec is not valid JSON: \(error)")
        }
        var reader = SpecReader()
        self = try reader.spec(document)
    }
}

/// Reads a spec from a JSON value tree, keeping the field path for error messages.
private struct SpecReader {
    var path: [String] = []

    var pathText: String {
        path.reduce("") { text, component in
            component.hasPrefix("[") || text.isEmpty ? text + component : text + "." + component
        }
    }

    func fail(_ code: RouteSpecError.Code, _ message: String) -> RouteSpecError {
        RouteSpecError(code: code, path: pathText, message: message)
    }

    mutating func field<T>(_ name: String, _ body: (inout SpecReader) throws(RouteSpecError) -> T)
        throws(RouteSpecError) -> T
    {
        path.append(name)
        defer { path.removeLast() }
        return try body(&self)
    }

    mutating func spec(_ value: JSONValue) throws(RouteSpecError) -> RouteSpec {
        let members = try object(
            value,
            allowed: [
                "schemes", "domains", "limits", "routes", "activities", "shortcuts", "notifications", "spotlight",
                "webpageActivities", "domainGroups",
            ])
        guard let routes = members["routes"] else {
            throw fail(.missingField, "expected the field \"routes\", an array of routes")
        }
        var spec = RouteSpec(routes: [])
        spec.schemes =
            try members["schemes"].map { (value) throws(RouteSpecError) in
                try field("schemes") { (reader) throws(RouteSpecError) in try reader.strings(value) }
            } ?? []
        spec.domains =
            try members["domains"].map { (value) throws(RouteSpecError) in
                try field("domains") { (reader) throws(RouteSpecError) in try reader.strings(value) }
            } ?? []
        if let limits = members["limits"] {
            spec.limits = try field("limits") { (reader) throws(RouteSpecError) in try reader.limits(limits) }
        }
        if let groups = members["domainGroups"] {
            spec.domainGroups = try field("domainGroups") { (reader) throws(RouteSpecError) in
                try reader.domainGroups(groups, spec: spec)
            }
        }
        spec.routes = try field("routes") { (reader) throws(RouteSpecError) in
            try reader.array(routes) { (reader, value) throws(RouteSpecError) in try reader.route(value) }
        }
        // A source that names a group stands for its domains, in order.
        for index in spec.routes.indices {
            guard let sources = spec.routes[index].sources else { continue }
            var expanded: [String] = []
            for source in sources {
                for entry in spec.domainGroups[source] ?? [source] where !expanded.contains(entry) {
                    expanded.append(entry)
                }
            }
            spec.routes[index].sources = expanded
        }
        if let activities = members["activities"] {
            spec.activities = try field("activities") { (reader) throws(RouteSpecError) in
                try reader.array(activities) { (reader, value) throws(RouteSpecError) in
                    let (type, route, parameters, constants) = try reader.typedRule(value)
                    return LaunchRule.Activity(
                        activityType: type, route: route, parameters: parameters, constants: constants)
                }
            }
        }
        if let shortcuts = members["shortcuts"] {
            spec.shortcuts = try field("shortcuts") { (reader) throws(RouteSpecError) in
                try reader.array(shortcuts) { (reader, value) throws(RouteSpecError) in
                    let (type, route, parameters, constants) = try reader.typedRule(value)
                    return LaunchRule.Shortcut(type: type, route: route, parameters: parameters, constants: constants)
                }
            }
        }
        if let notifications = members["notifications"] {
            try field("notifications") { (reader) throws(RouteSpecError) in
                let fields = try reader.object(notifications, allowed: ["urlKey", "rules"])
                if let key = fields["urlKey"] {
                    spec.notificationURLKey = try reader.field("urlKey") { (reader) throws(RouteSpecError) in
                        try reader.string(key)
                    }
                }
                if let rules = fields["rules"] {
                    spec.notifications = try reader.field("rules") { (reader) throws(RouteSpecError) in
                        try reader.array(rules) { (reader, value) throws(RouteSpecError) in
                            try reader.notificationRule(value)
                        }
                    }
                }
            }
        }
        if let types = members["webpageActivities"] {
            spec.webpageActivityTypes = try field("webpageActivities") { (reader) throws(RouteSpecError) in
                try reader.strings(types)
            }
        }
        if let spotlight = members["spotlight"] {
            spec.spotlight = try field("spotlight") { (reader) throws(RouteSpecError) in
                let text = try reader.string(spotlight)
                guard text == LaunchRule.Spotlight.url.name else {
                    throw reader.fail(
                        .invalidValue, "expected \"url\" (a Spotlight identifier is a URL to route), found \"\(text)\"")
                }
                return LaunchRule.Spotlight.url
            }
        }
        return spec
    }

    /// `domainGroups`: each name, neither a scheme nor a domain, for domains of the spec.
    mutating func domainGroups(_ value: JSONValue, spec: RouteSpec) throws(RouteSpecError) -> [String: [String]] {
        let entries = (spec.schemes + spec.domains).map(ASCII.lowercased)
        let domains = spec.domains.map(ASCII.lowercased)
        var groups: [String: [String]] = [:]
        for (name, list) in try members(value) {
            groups[name] = try field(name) { (reader) throws(RouteSpecError) in
                guard !entries.contains(ASCII.lowercased(name)) else {
                    throw reader.fail(
                        .invalidValue, "the group \"\(name)\" has the name of a scheme or domain of the spec")
                }
                return try reader.array(list) { (reader, element) throws(RouteSpecError) in
                    let domain = try reader.string(element)
                    guard domains.contains(ASCII.lowercased(domain)) else {
                        throw reader.fail(
                            .invalidValue,
                            "\"\(domain)\" is not one of the spec's domains\(DidYouMean.hint(for: ASCII.lowercased(domain), among: domains))"
                        )
                    }
                    return domain
                }
            }
        }
        return groups
    }

    mutating func route(_ value: JSONValue) throws(RouteSpecError) -> RouteSpec.Route {
        let members = try object(
            value,
            allowed: [
                "name", "path", "paths", "query", "fragment", "sources", "caseSensitive", "examples", "webPages",
                "nestedOnly",
            ])
        guard let nameValue = members["name"] else {
            throw fail(.missingField, "expected the field \"name\", the route's name")
        }
        let name = try field("name") { (reader) throws(RouteSpecError) in try reader.string(nameValue) }
        let takesWebPages =
            try members["webPages"].map { flag throws(RouteSpecError) in
                try field("webPages") { (reader) throws(RouteSpecError) in
                    guard let value = flag.boolValue else {
                        throw reader.fail(.wrongType, "expected true or false, found \(flag.kind)")
                    }
                    return value
                }
            } ?? false
        var paths: [String]
        switch (members["path"], members["paths"]) {
        case (let path?, nil):
            paths = [try field("path") { (reader) throws(RouteSpecError) in try reader.string(path) }]
        case (nil, let list?):
            // No paths: a destination no URL reaches, which only the rules route to.
            paths = try field("paths") { (reader) throws(RouteSpecError) in try reader.strings(list) }
        case (nil, nil) where takesWebPages:
            // Any web page: no pattern.
            paths = []
        case (nil, nil):
            throw fail(.missingField, "expected the field \"path\" (or \"paths\"), the route's pattern")
        case (_?, _?):
            throw fail(.invalidValue, "expected \"path\" or \"paths\", not both")
        }
        var route = RouteSpec.Route(name: name, paths: paths)
        route.takesWebPages = takesWebPages
        if let flag = members["nestedOnly"] {
            route.isNestedOnly = try field("nestedOnly") { (reader) throws(RouteSpecError) in
                guard let value = flag.boolValue else {
                    throw reader.fail(.wrongType, "expected true or false, found \(flag.kind)")
                }
                return value
            }
        }
        if let query = members["query"] { route.query = try declarations(query, field: "query") }
        if let fragment = members["fragment"] {
            // "route": the whole fragment is a nested route.
            if fragment.stringValue == "route" {
                route.fragment = .route
            } else {
                route.fragment = try declarations(fragment, field: "fragment")
            }
        }
        if let sources = members["sources"] {
            route.sources = try field("sources") { (reader) throws(RouteSpecError) in try reader.strings(sources) }
        }
        if let flag = members["caseSensitive"] {
            route.isCaseSensitive = try field("caseSensitive") { (reader) throws(RouteSpecError) in
                guard let value = flag.boolValue else {
                    throw reader.fail(.wrongType, "expected true or false, found \(flag.kind)")
                }
                return value
            }
        }
        if let examples = members["examples"] {
            route.examples = try field("examples") { (reader) throws(RouteSpecError) in try reader.strings(examples) }
        }
        return route
    }

    /// A route's `query` or `fragment`: parameter name → declaration.
    mutating func declarations(_ value: JSONValue, field name: String) throws(RouteSpecError) -> [String:
        QueryDeclaration]
    {
        try field(name) { (reader) throws(RouteSpecError) in
            var declarations: [String: QueryDeclaration] = [:]
            for (key, declaration) in try reader.members(value) {
                declarations[key] = QueryDeclaration(
                    try reader.field(key) { (reader) throws(RouteSpecError) in try reader.string(declaration) })
            }
            return declarations
        }
    }

    mutating func typedRule(_ value: JSONValue) throws(RouteSpecError) -> (
        String, String, [String: String], [String: String]
    ) {
        let members = try object(value, allowed: ["type", "route", "params", "constants"])
        guard let type = members["type"] else { throw fail(.missingField, "expected the field \"type\"") }
        guard let route = members["route"] else {
            throw fail(.missingField, "expected the field \"route\", a route's name")
        }
        return (
            try field("type") { (reader) throws(RouteSpecError) in try reader.string(type) },
            try field("route") { (reader) throws(RouteSpecError) in try reader.string(route) },
            try members["params"].map { (params) throws(RouteSpecError) in
                try field("params") { (reader) throws(RouteSpecError) in try reader.stringMap(params) }
            } ?? [:],
            try constants(members["constants"])
        )
    }

    /// A rule's `constants`: parameter → value, each value a string.
    mutating func constants(_ value: JSONValue?) throws(RouteSpecError) -> [String: String] {
        try value.map { (constants) throws(RouteSpecError) in
            try field("constants") { (reader) throws(RouteSpecError) in try reader.stringMap(constants) }
        } ?? [:]
    }

    mutating func notificationRule(_ value: JSONValue) throws(RouteSpecError) -> LaunchRule.Notification {
        let members = try object(value, allowed: ["category", "action", "route", "params", "constants"])
        guard let route = members["route"] else {
            throw fail(.missingField, "expected the field \"route\", a route's name")
        }
        return LaunchRule.Notification(
            categoryIdentifier: try members["category"].map { (category) throws(RouteSpecError) in
                try field("category") { (reader) throws(RouteSpecError) in try reader.string(category) }
            },
            actionIdentifier: try members["action"].map { (action) throws(RouteSpecError) in
                try field("action") { (reader) throws(RouteSpecError) in try reader.string(action) }
            },
            route: try field("route") { (reader) throws(RouteSpecError) in try reader.string(route) },
            parameters: try members["params"].map { (params) throws(RouteSpecError) in
                try field("params") { (reader) throws(RouteSpecError) in try reader.stringMap(params) }
            } ?? [:],
            constants: try constants(members["constants"])
        )
    }

    mutating func limits(_ value: JSONValue) throws(RouteSpecError) -> URLLimits {
        let members = try object(value, allowed: ["maximumLength", "maximumSegments"])
        var limits = URLLimits.default
        if let length = members["maximumLength"] {
            limits.maximumLength = try field("maximumLength") { (reader) throws(RouteSpecError) in
                try reader.positive(length)
            }
        }
        if let segments = members["maximumSegments"] {
            limits.maximumSegments = try field("maximumSegments") { (reader) throws(RouteSpecError) in
                try reader.positive(segments)
            }
        }
        return limits
    }

    // MARK: Kinds

    func string(_ value: JSONValue) throws(RouteSpecError) -> String {
        guard let text = value.stringValue else { throw fail(.wrongType, "expected a string, found \(value.kind)") }
        return text
    }

    func positive(_ value: JSONValue) throws(RouteSpecError) -> Int {
        guard let number = value.integerValue, number > 0, let result = Int(exactly: number) else {
            let found = if case .number(let text) = value { text } else { value.kind }
            throw fail(.wrongType, "expected a positive whole number, found \(found)")
        }
        return result
    }

    mutating func strings(_ value: JSONValue) throws(RouteSpecError) -> [String] {
        try array(value) { (reader, element) throws(RouteSpecError) in try reader.string(element) }
    }

    mutating func stringMap(_ value: JSONValue) throws(RouteSpecError) -> [String: String] {
        var result: [String: String] = [:]
        for (key, element) in try members(value) {
            result[key] = try field(key) { (reader) throws(RouteSpecError) in try reader.string(element) }
        }
        return result
    }

    mutating func array<T>(_ value: JSONValue, _ element: (inout SpecReader, JSONValue) throws(RouteSpecError) -> T)
        throws(RouteSpecError) -> [T]
    {
        guard case .array(let values) = value else { throw fail(.wrongType, "expected an array, found \(value.kind)") }
        var result: [T] = []
        for (index, item) in values.enumerated() {
            path.append("[\(index)]")
            defer { path.removeLast() }
            result.append(try element(&self, item))
        }
        return result
    }

    func members(_ value: JSONValue) throws(RouteSpecError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = value else {
            throw fail(.wrongType, "expected an object, found \(value.kind)")
        }
        return members
    }

    /// The members of an object whose keys are all in `allowed`.
    mutating func object(_ value: JSONValue, allowed: [String]) throws(RouteSpecError) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for (key, member) in try members(value) {
            guard allowed.contains(key) else {
                let suggestion = DidYouMean.closest(to: key, among: allowed)
                let hint =
                    suggestion.map { "; did you mean \"\($0)\"?" }
                    ?? "; expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
                path.append(key)
                defer { path.removeLast() }
                throw fail(.unknownField, "unknown field\(hint)")
            }
            result[key] = member
        }
        return result
    }
}
