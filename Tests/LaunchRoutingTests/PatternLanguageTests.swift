import LaunchRouting
import Testing

/// Every construct of the pattern language (docs/patterns.md), one table of accepted and rejected
/// inputs each. Every case also checks that the compiled matcher agrees with the reference one.
@Suite struct PatternLanguageTests {
    typealias Expected = PatternFixtures.Expected

    struct Case: Sendable, CustomTestStringConvertible {
        var route: PatternFixtures.Route
        var url: String
        var expected: Expected
        var testDescription: String { "\(route) ← \(url) → \(expected)" }
    }

    /// One route named `"r"` and the URLs to try on it.
    static func cases(
        _ pattern: String,
        query: [String: QueryDeclaration] = [:],
        isCaseSensitive: Bool = true,
        _ rows: [(String, Expected)]
    ) -> [Case] {
        let route = PatternFixtures.Route("r", pattern, query: query, isCaseSensitive: isCaseSensitive)
        return rows.map { Case(route: route, url: $0.0, expected: $0.1) }
    }

    func run(_ test: Case) throws {
        let table = try PatternFixtures.table([test.route])
        PatternFixtures.check(table, test.url, test.expected)
    }

    static let noRoute = Expected.unmatched(.noMatchingRoute)
    static let invalid = Expected.unmatched(.invalidParameter)

    // MARK: Literals

    static let literals: [Case] =
        cases(
            "/about",
            [
                ("t://about", .r()),
                ("t:///about", .r()),
                ("t:/about", .r()),
                ("t:about", .r()),
                ("t://about/", .r()),
                ("T://about", .r()),
                ("https://t.example.com/about", .r()),
                ("https://a.t.example.com/about/", .r()),
                ("t://about?x=1#top", .r()),
                ("t://About", noRoute),
                ("t://ABOUT", noRoute),
                ("t://abou", noRoute),
                ("t://aboutx", noRoute),
                ("t://about/x", noRoute),
                ("t://", noRoute),
            ])
        + cases(
            "/a/b/c",
            [
                ("t://a/b/c", .r()),
                ("t://a//b///c", .r()),
                ("t://a/b", noRoute),
                ("t://a/c/b", noRoute),
            ])
        + cases(
            "/",
            [
                ("t://", .r()),
                ("t:///", .r()),
                ("t:", .r()),
                ("https://t.example.com", .r()),
                ("https://t.example.com/", .r()),
                ("t://x", noRoute),
            ])

    @Test(arguments: literals) func literal(_ test: Case) throws { try run(test) }

    // MARK: :name

    static let strings: [Case] = cases(
        "/u/:name",
        [
            ("t://u/bob", .r(["name": "bob"])),
            ("t://u/Bob", .r(["name": "Bob"])),
            ("t://u/42", .r(["name": "42"])),
            ("t://u/a%20b", .r(["name": "a b"])),
            ("t://u/a+b", .r(["name": "a+b"])),
            ("t://u/a%2Fb", .r(["name": "a/b"])),
            ("t://u/a%3Fb%23c", .r(["name": "a?b#c"])),
            ("t://u/100%25", .r(["name": "100%"])),
            ("t://u/caf%C3%A9", .r(["name": "café"])),
            ("t://u/café", .r(["name": "café"])),
            ("t://u/...", .r(["name": "..."])),
            ("t://u/bob/", .r(["name": "bob"])),
            ("t://u", noRoute),
            ("t://u/", noRoute),
            ("t://u/a/b", noRoute),
            ("t://u/..", .rejected(.dotSegment)),
            ("t://u/%2e", .rejected(.dotSegment)),
            ("t://u/a%00", .rejected(.controlCharacter)),
        ])

    @Test(arguments: strings) func stringParameter(_ test: Case) throws { try run(test) }

    // MARK: :name(int)

    static let ints: [Case] = cases(
        "/n/:id(int)",
        [
            ("t://n/42", .r(["id": 42])),
            ("t://n/0", .r(["id": 0])),
            ("t://n/007", .r(["id": 7])),
            ("t://n/-5", .r(["id": -5])),
            ("t://n/-0", .r(["id": 0])),
            ("t://n/-007", .r(["id": -7])),
            ("t://n/%34%32", .r(["id": 42])),
            ("t://n/9223372036854775807", .r(["id": .integer(.max)])),
            ("t://n/-9223372036854775808", .r(["id": .integer(.min)])),
            ("t://n/0009223372036854775807", .r(["id": .integer(.max)])),
            ("t://n/9223372036854775808", invalid),
            ("t://n/-9223372036854775809", invalid),
            ("t://n/99999999999999999999", invalid),
            ("t://n/+5", invalid),
            ("t://n/%2B5", invalid),
            ("t://n/-", invalid),
            ("t://n/--5", invalid),
            ("t://n/5-", invalid),
            ("t://n/1e3", invalid),
            ("t://n/0x1F", invalid),
            ("t://n/1.5", invalid),
            ("t://n/1_000", invalid),
            ("t://n/1,000", invalid),
            ("t://n/%205", invalid),
            ("t://n/5%20", invalid),
            ("t://n/%D9%A3", invalid),  // ARABIC-INDIC DIGIT THREE
            ("t://n/%EF%BC%95", invalid),  // FULLWIDTH DIGIT FIVE
            ("t://n/abc", invalid),
            ("t://n", noRoute),
            ("t://n/1/2", noRoute),
        ])

    @Test(arguments: ints) func intParameter(_ test: Case) throws { try run(test) }

    /// An `int` that does not parse (overflow included) fails that route only: the matcher backtracks
    /// to a string route at the same position.
    @Test(arguments: [
        ("t://product/42", Expected.routed("byID", ["id": 42])),
        ("t://product/-42", .routed("byID", ["id": -42])),
        ("t://product/99999999999999999999", .routed("bySlug", ["slug": "99999999999999999999"])),
        ("t://product/-9223372036854775809", .routed("bySlug", ["slug": "-9223372036854775809"])),
        ("t://product/+5", .routed("bySlug", ["slug": "+5"])),
        ("t://product/shoes", .routed("bySlug", ["slug": "shoes"])),
    ])
    func intFailureBacktracksToString(_ url: String, _ expected: Expected) throws {
        let table = try PatternFixtures.table([
            .init("byID", "/product/:id(int)"),
            .init("bySlug", "/product/:slug"),
        ])
        PatternFixtures.check(table, url, expected)
    }

    // MARK: :name(uuid)

    static let uuids: [Case] = cases(
        "/o/:id(uuid)",
        [
            ("t://o/123e4567-e89b-12d3-a456-426614174000", .r(["id": .uuid("123e4567-e89b-12d3-a456-426614174000")])),
            ("t://o/123E4567-E89B-12D3-A456-426614174000", .r(["id": .uuid("123e4567-e89b-12d3-a456-426614174000")])),
            ("t://o/123e4567-E89b-12D3-a456-42661417400F", .r(["id": .uuid("123e4567-e89b-12d3-a456-42661417400f")])),
            ("t://o/00000000-0000-0000-0000-000000000000", .r(["id": .uuid("00000000-0000-0000-0000-000000000000")])),
            (
                "t://o/%31%32%33e4567-e89b-12d3-a456-426614174000",
                .r(["id": .uuid("123e4567-e89b-12d3-a456-426614174000")])
            ),
            ("t://o/123e4567e89b12d3a456426614174000", invalid),
            ("t://o/%7B123e4567-e89b-12d3-a456-426614174000%7D", invalid),
            ("t://o/123e4567-e89b-12d3-a456-42661417400", invalid),
            ("t://o/123e4567-e89b-12d3-a456-4266141740000", invalid),
            ("t://o/123e4567-e89b-12d3-a456_426614174000", invalid),
            ("t://o/123e456-7e89b-12d3-a456-426614174000", invalid),
            ("t://o/g23e4567-e89b-12d3-a456-426614174000", invalid),
            ("t://o/urn:uuid:123e4567-e89b-12d3-a456-426614174000", invalid),
            ("t://o/42", invalid),
        ])

    @Test(arguments: uuids) func uuidParameter(_ test: Case) throws { try run(test) }

    // MARK: :name(a|b|c)

    static let enumerations: [Case] =
        cases(
            "/s/:sort(new|top|hot)",
            [
                ("t://s/new", .r(["sort": "new"])),
                ("t://s/top", .r(["sort": "top"])),
                ("t://s/hot", .r(["sort": "hot"])),
                ("t://s/%6Eew", .r(["sort": "new"])),
                ("t://s/NEW", invalid),
                ("t://s/New", invalid),
                ("t://s/newer", invalid),
                ("t://s/ne", invalid),
                ("t://s/new%20", invalid),
                ("t://s/new%7Ctop", invalid),
                ("t://s/new|top", .rejected(.malformedURL)),
                ("t://s", noRoute),
            ])
        + cases(
            "/l/:lang(en|fr|日本)",
            [
                ("t://l/%E6%97%A5%E6%9C%AC", .r(["lang": "日本"])),
                ("t://l/日本", .r(["lang": "日本"])),
                ("t://l/fr", .r(["lang": "fr"])),
                ("t://l/de", invalid),
            ])
        + cases(
            "/e/:drink(café|tea)",
            [
                ("t://e/caf%C3%A9", .r(["drink": "café"])),
                // Values compare byte for byte: the decomposed form is not one of them.
                ("t://e/cafe%CC%81", invalid),
            ])
        + cases(
            "/v/:n(1|2|10)",
            [
                ("t://v/10", .r(["n": "10"])),
                ("t://v/01", invalid),
            ])

    @Test(arguments: enumerations) func enumeratedParameter(_ test: Case) throws { try run(test) }

    // MARK: :name? and :name(type)?

    static let optionals: [Case] =
        cases(
            "/p/:page?",
            [
                ("t://p", .r()),
                ("t://p/", .r()),
                ("t://p//", .r()),
                ("t://p/3", .r(["page": "3"])),
                ("t://p//3/", .r(["page": "3"])),
                ("t://p/3/4", noRoute),
                ("t://q", noRoute),
            ])
        + cases(
            "/p/:page(int)?",
            [
                ("t://p", .r()),
                ("t://p/3", .r(["page": 3])),
                ("t://p/-3", .r(["page": -3])),
                ("t://p/x", invalid),
                ("t://p/99999999999999999999", invalid),
                ("t://p/3/4", noRoute),
            ])
        + cases(
            "/p/:tab(info|reviews)?",
            [
                ("t://p", .r()),
                ("t://p/info", .r(["tab": "info"])),
                ("t://p/other", invalid),
            ])
        + cases(
            "/p/:id(uuid)?",
            [
                ("t://p", .r()),
                (
                    "t://p/123E4567-E89B-12D3-A456-426614174000",
                    .r(["id": .uuid("123e4567-e89b-12d3-a456-426614174000")])
                ),
            ])
        + cases(
            "/:only?",
            [
                ("t://", .r()),
                ("t://x", .r(["only": "x"])),
            ])

    @Test(arguments: optionals) func optionalParameter(_ test: Case) throws { try run(test) }

    // MARK: *

    static let wildcards: [Case] =
        cases(
            "/w/*/x",
            [
                ("t://w/anything/x", .r()),
                ("t://w/42/x", .r()),
                ("t://w/%2F/x", .r()),
                ("t://w/caf%C3%A9/x", .r()),
                ("t://w/x", noRoute),
                ("t://w/a/b/x", noRoute),
                ("t://w/a", noRoute),
            ])
        + cases(
            "/*",
            [
                ("t://anything", .r()),
                ("https://t.example.com/anything", .r()),
                ("t://", noRoute),
                ("t://a/b", noRoute),
            ])

    @Test(arguments: wildcards) func wildcard(_ test: Case) throws { try run(test) }

    // MARK: **name

    static let rests: [Case] =
        cases(
            "/h/**topic",
            [
                ("t://h", .r(["topic": ""])),
                ("t://h/", .r(["topic": ""])),
                ("t://h/a", .r(["topic": "a"])),
                ("t://h/a/b/c", .r(["topic": "a/b/c"])),
                ("t://h//a//b/", .r(["topic": "a/b"])),
                ("t://h/a%2Fb/c", .r(["topic": "a%2Fb/c"])),
                ("t://h/a%2fb", .r(["topic": "a%2Fb"])),
                ("t://h/100%25", .r(["topic": "100%25"])),
                ("t://h/%25%2F", .r(["topic": "%25%2F"])),
                ("t://h/%2525", .r(["topic": "%2525"])),
                ("t://h/caf%C3%A9/x", .r(["topic": "café/x"])),
                ("t://h/a%20b+c", .r(["topic": "a b+c"])),
                ("t://h/a%3Fb", .r(["topic": "a?b"])),
                ("t://h/a?x=1", .r(["topic": "a"])),
                ("t://h/a#b/c", .r(["topic": "a"])),
                ("t://h/a/../b", .rejected(.dotSegment)),
                ("t://x", noRoute),
                ("t://x/h", noRoute),
            ])
        + cases(
            "/h/**",
            [
                ("t://h", .r()),
                ("t://h/a/b", .r()),
            ])
        + cases(
            "/**all",
            [
                ("t://", .r(["all": ""])),
                ("t://a/b", .r(["all": "a/b"])),
                ("https://t.example.com/a/b", .r(["all": "a/b"])),
            ])
        + cases(
            "/f/:id(int)/**path",
            [
                ("t://f/3", .r(["id": 3, "path": ""])),
                ("t://f/3/a/b", .r(["id": 3, "path": "a/b"])),
                ("t://f/x/a", invalid),
            ])

    @Test(arguments: rests) func rest(_ test: Case) throws { try run(test) }
}
