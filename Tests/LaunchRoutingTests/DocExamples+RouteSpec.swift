import LaunchRouting
import Testing

extension DocExamples {
    // MARK: docs/route-spec.md

    @Test func routeSpecInSwift() throws {
        let bytes = Array(#"{"schemes": ["shop"], "routes": [{"name": "product", "path": "/product/:id(int)"}]}"#.utf8)
        // snippet.begin route-spec
        let spec = try RouteSpec(jsonBytes: bytes)  // or RouteSpec(json: text); throws RouteSpecError
        let table = try spec.table()  // RouteTable<RouteMatch>
        let router = try spec.router()  // Router<RouteMatch>: the table and the rules
        let outcome = router.resolve(.openURL(.init(url: "shop://product/42")))  // .routed(product(id=42))
        // snippet.end
        #expect(table.definitions.count == 1)
        #expect(outcome == .routed(RouteMatch(name: "product", parameters: ["id": 42])))
    }

    @Test func routeWithoutURL() throws {
        // snippet.begin route-without-url
        let spec = try RouteSpec(
            json: #"""
                {
                  "schemes": ["shop"],
                  "routes": [{ "name": "barcodeScanner", "paths": [] }],
                  "shortcuts": [{ "type": "com.shop.scan-barcode", "route": "barcodeScanner" }]
                }
                """#)
        let router = try spec.router()
        let scanner = router.resolve(.shortcutItem(.init(type: "com.shop.scan-barcode")))  // .routed(barcodeScanner)
        let byURL = router.resolve(.openURL(.init(url: "shop://barcodeScanner")))  // .unmatched(noMatchingRoute)
        let written = router.table.url(for: RouteMatch(name: "barcodeScanner"))  // nil: no URL reaches it
        // snippet.end
        #expect(scanner == .routed(RouteMatch(name: "barcodeScanner")))
        #expect(byURL.reason?.code == .noMatchingRoute)
        #expect(written == nil)
    }

    @Test func webpageActivities() throws {
        // snippet.begin webpage-activities
        let spec = try RouteSpec(
            json: #"""
                {
                  "domains": ["shop.example.com"],
                  "routes": [{ "name": "product", "path": "/product/:id(int)" }],
                  "webpageActivities": ["com.shop.viewing-page"]
                }
                """#)
        let handoff = LaunchInput.UserActivity(
            activityType: "com.shop.viewing-page", webpageURL: "https://shop.example.com/product/42")
        let outcome = try spec.router().resolve(.userActivity(handoff))  // .routed(product(id=42))
        // snippet.end
        #expect(outcome == .routed(RouteMatch(name: "product", parameters: ["id": 42])))
    }

    @Test func destinationDecidedByAppState() throws {
        let spec = try RouteSpec(
            json: #"""
                {
                  "schemes": ["shop"],
                  "routes": [
                    { "name": "product", "path": "/product/:id(int)" },
                    { "name": "openCopiedLink", "paths": [] }
                  ],
                  "shortcuts": [{ "type": "com.shop.open-copied-link", "route": "openCopiedLink" }]
                }
                """#)
        let router = try spec.router()
        let pasteboard = "shop://product/42"  // what the user copied, read by the app
        // snippet.begin app-state
        // The quick action routes to an action; the app decides where it leads, and routes that.
        func destination(of outcome: RouteOutcome<RouteMatch>) -> RouteOutcome<RouteMatch> {
            guard outcome.route?.name == "openCopiedLink" else { return outcome }
            return router.resolve(.openURL(.init(url: pasteboard)))  // the same table, the same reasons
        }
        let shown = destination(of: router.resolve(.shortcutItem(.init(type: "com.shop.open-copied-link"))))
        // .routed(product(id=42))
        // snippet.end
        #expect(shown == .routed(RouteMatch(name: "product", parameters: ["id": 42])))
    }

    @Test func ruleConstants() throws {
        // snippet.begin rule-constants
        let spec = try RouteSpec(
            json: #"""
                {
                  "schemes": ["shop"],
                  "routes": [{ "name": "orders", "path": "/orders", "query": { "status": "(open|shipped)?" } }],
                  "shortcuts": [
                    { "type": "com.shop.orders", "route": "orders", "params": { "status": "status" } },
                    { "type": "com.shop.open-orders", "route": "orders", "constants": { "status": "open" } }
                  ]
                }
                """#)
        let router = try spec.router()
        let openOrders = router.resolve(.shortcutItem(.init(type: "com.shop.open-orders")))
        // .routed(orders(status=open)), whatever its userInfo holds
        // snippet.end
        #expect(openOrders == .routed(RouteMatch(name: "orders", parameters: ["status": "open"])))
        #expect(
            router.resolve(.shortcutItem(.init(type: "com.shop.open-orders", userInfo: ["status": "shipped"])))
                == openOrders)
        #expect(
            router.rules.shortcuts[1]
                == LaunchRule.Shortcut(type: "com.shop.open-orders", route: "orders", constants: ["status": "open"]))
    }
}
