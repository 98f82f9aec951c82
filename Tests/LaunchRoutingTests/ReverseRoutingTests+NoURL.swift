import LaunchRouting
import Testing

extension ReverseRoutingTests {
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
}
