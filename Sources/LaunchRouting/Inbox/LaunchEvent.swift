/// Something that happens to a scene's launch inbox: a connection, an input, a change of
/// readiness, a disconnection, or the passing of time.
///
/// Each UIKit or SwiftUI callback maps to one event:
///
/// | callback | event |
/// |---|---|
/// | `scene(_:willConnectTo:options:)` | ``connect(_:stateRestorationActivity:legacyLaunchOptions:)`` |
/// | `scene(_:openURLContexts:)` | ``openURLContexts(_:)`` |
/// | `scene(_:continue:)`, `onOpenURL`, `onContinueUserActivity` | ``receive(_:)`` |
/// | `windowScene(_:performActionFor:completionHandler:)` | ``receive(_:)`` |
/// | `userNotificationCenter(_:didReceive:withCompletionHandler:)` | ``receive(_:)`` |
/// | `scene(_:didFailToContinueUserActivityWithType:error:)` | ``failToContinue(activityType:errorDescription:)`` |
/// | the UI is installed and nothing (a login) stands in the way | ``ready`` |
/// | the UI cannot take a route now (logged out, onboarding) | ``notReady`` |
/// | `sceneDidDisconnect(_:)` | ``disconnect`` |
///
/// `scene(_:willContinueUserActivityWithType:)` needs no event: the activity itself follows.
///
/// ```swift
/// var inbox = LaunchInbox(router: router)
/// _ = inbox.handle(.connect(options, stateRestorationActivity: session.restoration), at: clock.now)
/// let output = inbox.handle(.ready, at: clock.now)   // output.deliveries: the cold inputs, in canonical order
/// ```
@_spi(Fuzzing) public enum LaunchEvent: Hashable, Sendable {
    /// The scene connects (cold). The options' inputs join the inbox in canonical order, merged
    /// with the app delegate's legacy launch options during a migration; a pending Handoff type
    /// reserves its place until its activity arrives, fails or times out. The restoration
    /// activity is delivered only when no external input comes with or before it.
    case connect(
        LaunchOptions,
        stateRestorationActivity: LaunchInput.UserActivity? = nil,
        legacyLaunchOptions: LaunchOptions.Legacy? = nil
    )
    /// One input through a runtime callback (warm).
    case receive(LaunchInput)
    /// The URL contexts of one `scene(_:openURLContexts:)` call, in canonical order.
    case openURLContexts(Set<LaunchInput.URLContext>)
    /// A Handoff activity could not be continued: its outcome is
    /// ``OutcomeReason/Code/continuationFailed``.
    case failToContinue(activityType: String, errorDescription: String)
    /// The app can take routes now: pending outcomes are delivered, and later ones at once.
    case ready
    /// The app cannot take routes now: outcomes are held until it is ready again.
    case notReady
    /// The scene disconnects: the app is no longer ready, and a pending restoration activity is
    /// dropped. Pending external inputs wait for the scene to reconnect.
    case disconnect
    /// Time passed: a Handoff that is still loading past its timeout fails.
    case tick
}
