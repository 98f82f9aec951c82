#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import LaunchRoutingUIKitStandIn
import Testing

/// An `OpenIntent` for an order, as an app declares one: it names the entity's identifier.
struct OpenOrderIntent: UISceneAppIntent, RoutableIntent {
    static let title: LocalizedStringResource = "Open Order"
    var order = 0
    var launchParameters: [String: LaunchInput.PropertyListValue] { ["target": .integer(Int64(order))] }
    func perform() async throws -> some IntentResult { .result() }
}

/// An intent that names nothing, with a content identifier of its own.
struct ShowInboxIntent: UISceneAppIntent {
    static let title: LocalizedStringResource = "Show Inbox"
    var contentIdentifier: String { "inbox" }
    func perform() async throws -> some IntentResult { .result() }
}

extension StandInTests {
    /// App Intents through the adapters (iOS 26): the connection option, the scene delegate's
    /// `willPerformAppIntent` and SwiftUI's `onAppIntentExecution`, into one inbox, once.
    @MainActor @Suite struct AppIntentAdapterTests {
        static let router = try! Router(
            table: RouteTable(
                schemes: ["shop"],
                routes: [RouteDefinition("order", path: "/orders/:id(int)"), RouteDefinition("inbox", path: "/inbox")]),
            intents: [
                LaunchRule.Intent(type: "OpenOrderIntent", route: "order", parameters: ["id": "target"]),
                LaunchRule.Intent(type: "ShowInboxIntent", route: "inbox"),
            ])

        /// A scene delegate that gives both of UIKit's channels to one inbox.
        final class SceneDelegate: NSObject, AppIntentSceneDelegate {
            var outcomes: [RouteOutcome<RouteMatch>] = []
            let clock = ManualClock()
            lazy var launches = LaunchInboxController(router: AppIntentAdapterTests.router, clock: clock.launchClock) {
                [unowned self] in self.outcomes.append($0.outcome)
            }

            func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
                launches.receive(appIntent)
            }
        }

        @Test func anIntentBecomesItsTypeItsNamedValuesAndItsTarget() {
            #expect(
                LaunchInput.AppIntent(OpenOrderIntent(order: 7))
                    == LaunchInput.AppIntent(
                        type: "OpenOrderIntent", parameters: ["target": 7], targetContentIdentifier: "OpenOrderIntent"))
            #expect(
                LaunchInput.AppIntent(ShowInboxIntent())
                    == LaunchInput.AppIntent(type: "ShowInboxIntent", targetContentIdentifier: "inbox"))
            #expect(
                LaunchOptions(UIScene.ConnectionOptions(appIntent: OpenOrderIntent(order: 7))).appIntent
                    == LaunchInput.AppIntent(OpenOrderIntent(order: 7)))
        }

        /// `ConnectionOptions.appIntent`, then `scene(_:willPerformAppIntent:)` with the same
        /// intent, as UIKit "always" calls it after the connection: delivered once.
        @Test func theIntentThatConnectsTheSceneIsDeliveredOnce() {
            let intent = OpenOrderIntent(order: 7)
            let delegate = SceneDelegate()
            let session = UISceneSession(persistentIdentifier: "s")
            let scene = UIScene(session: session, connectionOptions: UIScene.ConnectionOptions(appIntent: intent))
            delegate.launches.connect(options: UIScene.ConnectionOptions(appIntent: intent), session: session)
            delegate.scene(scene, willPerformAppIntent: intent)
            delegate.launches.setReady(true)
            #expect(delegate.outcomes == [.routed(RouteMatch(name: "order", parameters: ["id": 7]))])
        }

        @Test func aWarmIntentRoutesAsACold() {
            let delegate = SceneDelegate()
            let session = UISceneSession(persistentIdentifier: "s")
            delegate.launches.connect(options: UIScene.ConnectionOptions(), session: session)
            delegate.launches.setReady(true)
            delegate.scene(
                UIScene(session: session, connectionOptions: UIScene.ConnectionOptions()),
                willPerformAppIntent: ShowInboxIntent())
            #expect(delegate.outcomes == [.routed(RouteMatch(name: "inbox"))])
        }

        @Test func swiftUIHandsTheIntentToTheInbox() {
            let delegate = SceneDelegate()
            delegate.launches.setReady(true)
            let view = Text("orders").onAppIntentExecution(OpenOrderIntent.self, routingInto: delegate.launches)
            StandInSystem.perform(OpenOrderIntent(order: 3), in: view)
            StandInSystem.perform(ShowInboxIntent(), in: view)  // another type: not this view's
            #expect(delegate.outcomes == [.routed(RouteMatch(name: "order", parameters: ["id": 3]))])
        }
    }
}
#endif
