import LaunchRouting
import Testing

extension RouterTests {
    // MARK: Quick actions

    func shortcut(_ type: String, _ userInfo: [String: LaunchInput.PropertyListValue] = [:]) -> LaunchInput {
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
        _ userInfo: [String: LaunchInput.PropertyListValue] = [:]
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
            table: Shop.table,
            notifications: [LaunchRule.Notification(categoryIdentifier: "ORDER_SHIPPED", route: "home")])
        #expect(
            ruled.resolve(response(category: "ORDER_SHIPED", [:]))
                == unmatched(
                    .missingURL,
                    "no notification rule takes category \"ORDER_SHIPED\" and action \"com.apple.UNNotificationDefaultActionIdentifier\", and the router has no notification URL key; did you mean the category \"ORDER_SHIPPED\"?"
                ))
    }

    @Test func notificationRulesTakeCategoryAndAction() {
        let userInfo: [String: LaunchInput.PropertyListValue] = [
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
}
