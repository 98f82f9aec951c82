import LaunchRouting
import Testing

/// Every mistake the table builder reports, with its code and its message word for word
/// (docs/patterns.md, "Build errors"), and the near misses that must build.
@Suite struct RouteTableBuildErrorTests {
    typealias Route = PatternFixtures.Route

    struct Case: Sendable, CustomTestStringConvertible {
        var routes: [Route]
        var schemes: [String] = PatternFixtures.schemes
        var domains: [String] = PatternFixtures.domains
        var code: RouteTableError.Code
        var message: String
        var testDescription: String { "\(code): \(message)" }
    }

    static func fails(_ routes: [Route], _ code: RouteTableError.Code, _ message: String) -> Case {
        Case(routes: routes, code: code, message: message)
    }

    /// A single route named `"r"` with `pattern`.
    static func pattern(_ pattern: String, _ code: RouteTableError.Code, _ message: String) -> Case {
        Case(routes: [Route("r", pattern)], code: code, message: message)
    }

    func run(_ test: Case) {
        let error = PatternFixtures.buildError(test.routes, schemes: test.schemes, domains: test.domains)
        #expect(error?.code == test.code)
        #expect(error?.message == test.message)
        #expect(error?.description == test.message)
    }

    // MARK: Locations

    /// Each error says where it is as data, by index in what was given, so that no caller reads
    /// the message back (the spec loader turns the location into a field path).
    @Test(
        arguments: [
            (
                [Route("r", "/a/**x/b")], [],
                RouteTableError.Location.route(
                    index: 0, name: "r", field: .pattern(index: 0, text: "/a/**x/b", offset: 3))
            ),
            (
                [Route("a", "/x"), Route("r", "/y", "/a/:b(int", "/z")], [],
                .route(index: 1, name: "r", field: .pattern(index: 1, text: "/a/:b(int", offset: 3))
            ),
            ([Route("1r", "/a")], [], .routeName(index: 0)),
            ([Route("r", "/a"), Route("r", "/b")], [], .route(index: 1, name: "r", field: .name)),
            ([Route("r", "/:id", query: ["id": "int"])], [], .route(index: 0, name: "r", field: .query(name: "id"))),
            ([Route("r", "/", query: ["page": "int=x"])], [], .route(index: 0, name: "r", field: .query(name: "page"))),
            ([Route("r", "/", sources: ["t", "web"])], [], .route(index: 0, name: "r", field: .source(index: 1))),
            (
                [Route("one", "/a/:x"), Route("two", "/b", "/a/:y")], [],
                .patterns(
                    first: .init(routeIndex: 0, routeName: "one", index: 0, text: "/a/:x"),
                    second: .init(routeIndex: 1, routeName: "two", index: 1, text: "/a/:y"))
            ),
            ([Route("r", "/a")], ["t", "http"], .scheme(index: 1)),
        ] as [([Route], [String], RouteTableError.Location)])
    func errorsCarryTheirLocation(_ routes: [Route], _ schemes: [String], _ location: RouteTableError.Location) {
        let error = PatternFixtures.buildError(routes, schemes: schemes.isEmpty ? PatternFixtures.schemes : schemes)
        #expect(error?.location == location)
        #expect(error.map { $0.message.hasSuffix($0.reason) } == true)
    }

    @Test func aDomainErrorCarriesItsIndex() {
        let error = PatternFixtures.buildError([Route("r", "/a")], domains: ["t.example.com", "bad_domain"])
        #expect(error?.location == .domain(index: 1))
        #expect(error?.reason == #"the domain "bad_domain" is not a host name, or "*." followed by one"#)
    }

    // MARK: Duplicate patterns

    static let duplicates: [Case] = [
        fails(
            [Route("one", "/a"), Route("two", "/a")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a" and "/a" match the same URLs"#),
        fails(
            [Route("one", "/a/:x"), Route("two", "/a/:y")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/:x" and "/a/:y" match the same URLs"#),
        fails(
            [Route("one", "/a/:x(int)"), Route("two", "/a/:y(int)")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/:x(int)" and "/a/:y(int)" match the same URLs"#),
        fails(
            [Route("one", "/a/:x(b|a)"), Route("two", "/a/:y(a|b)")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/:x(b|a)" and "/a/:y(a|b)" match the same URLs"#),
        fails(
            [Route("one", "/a/:x?"), Route("two", "/a/:y?")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/:x?" and "/a/:y?" match the same URLs"#),
        // Not the same pattern, but both match "/a" with the same priority when the optional
        // parameter is absent.
        fails(
            [Route("one", "/a/:x?"), Route("two", "/a/:y(int)?")], .duplicatePattern,
            #"routes "one" and "two" overlap: "/a/:x?" and "/a/:y(int)?" match the same URLs when their optional parameters are absent"#
        ),
        fails(
            [Route("one", "/a/:x(a|b)?", "/b", "/a/:y?")], .duplicatePattern,
            #"route "one": the patterns "/a/:x(a|b)?" and "/a/:y?" match the same URLs when their optional parameters are absent"#
        ),
        fails(
            [Route("one", "/a/:x?"), Route("two", "/a/:y?", sources: ["t"])], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/:x?" and "/a/:y?" match the same URLs"#),
        fails(
            [Route("one", "/a/**x"), Route("two", "/a/**")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/**x" and "/a/**" match the same URLs"#),
        fails(
            [Route("one", "/a/*"), Route("two", "/a/*/")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/*" and "/a/*/" match the same URLs"#),
        // A trailing slash, an empty segment and percent-encoding are normalised away.
        fails(
            [Route("one", "/a/b"), Route("two", "//a//b/")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a/b" and "//a//b/" match the same URLs"#),
        fails(
            [Route("one", "/caf%C3%A9"), Route("two", "/café")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/caf%C3%A9" and "/café" match the same URLs"#),
        fails(
            [Route("one", "/About", isCaseSensitive: false), Route("two", "/aBOUT", isCaseSensitive: false)],
            .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/About" and "/aBOUT" match the same URLs"#),
        // Query declarations do not tell two patterns apart.
        fails(
            [Route("one", "/s", query: ["q": "string"]), Route("two", "/s", query: ["p": "int"])], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/s" and "/s" match the same URLs"#),
        // Aliases, within a route and across routes.
        fails(
            [Route("one", "/x", "/x/")], .duplicatePattern,
            #"route "one": the patterns "/x" and "/x/" match the same URLs"#),
        fails(
            [Route("one", "/x/:a", "/y", "/x/:b")], .duplicatePattern,
            #"route "one": the patterns "/x/:a" and "/x/:b" match the same URLs"#),
        fails(
            [Route("one", "/x"), Route("two", "/y", "/x")], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/x" and "/x" match the same URLs"#),
        // Sources that overlap, or one route that takes every source.
        fails(
            [Route("one", "/a", sources: ["t", "u"]), Route("two", "/a", sources: ["u"])], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a" and "/a" match the same URLs"#),
        fails(
            [Route("one", "/a"), Route("two", "/a", sources: ["t.example.com"])], .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a" and "/a" match the same URLs"#),
        fails(
            [Route("one", "/a", sources: ["*.t.example.com", "t"]), Route("two", "/a", sources: ["*.T.Example.com"])],
            .duplicatePattern,
            #"routes "one" and "two" have the same pattern: "/a" and "/a" match the same URLs"#),
    ]

    @Test(arguments: duplicates) func duplicatePattern(_ test: Case) { run(test) }

    /// Patterns that look alike but differ in what they match or in priority, and identical
    /// patterns whose sources are disjoint: all build.
    @Test(arguments: [
        [Route("one", "/a/:x"), Route("two", "/a/:x(int)")],
        [Route("one", "/a/:x"), Route("two", "/a/:x?")],
        [Route("one", "/a"), Route("two", "/a/:x?")],
        [Route("one", "/a"), Route("two", "/a/**")],
        [Route("one", "/a/*"), Route("two", "/a/:x")],
        [Route("one", "/a/:x(a|b)"), Route("two", "/a/:x(a|b|c)")],
        [Route("one", "/About"), Route("two", "/about")],
        [Route("one", "/about"), Route("two", "/about", isCaseSensitive: false)],
        [Route("one", "/caf%C3%A9"), Route("two", "/cafe%CC%81")],
        [Route("one", "/a/b"), Route("two", "/a/%2Fb")],
        [Route("one", "/a", sources: ["t"]), Route("two", "/a", sources: ["u"])],
        [Route("one", "/a", sources: ["t"]), Route("two", "/a", sources: ["t.example.com", "*.t.example.com"])],
        [
            Route("one", "/a", sources: ["t", "u"]), Route("two", "/a", sources: ["t.example.com"]),
            Route("three", "/a", sources: ["*.t.example.com"]),
        ],
    ])
    func distinctPatternsBuild(_ routes: [Route]) {
        #expect(PatternFixtures.buildError(routes) == nil)
    }

    // MARK: Invalid patterns

    static let invalidPatterns: [Case] = [
        pattern("a/b", .invalidPattern, #"route "r", pattern "a/b", offset 0: a pattern starts with "/""#),
        pattern("", .invalidPattern, #"route "r", pattern "", offset 0: a pattern starts with "/""#),
        pattern("shop://a", .invalidPattern, #"route "r", pattern "shop://a", offset 0: a pattern starts with "/""#),
        pattern(
            "/a/:", .invalidPattern,
            #"route "r", pattern "/a/:", offset 3: ":" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:1x", .invalidPattern,
            #"route "r", pattern "/a/:1x", offset 3: ":1x" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:x-y", .invalidPattern,
            #"route "r", pattern "/a/:x-y", offset 3: ":x-y" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:x.y", .invalidPattern,
            #"route "r", pattern "/a/:x.y", offset 3: ":x.y" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:é", .invalidPattern,
            #"route "r", pattern "/a/:é", offset 3: ":é" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:(int)", .invalidPattern,
            #"route "r", pattern "/a/:(int)", offset 3: ":(int)" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:x??", .invalidPattern,
            #"route "r", pattern "/a/:x??", offset 3: ":x??" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:x?(int)", .invalidPattern,
            #"route "r", pattern "/a/:x?(int)", offset 3: ":x?(int)" is not ":" followed by a parameter name"#),
        pattern(
            "/a/:x(int)y", .invalidPattern,
            #"route "r", pattern "/a/:x(int)y", offset 3: ":x(int)y" opens a type with "(" but does not close it with ")""#
        ),
        pattern(
            "/a/:x(int", .invalidPattern,
            #"route "r", pattern "/a/:x(int", offset 3: ":x(int" opens a type with "(" but does not close it with ")""#),
        pattern(
            "/a/:x(a|b", .invalidPattern,
            #"route "r", pattern "/a/:x(a|b", offset 3: ":x(a|b" opens a type with "(" but does not close it with ")""#),
        pattern("/a/*x", .invalidPattern, #"route "r", pattern "/a/*x", offset 3: "*x" is neither "*" nor "**name""#),
        pattern(
            "/*.html", .invalidPattern, #"route "r", pattern "/*.html", offset 1: "*.html" is neither "*" nor "**name""#
        ),
        pattern(
            "/a/**1", .invalidPattern,
            #"route "r", pattern "/a/**1", offset 3: "**1" is not "**" followed by a parameter name"#),
        pattern(
            "/a/***", .invalidPattern,
            #"route "r", pattern "/a/***", offset 3: "***" is not "**" followed by a parameter name"#),
        pattern(
            "/a/./b", .invalidPattern,
            #"route "r", pattern "/a/./b", offset 3: "." is a dot segment, which no URL can match"#),
        pattern(
            "/a/..", .invalidPattern,
            #"route "r", pattern "/a/..", offset 3: ".." is a dot segment, which no URL can match"#),
        pattern(
            "/a/%2e%2E", .invalidPattern,
            #"route "r", pattern "/a/%2e%2E", offset 3: "%2e%2E" is a dot segment, which no URL can match"#),
        pattern(
            "/a/%2e", .invalidPattern,
            #"route "r", pattern "/a/%2e", offset 3: "%2e" is a dot segment, which no URL can match"#),
        pattern(
            "/a/%zz", .invalidPattern, #"route "r", pattern "/a/%zz", offset 3: "%zz" has malformed percent-encoding"#),
        pattern(
            "/a/%2", .invalidPattern, #"route "r", pattern "/a/%2", offset 3: "%2" has malformed percent-encoding"#),
        pattern(
            "/a/100%", .invalidPattern,
            #"route "r", pattern "/a/100%", offset 3: "100%" has malformed percent-encoding"#),
        pattern(
            "/a/%FF", .invalidPattern, #"route "r", pattern "/a/%FF", offset 3: "%FF" has malformed percent-encoding"#),
        pattern(
            "/a/%C3", .invalidPattern, #"route "r", pattern "/a/%C3", offset 3: "%C3" has malformed percent-encoding"#),
        // Offsets count UTF-8 bytes of the pattern as written, empty segments included.
        pattern(
            "/é//:", .invalidPattern,
            #"route "r", pattern "/é//:", offset 5: ":" is not ":" followed by a parameter name"#),
    ]

    @Test(arguments: invalidPatterns) func invalidPattern(_ test: Case) { run(test) }

    // MARK: Order of checks

    /// The first route with a mistake is the one reported, and within a route the name is checked
    /// before its patterns, the patterns before the query, the query before the sources;
    /// duplicate patterns are found once every route has been read.
    @Test(arguments: [
        fails(
            [Route("1", "bad")], .invalidRouteName,
            #"the route name "1" is not a letter followed by letters, digits, "_", "." or "-""#),
        fails(
            [Route("r", "bad", query: ["x": "float"], sources: ["nope"])], .invalidPattern,
            #"route "r", pattern "bad", offset 0: a pattern starts with "/""#),
        fails(
            [Route("r", "/a", query: ["x": "float"], sources: ["nope"])], .unknownType,
            #"route "r": query parameter "x" is declared "float": "float" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b)"#
        ),
        fails(
            [Route("r", "/a", "/a/:b/:b")], .duplicateParameterName,
            #"route "r", pattern "/a/:b/:b", offset 6: the parameter name "b" is used twice"#),
        fails(
            [Route("one", "/a"), Route("two", "/a"), Route("three", "/b", sources: ["nope"])], .unknownSource,
            #"route "three": the source "nope" is neither a scheme nor a domain of the table"#),
        fails(
            [Route("r", "/q", query: ["b": "float", "a": "(a)"])], .invalidQueryDeclaration,
            #"route "r": query parameter "a" is declared "(a)": an enumeration has at least two values, a|b"#),
    ])
    func firstMistakeWins(_ test: Case) { run(test) }

    /// The scheme list is checked before the domain list, and both before any route.
    @Test func schemesThenDomainsThenRoutes() {
        let error = PatternFixtures.buildError([Route("1", "bad")], schemes: ["http"], domains: ["*"])
        #expect(error?.code == .invalidScheme)
        let second = PatternFixtures.buildError([Route("1", "bad")], schemes: ["t"], domains: ["*"])
        #expect(second?.code == .invalidDomain)
    }

    /// The JSON-facing code names are stable.
    @Test func codeNames() {
        let codes: [RouteTableError.Code] = [
            .duplicatePattern, .invalidPattern, .duplicateParameterName, .restNotLast, .unknownType,
            .invalidQueryDeclaration, .invalidRouteName, .invalidScheme, .invalidDomain, .unknownSource,
        ]
        #expect(
            codes.map(\.name) == [
                "duplicatePattern", "invalidPattern", "duplicateParameterName", "restNotLast", "unknownType",
                "invalidQueryDeclaration", "invalidRouteName", "invalidScheme", "invalidDomain", "unknownSource",
            ])
        #expect(codes.map(\.description) == codes.map(\.name))
    }
}
