@_spi(Fuzzing) import LaunchRouting
import Testing

/// Launches as an app lives them, each with the exact sequence the inbox delivers: what, from
/// which channel, received when. Cold and warm paths are run side by side where both exist.
@Suite struct LaunchScenarioTests {
    typealias Route = Shop.Route
    typealias Delivery = LaunchDelivery<Route>

    /// Runs timed events through a fresh inbox and returns everything it delivered and dropped.
    static func run(
        _ events: [(at: Double, event: LaunchEvent)],
        configuration: LaunchInboxController<Route>.Configuration = .init()
    ) -> (deliveries: [Delivery], drops: [LaunchInput.Drop], outputs: [LaunchInbox<Route>.Output]) {
        var inbox = LaunchInbox(router: Shop.router, configuration: configuration)
        var outputs: [LaunchInbox<Route>.Output] = []
        for (time, event) in events {
            outputs.append(inbox.handle(event, at: .seconds(time)))
        }
        return (outputs.flatMap(\.deliveries), outputs.flatMap(\.drops), outputs)
    }

    static let link = "https://shop.example.com/product/42?ref=mail"

    // MARK: Cold and warm links

    @Test func aColdUniversalLink() {
        let activity = LaunchInput.UserActivity.browsingWeb(Self.link, referrerURL: "https://mail.example.com/")
        let cold = Self.run([
            (0, .connect(.init(userActivities: [activity]))),
            (0.4, .ready),
        ])
        #expect(
            cold.deliveries == [
                Delivery(
                    input: .userActivity(activity), outcome: .routed(.product(id: 42, ref: "mail")),
                    channel: .connectionOptions, receivedAt: .seconds(0))
            ])
        #expect(cold.drops.isEmpty)

        let warm = Self.run([(0, .connect(.init())), (0.4, .ready), (9, .receive(.userActivity(activity)))])
        #expect(warm.deliveries.map(\.outcome) == cold.deliveries.map(\.outcome))
        #expect(warm.deliveries.map(\.channel) == [.callback])
    }

    @Test func aColdUniversalLinkOnAnUntrustedHostIsRejectedNotDropped() {
        let activity = LaunchInput.UserActivity.browsingWeb("https://shop.example.net/product/42")
        let cold = Self.run([(0, .connect(.init(userActivities: [activity]))), (1, .ready)])
        #expect(
            cold.deliveries.map(\.outcome) == [
                .rejected(
                    OutcomeReason(
                        code: .untrustedHost,
                        message: "the host \"shop.example.net\" is not one of the table's domains", position: 8))
            ])
    }

    @Test func aColdCustomSchemeURL() {
        let context = LaunchInput.URLContext(
            url: "shop://product/42?ref=mail", sourceApplication: "com.apple.mobilesafari")
        let cold = Self.run([
            (0, .connect(.init(urlContexts: [context], sourceApplication: "com.apple.mobilesafari"))),
            (0.3, .ready),
        ])
        #expect(
            cold.deliveries == [
                Delivery(
                    input: .openURL(context), outcome: .routed(.product(id: 42, ref: "mail")),
                    channel: .connectionOptions, receivedAt: .seconds(0))
            ])

        let warm = Self.run([(0, .connect(.init())), (0.3, .ready), (5, .openURLContexts([context]))])
        #expect(warm.deliveries.map(\.outcome) == cold.deliveries.map(\.outcome))
    }

    @Test func aLinkThatArrivesBeforeLoginThenLogin() {
        // The UI is up but a login screen stands in the way: the app is not ready.
        let result = Self.run([
            (0, .connect(.init())),
            (3, .receive(.link(Self.link))),
            (40, .ready),  // logged in
            (60, .notReady),  // logged out
            (61, .receive(.url("shop://sort/old"))),
            (62, .receive(.url("shop://product/7"))),
            (90, .ready),  // logged in again
        ])
        #expect(result.outputs.map(\.deliveries.count) == [0, 0, 1, 0, 0, 0, 2])
        #expect(
            result.deliveries == [
                Delivery(
                    input: .link(Self.link), outcome: .routed(.product(id: 42, ref: "mail")), channel: .callback,
                    receivedAt: .seconds(3)),
                Delivery(
                    input: .url("shop://sort/old"), outcome: .routed(.sorted(kind: "old")), channel: .callback,
                    receivedAt: .seconds(61)),
                Delivery(
                    input: .url("shop://product/7"), outcome: .routed(.product(id: 7, ref: nil)), channel: .callback,
                    receivedAt: .seconds(62)),
            ])
    }

    @Test func aNotificationInBothTheOptionsAndTheDelegate() {
        let tap = LaunchInput.NotificationResponse(
            requestIdentifier: "order-7", userInfo: ["deeplink": "shop://product/7"], date: 700_000_000)
        // The delegate fires before the UI is ready, and again (a second listener) after delivery.
        let result = Self.run([
            (0, .connect(.init(notificationResponse: tap))),
            (0.2, .receive(.notificationResponse(tap))),
            (0.5, .ready),
            (1.5, .receive(.notificationResponse(tap))),
        ])
        #expect(
            result.deliveries == [
                Delivery(
                    input: .notificationResponse(tap), outcome: .routed(.product(id: 7, ref: nil)),
                    channel: .connectionOptions, receivedAt: .seconds(0))
            ])
        #expect(
            result.drops == [
                LaunchInput.Drop(
                    input: .notificationResponse(tap), channel: .callback, reason: .duplicate, receivedAt: .seconds(0.2)
                ),
                LaunchInput.Drop(
                    input: .notificationResponse(tap), channel: .callback, reason: .duplicate, receivedAt: .seconds(1.5)
                ),
            ])
    }

    @Test func aColdQuickActionAndItsHandledAnswer() {
        let item = LaunchInput.ShortcutItem(
            type: "com.shop.search", userInfo: ["query": "boots", "tags": ["new"]], localizedTitle: "Search boots")
        let cold = Self.run([(0, .connect(.init(shortcutItem: item))), (0.5, .ready)])
        #expect(cold.outputs[0].shortcutHandled == true)
        #expect(
            cold.deliveries == [
                Delivery(
                    input: .shortcutItem(item), outcome: .routed(.search(query: "boots", page: 1, tags: ["new"])),
                    channel: .connectionOptions, receivedAt: .seconds(0))
            ])

        let warm = Self.run([(0, .connect(.init())), (0.5, .ready), (7, .receive(.shortcutItem(item)))])
        #expect(warm.outputs[2].shortcutHandled == cold.outputs[0].shortcutHandled)
        #expect(warm.deliveries.map(\.outcome) == cold.deliveries.map(\.outcome))

        // A stale quick action (an old app version's userInfo) is not handled, on either path.
        let stale = LaunchInput.ShortcutItem(type: "com.shop.search", userInfo: ["q": "boots"])
        let coldStale = Self.run([(0, .connect(.init(shortcutItem: stale))), (0.5, .ready)])
        let warmStale = Self.run([(0, .ready), (1, .receive(.shortcutItem(stale)))])
        #expect(coldStale.outputs[0].shortcutHandled == false)
        #expect(warmStale.outputs[1].shortcutHandled == false)
        #expect(
            coldStale.deliveries.map(\.outcome) == [
                .unmatched(
                    OutcomeReason(
                        code: .missingParameter,
                        message:
                            "the quick action \"com.shop.search\" has no userInfo value \"query\" for the parameter \"q\" of route \"search\""
                    ))
            ])
        #expect(warmStale.deliveries.map(\.outcome) == coldStale.deliveries.map(\.outcome))
    }

    @Test func aColdHandoff() {
        let activity = LaunchInput.UserActivity(
            activityType: "com.shop.viewing", userInfo: ["productID": 42], title: "Boots")
        let cold = Self.run([
            (0, .connect(.init(handoffUserActivityType: "com.shop.viewing"))),
            (0.3, .ready),
            (2.5, .receive(.userActivity(activity))),  // scene(_:continue:) once the activity has loaded
        ])
        #expect(cold.outputs.map(\.deliveries.count) == [0, 0, 1])
        #expect(
            cold.deliveries == [
                Delivery(
                    input: .userActivity(activity), outcome: .routed(.product(id: 42, ref: nil)), channel: .callback,
                    receivedAt: .seconds(2.5))
            ])
        let warm = Self.run([(0, .ready), (2.5, .receive(.userActivity(activity)))])
        #expect(warm.deliveries == cold.deliveries)

        let failed = Self.run([
            (0, .connect(.init(handoffUserActivityType: "com.shop.viewing"))),
            (0.3, .ready),
            (
                4,
                .failToContinue(activityType: "com.shop.viewing", errorDescription: "the other device stopped sharing")
            ),
        ])
        #expect(
            failed.deliveries == [
                Delivery(
                    input: .userActivity(.init(activityType: "com.shop.viewing")),
                    outcome: .unmatched(
                        OutcomeReason(
                            code: .continuationFailed,
                            message:
                                "the Handoff activity \"com.shop.viewing\" failed to continue: the other device stopped sharing"
                        )),
                    channel: .callback, receivedAt: .seconds(4))
            ])
    }

    @Test func twoURLContextsInOneSetInBothIterationOrders() {
        let first = LaunchInput.URLContext(url: "shop://sort/new")
        let second = LaunchInput.URLContext(url: "https://shop.example.com/product/1")
        let expected = [
            Delivery(
                input: .openURL(second), outcome: .routed(.product(id: 1, ref: nil)), channel: .connectionOptions,
                receivedAt: .seconds(0)),
            Delivery(
                input: .openURL(first), outcome: .routed(.sorted(kind: "new")), channel: .connectionOptions,
                receivedAt: .seconds(0)),
        ]
        let orders = [[first, second], [second, first]]
        for contexts in orders.flatMap({ LaunchOptionsOrderTests.sets(of: $0) }) {
            let cold = Self.run([(0, .connect(.init(urlContexts: contexts))), (1, .ready)])
            #expect(cold.deliveries == expected)
            let warm = Self.run([(0, .ready), (0, .openURLContexts(contexts))])
            #expect(warm.deliveries.map(\.outcome) == expected.map(\.outcome))
        }
    }

    @Test func aRestorationActivityWithoutALink() {
        let restoration = LaunchInput.UserActivity(activityType: "com.shop.browsing", userInfo: ["screen": "cart"])
        let result = Self.run([(0, .connect(.init(), stateRestorationActivity: restoration)), (0.2, .ready)])
        #expect(
            result.deliveries == [
                Delivery(
                    input: .userActivity(restoration),
                    outcome: .unmatched(
                        OutcomeReason(
                            code: .restorationActivity,
                            message:
                                "the state-restoration activity \"com.shop.browsing\" restores state and never routes")),
                    channel: .stateRestoration, receivedAt: .seconds(0))
            ])
    }

    @Test func aRestorationActivityWithALink() {
        // Even a restoration activity that looks like a universal link never routes, and the link wins.
        let restoration = LaunchInput.UserActivity.browsingWeb("https://shop.example.com/product/1")
        let link = LaunchInput.UserActivity.browsingWeb(Self.link)
        let result = Self.run([
            (0, .connect(.init(userActivities: [link]), stateRestorationActivity: restoration)), (0.2, .ready),
        ])
        #expect(
            result.deliveries == [
                Delivery(
                    input: .userActivity(link), outcome: .routed(.product(id: 42, ref: "mail")),
                    channel: .connectionOptions, receivedAt: .seconds(0))
            ])
        #expect(
            result.drops == [
                LaunchInput.Drop(
                    input: .userActivity(restoration), channel: .stateRestoration, reason: .superseded,
                    receivedAt: .seconds(0))
            ])

        // A link that arrives after connection, before the app is ready, wins too.
        let late = Self.run([
            (0, .connect(.init(), stateRestorationActivity: restoration)),
            (0.1, .receive(.userActivity(link))),
            (0.2, .ready),
        ])
        #expect(
            late.deliveries == [
                Delivery(
                    input: .userActivity(link), outcome: .routed(.product(id: 42, ref: "mail")), channel: .callback,
                    receivedAt: .seconds(0.1))
            ])
        #expect(late.drops.map(\.reason) == [.superseded])
    }

    @Test func aSceneThatDisconnectsAndReconnectsWhileTheProcessLives() {
        let restoration = LaunchInput.UserActivity(activityType: "com.shop.browsing")
        let tap = LaunchInput.NotificationResponse(
            requestIdentifier: "n-3", userInfo: ["deeplink": "shop://sort/old"], date: 1)
        let result = Self.run([
            (0, .connect(.init(urlContexts: [.init(url: "shop://product/1")]))),
            (0.5, .ready),
            (60, .disconnect),  // the user closed the window; the process lives on
            (70, .receive(.notificationResponse(tap))),  // the app-level notification delegate, no scene yet
            (
                71,
                .connect(
                    .init(notificationResponse: tap, shortcutItem: .init(type: "com.shop.home")),
                    stateRestorationActivity: restoration)
            ),
            (72, .ready),
            (80, .receive(.url("shop://product/1"))),  // the first link, tapped again: a new input
        ])
        #expect(result.outputs.map(\.deliveries.count) == [0, 1, 0, 0, 0, 2, 1])
        #expect(
            result.deliveries == [
                Delivery(
                    input: .url("shop://product/1"), outcome: .routed(.product(id: 1, ref: nil)),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
                Delivery(
                    input: .notificationResponse(tap), outcome: .routed(.sorted(kind: "old")), channel: .callback,
                    receivedAt: .seconds(70)),
                Delivery(
                    input: .shortcutItem(.init(type: "com.shop.home")), outcome: .routed(.home),
                    channel: .connectionOptions, receivedAt: .seconds(71)),
                Delivery(
                    input: .url("shop://product/1"), outcome: .routed(.product(id: 1, ref: nil)), channel: .callback,
                    receivedAt: .seconds(80)),
            ])
        #expect(
            result.drops == [
                LaunchInput.Drop(
                    input: .notificationResponse(tap), channel: .connectionOptions, reason: .duplicate,
                    receivedAt: .seconds(71)),
                LaunchInput.Drop(
                    input: .userActivity(restoration), channel: .stateRestoration, reason: .superseded,
                    receivedAt: .seconds(71)),
            ])
    }

    @Test func aBurstPastTheBufferBound() {
        let links = (1...10).map { LaunchInput.url("shop://product/\($0)") }
        var events: [(at: Double, event: LaunchEvent)] = [(0, .connect(.init()))]
        events += links.enumerated().map { (Double($0.offset) * 0.01, .receive($0.element)) }
        events.append((1, .ready))
        let result = Self.run(events, configuration: .init(capacity: 4))
        #expect(
            result.drops
                == (0..<6).map {
                    LaunchInput.Drop(
                        input: links[$0], channel: .callback, reason: .overflow, receivedAt: .seconds(Double($0) * 0.01)
                    )
                })
        #expect(result.deliveries.map(\.input) == Array(links[6...]))
        #expect(result.deliveries.map(\.route) == (7...10).map { .product(id: $0, ref: nil) })
    }

    @Test func everyInputAtOnceInCanonicalOrder() {
        // Everything a connection can carry, with the Handoff arriving last: delivered in canonical order.
        let options = LaunchOptions(
            urlContexts: [.init(url: "shop://sort/new"), .init(url: "shop://product/1")],
            handoffUserActivityType: "com.shop.viewing",
            userActivities: [
                .searchableItem(identifier: "shop://product/3"), .browsingWeb("https://shop.example.com/product/2"),
            ],
            notificationResponse: .init(requestIdentifier: "n", userInfo: ["deeplink": "shop://product/5"]),
            shortcutItem: .init(type: "com.shop.home")
        )
        let result = Self.run([
            (0, .connect(options)),
            (1, .ready),
            (2, .receive(.userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 4])))),
        ])
        #expect(result.outputs.map(\.deliveries.count) == [0, 4, 3])
        #expect(
            result.deliveries.map(\.route) == [
                .product(id: 1, ref: nil), .sorted(kind: "new"), .product(id: 2, ref: nil), .product(id: 3, ref: nil),
                .product(id: 4, ref: nil), .home, .product(id: 5, ref: nil),
            ])
    }
}
