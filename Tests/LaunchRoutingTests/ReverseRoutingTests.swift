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

    /// docs/patterns.md, "Reverse routing": a query default left out is not written, and the URL
    /// still routes back with the default filled in, so a shadowed first path gives way to the
    /// alias (a default given is written like any value).
    @Test func anAliasIsWrittenForADefaultLeftOut() throws {
        let table = try PatternFixtures.table([
            .init("item", "/x/:id(int)", "/y/:id(int)", query: ["page": "int=1"]), .init("pair", "/x/:n(1|2)"),
        ])
        let rows: [(parameters: [String: ParameterValue], url: String)] = [
            (["id": 1], "t://y/1"),
            (["id": 1, "page": 1], "t://y/1?page=1"),
            (["id": 1, "page": 2], "t://y/1?page=2"),
            (["id": 3], "t://x/3"),
        ]
        for row in rows {
            let route = RouteMatch(name: "item", parameters: row.parameters)
            #expect(table.url(for: route) == row.url, "\(row.parameters)")
            let routed = RouteMatch(name: "item", parameters: ["page": 1].merging(row.parameters) { $1 })
            #expect(table.match(row.url) == .success(routed))
        }
        #expect(table.match("t://x/1") == .success(RouteMatch(name: "pair", parameters: ["n": "1"])))
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
