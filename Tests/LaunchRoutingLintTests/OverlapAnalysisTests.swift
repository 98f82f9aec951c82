import LaunchRouting
import LaunchRoutingLint
import Testing

/// Every finding kind of the overlap analysis on a minimal table, message word for word, each
/// witness resolved with the table (docs/lint.md, "Overlaps").
@Suite struct OverlapAnalysisTests {
    typealias R = LintFixtures.Route
    typealias Expected = LintFixtures.Expected

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var schemes: [String] = ["shop"]
        var domains: [String] = []
        var limits: URLLimits = .default
        var routes: [R]
        var expected: [Expected]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "overlap: int above string",
            routes: [R("product", path: "/product/:id(int)"), R("slug", path: "/product/:slug")],
            expected: [
                .init(
                    .note, .overlap,
                    #"routes "product" and "slug" both match shop://product/1, which goes to "product": at segment 2, an int parameter ranks above a string parameter"#,
                    witness: "shop://product/1", route: "product")
            ]),
        Case(
            name: "tie: a host trusted by two wildcard domains",
            domains: ["example.com", "*.example.com", "*.shop.example.com"],
            routes: [
                R("a", path: "/x", sources: ["*.example.com"]), R("b", path: "/x", sources: ["*.shop.example.com"]),
            ],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "b" can never win: every URL it matches goes to a route that ranks higher, such as https://www.shop.example.com/x, which goes to "a""#,
                    witness: "web:https://www.shop.example.com/x", route: "a"),
                .init(
                    .error, .tie,
                    #"routes "a" and "b" tie for https://www.shop.example.com/x: the patterns "/x" and "/x" rank the same, and the host is trusted by the sources of both; "a" wins over "b" only because its name sorts first"#,
                    witness: "web:https://www.shop.example.com/x", route: "a"),
            ]),
        Case(
            name: "tie: an exact domain under a wildcard one",
            domains: ["a.example.com", "*.example.com"],
            routes: [
                R("one", path: "/x", sources: ["a.example.com"]), R("two", path: "/x", sources: ["*.example.com"]),
            ],
            expected: [
                .init(
                    .warning, .shadowedInSource,
                    #"route "two" can never win on URLs from a.example.com: every such URL it matches goes to a route that ranks higher, such as https://a.example.com/x, which goes to "one""#,
                    witness: "web:https://a.example.com/x", route: "one"),
                .init(
                    .error, .tie,
                    #"routes "one" and "two" tie for https://a.example.com/x: the patterns "/x" and "/x" rank the same, and the host is trusted by the sources of both; "one" wins over "two" only because its name sorts first"#,
                    witness: "web:https://a.example.com/x", route: "one"),
            ]),
        Case(
            name: "shadowed route", routes: [R("slug", path: "/product/:slug"), R("any", path: "/product/*")],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "any" can never win: every URL it matches goes to a route that ranks higher, such as shop://product/x, which goes to "slug""#,
                    witness: "shop://product/x", route: "slug"),
                .init(
                    .note, .overlap,
                    #"routes "slug" and "any" both match shop://product/x, which goes to "slug": at segment 2, a string parameter ranks above "*""#,
                    witness: "shop://product/x", route: "slug"),
            ]),
        Case(
            name: "shadowed route: no sources", routes: [R("home", path: "/"), R("none", path: "/n", sources: [])],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "none" can never win: it takes URLs from none of the table's schemes and domains, so even shop://n does not route"#,
                    witness: "shop://n")
            ]),
        Case(
            name: "shadowed route: an enumeration covered by literals",
            routes: [R("e", path: "/e/:x(a|b)"), R("a", path: "/e/a"), R("b", path: "/e/b")],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "e" can never win: every URL it matches goes to a route that ranks higher, such as shop://e/a, which goes to "a""#,
                    witness: "shop://e/a", route: "a"),
                .init(
                    .note, .overlap,
                    #"routes "e" and "a" both match shop://e/a, which goes to "a": at segment 2, the literal "a" ranks above the enumeration (a|b)"#,
                    witness: "shop://e/a", route: "a"),
                .init(
                    .note, .overlap,
                    #"routes "e" and "b" both match shop://e/b, which goes to "b": at segment 2, the literal "b" ranks above the enumeration (a|b)"#,
                    witness: "shop://e/b", route: "b"),
            ]),
        Case(
            name: "shadowed route: a case-insensitive literal covered by both spellings",
            routes: [R("ci", path: "/r", isCaseSensitive: false), R("lower", path: "/r"), R("upper", path: "/R")],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "ci" can never win: every URL it matches goes to a route that ranks higher, such as shop://r, which goes to "lower""#,
                    witness: "shop://r", route: "lower"),
                .init(
                    .note, .overlap,
                    #"routes "ci" and "lower" both match shop://r, which goes to "lower": at segment 1, the literal "r" ranks above the case-insensitive literal "r""#,
                    witness: "shop://r", route: "lower"),
                .init(
                    .note, .overlap,
                    #"routes "ci" and "upper" both match shop://R, which goes to "upper": at segment 1, the literal "R" ranks above the case-insensitive literal "r""#,
                    witness: "shop://R", route: "upper"),
            ]),
        Case(
            name: "shadowed route: a rest beaten at every length",
            routes: [
                R("rest", path: "/h/**r"), R("one", path: "/h/:x"), R("top", path: "/h"),
                R("deeper", path: "/h/:x/**s"),
            ],
            expected: [
                .init(
                    .error, .shadowedRoute,
                    #"route "rest" can never win: every URL it matches goes to a route that ranks higher, such as shop://h, which goes to "top""#,
                    witness: "shop://h", route: "top"),
                .init(
                    .note, .overlap,
                    #"routes "rest" and "one" both match shop://h/x, which goes to "one": at segment 2, a string parameter ranks above "**""#,
                    witness: "shop://h/x", route: "one"),
                .init(
                    .note, .overlap,
                    #"routes "rest" and "top" both match shop://h, which goes to "top": where the path ends, the end of the path ranks above "**""#,
                    witness: "shop://h", route: "top"),
                .init(
                    .note, .overlap,
                    #"routes "rest" and "deeper" both match shop://h/x/x, which goes to "deeper": at segment 2, a string parameter ranks above "**""#,
                    witness: "shop://h/x/x", route: "deeper"),
                .init(
                    .note, .overlap,
                    #"routes "one" and "deeper" both match shop://h/x, which goes to "one": where the path ends, the end of the path ranks above "**""#,
                    witness: "shop://h/x", route: "one"),
            ]),
        Case(
            name: "shadowed pattern: an alias",
            routes: [R("store", path: "/store/:id(int)", aliases: ["/s/*"]), R("short", path: "/s/:code")],
            expected: [
                .init(
                    .warning, .shadowedPattern,
                    #"route "store", pattern "/s/*" can never win: every URL it matches goes to a route that ranks higher, such as shop://s/x, which goes to "short""#,
                    witness: "shop://s/x", route: "short"),
                .init(
                    .note, .overlap,
                    #"routes "store" and "short" both match shop://s/x, which goes to "short": at segment 2, a string parameter ranks above "*""#,
                    witness: "shop://s/x", route: "short"),
            ]),
        Case(
            name: "shadowed pattern: without its optional parameter",
            routes: [R("wishlist", path: "/wishlist/:listID(int)?"), R("wishlists", path: "/wishlist")],
            expected: [
                .init(
                    .warning, .shadowedPattern,
                    #"route "wishlist", pattern "/wishlist/:listID(int)?" can never win without its optional parameter "listID": every URL it then matches goes to a route that ranks higher, such as shop://wishlist, which goes to "wishlists""#,
                    witness: "shop://wishlist", route: "wishlists"),
                .init(
                    .note, .overlap,
                    #"routes "wishlist" and "wishlists" both match shop://wishlist, which goes to "wishlists": where the path ends, the end of the path ranks above an absent optional parameter"#,
                    witness: "shop://wishlist", route: "wishlists"),
            ]),
        Case(
            name: "shadowed in a source", schemes: ["shop", "shopdev"],
            routes: [R("settings", path: "/settings/*"), R("page", path: "/settings/:page", sources: ["shopdev"])],
            expected: [
                .init(
                    .warning, .shadowedInSource,
                    #"route "settings" can never win on URLs from shopdev: every such URL it matches goes to a route that ranks higher, such as shopdev://settings/x, which goes to "page""#,
                    witness: "shopdev://settings/x", route: "page"),
                .init(
                    .note, .overlap,
                    #"routes "settings" and "page" both match shopdev://settings/x, which goes to "page": at segment 2, a string parameter ranks above "*""#,
                    witness: "shopdev://settings/x", route: "page"),
            ]),
        Case(
            name: "shadowed in a source: a wildcard domain", domains: ["shop.example.com", "*.shop.example.com"],
            routes: [R("a", path: "/x/*"), R("b", path: "/x/:y", sources: ["*.shop.example.com"])],
            expected: [
                .init(
                    .warning, .shadowedInSource,
                    #"route "a" can never win on URLs from *.shop.example.com: every such URL it matches goes to a route that ranks higher, such as https://www.shop.example.com/x/x, which goes to "b""#,
                    witness: "web:https://www.shop.example.com/x/x", route: "b"),
                .init(
                    .note, .overlap,
                    #"routes "a" and "b" both match https://www.shop.example.com/x/x, which goes to "b": at segment 2, a string parameter ranks above "*""#,
                    witness: "web:https://www.shop.example.com/x/x", route: "b"),
            ]),
        Case(
            name: "unbound parameter",
            routes: [R("wishlist", path: "/wishlist/:listID(int)?"), R("item", path: "/wishlist/:item(int)")],
            expected: [
                .init(
                    .warning, .unboundParameter,
                    #"route "wishlist" never binds its parameter "listID": every URL that would bind it goes to a route that ranks higher, such as shop://wishlist/1, which goes to "item""#,
                    witness: "shop://wishlist/1", route: "item"),
                .init(
                    .note, .overlap,
                    #"routes "wishlist" and "item" both match shop://wishlist/1, which goes to "item": at segment 2, an int parameter ranks above an optional int parameter"#,
                    witness: "shop://wishlist/1", route: "item"),
            ]),
        Case(
            name: "a pattern that misses a parameter",
            routes: [R("store", path: "/store/:id(int)", aliases: ["/s/:code", "/shop/:id(int)"])],
            expected: [
                .init(
                    .warning, .patternMissesParameter,
                    #"route "store", pattern "/store/:id(int)" does not bind "code", which its pattern "/s/:code" binds, so shop://store/1 reaches the route without it"#,
                    witness: "shop://store/1", route: "store"),
                .init(
                    .warning, .patternMissesParameter,
                    #"route "store", pattern "/s/:code" does not bind "id", which its pattern "/store/:id(int)" binds, so shop://s/x reaches the route without it"#,
                    witness: "shop://s/x", route: "store"),
                .init(
                    .warning, .patternMissesParameter,
                    #"route "store", pattern "/shop/:id(int)" does not bind "code", which its pattern "/s/:code" binds, so shop://shop/1 reaches the route without it"#,
                    witness: "shop://shop/1", route: "store"),
            ]),
        Case(
            name: "unmatchable pattern: a control character, dot segments",
            routes: [R("control", path: "/a/%00"), R("dots", path: "/b/:x(.|..)")],
            expected: [
                .init(
                    .error, .unmatchablePattern,
                    #"route "control", pattern "/a/%00" can never match: its segment 2 takes no segment a URL can carry, as a URL's segments are never empty, ".", ".." or control characters"#,
                    witness: "shop://a/%00"),
                .init(
                    .error, .unmatchablePattern,
                    #"route "dots", pattern "/b/:x(.|..)" can never match: its segment 2 takes no segment a URL can carry, as a URL's segments are never empty, ".", ".." or control characters"#,
                    witness: "shop://b/."),
            ]),
        Case(
            name: "unmatchable pattern: too many segments", limits: URLLimits(maximumSegments: 2),
            routes: [R("deep", path: "/a/b/c"), R("ok", path: "/a/b")],
            expected: [
                .init(
                    .error, .unmatchablePattern,
                    #"route "deep", pattern "/a/b/c" can never match: it has 3 segments, and the table rejects URLs with more than 2"#,
                    witness: "shop://a/b/c")
            ]),
    ]

    @Test(arguments: cases)
    func findings(_ test: Case) throws {
        let table = try LintFixtures.table(
            schemes: test.schemes, domains: test.domains, limits: test.limits, test.routes)
        let findings = LintFixtures.overlapFindings(table)
        #expect(findings.map(Expected.init) == test.expected)
        LintFixtures.checkWitnesses(findings, table)
    }
}
