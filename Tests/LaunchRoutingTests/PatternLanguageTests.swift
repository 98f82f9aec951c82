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

    // MARK: Percent-encoded literals

    static let encodedLiterals: [Case] =
        cases(
            "/caf%C3%A9",
            [
                ("t://caf%C3%A9", .r()),
                ("t://caf%c3%a9", .r()),
                ("t://café", .r()),
                ("t://CAF%C3%89", noRoute),
                // No Unicode normalisation: the decomposed form is other bytes.
                ("t://cafe%CC%81", noRoute),
            ])
        + cases(
            "/café",
            [
                ("t://caf%C3%A9", .r()),
                ("t://cafe%CC%81", noRoute),
            ])
        + cases(
            "/cafe%CC%81",
            [
                ("t://cafe%CC%81", .r()),
                ("t://caf%C3%A9", noRoute),
            ])
        + cases(
            "/a%2Fb",
            [
                ("t://a%2Fb", .r()),
                ("t://a%2fb", .r()),
                ("t://a/b", noRoute),
            ])
        + cases(
            "/%3Aid",
            [
                ("t://%3Aid", .r()),
                ("t:/:id", .r()),
                ("t://x", noRoute),
            ])
        + cases(
            "/%2A",
            [
                ("t://%2A", .r()),
                ("t:/*", .r()),
                ("t://x", noRoute),
            ])
        + cases(
            "/%2A%2A",
            [
                ("t:/**", .r()),
                ("t://x", noRoute),
            ])
        + cases(
            "/a%20b",
            [
                ("t://a%20b", .r()),
                ("t://a+b", noRoute),
            ])
        + cases(
            "/a+b",
            [
                ("t://a+b", .r()),
                ("t://a%2Bb", .r()),
                ("t://a%20b", noRoute),
            ])
        + cases(
            "/%3F/%23",
            [
                ("t://%3F/%23", .r())
            ])
        + cases(
            "/100%25",
            [
                ("t://100%25", .r())
            ])

    @Test(arguments: encodedLiterals) func percentEncodedLiteral(_ test: Case) throws { try run(test) }

    // MARK: isCaseSensitive: false

    static let caseInsensitive: [Case] =
        cases(
            "/About/Us", isCaseSensitive: false,
            [
                ("t://about/us", .r()),
                ("t://ABOUT/US", .r()),
                ("t://About/Us", .r()),
                ("t://aBoUt/uS", .r()),
                ("https://t.example.com/ABOUT/us", .r()),
                ("t://about/them", noRoute),
            ])
        + cases(
            "/Users/:name", isCaseSensitive: false,
            [
                // Only literals fold; a parameter keeps the case it was given.
                ("t://USERS/Bob", .r(["name": "Bob"])),
                ("t://users/bob", .r(["name": "bob"])),
            ])
        + cases(
            "/s/:x(a|b)", isCaseSensitive: false,
            [
                ("t://S/a", .r(["x": "a"])),
                ("t://s/A", invalid),
            ])
        + cases(
            "/%C3%84rger", isCaseSensitive: false,
            [
                ("t://%C3%A4rger", .r()),
                ("t://%C3%84RGER", .r()),
            ])
        + cases(
            "/Caf%C3%A9", isCaseSensitive: false,
            [
                ("t://CAF%C3%89", .r()),
                ("t://CAFE%CC%81", noRoute),
            ])
        + cases(
            "/About",
            [
                ("t://About", .r()),
                ("t://about", noRoute),
            ])
        + cases(
            "/%C3%84rger",
            [
                ("t://%C3%A4rger", noRoute)
            ])

    @Test(arguments: caseInsensitive) func caseInsensitiveRoute(_ test: Case) throws { try run(test) }

    // MARK: Trailing slash and empty segments in a pattern

    static let trailingSlashes: [Case] =
        cases(
            "/a/b/",
            [
                ("t://a/b", .r()),
                ("t://a/b/", .r()),
            ])
        + cases(
            "//a//b",
            [
                ("t://a/b", .r())
            ])
        + cases(
            "/a/:x/",
            [
                ("t://a/1", .r(["x": "1"])),
                ("t://a/1/", .r(["x": "1"])),
            ])

    @Test(arguments: trailingSlashes) func trailingSlashInPattern(_ test: Case) throws { try run(test) }

    // MARK: Query declarations

    static let requiredQuery: [Case] =
        cases(
            "/q", query: ["q": "string"],
            [
                ("t://q?q=shoes", .r(["q": "shoes"])),
                ("t://q?q=red+shoes", .r(["q": "red shoes"])),
                ("t://q?q=red%20shoes", .r(["q": "red shoes"])),
                ("t://q?q=a%2Bb", .r(["q": "a+b"])),
                ("t://q?q=caf%C3%A9", .r(["q": "café"])),
                ("t://q?q=a%26b%3Dc", .r(["q": "a&b=c"])),
                ("t://q?q=x=y", .r(["q": "x=y"])),
                ("t://q?q=", .r(["q": ""])),
                ("t://q?q", .r(["q": ""])),
                ("t://q?q=x&other=1", .r(["q": "x"])),
                ("t://q?other=1&q=x", .r(["q": "x"])),
                ("t://q?&&q=x&&", .r(["q": "x"])),
                ("t://q?q=x#q=y", .r(["q": "x"])),
                ("t://q", .unmatched(.missingParameter)),
                ("t://q?", .unmatched(.missingParameter)),
                ("t://q?Q=x", .unmatched(.missingParameter)),
                ("t://q#q=x", .unmatched(.missingParameter)),
                ("t://q?q=a&q=b", .rejected(.duplicateParameter)),
                ("t://q?q=a&q=a", .rejected(.duplicateParameter)),
                ("t://q?q&q", .rejected(.duplicateParameter)),
                ("t://q?q=a&%71=b", .rejected(.duplicateParameter)),
                ("t://q?q=x&z=%ZZ", .rejected(.malformedPercentEncoding)),
                ("t://q?q=x&z=%00", .rejected(.controlCharacter)),
            ])
        + cases(
            "/q", query: ["n": "int"],
            [
                ("t://q?n=5", .r(["n": 5])),
                ("t://q?n=-5", .r(["n": -5])),
                ("t://q?n=007", .r(["n": 7])),
                ("t://q?n=9223372036854775807", .r(["n": .integer(.max)])),
                ("t://q?n=+5", invalid),  // "+" is a space in a query value
                ("t://q?n=%2B5", invalid),
                ("t://q?n=", invalid),
                ("t://q?n", invalid),
                ("t://q?n=x", invalid),
                ("t://q?n=99999999999999999999", invalid),
                ("t://q", .unmatched(.missingParameter)),
            ])
        + cases(
            "/q", query: ["s": "(asc|desc)"],
            [
                ("t://q?s=asc", .r(["s": "asc"])),
                ("t://q?s=desc", .r(["s": "desc"])),
                ("t://q?s=ASC", invalid),
                ("t://q?s=", invalid),
                ("t://q?s=up", invalid),
                ("t://q", .unmatched(.missingParameter)),
            ])
        + cases(
            "/q", query: ["id": "uuid"],
            [
                (
                    "t://q?id=123E4567-E89B-12D3-A456-426614174000",
                    .r(["id": .uuid("123e4567-e89b-12d3-a456-426614174000")])
                ),
                ("t://q?id=123", invalid),
            ])
        + cases(
            "/q", query: ["a+b": "string", "é": "int"],
            [
                // Keys are percent-decoded and case-sensitive; "+" in a key stays "+".
                ("t://q?a+b=1&%C3%A9=2", .r(["a+b": "1", "é": 2])),
                ("t://q?a%2Bb=1&é=2", .r(["a+b": "1", "é": 2])),
                ("t://q?a%20b=1&é=2", .unmatched(.missingParameter)),
                ("t://q?A+B=1&é=2", .unmatched(.missingParameter)),
                // Keys compare byte for byte: the decomposed "é" is another key.
                ("t://q?a+b=1&e%CC%81=2", .unmatched(.missingParameter)),
            ])
        + cases(
            "/q", query: ["d": "(café|tea)"],
            [
                ("t://q?d=caf%C3%A9", .r(["d": "café"])),
                ("t://q?d=cafe%CC%81", invalid),
            ])
        + cases(
            "/p/:id(int)", query: ["ref": "string?"],
            [
                ("t://p/1?ref=mail", .r(["id": 1, "ref": "mail"])),
                ("t://p/1", .r(["id": 1])),
                ("t://p/x?ref=mail", invalid),
            ])
        // docs/patterns.md, "Query declarations": a URL-valued parameter with a scheme allow-list.
        + cases(
            "/open", query: ["url": "url(http|https)"],
            [
                (
                    "t://open?url=https%3A%2F%2Fshop.example.com%2Fa%3Fb%3D1",
                    .r(["url": "https://shop.example.com/a?b=1"])
                ),
                ("t://open?url=HTTP://x.example/", .r(["url": "HTTP://x.example/"])),
                ("t://open?url=javascript%3Aalert(1)", invalid),
                ("t://open?url=data%3Atext%2Fhtml%2Cx", invalid),
                ("t://open?url=%2Fsettings", invalid),
                ("t://open?url=https%3A", invalid),
                ("t://open?url=https%3A%2F%2Fa%20b", invalid),
                ("t://open", .unmatched(.missingParameter)),
            ])

    @Test(arguments: requiredQuery) func requiredQueryParameter(_ test: Case) throws { try run(test) }

    static let optionalQuery: [Case] =
        cases(
            "/q", query: ["q": "string?"],
            [
                ("t://q", .r()),
                ("t://q?q=x", .r(["q": "x"])),
                ("t://q?q=", .r(["q": ""])),
                ("t://q?q=a&q=b", .rejected(.duplicateParameter)),
            ])
        + cases(
            "/q", query: ["n": "int?"],
            [
                ("t://q", .r()),
                ("t://q?n=2", .r(["n": 2])),
                ("t://q?n=x", invalid),
                ("t://q?n=", invalid),
            ])
        + cases(
            "/q", query: ["s": "(a|b)?"],
            [
                ("t://q", .r()),
                ("t://q?s=b", .r(["s": "b"])),
                ("t://q?s=c", invalid),
            ])

    @Test(arguments: optionalQuery) func optionalQueryParameter(_ test: Case) throws { try run(test) }

    static let defaultedQuery: [Case] =
        cases(
            "/q", query: ["page": "int=1"],
            [
                ("t://q", .r(["page": 1])),
                ("t://q?page=3", .r(["page": 3])),
                ("t://q?page=-3", .r(["page": -3])),
                ("t://q?page=1", .r(["page": 1])),
                ("t://q?page=", invalid),  // present and empty: the default never replaces it
                ("t://q?page", invalid),
                ("t://q?page=x", invalid),
                ("t://q?page=1&page=2", .rejected(.duplicateParameter)),
            ])
        + cases(
            "/q", query: ["sort": "string=new"],
            [
                ("t://q", .r(["sort": "new"])),
                ("t://q?sort=top", .r(["sort": "top"])),
                ("t://q?sort=", .r(["sort": ""])),
            ])
        + cases(
            "/q", query: ["s": "(asc|desc)=asc"],
            [
                ("t://q", .r(["s": "asc"])),
                ("t://q?s=desc", .r(["s": "desc"])),
                ("t://q?s=up", invalid),
            ])
        + cases(
            "/q", query: ["d": "string="],
            [
                ("t://q", .r(["d": ""]))
            ])

    @Test(arguments: defaultedQuery) func defaultedQueryParameter(_ test: Case) throws { try run(test) }

    static let repeatedQuery: [Case] =
        cases(
            "/q", query: ["tag": "string[]"],
            [
                ("t://q", .r()),
                ("t://q?tag=a", .r(["tag": .list(["a"])])),
                ("t://q?tag=a&tag=b", .r(["tag": .list(["a", "b"])])),
                ("t://q?tag=b&tag=a", .r(["tag": .list(["b", "a"])])),
                ("t://q?tag=a&x=1&tag=a", .r(["tag": .list(["a", "a"])])),
                ("t://q?tag=", .r(["tag": .list([""])])),
                ("t://q?tag=x+y&tag=%2B", .r(["tag": .list(["x y", "+"])])),
            ])
        + cases(
            "/q", query: ["n": "int[]"],
            [
                ("t://q?n=1&n=2", .r(["n": .list([1, 2])])),
                ("t://q?n=1&n=x", invalid),
                ("t://q", .r()),
            ])
        + cases(
            "/q", query: ["s": "(a|b)[]"],
            [
                ("t://q?s=a&s=b&s=a", .r(["s": .list(["a", "b", "a"])])),
                ("t://q?s=c", invalid),
            ])

    @Test(arguments: repeatedQuery) func repeatedQueryParameter(_ test: Case) throws { try run(test) }

    /// The static constructors of ``QueryDeclaration`` spell the same declarations as the strings.
    @Test(arguments: [
        (QueryDeclaration.required(.int), "int"),
        (.required(.string), "string"),
        (.required(.uuid), "uuid"),
        (.required(.oneOf(["a", "b"])), "(a|b)"),
        (.optional(.int), "int?"),
        (.optional(.oneOf(["a", "b"])), "(a|b)?"),
        (.defaulted(.int, "1"), "int=1"),
        (.defaulted(.oneOf(["asc", "desc"]), "asc"), "(asc|desc)=asc"),
        (.repeated(.string), "string[]"),
        (.repeated(.oneOf(["x", "y"])), "(x|y)[]"),
        (.optional(.url(schemes: ["http", "https"])), "url(http|https)?"),
    ])
    func queryDeclarationSpelling(_ declaration: QueryDeclaration, _ text: String) {
        #expect(declaration.text == text)
        #expect(declaration == QueryDeclaration(stringLiteral: text))
    }
}
