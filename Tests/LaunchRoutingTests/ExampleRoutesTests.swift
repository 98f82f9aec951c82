@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// The built-in example table: a real app's shape, and the same table whether built from its
/// JSON spec or from its Swift definitions.
@Suite struct ExampleRoutesTests {
    @Test func looksLikeARealApp() throws {
        let spec = ExampleRoutes.spec
        #expect(spec.routes.count >= 25)
        #expect(spec.schemes == ["shop", "shopdev"])
        #expect(spec.domains.filter { !$0.hasPrefix("*.") }.count >= 2)
        #expect(spec.domains.contains { $0.hasPrefix("*.") })
        let patterns = spec.routes.flatMap(\.paths).joined(separator: " ")
        for piece in ["(int)", "(uuid)", "?", "(shipping|", "**", "/*"] {
            #expect(patterns.contains(piece), "no pattern with \(piece)")
        }
        let declarations = spec.routes.flatMap(\.query.values).map(\.text)
        #expect(declarations.contains { $0.hasSuffix("?") })
        #expect(declarations.contains { $0.contains("=") })
        #expect(declarations.contains { $0.hasSuffix("[]") })
        #expect(spec.routes.contains { $0.paths.count > 1 })
        #expect(spec.routes.contains { $0.sources != nil })
        #expect(spec.routes.contains { !$0.isCaseSensitive })
        #expect(spec.rules.activities.count >= 3)
        #expect(spec.rules.shortcuts.count >= 3)
        #expect(spec.rules.notificationURLKey == "deeplink")
        #expect(spec.rules.notifications.count >= 3)
        #expect(spec.rules.spotlight == .url)
        #expect(spec.rules.intents.count >= 2)
        #expect(!spec.rules.shares.isEmpty)
        #expect(
            spec.routes.filter { !$0.paths.isEmpty }.allSatisfy { !$0.examples.isEmpty },
            "every route a URL reaches has an example")
        // The kinds of docs/route-spec.md that a shop has: a quick action with constant
        // parameters, and a destination no URL reaches.
        #expect(spec.rules.shortcuts.contains { !$0.constants.isEmpty })
        #expect(spec.routes.contains { $0.paths.isEmpty })
        #expect(spec.routes.contains { route in route.query.values.contains { $0.text.hasPrefix("url(") } })
        #expect(!spec.rules.webpageActivityTypes.isEmpty)
    }

    /// The launch fuzz targets run on the example, so its App Intents and CloudKit shares are
    /// drawn into their schedules beside every older kind (docs/testing.md, "The inputs drawn").
    @MainActor @Test func theLaunchFuzzTargetsDrawIntentsAndShares() throws {
        let router = try ExampleRoutes.router()
        let events = LaunchEventsOracle(router: router)
        let scenes = LaunchScenesOracle(router: router)
        let schedules = (0..<UInt64(40)).map { seed in
            events.schedule(events.choices(seed: seed)).description + "\n"
                + scenes.schedule(scenes.choices(seed: seed)).description
        }.joined(separator: "\n")
        for kind in ["intent \"OpenOrderIntent\"", "intent \"SearchIntent\"", "share in \"iCloud.com.example.shop\""] {
            #expect(schedules.contains(kind), "no \(kind) in 40 schedules of each target")
        }
    }

    /// The JSON spec and the Swift definitions declare the same routes, field for field.
    @Test func specAndSwiftDeclareTheSameRoutes() throws {
        let spec = ExampleRoutes.spec
        #expect(spec.schemes == ExampleRoutes.schemes)
        #expect(spec.domains == ExampleRoutes.domains)
        #expect(spec.routes.map(\.name) == ExampleRoutes.routes.map(\.name))
        for (fromSpec, fromSwift) in zip(spec.routes, ExampleRoutes.routes) {
            #expect(fromSpec.paths == fromSwift.paths, "\(fromSpec.name)")
            #expect(fromSpec.query == fromSwift.query, "\(fromSpec.name)")
            #expect(fromSpec.sources == fromSwift.sources, "\(fromSpec.name)")
            #expect(fromSpec.isCaseSensitive == fromSwift.isCaseSensitive, "\(fromSpec.name)")
        }
    }

    /// A table from the spec and one from the Swift builder give the same outcome for every input.
    @Test func specTableBehavesLikeTheSwiftTable() throws {
        let fromSpec = try ExampleRoutes.spec.table()
        let fromSwift = try ExampleRoutes.table()
        let urls = URLGenerator(table: fromSwift)
        let generator = Generator<String>.oneOf([urls.any, urls.hit, urls.nearMiss, urls.adversarial])
        var inputs = ExampleRoutes.spec.routes.flatMap(\.examples)
        for seed in 0..<3_000 as Range<UInt64> {
            var choices = Choices(seed: seed)
            inputs.append(generator.generate(&choices))
        }
        var disagreements: [String] = []
        for url in inputs where fromSpec.resolve(url) != fromSwift.resolve(url) {
            disagreements.append("\(url): \(fromSpec.resolve(url)) from the spec, \(fromSwift.resolve(url)) from Swift")
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// Every example routes to its route, and every rule routes.
    @Test func examplesAndRulesRoute() throws {
        let router = try ExampleRoutes.router()
        for route in ExampleRoutes.spec.routes {
            for example in route.examples {
                let input: LaunchInput =
                    example.hasPrefix("https:") ? .userActivity(.browsingWeb(example)) : .openURL(.init(url: example))
                let match = router.resolve(input).route
                #expect(match?.isReached(by: route.name) == true, "\(example)")
            }
        }
        #expect(
            router.resolve(
                .userActivity(.init(activityType: "com.example.shop.viewing-product", userInfo: ["productID": 42])))
                == .routed(RouteMatch(name: "product", parameters: ["id": 42])))
        #expect(
            router.resolve(.shortcutItem(.init(type: "com.example.shop.search", userInfo: ["query": "boots"])))
                == .routed(RouteMatch(name: "search", parameters: ["q": "boots", "page": 1])))
        #expect(
            router.resolve(
                .notificationResponse(
                    .init(
                        requestIdentifier: "n", actionIdentifier: "TRACK", categoryIdentifier: "ORDER_SHIPPED",
                        userInfo: ["orderID": 7])))
                == .routed(RouteMatch(name: "orderTracking", parameters: ["orderID": 7])))
        #expect(
            router.resolve(.notificationResponse(.init(requestIdentifier: "n", userInfo: ["deeplink": "shop://cart"])))
                == .routed(RouteMatch(name: "cart")))
        #expect(
            router.resolve(.userActivity(.searchableItem(identifier: "shop://deals")))
                == .routed(RouteMatch(name: "deals")))
    }
}
