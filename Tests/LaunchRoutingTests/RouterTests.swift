import LaunchRouting
import Testing

/// Every channel of `Router.resolve(_:)`, and every reason a rule gives, word for word.
@Suite struct RouterTests {
    typealias Route = Shop.Route
    let router = Shop.router

    func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
        router.resolve(input)
    }

    func unmatched(_ code: OutcomeReason.Code, _ message: String) -> RouteOutcome<Route> {
        .unmatched(OutcomeReason(code: code, message: message))
    }

    // MARK: URLs

    @Test func customSchemeURLRoutesThroughTheTable() {
        #expect(resolve(.url("shop://product/42?ref=mail")) == .routed(.product(id: 42, ref: "mail")))
        #expect(resolve(.url("SHOP:/product/42/")) == .routed(.product(id: 42, ref: nil)))
        #expect(resolve(.url("shop://help/a/b")) == .routed(.help(topic: "a/b")))
    }

    @Test func anHTTPSURLOpenedInTheAppRoutesLikeAUniversalLink() {
        // SwiftUI's onOpenURL hands universal links over as URLs.
        #expect(resolve(.url("https://shop.example.com/product/42")) == .routed(.product(id: 42, ref: nil)))
        #expect(resolve(.url("https://evil.example.org/product/42")).codeName == "untrustedHost")
    }

    @Test func theURLContextsOptionsDoNotChangeTheOutcome() {
        let plain = resolve(.url("shop://product/7"))
        let decorated = resolve(
            .openURL(
                .init(
                    url: "shop://product/7", sourceApplication: "com.apple.mobilesafari", openInPlace: true,
                    annotation: ["a": 1])))
        #expect(plain == decorated)
    }

    // MARK: Universal links

    @Test func aUniversalLinkRoutesByItsWebpageURLWithTheHostChecked() {
        #expect(resolve(.link("https://shop.example.com/product/42")) == .routed(.product(id: 42, ref: nil)))
        #expect(
            resolve(.link("https://a.b.shop.example.com/search?q=boots"))
                == .routed(.search(query: "boots", page: 1, tags: [])))
        let untrusted = resolve(.link("https://shop.example.com.evil.org/product/42"))
        #expect(
            untrusted
                == .rejected(
                    OutcomeReason(
                        code: .untrustedHost,
                        message: "the host \"shop.example.com.evil.org\" is not one of the table's domains", position: 8
                    )))
    }

    @Test func aUniversalLinkIsHTTPSOnly() {
        #expect(
            resolve(.link("shop://product/42"))
                == .unmatched(
                    OutcomeReason(code: .unknownScheme, message: "a universal link is https, not \"shop\"", position: 0)
                ))
        #expect(resolve(.link("http://shop.example.com/product/42")).codeName == "unknownScheme")
    }

    @Test func aUniversalLinkWithoutAWebpageURLIsMissingItsURL() {
        let activity = LaunchInput.UserActivity(activityType: LaunchInput.UserActivity.browsingWebType)
        #expect(
            resolve(.userActivity(activity)) == unmatched(.missingURL, "the browsing-web activity has no webpage URL"))
    }

    @Test func aRouteLimitedToTheCustomSchemeDoesNotTakeAUniversalLink() {
        #expect(resolve(.link("https://shop.example.com/help/a")).codeName == "noMatchingRoute")
    }

    // MARK: Spotlight

    @Test func aSpotlightIdentifierIsAURLToRoute() {
        #expect(
            resolve(.userActivity(.searchableItem(identifier: "shop://product/42")))
                == .routed(.product(id: 42, ref: nil)))
        #expect(
            resolve(.userActivity(.searchableItem(identifier: "https://shop.example.com/sort/new")))
                == .routed(.sorted(kind: "new")))
    }

    @Test func aSpotlightIdentifierThatIsNotAURLIsRejected() {
        let outcome = resolve(.userActivity(.searchableItem(identifier: "product-42")))
        guard case .rejected(let reason) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(reason.code == .malformedURL)
    }

    @Test func aSpotlightActivityWithoutAStringIdentifierIsMissingItsURL() {
        let message = "the Spotlight activity has no string \"kCSSearchableItemActivityIdentifier\" in its userInfo"
        let bare = LaunchInput.UserActivity(activityType: LaunchInput.UserActivity.searchableItemType)
        #expect(resolve(.userActivity(bare)) == unmatched(.missingURL, message))
        var numbered = bare
        numbered.userInfo = [LaunchInput.UserActivity.searchableItemIdentifierKey: 42]
        #expect(resolve(.userActivity(numbered)) == unmatched(.missingURL, message))
    }

    @Test func withoutASpotlightRuleASpotlightItemIsAnUnknownActivity() throws {
        let router = try Router(table: Shop.table)
        #expect(
            router.resolve(.userActivity(.searchableItem(identifier: "shop://product/42")))
                == unmatched(.unknownActivityType, "no activity rule takes the type \"com.apple.corespotlightitem\""))
    }

    @Test func anActivityRuleCanRouteSpotlightItemsInstead() throws {
        let rule = ActivityRule(
            activityType: LaunchInput.UserActivity.searchableItemType, route: "product",
            parameters: ["id": LaunchInput.UserActivity.searchableItemIdentifierKey])
        let router = try Router(table: Shop.table, activities: [rule])
        #expect(router.resolve(.userActivity(.searchableItem(identifier: "42"))) == .routed(.product(id: 42, ref: nil)))
    }

    // MARK: Handoff and custom activities

    func activity(_ type: String, _ userInfo: [String: PropertyListValue] = [:]) -> LaunchInput {
        .userActivity(.init(activityType: type, userInfo: userInfo))
    }

    @Test func anActivityRuleTakesItsParametersFromUserInfo() {
        #expect(resolve(activity("com.shop.viewing", ["productID": 42])) == .routed(.product(id: 42, ref: nil)))
        #expect(
            resolve(activity("com.shop.viewing", ["productID": 42, "referrer": "watch"]))
                == .routed(.product(id: 42, ref: "watch")))
        #expect(
            resolve(activity("com.shop.order", ["orderID": .string(Shop.orderID.uppercased())]))
                == .routed(.order(id: Shop.orderID)))
        #expect(resolve(activity("com.shop.sorting", ["kind": "old"])) == .routed(.sorted(kind: "old")))
    }

    @Test(
        "An int may be a number or a decimal string",
        arguments: [
            PropertyListValue.integer(42), .string("42"), .string("0042"), .double(42), .string("-7"),
        ])
    func intParameterForms(_ value: PropertyListValue) {
        let expected = value == .string("-7") ? -7 : 42
        #expect(
            resolve(activity("com.shop.viewing", ["productID": value])) == .routed(.product(id: expected, ref: nil)))
    }

    @Test(
        "A value that is not of the declared type is invalid, naming the key",
        arguments: [
            (PropertyListValue.string("abc"), "\"abc\""),
            (.string("+42"), "\"+42\""),
            (.string("4.2"), "\"4.2\""),
            (.string("99999999999999999999"), "\"99999999999999999999\""),
            (.double(4.5), "4.5"),
            (.bool(true), "true"),
            (.array([42]), "an array"),
            (.dictionary([:]), "a dictionary"),
        ])
    func invalidIntParameter(_ value: PropertyListValue, _ quoted: String) {
        #expect(
            resolve(activity("com.shop.viewing", ["productID": value]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"productID\" of the activity \"com.shop.viewing\" must be a valid int for the parameter \"id\" of route \"product\", not \(quoted)"
                ))
    }

    @Test func aMissingRequiredValueIsAMissingParameterNamingTheKey() {
        let message =
            "the activity \"com.shop.viewing\" has no userInfo value \"productID\" for the parameter \"id\" of route \"product\""
        #expect(resolve(activity("com.shop.viewing")) == unmatched(.missingParameter, message))
        #expect(resolve(activity("com.shop.viewing", ["productId": 42])) == unmatched(.missingParameter, message))
        #expect(resolve(activity("com.shop.viewing", ["productID": .null])) == unmatched(.missingParameter, message))
    }

    @Test func enumeratedAndUUIDParametersAreChecked() {
        #expect(
            resolve(activity("com.shop.sorting", ["kind": "newest"]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"kind\" of the activity \"com.shop.sorting\" must be a valid new|old for the parameter \"kind\" of route \"sorted\", not \"newest\""
                ))
        #expect(
            resolve(activity("com.shop.order", ["orderID": "123e4567"]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"orderID\" of the activity \"com.shop.order\" must be a valid uuid for the parameter \"id\" of route \"order\", not \"123e4567\""
                ))
    }

    @Test func aStringPathParameterIsNeverEmpty() {
        #expect(
            resolve(activity("com.shop.profile", ["user": ""]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"user\" of the activity \"com.shop.profile\" must be a non-empty string for the parameter \"name\" of route \"profile\", not \"\""
                ))
        #expect(
            resolve(activity("com.shop.profile", ["user": 7]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"user\" of the activity \"com.shop.profile\" must be a non-empty string for the parameter \"name\" of route \"profile\", not 7"
                ))
    }

    @Test func optionalParametersAreLeftOutWhenAbsentAndARestIsEmpty() {
        #expect(resolve(activity("com.shop.profile", ["user": "ana"])) == .routed(.profile(name: "ana", tab: nil)))
        #expect(
            resolve(activity("com.shop.profile", ["user": "ana", "tab": "likes"]))
                == .routed(.profile(name: "ana", tab: "likes")))
        #expect(resolve(activity("com.shop.help")) == .routed(.help(topic: "")))
    }

    @Test func activityTypesCompareAsWholeCaseSensitiveStrings() {
        for type in ["COM.SHOP.VIEWING", "com.shop", "com.shop.viewing.detail", ""] {
            #expect(
                resolve(activity(type, ["productID": 42]))
                    == unmatched(.unknownActivityType, "no activity rule takes the type \"\(type)\""))
        }
        // A near miss is still a miss, with the rule's type as a did-you-mean.
        #expect(
            resolve(activity("com.shop.viewing ", ["productID": 42]))
                == unmatched(
                    .unknownActivityType,
                    "no activity rule takes the type \"com.shop.viewing \"; did you mean \"com.shop.viewing\"?"))
    }

    @Test func aBindingThatDeclinesIsBindingDeclined() {
        #expect(resolve(activity("com.shop.vip", ["level": 2])) == .routed(.vip(level: 2)))
        #expect(
            resolve(activity("com.shop.vip", ["level": 9]))
                == unmatched(.bindingDeclined, "the binding of route \"vip\" declined vip(level=9)"))
        #expect(
            resolve(.url("shop://vip/9"))
                == unmatched(.bindingDeclined, "the binding of route \"vip\" declined vip(level=9)"))
    }

    @Test func theSameMatchRoutesTheSameWayFromAURLAndFromARule() {
        #expect(
            resolve(activity("com.shop.viewing", ["productID": "42", "referrer": "mail"]))
                == resolve(.url("shop://product/42?ref=mail")))
        #expect(
            resolve(activity("com.shop.order", ["orderID": .string(Shop.orderID)]))
                == resolve(.url("shop://orders/\(Shop.orderID)")))
    }

    // MARK: Quick actions

    func shortcut(_ type: String, _ userInfo: [String: PropertyListValue] = [:]) -> LaunchInput {
        .shortcutItem(.init(type: type, userInfo: userInfo, localizedTitle: "Title"))
    }

    @Test func aQuickActionRoutesByTypeAndUserInfo() {
        #expect(resolve(shortcut("com.shop.home")) == .routed(.home))
        #expect(
            resolve(shortcut("com.shop.search", ["query": "boots"]))
                == .routed(.search(query: "boots", page: 1, tags: [])))
        #expect(
            resolve(shortcut("com.shop.search", ["query": "boots", "page": "3", "tags": ["new", "sale"]]))
                == .routed(.search(query: "boots", page: 3, tags: ["new", "sale"])))
        #expect(
            resolve(shortcut("com.shop.search", ["query": "", "tags": "new"]))
                == .routed(.search(query: "", page: 1, tags: ["new"])))
    }

    @Test func aQuickActionOfAnUnknownTypeIsUnmatched() {
        #expect(
            resolve(shortcut("com.shop.scan"))
                == unmatched(.unknownShortcutType, "no quick-action rule takes the type \"com.shop.scan\""))
        #expect(
            resolve(shortcut("com.shop.Home"))
                == unmatched(
                    .unknownShortcutType,
                    "no quick-action rule takes the type \"com.shop.Home\"; did you mean \"com.shop.home\"?"))
    }

    @Test func aStaleQuickActionNamesItsKey() {
        #expect(
            resolve(shortcut("com.shop.search", ["q": "boots"]))
                == unmatched(
                    .missingParameter,
                    "the quick action \"com.shop.search\" has no userInfo value \"query\" for the parameter \"q\" of route \"search\""
                ))
        #expect(
            resolve(shortcut("com.shop.search", ["query": "boots", "tags": ["new", 3]]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"tags\" of the quick action \"com.shop.search\" must be a valid string or an array of them for the parameter \"tag\" of route \"search\", not an array"
                ))
        #expect(
            resolve(shortcut("com.shop.search", ["query": "boots", "page": "two"]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"page\" of the quick action \"com.shop.search\" must be a valid int for the parameter \"page\" of route \"search\", not \"two\""
                ))
    }

    // MARK: Notifications

    func response(
        id: String = "n-1", category: String = "",
        action: String = LaunchInput.NotificationResponse.defaultActionIdentifier,
        _ userInfo: [String: PropertyListValue] = [:]
    ) -> LaunchInput {
        .notificationResponse(
            .init(requestIdentifier: id, actionIdentifier: action, categoryIdentifier: category, userInfo: userInfo))
    }

    @Test func aNotificationRoutesByTheURLUnderItsKey() {
        #expect(resolve(response(["deeplink": "shop://product/42"])) == .routed(.product(id: 42, ref: nil)))
        #expect(resolve(response(["deeplink": "https://shop.example.com/sort/old"])) == .routed(.sorted(kind: "old")))
        #expect(resolve(response(["deeplink": "shop://product/../x"])).codeName == "dotSegment")
    }

    @Test func aNotificationWithoutAURLStringIsMissingItsURL() {
        #expect(
            resolve(response(id: "n-1", [:]))
                == unmatched(.missingURL, "the notification \"n-1\" has no \"deeplink\" in its userInfo"))
        #expect(
            resolve(response(id: "n-2", ["deepLink": "shop://product/1"]))
                == unmatched(.missingURL, "the notification \"n-2\" has no \"deeplink\" in its userInfo"))
        #expect(
            resolve(response(id: "n-3", ["deeplink": 42]))
                == unmatched(.missingURL, "the notification \"n-3\" has 42 under \"deeplink\", not a URL string"))
        #expect(
            resolve(response(id: "n-4", ["deeplink": ["shop://product/1"]]))
                == unmatched(.missingURL, "the notification \"n-4\" has an array under \"deeplink\", not a URL string"))
    }

    @Test func aRouterWithoutAURLKeyRoutesNotificationsByRulesOnly() throws {
        let router = try Router(table: Shop.table)
        #expect(
            router.resolve(response(category: "ORDER", ["deeplink": "shop://product/1"]))
                == unmatched(
                    .missingURL,
                    "no notification rule takes category \"ORDER\" and action \"com.apple.UNNotificationDefaultActionIdentifier\", and the router has no notification URL key"
                ))
        // A category near a rule's gets it as a did-you-mean.
        let ruled = try Router(
            table: Shop.table, notifications: [NotificationRule(categoryIdentifier: "ORDER_SHIPPED", route: "home")])
        #expect(
            ruled.resolve(response(category: "ORDER_SHIPED", [:]))
                == unmatched(
                    .missingURL,
                    "no notification rule takes category \"ORDER_SHIPED\" and action \"com.apple.UNNotificationDefaultActionIdentifier\", and the router has no notification URL key; did you mean the category \"ORDER_SHIPPED\"?"
                ))
    }

    @Test func notificationRulesTakeCategoryAndAction() {
        let userInfo: [String: PropertyListValue] = [
            "deeplink": "shop://product/1", "orderID": .string(Shop.orderID), "productID": 7, "promo": "sale",
        ]
        // Category and action beat action alone, which beats category alone, which beats the URL.
        #expect(resolve(response(category: "ORDER", action: "TRACK", userInfo)) == .routed(.order(id: Shop.orderID)))
        #expect(resolve(response(category: "ORDER", action: "REORDER", userInfo)) == .routed(.product(id: 7, ref: nil)))
        #expect(resolve(response(category: "PROMO", action: "REORDER", userInfo)) == .routed(.product(id: 7, ref: nil)))
        #expect(resolve(response(category: "PROMO", userInfo)) == .routed(.search(query: "sale", page: 1, tags: [])))
        #expect(resolve(response(category: "ORDER", userInfo)) == .routed(.product(id: 1, ref: nil)))
        #expect(resolve(response(category: "order", action: "TRACK", userInfo)) == .routed(.product(id: 1, ref: nil)))
    }

    @Test func theOrderOfNotificationRulesNeverMatters() throws {
        let reversed = try Router(
            table: Shop.table, notificationURLKey: "deeplink", notifications: Shop.notifications.reversed())
        let inputs = [
            response(category: "ORDER", action: "TRACK", ["orderID": .string(Shop.orderID), "productID": 7]),
            response(category: "PROMO", action: "REORDER", ["promo": "x", "productID": 7]),
        ]
        for input in inputs {
            #expect(reversed.resolve(input) == resolve(input))
        }
    }

    @Test func aNotificationRuleNamesItsKey() {
        #expect(
            resolve(response(id: "n-9", category: "ORDER", action: "TRACK", ["orderID": "nope"]))
                == unmatched(
                    .invalidParameter,
                    "the userInfo value \"orderID\" of the notification \"n-9\" must be a valid uuid for the parameter \"id\" of route \"order\", not \"nope\""
                ))
        #expect(
            resolve(response(id: "n-9", category: "ORDER", action: "TRACK"))
                == unmatched(
                    .missingParameter,
                    "the notification \"n-9\" has no userInfo value \"orderID\" for the parameter \"id\" of route \"order\""
                ))
    }

    @Test func aDismissalRoutesOnlyByARuleForTheDismissAction() throws {
        let dismiss = LaunchInput.NotificationResponse.dismissActionIdentifier
        #expect(
            resolve(
                response(id: "n-5", category: "PROMO", action: dismiss, ["deeplink": "shop://product/1", "promo": "x"]))
                == unmatched(
                    .noMatchingRoute,
                    "the notification \"n-5\" was dismissed; only a rule for the action \"com.apple.UNNotificationDismissActionIdentifier\" routes a dismissal"
                ))
        let router = try Router(table: Shop.table, notifications: [.init(actionIdentifier: dismiss, route: "home")])
        #expect(router.resolve(response(action: dismiss)) == .routed(.home))
    }

    // MARK: Restoration

    @Test func theStateRestorationActivityNeverRoutes() {
        let restoration = LaunchInput.UserActivity.browsingWeb("https://shop.example.com/product/42")
        #expect(
            router.resolve(stateRestorationActivity: restoration)
                == unmatched(
                    .restorationActivity,
                    "the state-restoration activity \"NSUserActivityTypeBrowsingWeb\" restores state and never routes"))
    }

    // MARK: Every reason

    /// One input for every outcome reason, and whether it is a rejection.
    static let everyReason: [(code: OutcomeReason.Code, input: LaunchInput, rejected: Bool)] = [
        (.untrustedHost, .link("https://evil.example.org/product/1"), true),
        (.credentialsInURL, .url("https://user@shop.example.com/product/1"), true),
        (.dotSegment, .url("shop://product/%2e%2E/1"), true),
        (.malformedURL, .url("shop://product/a b"), true),
        (.malformedPercentEncoding, .url("shop://product/%zz"), true),
        (.invalidUTF8, .url("shop://product/%FF"), true),
        (.controlCharacter, .url("shop://product/%00"), true),
        (.tooLong, .url("shop://help/" + String(repeating: "a", count: 8_192)), true),
        (.tooManySegments, .url("shop://help" + String(repeating: "/a", count: 64)), true),
        (.duplicateParameter, .url("shop://search?q=a&q=b"), true),
        (.unknownScheme, .url("mailto:someone@example.com"), false),
        (.noMatchingRoute, .url("shop://nowhere"), false),
        (.missingParameter, .shortcutItem(.init(type: "com.shop.search")), false),
        (.invalidParameter, .url("shop://product/abc"), false),
        (.unknownActivityType, .userActivity(.init(activityType: "com.shop.unknown")), false),
        (.unknownShortcutType, .shortcutItem(.init(type: "com.shop.unknown")), false),
        (.bindingDeclined, .url("shop://vip/4"), false),
        (.missingURL, .notificationResponse(.init(requestIdentifier: "n")), false),
    ]

    @Test("Every outcome reason comes out of the router as the right kind", arguments: everyReason.indices)
    func everyReasonThroughTheRouter(_ index: Int) {
        let (code, input, rejected) = Self.everyReason[index]
        let outcome = resolve(input)
        #expect(outcome.reason?.code == code)
        if case .rejected = outcome { #expect(rejected) } else { #expect(!rejected) }
    }

    // MARK: Building

    func buildError(
        activities: [ActivityRule] = [], shortcuts: [ShortcutRule] = [], notifications: [NotificationRule] = [],
        spotlight: SpotlightRule? = nil
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
                == "the userInfo value \"link\" of the quick action \"t.open\" must be a valid url(http|https) for the parameter \"url\" of route \"open\", not \"javascript:alert(1)\""
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
        #expect(router.activityRules == Shop.activities)
        #expect(router.shortcutRules == Shop.shortcuts)
        #expect(router.notificationRules == Shop.notifications)
        #expect(router.notificationURLKey == "deeplink")
        #expect(router.spotlight == .url)
        #expect(SpotlightRule.url.description == "url")
    }
}
