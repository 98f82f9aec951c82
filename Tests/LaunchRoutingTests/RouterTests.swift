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
        let rule = LaunchRule.Activity(
            activityType: LaunchInput.UserActivity.searchableItemType, route: "product",
            parameters: ["id": LaunchInput.UserActivity.searchableItemIdentifierKey])
        let router = try Router(table: Shop.table, activities: [rule])
        #expect(router.resolve(.userActivity(.searchableItem(identifier: "42"))) == .routed(.product(id: 42, ref: nil)))
    }

    // MARK: Handoff and custom activities

    func activity(_ type: String, _ userInfo: [String: LaunchInput.PropertyListValue] = [:]) -> LaunchInput {
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
            LaunchInput.PropertyListValue.integer(42), .string("42"), .string("0042"), .double(42), .string("-7"),
        ])
    func intParameterForms(_ value: LaunchInput.PropertyListValue) {
        let expected = value == .string("-7") ? -7 : 42
        #expect(
            resolve(activity("com.shop.viewing", ["productID": value])) == .routed(.product(id: expected, ref: nil)))
    }

    @Test(
        "A value that is not of the declared type is invalid, naming the key",
        arguments: [
            (LaunchInput.PropertyListValue.string("abc"), "\"abc\""),
            (.string("+42"), "\"+42\""),
            (.string("4.2"), "\"4.2\""),
            (.string("99999999999999999999"), "\"99999999999999999999\""),
            (.double(4.5), "4.5"),
            (.bool(true), "true"),
            (.array([42]), "an array"),
            (.dictionary([:]), "a dictionary"),
        ])
    func invalidIntParameter(_ value: LaunchInput.PropertyListValue, _ quoted: String) {
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
        (.unknownIntentType, .appIntent(.init(type: "UnknownIntent")), false),
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
}
