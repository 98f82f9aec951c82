import LaunchRouting
import LaunchRoutingTesting
import Testing

/// `Generated/ExampleRoute.swift` is `launch-route generate swift --type ExampleRoute` of the
/// built-in example spec (`GenerateTests` checks that the tool still writes it): it compiles, it
/// gives the spec back, and it routes as the spec does, with every property of the harness.
@Suite struct GeneratedSwiftTests {
    @Test func theGeneratedSwiftGivesTheSpecBack() throws {
        #expect(RouteSpec(try ExampleRoute.router()) == ExampleRoutes.spec)
        #expect(RouteSpec(try ExampleRoute.router()).json == RouteSpec(try ExampleRoutes.router()).json)
    }

    @Test func theGeneratedRouterHasEveryPropertyOfTheHarness() throws {
        let report = LaunchProperties(router: try ExampleRoute.router()).check(seed: 2026, iterations: 400)
        #expect(report.passed, "\(report)")
    }

    @Test func theGeneratedCasesCarryTypedValues() throws {
        let table = try ExampleRoute.table()
        #expect(
            table.resolve("shop://stores/12/events/0B9D6C3E-8A61-4B9E-9F39-2F7C1D2A4E55")
                == .routed(
                    .storeEvent(
                        storeID: 12, eventID: RouteUUID(high: 0x0B9D_6C3E_8A61_4B9E, low: 0x9F39_2F7C_1D2A_4E55))))
        #expect(table.resolve("shop://compare?id=42&id=43") == .routed(.compare(id: [42, 43])))
        #expect(table.resolve("shop://category/shoes") == .routed(.category(slug: "shoes", page: nil)))
        #expect(
            table.url(for: .search(page: 2, q: "red shoes", tag: ["new"]))
                == "shop://search?page=2&q=red%20shoes&tag=new")
    }

    /// Names Swift cannot take as they are: camel case, backticks, and closures where the case
    /// binding cannot find the case by the route's name.
    @Test func namesSwiftCannotTakeAreRewritten() throws {
        let router = try EdgeRoute.router()
        let url = "app://orders/7/tracking?page-size=5&in=x"
        #expect(router.resolve(.openURL(.init(url: url))) == .routed(.orderTracking(id: 7, in: "x", pageSize: 5)))
        #expect(
            router.table.url(for: .orderTracking(id: 7, in: nil, pageSize: 20))
                == "app://orders/7/tracking?page-size=20")
        #expect(router.table.resolve("app://") == .routed(.default))
        #expect(router.resolve(.shortcutItem(.init(type: "com.app.terms"))) == .routed(.legalTerms))
        #expect(router.table.url(for: .legalTerms) == "app://legal/terms")
        let report = LaunchProperties(router: router).check(seed: 2026, iterations: 300)
        #expect(report.passed, "\(report)")
    }
}
