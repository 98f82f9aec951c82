import LaunchRouting
import LaunchRoutingTesting
import LaunchRoutingTestingHelpers
import Testing

/// A web scheme (docs/route-spec.md, "Web schemes") through what an app calls: each input cold and
/// warm through the launch inbox, and every property on a store whose scheme repeats its site.
@Suite struct WebSchemePropertyTests {
    enum KSRoute: Hashable, Sendable {
        case project(creator: String, slug: String)
        case discover(category: String?, filters: [QueryItem])
        case update(id: Int)
    }

    static let router = try! Router(
        table: RouteTable<KSRoute>(
            schemes: ["kickstarter"], domains: ["www.kickstarter.com", "*.ksr.example"], webSchemes: ["ksr"]
        ) {
            RouteDefinition("project", path: "/projects/:creator/:slug", to: KSRoute.project)
            RouteDefinition(
                "discover", path: "/discover", query: ["category": "string?", "filters": .others],
                to: KSRoute.discover)
            RouteDefinition("update", path: "/updates/:id(int)", sources: ["*.ksr.example"], to: KSRoute.update)
        })

    @Test func aWebSchemeLinkRoutesColdAndWarm() {
        expectLaunch(
            "ksr://www.kickstarter.com/projects/a/b", in: Self.router, routesTo: .project(creator: "a", slug: "b"))
        expectLaunch(
            "KSR://Www.Kickstarter.com./projects/a%20/b", in: Self.router, routesTo: .project(creator: "a ", slug: "b"))
        expectLaunch("ksr://eu.ksr.example/updates/3", in: Self.router, routesTo: .update(id: 3))
        expectLaunch("ksr://evil.example/projects/a/b", in: Self.router, routesTo: nil)
    }

    @Test func everyPropertyHoldsOnAWebScheme() {
        expectLaunchProperties(of: Self.router, iterations: 300)
    }
}
