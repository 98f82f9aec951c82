/// The JSON route spec's format, declared once: every field with its key, its type, whether it
/// may be left out and its default. Loading and `json` both go through it, so a new field is one
/// line here (docs/route-spec.md documents each).
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
        self = try Self.format.read(&reader, document)
    }

    /// The spec as JSON text that ``init(json:)`` reads back as an equal spec: the same text for
    /// the same spec on every platform, two-space indentation, object keys in byte order, a field
    /// at its default left out, arrays (routes, rules) in the spec's order, and a final newline.
    public var json: String {
        jsonValue.serialized(pretty: true) + "\n"
    }

    /// The spec as a JSON value, object keys in byte order.
    package var jsonValue: JSONValue {
        var named = self
        named.routes = routes.map { $0.naming(domainGroups) }
        return Self.format.write(named)
    }

    static var format: JSONCodec<RouteSpec> {
        .object(
            RouteSpec(routes: []),
            [
                .field("schemes", \.schemes, .array(.string), omitted: []),
                .field("domains", \.domains, .array(.string), omitted: []),
                .field("webSchemes", \.webSchemes, .array(.string), omitted: []),
                .field("limits", \.limits, limitsFormat, omitted: .default),
                .field(
                    "routes", \.routes, .array(RouteDeclaration.format),
                    missing: "expected the field \"routes\", an array of routes"),
                .field("activities", \.rules.activities, .array(LaunchRule.Activity.format), omitted: []),
                .field("shortcuts", \.rules.shortcuts, .array(LaunchRule.Shortcut.format), omitted: []),
                .field("intents", \.rules.intents, .array(LaunchRule.Intent.format), omitted: []),
                .field("shares", \.rules.shares, .array(LaunchRule.CloudKitShare.format), omitted: []),
                .group(
                    "notifications",
                    [
                        .field("urlKey", \.rules.notificationURLKey, .string),
                        .field("rules", \.rules.notifications, .array(LaunchRule.Notification.format), omitted: []),
                    ]),
                .field("spotlight", \.rules.spotlight, spotlightFormat),
                .field("webpageActivities", \.rules.webpageActivityTypes, .array(.string), omitted: []),
                JSONField(
                    key: "domainGroups", missing: nil,
                    read: { (reader, json, spec) throws(RouteSpecError) in
                        spec.domainGroups = try reader.read("domainGroups", json, domainGroupsFormat(of: spec))
                    },
                    write: {
                        $0.domainGroups.isEmpty ? nil : JSONCodec.dictionary(.array(.string)).write($0.domainGroups)
                    }),
            ],
            finish: { _, _, spec in spec.routes = spec.routes.map { $0.expanding(spec.domainGroups) } })
    }

    private static var limitsFormat: JSONCodec<URLLimits> {
        .object(
            .default,
            [
                .field("maximumLength", \.maximumLength, .positive),
                .field("maximumSegments", \.maximumSegments, .positive),
            ]
        )
    }

    private static var spotlightFormat: JSONCodec<LaunchRule.Spotlight> {
        JSONCodec(
            read: { (reader, json) throws(RouteSpecError) in
                let text = try JSONCodec.string.read(&reader, json)
                guard text == LaunchRule.Spotlight.url.name else {
                    throw reader.fail(
                        .invalidValue, "expected \"url\" (a Spotlight identifier is a URL to route), found \"\(text)\"")
                }
                return .url
            },
            write: { .string($0.name) })
    }

    /// `domainGroups`: each name, neither a scheme nor a domain, for domains of the spec.
    private static func domainGroupsFormat(of spec: RouteSpec) -> JSONCodec<[String: [String]]> {
        let entries = (spec.schemes + spec.webSchemes + spec.domains).map(ASCII.lowercased)
        let domains = spec.domains.map(ASCII.lowercased)
        let domain = JSONCodec<String>(
            read: { (reader, json) throws(RouteSpecError) in
                let domain = try JSONCodec.string.read(&reader, json)
                guard domains.contains(ASCII.lowercased(domain)) else {
                    let hint = DidYouMean.hint(for: ASCII.lowercased(domain), among: domains)
                    throw reader.fail(.invalidValue, "\"\(domain)\" is not one of the spec's domains\(hint)")
                }
                return domain
            },
            write: JSONValue.string)
        let group = JSONCodec.array(domain)
        return .dictionary(
            JSONCodec(
                read: { (reader, json) throws(RouteSpecError) in
                    let name = reader.path.last ?? ""
                    guard !entries.contains(ASCII.lowercased(name)) else {
                        throw reader.fail(
                            .invalidValue, "the group \"\(name)\" has the name of a scheme or domain of the spec")
                    }
                    return try group.read(&reader, json)
                },
                write: group.write))
    }
}

extension RouteDeclaration {
    /// One entry of `routes`: `path` for one pattern, `paths` for several (or none: a destination
    /// only rules reach), `webPages` for a route of web pages, which has no pattern.
    static var format: JSONCodec<RouteDeclaration> {
        let declarations = JSONCodec.dictionary(JSONCodec.string.map({ QueryDeclaration($0) }, \.text))
        let fragment = JSONCodec<[String: QueryDeclaration]>(
            read: { (reader, json) throws(RouteSpecError) in
                switch json.stringValue {
                case "route": .route
                case "encoded route": .encodedRoute
                default: try declarations.read(&reader, json)
                }
            },
            write: { fragment in
                switch fragment {
                case .route: .string("route")
                case .encodedRoute: .string("encoded route")
                default: declarations.write(fragment)
                }
            })
        let fields: [JSONField<RouteDeclaration>] = [
            .field("name", \.name, .string, missing: "expected the field \"name\", the route's name"),
            JSONField(
                key: "path", missing: nil,
                read: { (reader, json, route) throws(RouteSpecError) in
                    route.paths = [try reader.read("path", json, .string)]
                },
                write: { $0.takesWebPages || $0.paths.count != 1 ? nil : .string($0.paths[0]) }),
            JSONField(
                key: "paths", missing: nil,
                read: { (reader, json, route) throws(RouteSpecError) in
                    route.paths = try reader.read("paths", json, .array(.string))
                },
                write: { $0.takesWebPages || $0.paths.count == 1 ? nil : .array($0.paths.map(JSONValue.string)) }),
            .field("query", \.query, declarations, omitted: [:]),
            .field("fragment", \.fragment, fragment, omitted: [:]),
            .field("sources", \.sources, .array(.string)),
            .field("caseSensitive", \.isCaseSensitive, .bool, omitted: true),
            .field("examples", \.examples, .array(.string), omitted: []),
            .field("webPages", \.takesWebPages, .bool, omitted: false),
            .field("nestedOnly", \.isNestedOnly, .bool, omitted: false),
        ]
        return .object(
            RouteDeclaration(name: "", paths: []), fields,
            finish: { reader, members, route throws(RouteSpecError) in
                switch (members["path"], members["paths"]) {
                case (_?, _?): throw reader.fail(.invalidValue, "expected \"path\" or \"paths\", not both")
                case (nil, nil) where !route.takesWebPages:
                    throw reader.fail(.missingField, "expected the field \"path\" (or \"paths\"), the route's pattern")
                default: break
                }
            })
    }

    /// The route with each source that names a group replaced by the group's domains, in order.
    func expanding(_ groups: [String: [String]]) -> RouteDeclaration {
        guard let sources else { return self }
        var entries: [String] = []
        for entry in sources.flatMap({ groups[$0] ?? [$0] }) where !entries.contains(entry) { entries.append(entry) }
        var expanded = self
        expanded.sources = entries
        return expanded
    }

    /// The route with its sources written as the name of the group they are exactly, if any.
    func naming(_ groups: [String: [String]]) -> RouteDeclaration {
        guard let sources,
            let group = groups.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).first(where: {
                groups[$0] == sources
            })
        else { return self }
        var named = self
        named.sources = [group]
        return named
    }
}

extension LaunchRule.Activity {
    static var format: JSONCodec<Self> {
        .object(
            Self(activityType: "", route: ""),
            [.field("type", \.activityType, .string, missing: "expected the field \"type\"")] + routeFields
                + [.field("requires", \.requiredKeys, .array(.string), omitted: [])])
    }
    package var jsonValue: JSONValue { Self.format.write(self) }
}

extension LaunchRule.CloudKitShare {
    static var format: JSONCodec<Self> {
        .object(Self(route: ""), [.field("container", \.containerIdentifier, .string)] + routeFields)
    }
    package var jsonValue: JSONValue { Self.format.write(self) }
}

extension LaunchRule.Notification {
    static var format: JSONCodec<Self> {
        .object(
            Self(route: ""),
            [.field("category", \.categoryIdentifier, .string), .field("action", \.actionIdentifier, .string)]
                + routeFields + [.field("requires", \.requiredKeys, .array(.string), omitted: [])])
    }
    package var jsonValue: JSONValue { Self.format.write(self) }
}

/// A rule of each kind names its route and how its parameters are filled.
private protocol RoutingRule {
    var route: String { get set }
    var parameters: [String: String] { get set }
    var constants: [String: String] { get set }
}

extension RoutingRule {
    static var routeFields: [JSONField<Self>] {
        [
            .field("route", \.route, .string, missing: "expected the field \"route\", a route's name"),
            .field("params", \.parameters, .dictionary(.string), omitted: [:]),
            .field("constants", \.constants, .dictionary(.string), omitted: [:]),
        ]
    }
}

/// A rule that takes inputs by a type of their own: a quick action's, an App Intent's.
private protocol TypedRule: RoutingRule {
    var type: String { get set }
    init(type: String, route: String, parameters: [String: String], constants: [String: String])
}

extension TypedRule {
    static var format: JSONCodec<Self> {
        .object(
            Self(type: "", route: "", parameters: [:], constants: [:]),
            [.field("type", \.type, .string, missing: "expected the field \"type\"")] + routeFields)
    }
}

extension LaunchRule.Activity: RoutingRule {}
extension LaunchRule.CloudKitShare: RoutingRule {}
extension LaunchRule.Shortcut: TypedRule {
    package var jsonValue: JSONValue { Self.format.write(self) }
}

extension LaunchRule.Intent: TypedRule {
    package var jsonValue: JSONValue { Self.format.write(self) }
}
extension LaunchRule.Notification: RoutingRule {}
