import LaunchRouting
import Testing

extension RouterTests {
    // MARK: Building

    func buildError(
        activities: [LaunchRule.Activity] = [], shortcuts: [LaunchRule.Shortcut] = [],
        notifications: [LaunchRule.Notification] = [],
        spotlight: LaunchRule.Spotlight? = nil
    ) -> RouterError? {
        do {
            _ = try Router(
                table: Shop.table, activities: activities, shortcuts: shortcuts, notifications: notifications,
                spotlight: spotlight)
            return nil
        } catch {
            return error
        }
    }

    /// Checks a build error's code, rule, field and message, word for word.
    static func expect(
        _ error: RouterError?, _ code: RouterError.Code, _ rule: RouterError.Rule, _ field: RouterError.Field,
        _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(error?.code == code, sourceLocation: sourceLocation)
        #expect(error?.rule == rule, sourceLocation: sourceLocation)
        #expect(error?.field == field, sourceLocation: sourceLocation)
        #expect(error?.message == message, sourceLocation: sourceLocation)
    }

    @Test func aRuleThatNamesAnUnknownRouteOrParameterDoesNotBuild() {
        Self.expect(
            buildError(activities: [.init(activityType: "com.shop.viewing", route: "prodcut")]), .unknownRoute,
            .init(kind: .activity, index: 0, name: "activity rule \"com.shop.viewing\""), .route,
            "activity rule \"com.shop.viewing\": the table has no route named \"prodcut\"; did you mean \"product\"?")
        Self.expect(
            buildError(shortcuts: [
                .init(type: "com.shop.search", route: "search", parameters: ["q": "query", "query": "q"])
            ]), .unknownParameter,
            .init(kind: .shortcut, index: 0, name: "quick-action rule \"com.shop.search\""), .parameter("query"),
            "quick-action rule \"com.shop.search\": route \"search\" has no parameter \"query\"")
        Self.expect(
            buildError(notifications: [.init(route: "home"), .init(categoryIdentifier: "ORDER", route: "orders")]),
            .unknownRoute,
            .init(kind: .notification, index: 1, name: "notification rule for category \"ORDER\" and any action"),
            .route,
            "notification rule for category \"ORDER\" and any action: the table has no route named \"orders\"; did you mean \"order\"?"
        )
    }

    /// docs/route-spec.md, "Constants": a rule gives some parameters a value of its own, typed by the
    /// route's declaration; `userInfo` cannot change it.
    @Test func aRuleWithConstantsRoutesWithThem() throws {
        let router = try Router(
            table: Shop.table,
            shortcuts: [
                .init(type: "com.shop.boots", route: "search", constants: ["q": "boots", "page": "2", "tag": "new"]),
                .init(
                    type: "com.shop.deal", route: "product", parameters: ["ref": "campaign"], constants: ["id": "042"]),
            ],
            notifications: [.init(categoryIdentifier: "DEAL", route: "product", constants: ["id": "7"])])
        #expect(
            router.resolve(.shortcutItem(.init(type: "com.shop.boots", userInfo: ["q": "shoes", "page": 5])))
                == .routed(.search(query: "boots", page: 2, tags: ["new"])))
        #expect(
            router.resolve(.shortcutItem(.init(type: "com.shop.deal", userInfo: ["campaign": "winter"])))
                == .routed(.product(id: 42, ref: "winter")))
        let tap = LaunchInput.NotificationResponse(
            requestIdentifier: "n", actionIdentifier: LaunchInput.NotificationResponse.defaultActionIdentifier,
            categoryIdentifier: "DEAL", userInfo: [:], date: 0)
        #expect(router.resolve(.notificationResponse(tap)) == .routed(.product(id: 7, ref: nil)))
    }

    @Test func aRuleWithAConstantItsRouteCannotTakeDoesNotBuild() {
        let rule = RouterError.Rule(kind: .shortcut, index: 0, name: "quick-action rule \"com.shop.boots\"")
        Self.expect(
            buildError(shortcuts: [
                .init(type: "com.shop.boots", route: "search", constants: ["q": "boots", "pgae": "2"])
            ]),
            .unknownParameter, rule, .constant("pgae"),
            "quick-action rule \"com.shop.boots\": route \"search\" has no parameter \"pgae\"; did you mean \"page\"?")
        Self.expect(
            buildError(shortcuts: [
                .init(type: "com.shop.boots", route: "search", constants: ["q": "boots", "page": "two"])
            ]),
            .invalidConstant, rule, .constant("page"),
            "quick-action rule \"com.shop.boots\": the constant \"page\" of route \"search\" must be a valid int, not \"two\""
        )
        Self.expect(
            buildError(shortcuts: [
                .init(type: "com.shop.boots", route: "search", parameters: ["q": "query"], constants: ["q": "boots"])
            ]), .constantAndMapped, rule, .constant("q"),
            "quick-action rule \"com.shop.boots\": the parameter \"q\" is both a constant and mapped to the userInfo key \"query\"; keep one of the two"
        )
    }

    /// docs/route-spec.md, "Activities routed by their webpage URL": an activity type of the app's
    /// own whose payload is a web page routes as that page's universal link does.
    @Test func aWebpageActivityRoutesByItsURL() throws {
        let router = try Router(table: Shop.table, webpageActivityTypes: ["com.shop.viewing-page"])
        func page(_ url: String?) -> LaunchInput {
            .userActivity(.init(activityType: "com.shop.viewing-page", webpageURL: url))
        }
        #expect(router.resolve(page("https://shop.example.com/product/42")) == .routed(.product(id: 42, ref: nil)))
        #expect(
            router.resolve(page("shop://product/42")).reason?.code
                == router.table.resolve(webpageURL: "shop://product/42").reason?.code)
        #expect(router.resolve(page("https://evil.example.org/product/42")).route == nil)
        #expect(
            router.resolve(page(nil)).reason
                == OutcomeReason(
                    code: .missingURL, message: "the activity \"com.shop.viewing-page\" has no webpage URL"))
        #expect(
            router.resolve(.userActivity(.init(activityType: "com.shop.viewing-pag"))).reason?.message
                == "no activity rule takes the type \"com.shop.viewing-pag\"; did you mean \"com.shop.viewing-page\"?")
    }

    /// docs/patterns.md, "Query declarations": a rule's `userInfo` value for a `url(...)`
    /// parameter must be an absolute URL of a listed scheme.
    @Test func aRuleReadsAURLValuedParameter() throws {
        let table = try RouteTable<RouteMatch>(
            schemes: ["t"], routes: [RouteDefinition("open", path: "/open", query: ["url": "url(http|https)"])])
        let router = try Router(
            table: table, shortcuts: [.init(type: "t.open", route: "open", parameters: ["url": "link"])])
        #expect(
            router.resolve(.shortcutItem(.init(type: "t.open", userInfo: ["link": "https://a.example/"])))
                == .routed(RouteMatch(name: "open", parameters: ["url": "https://a.example/"])))
        #expect(
            router.resolve(.shortcutItem(.init(type: "t.open", userInfo: ["link": "javascript:alert(1)"]))).reason?
                .message
                == "the userInfo value \"link\" of the quick action \"t.open\" must be a valid url(http|https) for the parameter \"url\" of route \"open\", not \"javascript:alert(1)\": the scheme \"javascript\" is not one of http, https"
        )
    }

    @Test func aWebpageActivityTypeAnotherRuleTakesDoesNotBuild() {
        #expect(throws: RouterError.self) {
            try Router(
                table: Shop.table, activities: [.init(activityType: "com.shop.page", route: "home")],
                webpageActivityTypes: ["com.shop.page"])
        }
        do {
            _ = try Router(table: Shop.table, webpageActivityTypes: ["a", LaunchInput.UserActivity.browsingWebType])
        } catch {
            #expect(error.code == .reservedActivityType)
            #expect(
                error.rule
                    == .init(
                        kind: .webpageActivity, index: 1,
                        name: "webpage activity type \"NSUserActivityTypeBrowsingWeb\""))
            #expect(
                error.message
                    == "webpage activity type \"NSUserActivityTypeBrowsingWeb\": universal links are routed by the table already"
            )
        }
        do {
            _ = try Router(table: Shop.table, webpageActivityTypes: ["a", "a"])
        } catch {
            #expect(error.message == "webpage activity type \"a\": another rule takes the activity type \"a\" already")
        }
    }

    @Test func aRuleThatLeavesOutARequiredParameterDoesNotBuild() {
        Self.expect(
            buildError(activities: [
                .init(activityType: "com.shop.viewing", route: "product", parameters: ["ref": "referrer"])
            ]), .unmappedParameter,
            .init(kind: .activity, index: 0, name: "activity rule \"com.shop.viewing\""), .parameters,
            "activity rule \"com.shop.viewing\": route \"product\" requires the parameter \"id\"; map it to a userInfo key"
        )
        Self.expect(
            buildError(shortcuts: [.init(type: "com.shop.search", route: "search")]), .unmappedParameter,
            .init(kind: .shortcut, index: 0, name: "quick-action rule \"com.shop.search\""), .parameters,
            "quick-action rule \"com.shop.search\": route \"search\" requires the parameter \"q\"; map it to a userInfo key"
        )
    }

    @Test func twoRulesForTheSameInputsDoNotBuild() {
        Self.expect(
            buildError(activities: [
                .init(activityType: "com.shop.home", route: "home"),
                .init(activityType: "com.shop.help", route: "help"),
                .init(activityType: "com.shop.home", route: "help"),
            ]), .duplicateRule, .init(kind: .activity, index: 2, name: "activity rule \"com.shop.home\""),
            .duplicate(of: 0),
            "two activity rules take the type \"com.shop.home\"")
        Self.expect(
            buildError(shortcuts: [
                .init(type: "help", route: "help"), .init(type: "home", route: "home"),
                .init(type: "home", route: "home"),
            ]),
            .duplicateRule, .init(kind: .shortcut, index: 2, name: "quick-action rule \"home\""), .duplicate(of: 1),
            "two quick-action rules take the type \"home\"")
        Self.expect(
            buildError(notifications: [
                .init(actionIdentifier: "OPEN", route: "home"), .init(actionIdentifier: "OPEN", route: "help"),
            ]),
            .duplicateRule,
            .init(kind: .notification, index: 1, name: "notification rule for any category and action \"OPEN\""),
            .duplicate(of: 0),
            "two notification rules take any category and action \"OPEN\"")
        Self.expect(
            buildError(
                activities: [
                    .init(
                        activityType: LaunchInput.UserActivity.searchableItemType, route: "product",
                        parameters: ["id": "x"])
                ], spotlight: .url), .duplicateRule,
            .init(kind: .activity, index: 0, name: "activity rule \"com.apple.corespotlightitem\""), .type,
            "activity rule \"com.apple.corespotlightitem\": Spotlight items are already routed by the spotlight rule \"url\"; keep one of the two"
        )
    }

    @Test func aRuleForUniversalLinksDoesNotBuild() {
        Self.expect(
            buildError(activities: [.init(activityType: LaunchInput.UserActivity.browsingWebType, route: "home")]),
            .reservedActivityType,
            .init(kind: .activity, index: 0, name: "activity rule \"NSUserActivityTypeBrowsingWeb\""), .type,
            "activity rule \"NSUserActivityTypeBrowsingWeb\": universal links are routed by the table, not by a rule")
    }

    @Test func theRouterKeepsItsRules() {
        #expect(router.rules.activities == Shop.activities)
        #expect(router.rules.shortcuts == Shop.shortcuts)
        #expect(router.rules.notifications == Shop.notifications)
        #expect(router.rules.notificationURLKey == "deeplink")
        #expect(router.rules.spotlight == .url)
        #expect(LaunchRule.Spotlight.url.description == "url")
    }
}
