#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import LaunchRoutingUIKitStandIn
import ShopCore
import Testing

extension StandInTests {
    /// The scene-delegate integration: UIKit's objects in, the inbox's deliveries out, the same cold
    /// and warm.
    @MainActor @Suite struct SceneIntegrationTests {
        typealias Delivery = LaunchDelivery<ShopRoute>

        /// A controller that records what it delivers and drops.
        @MainActor final class Recorder {
            let clock = ManualClock()
            var deliveries: [Delivery] = []
            var drops: [LaunchInput.Drop] = []
            lazy var launches: LaunchInboxController<ShopRoute> = {
                let launches = LaunchInboxController(router: ShopRoutes.router, clock: clock.launchClock) {
                    [unowned self] in
                    self.deliveries.append($0)
                }
                launches.dropHandler = { [unowned self] in self.drops.append($0) }
                return launches
            }()

            var outcomes: [RouteOutcome<ShopRoute>] { deliveries.map(\.outcome) }
        }

        static func session(restoring activity: NSUserActivity? = nil) -> UISceneSession {
            UISceneSession(persistentIdentifier: "session-1", stateRestorationActivity: activity)
        }

        /// Cold: the input in the connection options. Warm: the scene connected and ready first.
        func coldAndWarm(
            cold options: UIScene.ConnectionOptions,
            warm deliver: (LaunchInboxController<ShopRoute>) -> Void
        ) -> (cold: Recorder, warm: Recorder) {
            let cold = Recorder()
            cold.launches.connect(options: options, session: Self.session())
            cold.launches.setReady(true)
            let warm = Recorder()
            warm.launches.connect(options: UIScene.ConnectionOptions(), session: Self.session())
            warm.launches.setReady(true)
            deliver(warm.launches)
            return (cold, warm)
        }

        @Test func coldAndWarmAgreeOnGeneratedURLs() {
            let urls = URLGenerator(table: ShopRoutes.table)
            var checked = 0
            for iteration in 0..<300 {
                var choices = Choices(seed: 0x5CE_0000 + UInt64(iteration))
                let string = urls.any.generate(&choices)
                guard let url = URL(string: string) else { continue }
                let context = UIOpenURLContext(url: url, options: UIScene.OpenURLOptions())
                let (cold, warm) = coldAndWarm(cold: UIScene.ConnectionOptions(urlContexts: [context])) {
                    $0.open([context])
                }
                #expect(cold.outcomes == warm.outcomes, "replay: seed \(0x5CE_0000 + UInt64(iteration)): \(string)")
                #expect(cold.outcomes.count == 1)
                if url.scheme == "https" {
                    let link = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
                    link.webpageURL = url
                    let (cold, warm) = coldAndWarm(cold: UIScene.ConnectionOptions(userActivities: [link])) {
                        $0.receive(link)
                    }
                    #expect(cold.outcomes == warm.outcomes, "replay: seed \(0x5CE_0000 + UInt64(iteration)): \(string)")
                }
                checked += 1
            }
            #expect(checked > 200)
        }

        @Test func coldAndWarmAgreeOnEveryKindOfInput() async {
            let activity = Make.activity(ShopRoutes.viewingProductActivityType, userInfo: ["productID": 42])
            let spotlight = Make.activity(
                "com.apple.corespotlightitem", userInfo: ["kCSSearchableItemActivityIdentifier": "shop://cart"])
            for input in [activity, spotlight] {
                let (cold, warm) = coldAndWarm(cold: UIScene.ConnectionOptions(userActivities: [input])) {
                    $0.receive(input)
                }
                #expect(cold.outcomes == warm.outcomes)
                #expect(cold.outcomes.first?.route != nil)
            }

            let item = Make.shortcut(ShopRoutes.searchShortcutType, userInfo: ["query": NSString(string: "boots")])
            var answer: Bool?
            let (cold, warm) = coldAndWarm(cold: UIScene.ConnectionOptions(shortcutItem: item)) {
                answer = $0.receive(item)
            }
            #expect(cold.outcomes == warm.outcomes)
            #expect(warm.outcomes == [.routed(.search(query: "boots", page: 1))])
            #expect(answer == true)

            let response = Make.response("n-1", userInfo: ["deeplink": "shop://orders/7"])
            let coldTap = Recorder()
            coldTap.launches.connect(
                options: UIScene.ConnectionOptions(notificationResponse: response), session: Self.session())
            coldTap.launches.setReady(true)
            let warmTap = Recorder()
            warmTap.launches.setReady(true)
            await withCheckedContinuation { continuation in
                warmTap.launches.receive(response) { continuation.resume() }
            }
            #expect(coldTap.outcomes == warmTap.outcomes)
            #expect(warmTap.outcomes == [.routed(.order(id: 7))])
        }

        @Test func aNotificationInTheOptionsAndFromTheDelegateIsDeliveredOnce() async {
            let response = Make.response("n-1", userInfo: ["deeplink": "shop://orders/7"])
            let recorder = Recorder()
            recorder.launches.connect(
                options: UIScene.ConnectionOptions(notificationResponse: response), session: Self.session())
            recorder.launches.setReady(true)
            await withCheckedContinuation { continuation in
                recorder.launches.receive(response) { continuation.resume() }
            }
            #expect(recorder.outcomes == [.routed(.order(id: 7))])
            #expect(recorder.drops.map(\.reason) == [.duplicate])
        }

        @Test func aUniversalLinkFromSwiftUIAndFromTheSceneIsDeliveredOnce() {
            let recorder = Recorder()
            recorder.launches.setReady(true)
            recorder.launches.open(Make.url("https://shop.example.com/orders/7/tracking"))  // onOpenURL
            // scene(_:continue:)
            recorder.launches.receive(Make.universalLink("https://shop.example.com/orders/7/tracking"))
            #expect(recorder.outcomes == [.routed(.orderTracking(id: 7))])
            #expect(recorder.drops.map(\.channel) == [.callback])
        }

        @Test func setOrderNeverDecides() {
            let strings = [
                "shop://search?q=a", "shop://cart", "shop://product/42", "shop://c/shoes", "shop://orders/7",
                "shop://account",
            ]
            var sequences: Set<[String]> = []
            for rotation in strings.indices {
                var contexts = Set<UIOpenURLContext>(minimumCapacity: rotation * 8)
                for string in strings[rotation...] + strings[..<rotation] { contexts.insert(Make.context(string)) }
                let recorder = Recorder()
                recorder.launches.connect(
                    options: UIScene.ConnectionOptions(urlContexts: contexts), session: Self.session())
                recorder.launches.setReady(true)
                sequences.insert(
                    recorder.deliveries.map { delivery in
                        guard case .openURL(let context) = delivery.input.kind else { return "" }
                        return context.url
                    })
            }
            #expect(
                sequences == [
                    [
                        "shop://account", "shop://c/shoes", "shop://cart", "shop://orders/7", "shop://product/42",
                        "shop://search?q=a",
                    ]
                ])
        }

        @Test func theRestorationActivityComesFromTheSession() {
            let saved = NSUserActivity(
                LaunchInput.UserActivity(
                    activityType: ShopRoutes.browsingActivityType, userInfo: ["url": "shop://cart"]))
            let restored = Recorder()
            restored.launches.connect(options: UIScene.ConnectionOptions(), session: Self.session(restoring: saved))
            restored.launches.setReady(true)
            #expect(restored.deliveries.map(\.channel) == [.stateRestoration])
            #expect(restored.outcomes.first?.reason?.code == .restorationActivity)

            let linked = Recorder()
            linked.launches.connect(
                options: UIScene.ConnectionOptions(urlContexts: [Make.context("shop://product/42")]),
                session: Self.session(restoring: saved))
            linked.launches.setReady(true)
            #expect(linked.outcomes == [.routed(.product(id: 42, ref: nil))])
            #expect(linked.drops.map(\.reason) == [.superseded])
        }

        @Test func aHandoffTypeWaitsForItsActivityOrItsFailure() {
            let arrives = Recorder()
            arrives.launches.connect(
                options: UIScene.ConnectionOptions(handoffUserActivityType: ShopRoutes.viewingProductActivityType),
                session: Self.session())
            arrives.launches.setReady(true)
            #expect(arrives.deliveries.isEmpty)
            arrives.launches.receive(Make.activity(ShopRoutes.viewingProductActivityType, userInfo: ["productID": 42]))
            #expect(arrives.outcomes == [.routed(.product(id: 42, ref: nil))])

            struct Unavailable: Error {}
            let fails = Recorder()
            fails.launches.connect(
                options: UIScene.ConnectionOptions(handoffUserActivityType: ShopRoutes.viewingProductActivityType),
                session: Self.session())
            fails.launches.setReady(true)
            fails.launches.failToContinue(activityType: ShopRoutes.viewingProductActivityType, error: Unavailable())
            #expect(fails.outcomes.map { $0.reason?.code } == [.continuationFailed])
        }

        @Test func aLegacyOpenCarriesItsOptions() {
            let recorder = Recorder()
            recorder.launches.setReady(true)
            let routed = recorder.launches.open(
                Make.url("shop://cart"),
                options: [.sourceApplication: "com.apple.mobilesafari", .openInPlace: true, .annotation: "note"])
            #expect(routed)
            #expect(
                recorder.deliveries.map(\.input) == [
                    .openURL(
                        .init(
                            url: "shop://cart", sourceApplication: "com.apple.mobilesafari", openInPlace: true,
                            annotation: "note"))
                ])
            #expect(!recorder.launches.open(Make.url("mailto:help@example.com")))
        }

        @Test func legacyLaunchOptionsMergeWithTheScenesOwn() {
            let bridge = LaunchOptions.LegacyBridge()
            bridge.capture([
                .url: Make.url("shop://product/42"), .shortcutItem: Make.shortcut(ShopRoutes.cartShortcutType),
            ])
            let recorder = Recorder()
            recorder.launches.connect(
                options: UIScene.ConnectionOptions(urlContexts: [Make.context("shop://product/42")]),
                session: Self.session(),
                legacyLaunchOptions: bridge.takeCapturedOptions())
            recorder.launches.setReady(true)
            #expect(recorder.outcomes == [.routed(.product(id: 42, ref: nil)), .routed(.cart)])
            #expect(recorder.deliveries.map(\.channel) == [.connectionOptions, .legacyLaunchOptions])
            #expect(recorder.drops.map(\.channel) == [.legacyLaunchOptions])
        }
    }
}
#endif
