import LaunchRouting
import LaunchRoutingTesting
import LaunchRoutingTestingHelpers
import ShopCore
import Testing

/// The shop's table and router: the harness's properties, and one row per rule.
@Suite struct ShopRoutesTests {
    // snippet.begin harness
    @Test func theRouterHasEveryPropertyOfTheHarness() {
        let report = expectLaunchProperties(of: ShopRoutes.router, seed: 2026, iterations: 1_000)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
    }
    // snippet.end

    // snippet.begin spec-file
    /// `Examples/Shop/routes.json`, which `launch-route check`, lint and the AASA file read, is
    /// the router's own spec: a route or rule changed in Swift and not recorded fails here.
    @Test func theCommittedSpecDescribesTheRouter() {
        expectSpecFile(.beside(#filePath, named: "../routes.json"), describes: ShopRoutes.router)
    }
    // snippet.end

    /// The links the shop pins, each with its route.
    static let pinnedLinks: [(url: String, route: ShopRoute)] = [
        ("shop://product/42", ShopRoute.product(id: 42, ref: nil)),
        ("shop:///p/42?ref=mail", .product(id: 42, ref: "mail")),
        ("https://shop.example.com/product/42/", .product(id: 42, ref: nil)),
        ("https://eu.shop.example.com/search?q=red+boots", .search(query: "red boots", page: 1)),
        ("shop://search?q=boots&page=2", .search(query: "boots", page: 2)),
        ("shop://c/shoes", .category(slug: "shoes")),
        ("shop://cart", .cart),
        ("shop://orders/7", .order(id: 7)),
        ("https://shop.example.com/orders/7/tracking", .orderTracking(id: 7)),
        ("shop://account", .account),
        ("shop://help/returns/labels", .help(topic: "returns/labels")),
        ("shop://lists/list-3", .list(id: "list-3")),
        ("shop://", .home),
    ]

    // snippet.begin expect-launch
    /// Each link, opened and as every input that carries it (a universal link, a Spotlight item,
    /// a notification), cold and warm through the launch inbox.
    @Test(arguments: pinnedLinks)
    func links(url: String, route: ShopRoute) {
        expectLaunch(url, in: ShopRoutes.router, routesTo: route)
    }
    // snippet.end

    /// docs/testing.md, "Do the examples pin the table?": the links above, and those that must not
    /// route, notice every mutant of the table but the ones no URL can tell apart from it.
    @Test func theLinksPinTheTable() {
        let urls = Self.pinnedLinks.map(\.url) + ["https://shop.example.com/help/returns", "shop://product/abc"]
        let mutants = TableMutants.check(ShopRoutes.table, examples: urls)
        #expect(mutants.count == 16)
        #expect(mutants.filter { !$0.isPinned }.map(\.description) == [])
        // The table's own declarations give no examples: without the links, nothing is pinned.
        #expect(TableMutants.check(ShopRoutes.table).filter(\.isPinned).isEmpty)
    }

    @Test func linksThatDoNotRoute() {
        // Help pages are custom-scheme only; the host of a universal link must be the shop's.
        #expect(
            ShopRoutes.router.resolve(.openURL(.init(url: "https://shop.example.com/help/returns"))).reason?.code
                == .noMatchingRoute)
        #expect(
            ShopRoutes.router.resolve(.userActivity(.browsingWeb("https://shop.example.net/cart"))).reason?.code
                == .untrustedHost)
        #expect(ShopRoutes.router.resolve(.openURL(.init(url: "shop://product/abc"))).reason?.code == .invalidParameter)
    }

    @Test func rules() {
        let router = ShopRoutes.router
        #expect(
            router.resolve(
                .userActivity(.init(activityType: ShopRoutes.viewingProductActivityType, userInfo: ["productID": 42])))
                == .routed(.product(id: 42, ref: nil)))
        #expect(
            router.resolve(.userActivity(.searchableItem(identifier: "shop://c/shoes")))
                == .routed(.category(slug: "shoes")))
        #expect(
            router.resolve(.shortcutItem(.init(type: ShopRoutes.searchShortcutType, userInfo: ["query": "boots"])))
                == .routed(.search(query: "boots", page: 1)))
        #expect(router.resolve(.shortcutItem(.init(type: ShopRoutes.cartShortcutType))) == .routed(.cart))
        #expect(
            router.resolve(.shortcutItem(.init(type: "com.example.shop.scan"))).reason?.code == .unknownShortcutType)
        let shipped = LaunchInput.NotificationResponse(
            requestIdentifier: "n-1", actionIdentifier: ShopRoutes.trackAction,
            categoryIdentifier: ShopRoutes.orderShippedCategory,
            userInfo: ["orderID": 7, "deeplink": "shop://orders/7"])
        #expect(router.resolve(.notificationResponse(shipped)) == .routed(.orderTracking(id: 7)))
        var tap = shipped
        tap.actionIdentifier = LaunchInput.NotificationResponse.defaultActionIdentifier
        #expect(router.resolve(.notificationResponse(tap)) == .routed(.order(id: 7)))
        #expect(
            router.resolve(.appIntent(.init(type: ShopRoutes.openOrderIntentType, parameters: ["target": 7])))
                == .routed(.order(id: 7)))
        #expect(
            router.resolve(.appIntent(.init(type: ShopRoutes.searchIntentType, parameters: ["criteria": "boots"])))
                == .routed(.search(query: "boots", page: 1)))
        #expect(
            router.resolve(
                .cloudKitShare(
                    .init(containerIdentifier: ShopRoutes.listsContainer, rootRecordName: "list-3", zoneName: "Lists")))
                == .routed(.list(id: "list-3")))
    }

    @Test func theActivityTypesTheRouterContinues() {
        #expect(
            ShopRoutes.router.activityTypes == ["com.apple.corespotlightitem", ShopRoutes.viewingProductActivityType])
    }

    @Test func everyScreenHasALinkThatLeadsBackToIt() {
        let screens: [ShopRoute] = [
            .home, .product(id: 42, ref: "mail"), .search(query: "red boots", page: 3),
            .category(slug: "shoes & boots"), .cart,
            .order(id: 7), .orderTracking(id: 7), .account, .help(topic: "returns/labels"), .list(id: "list-3"),
        ]
        for screen in screens {
            let url = ShopRoutes.table.url(for: screen)
            #expect(url.map { ShopRoutes.table.resolve($0) } == .routed(screen), "\(screen) -> \(url ?? "nil")")
        }
    }
}
