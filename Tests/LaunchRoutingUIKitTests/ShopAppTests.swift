#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
import LaunchRouting
import LaunchRoutingUIKitStandIn
@testable import ShopApp
import ShopCore
import Testing

extension StandInTests {
    /// The example's UIKit app, driven as UIKit drives it: launch, connect, callbacks, disconnect.
    @MainActor @Suite struct ShopAppTests {
        /// Launches a fresh app and connects its scene.
        func launch(
            options: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
            session: UISceneSession = UISceneSession(persistentIdentifier: "main"),
            isRestored: Bool = false,
            launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil,
            loggedIn: Bool = true
        ) -> (app: AppDelegate, scene: UIWindowScene, delegate: SceneDelegate, configuration: UISceneConfiguration?) {
            let app = AppDelegate()
            StandInSystem.launch(app, launchOptions: launchOptions)
            if loggedIn { app.model.logIn() }
            let delegate = SceneDelegate()
            let (scene, configuration) = StandInSystem.connect(
                delegate, to: session, options: options, isRestored: isRestored)
            return (app, scene, delegate, configuration)
        }

        @Test func theSceneDelegateOwnsTheWindowAndTheAppDelegateMirrorsIt() throws {
            let (app, scene, delegate, configuration) = launch()
            #expect(configuration?.name == "Default Configuration")
            #expect(configuration?.delegateClass == SceneDelegate.self)
            let window = try #require(delegate.window)
            #expect(window.windowScene === scene)
            #expect(scene.windows == [window])
            #expect(window.isKeyWindow)
            #expect(window.rootViewController is ShopViewController)
            #expect(app.window === window)
            #expect(RootViewControllerLookup.rootViewController(of: scene) === window.rootViewController)
            #expect(RootViewControllerLookup.firstRootViewController() === window.rootViewController)
            #expect(RootViewControllerLookup.mirroredRootViewController() === window.rootViewController)
        }

        @Test func aColdLinkWaitsForTheLogin() {
            let (app, scene, _, _) = launch(
                options: UIScene.ConnectionOptions(urlContexts: [Make.context("shop://product/42?ref=mail")]),
                loggedIn: false)
            #expect(app.model.screen == .home)
            app.model.logIn()
            #expect(app.model.screen == .product(id: 42, ref: "mail"))
            #expect(scene.keyWindow?.rootViewController?.title == "Product 42")
        }

        @Test func everyColdInputRoutes() {
            let cases: [(UIScene.ConnectionOptions, ShopRoute)] = [
                (UIScene.ConnectionOptions(urlContexts: [Make.context("shop://cart")]), .cart),
                (
                    UIScene.ConnectionOptions(userActivities: [Make.universalLink("https://shop.example.com/orders/7")]
                    ), .order(id: 7)
                ),
                (
                    UIScene.ConnectionOptions(userActivities: [
                        Make.activity(
                            "com.apple.corespotlightitem",
                            userInfo: ["kCSSearchableItemActivityIdentifier": "shop://c/shoes"])
                    ]), .category(slug: "shoes")
                ),
                (
                    UIScene.ConnectionOptions(
                        shortcutItem: Make.shortcut(
                            ShopRoutes.searchShortcutType, userInfo: ["query": NSString(string: "boots")])),
                    .search(query: "boots", page: 1)
                ),
                (
                    UIScene.ConnectionOptions(
                        notificationResponse: Make.response(
                            "n-1", userInfo: ["orderID": 7], category: ShopRoutes.orderShippedCategory,
                            action: ShopRoutes.trackAction)),
                    .orderTracking(id: 7)
                ),
                (UIScene.ConnectionOptions(cloudKitShareMetadata: Self.sharedList()), .list(id: "list-3")),
            ]
            for (options, route) in cases {
                let (app, _, _, _) = launch(options: options)
                #expect(app.model.screen == route)
            }
        }

        @Test func warmInputsReachTheSameInbox() {
            let (app, scene, delegate, _) = launch()
            delegate.scene(scene, openURLContexts: [Make.context("shop://cart")])
            #expect(app.model.screen == .cart)
            delegate.scene(scene, continue: Make.universalLink("https://eu.shop.example.com/orders/7/tracking"))
            #expect(app.model.screen == .orderTracking(id: 7))

            var answers: [Bool] = []
            delegate.windowScene(scene, performActionFor: Make.shortcut(ShopRoutes.cartShortcutType)) {
                answers.append($0)
            }
            delegate.windowScene(scene, performActionFor: Make.shortcut("com.example.shop.scan")) { answers.append($0) }
            #expect(answers == [true, false])
            #expect(app.model.screen == .cart)
            #expect(app.model.log.count == 1)
            delegate.windowScene(scene, userDidAcceptCloudKitShareWith: Self.sharedList())
            #expect(app.model.screen == .list(id: "list-3"))
        }

        /// The shell's "Open order" intent on order `id`, as the system hands it over.
        static func openOrder(_ id: String) -> ShopApp.OpenOrderIntent {
            let intent = ShopApp.OpenOrderIntent()
            intent.target = OrderEntity(id: id)
            return intent
        }

        /// "Open order 7", performed in a scene: in the connection options, then again through
        /// `willPerformAppIntent`, as UIKit "always" calls it; shown once.
        @Test func anIntentThatConnectsTheSceneIsShownOnce() {
            let (app, scene, delegate, _) = launch(options: UIScene.ConnectionOptions(appIntent: Self.openOrder("7")))
            delegate.scene(scene, willPerformAppIntent: Self.openOrder("7"))
            #expect(app.model.screen == .order(id: 7))
            #expect(app.model.log.count == 1)
        }

        /// The shell's intents are named as ShopCore's rules name them, and hand over the values
        /// the rules read: the App Shortcut's search, warm, opens its results.
        @Test func theShellsIntentsAreTheOnesTheRulesRoute() {
            #expect(LaunchInput.AppIntent(Self.openOrder("7")).type == ShopRoutes.openOrderIntentType)
            #expect(LaunchInput.AppIntent(Self.openOrder("7")).parameters == ["target": .string("7")])
            let search = ShopApp.SearchIntent()
            search.criteria = "boots"
            #expect(LaunchInput.AppIntent(search).type == ShopRoutes.searchIntentType)
            let (app, scene, delegate, _) = launch()
            delegate.scene(scene, willPerformAppIntent: search)
            #expect(app.model.screen == .search(query: "boots", page: 1))
            #expect(ShopShortcuts.appShortcuts.count == 1)
        }

        /// A shopping list another user shared, as CloudKit hands its metadata over.
        static func sharedList() -> CKShare.Metadata {
            let zone = CKRecordZone.ID(zoneName: "Lists", ownerName: "_a1b2")
            return CKShare.Metadata(
                containerIdentifier: ShopRoutes.listsContainer,
                share: CKShare(recordID: CKRecord.ID(recordName: "share-1", zoneID: zone)),
                hierarchicalRootRecordID: CKRecord.ID(recordName: "list-3", zoneID: zone))
        }

        @Test func aHandoffAnnouncedAtConnectionArrivesLater() {
            let (app, scene, delegate, _) = launch(
                options: UIScene.ConnectionOptions(handoffUserActivityType: ShopRoutes.viewingProductActivityType))
            #expect(app.model.screen == .home)
            delegate.scene(scene, willContinueUserActivityWithType: ShopRoutes.viewingProductActivityType)
            delegate.scene(
                scene, continue: Make.activity(ShopRoutes.viewingProductActivityType, userInfo: ["productID": 42]))
            #expect(app.model.screen == .product(id: 42, ref: nil))
        }

        @Test func aNotificationTapInTheOptionsAndFromTheCenterIsShownOnce() async {
            let response = Make.response("n-1", userInfo: ["deeplink": "shop://orders/7"])
            let (app, _, _, _) = launch(options: UIScene.ConnectionOptions(notificationResponse: response))
            #expect(UNUserNotificationCenter.current().delegate === app)
            #expect(app.model.screen == .order(id: 7))
            app.model.show(.cart)
            await StandInSystem.respond(to: response)
            #expect(app.model.path == [.order(id: 7), .cart])
            #expect(app.model.log == ["dropped duplicate from callback"])

            await StandInSystem.respond(to: Make.response("n-2", userInfo: ["deeplink": "shop://account"]))
            #expect(app.model.screen == .account)
        }

        // snippet.begin restored-session
        @Test func aRestoredSessionIsNotConfiguredAgainButStillRoutes() {
            let saved = NSUserActivity(
                LaunchInput.UserActivity(
                    activityType: ShopRoutes.browsingActivityType, userInfo: ["url": "shop://c/shoes"]))
            let restored = launch(
                session: UISceneSession(persistentIdentifier: "main", stateRestorationActivity: saved), isRestored: true
            )
            #expect(restored.configuration == nil)  // application(_:configurationForConnecting:options:) was not called
            #expect(restored.app.model.screen == .category(slug: "shoes"))

            let linked = launch(
                options: UIScene.ConnectionOptions(urlContexts: [Make.context("shop://product/42")]),
                session: UISceneSession(persistentIdentifier: "main", stateRestorationActivity: saved), isRestored: true
            )
            #expect(linked.configuration == nil)
            #expect(linked.app.model.screen == .product(id: 42, ref: nil))
            #expect(linked.app.model.log == ["dropped superseded from stateRestoration"])
        }
        // snippet.end

        @Test func theSessionRemembersTheScreenAcrossADisconnection() {
            let session = UISceneSession(persistentIdentifier: "main")
            let (app, scene, delegate, _) = launch(session: session)
            delegate.scene(scene, openURLContexts: [Make.context("shop://search?q=boots&page=2")])
            StandInSystem.disconnect(scene)
            #expect(delegate.window == nil)
            #expect(session.stateRestorationActivity?.activityType == ShopRoutes.browsingActivityType)
            #expect(app.model.hasWindow == false)

            app.model.show(.account)  // state that a new connection replaces
            let again = SceneDelegate()
            StandInSystem.connect(again, to: session, isRestored: true)
            #expect(app.model.screen == .search(query: "boots", page: 2))
            #expect(app.window === again.window)
        }

        @Test func theLifeCycleMovedToTheSceneDelegate() {
            let (app, scene, _, _) = launch()
            StandInSystem.activate(scene)
            StandInSystem.deactivate(scene)
            #expect(
                app.lifecycle.events == [
                    "willEnterForeground", "didBecomeActive", "willResignActive", "didEnterBackground",
                ])
        }

        @Test func launchOptionsFromALaunchWithoutScenesGoToTheFirstScene() {
            let (app, _, _, _) = launch(launchOptions: [.url: Make.url("shop://orders/7")])
            #expect(app.model.screen == .order(id: 7))
            #expect(app.launchBridge.capturedOptions == nil)

            let second = SceneDelegate()
            StandInSystem.connect(second, to: UISceneSession(persistentIdentifier: "second"))
            #expect(app.model.log.isEmpty)
        }

        @Test func theLegacyOpenCallbackIsRoutedOnce() {
            let (app, _, _, _) = launch(options: UIScene.ConnectionOptions(urlContexts: [Make.context("shop://cart")]))
            #expect(app.application(UIApplication.shared, open: Make.url("shop://cart"), options: [:]))
            #expect(app.model.path == [.cart])
            #expect(app.model.log == ["dropped duplicate from callback"])
        }
    }
}
#endif
