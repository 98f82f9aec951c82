@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// docs/patterns.md, "The other query items": a route that declares a query parameter `"**"`
/// keeps the items it does not name, in order, as name and value pairs, and reverse routing
/// writes them back; its declared parameters keep their rules.
@Suite struct OtherQueryItemsTests {
    enum KSRoute: Hashable, Sendable {
        case discover(category: String?, page: Int, filters: [QueryItem])
        case project(id: Int)
    }

    static let table = try! RouteTable<KSRoute>(schemes: ["ksr"], domains: ["www.kickstarter.com"]) {
        RouteDefinition(
            "discover", path: "/discover", query: ["category": "string?", "page": "int=1", "filters": .others],
            to: KSRoute.discover)
        RouteDefinition("project", path: "/projects/:id(int)", to: KSRoute.project)
    }

    @Test(arguments: [
        (
            "ksr://discover?sort=magic&category=art&state=live",
            KSRoute.discover(
                category: "art", page: 1,
                filters: [QueryItem(name: "sort", value: "magic"), QueryItem(name: "state", value: "live")])
        ),
        (
            "https://www.kickstarter.com/discover?q%20x=a+b&flag&page=2&flag=",
            .discover(
                category: nil, page: 2,
                filters: [
                    QueryItem(name: "q x", value: "a b"), QueryItem(name: "flag", value: ""),
                    QueryItem(name: "flag", value: ""),
                ])
        ),
        ("ksr://discover", .discover(category: nil, page: 1, filters: [])),
        // A route that keeps none ignores them, as before.
        ("ksr://projects/7?ref=mail", .project(id: 7)),
    ])
    func theRouteKeepsTheItemsItDoesNotName(_ url: String, _ route: KSRoute) {
        #expect(Self.table.resolve(url) == .routed(route))
    }

    @Test func itsOwnParametersKeepTheirRules() {
        #expect(Self.table.resolve("ksr://discover?category=a&category=b").reason?.code == .duplicateParameter)
        #expect(Self.table.resolve("ksr://discover?page=two").reason?.code == .invalidParameter)
    }

    @Test func reverseRoutingWritesThemBackAfterItsOwn() throws {
        let route = KSRoute.discover(
            category: "art", page: 1,
            filters: [QueryItem(name: "sort", value: "magic"), QueryItem(name: "a&b", value: "c d")])
        let written = try #require(Self.table.url(for: route))
        #expect(written == "ksr://discover?category=art&page=1&sort=magic&a%26b=c%20d")
        #expect(Self.table.resolve(written) == .routed(route))
        // An item the route names would be read as that parameter: no URL carries it as another.
        let named = KSRoute.discover(category: nil, page: 1, filters: [QueryItem(name: "page", value: "3")])
        #expect(Self.table.url(for: named) == nil)
    }

    @Test(arguments: [
        (
            ["a": "**", "b": "**"] as [String: QueryDeclaration], [:] as [String: QueryDeclaration],
            "route \"r\": \"a\" and \"b\" both keep the other query items; a route keeps them once"
        ),
        (
            [:], ["f": "**"],
            "route \"r\": fragment parameter \"f\" is declared \"**\": \"**\" keeps the other items of the query, not of the fragment"
        ),
    ])
    func aRouteKeepsThemOnceAndOnlyFromTheQuery(
        _ query: [String: QueryDeclaration], _ fragment: [String: QueryDeclaration], _ message: String
    ) {
        #expect {
            _ = try RouteTable<RouteMatch>(
                schemes: ["s"], routes: [RouteDefinition("r", path: "/r", query: query, fragment: fragment)])
        } throws: { error in
            (error as? RouteTableError)?.code == .invalidQueryDeclaration && "\(error)" == message
        }
    }

    /// The harness's hits carry items the route does not name: every property holds on a table
    /// that keeps them, the round trip included.
    @Test func everyPropertyHolds() throws {
        let report = LaunchProperties(router: try Router(table: Self.table)).check(seed: 53, iterations: 400)
        #expect(report.passed, "\(report)")
    }

    @Test func theSpecDeclaresThem() throws {
        let spec = try RouteSpec(
            json:
                #"{ "schemes": ["ksr"], "routes": [{ "name": "discover", "path": "/discover", "query": { "filters": "**" } }] }"#
        )
        #expect(spec.routes[0].query["filters"] == .others)
        let match = try spec.table().match("ksr://discover?sort=magic").get()
        #expect(match["filters"] == .list([.list(["sort", "magic"])]))
    }
}
