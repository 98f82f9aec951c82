import LaunchRouting

/// Checks a route table against an apple-app-site-association file, and the file that
/// ``AASAGenerator`` writes against the table.
///
/// - A universal-link route that the file does not open in the app
///   (``LintFinding/Kind/aasaRouteNotOpened``): tried on the URLs where the route wins, one per
///   region of the overlap analysis, with the segments the file's patterns name put in, and with
///   its required query parameters alone and with all of them.
/// - A URL the file opens in the app that no route's path matches
///   (``LintFinding/Kind/aasaPathWithoutRoute``): tried on samples of each including pattern.
/// - The generated file, matched back over every region of the table and near misses of each
///   (``LintFinding/Kind/aasaGeneratorMismatch``).
///
/// The first two are searches over chosen candidates, not proofs: a finding is always real (its
/// witness is resolved and matched), but a file and table can disagree on a URL no candidate hits.
struct AASACrossCheck<Route: Sendable> {
    let space: ShapeSpace<Route>
    var table: RouteTable<Route> { space.table }

    init(table: RouteTable<Route>) {
        self.space = ShapeSpace(table: table)
    }

    private var webContexts: [SourceContext] { space.contexts.filter { $0.host != nil } }

    // MARK: A given file

    func findings(aasa: AASAFile, appID: String?, domains: [String]?, bundleIdentifier: String?) -> [LintFinding] {
        let contexts = webContexts.filter { context in
            domains.map { $0.map { $0.lowercased() }.contains(context.entry) } ?? true
        }
        guard !contexts.isEmpty else { return [] }
        let app = appID ?? Self.inferAppID(aasa, bundleIdentifier: bundleIdentifier)
        guard let app, aasa.appIDs.contains(app) else {
            let listed = aasa.appIDs.isEmpty ? "none" : aasa.appIDs.joined(separator: ", ")
            let witness = firstRoutedLink(in: contexts)
            let name = app.map { "the app \"\($0)\"" } ?? "the app"
            return [
                LintFinding(
                    severity: .error, kind: .aasaAppNotListed,
                    message:
                        "the apple-app-site-association file lists no entry for \(name), so it opens no universal link in it, such as \(witness.map(describe) ?? "any"); it lists \(listed)",
                    routes: witness?.route.map { [$0] } ?? [], witness: witness)
            ]
        }
        return routesNotOpened(aasa, app: app, contexts: contexts)
            + pathsWithoutRoute(aasa, app: app, contexts: contexts)
    }

    /// The app identifier to check: the one that ends in the Info.plist's bundle identifier, the
    /// file's only one, or its first.
    static func inferAppID(_ aasa: AASAFile, bundleIdentifier: String?) -> String? {
        if let bundleIdentifier, let match = aasa.appIDs.first(where: { $0.hasSuffix("." + bundleIdentifier) }) {
            return match
        }
        return aasa.appIDs.first
    }

    private func routesNotOpened(_ aasa: AASAFile, app: String, contexts: [SourceContext]) -> [LintFinding] {
        let patterns = aasa.details.flatMap {
            ($0.components ?? []).compactMap(\.path)
                + ($0.paths ?? []).map { $0.hasPrefix("NOT ") ? String($0.dropFirst(4)) : $0 }
        }
        let hints = AASAPatternSamples.segments(of: patterns, variables: aasa.compiledVariables)
        var findings: [LintFinding] = []
        for route in table.definitions.indices {
            let name = space.name(ofRoute: route)
            search: for context in contexts where table.accepts(route: route, in: context) {
                for point in winningPoints(ofRoute: route, in: context, hints: hints) {
                    for query in [
                        WitnessWriter.requiredQuery(of: route, in: table),
                        WitnessWriter.fullQuery(of: route, in: table),
                    ] {
                        let url = WitnessWriter.url(point, in: context, query: query)
                        guard case .success(let match) = table.patternMatch(url), match.name == name else { continue }
                        let decision = aasa.decision(for: url)
                        if case .opens(let apps, _) = decision, apps.contains(app) { continue }
                        let why: String
                        var location: String? = nil
                        switch decision {
                        case .opens(let apps, let at):
                            why = "\(at) opens it in \(apps.joined(separator: ", ")) first"
                            location = at
                        case .excluded(let at):
                            why = "\(at) excludes it"
                            location = at
                        case .unmatched:
                            why = "no pattern matches it"
                        }
                        findings.append(
                            LintFinding(
                                severity: .error, kind: .aasaRouteNotOpened,
                                message:
                                    "route \"\(name)\" takes \(url), but the apple-app-site-association file does not open it in \(app): \(why), so it opens in Safari",
                                routes: [name], witness: LintFinding.Witness(input: .universalLink(url), route: name),
                                location: location))
                        break search
                    }
                }
            }
        }
        return findings
    }

    /// Points on which `route` wins in `context`: one per region, then with the hints put in.
    private func winningPoints(ofRoute route: Int, in context: SourceContext, hints: [String]) -> [[String]] {
        let accepted = space.accepted(in: context)
        var points: [[String]] = []
        for shape in accepted where space.shapes[shape].route == route {
            for length in space.lengths(of: shape).prefix(3) {
                let covers = space.shapes(among: accepted, above: shape, length: length).map {
                    space.box(of: $0, length: length)
                }
                let box = space.box(of: shape, length: length)
                let base = Coverage.uncoveredPoints(of: box, by: covers, limit: 16)
                points += base
                for point in base {
                    for position in point.indices {
                        for hint in hints where box[position].accepts(hint) && !hint.isByteEqual(to: point[position]) {
                            var varied = point
                            varied[position] = hint
                            if let winner = space.winner(of: varied, among: accepted),
                                space.shapes[winner].route == route
                            {
                                points.append(varied)
                            }
                        }
                    }
                }
            }
        }
        return points
    }

    private func pathsWithoutRoute(_ aasa: AASAFile, app: String, contexts: [SourceContext]) -> [LintFinding] {
        var findings: [LintFinding] = []
        let variables = aasa.compiledVariables
        for (index, detail) in aasa.details.enumerated() where detail.appIDs.contains(app) {
            var candidates: [(location: String, urls: [String])] = []
            if let components = detail.components {
                for (offset, component) in components.enumerated() {
                    let effective = component.inheriting(detail.defaults).inheriting(aasa.defaults)
                    guard effective.exclude != true else { continue }
                    candidates.append(
                        (
                            "applinks.details[\(index)].components[\(offset)]",
                            sampleURLs(effective, variables: variables)
                        ))
                }
            } else if let paths = detail.paths {
                for (offset, path) in paths.enumerated() where !path.hasPrefix("NOT ") {
                    let urls = AASAPatternSamples.samples(of: path, variables: nil).map {
                        $0.hasPrefix("/") ? $0 : "/" + $0
                    }
                    candidates.append(("applinks.details[\(index)].paths[\(offset)]", urls))
                }
            }
            for (location, urls) in candidates {
                search: for context in contexts {
                    for relative in urls {
                        let url = context.origin + relative
                        guard isCanonical(relative), aasa.opens(url, inApp: app), let segments = pathSegments(url),
                            !routes(segments, in: context)
                        else { continue }
                        findings.append(
                            LintFinding(
                                severity: .warning, kind: .aasaPathWithoutRoute,
                                message:
                                    "\(location) opens \(url) in \(app), but no route takes its path, so the app opens and shows nothing",
                                routes: [],
                                witness: LintFinding.Witness(input: .universalLink(url), route: resolvedRoute(url)),
                                location: location))
                        break search
                    }
                }
            }
        }
        return findings
    }

    /// Whether a path (and query) has no empty segment and no trailing slash: the paths links are
    /// written with. `/product/` opens in the app under `/product/*` and routes as `/product`, but
    /// nobody links to it.
    private func isCanonical(_ relative: String) -> Bool {
        let path = relative.prefix { $0 != "?" && $0 != "#" }
        return path == "/" || (!path.hasSuffix("/") && !path.contains("//"))
    }

    /// Sample path-and-query strings that a component's patterns match.
    private func sampleURLs(_ component: AASAComponent, variables: [String: [String]]) -> [String] {
        let paths = AASAPatternSamples.samples(of: component.path ?? "*", variables: variables).map {
            $0.hasPrefix("/") ? $0 : "/" + $0
        }
        var queries: [String] = [""]
        switch component.query {
        case .string(let pattern)?:
            queries = AASAPatternSamples.samples(of: pattern, variables: variables, limit: 4).map {
                $0.isEmpty ? "" : "?" + $0
            }
        case .items(let items)?:
            let values = items.map { item in
                AASAPatternSamples.samples(of: item.pattern, variables: variables, limit: 2).first ?? ""
            }
            queries = ["?" + zip(items, values).map { $0.name + "=" + $1 }.joined(separator: "&")]
        case nil:
            break
        }
        let fragment =
            component.fragment.flatMap { AASAPatternSamples.samples(of: $0, variables: variables, limit: 1).first }.map
        { $0.isEmpty ? "" : "#" + $0 } ?? ""
        var result: [String] = []
        for path in paths {
            for query in queries { result.append(path + query + fragment) }
        }
        return result
    }

    /// The segments of a URL the table's tokenizer accepts, within the segment limit; `nil` for
    /// one it rejects, which is no path of a route's.
    private func pathSegments(_ url: String) -> [String]? {
        guard case .success(let parsed) = URLTokenizer.parse(url, limits: table.limits), parsed.firstDotSegment == nil,
            parsed.segments.count <= table.limits.maximumSegments
        else { return nil }
        return parsed.segments
    }

    /// Whether some route's path takes `segments` from `context`.
    private func routes(_ segments: [String], in context: SourceContext) -> Bool {
        space.winner(of: segments, among: space.accepted(in: context)) != nil
    }

    private func resolvedRoute(_ url: String) -> String? {
        if case .success(let match) = table.patternMatch(url) { return match.name }
        return nil
    }

    /// A universal link that routes, for a finding about every link.
    private func firstRoutedLink(in contexts: [SourceContext]) -> LintFinding.Witness? {
        for context in contexts {
            for route in table.definitions.indices where table.accepts(route: route, in: context) {
                for point in winningPoints(ofRoute: route, in: context, hints: []) {
                    let url = WitnessWriter.url(
                        point, in: context, query: WitnessWriter.requiredQuery(of: route, in: table))
                    if let name = resolvedRoute(url) {
                        return LintFinding.Witness(input: .universalLink(url), route: name)
                    }
                }
            }
        }
        return nil
    }

    private func describe(_ witness: LintFinding.Witness) -> String {
        (witness.url ?? witness.description) + (witness.route.map { ", which goes to \"\($0)\"" } ?? "")
    }

    // MARK: Size

    static var maximumByteCount: Int { AASAFile.maximumByteCount }

    /// The finding for a file of `size` bytes, if it is past ``maximumByteCount``; `isLast` when
    /// lint checks nothing more of it (a given file, which no device reads).
    static func tooLarge(_ size: Int, what: String, isLast: Bool = false) -> LintFinding? {
        guard size > maximumByteCount else { return nil }
        return LintFinding(
            severity: .error, kind: .aasaTooLarge,
            message:
                "\(what) is \(size) bytes; Apple reads at most \(maximumByteCount) (128 KB), so it may open nothing in the app"
                + (isLast ? "; lint checks nothing more of it" : ""),
            routes: [])
    }

    // MARK: The generated file

    /// Matches the generated file of every domain back against the table, and checks its size
    /// as `launch-route aasa --json` writes it (on one line: the smallest the patterns allow).
    func generatorFindings(progress: (String) -> Void = { _ in }) -> [LintFinding] {
        let app = "TEAMID.launch-route.lint"
        var findings: [LintFinding] = []
        for context in webContexts {
            progress("the AASA file written for \(context.entry)")
            guard let json = try? AASAGenerator.file(for: table, appID: app, domain: context.entry),
                let file = try? AASAFile(json: json)
            else {
                findings.append(
                    LintFinding(
                        severity: .error, kind: .aasaGeneratorMismatch,
                        message: "the apple-app-site-association file written for \(context.entry) does not read back",
                        routes: []))
                continue
            }
            if let tooLarge = Self.tooLarge(
                json.serialized().utf8.count, what: "the apple-app-site-association file written for \(context.entry)")
            {
                findings.append(tooLarge)
            }
            if let mismatch = firstMismatch(file, app: app, in: context) { findings.append(mismatch) }
        }
        return findings
    }

    func firstMismatch(_ file: AASAFile, app: String, in context: SourceContext) -> LintFinding? {
        let accepted = space.accepted(in: context)
        let limit = table.limits.maximumSegments
        for point in RoundTripUniverse(space: space, accepted: accepted).points() {
            let winner = point.count <= limit ? space.winner(of: point, among: accepted) : nil
            let route = winner.map { space.shapes[$0].route }
            let query = route.map { WitnessWriter.requiredQuery(of: $0, in: table) } ?? []
            // The canonical spelling, and the one reverse routing writes (but for `*` and `$`,
            // which a pattern can only name encoded).
            var urls = [WitnessWriter.url(point, in: context, query: query)]
            if !point.contains(where: { $0.contains("*") || $0.contains("$") }) {
                let raw = WitnessWriter.url(point, in: context, query: query, keepingSubDelimiters: true)
                if raw != urls[0] { urls.append(raw) }
            }
            guard let url = urls.first(where: { file.opens($0, inApp: app) != (winner != nil) }) else { continue }
            let opens = file.opens(url, inApp: app)
            let routed = resolvedRoute(url)
            let what =
                opens
                ? "opens \(url) in the app, but no route takes it"
                : "does not open \(url), which goes to \(routed.map { "\"\($0)\"" } ?? "a route")"
            return LintFinding(
                severity: .error, kind: .aasaGeneratorMismatch,
                message: "the apple-app-site-association file written for \(context.entry) \(what)",
                routes: routed.map { [$0] } ?? [],
                witness: LintFinding.Witness(input: .universalLink(url), route: routed))
        }
        return nil
    }
}

extension AASAFile {
    /// The substitution variables patterns see: the predefined ones and the file's.
    var compiledVariables: [String: [String]] {
        var table = AASAPredefinedVariables.all
        for variable in substitutionVariables { table[variable.name] = variable.values }
        return table
    }
}
