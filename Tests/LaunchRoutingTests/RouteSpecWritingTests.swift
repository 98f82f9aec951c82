@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// A router written as its spec: text that loads back as the same spec, the same bytes for the
/// same router, and a router that behaves as the original.
@Suite struct RouteSpecWritingTests {
    @Test func theExampleRouterWritesTheSpecItWasLoadedFrom() throws {
        let router = try ExampleRoutes.router()
        let written = RouteSpec(router)
        #expect(written == ExampleRoutes.spec)
        #expect(try RouteSpec(json: written.json) == written)
        #expect(RouteSpec(try RouteSpec(json: written.json).router()).json == written.json)
    }

    @Test func theSwiftTableWritesTheSameRoutesAsTheSpec() throws {
        let written = RouteSpec(try ExampleRoutes.table())
        #expect(written.schemes == ExampleRoutes.spec.schemes)
        #expect(written.domains == ExampleRoutes.spec.domains)
        // The Swift routes declare no examples; the spec's do.
        #expect(
            written.routes
                == ExampleRoutes.spec.routes.map {
                    var route = $0
                    route.examples = []
                    return route
                })
        #expect(written.rules.activities.isEmpty && written.rules.shortcuts.isEmpty && written.rules.spotlight == nil)
    }

    /// Every field, at its default and not: keys in byte order, defaults left out, one line for an
    /// object or array of scalars that fits, an array of objects one object a line.
    @Test func theTextIsStableAndLeavesOutDefaults() throws {
        let spec = RouteSpec(
            schemes: ["app"], domains: ["app.example.com"],
            limits: URLLimits(maximumLength: 2_048, maximumSegments: 16),
            routes: [
                RouteDeclaration(name: "home", paths: ["/"]),
                RouteDeclaration(
                    name: "item", paths: ["/item/:id(int)", "/i/:id(int)"], query: ["ref": "string?", "page": "int=1"],
                    sources: ["app"], isCaseSensitive: false, examples: ["app://item/1"]),
            ],
            rules: LaunchRules(
                activities: [
                    LaunchRule.Activity(activityType: "com.app.item", route: "item", parameters: ["id": "itemID"])
                ],
                shortcuts: [
                    LaunchRule.Shortcut(type: "com.app.home", route: "home"),
                    LaunchRule.Shortcut(
                        type: "com.app.first", route: "item", constants: ["id": "1", "ref": "shortcut"]),
                ],
                notificationURLKey: "link",
                notifications: [
                    LaunchRule.Notification(categoryIdentifier: "ITEM", route: "item", parameters: ["id": "itemID"])
                ],
                spotlight: .url, webpageActivityTypes: ["com.app.page"]))
        #expect(
            spec.json == """
                {
                  "activities": [
                    {
                      "params": {"id": "itemID"},
                      "route": "item",
                      "type": "com.app.item"
                    }
                  ],
                  "domains": ["app.example.com"],
                  "limits": {"maximumLength": 2048, "maximumSegments": 16},
                  "notifications": {
                    "rules": [
                      {
                        "category": "ITEM",
                        "params": {"id": "itemID"},
                        "route": "item"
                      }
                    ],
                    "urlKey": "link"
                  },
                  "routes": [
                    {"name": "home", "path": "/"},
                    {
                      "caseSensitive": false,
                      "examples": ["app://item/1"],
                      "name": "item",
                      "paths": ["/item/:id(int)", "/i/:id(int)"],
                      "query": {"page": "int=1", "ref": "string?"},
                      "sources": ["app"]
                    }
                  ],
                  "schemes": ["app"],
                  "shortcuts": [
                    {"route": "home", "type": "com.app.home"},
                    {
                      "constants": {"id": "1", "ref": "shortcut"},
                      "route": "item",
                      "type": "com.app.first"
                    }
                  ],
                  "spotlight": "url",
                  "webpageActivities": ["com.app.page"]
                }

                """)
        #expect(try RouteSpec(json: spec.json) == spec)
        #expect(
            RouteSpec(routes: [RouteDeclaration(name: "home", paths: ["/"])]).json == """
                {
                  "routes": [
                    {"name": "home", "path": "/"}
                  ]
                }

                """)
    }
}
