#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

/// Stand-in only: plays the system's part, calling an app's delegates and handlers the way UIKit,
/// UserNotifications and SwiftUI do, so that tests drive the adapters and the example app through
/// the same entry points as a device.
@MainActor
public enum StandInSystem {
    /// `UIApplicationMain`: installs the app delegate and finishes launching.
    ///
    /// An app that adopts scenes gets `nil` launch options; pass some to play a launch without a
    /// scene manifest.
    ///
    /// - Returns: What `application(_:didFinishLaunchingWithOptions:)` returned.
    @discardableResult
    public static func launch(
        _ delegate: any UIApplicationDelegate,
        launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        let application = UIApplication.shared
        application.delegate = delegate
        application.connectedScenes = []
        _ = delegate.application(application, willFinishLaunchingWithOptions: launchOptions)
        return delegate.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    /// A scene connects to a session.
    ///
    /// For a new session UIKit first asks the app delegate for a configuration; for a session it
    /// restores on relaunch it uses the configuration it saved and does not ask. Then it calls
    /// `scene(_:willConnectTo:options:)` on the scene delegate.
    ///
    /// - Parameters:
    ///   - delegate: The scene delegate, an instance of the configuration's `delegateClass`.
    ///   - session: The session; a restored one keeps its configuration and restoration activity.
    ///   - options: The connection options.
    ///   - isRestored: Whether UIKit restores the session rather than creating it.
    /// - Returns: The connected scene, and the configuration the app delegate returned, if it was asked.
    @discardableResult
    public static func connect(
        _ delegate: any UISceneDelegate,
        to session: UISceneSession,
        options: UIScene.ConnectionOptions = UIScene.ConnectionOptions(),
        isRestored: Bool = false
    ) -> (scene: UIWindowScene, configuration: UISceneConfiguration?) {
        let application = UIApplication.shared
        var configuration: UISceneConfiguration?
        if !isRestored, let appDelegate = application.delegate {
            let chosen = appDelegate.application(application, configurationForConnecting: session, options: options)
            session.configuration = chosen
            configuration = chosen
        }
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.delegate = delegate
        application.connectedScenes.insert(scene)
        delegate.scene(scene, willConnectTo: session, options: options)
        return (scene, configuration)
    }

    /// UIKit fulfils the last request passed to `activateSceneSession(for:errorHandler:)`: a new
    /// session, and a scene connected to it.
    ///
    /// A request made with `hostingDelegateClass:` (iOS 26) names the scene's delegate class
    /// itself: UIKit instantiates it and does **not** call the app delegate's
    /// `application(_:configurationForConnecting:options:)`. Any other request goes through
    /// ``connect(_:to:options:isRestored:)``, with `delegate`, after the app delegate is asked.
    ///
    /// - Returns: The connected scene, its delegate, and the configuration the app delegate
    ///   returned, if it was asked; `nil` when no request is pending.
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    @discardableResult
    public static func fulfilActivationRequest(
        delegate: (any UISceneDelegate)? = nil,
        session: UISceneSession = UISceneSession(persistentIdentifier: "activated")
    ) -> (scene: UIWindowScene, delegate: any UISceneDelegate, configuration: UISceneConfiguration?)? {
        let application = UIApplication.shared
        guard let request = application.activationRequests.popLast() else { return nil }
        let options = UIScene.ConnectionOptions(userActivities: request.userActivity.map { [$0] } ?? [])
        if let make = request.makeHostingDelegate {
            let made = make()
            let scene = UIWindowScene(session: session, connectionOptions: options)
            scene.delegate = made
            application.connectedScenes.insert(scene)
            made.scene(scene, willConnectTo: session, options: options)
            return (scene, made, nil)
        }
        guard let delegate else { return nil }
        let (scene, configuration) = connect(delegate, to: session, options: options)
        return (scene, delegate, configuration)
    }

    /// The scene comes to the foreground: `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`.
    public static func activate(_ scene: UIScene) {
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.delegate?.sceneDidBecomeActive(scene)
    }

    /// The scene goes to the background: `sceneWillResignActive(_:)`, then `sceneDidEnterBackground(_:)`.
    public static func deactivate(_ scene: UIScene) {
        scene.delegate?.sceneWillResignActive(scene)
        scene.delegate?.sceneDidEnterBackground(scene)
    }

    /// UIKit releases the scene: `sceneDidDisconnect(_:)`. The session survives, with the
    /// restoration activity the delegate returns from `stateRestorationActivity(for:)`.
    public static func disconnect(_ scene: UIScene) {
        scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
        scene.delegate?.sceneDidDisconnect(scene)
        UIApplication.shared.connectedScenes.remove(scene)
        scene.session.scene = nil
    }

    /// The user closes windows for good (the app switcher): each connected one disconnects, then
    /// the app delegate's `application(_:didDiscardSceneSessions:)` gets their sessions.
    public static func discard(_ sessions: Set<UISceneSession>) {
        for session in sessions.sorted(by: { $0.persistentIdentifier < $1.persistentIdentifier }) {
            if let scene = session.scene { disconnect(scene) }
        }
        UIApplication.shared.delegate?.application(UIApplication.shared, didDiscardSceneSessions: sessions)
    }

    /// The user taps a notification: the notification center calls its delegate, and this returns
    /// once the delegate has called the completion handler.
    public static func respond(to response: UNNotificationResponse) async {
        let center = UNUserNotificationCenter.current()
        guard let delegate = center.delegate else { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            delegate.userNotificationCenter(center, didReceive: response) { continuation.resume() }
        }
    }

    /// SwiftUI opens a URL in a window: every `onOpenURL` handler of its view tree runs.
    public static func open(_ url: URL, in view: some View) {
        for case let container as any StandInContainerView in ViewTree.views(in: view) {
            container.deliver(url)
        }
    }

    /// SwiftUI continues a user activity in a window: every `onContinueUserActivity` handler for
    /// its type runs.
    public static func `continue`(_ activity: NSUserActivity, in view: some View) {
        for case let container as any StandInContainerView in ViewTree.views(in: view) {
            container.deliver(activity)
        }
    }

    /// The system performs an App Intent that targets a window's scene: every
    /// `onAppIntentExecution` handler for its type runs.
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    public static func perform(_ intent: some TargetContentProvidingIntent, in view: some View) {
        for case let container as any StandInContainerView in ViewTree.views(in: view) {
            container.deliver(intent: intent)
        }
    }

    /// The root view of the windows of a scene that is a window group, and the group's identifier.
    public static func windowGroup(_ scene: some Scene) -> (id: String?, rootView: any View)? {
        (scene as? any StandInWindowGroup).map { ($0.groupID, $0.rootView) }
    }
}
#endif
