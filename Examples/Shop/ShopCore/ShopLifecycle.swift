/// The process-wide side effects that hung off the app delegate's life-cycle methods before the
/// move to scenes: the analytics session and saving the cart.
///
/// With scenes, UIKit no longer calls `applicationDidBecomeActive(_:)` and its siblings; the scene
/// delegate's `sceneDidBecomeActive(_:)` and siblings call these instead, so the behaviour stays
/// the same while window ownership moves.
///
/// ```swift
/// func sceneDidBecomeActive(_ scene: UIScene) {
///     lifecycle.didBecomeActive()
/// }
/// ```
@MainActor
public final class ShopLifecycle {
    /// What happened, in order: for the analytics session, and for tests.
    public private(set) var events: [String] = []

    public init() {}

    /// Was `applicationWillEnterForeground(_:)`; now `sceneWillEnterForeground(_:)`.
    public func willEnterForeground() { events.append("willEnterForeground") }
    /// Was `applicationDidBecomeActive(_:)`: starts an analytics session.
    public func didBecomeActive() { events.append("didBecomeActive") }
    /// Was `applicationWillResignActive(_:)`: pauses the session.
    public func willResignActive() { events.append("willResignActive") }
    /// Was `applicationDidEnterBackground(_:)`: saves the cart.
    public func didEnterBackground() { events.append("didEnterBackground") }
}
