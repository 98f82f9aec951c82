import LaunchRouting
import Testing

/// Reverse routing (docs/patterns.md, "Reverse routing"): the URL of a route in both forms, how
/// it is encoded, when there is none, and the round trips route -> URL -> route and
/// URL -> route -> URL -> route.
@Suite struct ReverseRoutingTests {
    enum Screen: Hashable, Sendable {
        case home
        case product(id: Int, ref: String?)
        case search(query: String, page: Int, tags: [String])
        case user(name: String)
        case order(id: String)
        case sorted(kind: String)
        case help(topic: String)
        case list(page: Int?)
        case file(path: String)
        case web(id: Int)
        case app(id: Int)
        case sub(id: Int)
        case about
        case unwritten
    }

    static let table = try! RouteTable<Screen>(schemes: ["t", "u"], domains: ["t.example.com", "*.t.example.com"]) {
        RouteDefinition("home", path: "/") { _ in
            .home
        } reverse: {
            $0 == .home ? [:] : nil
        }
        RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"]) { match in
            .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
        } reverse: { route in
            guard case .product(let id, let ref) = route else { return nil }
            return ["id": .int(id), "ref": ref.map(ParameterValue.string)]
        }
        RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"]) {
            match in
            .search(query: try match.string("q"), page: try match.int("page"), tags: match.strings("tag"))
        } reverse: { route in
            guard case .search(let query, let page, let tags) = route else { return nil }
            return ["q": .string(query), "page": .int(page), "tag": .list(tags.map(ParameterValue.string))]
        }
        RouteDefinition("user", path: "/:name") { match in
            .user(name: try match.string("name"))
        } reverse: { route in
            guard case .user(let name) = route else { return nil }
            return ["name": .string(name)]
        }
        RouteDefinition("order", path: "/order/:id(uuid)") { match in
            .order(id: try match.string("id"))
        } reverse: { route in
            guard case .order(let id) = route else { return nil }
            return ["id": .string(id)]
        }
        RouteDefinition("sorted", path: "/sorted/:kind(new|top)") { match in
            .sorted(kind: try match.string("kind"))
        } reverse: { route in
            guard case .sorted(let kind) = route else { return nil }
            return ["kind": .string(kind)]
        }
        RouteDefinition("help", path: "/help/**topic") { match in
            .help(topic: try match.string("topic"))
        } reverse: { route in
            guard case .help(let topic) = route else { return nil }
            return ["topic": .string(topic)]
        }
        RouteDefinition("list", path: "/list/:page(int)?") { match in
            .list(page: match["page"]?.intValue)
        } reverse: { route in
            guard case .list(let page) = route else { return nil }
            return ["page": page.map(ParameterValue.int)]
        }
        RouteDefinition("file", path: "/file/*/raw/**path") { match in
            .file(path: try match.string("path"))
        } reverse: { route in
            guard case .file(let path) = route else { return nil }
            return ["path": .string(path)]
        }
        RouteDefinition("web", path: "/web/:id(int)", sources: ["t.example.com"]) { match in
            .web(id: try match.int("id"))
        } reverse: { route in
            guard case .web(let id) = route else { return nil }
            return ["id": .int(id)]
        }
        RouteDefinition("app", path: "/app/:id(int)", sources: ["u"]) { match in
            .app(id: try match.int("id"))
        } reverse: { route in
            guard case .app(let id) = route else { return nil }
            return ["id": .int(id)]
        }
        RouteDefinition("sub", path: "/sub/:id(int)", sources: ["*.t.example.com"]) { match in
            .sub(id: try match.int("id"))
        } reverse: { route in
            guard case .sub(let id) = route else { return nil }
            return ["id": .int(id)]
        }
        RouteDefinition("about", path: "/About/Us", isCaseSensitive: false) { _ in
            .about
        } reverse: {
            $0 == .about ? [:] : nil
        }
        RouteDefinition("unwritten", path: "/unwritten") { _ in
            .unwritten
        } reverse: { _ in
            nil
        }
    }

    // MARK: Both forms

    static let written: [(Screen, String?, String?)] = [
        (.home, "t://", "https://t.example.com/"),
        (.product(id: 42, ref: nil), "t://product/42", "https://t.example.com/product/42"),
        (.product(id: -7, ref: "mail"), "t://product/-7?ref=mail", "https://t.example.com/product/-7?ref=mail"),
        (
            .product(id: .max, ref: ""), "t://product/9223372036854775807?ref=",
            "https://t.example.com/product/9223372036854775807?ref="
        ),
        // Query parameters in name order; repeated ones in their order; spaces as %20.
        (
            .search(query: "red shoes", page: 2, tags: ["b", "a"]), "t://search?page=2&q=red%20shoes&tag=b&tag=a",
            "https://t.example.com/search?page=2&q=red%20shoes&tag=b&tag=a"
        ),
        (.search(query: "", page: 1, tags: []), "t://search?page=1&q=", "https://t.example.com/search?page=1&q="),
        (.user(name: "bob"), "t://bob", "https://t.example.com/bob"),
        (
            .order(id: "123E4567-E89B-12D3-A456-426614174000"), "t://order/123e4567-e89b-12d3-a456-426614174000",
            "https://t.example.com/order/123e4567-e89b-12d3-a456-426614174000"
        ),
        (.sorted(kind: "top"), "t://sorted/top", "https://t.example.com/sorted/top"),
        (.help(topic: "a/b/c"), "t://help/a/b/c", "https://t.example.com/help/a/b/c"),
        (.help(topic: ""), "t://help", "https://t.example.com/help"),
        (.help(topic: "a%2Fb/100%25"), "t://help/a%2Fb/100%25", "https://t.example.com/help/a%2Fb/100%25"),
        (.list(page: nil), "t://list", "https://t.example.com/list"),
        (.list(page: 3), "t://list/3", "https://t.example.com/list/3"),
        // A `*` is written as "_".
        (.file(path: "x/y"), "t://file/_/raw/x/y", "https://t.example.com/file/_/raw/x/y"),
        (.about, "t://About/Us", "https://t.example.com/About/Us"),
        // Sources: the first scheme or domain the route accepts.
        (.web(id: 1), nil, "https://t.example.com/web/1"),
        (.app(id: 1), "u://app/1", nil),
        (.sub(id: 1), nil, nil),
        (.unwritten, nil, nil),
    ]

    @Test(arguments: written)
    func writesBothForms(_ route: Screen, _ custom: String?, _ universal: String?) {
        #expect(Self.table.url(for: route) == custom)
        #expect(Self.table.universalLink(for: route) == universal)
    }

    // MARK: Encoding

    /// What a string parameter's value is written as, in a first segment (a custom scheme's
    /// authority), a later segment, a universal link's path, and a query value.
    static let encodings: [(String, first: String, later: String, query: String)] = [
        ("abc-._~XYZ019", "abc-._~XYZ019", "abc-._~XYZ019", "abc-._~XYZ019"),
        ("a b", "a%20b", "a%20b", "a%20b"),
        ("a/b", "a%2Fb", "a%2Fb", "a%2Fb"),
        ("a?b#c", "a%3Fb%23c", "a%3Fb%23c", "a%3Fb%23c"),
        ("100%", "100%25", "100%25", "100%25"),
        ("a+b", "a+b", "a+b", "a%2Bb"),
        ("a&b=c", "a&b=c", "a&b=c", "a%26b%3Dc"),
        ("!$'()*,;", "!$'()*,;", "!$'()*,;", "%21%24%27%28%29%2A%2C%3B"),
        // "@" and ":" would read as credentials or a port in a custom scheme's authority.
        ("a@b:c", "a%40b%3Ac", "a@b:c", "a%40b%3Ac"),
        ("me@example.com", "me%40example.com", "me@example.com", "me%40example.com"),
        (
            "\"<>\\^`{|}[]", "%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D", "%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D",
            "%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D"
        ),
        ("café", "caf%C3%A9", "caf%C3%A9", "caf%C3%A9"),
        ("cafe\u{301}", "cafe%CC%81", "cafe%CC%81", "cafe%CC%81"),
        ("日本", "%E6%97%A5%E6%9C%AC", "%E6%97%A5%E6%9C%AC", "%E6%97%A5%E6%9C%AC"),
        ("🙂", "%F0%9F%99%82", "%F0%9F%99%82", "%F0%9F%99%82"),
        ("...", "...", "...", "..."),
        (".a", ".a", ".a", ".a"),
    ]

    static let encodingTable = try! PatternFixtures.table([
        .init("first", "/:v"),
        .init("later", "/x/:v"),
        .init("query", "/q", query: ["v": "string"]),
    ])

    @Test(arguments: encodings)
    func encodes(_ value: String, first: String, later: String, query: String) {
        let table = Self.encodingTable
        let routes = ["first", "later", "query"].map { RouteMatch(name: $0, parameters: ["v": .string(value)]) }
        #expect(table.url(for: routes[0]) == "t://" + first)
        #expect(table.universalLink(for: routes[0]) == "https://t.example.com/" + later)
        #expect(table.url(for: routes[1]) == "t://x/" + later)
        #expect(table.universalLink(for: routes[1]) == "https://t.example.com/x/" + later)
        #expect(table.url(for: routes[2]) == "t://q?v=" + query)
        for route in routes {
            // Each written URL routes back to the same value, byte for byte.
            for url in [table.url(for: route), table.universalLink(for: route)].compactMap({ $0 }) {
                let back = table.match(url)
                #expect(back == .success(route), "\(url)")
                if case .success(let match) = back {
                    #expect(match["v"]?.stringValue?.utf8.elementsEqual(value.utf8) == true, "\(url)")
                }
            }
        }
    }

    /// Query keys are encoded like values, and parameters are written in the byte order of their names.
    @Test func queryKeysAndOrder() throws {
        let table = try PatternFixtures.table([
            .init("r", "/q", query: ["b": "string?", "a+b": "int?", "A": "string[]", "é": "(x|y)?", "_": "string=z"])
        ])
        let route = RouteMatch(
            name: "r", parameters: ["b": "2", "a+b": 1, "A": .list(["p", "q"]), "é": "x", "_": "w"])
        let url = try #require(table.url(for: route))
        #expect(url == "t://q?A=p&A=q&_=w&a%2Bb=1&b=2&%C3%A9=x")
        #expect(table.match(url) == .success(route))
        // A defaulted parameter that is left out is not written, and is reported back.
        let defaulted = RouteMatch(name: "r", parameters: ["b": "2"])
        #expect(table.url(for: defaulted) == "t://q?b=2")
        #expect(table.match("t://q?b=2") == .success(RouteMatch(name: "r", parameters: ["b": "2", "_": "z"])))
    }

    // MARK: No URL

    static let matchTable = try! PatternFixtures.table([
        .init("int", "/i/:n(int)"),
        .init("uuid", "/id/:u(uuid)"),
        .init("enum", "/e/:x(a|b)"),
        .init("string", "/s/:v"),
        .init("optional", "/o/:v?"),
        .init("rest", "/r/**v"),
        .init("query", "/q", query: ["n": "int", "t": "string[]", "s": "(a|b)?"]),
        .init("onlyU", "/u", sources: ["u"]),
    ])

    /// Missing, mistyped, empty and dot values, unknown parameters, and routes no definition writes.
    @Test(arguments: [
        RouteMatch(name: "int", parameters: [:]),
        RouteMatch(name: "int", parameters: ["n": "1"]),
        RouteMatch(name: "int", parameters: ["n": .list([1])]),
        RouteMatch(name: "int", parameters: ["n": 1, "extra": "x"]),
        RouteMatch(name: "uuid", parameters: ["u": "not-a-uuid"]),
        RouteMatch(name: "uuid", parameters: ["u": 1]),
        RouteMatch(name: "enum", parameters: ["x": "c"]),
        RouteMatch(name: "enum", parameters: ["x": "A"]),
        RouteMatch(name: "string", parameters: ["v": ""]),
        RouteMatch(name: "string", parameters: ["v": "."]),
        RouteMatch(name: "string", parameters: ["v": ".."]),
        RouteMatch(name: "string", parameters: ["v": 1]),
        RouteMatch(name: "string", parameters: ["v": .uuid("123e4567-e89b-12d3-a456-426614174000")]),
        RouteMatch(name: "optional", parameters: ["v": ""]),
        RouteMatch(name: "optional", parameters: ["v": ".."]),
        RouteMatch(name: "rest", parameters: [:]),
        RouteMatch(name: "rest", parameters: ["v": "a/../b"]),
        RouteMatch(name: "rest", parameters: ["v": "./a"]),
        RouteMatch(name: "rest", parameters: ["v": 1]),
        RouteMatch(name: "query", parameters: [:]),
        RouteMatch(name: "query", parameters: ["n": "x"]),
        RouteMatch(name: "query", parameters: ["n": 1, "t": "single"]),
        RouteMatch(name: "query", parameters: ["n": 1, "t": .list([1])]),
        RouteMatch(name: "query", parameters: ["n": 1, "s": "c"]),
        RouteMatch(name: "query", parameters: ["n": 1, "x": "undeclared"]),
        RouteMatch(name: "nosuchroute", parameters: [:]),
    ])
    func noURLForAnInvalidRoute(_ route: RouteMatch) {
        #expect(Self.matchTable.url(for: route) == nil)
        #expect(Self.matchTable.universalLink(for: route) == nil)
    }

    /// A value with a control character, raw in the value, is one that no URL carries: the table
    /// rejects `%00`-`%1F` and `%7F` after decoding, so no URL is written.
    @Test(arguments: [
        RouteMatch(name: "string", parameters: ["v": "a\u{0}b"]),
        RouteMatch(name: "string", parameters: ["v": "line\nbreak"]),
        RouteMatch(name: "rest", parameters: ["v": "a/b\u{7F}"]),
        RouteMatch(name: "query", parameters: ["n": 1, "t": .list(["ok", "tab\t"])]),
    ])
    func noURLForAControlCharacter(_ route: RouteMatch) {
        #expect(Self.matchTable.url(for: route) == nil)
        #expect(Self.matchTable.universalLink(for: route) == nil)
    }

    /// A URL the table would reject for its size is not written either.
    @Test func noURLPastTheSizeBounds() throws {
        let long = String(repeating: "x", count: 8_187)
        // 8,192 bytes is the bound: "t://s/" and 8,186 bytes of value fit, one more does not.
        let longest = RouteMatch(name: "string", parameters: ["v": .string(String(repeating: "x", count: 8_186))])
        #expect(Self.matchTable.url(for: longest)?.utf8.count == 8_192)
        #expect(
            Self.matchTable.url(for: RouteMatch(name: "string", parameters: ["v": .string(long)]))?.utf8.count == nil)
        #expect(
            Self.matchTable.url(for: RouteMatch(name: "string", parameters: ["v": .string(long + "x")]))?.utf8.count
                == nil)
        let many = Array(repeating: "s", count: 64).joined(separator: "/")
        #expect(Self.matchTable.url(for: RouteMatch(name: "rest", parameters: ["v": .string(many)]))?.utf8.count == nil)
        let fits = Array(repeating: "s", count: 63).joined(separator: "/")
        let url = try #require(Self.matchTable.url(for: RouteMatch(name: "rest", parameters: ["v": .string(fits)])))
        #expect(Self.matchTable.match(url) == .success(RouteMatch(name: "rest", parameters: ["v": .string(fits)])))
    }

    @Test func schemesAndHosts() {
        let table = Self.matchTable
        let route = RouteMatch(name: "int", parameters: ["n": 5])
        #expect(table.url(for: route, scheme: "u") == "u://i/5")
        #expect(table.url(for: route, scheme: "U") == "u://i/5")
        #expect(table.url(for: route, scheme: "v") == nil)
        #expect(table.url(for: route, scheme: "https") == nil)
        #expect(table.universalLink(for: route, host: "t.example.com") == "https://t.example.com/i/5")
        #expect(table.universalLink(for: route, host: "A.B.T.Example.com") == "https://a.b.t.example.com/i/5")
        for host in [
            "example.com", "t.example.com.evil.com", "evilt.example.com", "t.example.com:8443", "t.example.com:443",
            "user@t.example.com", "1.2.3.4", "[::1]", "", "t.example.com/x", "*.t.example.com",
        ] {
            #expect(table.universalLink(for: route, host: host) == nil, "\(host)")
        }
        // Sources restrict the scheme and the host.
        let onlyU = RouteMatch(name: "onlyU")
        #expect(table.url(for: onlyU) == "u://u")
        #expect(table.url(for: onlyU, scheme: "t") == nil)
        #expect(table.universalLink(for: onlyU) == nil)
        #expect(table.universalLink(for: onlyU, host: "t.example.com") == nil)
    }

    @Test func sourcesRestrictSchemeAndHost() {
        let table = Self.table
        #expect(table.url(for: .web(id: 1), scheme: "t") == nil)
        #expect(table.universalLink(for: .web(id: 1), host: "a.t.example.com") == nil)
        #expect(table.url(for: .app(id: 1), scheme: "u") == "u://app/1")
        #expect(table.url(for: .app(id: 1), scheme: "t") == nil)
        // Only a `*.` domain accepts the route: a host must be given, and the apex is not one.
        #expect(table.universalLink(for: .sub(id: 1)) == nil)
        #expect(table.universalLink(for: .sub(id: 1), host: "a.t.example.com") == "https://a.t.example.com/sub/1")
        #expect(table.universalLink(for: .sub(id: 1), host: "t.example.com") == nil)
        // A host as routing reads it: any case, one trailing dot dropped.
        #expect(table.universalLink(for: .sub(id: 1), host: "A.T.example.com.") == "https://a.t.example.com/sub/1")
        #expect(table.universalLink(for: .sub(id: 1), host: "a.t.example.com..") == nil)
    }

    /// docs/patterns.md, "Scheme and host": a value is written on the first source where its URL
    /// routes back to it. On `example.com` (and on the scheme `app`), `legacy` takes `/a/1`: it
    /// rejects a repeated `q` and shadows a single one, so the link is written on `other.org`;
    /// where only those sources may be used, with the int's other spelling.
    @Test func writtenOnTheFirstSourceWhereItRoutesBack() throws {
        let table = try PatternFixtures.table(
            [
                .init("legacy", "/a/:id(1|2)", query: ["q": "int"], sources: ["app", "example.com"]),
                .init("item", "/a/:id(int)", query: ["q": "int[]"]),
            ], schemes: ["app"], domains: ["example.com", "other.org"])
        let repeated = RouteMatch(name: "item", parameters: ["id": 1, "q": .list([5, 6])])
        #expect(table.match("https://other.org/a/1?q=5&q=6") == .success(repeated))
        #expect(Self.rejection(table, "https://example.com/a/1?q=5&q=6") == .duplicateParameter)
        #expect(Self.rejection(table, "app://a/1?q=5&q=6") == .duplicateParameter)
        #expect(table.universalLink(for: repeated) == "https://other.org/a/1?q=5&q=6")
        // Where `legacy` takes `/a/1`, `01` is `item`'s alone: the other spelling of the int.
        #expect(table.url(for: repeated) == "app://a/01?q=5&q=6")
        #expect(table.universalLink(for: repeated, host: "example.com") == "https://example.com/a/01?q=5&q=6")

        let single = RouteMatch(name: "item", parameters: ["id": 1, "q": .list([5])])
        #expect(
            table.match("https://example.com/a/1?q=5")
                == .success(RouteMatch(name: "legacy", parameters: ["id": "1", "q": 5])))
        #expect(table.universalLink(for: single) == "https://other.org/a/1?q=5")
        #expect(table.url(for: single) == "app://a/01?q=5")
        #expect(table.universalLink(for: single, host: "example.com") == "https://example.com/a/01?q=5")
    }

    /// An empty list is an absent repeated parameter: the URL that routes back to the match
    /// without it is the one written, not the first source's, which another route takes.
    @Test func anEmptyListIsAnAbsentRepeatedParameter() throws {
        let table = try PatternFixtures.table(
            [
                .init("named", "/:name", query: ["tag": "string[]"]),
                .init("other", "/t", sources: ["t"]),
            ], schemes: ["t", "u"], domains: [])
        let empty = RouteMatch(name: "named", parameters: ["name": "t", "tag": .list([])])
        #expect(table.match("t://t") == .success(RouteMatch(name: "other")))
        #expect(table.match("u://t") == .success(RouteMatch(name: "named", parameters: ["name": "t"])))
        #expect(table.url(for: empty) == "u://t")
        #expect(table.url(for: RouteMatch(name: "named", parameters: ["name": "t"])) == "u://t")
    }

    /// docs/patterns.md, "Case-insensitive literals": when the spelling that avoids other routes'
    /// literals goes elsewhere, the literals are tried as written, lower-cased and upper-cased.
    /// `a` is `legacy`'s (which rejects a repeated `q`) and `A` is `other`'s, which fails at the
    /// next segment, so `A` reaches `item`.
    @Test func caseInsensitiveLiteralsTryEverySpelling() throws {
        let table = try PatternFixtures.table(
            [
                .init("legacy", "/a/**rest", query: ["q": "int"]),
                .init("item", "/a/:id(1|2)", query: ["q": "int[]"], isCaseSensitive: false),
                .init("other", "/A/M"),
            ], schemes: ["app"], domains: [])
        let value = RouteMatch(name: "item", parameters: ["id": "1", "q": .list([5, 6])])
        #expect(table.url(for: value) == "app://A/1?q=5&q=6")
        #expect(table.match("app://A/1?q=5&q=6") == .success(value))
        #expect(Self.rejection(table, "app://a/1?q=5&q=6") == .duplicateParameter)
    }

    /// docs/patterns.md, "Typed parameters": when another route's enumeration or literal takes the
    /// canonical spelling of a typed path parameter, its other spelling is written: `02` for 2, an
    /// uppercase UUID.
    @Test func typedParametersTryTheirOtherSpelling() throws {
        let table = try PatternFixtures.table(
            [
                .init("small", "/:n(1|2)/x", query: ["q": "int"]),
                .init("number", "/:n(int)/x", query: ["q": "int[]"]),
                .init("lower", "/u/3f2504e0-4f89-11d3-9a0c-0305e82c3301"),
                .init("id", "/u/:id(uuid)", query: ["q": "int[]"]),
            ], schemes: ["t"], domains: [])
        let two = RouteMatch(name: "number", parameters: ["n": 2, "q": .list([5, 6])])
        #expect(Self.rejection(table, "t://2/x?q=5&q=6") == .duplicateParameter)
        #expect(table.url(for: two) == "t://02/x?q=5&q=6")
        #expect(table.match("t://02/x?q=5&q=6") == .success(two))
        let negative = RouteMatch(name: "number", parameters: ["n": -7])
        #expect(table.url(for: negative) == "t://-7/x")
        let uuid = RouteMatch(name: "id", parameters: ["id": .uuid("3f2504e0-4f89-11d3-9a0c-0305e82c3301")])
        #expect(table.url(for: uuid) == "t://u/3F2504E0-4F89-11D3-9A0C-0305E82C3301")
        #expect(table.match("t://u/3F2504E0-4F89-11D3-9A0C-0305E82C3301") == .success(uuid))
    }

    /// The code of the reason `table` rejects `url` for, or `nil` if it does not reject it.
    static func rejection(_ table: RouteTable<RouteMatch>, _ url: String) -> OutcomeReason.Code? {
        guard case .rejected(let reason) = table.resolve(url) else { return nil }
        return reason.code
    }

    /// A table with no schemes writes no custom-scheme URL; one with no domains writes no universal link.
    @Test func tablesWithoutSchemesOrDomains() throws {
        let route = RouteMatch(name: "r")
        let webOnly = try PatternFixtures.table([.init("r", "/a")], schemes: [], domains: ["t.example.com"])
        #expect(webOnly.url(for: route) == nil)
        #expect(webOnly.universalLink(for: route) == "https://t.example.com/a")
        let appOnly = try PatternFixtures.table([.init("r", "/a")], schemes: ["t"], domains: [])
        #expect(appOnly.url(for: route) == "t://a")
        #expect(appOnly.universalLink(for: route) == nil)
    }

    // MARK: Wildcards, aliases, literals

    /// A `*` is written as "_"; the URL routes back even when a literal "_" competes.
    @Test func wildcardPlaceholder() throws {
        let table = try PatternFixtures.table([.init("wild", "/w/*"), .init("under", "/w/_")])
        let wild = RouteMatch(name: "wild")
        let url = try #require(table.url(for: wild))
        #expect(url != "t://w/_")
        #expect(table.match(url) == .success(wild))
        #expect(table.url(for: RouteMatch(name: "under")) == "t://w/_")
    }

    /// docs/patterns.md, "Path": an unnamed `**` is written empty, or as one placeholder segment
    /// when another route takes the URL without it (`FuzzTableBuilder/unnamedRestLeftEmptyIsTaken`).
    @Test func anUnnamedRestIsFilledWhenAnotherRouteTakesItEmpty() throws {
        let table = try PatternFixtures.table(
            [.init("any", "/A/**", query: ["q": "int[]"]), .init("exact", "/A", query: ["q": "(b|e)"])],
            schemes: ["g"], domains: ["t.example.com"])
        let any = RouteMatch(name: "any", parameters: ["q": .list([5, 6])])
        #expect(Self.rejection(table, "g://A?q=5&q=6") == .duplicateParameter)
        #expect(table.url(for: any) == "g://A/_?q=5&q=6")
        #expect(table.universalLink(for: any) == "https://t.example.com/A/_?q=5&q=6")
        #expect(table.match("g://A/_?q=5&q=6") == .success(any))
        // Nothing in the way: written empty.
        let alone = try PatternFixtures.table([.init("any", "/A/**", query: ["q": "int[]"])], schemes: ["g"])
        #expect(alone.url(for: any) == "g://A?q=5&q=6")
    }

    /// A URL-valued parameter is written percent-encoded, and routes back as it was.
    @Test func aURLParameterIsWrittenEncoded() throws {
        let table = try PatternFixtures.table([.init("open", "/open", query: ["url": "url(http|https)"])])
        let open = RouteMatch(name: "open", parameters: ["url": "https://a.example/x?y=1#z"])
        let url = try #require(table.url(for: open))
        #expect(url == "t://open?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%23z")
        #expect(table.match(url) == .success(open))
        #expect(table.url(for: RouteMatch(name: "open", parameters: ["url": "javascript:alert(1)"])) == nil)
    }

    /// The first path is the one written; aliases are not, unless the first path is shadowed.
    @Test func aliases() throws {
        let table = try PatternFixtures.table([.init("r", "/new/:id(int)", "/old/:id(int)", "/legacy/:id")])
        let route = RouteMatch(name: "r", parameters: ["id": 3])
        #expect(table.url(for: route) == "t://new/3")
        #expect(table.match("t://old/3") == .success(route))
        #expect(table.match("t://legacy/3") == .success(RouteMatch(name: "r", parameters: ["id": "3"])))

        // When another route takes the first path's URL, the first alias that routes back is written.
        let shadowed = try PatternFixtures.table([.init("r", "/x/:id", "/y/:id"), .init("new", "/x/new")])
        let fresh = RouteMatch(name: "r", parameters: ["id": "new"])
        #expect(shadowed.url(for: fresh) == "t://y/new")
        #expect(shadowed.url(for: RouteMatch(name: "r", parameters: ["id": "old"])) == "t://x/old")
        // When every path is shadowed, the first is written all the same.
        let hidden = try PatternFixtures.table([.init("r", "/x/:id"), .init("new", "/x/new")])
        #expect(hidden.url(for: fresh) == "t://x/new")
        #expect(hidden.match("t://x/new") == .success(RouteMatch(name: "new")))
    }

    /// Literals are written decoded, then encoded: a percent-encoded literal keeps its bytes.
    @Test func encodedLiterals() throws {
        let table = try PatternFixtures.table([
            .init("slash", "/a%2Fb/:x"), .init("colon", "/%3Aid"), .init("nfd", "/cafe%CC%81"), .init("space", "/a b"),
        ])
        #expect(table.url(for: RouteMatch(name: "slash", parameters: ["x": "1"])) == "t://a%2Fb/1")
        #expect(table.url(for: RouteMatch(name: "colon")) == "t://%3Aid")
        #expect(table.universalLink(for: RouteMatch(name: "colon")) == "https://t.example.com/:id")
        #expect(table.url(for: RouteMatch(name: "nfd")) == "t://cafe%CC%81")
        #expect(table.url(for: RouteMatch(name: "space")) == "t://a%20b")
        for name in ["colon", "nfd", "space"] {
            #expect(table.match(table.url(for: RouteMatch(name: name))!) == .success(RouteMatch(name: name)))
        }
    }

    // MARK: Round trips

    static let routes: [Screen] = [
        .home,
        .product(id: 42, ref: nil),
        .product(id: 0, ref: "a b+c&d=e"),
        .product(id: .min, ref: "é/🙂"),
        .search(query: "red shoes", page: 1, tags: []),
        .search(query: "", page: -3, tags: ["x", "", "x", "日本"]),
        .search(query: "a%2Fb", page: 9, tags: ["?#"]),
        .user(name: "bob"),
        .user(name: "a@b:c"),
        .user(name: "a/b"),
        .user(name: "100%"),
        .user(name: "..."),
        .order(id: "123e4567-e89b-12d3-a456-426614174000"),
        .sorted(kind: "new"),
        .help(topic: ""),
        .help(topic: "a"),
        .help(topic: "a/b/c"),
        .help(topic: "a%2Fb/c%25d"),
        .help(topic: "caf%25C3%25A9"),
        .help(topic: "café/x y"),
        .list(page: nil),
        .list(page: 0),
        .file(path: "p/q"),
        .web(id: 7),
        .app(id: 8),
        .about,
    ]

    /// route -> URL -> route, in every form the table writes.
    @Test(arguments: routes)
    func routeToURLToRoute(_ route: Screen) throws {
        let table = Self.table
        let urls = [table.url(for: route), table.url(for: route, scheme: "u"), table.universalLink(for: route)]
            .compactMap { $0 }
        #expect(!urls.isEmpty)
        for url in urls {
            #expect(table.resolve(url) == .routed(route), "\(url)")
        }
        if let link = table.universalLink(for: route) {
            #expect(table.resolve(webpageURL: link) == .routed(route), "\(link)")
        }
    }

    /// URL -> route -> URL -> route: the URL written for a resolved route resolves to the same route,
    /// whatever spelling the first URL used.
    @Test(arguments: [
        "t://", "t://shop", "t:product/42", "T:///product/007/", "t://product/42?ref=a+b",
        "t://product/42?ref=a%2Bb#frag",
        "https://T.Example.com./search?q=red+shoes&tag=b&tag=a", "t://search?q=&page=-0",
        "t://search?tag=x&q=1&x=ignored",
        "t://bob", "t://%62ob", "t:a@b", "t:/a%40b", "t://caf%C3%A9", "t://café", "t://cafe%CC%81",
        "t://order/123E4567-E89B-12D3-A456-426614174000", "t://sorted/top", "t://help", "t://help/", "t://help//a//b/",
        "t://help/a%2Fb/%25", "t://help/a%2fb", "t://list", "t://list/-00", "t://file/anything/raw",
        "t://file/x/raw/%2F",
        "https://t.example.com/web/1", "u://app/2", "https://x.y.t.example.com/sub/3", "t://ABOUT/us",
    ])
    func urlToRouteToURLToRoute(_ url: String) throws {
        let table = Self.table
        let outcome = table.resolve(url)
        let route = try #require(outcome.route, "\(url): \(outcome)")
        var written = [table.url(for: route), table.universalLink(for: route)].compactMap { $0 }
        if case .sub = route {
            written.append(try #require(table.universalLink(for: route, host: "x.y.t.example.com")))
        }
        #expect(!written.isEmpty, "\(url) -> \(route)")
        for back in written {
            #expect(table.resolve(back) == .routed(route), "\(url) -> \(route) -> \(back)")
        }
    }
}
