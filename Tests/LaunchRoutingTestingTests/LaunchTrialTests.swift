import LaunchRouting
import LaunchRoutingTesting
import LaunchRoutingTestingHelpers
import Testing

/// docs/testing.md, "One input, every way in": a URL opened and carried by every input the
/// router reads, each cold and warm through a launch inbox, with one line per arrival that fails.
@Suite struct LaunchTrialTests {
    static let router = Fixtures.shop

    @Test func aURLArrivesEveryWayTheRouterReadsIt() {
        let trial = LaunchTrial(url: "https://shop.example.com/sort/new", router: Self.router)
        #expect(
            trial.arrivals.map(\.description) == [
                #"cold url "https://shop.example.com/sort/new""#, #"warm url "https://shop.example.com/sort/new""#,
                #"cold link "https://shop.example.com/sort/new""#, #"warm link "https://shop.example.com/sort/new""#,
                #"cold spotlight "https://shop.example.com/sort/new""#,
                #"warm spotlight "https://shop.example.com/sort/new""#,
                #"cold notification "launch-arrivals" {deeplink: "https://shop.example.com/sort/new"}"#,
                #"warm notification "launch-arrivals" {deeplink: "https://shop.example.com/sort/new"}"#,
            ])
        #expect(trial.failures(expecting: RouteMatch(name: "sorted", parameters: ["kind": "new"])) == [])
        #expect(LaunchTrial(url: "shop://sort/new", router: Self.router).arrivals.count == 6)
    }

    @Test func eachArrivalThatFailsIsOneLine() {
        let trial = LaunchTrial(url: "shop://sort/new", router: Self.router)
        #expect(
            trial.failures(expecting: RouteMatch(name: "account")).first
                == #"cold url "shop://sort/new": routed sorted(kind=new), not routed account"#)
        #expect(trial.failures(expecting: RouteMatch(name: "account")).count == 6)
        #expect(
            trial.failures(expecting: nil).first
                == #"cold url "shop://sort/new": routed sorted(kind=new), and no route was expected"#)
        #expect(LaunchTrial(url: "shop://nowhere/x/y", router: Self.router).failures(expecting: nil) == [])
    }

    @Test func anyInputColdAndWarm() {
        let input = LaunchInput.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"]))
        let trial = LaunchTrial(input, router: Self.router)
        #expect(trial.arrivals.map(\.isCold) == [true, false])
        #expect(trial.failures(expecting: RouteMatch(name: "search", parameters: ["q": "boots", "page": 1])) == [])
    }

    /// The helpers record nothing for a passing check.
    @Test func theHelpersPass() {
        expectLaunch(
            "https://shop.example.com/sort/new", in: Self.router,
            routesTo: RouteMatch(name: "sorted", parameters: ["kind": "new"]))
        expectLaunch("shop://nowhere/x/y", in: Self.router, routesTo: nil)
        expectLaunch(
            .shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"])), in: Self.router,
            routesTo: RouteMatch(name: "search", parameters: ["q": "boots", "page": 1]))
    }
}
