#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
import LaunchRouting
import LaunchRoutingUIKitStandIn
import Testing

extension StandInTests {
    /// The UIKit side of LaunchScenes (docs/multiple-windows.md, "Wiring it").
    @MainActor @Suite struct SceneActivationTests {
        @Test func aSceneIsIdentifiedByItsSession() {
            #expect(SceneIdentifier(UISceneSession(persistentIdentifier: "A1B2")) == "A1B2")
        }

        @Test func aRequestTravelsInTheActivityThatOpensItsScene() {
            let request = SceneRequest(id: 3, content: "note/7")
            let activity = request.userActivity(type: "com.example.notes.open")
            #expect(activity.activityType == "com.example.notes.open")
            #expect(activity.targetContentIdentifier == "note/7")
            #expect(SceneRequest(activity) == request)
            #expect(SceneRequest(NSUserActivity(activityType: "com.example.notes.open")) == nil)
        }

        @Test func aNewWindowIsRequestedWithTheActivity() {
            let request = SceneRequest(id: 1, content: "note/2")
            let activation = UISceneSessionActivationRequest(request, activityType: "com.example.notes.open")
            #expect(activation.role == .windowApplication)
            #expect(activation.session == nil)
            #expect(activation.userActivity.flatMap(SceneRequest.init) == request)
        }

        @Test func activationConditionsPreferTheContentTheSceneShows() {
            let scene = UIScene(
                session: UISceneSession(persistentIdentifier: "A"), connectionOptions: UIScene.ConnectionOptions())
            scene.setActivationConditions(showing: "note/7")
            let conditions = scene.activationConditions
            #expect(
                conditions.prefersToActivateForTargetContentIdentifierPredicate.predicateFormat == #"SELF == "note/7""#)
            #expect(conditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: "note/7"))
            #expect(!conditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: "note/8"))
            #expect(conditions.canActivateForTargetContentIdentifierPredicate.evaluate(with: "note/8"))
            scene.setActivationConditions(showing: nil)
            #expect(
                !scene.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(
                    with: "note/7"))
        }

        @Test func aSwiftUIWindowPrefersTheContentItShows() throws {
            let view = try #require(
                Text("note").handlesExternalEvents(showing: "note/7/") as? HandlesExternalEventsView<Text>)
            #expect(view.preferring == ["note/7/"])
            #expect(view.allowing == ["*"])
            let anywhere = try #require(
                Text("list").handlesExternalEvents(showing: nil) as? HandlesExternalEventsView<Text>)
            #expect(anywhere.preferring.isEmpty)
        }

        @Test func aSwiftUIWindowOpensForARequestItCanRestore() throws {
            // SwiftUI keeps a window's value to restore it: the request must come back the same.
            let request = SceneRequest(id: 4, content: "note/9/")
            let encoded = try JSONEncoder().encode(request)
            #expect(try JSONDecoder().decode(SceneRequest.self, from: encoded) == request)
            #expect(
                try JSONDecoder().decode(
                    SceneRequest.self, from: JSONEncoder().encode(SceneRequest(id: 5, content: nil))
                ).content == nil)
            let openWindow = OpenWindowAction()
            openWindow(value: request)
            #expect(OpenWindowAction.opened.last?.value == AnyHashable(request))
        }
    }
}
#endif
