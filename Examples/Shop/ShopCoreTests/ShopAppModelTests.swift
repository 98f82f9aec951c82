import LaunchRouting
import ShopCore
import Testing

/// A clock the tests move by hand.
final class TestClock: @unchecked Sendable {
    /// This clock as the controller reads it.
    var launchClock: LaunchClock { LaunchClock { self.now } }

    var now = LaunchClock.Instant.seconds(0)
}

/// The app core as the shells drive it: connect, window, login, inputs cold and warm.
@MainActor @Suite struct ShopAppModelTests {
    let clock = TestClock()

    func model(loggedIn: Bool = true) -> ShopAppModel {
        ShopAppModel(isLoggedIn: loggedIn, clock: clock.launchClock)
    }

    nonisolated static let link = LaunchInput.openURL(.init(url: "shop://product/42?ref=mail"))
    nonisolated static let universalLink = LaunchInput.userActivity(
        .browsingWeb("https://shop.example.com/orders/7/tracking"))
    nonisolated static let handoff = LaunchInput.userActivity(
        .init(activityType: ShopRoutes.viewingProductActivityType, userInfo: ["productID": 42]))
    nonisolated static let spotlight = LaunchInput.userActivity(.searchableItem(identifier: "shop://c/shoes"))
    nonisolated static let quickAction = LaunchInput.shortcutItem(
        .init(type: ShopRoutes.searchShortcutType, userInfo: ["query": "boots"]))
    nonisolated static let tap = LaunchInput.notificationResponse(
        .init(requestIdentifier: "n-7", userInfo: [ShopRoutes.deepLinkKey: "shop://orders/7"], date: 700_000_000))

    /// "Open order 7", an `OpenIntent` whose entity is the order.
    nonisolated static let openOrder = LaunchInput.appIntent(
        .init(type: ShopRoutes.openOrderIntentType, parameters: ["target": 7]))
    /// The App Shortcut that searches.
    nonisolated static let searchShortcut = LaunchInput.appIntent(
        .init(type: ShopRoutes.searchIntentType, parameters: ["criteria": "boots"]))
    /// A shopping list another user shared.
    nonisolated static let sharedList = LaunchInput.cloudKitShare(
        .init(containerIdentifier: ShopRoutes.listsContainer, rootRecordName: "list-3", zoneName: "Lists"))

    nonisolated static let inputs: [LaunchInput] = [
        link, universalLink, handoff, spotlight, quickAction, tap, openOrder, searchShortcut, sharedList,
    ]

    // snippet.begin cold-warm
    @Test(arguments: inputs)
    func coldAndWarmShowTheSameScreen(input: LaunchInput) {
        let cold = model()
        cold.launches.connect(options: LaunchOptions(carrying: input))
        cold.windowDidAppear()

        let warm = model()
        warm.launches.connect(options: LaunchOptions())
        warm.windowDidAppear()
        warm.launches.receive(input)

        #expect(cold.screen == warm.screen)
        #expect(cold.screen != .home, "\(input) did not route")
        #expect(cold.log.isEmpty && warm.log.isEmpty)
    }
    // snippet.end

    @Test func aColdLinkWaitsForTheLogin() {
        let model = model(loggedIn: false)
        model.launches.connect(options: LaunchOptions(carrying: Self.link))
        model.windowDidAppear()
        #expect(model.screen == .home)
        #expect(model.launches.pendingCount == 1)

        clock.now = .seconds(20)
        model.logIn()
        #expect(model.screen == .product(id: 42, ref: "mail"))
    }

    @Test func aLinkWaitsForTheWindow() {
        let model = model()
        model.launches.connect(options: LaunchOptions(carrying: Self.link))
        #expect(model.screen == .home)
        model.windowDidAppear()
        #expect(model.screen == .product(id: 42, ref: "mail"))
    }

    @Test func aNotificationInTheOptionsAndFromTheDelegateIsShownOnce() {
        let model = model()
        model.launches.connect(options: LaunchOptions(carrying: Self.tap))
        model.windowDidAppear()
        model.show(.cart)  // the user moves on
        clock.now = .seconds(0.3)
        model.launches.receive(Self.tap)  // the notification center's delegate, late
        #expect(model.path == [.order(id: 7), .cart])
        #expect(model.log == ["dropped duplicate from callback"])
    }

    @Test func theQuickActionAnswerIsTheSameColdAndWarm() {
        let model = model(loggedIn: false)
        #expect(model.launches.receive(Self.quickAction))  // not ready, still handled
        #expect(!model.launches.receive(.shortcutItem(.init(type: "com.example.shop.scan"))))
    }

    @Test func aHandoffArrivesAfterTheConnection() {
        let model = model()
        model.launches.connect(options: LaunchOptions(handoffUserActivityType: ShopRoutes.viewingProductActivityType))
        model.windowDidAppear()
        #expect(model.screen == .home)
        clock.now = .seconds(2)
        model.launches.receive(Self.handoff)
        #expect(model.screen == .product(id: 42, ref: nil))
    }

    @Test func aHandoffThatNeverArrivesIsLogged() {
        let model = model()
        model.launches.connect(options: LaunchOptions(handoffUserActivityType: ShopRoutes.viewingProductActivityType))
        model.windowDidAppear()
        clock.now = .seconds(31)
        model.launches.tick()
        #expect(model.screen == .home)
        #expect(model.log.count == 1)
        #expect(model.log.first?.contains("continuationFailed") == true)
    }

    @Test func theRestorationActivityRestoresTheLastScreen() {
        let first = model()
        first.launches.connect(options: LaunchOptions())
        first.windowDidAppear()
        first.launches.receive(.openURL(.init(url: "shop://c/shoes")))
        let saved = first.stateRestorationActivity
        #expect(saved.activityType == ShopRoutes.browsingActivityType)
        #expect(saved.userInfo["url"] == "shop://c/shoes")

        let relaunched = model()
        relaunched.launches.connect(options: LaunchOptions(), stateRestorationActivity: saved)
        relaunched.windowDidAppear()
        #expect(relaunched.screen == .category(slug: "shoes"))
    }

    @Test func aLinkWinsOverTheRestorationActivity() {
        let model = model()
        let saved = LaunchInput.UserActivity(
            activityType: ShopRoutes.browsingActivityType, userInfo: ["url": "shop:/cart"])
        model.launches.connect(options: LaunchOptions(carrying: Self.link), stateRestorationActivity: saved)
        model.windowDidAppear()
        #expect(model.screen == .product(id: 42, ref: "mail"))
        #expect(model.log == ["dropped superseded from stateRestoration"])
    }

    @Test func loggingOutShowsHomeAndHoldsLinks() {
        let model = model()
        model.launches.connect(options: LaunchOptions())
        model.windowDidAppear()
        model.launches.receive(Self.link)
        model.logOut()
        #expect(model.screen == .home)
        model.launches.receive(Self.universalLink)
        #expect(model.screen == .home)
        model.logIn()
        #expect(model.screen == .orderTracking(id: 7))
    }

    @Test func inputsThatDoNotRouteAreLoggedAndLeaveTheScreen() {
        let model = model()
        model.launches.connect(options: LaunchOptions())
        model.windowDidAppear()
        model.launches.receive(Self.link)
        model.launches.receive(.openURL(.init(url: "https://evil.example.org/product/1")))
        #expect(model.screen == .product(id: 42, ref: "mail"))
        #expect(model.log.count == 1)
        #expect(model.log.first?.hasPrefix("callback: untrustedHost") == true)
    }

    @Test func aDisconnectedSceneHoldsInputsForTheNextWindow() {
        let model = model()
        model.launches.connect(options: LaunchOptions())
        model.windowDidAppear()
        model.windowDidDisappear()
        model.launches.receive(Self.link)
        #expect(model.screen == .home)
        model.launches.connect(options: LaunchOptions())
        model.windowDidAppear()
        #expect(model.screen == .product(id: 42, ref: "mail"))
    }

    @Test func theLifecycleLogKeepsItsOrder() {
        let lifecycle = ShopLifecycle()
        lifecycle.willEnterForeground()
        lifecycle.didBecomeActive()
        lifecycle.willResignActive()
        lifecycle.didEnterBackground()
        #expect(
            lifecycle.events == ["willEnterForeground", "didBecomeActive", "willResignActive", "didEnterBackground"])
    }
}
