import LaunchRouting
import LaunchRoutingTesting
import Testing

/// The harness catches the app's own mistakes, not only the library's (docs/testing.md, "Mistakes
/// in the app's bindings"): a small music app's table, correct, then with one mistake planted in
/// one route's binding or reverse. Each mistake fails P4 under every one of 20 seeds, with a
/// shrunk counterexample and a failure that names the route.
@Suite struct AppMistakeTests {
    enum MusicRoute: Hashable, Sendable {
        case home
        case artist(id: Int)
        case album(id: Int, track: Int?)
        case search(query: String, page: Int)
    }

    typealias Definition = RouteDefinition<MusicRoute>

    static let home = Definition("home", path: "/") { _ in
        .home
    } reverse: {
        $0 == .home ? [:] : nil
    }

    static let artist = Definition("artist", path: "/artist/:id(int)") { match in
        .artist(id: try match.int("id"))
    } reverse: { route in
        guard case .artist(let id) = route else { return nil }
        return ["id": .int(id)]
    }

    static let album = Definition("album", path: "/album/:id(int)", query: ["track": "int?"]) { match in
        .album(id: try match.int("id"), track: match["track"]?.intValue)
    } reverse: { route in
        guard case .album(let id, let track) = route else { return nil }
        return ["id": .int(id), "track": track.map(ParameterValue.int)]
    }

    static let search = Definition("search", path: "/search", query: ["q": "string", "page": "int=1"]) { match in
        .search(query: try match.string("q"), page: try match.int("page"))
    } reverse: { route in
        guard case .search(let query, let page) = route else { return nil }
        return ["q": .string(query), "page": .int(page)]
    }

    static func table(replacing mistake: Definition? = nil) throws -> RouteTable<MusicRoute> {
        let routes = [home, artist, album, search].map { route in route.name == mistake?.name ? mistake! : route }
        return try RouteTable(schemes: ["music"], domains: ["music.example.com"], routes: routes)
    }

    struct Mistake: Sendable, CustomStringConvertible {
        var description: String
        var route: Definition
        /// Text the failure must contain: the route, and what is wrong with it.
        var says: [String]
    }

    static let mistakes: [Mistake] = [
        Mistake(
            description: "a binding reads a misspelt parameter through a throwing accessor",
            route: Definition("artist", path: "/artist/:id(int)") { match in
                .artist(id: try match.int("idd"))
            } reverse: { route in
                guard case .artist(let id) = route else { return nil }
                return ["id": .int(id)]
            },
            says: [
                "matches route \"artist\", but the binding of route \"artist\" reads the parameter \"idd\", "
                    + "which the route does not declare; did you mean \"id\"?"
            ]),
        Mistake(
            description: "a binding reads a misspelt parameter through the subscript",
            route: Definition("album", path: "/album/:id(int)", query: ["track": "int?"]) { match in
                .album(id: try match.int("id"), track: match["trak"]?.intValue)
            } reverse: { route in
                guard case .album(let id, let track) = route else { return nil }
                return ["id": .int(id), "track": track.map(ParameterValue.int)]
            },
            says: [
                "routes, but the binding of route \"album\" reads the parameter \"trak\", which the route does not "
                    + "declare; did you mean \"track\"?"
            ]),
        Mistake(
            description: "a binding declines valid input",
            route: Definition("artist", path: "/artist/:id(int)") { match in
                let id = try match.int("id")
                return id <= 1_000 ? .artist(id: id) : nil
            } reverse: { route in
                guard case .artist(let id) = route else { return nil }
                return ["id": .int(id)]
            },
            says: ["matches route \"artist\", but its binding declines it: the binding of route \"artist\" declined"]),
        Mistake(
            description: "a reverse writes another value",
            route: Definition("artist", path: "/artist/:id(int)") { match in
                .artist(id: try match.int("id"))
            } reverse: { route in
                guard case .artist(let id) = route else { return nil }
                return ["id": .int(id &+ 1)]
            },
            says: ["-> artist(id: "]),
        Mistake(
            description: "a reverse swaps two parameters",
            route: Definition("album", path: "/album/:id(int)", query: ["track": "int?"]) { match in
                .album(id: try match.int("id"), track: match["track"]?.intValue)
            } reverse: { route in
                guard case .album(let id, let track) = route else { return nil }
                return ["id": .int(track ?? id), "track": track.map { _ in ParameterValue.int(id) }]
            },
            says: ["-> album(id: "]),
    ]

    @Test func theCorrectTablePasses() throws {
        let properties = LaunchProperties(table: try Self.table())
        for seed: UInt64 in 1...3 {
            let report = properties.check(seed: seed)
            #expect(report.passed, "seed \(seed):\n\(report)")
        }
    }

    @Test(arguments: mistakes)
    func caughtUnderEverySeed(_ mistake: Mistake) throws {
        let properties = LaunchProperties(table: try Self.table(replacing: mistake.route))
        for seed: UInt64 in 1...20 {
            let report = properties.check(seed: seed, only: [.roundTrip])
            let result = try #require(report.results.first)
            let failure = result.failure ?? ""
            for text in mistake.says {
                #expect(failure.contains(text), "\(mistake), seed \(seed): \(failure)")
            }
            #expect(result.counterexample?.isEmpty == false, "\(mistake), seed \(seed): no counterexample")
            #expect(result.replay != nil, "\(mistake), seed \(seed): no replay")
        }
    }

    /// A second route to a value, on the scheme only, whose reverse writes nothing: the scheme's
    /// links route to the value and `url(for:scheme:)` cannot write one. P4 asks for the form
    /// each link came in, as an app's share sheet would.
    @Test func aFormNotWrittenBackFailsUnderEverySeed() throws {
        let web = Definition("artist", path: "/artist/:id(int)", sources: ["music.example.com"]) { match in
            .artist(id: try match.int("id"))
        } reverse: { route in
            guard case .artist(let id) = route else { return nil }
            return ["id": .int(id)]
        }
        let app = Definition("artist.app", path: "/a/:id(int)", sources: ["music"]) { match in
            .artist(id: try match.int("id"))
        } reverse: { _ in
            nil
        }
        let table = try RouteTable(
            schemes: ["music"], domains: ["music.example.com"], routes: [Self.home, web, app])
        for seed: UInt64 in 1...20 {
            let result = try #require(
                LaunchProperties(table: table).check(seed: seed, only: [.roundTrip]).results.first)
            let failure = result.failure ?? ""
            #expect(failure.hasPrefix("url \"music:a/"), "seed \(seed): \(failure)")
            #expect(
                failure.contains("and table.url(for:scheme: \"music\") writes no URL for it"),
                "seed \(seed): \(failure)")
        }
    }

    /// A route whose binding never routes anything fails even when it allows declines: P4 counts
    /// the hits each route's patterns took and the values its binding routed.
    @Test func aRouteNeverRoutedFailsUnderEverySeed() throws {
        let never = Definition("search", path: "/search", query: ["q": "string", "page": "int=1"]) { _ in
            nil
        } reverse: {
            _ in
            nil
        }
        let properties = LaunchProperties(table: try Self.table(replacing: never.allowingDeclines()))
        for seed: UInt64 in 1...20 {
            let report = properties.check(seed: seed, only: [.roundTrip])
            let result = try #require(report.results.first)
            let failure = result.failure ?? ""
            #expect(
                failure.hasPrefix("route \"search\" took ")
                    && failure.hasSuffix(
                        " generated hits, and its binding routed none of them to a value"),
                "seed \(seed): \(failure)")
            #expect(report.coverage["search"] == 0, "seed \(seed)")
        }
    }

    /// docs/testing.md, "Mistakes in the app's bindings": a binding that declines all but one
    /// value on purpose (a pairing link only at one version) routes none of the generated hits;
    /// with an example it routes, the harness draws that example's values too, so P4 sees both
    /// sides of the line and passes under every seed.
    @Test func anExampleGivesADecliningRouteTheValuesItRoutes() throws {
        func album(examples: [String]) -> Definition {
            var definition = Definition("album", path: "/album/:id(int)", query: ["track": "int?"]) { match in
                guard match["track"]?.intValue == 7777 else { return nil }
                return .album(id: try match.int("id"), track: 7777)
            } reverse: { route in
                guard case .album(let id, let track) = route else { return nil }
                return ["id": .int(id), "track": track.map(ParameterValue.int)]
            }
            .allowingDeclines()
            definition.declaration.examples = examples
            return definition
        }
        let without = LaunchProperties(table: try Self.table(replacing: album(examples: [])))
        let with = LaunchProperties(table: try Self.table(replacing: album(examples: ["music://album/1?track=7777"])))
        for seed: UInt64 in 1...20 {
            let failing = try #require(without.check(seed: seed, only: [.roundTrip]).results.first)
            #expect(failing.failure?.hasPrefix("route \"album\" took ") == true, "seed \(seed)")
            let passing = try #require(with.check(seed: seed, only: [.roundTrip]).results.first)
            #expect(passing.failure == nil, "seed \(seed): \(passing.failure ?? "")")
        }
    }

    /// Coverage counts values routed, per route and per kind of input.
    @Test func coverageCountsRoutedValuesByKind() throws {
        let report = LaunchProperties(table: try Self.table()).check(seed: 1, only: [.roundTrip])
        for route in ["home", "artist", "album", "search"] {
            let byKind = report.coverageByKind[route] ?? [:]
            #expect((byKind["url"] ?? 0) > 0 && (byKind["universal link"] ?? 0) > 0, "\(route): \(byKind)")
            #expect(byKind.values.reduce(0, +) == report.coverage[route], "\(route)")
        }
        let declining = LaunchProperties(table: try Self.table(replacing: Self.mistakes[2].route.allowingDeclines()))
            .check(seed: 1, only: [.roundTrip])
        #expect((declining.coverage["artist"] ?? 0) > 0)
    }

    /// P1 counts values routed per arrival, cold and warm, the same on both when it passes.
    @Test func coverageCountsRoutedValuesByArrival() throws {
        let report = LaunchProperties(table: try Self.table()).check(seed: 1, only: [.coldWarmParity])
        #expect(report.passed)
        for route in ["home", "artist", "album", "search"] {
            let byArrival = report.coverageByArrival[route] ?? [:]
            #expect((byArrival["cold"] ?? 0) > 0 && byArrival["cold"] == byArrival["warm"], "\(route): \(byArrival)")
            #expect(Set(byArrival.keys) == ["cold", "warm"], "\(route)")
        }
        let roundTripOnly = LaunchProperties(table: try Self.table()).check(seed: 1, only: [.roundTrip])
        #expect(roundTripOnly.coverageByArrival.isEmpty)
    }

    /// A route missing a source the app needs is the table's mistake, which the properties cannot
    /// see (the table is consistent with itself); the route's examples say what it should route,
    /// and the report fails on each that does not.
    @Test func aMissingSourceFailsTheExampleThatNeedsIt() throws {
        var album = Self.album
        album.sources = ["music"]
        album.declaration.examples = ["music://album/1", "https://music.example.com/album/1?track=2"]
        let properties = LaunchProperties(table: try Self.table(replacing: album))
        for seed: UInt64 in 1...20 {
            let report = properties.check(seed: seed, iterations: 50)
            #expect(!report.passed, "seed \(seed)")
            #expect(
                report.exampleFailures.map(\.description) == [
                    "example \"https://music.example.com/album/1?track=2\" of route \"album\": unmatched, noMatchingRoute: no route matches the path \"/album/1\""
                ], "seed \(seed)")
        }
        // `launch-route check` reports the same check as an entry of its own: its property runs
        // leave it out.
        let withoutExamples = properties.check(seed: 1, iterations: 50, only: nil, regressions: nil, examples: false)
        #expect(withoutExamples.exampleFailures.isEmpty)
        album.sources = nil
        #expect(LaunchProperties(table: try Self.table(replacing: album)).check(seed: 1, iterations: 50).passed)
    }

    /// The binding's mistake at its first use, outside the harness: the outcome says what is
    /// wrong, where a plain decline would say only that the binding declined.
    @Test func aMisspeltParameterIsItsOwnReasonAtFirstUse() throws {
        let table = try Self.table(replacing: Self.mistakes[0].route)
        let outcome = table.resolve("music://artist/7")
        #expect(outcome.reason?.code == .undeclaredParameter)
        #expect(
            outcome.reason?.message
                == "the binding of route \"artist\" reads the parameter \"idd\", which the route does not declare; did you mean \"id\"?"
        )
    }

    /// Without a close name the message lists what the route declares, or says it declares none.
    @Test(arguments: [
        ("zzz", ["id", "track"], "; it declares id, track"),
        ("zzz", [], "; it declares none"),
        ("trak", ["id", "track"], "; did you mean \"track\"?"),
    ])
    func theMessageSaysWhatTheRouteDeclares(parameter: String, declared: [String], ending: String) {
        let reason = RouteMatch.undeclared(parameter, route: "r", declared: declared)
        #expect(
            reason.message
                == "the binding of route \"r\" reads the parameter \"\(parameter)\", which the route does not declare\(ending)"
        )
    }

    /// A route that declines some URLs on purpose says so, and the harness then accepts a declined
    /// hit for it.
    @Test func aRouteThatAllowsDeclinesPasses() throws {
        let properties = LaunchProperties(table: try Self.table(replacing: Self.mistakes[2].route.allowingDeclines()))
        for seed: UInt64 in 1...3 {
            let report = properties.check(seed: seed, only: [.roundTrip])
            #expect(report.passed, "seed \(seed):\n\(report)")
        }
    }

    /// A match made by hand knows no declaration, so it reads any name as absent: only a match
    /// from a table reports an undeclared name.
    @Test func aMatchMadeByHandReadsAnyName() {
        let match = RouteMatch(name: "artist", parameters: ["id": .integer(7)])
        #expect(throws: OutcomeReason.self) { try match.int("idd") }
        #expect((try? match.int("idd")) == nil)
        do {
            _ = try match.int("idd")
        } catch {
            #expect(error.code == .bindingDeclined)
        }
    }
}
