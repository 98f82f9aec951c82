@_spi(Fuzzing) import LaunchRouting
import Testing

extension LaunchInboxTests {
    // MARK: Handoff

    static let handoffOptions = LaunchOptions(
        handoffUserActivityType: "com.shop.viewing", shortcutItem: .init(type: "com.shop.home"))

    @Test func aHandoffTypeAtConnectionHoldsItsPlaceUntilTheActivityArrives() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(Self.handoffOptions), at: .seconds(0))
        #expect(inbox.pendingCount == 2)
        #expect(inbox.nextDeadline == .seconds(30))
        #expect(inbox.handle(.ready, at: .seconds(1)) == .init())
        let output = inbox.handle(.receive(Self.viewing), at: .seconds(2))
        #expect(
            output.deliveries == [
                LaunchDelivery(
                    input: Self.viewing, outcome: .routed(.product(id: 5, ref: nil)), channel: .callback,
                    receivedAt: .seconds(2)),
                LaunchDelivery(
                    input: .shortcutItem(.init(type: "com.shop.home")), outcome: .routed(.home),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
            ])
        #expect(inbox.nextDeadline == nil)
    }

    @Test func aFailedContinuationIsAnOutcomeInItsPlace() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(Self.handoffOptions), at: .seconds(0))
        _ = inbox.handle(.ready, at: .seconds(1))
        let output = inbox.handle(
            .failToContinue(activityType: "com.shop.viewing", errorDescription: "the device went out of range"),
            at: .seconds(3))
        #expect(
            output.deliveries == [
                LaunchDelivery(
                    input: .userActivity(.init(activityType: "com.shop.viewing")),
                    outcome: .unmatched(
                        OutcomeReason(
                            code: .continuationFailed,
                            message:
                                "the Handoff activity \"com.shop.viewing\" failed to continue: the device went out of range"
                        )),
                    channel: .callback, receivedAt: .seconds(3)),
                LaunchDelivery(
                    input: .shortcutItem(.init(type: "com.shop.home")), outcome: .routed(.home),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
            ])
    }

    @Test func aHandoffThatNeverArrivesFailsAtItsTimeout() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(Self.handoffOptions), at: .seconds(0))
        _ = inbox.handle(.ready, at: .seconds(1))
        #expect(inbox.handle(.tick, at: .seconds(29.999)) == .init())
        let output = inbox.handle(.tick, at: .seconds(30))
        #expect(
            output.deliveries == [
                LaunchDelivery(
                    input: .userActivity(.init(activityType: "com.shop.viewing")),
                    outcome: .unmatched(
                        OutcomeReason(
                            code: .continuationFailed,
                            message: "the Handoff activity \"com.shop.viewing\" did not arrive within 30 seconds")),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
                LaunchDelivery(
                    input: .shortcutItem(.init(type: "com.shop.home")), outcome: .routed(.home),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
            ])
        // The activity, arriving after all, is an input of its own.
        #expect(routes(inbox.handle(.receive(Self.viewing), at: .seconds(31))) == [.product(id: 5, ref: nil)])
    }

    @Test(
        "The timeout message says its unit", arguments: [(1.0, "1 second"), (0.5, "0.5 seconds"), (10, "10 seconds")])
    func timeoutMessage(_ timeout: Double, _ spelled: String) {
        var inbox = Self.inbox(.init(handoffTimeout: timeout))
        _ = inbox.handle(.connect(.init(handoffUserActivityType: "com.shop.viewing")), at: .seconds(0))
        let output = inbox.handle(.ready, at: .seconds(timeout))
        #expect(
            output.deliveries.map(\.outcome.reason?.message) == [
                "the Handoff activity \"com.shop.viewing\" did not arrive within \(spelled)"
            ])
    }

    @Test func anyEventLetsTheTimeoutPass() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(handoffUserActivityType: "com.shop.viewing")), at: .seconds(0))
        let output = inbox.handle(.ready, at: .seconds(45))
        #expect(output.deliveries.map(\.outcome.codeName) == ["continuationFailed"])
    }

    @Test func aFailureWithoutAReservationIsStillAnOutcome() {
        var inbox = Self.inbox()
        _ = inbox.handle(.ready, at: .seconds(0))
        let output = inbox.handle(
            .failToContinue(activityType: "com.shop.viewing", errorDescription: "cancelled"), at: .seconds(1))
        #expect(output.deliveries.map(\.outcome.codeName) == ["continuationFailed"])
        #expect(output.deliveries.map(\.channel) == [.callback])
        #expect(
            inbox.handle(
                .failToContinue(activityType: "com.shop.viewing", errorDescription: "cancelled"), at: .seconds(2)
            ).drops.map(\.reason) == [.duplicate])
    }

    @Test func onlyAnActivityOfTheAwaitedTypeFillsTheReservation() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(handoffUserActivityType: "com.shop.viewing")), at: .seconds(0))
        _ = inbox.handle(.ready, at: .seconds(0))
        #expect(
            inbox.handle(
                .receive(.userActivity(.init(activityType: "com.shop.sorting", userInfo: ["kind": "new"]))),
                at: .seconds(1)) == .init())
        #expect(
            inbox.handle(.receive(.userActivity(.init(activityType: "com.shop.Viewing"))), at: .seconds(1)) == .init())
        #expect(inbox.pendingCount == 3)
        #expect(
            routes(inbox.handle(.receive(Self.viewing), at: .seconds(2))) == [
                .product(id: 5, ref: nil), .sorted(kind: "new"), nil,
            ])
    }

    @Test func aHandoffActivityThatArrivesTwiceIsDeliveredOnce() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(handoffUserActivityType: "com.shop.viewing")), at: .seconds(0))
        _ = inbox.handle(.receive(Self.viewing), at: .seconds(1))
        #expect(inbox.handle(.receive(Self.viewing), at: .seconds(1)).drops.map(\.reason) == [.duplicate])
        #expect(routes(inbox.handle(.ready, at: .seconds(2))) == [.product(id: 5, ref: nil)])
    }

    /// docs/launch-lifecycle.md, Handoff: a reservation stands for a Handoff announced after what
    /// was delivered before it. Found by FuzzLaunchEvents: a second Handoff of a type whose first
    /// failed moments before had its failure dropped as a duplicate, and everything behind its
    /// reservation waited for the 30-second timeout.
    @Test func aReservationIsFilledEvenWhenACopyWasDeliveredBefore() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(handoffUserActivityType: "com.shop.viewing")), at: .seconds(0))
        _ = inbox.handle(.ready, at: .seconds(0))
        let first = inbox.handle(
            .failToContinue(activityType: "com.shop.viewing", errorDescription: "cancelled"), at: .seconds(1))
        #expect(first.deliveries.map(\.outcome.codeName) == ["continuationFailed"])
        _ = inbox.handle(
            .connect(.init(handoffUserActivityType: "com.shop.viewing", shortcutItem: .init(type: "com.shop.home"))),
            at: .seconds(2))
        let second = inbox.handle(
            .failToContinue(activityType: "com.shop.viewing", errorDescription: "cancelled"), at: .seconds(3))
        #expect(second.drops == [])
        #expect(second.deliveries.map(\.outcome.codeName) == ["continuationFailed", "routed"])
        #expect(routes(second) == [nil, .home])

        // The same for the activity: delivered once, then handed off again into a new reservation.
        _ = inbox.handle(.receive(Self.viewing), at: .seconds(4))
        _ = inbox.handle(
            .connect(
                .init(
                    handoffUserActivityType: "com.shop.viewing",
                    shortcutItem: .init(type: "com.shop.search", userInfo: ["query": "boots"]))), at: .seconds(5))
        let again = inbox.handle(.receive(Self.viewing), at: .seconds(6))
        #expect(again.drops == [])
        #expect(routes(again) == [.product(id: 5, ref: nil), .search(query: "boots", page: 1, tags: [])])
        // Outside a reservation, a copy within the window is still a duplicate.
        #expect(inbox.handle(.receive(Self.viewing), at: .seconds(7)).drops.map(\.reason) == [.duplicate])
    }

    // MARK: Restoration

    static let restoration = LaunchInput.UserActivity(activityType: "com.shop.browsing", userInfo: ["screen": "cart"])

    @Test func aRestorationActivityAloneIsDeliveredAndNeverRoutes() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(), stateRestorationActivity: Self.restoration), at: .seconds(0))
        #expect(
            inbox.handle(.ready, at: .seconds(1)).deliveries == [
                LaunchDelivery(
                    input: .userActivity(Self.restoration),
                    outcome: .unmatched(
                        OutcomeReason(
                            code: .restorationActivity,
                            message:
                                "the state-restoration activity \"com.shop.browsing\" restores state and never routes")),
                    channel: .stateRestoration, receivedAt: .seconds(0))
            ])
    }

    @Test func anExternalInputAtConnectionSupersedesTheRestorationActivity() {
        var inbox = Self.inbox()
        let output = inbox.handle(
            .connect(.init(urlContexts: [.init(url: "shop://product/42")]), stateRestorationActivity: Self.restoration),
            at: .seconds(0))
        #expect(
            output.drops == [
                LaunchInput.Drop(
                    input: .userActivity(Self.restoration), channel: .stateRestoration, reason: .superseded,
                    receivedAt: .seconds(0))
            ])
        #expect(routes(inbox.handle(.ready, at: .seconds(1))) == [.product(id: 42, ref: nil)])
    }

    @Test func aPendingHandoffSupersedesTheRestorationActivity() {
        var inbox = Self.inbox()
        let output = inbox.handle(
            .connect(.init(handoffUserActivityType: "com.shop.viewing"), stateRestorationActivity: Self.restoration),
            at: .seconds(0))
        #expect(output.drops.map(\.reason) == [.superseded])
    }

    @Test func anExternalInputBeforeDeliverySupersedesTheRestorationActivity() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(), stateRestorationActivity: Self.restoration), at: .seconds(0))
        let output = inbox.handle(.receive(Self.product7), at: .seconds(1))
        #expect(
            output.drops == [
                LaunchInput.Drop(
                    input: .userActivity(Self.restoration), channel: .stateRestoration, reason: .superseded,
                    receivedAt: .seconds(0))
            ])
        #expect(routes(inbox.handle(.ready, at: .seconds(2))) == [.product(id: 7, ref: nil)])
    }

    @Test func anExternalInputAfterTheRestorationWasDeliveredIsJustAnInput() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(), stateRestorationActivity: Self.restoration), at: .seconds(0))
        #expect(inbox.handle(.ready, at: .seconds(1)).deliveries.map(\.outcome.codeName) == ["restorationActivity"])
        let output = inbox.handle(.receive(Self.product7), at: .seconds(2))
        #expect(output.drops.isEmpty)
        #expect(routes(output) == [.product(id: 7, ref: nil)])
    }

    // MARK: Disconnection

    @Test func disconnectingClearsReadinessButKeepsPendingInputs() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(), stateRestorationActivity: Self.restoration), at: .seconds(0))
        #expect(inbox.handle(.ready, at: .seconds(0)).deliveries.map(\.outcome.codeName) == ["restorationActivity"])
        _ = inbox.handle(.notReady, at: .seconds(0))
        _ = inbox.handle(.receive(Self.product7), at: .seconds(1))
        let disconnect = inbox.handle(.disconnect, at: .seconds(2))
        #expect(disconnect == .init())
        #expect(!inbox.isConnected)
        #expect(!inbox.isReady)
        #expect(inbox.pendingCount == 1)
        _ = inbox.handle(.connect(.init(), stateRestorationActivity: Self.restoration), at: .seconds(3))
        #expect(inbox.isConnected)
        #expect(!inbox.isReady)
        #expect(routes(inbox.handle(.ready, at: .seconds(4))) == [.product(id: 7, ref: nil)])
    }

    @Test func aPendingRestorationIsDroppedWhenItsSceneDisconnects() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(), stateRestorationActivity: Self.restoration), at: .seconds(0))
        let output = inbox.handle(.disconnect, at: .seconds(1))
        #expect(
            output.drops == [
                LaunchInput.Drop(
                    input: .userActivity(Self.restoration), channel: .stateRestoration, reason: .disconnected,
                    receivedAt: .seconds(0))
            ])
        #expect(inbox.pendingCount == 0)
    }

    @Test func aReconnectedSceneHasSeenNothing() {
        // A link delivered to the old scene is delivered again to the new one, within the window.
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(urlContexts: [.init(url: "shop://product/42")])), at: .seconds(0))
        #expect(inbox.handle(.ready, at: .seconds(0)).deliveries.count == 1)
        _ = inbox.handle(.disconnect, at: .seconds(1))
        _ = inbox.handle(.connect(.init(urlContexts: [.init(url: "shop://product/42")])), at: .seconds(2))
        #expect(routes(inbox.handle(.ready, at: .seconds(2))) == [.product(id: 42, ref: nil)])
    }
}
