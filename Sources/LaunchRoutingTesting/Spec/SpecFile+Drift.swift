@_spi(Fuzzing) import LaunchRouting

extension SpecFile {
    /// One way a committed spec file differs from the spec the app's router writes: the field, as the
    /// spec file's JSON path, and what each side has there.
    ///
    /// ```swift
    /// SpecFile.Drift.between(RouteSpec(router), file: try RouteSpec(json: committed))
    /// // [routes[1].query.ref: route "product", query "ref": the router declares "string?", the spec file "string"]
    /// ```
    public struct Drift: Error, Hashable, Sendable, CustomStringConvertible {
        /// The field at fault, as a path into the spec file (`routes[1].query.ref`, `schemes`); a
        /// route or rule the file lacks is at the array it belongs in (`routes`, `activities`).
        public var field: String
        /// What the router has there and what the file has, naming the route or rule.
        public var message: String

        public var description: String { "\(field): \(message)" }

        /// Every difference between `router`, the spec a router writes, and `file`, the committed
        /// spec: schemes, domains, web schemes and limits as written (lowercased); routes by name, whatever their
        /// order; rules by type, or by category and action. Empty when the file describes the router.
        public static func between(_ router: RouteSpec, file: RouteSpec) -> [SpecFile.Drift] {
            var drifts: [SpecFile.Drift] = []
            func differ(_ field: String, _ mine: String, _ theirs: String) {
                drifts.append(SpecFile.Drift(field: field, message: "the router has \(mine), the spec file \(theirs)"))
            }
            let lowercased = { (values: [String]) in values.map { $0.lowercased() } }
            if lowercased(router.schemes) != lowercased(file.schemes) {
                differ("schemes", text(router.schemes), text(file.schemes))
            }
            if lowercased(router.domains) != lowercased(file.domains) {
                differ("domains", text(router.domains), text(file.domains))
            }
            if lowercased(router.webSchemes) != lowercased(file.webSchemes) {
                differ("webSchemes", text(router.webSchemes), text(file.webSchemes))
            }
            if router.limits != file.limits {
                differ("limits", text(router.limits), text(file.limits))
            }
            drifts += routeDrifts(router.routes, file.routes)
            drifts += ruleDrifts(
                "activities", router.rules.activities, file.rules.activities,
                key: { "activity rule \($0.activityType.quoted)" },
                text: \.jsonValue)
            drifts += ruleDrifts(
                "shortcuts", router.rules.shortcuts, file.rules.shortcuts,
                key: { "quick-action rule \($0.type.quoted)" },
                text: \.jsonValue)
            drifts += ruleDrifts(
                "intents", router.rules.intents, file.rules.intents, key: { "intent rule \($0.type.quoted)" },
                text: \.jsonValue)
            drifts += ruleDrifts(
                "shares", router.rules.shares, file.rules.shares,
                key: {
                    "share rule for \($0.containerIdentifier.map { "the container \($0.quoted)" } ?? "any container")"
                },
                text: \.jsonValue)
            if router.rules.notificationURLKey != file.rules.notificationURLKey {
                differ(
                    "notifications.urlKey", router.rules.notificationURLKey.map(\.quoted) ?? "none",
                    file.rules.notificationURLKey.map(\.quoted) ?? "none")
            }
            drifts += ruleDrifts(
                "notifications.rules", router.rules.notifications, file.rules.notifications,
                key: {
                    "notification rule for category \($0.categoryIdentifier.map(\.quoted) ?? "none") and action \($0.actionIdentifier.map(\.quoted) ?? "none")"
                },
                text: \.jsonValue)
            if router.rules.spotlight != file.rules.spotlight {
                differ(
                    "spotlight", (router.rules.spotlight?.name).map(\.quoted) ?? "none",
                    (file.rules.spotlight?.name).map(\.quoted) ?? "none")
            }
            return drifts
        }

        /// Routes by name: each the router has and the file lacks, each the file has and the router
        /// lacks, then each field of the routes both have.
        private static func routeDrifts(_ router: [RouteSpec.Route], _ file: [RouteSpec.Route]) -> [SpecFile.Drift] {
            var drifts: [SpecFile.Drift] = []
            let fileIndex = Dictionary(file.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
            let routerNames = Set(router.map(\.name))
            for route in router where fileIndex[route.name] == nil {
                drifts.append(
                    SpecFile.Drift(
                        field: "routes", message: "route \"\(route.name)\": the router has it, the spec file does not"))
            }
            for (index, route) in file.enumerated() where !routerNames.contains(route.name) {
                drifts.append(
                    SpecFile.Drift(
                        field: "routes[\(index)]",
                        message: "route \"\(route.name)\": the spec file has it, the router does not"))
            }
            for mine in router {
                guard let index = fileIndex[mine.name] else { continue }
                let theirs = file[index]
                let field = "routes[\(index)]"
                func differ(_ name: String, _ what: String, _ left: String, _ right: String) {
                    drifts.append(
                        SpecFile.Drift(
                            field: field + name,
                            message: "route \"\(mine.name)\", \(what): the router has \(left), the spec file \(right)"))
                }
                if mine.paths != theirs.paths {
                    differ(theirs.paths.count == 1 ? ".path" : ".paths", "paths", text(mine.paths), text(theirs.paths))
                }
                let components = [("query", mine.query, theirs.query), ("fragment", mine.fragment, theirs.fragment)]
                for (component, left, right) in components {
                    let names = Set(left.keys).union(right.keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
                    for name in names where left[name] != right[name] {
                        differ(
                            ".\(component).\(name)", "\(component) \"\(name)\"",
                            (left[name]?.text).map(\.quoted) ?? "none",
                            (right[name]?.text).map(\.quoted) ?? "none")
                    }
                }
                if mine.sources != theirs.sources {
                    differ(".sources", "sources", mine.sources.map(text) ?? "all", theirs.sources.map(text) ?? "all")
                }
                if mine.isCaseSensitive != theirs.isCaseSensitive {
                    differ(".caseSensitive", "caseSensitive", "\(mine.isCaseSensitive)", "\(theirs.isCaseSensitive)")
                }
                if mine.examples != theirs.examples {
                    differ(".examples", "examples", text(mine.examples), text(theirs.examples))
                }
            }
            return drifts
        }

        /// Rules by key: each that one side has and the other lacks or has otherwise.
        private static func ruleDrifts<Rule: Equatable>(
            _ field: String, _ router: [Rule], _ file: [Rule], key: (Rule) -> String, text json: (Rule) -> JSONValue
        ) -> [SpecFile.Drift] {
            func text(_ rule: Rule) -> String { json(rule).serialized() }
            var drifts: [SpecFile.Drift] = []
            let fileIndex = Dictionary(file.enumerated().map { (key($1), $0) }, uniquingKeysWith: { first, _ in first })
            let routerKeys = Set(router.map(key))
            for rule in router {
                let name = key(rule)
                guard let index = fileIndex[name] else {
                    drifts.append(
                        SpecFile.Drift(
                            field: field, message: "\(name): the router has \(text(rule)), the spec file none"))
                    continue
                }
                if file[index] != rule {
                    drifts.append(
                        SpecFile.Drift(
                            field: "\(field)[\(index)]",
                            message: "\(name): the router has \(text(rule)), the spec file \(text(file[index]))"))
                }
            }
            for (index, rule) in file.enumerated() where !routerKeys.contains(key(rule)) {
                drifts.append(
                    SpecFile.Drift(
                        field: "\(field)[\(index)]",
                        message: "\(key(rule)): the spec file has \(text(rule)), the router none"))
            }
            return drifts
        }

        private static func text(_ values: [String]) -> String {
            JSONValue.array(values.map(JSONValue.string)).serialized()
        }

        private static func text(_ limits: URLLimits) -> String {
            "\(limits.maximumLength) bytes and \(limits.maximumSegments) segments"
        }
    }
}
