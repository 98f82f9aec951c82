@_spi(Fuzzing) import LaunchRouting
import Testing

/// The first stage of a migration to scenes (seed 000): the app delegate captures its legacy
/// launch options, the scene delegate routes, and each input is delivered once.
@Suite struct LegacyBridgeTests {
    typealias Route = Shop.Route
    typealias Delivery = LaunchDelivery<Route>

    static func inbox() -> LaunchInbox<Route> {
        LaunchInbox(router: Shop.router)
    }

    @MainActor
    @Test func theBridgeHandsItsCaptureToTheFirstSceneOnly() {
        let bridge = LaunchOptions.LegacyBridge()
        #expect(bridge.takeCapturedOptions() == nil)
        bridge.capture(LaunchOptions.Legacy(url: "shop://product/1"))
        bridge.capture(LaunchOptions.Legacy(url: "shop://product/2"))  // didFinishLaunching after willFinishLaunching
        #expect(bridge.capturedOptions == LaunchOptions.Legacy(url: "shop://product/2"))
        #expect(bridge.takeCapturedOptions() == LaunchOptions.Legacy(url: "shop://product/2"))
        #expect(bridge.takeCapturedOptions() == nil)
        bridge.capture(LaunchOptions.Legacy(sourceApplication: "com.apple.mobilesafari"))  // nothing to route
        #expect(bridge.capturedOptions == nil)
    }

    @Test func aURLInBothTheLegacyOptionsAndTheSceneIsDeliveredOnceFromTheScene() {
        var inbox = Self.inbox()
        let context = LaunchInput.URLContext(url: "shop://product/42", sourceApplication: "com.apple.mobilesafari")
        let connect = inbox.handle(
            .connect(
                .init(urlContexts: [context]),
                legacyLaunchOptions: .init(url: "SHOP://product/42/", sourceApplication: "com.apple.mobilesafari")),
            at: .seconds(0))
        #expect(
            connect.drops == [
                LaunchInput.Drop(
                    input: .openURL(.init(url: "SHOP://product/42/", sourceApplication: "com.apple.mobilesafari")),
                    channel: .legacyLaunchOptions,
                    reason: .duplicate, receivedAt: .seconds(0))
            ])
        #expect(
            inbox.handle(.ready, at: .seconds(1)).deliveries == [
                Delivery(
                    input: .openURL(context), outcome: .routed(.product(id: 42, ref: nil)), channel: .connectionOptions,
                    receivedAt: .seconds(0))
            ])
    }

    @Test func aLegacyURLAndTheAppDelegatesOpenURLCallbackAreDeliveredOnce() {
        // Pre-scene, a cold URL came both as launchOptions[.url] and through application(_:open:options:).
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(), legacyLaunchOptions: .init(url: "shop://product/42")), at: .seconds(0))
        _ = inbox.handle(.ready, at: .seconds(0.1))
        let callback = inbox.handle(.receive(.url("shop://product/42")), at: .seconds(0.3))
        #expect(callback.deliveries.isEmpty)
        #expect(callback.drops.map(\.reason) == [.duplicate])
    }

    @Test func aLegacyRemoteNotificationAndTheDelegatesResponseAreDeliveredOnce() {
        let payload: [String: LaunchInput.PropertyListValue] = [
            "aps": ["alert": "Shipped"], "deeplink": "shop://product/7",
        ]
        let response = LaunchInput.NotificationResponse(requestIdentifier: "5F1C", userInfo: payload, date: 700_000_000)

        // Both at connection: the scene's response, with its identifier, is the one delivered.
        var both = Self.inbox()
        let connect = both.handle(
            .connect(.init(notificationResponse: response), legacyLaunchOptions: .init(remoteNotification: payload)),
            at: .seconds(0))
        #expect(connect.drops.map(\.channel) == [.legacyLaunchOptions])
        #expect(
            both.handle(.ready, at: .seconds(1)).deliveries == [
                Delivery(
                    input: .notificationResponse(response), outcome: .routed(.product(id: 7, ref: nil)),
                    channel: .connectionOptions, receivedAt: .seconds(0))
            ])

        // The payload at launch, the response from the notification center's delegate later.
        var later = Self.inbox()
        _ = later.handle(.connect(.init(), legacyLaunchOptions: .init(remoteNotification: payload)), at: .seconds(0))
        _ = later.handle(.ready, at: .seconds(0.5))
        #expect(
            later.handle(.receive(.notificationResponse(response)), at: .seconds(0.8)).drops.map(\.reason) == [
                .duplicate
            ])

        // Another notification with another payload is another input.
        let other = LaunchInput.NotificationResponse(
            requestIdentifier: "77AB", userInfo: ["deeplink": "shop://product/8"], date: 700_000_010)
        #expect(
            later.handle(.receive(.notificationResponse(other)), at: .seconds(0.9)).deliveries.map(\.route) == [
                .product(id: 8, ref: nil)
            ])
    }

    @Test func twoResponsesWithTheSamePayloadAreStillTwoTaps() {
        let payload: [String: LaunchInput.PropertyListValue] = ["deeplink": "shop://product/7"]
        var inbox = Self.inbox()
        _ = inbox.handle(
            .receive(.notificationResponse(.init(requestIdentifier: "a", userInfo: payload, date: 1))), at: .seconds(0))
        _ = inbox.handle(
            .receive(.notificationResponse(.init(requestIdentifier: "b", userInfo: payload, date: 2))), at: .seconds(0))
        #expect(inbox.handle(.ready, at: .seconds(1)).deliveries.count == 2)
    }

    @Test func aLegacyActivityTypeIsSatisfiedByTheScenesActivity() {
        let link = LaunchInput.UserActivity.browsingWeb("https://shop.example.com/product/42")
        var inbox = Self.inbox()
        let connect = inbox.handle(
            .connect(
                .init(userActivities: [link]),
                legacyLaunchOptions: .init(userActivityType: LaunchInput.UserActivity.browsingWebType)),
            at: .seconds(0))
        #expect(connect.drops.isEmpty)
        #expect(inbox.pendingCount == 1)
        #expect(inbox.nextDeadline == nil)
        #expect(inbox.handle(.ready, at: .seconds(1)).deliveries.map(\.channel) == [.connectionOptions])
    }

    @Test func aLegacyActivityTypeAwaitsItsActivityLikeAHandoff() {
        let activity = LaunchInput.UserActivity(activityType: "com.shop.viewing", userInfo: ["productID": 3])
        var inbox = Self.inbox()
        _ = inbox.handle(
            .connect(
                .init(shortcutItem: .init(type: "com.shop.home")),
                legacyLaunchOptions: .init(userActivityType: "com.shop.viewing")),
            at: .seconds(0))
        #expect(inbox.nextDeadline == .seconds(30))
        #expect(inbox.handle(.ready, at: .seconds(1)).deliveries.isEmpty)
        let output = inbox.handle(.receive(.userActivity(activity)), at: .seconds(2))
        #expect(
            output.deliveries == [
                Delivery(
                    input: .userActivity(activity), outcome: .routed(.product(id: 3, ref: nil)), channel: .callback,
                    receivedAt: .seconds(2)),
                Delivery(
                    input: .shortcutItem(.init(type: "com.shop.home")), outcome: .routed(.home),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
            ])
    }

    @Test func aLegacyActivityTypeAndTheSameHandoffTypeReserveOnePlace() {
        var inbox = Self.inbox()
        _ = inbox.handle(
            .connect(
                .init(handoffUserActivityType: "com.shop.viewing"),
                legacyLaunchOptions: .init(userActivityType: "com.shop.viewing")),
            at: .seconds(0))
        #expect(inbox.pendingCount == 1)
    }

    @Test func aLegacyQuickActionAndTheScenesAreOneQuickAction() {
        let item = LaunchInput.ShortcutItem(type: "com.shop.search", userInfo: ["query": "boots"])
        var inbox = Self.inbox()
        let connect = inbox.handle(
            .connect(.init(shortcutItem: item), legacyLaunchOptions: .init(shortcutItem: item)), at: .seconds(0))
        #expect(connect.shortcutHandled == true)
        #expect(connect.drops.map(\.channel) == [.legacyLaunchOptions])
        _ = inbox.handle(.ready, at: .seconds(0.5))
        // An app that still forwards performActionFor as well: answered the same, delivered once.
        let warm = inbox.handle(.receive(.shortcutItem(item)), at: .seconds(1))
        #expect(warm.shortcutHandled == true)
        #expect(warm.deliveries.isEmpty)

        var legacyOnly = Self.inbox()
        let cold = legacyOnly.handle(.connect(.init(), legacyLaunchOptions: .init(shortcutItem: item)), at: .seconds(0))
        #expect(cold.shortcutHandled == true)
        #expect(legacyOnly.handle(.ready, at: .seconds(1)).deliveries.map(\.channel) == [.legacyLaunchOptions])
    }

    @Test func legacyInputsSupersedeTheRestorationActivity() {
        var inbox = Self.inbox()
        let connect = inbox.handle(
            .connect(
                .init(), stateRestorationActivity: .init(activityType: "com.shop.browsing"),
                legacyLaunchOptions: .init(url: "shop://product/1")),
            at: .seconds(0))
        #expect(connect.drops.map(\.reason) == [.superseded])
        #expect(inbox.handle(.ready, at: .seconds(1)).deliveries.map(\.route) == [.product(id: 1, ref: nil)])
    }

    @MainActor
    @Test func theMigrationsFirstStageDeliversEachInputOnce() {
        // AppDelegate.application(_:didFinishLaunchingWithOptions:)
        let bridge = LaunchOptions.LegacyBridge()
        bridge.capture(
            LaunchOptions.Legacy(
                url: "shop://product/42", sourceApplication: "com.apple.mobilesafari",
                shortcutItem: .init(type: "com.shop.home"),
                remoteNotification: ["deeplink": "shop://sort/new"]))

        // SceneDelegate: one controller per scene, all routing in one place.
        final class Screen { var shown: [LaunchDelivery<Route>] = [] }
        let screen = Screen()
        let clock = TestClock()
        let first = LaunchInboxController(router: Shop.router, clock: clock.launchClock) { screen.shown.append($0) }
        first.connect(
            options: .init(
                urlContexts: [.init(url: "shop://product/42", sourceApplication: "com.apple.mobilesafari")],
                sourceApplication: "com.apple.mobilesafari",
                notificationResponse: .init(requestIdentifier: "N1", userInfo: ["deeplink": "shop://sort/new"], date: 5)
            ),
            legacyLaunchOptions: bridge.takeCapturedOptions())
        clock.advance(by: 0.3)
        first.receive(
            .notificationResponse(.init(requestIdentifier: "N1", userInfo: ["deeplink": "shop://sort/new"], date: 5)))
        first.setReady(true)
        clock.advance(by: 0.2)
        first.receive(.url("shop://product/42"))  // the app delegate's application(_:open:options:), still wired

        // A second window connects later: nothing left to take.
        let second = LaunchInboxController(router: Shop.router, clock: clock.launchClock) { screen.shown.append($0) }
        second.connect(options: .init(), legacyLaunchOptions: bridge.takeCapturedOptions())
        second.setReady(true)

        #expect(
            screen.shown == [
                Delivery(
                    input: .url("shop://product/42", from: "com.apple.mobilesafari"),
                    outcome: .routed(.product(id: 42, ref: nil)),
                    channel: .connectionOptions, receivedAt: .seconds(0)),
                Delivery(
                    input: .shortcutItem(.init(type: "com.shop.home")), outcome: .routed(.home),
                    channel: .legacyLaunchOptions, receivedAt: .seconds(0)),
                Delivery(
                    input: .notificationResponse(
                        .init(requestIdentifier: "N1", userInfo: ["deeplink": "shop://sort/new"], date: 5)),
                    outcome: .routed(.sorted(kind: "new")), channel: .connectionOptions, receivedAt: .seconds(0)),
            ])
    }
}
