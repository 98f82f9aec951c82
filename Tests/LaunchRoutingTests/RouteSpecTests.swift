import LaunchRouting
import Testing

@Suite struct RouteSpecTests {
    /// The minimal form of DESIGN.md, which must keep working.
    static let minimal = """
        {
          "schemes": ["shop"],
          "domains": ["shop.example.com", "*.shop.example.com"],
          "routes": [
            { "name": "product", "path": "/product/:id(int)", "query": { "ref": "string?" } },
            { "name": "search",  "path": "/search", "query": { "q": "string", "page": "int=1", "tag": "string[]" } },
            { "name": "help",    "path": "/help/**topic", "sources": ["shop"] }
          ],
          "activities": [ { "type": "com.shop.viewing", "route": "product", "params": { "id": "productID" } } ],
          "shortcuts":  [ { "type": "com.shop.search", "route": "search", "params": { "q": "query" } } ],
          "notifications": { "urlKey": "deeplink" },
          "spotlight": "url"
        }
        """

    @Test func minimalSpecLoadsAndRoutesEveryKindOfInput() throws {
        let spec = try RouteSpec(json: Self.minimal)
        #expect(spec.schemes == ["shop"])
        #expect(spec.routes.map(\.name) == ["product", "search", "help"])
        let router = try spec.router()
        #expect(router.resolve(.openURL(.init(url: "shop://product/42"))) == .routed(RouteMatch(name: "product", parameters: ["id": 42])))
        #expect(
            router.resolve(.userActivity(.browsingWeb("https://a.shop.example.com/search?q=boots")))
                == .routed(RouteMatch(name: "search", parameters: ["q": "boots", "page": 1])))
        #expect(
            router.resolve(.userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 7])))
                == .routed(RouteMatch(name: "product", parameters: ["id": 7])))
        #expect(
            router.resolve(.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "hats"])))
                == .routed(RouteMatch(name: "search", parameters: ["q": "hats", "page": 1])))
        #expect(
            router.resolve(.notificationResponse(.init(requestIdentifier: "n1", userInfo: ["deeplink": "shop://help/returns"])))
                == .routed(RouteMatch(name: "help", parameters: ["topic": "returns"])))
        #expect(
            router.resolve(.userActivity(.searchableItem(identifier: "shop://product/9")))
                == .routed(RouteMatch(name: "product", parameters: ["id": 9])))
    }

    @Test(arguments: [
        (#"[]"#, "expected an object, found an array"),
        (#"{}"#, "expected the field \"routes\", an array of routes"),
        (#"{"routes": {}}"#, "routes: expected an array, found an object"),
        (#"{"routes": [{"name": "home", "path": 7}]}"#, "routes[0].path: expected a string, found a number"),
        (#"{"routes": [{"path": "/"}]}"#, "routes[0]: expected the field \"name\", the route's name"),
        (#"{"routes": [{"name": "a"}]}"#, "routes[0]: expected the field \"path\" (or \"paths\"), the route's pattern"),
        (#"{"routes": [{"name": "a", "path": "/", "paths": ["/"]}]}"#, "routes[0]: expected \"path\" or \"paths\", not both"),
        (#"{"routes": [{"name": "a", "paths": []}]}"#, "routes[0].paths: expected at least one path"),
        (#"{"routes": [{"name": "a", "path": "/", "querry": {}}]}"#, "routes[0].querry: unknown field; did you mean \"query\"?"),
        (#"{"routes": [{"name": "a", "path": "/", "query": {"q": 1}}]}"#, "routes[0].query.q: expected a string, found a number"),
        (#"{"routes": [{"name": "a", "path": "/", "caseSensitive": "no"}]}"#, "routes[0].caseSensitive: expected true or false, found a string"),
        (#"{"routes": [], "spotlight": "id"}"#, "spotlight: expected \"url\" (a Spotlight identifier is a URL to route), found \"id\""),
        (#"{"routes": [], "notifications": {"urlKey": 3}}"#, "notifications.urlKey: expected a string, found a number"),
        (#"{"routes": [], "activities": [{"route": "a"}]}"#, "activities[0]: expected the field \"type\""),
        (#"{"routes": [], "shortcuts": [{"type": "t", "route": "a", "params": {"q": 1}}]}"#, "shortcuts[0].params.q: expected a string, found a number"),
        (#"{"routes": [], "limits": {"maximumLength": 0}}"#, "limits.maximumLength: expected a positive whole number, found 0"),
        (#"{"routes": [], "colour": 1}"#, "colour: unknown field; expected one of \"schemes\", \"domains\", \"limits\", \"routes\", \"activities\", \"shortcuts\", \"notifications\", \"spotlight\""),
        (#"{"routes": [], }"#, "the spec is not valid JSON: line 1, column 16: expected a quoted member name, found \"}\""),
    ])
    func loadErrorsNameTheFieldPath(_ json: String, _ expected: String) {
        #expect(throws: (any Error).self) { try RouteSpec(json: json) }
        do {
            _ = try RouteSpec(json: json)
        } catch {
            #expect("\(error)" == expected)
        }
    }

    @Test func buildErrorsNameTheRoute() throws {
        let spec = try RouteSpec(json: #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/x"}, {"name": "b", "path": "/help/**t/x"}]}"#)
        #expect(throws: RouteSpecError(code: .invalidTable, path: "routes[1]", message: "route \"b\", pattern \"/help/**t/x\", offset 6: \"**t\" must be the last segment")) {
            try spec.table()
        }
    }

    @Test func specTableBehavesLikeTheBuilderTable() throws {
        let fromSpec = try RouteSpec(json: Self.minimal).table()
        let fromBuilder = try RouteTable<RouteMatch>(schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"]) {
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"])
            RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"])
            RouteDefinition("help", path: "/help/**topic", sources: ["shop"])
        }
        for url in [
            "shop://product/42?ref=x", "https://shop.example.com/search?q=a&tag=1&tag=2", "shop://help/a/b", "https://shop.example.com/help/a",
            "shop://search?q=a&q=b", "https://evil.com/", "shop://product/x",
        ] {
            #expect(fromSpec.resolve(url) == fromBuilder.resolve(url), "\(url)")
        }
    }
}
