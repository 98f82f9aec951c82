import LaunchRouting
import Testing

@Suite struct RouteSpecTests {
    /// The minimal form of docs/route-spec.md, which must keep working.
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
        #expect(
            router.resolve(.openURL(.init(url: "shop://product/42")))
                == .routed(RouteMatch(name: "product", parameters: ["id": 42])))
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
            router.resolve(
                .notificationResponse(.init(requestIdentifier: "n1", userInfo: ["deeplink": "shop://help/returns"])))
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
        (
            #"{"routes": [{"name": "a", "path": "/", "paths": ["/"]}]}"#,
            "routes[0]: expected \"path\" or \"paths\", not both"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "querry": {}}]}"#,
            "routes[0].querry: unknown field; did you mean \"query\"?"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"q": 1}}]}"#,
            "routes[0].query.q: expected a string, found a number"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "fragmnet": {}}]}"#,
            "routes[0].fragmnet: unknown field; did you mean \"fragment\"?"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "fragment": {"t": 1}}]}"#,
            "routes[0].fragment.t: expected a string, found a number"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "caseSensitive": "no"}]}"#,
            "routes[0].caseSensitive: expected true or false, found a string"
        ),
        (
            #"{"routes": [], "spotlight": "id"}"#,
            "spotlight: expected \"url\" (a Spotlight identifier is a URL to route), found \"id\""
        ),
        (#"{"routes": [], "notifications": {"urlKey": 3}}"#, "notifications.urlKey: expected a string, found a number"),
        (#"{"routes": [], "activities": [{"route": "a"}]}"#, "activities[0]: expected the field \"type\""),
        (
            #"{"routes": [], "shortcuts": [{"type": "t", "route": "a", "params": {"q": 1}}]}"#,
            "shortcuts[0].params.q: expected a string, found a number"
        ),
        (
            #"{"routes": [], "shortcuts": [{"type": "t", "route": "a", "constant": {"q": "x"}}]}"#,
            "shortcuts[0].constant: unknown field; did you mean \"constants\"?"
        ),
        (
            #"{"routes": [], "notifications": {"rules": [{"route": "a", "constants": {"q": 2}}]}}"#,
            "notifications.rules[0].constants.q: expected a string, found a number"
        ),
        // docs/route-spec.md, "Notifications": the error names `action`'s own path.
        (
            #"{"routes": [], "notifications": {"rules": [{"route": "a", "action": 5}]}}"#,
            "notifications.rules[0].action: expected a string, found a number"
        ),
        (
            #"{"routes": [], "limits": {"maximumLength": 0}}"#,
            "limits.maximumLength: expected a positive whole number, found 0"
        ),
        (
            #"{"routes": [], "colour": 1}"#,
            "colour: unknown field; expected one of \"schemes\", \"domains\", \"webSchemes\", \"limits\", \"routes\", \"activities\", \"shortcuts\", \"intents\", \"shares\", \"notifications\", \"spotlight\", \"webpageActivities\", \"domainGroups\""
        ),
        (
            #"{"routes": [], }"#,
            "the spec is not valid JSON: line 1, column 16: expected a quoted member name, found \"}\""
        ),
    ])
    func loadErrorsNameTheFieldPath(_ json: String, _ expected: String) {
        #expect(throws: (any Error).self) { try RouteSpec(json: json) }
        do {
            _ = try RouteSpec(json: json)
        } catch {
            #expect("\(error)" == expected)
        }
    }

    /// docs/route-spec.md, "Errors": loading stops at the first mistake, unknown fields, then
    /// missing ones, then each field in the format's order, then what holds across fields.
    @Test(arguments: [
        (#"{"routez": [], "schemes": 1}"#, "routez: unknown field; did you mean \"routes\"?"),
        (#"{"schemes": 1}"#, "expected the field \"routes\", an array of routes"),
        (#"{"routes": 1, "schemes": 1}"#, "schemes: expected an array, found a number"),
        (#"{"routes": [], "domainGroups": 1, "spotlight": 1}"#, "spotlight: expected a string, found a number"),
        (#"{"routes": [{"name": 1, "path": 1}]}"#, "routes[0].name: expected a string, found a number"),
        (#"{"routes": [{"name": "a", "path": 1, "paths": []}]}"#, "routes[0].path: expected a string, found a number"),
        (
            #"{"routes": [{"name": "a", "path": "/", "paths": []}]}"#,
            "routes[0]: expected \"path\" or \"paths\", not both"
        ),
    ])
    func theFirstMistakeIsReported(_ json: String, _ expected: String) {
        #expect(throws: RouteSpecError.self) { try RouteSpec(json: json) }
        do {
            _ = try RouteSpec(json: json)
        } catch {
            #expect("\(error)" == expected)
        }
    }

    /// `intents`: App Intent rules, read and written as quick-action rules are.
    @Test func intentRulesLoadRouteAndWriteBack() throws {
        let json = """
            {
              "intents": [
                {
                  "params": {"id": "target"},
                  "route": "order",
                  "type": "OpenOrderIntent"
                }
              ],
              "routes": [
                {"name": "order", "path": "/orders/:id(int)"}
              ],
              "schemes": ["shop"]
            }

            """
        let spec = try RouteSpec(json: json)
        #expect(
            spec.rules.intents == [
                LaunchRule.Intent(type: "OpenOrderIntent", route: "order", parameters: ["id": "target"])
            ])
        #expect(spec.json == json)
        #expect(
            try spec.router().resolve(.appIntent(.init(type: "OpenOrderIntent", parameters: ["target": 7])))
                == .routed(RouteMatch(name: "order", parameters: ["id": 7])))
    }

    /// `shares`: CloudKit share rules, `container` left out for any container.
    @Test func shareRulesLoadRouteAndWriteBack() throws {
        let json = """
            {
              "routes": [
                {"name": "list", "path": "/lists/:id"}
              ],
              "shares": [
                {
                  "container": "iCloud.com.example.shop",
                  "params": {"id": "rootRecordName"},
                  "route": "list"
                },
                {"route": "list", "constants": {"id": "shared"}}
              ]
            }

            """
        let spec = try RouteSpec(json: json)
        #expect(
            spec.rules.shares == [
                LaunchRule.CloudKitShare(
                    containerIdentifier: "iCloud.com.example.shop", route: "list", parameters: ["id": "rootRecordName"]),
                LaunchRule.CloudKitShare(route: "list", constants: ["id": "shared"]),
            ])
        #expect(try RouteSpec(json: spec.json) == spec)
        #expect(
            try spec.router().resolve(.cloudKitShare(.init(containerIdentifier: "iCloud.other", zoneName: "z")))
                == .routed(RouteMatch(name: "list", parameters: ["id": "shared"])))
    }

    @Test func buildErrorsNameTheRoute() throws {
        let spec = try RouteSpec(
            json:
                #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/x"}, {"name": "b", "path": "/help/**t/x"}]}"#
        )
        #expect(
            throws: RouteSpecError(
                code: .invalidTable, path: "routes[1].path",
                message: "route \"b\", pattern \"/help/**t/x\", offset 6: \"**t\" must be the last segment")
        ) {
            try spec.table()
        }
    }

    /// Build errors name the field at fault: the scheme, the domain, the route's name, pattern,
    /// query parameter or source, or the rule and its field.
    @Test(arguments: [
        (
            #"{"schemes": ["shop", "http"], "routes": []}"#,
            "schemes[1]: the scheme \"http\" is for universal links and web pages; list the host in domains, or add a route that takes web pages"
        ),
        (
            #"{"domains": ["bad_domain"], "routes": []}"#,
            "domains[0]: the domain \"bad_domain\" is not a host name, or \"*.\" followed by one"
        ),
        (
            #"{"routes": [{"name": "1home", "path": "/"}]}"#,
            "routes[0].name: the route name \"1home\" is not a letter followed by letters, digits, \"_\", \".\" or \"-\""
        ),
        (
            #"{"routes": [{"name": "a", "path": "/a"}, {"name": "a", "path": "/b"}]}"#,
            "routes[1].name: route \"a\": the name is used by two routes"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"page": "int=x"}}]}"#,
            "routes[0].query.page: route \"a\": query parameter \"page\" is declared \"int=x\": the default \"x\" is not a valid int"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "fragment": {"n": "integer"}}]}"#,
            "routes[0].fragment.n: route \"a\": fragment parameter \"n\" is declared \"integer\": \"integer\" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b); did you mean \"int\"?"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"t": "string"}, "fragment": {"t": "string"}}]}"#,
            "routes[0].fragment.t: route \"a\": \"t\" is both a query and a fragment parameter"
        ),
        (
            #"{"routes": [{"name": "a", "paths": [], "fragment": {"t": "string"}}]}"#,
            "routes[0].fragment.t: route \"a\": a route without paths has no URL, so no fragment to read \"t\" from; declare it in query"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"to": "rout"}}]}"#,
            "routes[0].query.to: route \"a\": query parameter \"to\" is declared \"rout\": \"rout\" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b); did you mean \"route\"?"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/to/:id(@*)", "query": {"via": "-*"}}]}"#,
            "routes[0].query.via: route \"a\": query parameter \"via\" is declared \"-*\": \"-*\" is no sigil type; write one sigil and *, as @*, with a sigil among ! # $ & + , ; @ ~"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/to/:id(@@*)"}]}"#,
            "routes[0].path: route \"a\", pattern \"/to/:id(@@*)\", offset 4: \"@@*\" is no sigil type; write one sigil and *, as @*, with a sigil among ! # $ & + , ; @ ~"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"code": "absnet"}}]}"#,
            "routes[0].query.code: route \"a\": query parameter \"code\" is declared \"absnet\": \"absnet\" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b); did you mean \"absent\"?"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"m": "!(edit"}}]}"#,
            "routes[0].query.m: route \"a\": query parameter \"m\" is declared \"!(edit\": a veto lists the values that give the URL up, !(a|b)"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"to": "route?"}}]}"#,
            "routes[0].query.to: route \"a\": query parameter \"to\" is declared \"route?\": a nested route is given exactly once, so it is declared \"route\", never optional, defaulted or repeated"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/", "query": {"a": "route", "b": "route"}}]}"#,
            "routes[0].query.b: route \"a\": \"a\" and \"b\" are both nested routes; a route forwards to one"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/:id", "query": {"id": "int"}}]}"#,
            "routes[0].query.id: route \"a\": \"id\" is both a path and a query parameter"
        ),
        (
            #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/", "sources": ["shop", "web"]}]}"#,
            "routes[0].sources[1]: route \"a\": the source \"web\" is neither a scheme nor a domain of the table"
        ),
        (
            #"{"domains": ["example.com"], "routes": [{"name": "a", "path": "/", "sources": ["exmaple.com"]}]}"#,
            "routes[0].sources[0]: route \"a\": the source \"exmaple.com\" is neither a scheme nor a domain of the table; did you mean \"example.com\"?"
        ),
        (
            #"{"routes": [{"name": "a", "paths": ["/x/:a", "/x/:b"]}]}"#,
            "routes[0].paths[1]: route \"a\": the patterns \"/x/:a\" and \"/x/:b\" match the same URLs"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/p/:id"}, {"name": "b", "path": "/p/:slug"}]}"#,
            "routes[1].path: routes \"a\" and \"b\" have the same pattern: \"/p/:id\" and \"/p/:slug\" match the same URLs"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/x/:a(color)"}]}"#,
            "routes[0].path: route \"a\", pattern \"/x/:a(color)\", offset 3: \"color\" is not a type; use int, uuid, bool, string, a|b|c or @*"
        ),
    ])
    func tableErrorsNameTheField(_ json: String, _ expected: String) throws {
        let spec = try RouteSpec(json: json)
        #expect(throws: RouteSpecError.self) { try spec.table() }
        do {
            _ = try spec.router()
        } catch {
            #expect(error.code == .invalidTable)
            #expect("\(error)" == expected)
        }
    }

    @Test(arguments: [
        (
            #"{"routes": [{"name": "order", "path": "/o/:id(int)"}], "intents": [{"type": "OpenOrderIntent", "route": "ordre", "params": {"id": "target"}}]}"#,
            "intents[0].route: intent rule \"OpenOrderIntent\": the table has no route named \"ordre\"; did you mean \"order\"?"
        ),
        (
            #"{"routes": [{"name": "order", "path": "/o/:id(int)"}], "intents": [{"type": "OpenOrderIntent", "route": "order", "params": {"idd": "target"}}]}"#,
            "intents[0].params.idd: intent rule \"OpenOrderIntent\": route \"order\" has no parameter \"idd\"; did you mean \"id\"?"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/x/:id(int)"}], "activities": [{"type": "t", "route": "b"}]}"#,
            "activities[0].route: activity rule \"t\": the table has no route named \"b\""
        ),
        (
            #"{"routes": [{"name": "product", "path": "/x"}], "activities": [{"type": "t", "route": "prodcut"}]}"#,
            "activities[0].route: activity rule \"t\": the table has no route named \"prodcut\"; did you mean \"product\"?"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/x/:id(int)"}], "shortcuts": [{"type": "t", "route": "a", "params": {"id": "k", "x": "y"}}]}"#,
            "shortcuts[0].params.x: quick-action rule \"t\": route \"a\" has no parameter \"x\""
        ),
        (
            #"{"routes": [{"name": "a", "path": "/x/:kind(photo|video)"}], "shortcuts": [{"type": "t", "route": "a", "constants": {"kind": "gif"}}]}"#,
            "shortcuts[0].constants.kind: quick-action rule \"t\": the constant \"kind\" of route \"a\" must be a valid photo|video, not \"gif\""
        ),
        (
            #"{"routes": [{"name": "a", "path": "/x/:kind(photo|video)"}], "activities": [{"type": "t", "route": "a", "constants": {"knd": "photo"}}]}"#,
            "activities[0].constants.knd: activity rule \"t\": route \"a\" has no parameter \"knd\"; did you mean \"kind\"?"
        ),
        (
            #"{"routes": [{"name": "deepLink", "path": "/l", "query": {"to": "route"}}], "shortcuts": [{"type": "t", "route": "deepLink", "params": {"to": "to"}}]}"#,
            "shortcuts[0].route: quick-action rule \"t\": route \"deepLink\" forwards to the route of its nested URL \"to\"; route the rule to that route itself"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/"}], "activities": [{"type": "t", "route": "a"}], "webpageActivities": ["u", "t"]}"#,
            "webpageActivities[1]: webpage activity type \"t\": another rule takes the activity type \"t\" already"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/x/:id(int)"}], "activities": [{"type": "t", "route": "a", "params": {"id": "k"}}, {"type": "u", "route": "a"}]}"#,
            "activities[1].params: activity rule \"u\": route \"a\" requires the parameter \"id\"; map it to a userInfo key"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/"}], "activities": [{"type": "t", "route": "a"}, {"type": "t", "route": "a"}]}"#,
            "activities[1].type: two activity rules take the type \"t\""
        ),
        (
            #"{"routes": [{"name": "a", "path": "/"}], "activities": [{"type": "NSUserActivityTypeBrowsingWeb", "route": "a"}]}"#,
            "activities[0].type: activity rule \"NSUserActivityTypeBrowsingWeb\": universal links are routed by the table, not by a rule"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/"}], "spotlight": "url", "activities": [{"type": "com.apple.corespotlightitem", "route": "a"}]}"#,
            "activities[0].type: activity rule \"com.apple.corespotlightitem\": Spotlight items are already routed by the spotlight rule \"url\"; keep one of the two"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/"}], "notifications": {"rules": [{"category": "C", "route": "a"}, {"category": "C", "route": "a"}]}}"#,
            "notifications.rules[1]: two notification rules take category \"C\" and any action"
        ),
        (
            #"{"routes": [{"name": "a", "path": "/"}], "notifications": {"rules": [{"action": "A", "route": "b"}]}}"#,
            "notifications.rules[0].route: notification rule for any category and action \"A\": the table has no route named \"b\""
        ),
    ])
    func ruleErrorsNameTheRule(_ json: String, _ expected: String) throws {
        let spec = try RouteSpec(json: json)
        _ = try spec.table()
        do {
            _ = try spec.router()
            Issue.record("the router builds")
        } catch {
            #expect(error.code == .invalidRules)
            #expect("\(error)" == expected)
        }
    }

    /// docs/route-spec.md, the tables of fields: every field left out takes its documented default.
    @Test func leftOutFieldsTakeTheirDefaults() throws {
        let spec = try RouteSpec(json: #"{"routes": [{"name": "a", "path": "/a"}]}"#)
        #expect(spec.schemes == [])
        #expect(spec.domains == [])
        #expect(spec.limits == URLLimits(maximumLength: 8_192, maximumSegments: 64))
        #expect(spec.rules.activities == [])
        #expect(spec.rules.shortcuts == [])
        #expect(spec.rules.notificationURLKey == nil)
        #expect(spec.rules.notifications == [])
        #expect(spec.rules.spotlight == nil)
        #expect(
            spec.routes == [
                RouteDeclaration(
                    name: "a", paths: ["/a"], query: [:], sources: nil, isCaseSensitive: true, examples: [])
            ])
        let rules = try RouteSpec(
            json:
                #"{"routes": [], "activities": [{"type": "t", "route": "a"}], "notifications": {"rules": [{"route": "a"}]}}"#
        )
        #expect(rules.rules.activities == [LaunchRule.Activity(activityType: "t", route: "a", parameters: [:])])
        #expect(
            rules.rules.notifications == [
                LaunchRule.Notification(categoryIdentifier: nil, actionIdentifier: nil, route: "a", parameters: [:])
            ])
        #expect(rules.rules.notificationURLKey == nil)
    }

    /// docs/route-spec.md, "Limits": each field sets its own bound, and the other keeps its default
    /// (8,192 bytes, 64 segments); the table rejects past each.
    @Test(arguments: [
        (#"{}"#, 8_192, 64),
        (#"{"maximumLength": 40}"#, 40, 64),
        (#"{"maximumSegments": 3}"#, 8_192, 3),
        (#"{"maximumLength": 40, "maximumSegments": 3}"#, 40, 3),
    ])
    func limitsSetTheirOwnBound(_ limits: String, _ length: Int, _ segments: Int) throws {
        let spec = try RouteSpec(
            json: #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/**rest"}], "limits": \#(limits)}"#)
        #expect(spec.limits == URLLimits(maximumLength: length, maximumSegments: segments))
        let table = try spec.table()
        let deep = "shop://" + Array(repeating: "s", count: segments + 1).joined(separator: "/")
        #expect(table.resolve(deep).reason?.code == (deep.utf8.count > length ? .tooLong : .tooManySegments))
        let long = "shop://a/" + String(repeating: "x", count: length)
        #expect(table.resolve(long).reason?.code == .tooLong)
    }

    @Test func examplesLoadAndTakeNoPartInMatching() throws {
        let spec = try RouteSpec(
            json:
                #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/a", "examples": ["shop://a", "shop://b"]}]}"#
        )
        #expect(spec.routes[0].examples == ["shop://a", "shop://b"])
        #expect(try spec.table().resolve("shop://b").reason?.code == .noMatchingRoute)
        #expect(
            throws: RouteSpecError(
                code: .wrongType, path: "routes[0].examples[1]", message: "expected a string, found a number")
        ) {
            try RouteSpec(json: #"{"routes": [{"name": "a", "path": "/", "examples": ["shop://", 7]}]}"#)
        }
        #expect(
            throws: RouteSpecError(
                code: .wrongType, path: "routes[0].examples", message: "expected an array, found a string")
        ) {
            try RouteSpec(json: #"{"routes": [{"name": "a", "path": "/", "examples": "shop://"}]}"#)
        }
    }

    @Test func specTableBehavesLikeTheBuilderTable() throws {
        let fromSpec = try RouteSpec(json: Self.minimal).table()
        let fromBuilder = try RouteTable<RouteMatch>(
            schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"]
        ) {
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"])
            RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"])
            RouteDefinition("help", path: "/help/**topic", sources: ["shop"])
        }
        for url in [
            "shop://product/42?ref=x", "https://shop.example.com/search?q=a&tag=1&tag=2", "shop://help/a/b",
            "https://shop.example.com/help/a",
            "shop://search?q=a&q=b", "https://evil.com/", "shop://product/x",
        ] {
            #expect(fromSpec.resolve(url) == fromBuilder.resolve(url), "\(url)")
        }
    }
}
