@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// docs/normalisation.md, rule 36b: a route may declare its whole fragment one percent-encoded
/// route (`fragment: .encodedRoute`, `"fragment": "encoded route"`), as app-banner links carry it.
/// The fragment is decoded once, then split as a nested URL is (rule 36a), so a delimiter escaped
/// inside a segment of the decoded route still cannot move a value. Without the opt-in, such a
/// fragment is one segment, and the link does not route.
@Suite struct EncodedFragmentRouteTests {
    static let link = "https://apps.wordpress.com/get/?campaign=qr-code-media#%2Fmedia%2F1234567"

    static func table(fragment: [String: QueryDeclaration]) throws -> RouteTable<RouteMatch> {
        try RouteTable(
            schemes: ["wordpress"], domains: ["apps.wordpress.com"],
            routes: [
                RouteDefinition("banner", path: "/get", query: ["campaign": "string?"], fragment: fragment),
                RouteDefinition("media", path: "/media/:id(int)"),
                RouteDefinition("post", path: "/posts/:slug"),
            ])
    }

    @Test func theBannerLinkRoutesThroughTheOptInForm() throws {
        let table = try Self.table(fragment: .encodedRoute)
        let match = try table.match(webpageURL: Self.link).get()
        #expect(match == RouteMatch(name: "media", parameters: ["id": 1_234_567]))
        #expect(match.outerRoutes.map(\.name) == ["banner"])
        #expect(match.outerRoutes.first?["#"] == "/media/1234567")
        // Cold and warm alike, as a universal link and on the app's scheme.
        let router = try Router(table: table)
        for input in [
            LaunchInput.userActivity(.browsingWeb(Self.link)),
            .openURL(.init(url: "wordpress://get?campaign=qr-code-media#%2Fmedia%2F1234567")),
        ] {
            var cold = LaunchInbox(router: router)
            _ = cold.handle(.connect(LaunchOptions(carrying: input)), at: .seconds(0))
            var warm = LaunchInbox(router: router)
            _ = warm.handle(.ready, at: .seconds(0))
            #expect(cold.handle(.ready, at: .seconds(1)).deliveries.map(\.route?.name) == ["media"], "\(input)")
            #expect(warm.handle(.receive(input), at: .seconds(1)).deliveries.map(\.route?.name) == ["media"])
        }
    }

    @Test func withoutTheOptInTheLinkDoesNotRoute() throws {
        // A nested route as written: the escaped fragment is one segment, "/media/1234567".
        let nested = try Self.table(fragment: .route)
        let reason = try #require(nested.match(webpageURL: Self.link).failure)
        #expect(reason.code == .noMatchingRoute)
        #expect(
            reason.message
                == "the nested URL \"%2Fmedia%2F1234567\" in the fragment of route \"banner\": no route matches the path \"//media/1234567\""
        )
        // No fragment declared: the fragment plays no part, and the link is the banner itself.
        let plain = try Self.table(fragment: [:])
        #expect(
            try plain.match(webpageURL: Self.link).get()
                == RouteMatch(name: "banner", parameters: ["campaign": "qr-code-media"]))
    }

    /// Decoded once, then split: a delimiter escaped once is one once decoded, and a delimiter
    /// escaped twice stays inside its segment of the decoded route.
    @Test(arguments: [
        ("#%2Fposts%2Fa%252Fb", RouteMatch(name: "post", parameters: ["slug": "a/b"])),
        ("#%2Fposts%2Fa%253Fb", RouteMatch(name: "post", parameters: ["slug": "a?b"])),
        ("#%2Fposts%2Fa%2523b", RouteMatch(name: "post", parameters: ["slug": "a#b"])),
        ("#%2Fposts%2Fa%2525b", RouteMatch(name: "post", parameters: ["slug": "a%b"])),
        ("#%2Fposts%2Fa%3Fb", RouteMatch(name: "post", parameters: ["slug": "a"])),
        ("#/posts/a", RouteMatch(name: "post", parameters: ["slug": "a"])),
    ])
    func anEscapedDelimiterInTheDecodedRouteCannotMoveAValue(_ fragment: String, _ expected: RouteMatch) throws {
        let table = try Self.table(fragment: .encodedRoute)
        #expect(try table.match(webpageURL: "https://apps.wordpress.com/get" + fragment).get() == expected)
    }

    @Test func aDelimiterEscapedOnceSplitsTheDecodedRoute() throws {
        let table = try Self.table(fragment: .encodedRoute)
        let reason = try #require(table.match(webpageURL: "https://apps.wordpress.com/get#%2Fposts%2Fa%2Fb").failure)
        #expect(reason.code == .noMatchingRoute)
    }

    /// A fragment that cannot be decoded is refused where it is wrong, at its byte in the URL:
    /// the `%` of the escape at fault, 42.
    @Test(arguments: [
        ("#%2Fmedia%2F%ZZ", OutcomeReason.Code.malformedPercentEncoding, 42),
        ("#%2Fmedia%2F%00", .controlCharacter, 42),
        ("#%2Fmedia%2F%C3", .invalidUTF8, 42),
        ("#%2Fmedia%2F<1>", .malformedURL, 42),
    ])
    func anUndecodableFragmentIsRefusedAtItsByte(_ fragment: String, _ code: OutcomeReason.Code, _ position: Int) throws
    {
        let table = try Self.table(fragment: .encodedRoute)
        let url = "https://apps.wordpress.com/get" + fragment
        let reason = try #require(table.match(webpageURL: url).failure)
        #expect(reason.code == code)
        #expect(reason.position == position, "\(reason)")
    }

    /// Reverse routing writes the route encoded once whole, every delimiter escaped, and the URL
    /// written routes back to the same match.
    @Test func reverseRoutingWritesTheEncodedForm() throws {
        let table = try Self.table(fragment: .encodedRoute)
        let banner = RouteMatch(name: "banner", parameters: ["#": "/posts/a%2Fb"])
        let written = try #require(table.universalLink(for: banner))
        #expect(written == "https://apps.wordpress.com/get#%2Fposts%2Fa%252Fb")
        let back = try table.match(webpageURL: written).get()
        #expect(back == RouteMatch(name: "post", parameters: ["slug": "a/b"]))
        #expect(back.outerRoutes == [banner])
        #expect(table.url(for: RouteMatch(name: "banner")) == "wordpress://get")
    }

    /// The harness draws encoded fragments for such a route and every property holds: no false
    /// alarm from the generator, the round trip or the segment law.
    @Test func everyPropertyHoldsOnARouteOfEncodedFragments() throws {
        let report = LaunchProperties(router: try Router(table: Self.table(fragment: .encodedRoute)))
            .check(seed: 36, iterations: 400)
        #expect(report.passed, "\(report)")
        let oracle = ResolveOracle(table: try Self.table(fragment: .encodedRoute))
        for url in [Self.link, "https://apps.wordpress.com/get#%2Fposts%2Fa%252Fb", "wordpress://get#%2Fmedia%2F7"] {
            #expect(oracle.check(Array(url.utf8)) == nil, "\(url)")
        }
    }

    @Test func theSpecAndTheGeneratedSwiftDeclareIt() throws {
        let spec = try RouteSpec(
            json: #"""
                { "domains": ["apps.wordpress.com"],
                  "routes": [{ "name": "banner", "path": "/get", "fragment": "encoded route" },
                             { "name": "media", "path": "/media/:id(int)" }] }
                """#)
        #expect(spec.routes[0].fragment == .encodedRoute)
        #expect(spec.json.contains(#""fragment": "encoded route""#))
        #expect(try RouteSpec(json: spec.json) == spec)
        #expect(try spec.table().match(webpageURL: Self.link).get().name == "media")
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
