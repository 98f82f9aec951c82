import LaunchRouting
import Testing

/// App Intents (iOS 26): routed by type as quick actions are, held and delivered by the inbox
/// once, cold or warm. Every message word for word.
@Suite struct AppIntentTests {
    typealias Route = Shop.Route
    let router = Shop.router

    func intent(_ type: String, _ parameters: [String: LaunchInput.PropertyListValue] = [:], target: String? = nil)
        -> LaunchInput
    {
        .appIntent(.init(type: type, parameters: parameters, targetContentIdentifier: target))
    }

    @Test func anIntentRoutesByItsTypeWithItsParameters() {
        #expect(
            router.resolve(intent("OpenOrderIntent", ["target": .string(Shop.orderID)]))
                == .routed(.order(id: Shop.orderID)))
        #expect(
            router.resolve(intent("SearchIntent", ["criteria": "boots"]))
                == .routed(.search(query: "boots", page: 2, tags: [])))
    }

    @Test func theSceneAnIntentTargetsDoesNotChangeItsRoute() {
        let plain = router.resolve(intent("SearchIntent", ["criteria": "boots"]))
        #expect(router.resolve(intent("SearchIntent", ["criteria": "boots"], target: "SearchIntent")) == plain)
    }

    @Test func anIntentNoRuleTakesSaysSoWithTheClosestType() {
        #expect(
            router.resolve(intent("OpenOrderIntnet")).reason
                == OutcomeReason(
                    code: .unknownIntentType,
                    message: "no intent rule takes the type \"OpenOrderIntnet\"; did you mean \"OpenOrderIntent\"?"))
    }

    @Test func anIntentParameterThatIsMissingOrOfTheWrongTypeIsNamed() {
        #expect(
            router.resolve(intent("OpenOrderIntent")).reason
                == OutcomeReason(
                    code: .missingParameter,
                    message:
                        "the intent \"OpenOrderIntent\" has no intent parameter \"target\" for the parameter \"id\" of route \"order\""
                ))
        #expect(
            router.resolve(intent("OpenOrderIntent", ["target": 7])).reason?.message
                == "the intent parameter \"target\" of the intent \"OpenOrderIntent\" must be a valid uuid for the parameter \"id\" of route \"order\", not 7"
        )
    }

    @Test func anIntentRuleIsCheckedWhenTheRouterIsBuilt() {
        #expect(throws: RouterError.self) {
            try Router(table: Shop.table, intents: [.init(type: "OpenOrderIntent", route: "ordre")])
        }
        do {
            _ = try Router(table: Shop.table, intents: [.init(type: "OpenOrderIntent", route: "order")])
            Issue.record("an intent rule that leaves out a required parameter built")
        } catch {
            #expect(error.code == .unmappedParameter)
            #expect(error.rule.kind == .intent)
            #expect(
                error.message
                    == "intent rule \"OpenOrderIntent\": route \"order\" requires the parameter \"id\"; map it to an intent parameter"
            )
        }
    }

    @Test func theIntentOfAConnectionComesLastAmongItsInputs() {
        let options = LaunchOptions(
            urlContexts: [.init(url: "shop://product/1")], shortcutItem: .init(type: "com.shop.home"),
            appIntent: .init(type: "SearchIntent", parameters: ["criteria": "boots"]))
        #expect(options.inputs.map(\.appIntent?.type) == [nil, nil, "SearchIntent"])
        #expect(LaunchOptions(carrying: intent("SearchIntent")).appIntent?.type == "SearchIntent")
    }

    /// `ConnectionOptions.appIntent`, then `scene(_:willPerformAppIntent:)` with the same intent:
    /// Apple calls the second "always" after the connection. One delivery, through the controller
    /// an app calls.
    @MainActor @Test func theIntentOfAConnectionThatComesAgainWarmIsDeliveredOnce() {
        let open = intent("OpenOrderIntent", ["target": .string(Shop.orderID)])
        let clock = TestClock()
        var outcomes: [RouteOutcome<Route>] = []
        var drops: [LaunchInput.Drop.Reason] = []
        let controller = LaunchInboxController(router: router, clock: clock.launchClock) { outcomes.append($0.outcome) }
        controller.dropHandler = { drops.append($0.reason) }
        controller.connect(options: LaunchOptions(carrying: open))
        clock.advance(by: 0.1)
        #expect(controller.receive(open))
        controller.setReady(true)
        #expect(outcomes == [.routed(.order(id: Shop.orderID))])
        #expect(drops == [.duplicate])
    }

    /// Two intents of one type are one input only with the same parameters: "Open order 7" and
    /// "Open order 8", a moment apart, are both delivered.
    @MainActor @Test func intentsOfOneTypeWithOtherParametersAreTwoInputs() {
        let clock = TestClock()
        var outcomes: [RouteOutcome<Route>] = []
        let controller = LaunchInboxController(router: router, clock: clock.launchClock) { outcomes.append($0.outcome) }
        controller.connect(options: LaunchOptions(carrying: intent("SearchIntent", ["criteria": "boots"])))
        clock.advance(by: 0.1)
        controller.receive(intent("SearchIntent", ["criteria": "hats"]))
        controller.setReady(true)
        #expect(
            outcomes == [
                .routed(.search(query: "boots", page: 2, tags: [])), .routed(.search(query: "hats", page: 2, tags: [])),
            ])
    }

    /// An `OpenURLIntent`'s link goes to "your app's URL handling code", which Apple does not
    /// name: through `openURLContexts` and `continue` both, it is one input.
    @MainActor @Test func anOpenURLIntentsLinkThatComesThroughBothURLCallbacksIsDeliveredOnce() {
        let link = "https://shop.example.com/product/42"
        let clock = TestClock()
        var outcomes: [RouteOutcome<Route>] = []
        var drops: [LaunchInput.Drop.Reason] = []
        let controller = LaunchInboxController(router: router, clock: clock.launchClock) { outcomes.append($0.outcome) }
        controller.dropHandler = { drops.append($0.reason) }
        controller.connect(options: LaunchOptions())
        controller.setReady(true)
        controller.open([.init(url: link)])
        clock.advance(by: 0.2)
        #expect(controller.receive(.userActivity(.browsingWeb(link))))
        #expect(outcomes == [.routed(.product(id: 42, ref: nil))])
        #expect(drops == [.duplicate])
    }
}
