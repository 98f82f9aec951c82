@_spi(Fuzzing) import LaunchRouting
import Testing

/// A warm input through the controller: what it delivers, drops and answers is what its inbox
/// gives the same event, event for event (docs/launch-lifecycle.md, "One path, whoever calls").
@MainActor
@Suite struct LaunchInboxControllerWarmTests {
    typealias Route = Shop.Route
    typealias Recorder = LaunchInboxControllerTests.Recorder

    /// URLs of every path and fault, links, activities, quick actions and notifications.
    nonisolated static var inputs: [LaunchInput] {
        InboxParsesOnceTests.inputs + [
            .userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": .string("42")])),
            .userActivity(.init(activityType: "com.shop.viewing")),
            .userActivity(.init(activityType: "com.shop.unknown")),
            .shortcutItem(.init(type: "com.shop.home")),
            .shortcutItem(.init(type: "com.shop.scan")),
            .notificationResponse(.init(requestIdentifier: "n1", userInfo: ["deeplink": .string("shop://product/7")])),
            .notificationResponse(.init(requestIdentifier: "n2")),
        ]
    }

    /// The controller and the inbox it must agree with, both ready, fed the same inputs at the
    /// same instants: the input, a copy within the deduplication window and one after it.
    @Test(arguments: inputs) func eachInputAsTheInboxWouldTakeIt(input: LaunchInput) {
        let clock = TestClock()
        let recorder = Recorder()
        let controller = LaunchInboxController(router: Shop.router, clock: clock.launchClock) {
            recorder.deliveries.append($0)
        }
        controller.dropHandler = { recorder.drops.append($0) }
        controller.setReady(true)
        var inbox = LaunchInbox(router: Shop.router)
        _ = inbox.handle(.ready, at: .seconds(0))
        var expected = LaunchInbox<Route>.Output()
        for (input, seconds) in [(input, 1.0), (input, 2), (input, 30)] {
            clock.now = .seconds(seconds)
            recorder.answers.append(controller.receive(input))
            let output = inbox.handle(.receive(input), at: .seconds(seconds))
            expected.deliveries += output.deliveries
            expected.drops += output.drops
        }
        #expect(recorder.deliveries == expected.deliveries)
        #expect(recorder.drops == expected.drops)
        #expect(recorder.drops.map(\.reason) == [.duplicate])
        #expect(recorder.answers == Array(repeating: Shop.router.resolve(input).route != nil, count: 3))
    }

    /// A Handoff announced at connection holds its place: a warm URL waits behind it, and both
    /// are delivered in order when the activity comes.
    @Test func anInputWaitsBehindAHandoffReservation() {
        let recorder = Recorder()
        let controller = LaunchInboxController(router: Shop.router, clock: TestClock().launchClock) {
            recorder.deliveries.append($0)
        }
        controller.connect(options: .init(handoffUserActivityType: "com.shop.viewing"))
        controller.setReady(true)
        #expect(controller.receive(.url("shop://product/1")))
        #expect(recorder.deliveries.isEmpty)
        #expect(controller.pendingCount == 2)
        controller.receive(
            .userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": .string("2")])))
        #expect(recorder.deliveries.map(\.route) == [.product(id: 2, ref: nil), .product(id: 1, ref: nil)])
    }

    /// What the handler does while an input is delivered takes effect after it: an input
    /// it receives is delivered next (a copy of the one being delivered is dropped), and asking
    /// for a login holds the next warm input.
    @Test func whatTheHandlerDoesComesAfterTheDelivery() {
        let recorder = Recorder()
        let controller = LaunchInboxController<Route>(router: Shop.router, clock: TestClock().launchClock) { _ in }
        controller.handler = { [unowned controller] delivery in
            recorder.deliveries.append(delivery)
            if delivery.route == .product(id: 1, ref: nil) {
                recorder.answers.append(controller.receive(.url("shop://product/2")))
                recorder.answers.append(controller.receive(.url("SHOP:/product/1")))
                #expect(recorder.deliveries.count == 1)
            }
            if delivery.route == .product(id: 2, ref: nil) { controller.setReady(false) }
        }
        controller.dropHandler = { recorder.drops.append($0) }
        controller.setReady(true)
        #expect(controller.receive(.url("shop://product/1")))
        #expect(recorder.deliveries.map(\.route) == [.product(id: 1, ref: nil), .product(id: 2, ref: nil)])
        #expect(recorder.answers == [true, true])
        #expect(recorder.drops.map(\.input) == [.url("SHOP:/product/1")])
        controller.receive(.url("shop://product/3"))
        #expect(recorder.deliveries.count == 2)
        #expect(controller.pendingCount == 1)
        controller.setReady(true)
        #expect(recorder.deliveries.last?.route == .product(id: 3, ref: nil))
    }
}
