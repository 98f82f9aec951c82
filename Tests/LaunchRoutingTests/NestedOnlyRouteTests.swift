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
