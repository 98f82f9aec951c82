import LaunchRouting
import LaunchRoutingLint
import Testing

extension OverlapAnalysisTests {
    // MARK: Exactness

    /// Routes that win on some URL, however narrow: none may be reported as shadowed.
    static let winners: [Case] = [
        // U+212A KELVIN SIGN lowercases to "k": the case-insensitive route still takes it.
        Case(
            name: "a case-insensitive k still takes the Kelvin sign",
            routes: [R("ci", path: "/k", isCaseSensitive: false), R("lower", path: "/k"), R("upper", path: "/K")],
            expected: [
                .init(
                    .note, .overlap,
                    #"routes "ci" and "lower" both match shop://k, which goes to "lower": at segment 1, the literal "k" ranks above the case-insensitive literal "k""#,
                    witness: "shop://k", route: "lower"),
                .init(
                    .note, .overlap,
                    #"routes "ci" and "upper" both match shop://K, which goes to "upper": at segment 1, the literal "K" ranks above the case-insensitive literal "k""#,
                    witness: "shop://K", route: "upper"),
            ]),
        Case(
            name: "an enumeration with a value no literal takes",
            routes: [R("e", path: "/e/:x(a|b)"), R("a", path: "/e/a")],
            expected: [
                .init(
                    .note, .overlap,
                    #"routes "e" and "a" both match shop://e/a, which goes to "a": at segment 2, the literal "a" ranks above the enumeration (a|b)"#,
                    witness: "shop://e/a", route: "a")
            ]),
        Case(
            name: "an int beside an enumeration of digits",
            routes: [R("n", path: "/n/:x(int)"), R("digits", path: "/n/:y(1|2)")],
            expected: [
                .init(
                    .note, .overlap,
                    #"routes "n" and "digits" both match shop://n/1, which goes to "digits": at segment 2, the enumeration (1|2) ranks above an int parameter"#,
                    witness: "shop://n/1", route: "digits")
            ]),
        Case(
            name: "a rest that wins only on long paths",
            routes: [R("rest", path: "/h/**r"), R("one", path: "/h/:x"), R("top", path: "/h")],
            expected: [
                .init(
                    .note, .overlap,
                    #"routes "rest" and "one" both match shop://h/x, which goes to "one": at segment 2, a string parameter ranks above "**""#,
                    witness: "shop://h/x", route: "one"),
                .init(
                    .note, .overlap,
                    #"routes "rest" and "top" both match shop://h, which goes to "top": where the path ends, the end of the path ranks above "**""#,
                    witness: "shop://h", route: "top"),
            ]),
        Case(
            name: "a string parameter beside int and uuid",
            routes: [R("int", path: "/p/:a(int)"), R("uuid", path: "/p/:b(uuid)"), R("string", path: "/p/:c")],
            expected: [
                .init(
                    .note, .overlap,
                    #"routes "int" and "string" both match shop://p/1, which goes to "int": at segment 2, an int parameter ranks above a string parameter"#,
                    witness: "shop://p/1", route: "int"),
                .init(
                    .note, .overlap,
                    #"routes "uuid" and "string" both match shop://p/00000000-0000-0000-0000-000000000001, which goes to "uuid": at segment 2, a uuid parameter ranks above a string parameter"#,
                    witness: "shop://p/00000000-0000-0000-0000-000000000001", route: "uuid"),
            ]),
        Case(
            name: "an overlap decided by a third route",
            routes: [
                R("a", path: "/x/:p(1|2)"), R("b", path: "/x/:q(1|2|3)"), R("c", path: "/x/1"), R("d", path: "/x/2"),
            ],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "a" can never win: every URL it matches goes to a route that ranks higher, such as shop://x/1, which goes to "c""#,
                    witness: "shop://x/1", route: "c"),
                .init(
                    .note, .overlap,
                    #"routes "a" and "b" both match shop://x/1, but every URL both match goes to a route that ranks higher, here "c""#,
                    witness: "shop://x/1", route: "c"),
                .init(
                    .note, .overlap,
                    #"routes "a" and "c" both match shop://x/1, which goes to "c": at segment 2, the literal "1" ranks above the enumeration (1|2)"#,
                    witness: "shop://x/1", route: "c"),
                .init(
                    .note, .overlap,
                    #"routes "a" and "d" both match shop://x/2, which goes to "d": at segment 2, the literal "2" ranks above the enumeration (1|2)"#,
                    witness: "shop://x/2", route: "d"),
                .init(
                    .note, .overlap,
                    #"routes "b" and "c" both match shop://x/1, which goes to "c": at segment 2, the literal "1" ranks above the enumeration (1|2|3)"#,
                    witness: "shop://x/1", route: "c"),
                .init(
                    .note, .overlap,
                    #"routes "b" and "d" both match shop://x/2, which goes to "d": at segment 2, the literal "2" ranks above the enumeration (1|2|3)"#,
                    witness: "shop://x/2", route: "d"),
            ]),
        // docs/lint.md: a pair first seen overlapping only through a third route ("c" and "d"
        // take all of "/x") is reported by its direct overlap once one is found ("/w").
        Case(
            name: "an overlap through a third route gives way to the direct one",
            routes: [
                R("a", path: "/x/:p(1|2)", aliases: ["/w/:p(1|2)"]), R("b", path: "/x/:q", aliases: ["/w/:q"]),
                R("c", path: "/x/1"), R("d", path: "/x/2"),
            ],
            expected: [
                .init(
                    .warning, .shadowedPattern,
                    #"route "a", pattern "/x/:p(1|2)" can never win: every URL it matches goes to a route that ranks higher, such as shop://x/1, which goes to "c""#,
                    witness: "shop://x/1", route: "c"),
                .init(
                    .note, .overlap,
                    #"routes "a" and "b" both match shop://w/1, which goes to "a": at segment 2, the enumeration (1|2) ranks above a string parameter"#,
                    witness: "shop://w/1", route: "a"),
                .init(
                    .note, .overlap,
                    #"routes "a" and "c" both match shop://x/1, which goes to "c": at segment 2, the literal "1" ranks above the enumeration (1|2)"#,
                    witness: "shop://x/1", route: "c"),
                .init(
                    .note, .overlap,
                    #"routes "a" and "d" both match shop://x/2, which goes to "d": at segment 2, the literal "2" ranks above the enumeration (1|2)"#,
                    witness: "shop://x/2", route: "d"),
                .init(
                    .note, .overlap,
                    #"routes "b" and "c" both match shop://x/1, which goes to "c": at segment 2, the literal "1" ranks above a string parameter"#,
                    witness: "shop://x/1", route: "c"),
                .init(
                    .note, .overlap,
                    #"routes "b" and "d" both match shop://x/2, which goes to "d": at segment 2, the literal "2" ranks above a string parameter"#,
                    witness: "shop://x/2", route: "d"),
            ]),
        // docs/lint.md, "What is exact": a route that requires =(a|b) covers one below it that
        // requires =(a) of the same parameter, since every URL of the second has what the first wants.
        Case(
            name: "a required value covers a route requiring fewer of its values",
            routes: [
                R("wide", path: "/x/:p", query: ["v": "=(a|b)"]), R("narrow", path: "/x/*", query: ["v": "=(a)"]),
            ],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "narrow" can never win: every URL it matches goes to a route that ranks higher, such as shop://x/x?v=a, which goes to "wide""#,
                    witness: "shop://x/x?v=a", route: "wide"),
                .init(
                    .note, .overlap,
                    #"routes "wide" and "narrow" both match shop://x/x?v=a, which goes to "wide": at segment 2, a string parameter ranks above "*""#,
                    witness: "shop://x/x?v=a", route: "wide"),
            ]),
        // docs/lint.md: a route reached only through a nested route wins no URL received directly,
        // on purpose, and is no shadowed route (found by the Examples/Browser port's edge spec).
        Case(
            name: "a route reached only through a nested route is not shadowed",
            routes: [
                R("settings", path: "/settings/:section").nestedOnly(),
                R("open", path: "/open", query: ["url": "route"]),
            ],
            expected: []),
        Case(
            name: "no findings",
            routes: [R("home", path: "/"), R("cart", path: "/cart"), R("item", path: "/cart/:id(uuid)")], expected: []),
    ]

    @Test(arguments: winners)
    func exactness(_ test: Case) throws {
        try findings(test)
    }

    /// The Kelvin sign's own witness: the case-insensitive route wins on it.
    @Test func kelvinSignRoutesToTheCaseInsensitiveRoute() throws {
        let table = try LintFixtures.table([
            R("ci", path: "/k", isCaseSensitive: false), R("lower", path: "/k"), R("upper", path: "/K"),
        ])
        #expect((try? table.match("shop://%E2%84%AA").get())?.name == "ci")
    }

    /// A finding's witness, rendered for `launch-route resolve`: universal links as `web:`.
    @Test func witnessInputs() throws {
        let table = try LintFixtures.table(
            domains: ["shop.example.com"],
            [R("slug", path: "/p/:slug"), R("any", path: "/p/*", sources: ["shop.example.com"])])
        let finding = try #require(LintFixtures.overlapFindings(table).first)
        #expect(finding.witness?.input == .universalLink("https://shop.example.com/p/x"))
        #expect(finding.witness?.description == "web:https://shop.example.com/p/x")
        #expect(finding.witness?.launchInput == .userActivity(.browsingWeb("https://shop.example.com/p/x")))
        #expect(finding.routes == ["any"])
    }

    /// The witness carries the winner's required query parameters, so that it routes.
    @Test func witnessesCarryRequiredQueryParameters() throws {
        let table = try LintFixtures.table([
            R("search", path: "/search/:scope", query: ["q": "string", "page": "int=1", "kind": "(a|b)"]),
            R("any", path: "/search/*"),
        ])
        let findings = LintFixtures.overlapFindings(table)
        #expect(findings.map(\.witness?.description) == ["shop://search/x?kind=a&q=x", "shop://search/x?kind=a&q=x"])
        LintFixtures.checkWitnesses(findings, table)
    }

    /// docs/lint.md, `unboundParameter`: reported only when no URL that binds the parameter
    /// reaches the route. Here `/s/:id?` never binds `id` (`/s/:x` outranks it), but `/a/:id` does.
    @Test func aParameterOneWinningPatternBindsIsBound() throws {
        let table = try LintFixtures.table([R("item", path: "/a/:id", aliases: ["/s/:id?"]), R("other", path: "/s/:x")])
        #expect((try? table.match("shop://s/1").get())?.name == "other")
        #expect((try? table.match("shop://a/1").get()) == RouteMatch(name: "item", parameters: ["id": "1"]))
        #expect(LintFixtures.overlapFindings(table).filter { $0.kind == .unboundParameter }.isEmpty)
        // Without the winning pattern, the parameter is unbound.
        let unbound = try LintFixtures.table([R("item", path: "/s/:id?"), R("other", path: "/s/:x")])
        #expect(
            LintFixtures.overlapFindings(unbound).filter { $0.kind == .unboundParameter }.map(\.routes) == [["item"]])
    }
}
