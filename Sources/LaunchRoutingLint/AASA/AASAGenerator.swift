import LaunchRouting

/// Writes the apple-app-site-association file that opens in the app exactly the universal links
/// its route table takes on one domain: what `launch-route aasa` prints.
///
/// The file is a decision list of `components`, first match wins, built from the table's shapes:
///
/// 1. paths longer than the table's segment limit are excluded;
/// 2. a `**` route whose segments before the `**` are literals, enumerations, case-insensitive
///    literals or UUIDs is one pattern for its exact prefix and one for everything below it;
/// 3. every other path is handled by its number of segments, longest first: an exclusion of
///    every longer path that is left, then a tree that decides segment by segment (see
///    `SegmentClass`), whose leaves include the paths some route takes.
///
/// In a part of the list where every path left has exactly `n` segments, a pattern with `n`
/// slashes cannot move one, so `?*` and `*` stay inside their segment: that is what makes a
/// language without a one-segment wildcard exact. The file is exact for paths spelled without
/// empty segments or a trailing slash, with every byte but `A-Z a-z 0-9 - . _ ~` and the
/// sub-delimiters percent-encoded in upper-case hexadecimal, and the sub-delimiters either way
/// (as witnesses and reverse routing write them), except `*` and `$`, which it takes only
/// encoded. The query is constrained only where every route of a path requires a parameter whose
/// value cannot be empty (`"?": {"url": "?*"}`, then the path excluded): a link without it opens
/// on the web. Anything else of the query, and the fragment, is the app's to report.
///
/// ```swift
/// let text = try AASAGenerator.text(for: table, appID: "ABCDE12345.com.example.shop")
/// // {
/// //   "applinks": {
/// //     "details": [
/// //       {
/// //         "appIDs": ["ABCDE12345.com.example.shop"],
/// //         "components": [
/// //           { "/": "/?*/?*/?*", "exclude": true, "comment": "no route takes the rest of the paths of 3 segments or more" },
/// //           { "/": "/product/?*", "comment": "route product" },
/// //           ...
/// ```
public enum AASAGenerator: Sendable {
    /// The file for `domain`, as a JSON value.
    ///
    /// - Parameters:
    ///   - table: The route table.
    ///   - appID: The app's `TEAMID.bundle.id`.
    ///   - domain: One of the table's domains as it lists it (`shop.example.com`, or
    ///     `*.shop.example.com` for the file its subdomains serve); `nil` for the first.
    /// - Throws: ``AASAError`` when the table has no such domain.
    package static func file<Route: Sendable>(for table: RouteTable<Route>, appID: String, domain: String? = nil)
        throws(AASAError) -> JSONValue
    {
        try file(for: table, appIDs: [appID], domain: domain)
    }

    /// The file for `domain`, opening its links in any of `appIDs` (an app and its beta, say).
    ///
    /// - Throws: ``AASAError`` when the table has no such domain, or `appIDs` is empty.
    package static func file<Route: Sendable>(for table: RouteTable<Route>, appIDs: [String], domain: String? = nil)
        throws(AASAError) -> JSONValue
    {
        guard !appIDs.isEmpty else {
            throw AASAError(message: "an apple-app-site-association file names at least one app")
        }
        let space = ShapeSpace(table: table)
        guard let context = try Self.context(domain, in: space) else {
            throw AASAError(
                message:
                    "the table has no domains, so it has no universal links to write an apple-app-site-association file for"
            )
        }
        var builder = Builder(space: space, accepted: space.accepted(in: context))
        builder.build()
        var applinks: [(key: String, value: JSONValue)] = []
        if !builder.variables.ordered.isEmpty {
            applinks.append(
                (
                    "substitutionVariables",
                    .object(builder.variables.ordered.map { ($0.name, .array($0.values.map(JSONValue.string))) })
                ))
        }
        let detail: JSONValue = .object([
            ("appIDs", .array(appIDs.map(JSONValue.string))),
            ("components", .array(builder.rules.map(\.json))),
        ])
        applinks.append(("details", .array([detail])))
        return .object([("applinks", .object(applinks))])
    }

    /// The file for `domain`, as pretty-printed JSON text ending in a newline.
    public static func text<Route: Sendable>(for table: RouteTable<Route>, appID: String, domain: String? = nil)
        throws(AASAError) -> String
    {
        try text(for: table, appIDs: [appID], domain: domain)
    }

    /// The file for `domain` with several apps, as pretty-printed JSON text ending in a newline.
    public static func text<Route: Sendable>(for table: RouteTable<Route>, appIDs: [String], domain: String? = nil)
        throws(AASAError) -> String
    {
        try file(for: table, appIDs: appIDs, domain: domain).serialized(pretty: true) + "\n"
    }

    static func context<Route>(_ domain: String?, in space: ShapeSpace<Route>) throws(AASAError) -> SourceContext? {
        let web = space.contexts.filter { $0.host != nil }
        guard let domain else { return web.first }
        let lowered = domain.lowercased()
        guard let context = web.first(where: { $0.entry == lowered }) else {
            let listed =
                space.table.domains.isEmpty
                ? "it has none" : "its domains are " + space.table.domains.joined(separator: ", ")
            let hint = DidYouMean.hint(for: lowered, among: space.table.domains)
            throw AASAError(message: "the table has no domain \"\(domain)\"; \(listed)\(hint)")
        }
        return context
    }

    /// One component of the generated list.
    struct Rule {
        var path: String
        /// `"?"`: query items that must be present, each with its pattern.
        var query: [(name: String, pattern: String)] = []
        var exclude: Bool
        var comment: String

        var json: JSONValue {
            var members: [(key: String, value: JSONValue)] = [("/", .string(path))]
            if !query.isEmpty { members.append(("?", .object(query.map { ($0.name, .string($0.pattern)) }))) }
            if exclude { members.append(("exclude", .bool(true))) }
            members.append(("comment", .string(comment)))
            return .object(members)
        }
    }

    private struct Builder<Route: Sendable> {
        let space: ShapeSpace<Route>
        let accepted: [Int]
        var rules: [Rule] = []
        var variables = AASAVariables()

        init(space: ShapeSpace<Route>, accepted: [Int]) {
            self.space = space
            self.accepted = accepted
        }

        mutating func build() {
            let limit = space.table.limits.maximumSegments
            let anchored = accepted.filter { space.endsInRest($0) && space.languages[$0].allSatisfy(Self.isSlashFree) }
            let others = accepted.filter { !anchored.contains($0) }
            if !anchored.isEmpty {
                rules.append(
                    Rule(
                        path: atLeast(limit + 1), exclude: true,
                        comment: "the table rejects paths of more than \(limit) segments"))
                for shape in anchored {
                    let prefix = space.languages[shape].map { glob(of: $0) }.map { "/" + $0 }.joined()
                    let comment = "route \(space.name(ofRoute: space.shapes[shape].route))"
                    if !prefix.isEmpty { rules.append(Rule(path: prefix, exclude: false, comment: comment)) }
                    rules.append(Rule(path: prefix + "/*", exclude: false, comment: comment))
                }
            }
            let longest = others.map { space.endsInRest($0) ? limit : space.fixedLength($0) }.max() ?? -1
            for length in stride(from: longest, through: 0, by: -1) {
                let shapes = others.filter { space.fits($0, length: length) }
                guard !shapes.isEmpty else { continue }
                rules.append(
                    Rule(
                        path: atLeast(length + 1), exclude: true,
                        comment: length + 1 > limit
                            ? "the table rejects paths of more than \(limit) segments"
                            : "no route takes the rest of the paths of \(length + 1) \(length == 0 ? "segment" : "segments") or more"
                    ))
                emit(shapes.map { ($0, space.box(of: $0, length: length)) }, position: 0, length: length, prefix: [])
            }
        }

        /// `/?*/?*`: every path of `count` segments or more.
        private func atLeast(_ count: Int) -> String {
            String(repeating: "/?*", count: count)
        }

        /// Whether a segment's language can be written without a wildcard that could take a `/`.
        private static func isSlashFree(_ language: SegmentLanguage) -> Bool {
            switch language {
            case .values, .uuid: true
            // A union of case-insensitive texts has no one pattern: the classes name each.
            case .caseless(let texts): texts.count == 1
            // `@?*` could take a `/`, as an int's `?*` could.
            case .any, .int, .sigil: false
            }
        }

        /// The pattern of a slash-free language.
        private mutating func glob(of language: SegmentLanguage) -> String {
            switch language {
            case .values(let values):
                let spelled = values.flatMap(WitnessWriter.patternSpellings)
                return spelled.count == 1 ? spelled[0] : "$(" + variables.name(forValues: spelled) + ")"
            case .caseless(let texts) where texts.count == 1:
                return SegmentClass.caselessGlob(texts[0], variables: &variables)
            case .uuid:
                return [8, 4, 4, 4, 12].map { String(repeating: "$(xdigit)", count: $0) }.joined(separator: "-")
            case .any, .int, .caseless, .sigil:
                return "?*"
            }
        }

        private mutating func emit(
            _ boxes: [(shape: Int, box: [SegmentLanguage])], position: Int, length: Int, prefix: [String]
        ) {
            guard !boxes.isEmpty else { return }
            guard position < length else {
                var routes: [String] = []
                for (shape, _) in boxes {
                    let name = space.name(ofRoute: space.shapes[shape].route)
                    if !routes.contains(name) { routes.append(name) }
                }
                let comment = (routes.count == 1 ? "route " : "routes ") + routes.joined(separator: ", ")
                let required = requiredItems(of: Set(boxes.map { space.shapes[$0.shape].route }))
                rules.append(
                    Rule(
                        path: path(prefix), query: required.map { (WitnessWriter.encode($0), "?*") }, exclude: false,
                        comment: comment))
                if !required.isEmpty {
                    let names = required.map { "\"\($0)\"" }.joined(separator: ", ")
                    rules.append(
                        Rule(
                            path: path(prefix), exclude: true,
                            comment:
                                "\(comment) \(routes.count == 1 ? "requires" : "require") the query parameter\(required.count == 1 ? "" : "s") \(names)"
                        ))
                }
                return
            }
            var classes = SegmentClass.partition(boxes.map { $0.box[position] }, variables: &variables)
            let members = classes.map { segment in boxes.filter { $0.box[position].accepts(segment.representative) } }
            // Classes at the end that no route takes need neither rules nor exclusions.
            var count = classes.count
            while count > 0, members[count - 1].isEmpty { count -= 1 }
            classes = Array(classes.prefix(count))
            for (index, segmentClass) in classes.enumerated() {
                emit(members[index], position: position + 1, length: length, prefix: prefix + [segmentClass.glob])
                if classes[(index + 1)...].contains(where: { $0.overlaps(segmentClass) }) {
                    let rest = [String](repeating: "?*", count: length - position - 1)
                    rules.append(
                        Rule(
                            path: path(prefix + [segmentClass.glob] + rest), exclude: true,
                            comment: "no route takes the rest of these paths"))
                }
            }
        }

        /// The query parameters every one of `routes` requires with a value that cannot be empty
        /// (an `int`, a UUID, an enumeration of non-empty values, a URL), sorted: a link without one
        /// of them routes nowhere, so the file leaves it to the web. A `string` may be empty, and a
        /// nested route or a veto is the app's to judge.
        private func requiredItems(of routes: Set<Int>) -> [String] {
            let table = space.table
            let each = routes.map { route in
                Set(
                    table.queryRules[route].filter {
                        $0.component == .query && $0.arity == .required && !$0.nests && $0.veto == nil
                            && $0.type.value(of: "") == nil
                    }.map(\.name))
            }
            guard var common = each.first else { return [] }
            for names in each.dropFirst() { common.formIntersection(names) }
            return common.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }

        private func path(_ globs: [String]) -> String {
            globs.isEmpty ? "/" : globs.map { "/" + $0 }.joined()
        }
    }
}
