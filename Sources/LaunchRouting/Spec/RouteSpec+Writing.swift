/// The other direction: a table or router written as its spec, so that an app declares its routes
/// once, in Swift, and the file the tool, lint and the AASA generator read is derived from them.
extension RouteSpec {
    /// The spec of `router`: its table's schemes, domains, limits and routes, and its rules.
    ///
    /// ```swift
    /// let spec = RouteSpec(ShopRoutes.router)
    /// try spec.router().resolve(.openURL(.init(url: "shop://product/42")))   // .routed(product(id=42))
    /// print(spec.json)   // what the committed routes.json holds
    /// ```
    public init<Route>(_ router: Router<Route>) {
        self.init(router.table)
        activities = router.activityRules
        shortcuts = router.shortcutRules
        notificationURLKey = router.notificationURLKey
        notifications = router.notificationRules
        spotlight = router.spotlight
        webpageActivityTypes = router.webpageActivityTypes
    }

    /// The spec of `table`: its schemes, domains, limits and routes, and no rules.
    public init<Route>(_ table: RouteTable<Route>) {
        self.init(
            schemes: table.schemes, domains: table.domains, limits: table.limits,
            routes: table.definitions.map(\.declaration))
    }

    /// The spec as JSON text that ``init(json:)`` reads back as an equal spec: the same text for
    /// the same spec on every platform, two-space indentation, object keys in byte order, a field
    /// at its default left out, arrays (routes, rules) in the spec's order, and a final newline.
    public var json: String {
        jsonValue.serialized(pretty: true) + "\n"
    }

    /// The spec as a JSON value, object keys in byte order.
    package var jsonValue: JSONValue {
        var members: [(String, JSONValue?)] = [
            ("schemes", schemes.isEmpty ? nil : .strings(schemes)),
            ("domains", domains.isEmpty ? nil : .strings(domains)),
            ("limits", limits == .default ? nil : limits.jsonValue),
            (
                "domainGroups",
                domainGroups.isEmpty ? nil : .sortedObject(domainGroups.map { ($0.key, .strings($0.value)) })
            ),
            ("routes", .array(routes.map { route in route.jsonValue(naming: domainGroups) })),
            ("activities", activities.isEmpty ? nil : .array(activities.map(\.jsonValue))),
            ("shortcuts", shortcuts.isEmpty ? nil : .array(shortcuts.map(\.jsonValue))),
            ("spotlight", spotlight.map { .string($0.name) }),
            ("webpageActivities", webpageActivityTypes.isEmpty ? nil : .strings(webpageActivityTypes)),
        ]
        if notificationURLKey != nil || !notifications.isEmpty {
            members.append(
                (
                    "notifications",
                    .sortedObject([
                        ("urlKey", notificationURLKey.map(JSONValue.string)),
                        ("rules", notifications.isEmpty ? nil : .array(notifications.map(\.jsonValue))),
                    ])
                ))
        }
        return .sortedObject(members)
    }
}

extension JSONValue {
    /// An object of the members that are not `nil`, keys in byte order.
    static func sortedObject(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(
            members.compactMap { key, value in value.map { (key: key, value: $0) } }
                .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
    }

    static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    static func stringMap(_ map: [String: String]) -> JSONValue? {
        map.isEmpty ? nil : .sortedObject(map.map { ($0.key, .string($0.value)) })
    }
}

extension RouteDeclaration {
    /// One entry of `routes`, its sources written as the name of the group they are exactly.
    package func jsonValue(naming groups: [String: [String]]) -> JSONValue {
        guard let sources,
            let group = groups.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).first(where: {
                groups[$0] == sources
            })
        else { return jsonValue }
        var named = self
        named.sources = [group]
        return named.jsonValue
    }

    /// One entry of `routes`: `path` for one pattern, `paths` for several.
    package var jsonValue: JSONValue {
        .sortedObject([
            ("name", .string(name)),
            takesWebPages
                ? ("webPages", .bool(true))
                : paths.count == 1 ? ("path", .string(paths[0])) : ("paths", .strings(paths)),
            ("query", query.isEmpty ? nil : .sortedObject(query.map { ($0.key, .string($0.value.text)) })),
            (
                "fragment",
                fragment.isEmpty
                    ? nil
                    : fragment == .route
                        ? .string("route") : .sortedObject(fragment.map { ($0.key, .string($0.value.text)) })
            ),
            ("sources", sources.map(JSONValue.strings)),
            ("caseSensitive", isCaseSensitive ? nil : .bool(false)),
            ("nestedOnly", isNestedOnly ? .bool(true) : nil),
            ("examples", examples.isEmpty ? nil : .strings(examples)),
        ])
    }
}

extension URLLimits {
    package var jsonValue: JSONValue {
        .sortedObject([
            ("maximumLength", .number(String(maximumLength))), ("maximumSegments", .number(String(maximumSegments))),
        ])
    }
}

extension LaunchRule.Activity {
    package var jsonValue: JSONValue {
        .sortedObject(
            [("type", .string(activityType)), ("route", .string(route)), ("params", .stringMap(parameters))]
                + RuleConstants.field(constants))
    }
}

extension LaunchRule.Shortcut {
    package var jsonValue: JSONValue {
        .sortedObject(
            [("type", .string(type)), ("route", .string(route)), ("params", .stringMap(parameters))]
                + RuleConstants.field(constants))
    }
}

extension LaunchRule.Notification {
    package var jsonValue: JSONValue {
        .sortedObject(
            [
                ("category", categoryIdentifier.map(JSONValue.string)),
                ("action", actionIdentifier.map(JSONValue.string)),
                ("route", .string(route)), ("params", .stringMap(parameters)),
            ] + RuleConstants.field(constants))
    }
}

/// A rule's `constants` as the spec writes them: left out when there are none, as a spec written by
/// hand leaves them out.
enum RuleConstants {
    static func field(_ constants: [String: String]) -> [(String, JSONValue?)] {
        constants.isEmpty ? [] : [("constants", .stringMap(constants))]
    }
}
