import Testing

@_spi(Fuzzing) @testable import LaunchRouting

/// docs/patterns.md, "Fragment parameters": a route that declares `fragment` reads the URL's
/// fragment as a query, with the query's rules and the URL's checks; every other route never
/// looks at the fragment (docs/normalisation.md, rule 36).
@Suite struct FragmentParameterTests {
    typealias Expected = PatternFixtures.Expected
    typealias Case = PatternLanguageTests.Case

    static let auth = PatternFixtures.Route(
        "r", "/auth", query: ["next": "string?"], fragment: ["token": "string", "state": "string?"])
    static let page = PatternFixtures.Route("r", "/p/:id(int)", fragment: ["n": "int=1", "tag": "string[]"])

    static func rows(_ route: PatternFixtures.Route, _ rows: [(String, Expected)]) -> [Case] {
        rows.map { Case(route: route, url: $0.0, expected: $0.1) }
    }

    static let reading: [Case] =
        rows(
            auth,
            [
                ("t://auth#token=abc&state=xyz", .r(["token": "abc", "state": "xyz"])),
                ("https://t.example.com/auth#state=s&token=a%20b", .r(["token": "a b", "state": "s"])),
                ("t://auth#token=a+b", .r(["token": "a b"])),
                ("t://auth#token=a/b?c", .r(["token": "a/b?c"])),
                ("t://auth#token=a#b", .r(["token": "a#b"])),
                ("t://auth?next=x#token=t", .r(["token": "t", "next": "x"])),
                // Items the route does not declare are ignored, as in the query.
                ("t://auth#x=1&token=t", .r(["token": "t"])),
                // The query is not the fragment, nor the fragment the query.
                ("t://auth?token=t", .unmatched(.missingParameter)),
                ("t://auth#next=x&token=t", .r(["token": "t"])),
                ("t://auth", .unmatched(.missingParameter)),
                ("t://auth#", .unmatched(.missingParameter)),
                ("t://auth#token=a&token=b", .rejected(.duplicateParameter)),
                // The fragment passes the URL's checks, for this route only.
                ("t://auth#token=%zz", .rejected(.malformedPercentEncoding)),
                ("t://auth#token=a b", .rejected(.malformedURL)),
                ("t://auth#token=%FF", .rejected(.invalidUTF8)),
                ("t://auth#token=%00", .rejected(.controlCharacter)),
            ])
        + rows(
            page,
            [
                ("t://p/1", .r(["id": 1, "n": 1])),
                ("t://p/1#n=2&tag=a&tag=b", .r(["id": 1, "n": 2, "tag": .list(["a", "b"])])),
                ("t://p/1#n=x", .unmatched(.invalidParameter)),
                ("t://p/1#reviews", .r(["id": 1, "n": 1])),
            ])
        // A route without fragment parameters never looks at the fragment.
        + rows(
            PatternFixtures.Route("r", "/p/:id(int)"),
            [("t://p/1#n=%zz", .r(["id": 1])), ("t://p/1#a b", .r(["id": 1]))])

    @Test(arguments: reading) func fragmentParameter(_ test: Case) throws {
        let table = try PatternFixtures.table([test.route])
        PatternFixtures.check(table, test.url, test.expected)
    }

    @Test func reasonsNameTheFragment() throws {
        let table = try PatternFixtures.table([Self.auth, PatternFixtures.Route("s", "/s", fragment: ["n": "int"])])
        let rows: [(String, OutcomeReason.Code, Int?, String)] = [
            ("t://auth", .missingParameter, nil, "route \"r\" requires the fragment parameter \"token\""),
            (
                "t://auth#token=a&token=b", .duplicateParameter, 17,
                "the fragment parameter \"token\" appears 2 times; route \"r\" takes one value"
            ),
            (
                "t://s#n=x", .invalidParameter, 6,
                "the fragment parameter \"n\" of route \"s\" must be a valid int, not \"x\""
            ),
            (
                "t://auth#token=%zz", .malformedPercentEncoding, 15,
                "\"%zz\" is not a percent-encoded byte; \"%\" must be followed by two hexadecimal digits"
            ),
        ]
        for (url, code, position, message) in rows {
            let reason = table.resolve(url).reason
            #expect(reason?.code == code, "\(url)")
            #expect(reason?.position == position, "\(url)")
            #expect(reason?.message == message, "\(url)")
        }
    }

    @Test func reverseRoutingWritesTheFragment() throws {
        var page = Self.page
        page.name = "p"
        let table = try PatternFixtures.table([Self.auth, page])
        let auth = RouteMatch(name: "r", parameters: ["token": "a b&c", "state": "x"])
        #expect(table.url(for: auth) == "t://auth#state=x&token=a%20b%26c")
        #expect(table.universalLink(for: auth) == "https://t.example.com/auth#state=x&token=a%20b%26c")
        let withQuery = RouteMatch(name: "r", parameters: ["token": "t", "next": "n"])
        #expect(table.url(for: withQuery) == "t://auth?next=n#token=t")
        #expect(table.url(for: RouteMatch(name: "r", parameters: ["state": "x"])) == nil, "token is required")
        for route in [auth, withQuery] {
            #expect(table.resolve(table.url(for: route) ?? "") == .routed(route))
        }
    }

    @Test func theInboxTellsApartURLsThatDifferInTheirFragment() {
        #expect(ReceivedURL("t://auth#token=a").normalized == "t:/auth#token=a")
        #expect(ReceivedURL("t://auth#token=a").normalized != ReceivedURL("t://auth#token=b").normalized)
        #expect(ReceivedURL("T://auth/#token=a").normalized == ReceivedURL("t:/auth#token=%61").normalized)
        #expect(ReceivedURL("t://auth?q=a%23token%3Db").normalized == "t:/auth?q=a%23token%3Db")
    }

    @Test func buildErrors() {
        let rows: [([PatternFixtures.Route], String)] = [
            (
                [PatternFixtures.Route("r", "/a/:token", fragment: ["token": "string"])],
                "route \"r\": \"token\" is both a path and a fragment parameter"
            ),
            (
                [PatternFixtures.Route("r", "/a", query: ["token": "string"], fragment: ["token": "string"])],
                "route \"r\": \"token\" is both a query and a fragment parameter"
            ),
            (
                [PatternFixtures.Route("r", "/a", fragment: ["n": "integer"])],
                "route \"r\": fragment parameter \"n\" is declared \"integer\": \"integer\" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b); did you mean \"int\"?"
            ),
        ]
        for (routes, message) in rows {
            #expect(PatternFixtures.buildError(routes)?.message == message)
        }
        let withoutPaths = RouteDeclaration(name: "r", paths: [], fragment: ["token": "string"])
        #expect(throws: RouteTableError.self) {
            try RouteTable(schemes: ["t"], routes: [RouteDefinition(withoutPaths)])
        }
        do {
            _ = try RouteTable(schemes: ["t"], routes: [RouteDefinition(withoutPaths)])
        } catch {
            #expect(
                error.message
                    == "route \"r\": a route without paths has no URL, so no fragment to read \"token\" from; declare it in query"
            )
            #expect(error.location == .route(index: 0, name: "r", field: .fragment(name: "token")))
        }
    }

    @Test func theSpecReadsAndWritesIt() throws {
        let json = #"""
            {
              "schemes": ["t"],
              "routes": [{ "name": "auth", "path": "/auth", "fragment": { "state": "string?", "token": "string" } }]
            }
            """#
        let spec = try RouteSpec(json: json)
        #expect(spec.routes[0].fragment == ["token": "string", "state": "string?"])
        #expect(try RouteSpec(json: spec.json).routes == spec.routes)
        #expect(spec.json.contains(#""fragment": {"#))
        let outcome = try spec.router().resolve(.openURL(.init(url: "t://auth#token=x")))
        #expect(outcome == .routed(RouteMatch(name: "auth", parameters: ["token": "x"])))
    }
}
