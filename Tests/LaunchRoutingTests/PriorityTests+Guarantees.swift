import LaunchRouting
import Testing

extension PriorityTests {
    // MARK: Backtracking: a URL some route matches is never missed

    static let backtracking: [Case] =
        cases(
            [Route("int", "/a/:x(int)/b"), Route("string", "/a/:y/c")],
            [
                ("t://a/1/c", .routed("string", ["y": "1"])),
                ("t://a/1/b", .routed("int", ["x": 1])),
                ("t://a/x/b", .unmatched(.invalidParameter)),
            ])
        + cases(
            [Route("literal", "/a/b/c"), Route("param", "/a/:x/d")],
            [
                ("t://a/b/d", .routed("param", ["x": "b"])),
                ("t://a/b/c", .routed("literal", [:])),
            ])
        + cases(
            [Route("literal", "/a/b/c"), Route("rest", "/a/**r")],
            [
                ("t://a/b/d", .routed("rest", ["r": "b/d"])),
                ("t://a/b/c/d", .routed("rest", ["r": "b/c/d"])),
                ("t://a/b", .routed("rest", ["r": "b"])),
            ])
        + cases(
            [Route("deep", "/a/:x(int)/b/c"), Route("wild", "/a/*/b/d"), Route("rest", "/a/**r")],
            [
                ("t://a/1/b/c", .routed("deep", ["x": 1])),
                ("t://a/1/b/d", .routed("wild", [:])),
                ("t://a/1/b/e", .routed("rest", ["r": "1/b/e"])),
            ])
        + cases(
            [Route("optional", "/a/b/:x(int)?"), Route("string", "/a/:y/c")],
            [
                ("t://a/b/1", .routed("optional", ["x": 1])),
                ("t://a/b/c", .routed("string", ["y": "b"])),
                ("t://a/b", .routed("optional", [:])),
            ])
        + cases(
            [Route("anyCase", "/A/b", isCaseSensitive: false), Route("string", "/:x/c")],
            [
                ("t://a/c", .routed("string", ["x": "a"])),
                ("t://a/B", .routed("anyCase", [:])),
            ])
        + cases(
            [Route("enumerated", "/:e(a|b)/x"), Route("int", "/:n(int)/y"), Route("string", "/:s/z")],
            [
                ("t://a/z", .routed("string", ["s": "a"])),
                ("t://1/z", .routed("string", ["s": "1"])),
                ("t://1/y", .routed("int", ["n": 1])),
            ])
        // An int that overflows is a failed match; the string route still takes the URL.
        + cases(
            [Route("int", "/product/:id(int)"), Route("string", "/product/:slug")],
            [
                ("t://product/99999999999999999999", .routed("string", ["slug": "99999999999999999999"]))
            ])

    @Test(arguments: backtracking) func backtracks(_ test: Case) throws { try run(test) }

    // MARK: Sources

    static let sources: [Case] =
        cases(
            [Route("fromT", "/a", sources: ["t"]), Route("fromWeb", "/a", sources: ["t.example.com"])],
            [
                ("t://a", .routed("fromT", [:])),
                ("https://t.example.com/a", .routed("fromWeb", [:])),
                ("u://a", .unmatched(.noMatchingRoute)),
                ("https://x.t.example.com/a", .unmatched(.noMatchingRoute)),
            ])
        + cases(
            [Route("sub", "/a", sources: ["*.t.example.com"]), Route("apex", "/a", sources: ["t.example.com", "t"])],
            [
                ("https://x.t.example.com/a", .routed("sub", [:])),
                ("https://x.y.t.example.com/a", .routed("sub", [:])),
                ("https://t.example.com/a", .routed("apex", [:])),
                ("T://a", .routed("apex", [:])),
            ])
        // A better route that does not accept the source is skipped: the next best takes the URL.
        + cases(
            [Route("special", "/p/special", sources: ["u"]), Route("any", "/p/:x")],
            [
                ("t://p/special", .routed("any", ["x": "special"])),
                ("u://p/special", .routed("special", [:])),
                ("https://t.example.com/p/special", .routed("any", ["x": "special"])),
            ])
        + cases(
            [Route("webOnly", "/h/**r", sources: ["t.example.com"]), Route("schemeOnly", "/h/:x", sources: ["t"])],
            [
                ("t://h/a", .routed("schemeOnly", ["x": "a"])),
                ("t://h/a/b", .unmatched(.noMatchingRoute)),
                ("https://t.example.com/h/a/b", .routed("webOnly", ["r": "a/b"])),
            ])
        // A route with no sources accepts none.
        + cases(
            [Route("never", "/a", sources: [])],
            [
                ("t://a", .unmatched(.noMatchingRoute))
            ])

    @Test(arguments: sources) func sourceFiltering(_ test: Case) throws { try run(test) }

    // MARK: Independence from registration order, and the reference matcher, everywhere

    /// A table with every kind of segment overlapping every other, and some sources.
    static let overlapping: [Route] = [
        Route("root", "/"),
        Route("a", "/a"),
        Route("ab", "/a/b", sources: ["t", "t.example.com"]),
        Route("abU", "/a/b", sources: ["u"]),
        Route("aString", "/a/:x"),
        Route("aInt", "/a/:n(int)", query: ["p": "int=1"]),
        Route("aEnum", "/a/:e(new|1)"),
        Route("aWildB", "/a/*/b"),
        Route("aRest", "/a/**rest"),
        Route("abRest", "/a/b/**"),
        Route("sB", "/:s/b"),
        Route("sOptInt", "/:s/:t(int)?"),
        Route("bUUID", "/b/:id(uuid)/:opt?"),
        Route("ciAB", "/A/B", isCaseSensitive: false),
        Route("three", "/*/*/*"),
        Route("all", "/**all", sources: ["u", "*.t.example.com"]),
        Route("xOpt", "/x/:p(1|new)?"),
    ]

    static let segmentAlphabet = [
        "a", "b", "A", "B", "1", "-2", "new", "x", "123e4567-e89b-12d3-a456-426614174000", "99999999999999999999",
    ]

    /// Every path of up to `length` segments over ``segmentAlphabet``.
    static func paths(upTo length: Int) -> [String] {
        var paths = [""]
        var current = [""]
        for _ in 0..<length {
            current = current.flatMap { prefix in segmentAlphabet.map { prefix + "/" + $0 } }
            paths += current
        }
        return paths
    }

    @Test func compiledAgreesWithReferenceOnEveryPath() throws {
        let table = try PatternFixtures.table(Self.overlapping)
        var routed = 0
        var disagreements: [String] = []
        for path in Self.paths(upTo: 4) {
            for prefix in ["t:", "u:", "https://t.example.com", "https://x.t.example.com"] {
                let url = prefix + path
                let compiled = table.match(url)
                let reference = table.referenceMatch(url)
                if compiled != reference {
                    disagreements.append("\(url): compiled \(compiled), reference \(reference)")
                }
                if case .success = compiled { routed += 1 }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, first: \(disagreements.prefix(5))")
        // Most of the 44,444 URLs route somewhere (the table has catch-alls), so the check has teeth.
        #expect(routed > 25_000)
    }

    @Test func registrationOrderNeverChangesAnOutcome() throws {
        let names: Set = ["ab", "abU", "aString", "aInt", "aEnum", "aRest"]
        let routes = Self.overlapping.filter { names.contains($0.name) }
        // Every route starts with /a, so every path that could tell two orders apart does too.
        var paths = ["", "/a"]
        for segment in Self.segmentAlphabet {
            paths += ["/" + segment, "/a/" + segment, "/a/b/" + segment, "/a/\(segment)/b"]
        }
        let urls = paths.flatMap { ["t:" + $0, "u:" + $0, "https://t.example.com" + $0 + "?p=2"] }
        let baseline = try PatternFixtures.table(routes)
        let expected = urls.map { baseline.match($0) }
        var orders = 0
        for order in Self.permutations(routes) {
            let table = try PatternFixtures.table(order)
            for (url, outcome) in zip(urls, expected) {
                let match = table.match(url)
                if match != outcome {
                    Issue.record(
                        "\(url): \(match) with routes in order \(order.map(\.name)), \(outcome) in the first order")
                    return
                }
            }
            orders += 1
        }
        #expect(orders == 720)
    }

    /// The same routes in reverse order, and in an order sorted by name, give the same outcome for
    /// the large table too.
    @Test func registrationOrderOnTheLargeTable() throws {
        let forward = try PatternFixtures.table(Self.overlapping)
        let backward = try PatternFixtures.table(Self.overlapping.reversed())
        let sorted = try PatternFixtures.table(Self.overlapping.sorted { $0.name > $1.name })
        for path in Self.paths(upTo: 3) {
            for url in ["t:" + path, "u:" + path, "https://x.t.example.com" + path] {
                let outcome = forward.resolve(url)
                #expect(backward.resolve(url) == outcome, "\(url)")
                #expect(sorted.resolve(url) == outcome, "\(url)")
            }
        }
    }
}
