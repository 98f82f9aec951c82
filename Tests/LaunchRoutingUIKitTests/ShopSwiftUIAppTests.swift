#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
import LaunchRouting
import LaunchRoutingUIKitStandIn
import ShopCore
@testable import ShopSwiftUIApp
import Testing

extension StandInTests {
    /// The example's SwiftUI shells: SwiftUI's handlers and the UIKit delegates SwiftUI leaves to
    /// the app, feeding one inbox.
    @MainActor @Suite struct ShopSwiftUIAppTests {
        /// Launches the SwiftUI app; returns its delegate and its window's root view.
        func launch() -> (delegate: ShopAppDelegate, root: any View) {
            let delegate = ShopAppDelegate()
            StandInSystem.launch(delegate)
            delegate.model.logIn()
            let app = ShopSwiftUIApp()
            guard let group = StandInSystem.windowGroup(app.body) else {
                preconditionFailure("the app's scene is not a window group")
            }
            return (delegate, group.rootView)
        }

        @Test func onOpenURLRoutesCustomSchemesAndUniversalLinks() {
            let (delegate, root) = launch()
            delegate.model.windowDidAppear()
            StandInSystem.open(Make.url("shop://product/42"), in: root)
            #expect(delegate.model.screen == .product(id: 42, ref: nil))
            #expect(delegate.screen.route == .product(id: 42, ref: nil))
            StandInSystem.open(Make.url("https://shop.example.com/orders/7/tracking"), in: root)
            #expect(delegate.model.screen == .orderTracking(id: 7))
        }

        @Test func onContinueUserActivityTakesEveryTypeTheRouterContinues() {
            let (delegate, root) = launch()
            delegate.model.windowDidAppear()
            StandInSystem.continue(
                Make.activity(ShopRoutes.viewingProductActivityType, userInfo: ["productID": 42]), in: root)
            #expect(delegate.model.screen == .product(id: 42, ref: nil))
            StandInSystem.continue(
                Make.activity(
                    "com.apple.corespotlightitem", userInfo: ["kCSSearchableItemActivityIdentifier": "shop://cart"]),
                in: root)
            #expect(delegate.model.screen == .cart)
            StandInSystem.continue(Make.activity("com.example.other"), in: root)  // no handler for the type
            #expect(delegate.model.screen == .cart)
            #expect(delegate.model.log.isEmpty)
        }

        @Test func theSceneDelegateTakesQuickActionsAndTheColdOptions() {
            let (delegate, root) = launch()
            let link = Make.context("shop://product/42")
            let item = Make.shortcut(ShopRoutes.cartShortcutType)
            let sceneDelegate = ShopSceneDelegate()
            let (scene, configuration) = StandInSystem.connect(
                sceneDelegate, to: UISceneSession(persistentIdentifier: "main"),
                options: UIScene.ConnectionOptions(urlContexts: [link], shortcutItem: item))
            #expect(configuration?.delegateClass == ShopSceneDelegate.self)
            #expect(delegate.model.path == [.cart])
            // SwiftUI hands the cold URL to onOpenURL too: the inbox knows it.
            StandInSystem.open(link.url, in: root)
            #expect(delegate.model.path == [.cart])
            #expect(delegate.model.log == ["dropped duplicate from callback"])

            var answers: [Bool] = []
            sceneDelegate.windowScene(scene, performActionFor: Make.shortcut(ShopRoutes.searchShortcutType)) {
                answers.append($0)
            }
            #expect(answers == [false])  // the search action needs its query
            sceneDelegate.windowScene(
                scene,
                performActionFor: Make.shortcut(
                    ShopRoutes.searchShortcutType, userInfo: ["query": NSString(string: "boots")])
            ) { answers.append($0) }
            #expect(answers == [false, true])
            #expect(delegate.model.screen == .search(query: "boots", page: 1))
        }

        @Test func notificationTapsReachTheAppDelegate() async {
            let (delegate, _) = launch()
            delegate.model.windowDidAppear()
            await StandInSystem.respond(to: Make.response("n-1", userInfo: ["deeplink": "shop://orders/7"]))
            #expect(delegate.model.screen == .order(id: 7))
        }

        @Test func aHostingSceneDelegateRoutesItsSceneAndItsViews() throws {
            let delegate = ShopHostingAppDelegate()
            StandInSystem.launch(delegate)
            delegate.model.logIn()
            let sceneDelegate = ShopHostingSceneDelegate()
            let link = Make.universalLink("https://shop.example.com/orders/7")
            let (scene, configuration) = StandInSystem.connect(
                sceneDelegate, to: UISceneSession(persistentIdentifier: "main"),
                options: UIScene.ConnectionOptions(userActivities: [link]))
            #expect(configuration?.delegateClass == ShopHostingSceneDelegate.self)
            #expect(delegate.model.screen == .order(id: 7))

            let group = try #require(StandInSystem.windowGroup(ShopHostingSceneDelegate.rootScene))
            #expect(group.id == "shop")
            // the same link, from SwiftUI
            StandInSystem.open(Make.url("https://shop.example.com/orders/7"), in: group.rootView)
            #expect(delegate.model.log == ["dropped duplicate from callback"])
            sceneDelegate.scene(scene, openURLContexts: [Make.context("shop://cart")])
            #expect(delegate.model.screen == .cart)

            delegate.openAnotherWindow()
            #expect(UIApplication.shared.activationRequests.last?.hostingSceneID == "shop")
            #expect(
                UISceneSessionActivationRequest(hostingDelegateClass: ShopHostingSceneDelegate.self, id: "other") == nil
            )

            // UIKit activates the second window with an instance of the hosting delegate class,
            // without asking the app delegate for a configuration; it routes into the same inbox.
            let (second, secondDelegate, asked) = try #require(
                StandInSystem.fulfilActivationRequest(session: UISceneSession(persistentIdentifier: "second")))
            #expect(asked == nil)
            #expect(secondDelegate is ShopHostingSceneDelegate)
            #expect(UIApplication.shared.connectedScenes.contains(second))
            secondDelegate.scene(second, openURLContexts: [Make.context("shop://orders/8")])
            #expect(delegate.model.screen == .order(id: 8))
        }
    }
}
#endif
