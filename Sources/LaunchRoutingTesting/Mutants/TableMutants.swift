@_spi(Fuzzing) import LaunchRouting

/// Mutants of an app's route table: each route dropped, each typed path parameter untyped, each
/// source of a route dropped, each query parameter dropped; for each, whether the table's
/// examples notice it, and if not, a URL that would (docs/testing.md, "Do the examples pin the
/// table?"). The properties prove the table consistent with itself; only the app's examples say
/// what it should route, so only they can notice a table that is consistent and wrong.
public enum TableMutants {
    /// The mutants of `table`, in route order, each with what notices it or what would.
    ///
    /// ```swift
    /// // The URLs the app's own tests resolve pin the table too.
    /// let unpinned = TableMutants.check(AppRoutes.table, examples: AppRoutesTests.links.map(\.url))
    ///     .filter { !$0.isPinned }
    /// ```
    ///
    /// - Parameters:
    ///   - table: The app's table; its routes' `examples` are the first that may notice a mutant.
    ///   - examples: URLs the app's tests pin beyond its routes' own `examples` (an `https:` one
    ///     is read as a universal link): a mutant that changes the outcome of any is noticed.
    ///   - samples: Generated hits of `table` to look for a URL that tells a mutant apart.
    ///   - seed: The seed of those hits.
    public static func check<Route>(
        _ table: RouteTable<Route>, examples: [String] = [], samples: Int = 400, seed: UInt64 = 1
    ) -> [TableMutants.Mutant] {
        let declarations = table.definitions.map(\.declaration)
        guard let whole = matcher(table, declarations) else { return [] }
        let examples = declarations.flatMap(\.examples) + examples
        let hits = generatedHits(whole, samples: samples, seed: seed)
        let neighbourhoods = RouteNeighbourhoods(declarations)
        // Where the whole table routes each example and hit: one that a route outside a
        // neighbourhood takes cannot tell that neighbourhood's mutants apart, so it is not tried.
        let exampleRoutes = examples.map { whole.route(of: $0) }
        let hitRoutes = hits.map { whole.route(of: $0) }
        var reports: [TableMutants.Mutant] = []
        // A route no URL reaches has no URL to pin it: its rules do (a router without it does
        // not build), so it has no mutants here. A route that takes web pages has no paths, and
        // URLs reach it.
        for index in declarations.indices where !declarations[index].paths.isEmpty || declarations[index].takesWebPages
        {
            // Each mutant against the routes that can meet its route (RouteNeighbourhoods).
            let members = neighbourhoods.neighbourhood(of: index)
            let local = members.map { declarations[$0] }
            guard let position = members.firstIndex(of: index),
                let original = members.count == declarations.count ? whole : matcher(table, local)
            else { continue }
            let names = Set(local.map(\.name))
            // An example no route takes may be taken by a mutant (an untyped parameter, say).
            let localExamples = original.probes(
                zip(examples, exampleRoutes).filter { $1 == nil || names.contains($1 ?? "") }.map(\.0))
            let localHits = original.probes(zip(hits, hitRoutes).filter { names.contains($1 ?? "") }.map(\.0))
            for mutation in mutations(of: local, at: position) {
                guard let mutant = matcher(table, mutation.declarations) else { continue }
                var report = TableMutants.Mutant(kind: mutation.kind, route: mutation.route, change: mutation.change)
                report.noticedBy = localExamples.first { mutant.differs(from: $0) }?.url
                if report.noticedBy == nil, let witness = witness(original, mutant, localHits, writtenBy: whole) {
                    report.pinningExample = witness
                    report.pinnedRoute = original.route(of: witness)
                }
                reports.append(report)
            }
        }
        return reports
    }

    /// The shortest URL that tells `mutant` from `original`, written as reverse routing writes the
    /// match the original gives it (an example reads better as `shop://product/0` than as the
    /// generator's `shop:pr%6Fduct/0`), or as generated when the written one does not tell them apart.
    ///
    /// The URL is written by `writer`'s table (the whole table, when `original` is a neighbourhood
    /// of it), so that its spelling is the whole table's: a case-insensitive literal is spelled by
    /// the literals of every route.
    static func witness(_ original: Matcher, _ mutant: Matcher, _ hits: [Probe], writtenBy writer: Matcher? = nil)
        -> String?
    {
        let telling = hits.filter { mutant.differs(from: $0) }.map { probe -> String in
            let hit = probe.url
            let table = (writer ?? original).table
            // A forwarded match is written through the routes that forwarded to it: its own URL
            // would not pass through the route a mutant changes.
            guard let found = probe.match, let match = throughForwarders(found, table) else { return hit }
            // Every source, since a mutant that drops one is told apart only there.
            // Written one at a time, so that the first that tells them apart ends the search.
            for scheme in table.schemes {
                if let url = table.url(for: match, scheme: scheme), original.differs(from: mutant, on: url) {
                    return url
                }
            }
            for domain in table.domains {
                let host = domain.hasPrefix("*.") ? "www" + domain.dropFirst() : domain
                if let url = table.universalLink(for: match, host: host), original.differs(from: mutant, on: url) {
                    return url
                }
            }
            return hit
        }
        return telling.min { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
    }

    /// `match` as the outermost route that forwarded to it, whose nested value is the URL reverse
    /// routing writes for what it forwards to (`shop://link?to=shop%3A%2F%2Fcart`), never the
    /// generator's spelling of the nested URL; `match` itself when nothing forwarded to it, and
    /// `nil` when a level has no URL to write.
    static func throughForwarders(_ match: RouteMatch, _ table: RouteTable<RouteMatch>) -> RouteMatch? {
        var written = match
        written.outerRoutes = []
        for var forwarder in match.outerRoutes.reversed() {
            guard let index = table.core.routeNames.firstIndex(of: forwarder.name),
                let name = table.queryRules[index].first(where: \.nests)?.name,
                let url = table.url(for: written) ?? table.universalLink(for: written)
            else { return nil }
            forwarder.parameters[name] = .string(url)
            written = forwarder
        }
        return written
    }

    /// A table of the same sources and limits that resolves to matches: what the mutants compare.
    struct Matcher {
        var table: RouteTable<RouteMatch>

        /// The match of a URL (an `https:` one as a universal link, as examples are read).
        func match(_ url: String) -> RouteMatch? {
            table.match(example: url)
        }

        func route(of url: String) -> String? { match(url)?.name }

        func differs(from other: Matcher, on url: String) -> Bool { match(url) != other.match(url) }

        /// Whether this table routes `probe`'s URL otherwise than the table that made it.
        func differs(from probe: Probe) -> Bool { match(probe.url) != probe.match }

        /// `urls`, each with its match here, so that each of a route's mutants is compared with
        /// the original without matching the original again.
        func probes(_ urls: [String]) -> [Probe] { urls.map { Probe(url: $0, match: match($0)) } }
    }

    /// A URL and the match the original table gives it.
    struct Probe {
        var url: String
        var match: RouteMatch?
    }

    static func matcher<Route>(_ table: RouteTable<Route>, _ declarations: [RouteDeclaration]) -> Matcher? {
        let routes = declarations.map { RouteDefinition<RouteMatch>($0) }
        guard
            let built = try? RouteTable<RouteMatch>(origins: table, routes: routes)
        else { return nil }
        return Matcher(table: built)
    }

    /// URLs and universal links that `original` routes, generated from its patterns.
    static func generatedHits(_ original: Matcher, samples: Int, seed: UInt64) -> [String] {
        guard let router = try? Router(table: original.table) else { return [] }
        let inputs = LaunchInputGenerator(router: router)
        var urls: [String] = []
        for index in 0..<samples {
            var choices = Choices(seed: PropertyRunner.iterationSeed(seed, index))
            let kind: LaunchInputGenerator<RouteMatch>.Kind = index % 2 == 0 ? .url : .universalLink
            if let url = inputs.input(kind, hit: true, &choices).url, original.match(url) != nil { urls.append(url) }
        }
        return urls
    }

    struct Mutation {
        var kind: TableMutants.Mutant.Kind
        var route: String
        var change: String
        var declarations: [RouteDeclaration]
    }

    /// The mutations of route `index` of `declarations`, each a whole list of declarations.
    static func mutations(of declarations: [RouteDeclaration], at index: Int) -> [Mutation] {
        var mutations: [Mutation] = []
        let declaration = declarations[index]
        let name = declaration.name
        func with(_ change: (inout RouteDeclaration) -> Void) -> [RouteDeclaration] {
            var changed = declarations
            change(&changed[index])
            return changed
        }
        var dropped = declarations
        dropped.remove(at: index)
        mutations.append(
            Mutation(kind: .droppedRoute, route: name, change: "route \"\(name)\" dropped", declarations: dropped))
        for (parameter, type) in typedParameters(declaration.paths) {
            let untyped = with { $0.paths = $0.paths.map { untyping(parameter, in: $0) } }
            mutations.append(
                Mutation(
                    kind: .untypedParameter, route: name,
                    change: "parameter \"\(parameter)\" of route \"\(name)\" any string, not \(type)",
                    declarations: untyped))
        }
        for source in declaration.sources ?? [] where (declaration.sources?.count ?? 0) > 1 {
            let fewer = with { $0.sources = $0.sources?.filter { $0 != source } }
            mutations.append(
                Mutation(
                    kind: .droppedSource, route: name, change: "route \"\(name)\" without the source \"\(source)\"",
                    declarations: fewer))
        }
        let components:
            [(String, WritableKeyPath<RouteDeclaration, [String: QueryDeclaration]>, TableMutants.Mutant.Kind)] = [
                ("query", \.query, .droppedQueryParameter), ("fragment", \.fragment, .droppedFragmentParameter),
            ]
        for (component, declared, kind) in components {
            for key in declaration[keyPath: declared].keys.sorted() {
                let without = with { $0[keyPath: declared][key] = nil }
                mutations.append(
                    Mutation(
                        kind: kind, route: name,
                        change: "route \"\(name)\" without its \(component) parameter \"\(key)\"",
                        declarations: without))
            }
        }
        return mutations
    }

    /// The typed path parameters of a route's patterns, `:name(type)`, each once, in order.
    static func typedParameters(_ paths: [String]) -> [(name: String, type: String)] {
        var found: [(name: String, type: String)] = []
        for path in paths {
            for segment in path.split(separator: "/") where segment.hasPrefix(":") {
                guard let open = segment.firstIndex(of: "("), segment.hasSuffix(")") else { continue }
                let name = String(segment[segment.index(after: segment.startIndex)..<open])
                let type = String(segment[segment.index(after: open)..<segment.index(before: segment.endIndex)])
                if !found.contains(where: { $0.name == name }) { found.append((name, type)) }
            }
        }
        return found
    }

    /// `path` with `:name(type)` written `:name`.
    static func untyping(_ name: String, in path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            guard segment.hasPrefix(":\(name)("), segment.hasSuffix(")") else { return String(segment) }
            return ":" + name
        }.joined(separator: "/")
    }
}
