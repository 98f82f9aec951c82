@_spi(Fuzzing) import LaunchRouting

/// Random route tables over small alphabets, so that routes overlap, tie and shadow each other
/// often: the tables on which the compiled matcher must agree with the reference matcher.
///
/// ```swift
/// var choices = Choices(seed: 1)
/// let table = RouteTableGenerator.table().generate(&choices)   // a RouteTable<RouteMatch>
/// ```
@_spi(Fuzzing) public enum RouteTableGenerator {
    /// The custom schemes tables draw from.
    public static let schemes = ["app", "shop"]
    /// The domains tables draw from: an apex, its subdomains, and another host.
    public static let domains = ["example.com", "*.example.com", "other.org"]
    /// The web scheme tables may declare, which carries their domains' links.
    public static let webScheme = "site"
    /// Literal segments: short, overlapping, some needing percent-encoding or case folding.
    public static let literals = ["a", "b", "ab", "A", "x y", "ü", "item", "50%"]
    static let enumerations: [ParameterType] = [
        .oneOf(["a", "b"]), .oneOf(["b", "item"]), .oneOf(["1", "2"]), .oneOfIgnoringCase(["a", "Item"]),
    ]
    static let types: [ParameterType] = [.string, .int, .uuid, .bool] + enumerations + sigils
    /// Sigil types: `#` must be encoded in a path and `+` in a query value.
    static let sigils: [ParameterType] = [.sigil("@"), .sigil("#"), .sigil("+")]

    /// How a pattern writes `type` after the parameter's name: `(int)`, `(a|b)`, `(a|Item)i`.
    static func patternSpelling(_ type: ParameterType) -> String {
        switch type.kind {
        case .string: ""
        case .oneOfIgnoringCase: type.description
        default: "(\(type))"
        }
    }

    /// A table of up to `routes` routes. Routes that would make the build fail (duplicates) are
    /// left out, so every generated table builds.
    public static func table(routes: ClosedRange<Int> = 1...10) -> Generator<RouteTable<RouteMatch>> {
        Generator { choices in
            let schemeCount = choices.draw(in: 1...schemes.count)
            let domainCount = choices.draw(in: 0...domains.count)
            let tableSchemes = Array(schemes.prefix(schemeCount))
            let tableDomains = Array(domains.prefix(domainCount))
            let count = choices.draw(in: routes)
            var accepted: [RouteDefinition<RouteMatch>] = []
            for index in 0..<count {
                let definition = route(named: "r\(index)", sources: tableSchemes + tableDomains).generate(&choices)
                if (try? RouteTable(schemes: tableSchemes, domains: tableDomains, routes: accepted + [definition]))
                    != nil
                {
                    accepted.append(definition)
                }
            }
            // A route that takes web pages, perhaps with the links no route takes of some domains.
            if choices.chance(oneIn: 4) {
                let listed = tableDomains.filter { _ in choices.draw(below: 2) == 1 }
                accepted.append(RouteDefinition("web", sources: listed.isEmpty ? nil : listed, webPages: true))
            }
            // A route reached only through a nested route, when one nests: drawn last, so that
            // the tables of earlier seeds stay what they were but for this.
            let nests = accepted.contains { route in
                route.query.values.contains { $0.text == "route" }
                    || route.fragment.values.contains { $0.text == "route" || $0.text == "encoded route" }
            }
            if nests, accepted.count > 1, choices.chance(oneIn: 3) {
                let index = Int(choices.draw(below: UInt64(accepted.count)))
                var marked = accepted
                marked[index] = marked[index].nestedOnly()
                if (try? RouteTable(schemes: tableSchemes, domains: tableDomains, routes: marked)) != nil {
                    accepted = marked
                }
            }
            // A scheme that carries the domains' links, drawn last for the same reason.
            let web = !tableDomains.isEmpty && choices.chance(oneIn: 4) ? [webScheme] : []
            // An empty route list always builds.
            return (try? RouteTable(schemes: tableSchemes, domains: tableDomains, webSchemes: web, routes: accepted))
                ?? (try! RouteTable(schemes: tableSchemes, domains: tableDomains, webSchemes: web, routes: []))
        }
    }

    /// One route: a pattern of up to five segments, up to three query declarations, perhaps
    /// aliases, sources, case-insensitivity, fragment declarations and a nested route.
    public static func route(named name: String, sources: [String]) -> Generator<RouteDefinition<RouteMatch>> {
        Generator { choices in
            let pathCount = choices.chance(oneIn: 6) ? 2 : 1
            var paths: [String] = []
            var parameterNames: [String] = []
            for alias in 0..<pathCount {
                let (path, names) = pattern(
                    prefix: alias == 0 ? "p" : "p", sameNames: alias == 0 ? nil : parameterNames
                ).generate(&choices)
                paths.append(path)
                if alias == 0 { parameterNames = names }
            }
            var query: [String: QueryDeclaration] = [:]
            for index in 0..<choices.draw(in: 0...3) {
                query["q\(index)"] = declaration.generate(&choices)
            }
            var routeSources: [String]? = nil
            if choices.chance(oneIn: 4), !sources.isEmpty {
                let picked = sources.filter { _ in choices.draw(below: 2) == 1 }
                routeSources = picked.isEmpty ? [sources[0]] : picked
            }
            let caseSensitive = !choices.chance(oneIn: 5)
            // Drawn last, so that the routes of earlier seeds stay what they were but for this.
            var fragment: [String: QueryDeclaration] = [:]
            if choices.chance(oneIn: 6) {
                for index in 0..<choices.draw(in: 1...2) { fragment["f\(index)"] = declaration.generate(&choices) }
            }
            // The other query items kept; a query veto or a required value; nested routes, in a query
            // parameter or the whole fragment; or an encoded rest, which holds the query, in place of
            // the query. Zero, what a shrinker and a spent budget draw, is none of these: the simpler
            // route.
            switch choices.draw(below: 16) {
            case 13 where paths.allSatisfy({ $0.contains("/**") }):
                let type = choices.chance(oneIn: 2) ? "(encoded#)" : "(encoded)"
                paths = paths.map { $0 + type }
                query = [:]
                if type == "(encoded#)" { fragment = [:] }
            case 9 where !paths.contains(where: { $0.contains("(encoded") }): query["more"] = .others
            case 10: query["v"] = "=(a|item)"
            case 11: query["v"] = "absent"
            case 12: query["v"] = "!(a|item)"
            case 14: query["n"] = .route
            case 15 where fragment.isEmpty: fragment = choices.chance(oneIn: 3) ? .encodedRoute : .route
            default: break
            }
            return RouteDefinition(
                name, path: paths[0], aliases: Array(paths.dropFirst()), query: query, fragment: fragment,
                sources: routeSources, isCaseSensitive: caseSensitive)
        }
    }

    /// A query or fragment declaration: any type, required, optional, defaulted or repeated.
    static var declaration: Generator<QueryDeclaration> {
        Generator { choices in
            let type = types[Int(choices.draw(below: UInt64(types.count)))]
            let spelled = { () -> String in
                if case .oneOf = type.kind { return "(\(type))" }
                return type.description
            }()
            switch choices.draw(below: 4) {
            case 0: return QueryDeclaration(spelled)
            case 1: return QueryDeclaration(spelled + "?")
            case 2: return QueryDeclaration(spelled + "=" + defaultValue(for: type))
            default: return QueryDeclaration(spelled + "[]")
            }
        }
    }

    /// A pattern and the names it captures. An alias (with `sameNames`) captures the same names so
    /// that it binds the same parameters.
    static func pattern(prefix: String, sameNames: [String]?) -> Generator<(String, [String])> {
        Generator { choices in
            var segments: [String] = []
            var names: [String] = []
            let length = choices.draw(in: 0...5)
            var nextName = 0
            func newName() -> String {
                defer { nextName += 1 }
                if let sameNames, nextName < sameNames.count { return sameNames[nextName] }
                return "\(prefix)\(nextName)"
            }
            for position in 0..<length {
                let isLast = position == length - 1
                switch choices.draw(below: 10) {
                case 0...3:
                    segments.append(literals[Int(choices.draw(below: UInt64(literals.count)))])
                case 4...6:
                    let type = types[Int(choices.draw(below: UInt64(types.count)))]
                    let name = newName()
                    names.append(name)
                    let optional = isLast && choices.chance(oneIn: 3)
                    segments.append(":" + name + patternSpelling(type) + (optional ? "?" : ""))
                case 7:
                    segments.append("*")
                default:
                    if isLast {
                        let name = newName()
                        names.append(name)
                        segments.append("**" + name)
                    } else {
                        segments.append(literals[0])
                    }
                }
            }
            if let sameNames, names.count != sameNames.count {
                // An alias must capture exactly the route's names: fall back to a literal twin.
                return (
                    "/alias" + segments.filter { !$0.hasPrefix(":") && !$0.hasPrefix("*") }.map { "/" + $0 }.joined()
                        + sameNames.map { "/:" + $0 }.joined(), sameNames
                )
            }
            return ("/" + segments.joined(separator: "/"), names)
        }
    }

    static func defaultValue(for type: ParameterType) -> String {
        switch type.kind {
        case .string: "d"
        case .int: "7"
        case .uuid: "00000000-0000-0000-0000-00000000000a"
        case .bool: "false"
        case .oneOf(let values), .oneOfIgnoringCase(let values): values[0]
        case .url(let schemes): schemes[0] + "://example.com/d"
        case .sigil(let sigil): String(sigil) + "d"
        }
    }
}
