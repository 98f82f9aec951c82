@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
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

    /// The forms of #34 generate as Swift that routes as the spec does: an enumeration in any
    /// case, a route reached only through a nested one, `"route|web"`, `bool`, a required value, a
    /// route that takes web pages with a listed domain, and (#51) a whole fragment that is an
    /// encoded route.
    @Test func theNewFormsGenerateAndRoute() throws {
        let router = try EdgeRoute.router()
        func resolve(_ url: String) -> RouteOutcome<EdgeRoute> { router.resolve(.openURL(.init(url: url))) }
        #expect(resolve("app://open?url=%2Fsettings%2FNEWTAB") == .routed(.settings(section: "newTab")))
        #expect(resolve("app://settings/general").reason?.code == .noMatchingRoute)
        #expect(
            resolve("app://open?url=https%3A%2F%2Fwww.example.org%2F")
                == .routed(.webPage(url: "https://www.example.org/")))
        #expect(resolve("https://app.example.com/nowhere") == .routed(.webPage(url: "https://app.example.com/nowhere")))
        #expect(resolve("app://tab?pinned=1&v=2") == .routed(.tab(pinned: true, private: false)))
        #expect(resolve("app://page/FALSE") == .routed(.page(on: false)))
        #expect(resolve("https://app.example.com/get#%2Flegal%2Fterms") == .routed(.legalTerms))
        // A web scheme carries the site's links, and is never a web page.
        #expect(resolve("app-web://app.example.com/legal/terms") == .routed(.legalTerms))
        #expect(resolve("app-web://app.example.com/nowhere").reason?.code == .noMatchingRoute)
        #expect(router.table.url(for: .tab(pinned: true, private: false)) == "app://tab?pinned=true&private=false&v=2")
        let report = LaunchProperties(router: router).check(seed: 2026, iterations: 400)
        #expect(report.passed, "\(report)")
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
