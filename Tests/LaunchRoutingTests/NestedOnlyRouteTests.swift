import LaunchRouting
import LaunchRoutingTesting
import Testing

/// docs/patterns.md, "Routes reached only through a nested route": `settings` takes
/// `t://deep-link?url=/settings/fxa`, never `t://settings/fxa`.
@Suite struct NestedOnlyRouteTests {
    enum Screen: Hashable, Sendable {
        case settings(section: String)
        case page(path: String)
        /// What a route that forwards binds to: never routed, since it forwards.
        case forwarding
    }

    static func table() throws -> RouteTable<Screen> {
        try RouteTable(schemes: ["t"], domains: ["t.example.com"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings).nestedOnly()
            RouteDefinition("deepLink", path: "/deep-link", query: ["url": "route"], to: .forwarding)
            RouteDefinition("page", path: "/**path", to: Screen.page)
        }
    }

    @Test func itIsReachedOnlyThroughTheForwardingRoute() throws {
        let table = try Self.table()
        #expect(table.resolve("t://deep-link?url=/settings/fxa") == .routed(.settings(section: "fxa")))
        #expect(table.resolve("t://deep-link?url=t%3A%2F%2Fsettings%2Ffxa") == .routed(.settings(section: "fxa")))
        // Received directly, it passes the route by: the next route takes it.
        #expect(table.resolve("t://settings/fxa") == .routed(.page(path: "settings/fxa")))
        #expect(table.resolve("https://t.example.com/settings/fxa") == .routed(.page(path: "settings/fxa")))
    }

    @Test func aloneOnItsPathItLeavesTheURLUnmatched() throws {
        let table = try RouteTable<Screen>(schemes: ["t"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings).nestedOnly()
            RouteDefinition("deepLink", path: "/deep-link", query: ["url": "route"], to: .forwarding)
        }
        #expect(table.resolve("t://settings/fxa").reason?.code == .noMatchingRoute)
    }

    @Test func reverseRoutingWritesItThroughTheForwardingRoute() throws {
        let table = try Self.table()
        #expect(table.url(for: .settings(section: "fxa")) == "t://deep-link?url=t%3A%2F%2Fsettings%2Ffxa")
        #expect(table.url(for: .page(path: "a/b")) == "t://a/b")
    }

    /// A forwarder whose URL needs values of its own gets a sample of each, which the route it
    /// forwards to drops (found by RoundTripTests, seed 4242, once generated tables drew such routes).
    @Test func aForwarderWithValuesOfItsOwnIsWrittenWithSamples() throws {
        let table = try RouteTable<Screen>(schemes: ["t"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings).nestedOnly()
            RouteDefinition(
                "deepLink", path: "/:user/link/:n(int)/**rest", query: ["url": "route", "v": "uuid", "tag": "string?"],
                to: .forwarding)
        }
        let written = table.url(for: .settings(section: "fxa"))
        #expect(
            written == "t://x/link/1?url=t%3A%2F%2Fsettings%2Ffxa&v=00000000-0000-0000-0000-000000000001")
        #expect(table.resolve(try #require(written)) == .routed(.settings(section: "fxa")))
    }

    /// A forwarder's rest is written empty, then as placeholder segments: empty, the URL may end where another route's
    /// path does, and one segment may be another route's `*`; an optional parameter is written
    /// when the path without it is another route's (found by RoundTripTests, seeds 4, 8, 18, 24).
    @Test func aForwardersRestIsWrittenEmptyThenAsPlaceholders() throws {
        let table = try RouteTable<Screen>(schemes: ["t"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings).nestedOnly()
            RouteDefinition("deepLink", path: "/a/**rest", query: ["url": "route"], to: .forwarding)
            RouteDefinition("page", path: "/a", to: Screen.page(path: "a"))
        }
        let written = table.url(for: .settings(section: "fxa"))
        #expect(written == "t://a/_?url=t%3A%2F%2Fsettings%2Ffxa")
        #expect(table.resolve(try #require(written)) == .routed(.settings(section: "fxa")))
        let deeper = try RouteTable<Screen>(schemes: ["t"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings).nestedOnly()
            RouteDefinition("deepLink", path: "/**rest", query: ["url": "route"], to: .forwarding)
            RouteDefinition("home", path: "/", to: Screen.page(path: ""))
            RouteDefinition("page", path: "/:p", to: Screen.page)
        }
        #expect(deeper.url(for: .settings(section: "fxa")) == "t://_/_?url=t%3A%2F%2Fsettings%2Ffxa")
        // An optional parameter, written when the path without it is another route's (seed 24).
        let optional = try RouteTable<Screen>(schemes: ["t"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings).nestedOnly()
            RouteDefinition("deepLink", path: "/:p?", query: ["url": "route"], to: .forwarding)
            RouteDefinition("home", path: "/", to: Screen.page(path: ""))
        }
        #expect(optional.url(for: .settings(section: "fxa")) == "t://x?url=t%3A%2F%2Fsettings%2Ffxa")
        // Other values, where the first sample is another route's (seed 24).
        let other = try RouteTable<Screen>(schemes: ["t"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings).nestedOnly()
            RouteDefinition("deepLink", path: "/:p(a|Item)i/x", query: ["url": "route"], to: .forwarding)
            RouteDefinition("page", path: "/a/**rest", isCaseSensitive: false, to: Screen.page)
        }
        #expect(other.url(for: .settings(section: "fxa")) == "t://Item/x?url=t%3A%2F%2Fsettings%2Ffxa")
    }

    /// A route that only domains take is written with its universal link as the nested value; on
    /// a `*.` domain alone, only for a given host (found by RoundTripTests, seed 4242).
    @Test func aRouteOnlyDomainsTakeIsWrittenWithItsUniversalLink() throws {
        func table(_ domain: String) throws -> RouteTable<Screen> {
            try RouteTable(schemes: ["t"], domains: [domain]) {
                RouteDefinition("settings", path: "/settings/:section", sources: [domain], to: Screen.settings)
                    .nestedOnly()
                RouteDefinition("deepLink", path: "/deep-link", query: ["url": "route"], to: .forwarding)
            }
        }
        let apex = try table("t.example.com")
        #expect(
            apex.url(for: .settings(section: "fxa"))
                == "t://deep-link?url=https%3A%2F%2Ft.example.com%2Fsettings%2Ffxa")
        let wildcard = try table("*.t.example.com")
        #expect(wildcard.url(for: .settings(section: "fxa")) == nil)
        let link = wildcard.universalLink(for: .settings(section: "fxa"), host: "www.t.example.com")
        #expect(link == "https://www.t.example.com/deep-link?url=https%3A%2F%2Fwww.t.example.com%2Fsettings%2Ffxa")
        #expect(wildcard.resolve(try #require(link)) == .routed(.settings(section: "fxa")))
    }

    @Test func theSpecDeclaresItAndTheHarnessHolds() throws {
        let spec = try RouteSpec(
            json: #"""
                {"schemes": ["t"], "routes": [
                  {"name": "settings", "path": "/settings/:section", "nestedOnly": true},
                  {"name": "deepLink", "path": "/deep-link", "query": {"url": "route"}}]}
                """#)
        #expect(spec.routes[0].isNestedOnly)
        #expect(try RouteSpec(json: spec.json).routes == spec.routes)
        let report = LaunchProperties(router: try spec.router()).check(seed: 1, iterations: 300)
        #expect(report.results.compactMap(\.failure) == [])
        let cased = LaunchProperties(table: try Self.table()).check(seed: 2, iterations: 300)
        #expect(cased.results.compactMap(\.failure) == [])
    }
}
