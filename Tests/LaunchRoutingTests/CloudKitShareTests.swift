@_spi(Fuzzing) import LaunchRouting
import Testing

/// CloudKit shares: routed by container with parameters from the share's fields, delivered once
/// cold or warm. Every message word for word.
@Suite struct CloudKitShareTests {
    typealias Route = Shop.Route
    let router = Shop.router

    static func share(_ container: String = "iCloud.com.shop", root: String? = "ada", zone: String = "orders")
        -> LaunchInput
    {
        .cloudKitShare(.init(containerIdentifier: container, rootRecordName: root, zoneName: zone))
    }

    @Test func aShareRoutesByItsContainerWithItsFields() {
        #expect(router.resolve(Self.share()) == .routed(.profile(name: "ada", tab: "orders")))
    }

    @Test func aShareOfAContainerNoRuleTakesSaysSo() {
        #expect(
            router.resolve(Self.share("iCloud.com.shpo")).reason
                == OutcomeReason(
                    code: .unknownShareContainer,
                    message: "no share rule takes the container \"iCloud.com.shpo\"; did you mean \"iCloud.com.shop\"?")
        )
    }

    @Test func aShareOfAZoneHasNoRootRecord() {
        #expect(
            router.resolve(Self.share(root: nil)).reason
                == OutcomeReason(
                    code: .missingParameter,
                    message:
                        "the share in \"iCloud.com.shop\" has no share field \"rootRecordName\" for the parameter \"name\" of route \"profile\""
                ))
    }

    @Test func theRuleOfAnyContainerTakesTheOthers() throws {
        let router = try Router(
            table: Shop.table,
            shares: [
                .init(containerIdentifier: "iCloud.com.shop", route: "home"),
                .init(route: "profile", parameters: ["name": "zoneOwnerName"]),
            ])
        #expect(router.resolve(Self.share()) == .routed(.home))
        #expect(
            router.resolve(.cloudKitShare(.init(containerIdentifier: "iCloud.com.other", zoneName: "z")))
                == .routed(.profile(name: "__defaultOwner__", tab: nil)))
    }

    @Test func aRuleThatReadsAFieldASharesDoesNotHaveDoesNotBuild() {
        do {
            _ = try Router(table: Shop.table, shares: [.init(route: "profile", parameters: ["name": "rootRecord"])])
            Issue.record("a share rule reading no field built")
        } catch {
            #expect(error.code == .unknownField)
            #expect(error.rule.kind == .cloudKitShare)
            #expect(
                error.message
                    == "share rule for any container: a share has no field \"rootRecord\"; it has \"containerIdentifier\", \"rootRecordName\", \"zoneName\", \"zoneOwnerName\""
            )
        }
        #expect(
            throws: RouterError(
                code: .unknownField, rule: .init(kind: .cloudKitShare, index: 0, name: "share rule for any container"),
                field: .parameter("name"), reason: "a share has no field \"zoneNme\"; did you mean \"zoneName\"?")
        ) {
            try Router(table: Shop.table, shares: [.init(route: "profile", parameters: ["name": "zoneNme"])])
        }
        #expect(throws: RouterError.self) {
            try Router(table: Shop.table, shares: [.init(route: "home"), .init(route: "help")])
        }
    }

    @Test func theShareOfAConnectionIsAnInputAndComesLast() {
        let share = LaunchInput.CloudKitShare(containerIdentifier: "iCloud.com.shop", zoneName: "z")
        #expect(LaunchOptions(carrying: .cloudKitShare(share)).inputs == [.cloudKitShare(share)])
        #expect(
            LaunchOptions(shortcutItem: .init(type: "t"), cloudKitShare: share).inputs.last == .cloudKitShare(share))
    }

    /// A share that connected the scene, accepted again while it is connected: one delivery.
    @MainActor @Test func aShareThatComesTwiceIsDeliveredOnce() {
        let clock = TestClock()
        var outcomes: [RouteOutcome<Route>] = []
        let controller = LaunchInboxController(router: router, clock: clock.launchClock) { outcomes.append($0.outcome) }
        controller.connect(options: LaunchOptions(carrying: Self.share()))
        controller.setReady(true)
        clock.advance(by: 1)
        #expect(controller.receive(Self.share()))
        #expect(outcomes == [.routed(.profile(name: "ada", tab: "orders"))])
    }
}
