@_spi(Fuzzing) import LaunchRouting
import Testing

/// The main-actor wrapper: it reads the injected clock, calls the handler once per delivery in
/// order, and lets the handler change readiness in the middle of a batch.
@MainActor
@Suite struct LaunchInboxControllerTests {
    typealias Route = Shop.Route

    final class Recorder {
        var deliveries: [LaunchDelivery<Route>] = []
        var drops: [LaunchInput.Drop] = []
        /// What `receive` answered, for a test that records it.
        var answers: [Bool] = []
        var routes: [Route?] { deliveries.map(\.route) }
    }

    let clock = TestClock()
    let recorder = Recorder()

    func controller(_ configuration: LaunchInboxController<Route>.Configuration = .init()) -> LaunchInboxController<
        Route
    > {
        let recorder = recorder
        let controller = LaunchInboxController(
            router: Shop.router, configuration: configuration, clock: clock.launchClock
        ) {
            delivery in
            recorder.deliveries.append(delivery)
        }
        controller.dropHandler = { recorder.drops.append($0) }
        return controller
    }

    @Test func theHandlerGetsEachDeliveryInOrderStampedByTheClock() {
        let controller = controller()
        clock.now = .seconds(100)
        controller.connect(
            options: .init(urlContexts: [.init(url: "shop://sort/new"), .init(url: "shop://product/1")]))
        #expect(recorder.deliveries.isEmpty)
        #expect((controller.inbox as? LaunchInbox<Route>)?.isConnected == true)
        clock.advance(by: 2)
        controller.setReady(true)
        #expect(recorder.routes == [.product(id: 1, ref: nil), .sorted(kind: "new")])
        #expect(recorder.deliveries.map(\.receivedAt) == [.seconds(100), .seconds(100)])
        clock.advance(by: 1)
        controller.open([.init(url: "shop://product/2")])
        #expect(
            recorder.deliveries.last
                == LaunchDelivery(
                    input: .url("shop://product/2"), outcome: .routed(.product(id: 2, ref: nil)), channel: .callback,
                    receivedAt: .seconds(103)))
    }

    @Test func receiveAnswersWhetherTheInputRoutes() {
        let controller = controller()
        #expect(controller.receive(.shortcutItem(.init(type: "com.shop.home"))))
        #expect(controller.receive(.shortcutItem(.init(type: "com.shop.home"))))  // a duplicate: the same answer
        #expect(!controller.receive(.shortcutItem(.init(type: "com.shop.scan"))))
        #expect(controller.receive(.url("shop://product/1")))
        #expect(!controller.receive(.url("shop://nowhere")))
        #expect(recorder.drops.map(\.reason) == [.duplicate])
    }

    @Test func aHandlerThatAsksForALoginHoldsTheRestOfTheBatch() {
        let recorder = recorder
        let controller = LaunchInboxController<Route>(router: Shop.router, clock: clock.launchClock) { _ in }
        controller.handler = { [unowned controller] delivery in
            recorder.deliveries.append(delivery)
            if delivery.route == .order(id: Shop.orderID) { controller.setReady(false) }
        }
        controller.connect(
            options: .init(
                urlContexts: [.init(url: "shop://orders/\(Shop.orderID)"), .init(url: "shop://product/1")],
                shortcutItem: .init(type: "com.shop.home")))
        controller.setReady(true)
        #expect(recorder.routes == [.order(id: Shop.orderID)])
        #expect((controller.inbox as? LaunchInbox<Route>)?.isReady == false)
        #expect(controller.pendingCount == 2)
        controller.setReady(true)
        #expect(recorder.routes == [.order(id: Shop.orderID), .product(id: 1, ref: nil), .home])
        #expect(recorder.deliveries.map(\.channel) == [.connectionOptions, .connectionOptions, .connectionOptions])
    }

    @Test func anInputReceivedByTheHandlerComesAfterTheRestOfTheBatch() {
        let recorder = recorder
        let controller = LaunchInboxController<Route>(router: Shop.router, clock: clock.launchClock) { _ in }
        controller.handler = { [unowned controller] delivery in
            recorder.deliveries.append(delivery)
            if delivery.route == .product(id: 1, ref: nil) {
                controller.receive(.url("shop://product/3"))
                controller.receive(.url("shop://product/2"))  // a duplicate of a pending one
            }
        }
        controller.dropHandler = { recorder.drops.append($0) }
        controller.connect(
            options: .init(urlContexts: [.init(url: "shop://product/1"), .init(url: "shop://product/2")]))
        controller.setReady(true)
        #expect(recorder.routes == [1, 2, 3].map { .product(id: $0, ref: nil) })
        #expect(recorder.drops.map(\.reason) == [.duplicate])
    }

    @Test func aFailedContinuationCarriesTheErrorsDescription() {
        struct Unavailable: Error, CustomStringConvertible {
            var description: String { "the activity is no longer available" }
        }
        let controller = controller()
        controller.setReady(true)
        controller.failToContinue(activityType: "com.shop.viewing", error: Unavailable())
        #expect(
            recorder.deliveries.map(\.outcome.reason?.message) == [
                "the Handoff activity \"com.shop.viewing\" failed to continue: the activity is no longer available"
            ])
    }

    @Test func tickLetsAHandoffTimeOut() {
        let controller = controller(.init(handoffTimeout: 10))
        controller.connect(
            options: .init(handoffUserActivityType: "com.shop.viewing", shortcutItem: .init(type: "com.shop.home")))
        controller.setReady(true)
        #expect(recorder.deliveries.isEmpty)
        #expect((controller.inbox as? LaunchInbox<Route>)?.nextDeadline == .seconds(10))
        clock.advance(by: 9.5)
        controller.tick()
        #expect(recorder.deliveries.isEmpty)
        clock.advance(by: 0.5)
        controller.tick()
        #expect(recorder.deliveries.map(\.outcome.codeName) == ["continuationFailed", "routed"])
    }

    @Test func disconnectHoldsUntilTheNextSceneIsReady() {
        let controller = controller()
        controller.connect(options: .init())
        controller.setReady(true)
        controller.disconnect()
        #expect((controller.inbox as? LaunchInbox<Route>)?.isReady == false)
        controller.receive(.url("shop://product/5"))
        #expect(recorder.deliveries.isEmpty)
        controller.connect(options: .init())
        controller.setReady(true)
        #expect(recorder.routes == [.product(id: 5, ref: nil)])
    }

    /// Found by FuzzLaunchEvents: deliveries handed back by a handler that asks for a login were
    /// still remembered as delivered, so when the bound then dropped one of them (reported as an
    /// overflow), its next copy was dropped as a duplicate of an input the app never saw.
    @Test func aHeldBackDeliveryIsNotRememberedAsDelivered() {
        let recorder = recorder
        let controller = LaunchInboxController<Route>(
            router: Shop.router, configuration: .init(capacity: 3), clock: clock.launchClock
        ) { _ in }
        controller.handler = { [unowned controller] delivery in
            recorder.deliveries.append(delivery)
            if recorder.deliveries.count == 1 { controller.setReady(false) }
        }
        controller.dropHandler = { recorder.drops.append($0) }
        for id in 1...3 { controller.receive(.url("shop://product/\(id)")) }
        controller.setReady(true)
        #expect(recorder.routes == [.product(id: 1, ref: nil)])
        // 2 and 3 wait again; two more push 2 out.
        for id in 4...5 { controller.receive(.url("shop://product/\(id)")) }
        #expect(recorder.drops.map(\.reason) == [.overflow])
        #expect(recorder.drops.map(\.input) == [.url("shop://product/2")])
        // 2 again: never delivered, so not a duplicate.
        controller.receive(.url("shop://product/2"))
        #expect(recorder.drops.map(\.reason) == [.overflow, .overflow])
        controller.setReady(true)
        #expect(recorder.routes == [1, 4, 5, 2].map { .product(id: $0, ref: nil) })
    }

    @Test func sendTakesAnyEvent() {
        let controller = controller()
        controller.send(.receive(.url("shop://product/8")))
        controller.send(.ready)
        #expect(recorder.routes == [.product(id: 8, ref: nil)])
    }
}

/// A clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    /// This clock as the controller reads it.
    var launchClock: LaunchClock { LaunchClock { self.now } }

    var now: LaunchClock.Instant = .seconds(0)

    func advance(by seconds: Double) {
        now = now.advanced(by: seconds)
    }
}
