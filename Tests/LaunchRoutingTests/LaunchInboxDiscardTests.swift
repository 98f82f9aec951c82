@_spi(Fuzzing) import LaunchRouting
import Testing

/// A discarded scene's inbox hands out what it held (docs/multiple-windows.md, "A window closed
/// before it showed its inputs"): nothing received is lost with the window.
@Suite struct LaunchInboxDiscardTests {
    typealias Inbox = LaunchInbox<Shop.Route>

    @Test func aDiscardedInboxHandsOutWhatItHeldReadyOrNot() {
        var inbox = Inbox(router: Shop.router)
        let options = LaunchOptions(
            urlContexts: [.init(url: "shop://product/42")], handoffUserActivityType: "com.shop.viewing",
            shortcutItem: .init(type: "com.shop.home"))
        _ = inbox.handle(.connect(options), at: .seconds(0))
        let output = inbox.discard(at: .seconds(2))
        #expect(
            output.deliveries == [
                LaunchDelivery(
                    input: .url("shop://product/42"), outcome: .routed(.product(id: 42, ref: nil)),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
                LaunchDelivery(
                    input: .userActivity(.init(activityType: "com.shop.viewing")),
                    outcome: .unmatched(
                        OutcomeReason(
                            code: .continuationFailed,
                            message: "the scene was discarded before the Handoff activity \"com.shop.viewing\" arrived")
                    ),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
                LaunchDelivery(
                    input: .shortcutItem(.init(type: "com.shop.home")), outcome: .routed(.home),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
            ])
        #expect(output.drops.isEmpty)
        #expect(!inbox.isConnected)
        #expect(!inbox.isReady)
        #expect(inbox.pendingCount == 0)
        #expect(inbox.discard(at: .seconds(3)) == .init())
    }

    @Test func aHandoffPastItsTimeoutComesOutAsTheTimeoutSaysIt() {
        var inbox = Inbox(router: Shop.router)
        _ = inbox.handle(.connect(.init(handoffUserActivityType: "com.shop.viewing")), at: .seconds(0))
        #expect(
            inbox.discard(at: .seconds(30)).deliveries.map(\.outcome.reason?.message) == [
                "the Handoff activity \"com.shop.viewing\" did not arrive within 30 seconds"
            ])
    }

    @Test func aPendingRestorationActivityIsDroppedWithItsSession() {
        var inbox = Inbox(router: Shop.router)
        let restoration = LaunchInput.UserActivity(activityType: "com.shop.browsing", userInfo: ["screen": "cart"])
        _ = inbox.handle(.connect(.init(), stateRestorationActivity: restoration), at: .seconds(0))
        #expect(
            inbox.discard(at: .seconds(1))
                == .init(drops: [
                    LaunchInput.Drop(
                        input: .userActivity(restoration), channel: .stateRestoration, reason: .disconnected,
                        receivedAt: .seconds(0))
                ]))
    }

    @MainActor @Test func theControllerReturnsWhatItHeldAndReportsItsDrops() {
        var drops: [LaunchInput.Drop] = []
        let controller = LaunchInboxController(router: Shop.router) { _ in Issue.record("nothing is ready") }
        controller.dropHandler = { drops.append($0) }
        controller.connect(
            options: .init(urlContexts: [.init(url: "shop://product/42")]),
            stateRestorationActivity: .init(activityType: "com.shop.browsing"))
        #expect(controller.discard().map(\.route) == [.product(id: 42, ref: nil)])
        #expect(drops.map(\.reason) == [.superseded])
        #expect(controller.pendingCount == 0)
    }
}
