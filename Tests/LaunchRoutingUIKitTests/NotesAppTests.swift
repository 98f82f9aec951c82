#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation
import LaunchRouting
import LaunchRoutingUIKitStandIn
import NotesCore
import Testing

@testable import NotesApp

extension StandInTests {
    /// The two-window example (Examples/Notes) driven through the stand-in's UIKit: restored
    /// windows, a link for the other window's note, and a link that opens a third window.
    @MainActor @Suite struct NotesAppTests {
        static func restoredSession(_ id: String, note: Int) -> UISceneSession {
            let activity = NSUserActivity(activityType: "com.example.notes.window")
            activity.userInfo = ["noteID": note]
            return UISceneSession(persistentIdentifier: id, stateRestorationActivity: activity)
        }

        /// Relaunch with two windows, A on note 1 and B on note 2.
        static func relaunch(coldURL: String? = nil) -> (a: UIWindowScene, b: UIWindowScene) {
            StandInSystem.launch(NotesAppDelegate())
            let options = UIScene.ConnectionOptions(urlContexts: Set(coldURL.map { [Make.context($0)] } ?? []))
            let a = StandInSystem.connect(
                NotesSceneDelegate(), to: restoredSession("A", note: 1), options: options, isRestored: true
            ).scene
            let b = StandInSystem.connect(NotesSceneDelegate(), to: restoredSession("B", note: 2), isRestored: true)
                .scene
            StandInSystem.activate(a)
            StandInSystem.activate(b)
            return (a, b)
        }

        @Test func aLinkForTheOtherWindowsNoteBringsThatWindowForward() throws {
            let (a, b) = Self.relaunch()
            a.delegate?.scene(a, openURLContexts: [Make.context("notes://note/2")])
            let request = try #require(UIApplication.shared.activationRequests.last)
            #expect(request.session === b.session)
            #expect(
                b.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(with: "note/2/"))
            #expect((b.delegate as? NotesSceneDelegate)?.window?.rootViewController?.title == "note(id: 2)")
            #expect((a.delegate as? NotesSceneDelegate)?.noteID == 1)
        }

        @Test func aColdLinkInARestoredWindowGoesToTheWindowThatShowsIt() throws {
            // The launch link arrives with A, before B has connected: it waits for B.
            let (_, b) = Self.relaunch(coldURL: "notes://note/2")
            #expect(UIApplication.shared.activationRequests.last?.session === b.session)
            #expect((b.delegate as? NotesSceneDelegate)?.window?.rootViewController?.title == "note(id: 2)")
        }

        @Test func aLinkInAWindowClosedBeforeItShowedItGoesToAnother() throws {
            let (_, b) = Self.relaunch()
            // A third window connects with a link for B's note, and is closed before it becomes active.
            let c = StandInSystem.connect(
                NotesSceneDelegate(), to: UISceneSession(persistentIdentifier: "C"),
                options: UIScene.ConnectionOptions(urlContexts: [Make.context("notes://note/2")])
            ).scene
            #expect((b.delegate as? NotesSceneDelegate)?.window?.rootViewController?.title == nil)
            StandInSystem.discard([c.session])
            #expect(UIApplication.shared.activationRequests.last?.session === b.session)
            #expect((b.delegate as? NotesSceneDelegate)?.window?.rootViewController?.title == "note(id: 2)")
        }

        @Test func aLinkForANoteNoWindowShowsOpensOne() throws {
            let (a, _) = Self.relaunch()
            a.delegate?.scene(a, openURLContexts: [Make.context("notes://note/3")])
            let request = try #require(UIApplication.shared.activationRequests.last)
            #expect(request.userActivity?.targetContentIdentifier == "note/3/")
            let opened = try #require(
                StandInSystem.fulfilActivationRequest(
                    delegate: NotesSceneDelegate(), session: UISceneSession(persistentIdentifier: "C")))
            StandInSystem.activate(opened.scene)
            #expect((opened.delegate as? NotesSceneDelegate)?.noteID == 3)
            #expect((opened.delegate as? NotesSceneDelegate)?.window?.rootViewController?.title == "note(id: 3)")
        }
    }
}
#endif
