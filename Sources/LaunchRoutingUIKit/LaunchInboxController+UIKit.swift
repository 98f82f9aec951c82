#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import UIKit
import UserNotifications
#endif
import Foundation
import LaunchRouting

/// The scene-delegate integration: one method per UIKit callback, each converting UIKit's objects to
/// the neutral model and handing them to the inbox. Every decision — order, duplicates, readiness,
/// Handoff, restoration, the quick action's answer — is the inbox's.
///
/// | callback | call |
/// |---|---|
/// | `scene(_:willConnectTo:options:)` | `connect(options:session:legacyLaunchOptions:)` |
/// | `scene(_:openURLContexts:)` | `open(_:)` |
/// | `scene(_:continue:)` | `receive(_:)` |
/// | `scene(_:didFailToContinueUserActivityWithType:error:)` | `failToContinue(activityType:error:)` |
/// | `windowScene(_:performActionFor:completionHandler:)` | `completionHandler(receive(shortcutItem))` |
/// | `userNotificationCenter(_:didReceive:withCompletionHandler:)` | `receive(_:completionHandler:)` |
/// | `application(_:open:options:)`, SwiftUI's `onOpenURL` | `open(_:options:)` |
/// | `sceneDidBecomeActive(_:)` | `tick()` |
/// | `sceneDidDisconnect(_:)` | `disconnect()` |
extension LaunchInboxController {
    /// The scene connects: hands its connection options, its session's state-restoration activity
    /// and, during a migration, the app delegate's captured launch options to the inbox.
    ///
    /// Call it from `scene(_:willConnectTo:options:)`, which UIKit calls for every connection —
    /// new, restored, or reconnected after the scene was released — unlike
    /// `application(_:configurationForConnecting:options:)`, which it skips for restored sessions.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
    ///     installWindow(in: scene)
    ///     launches.connect(options: connectionOptions, session: session)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - options: The connection options: URLs, activities, a Handoff type, a quick action, a
    ///     notification response.
    ///   - session: The scene's session, for `stateRestorationActivity`.
    ///   - legacyLaunchOptions: What `LaunchOptions.LegacyBridge` captured, if anything.
    public func connect(
        options: UIScene.ConnectionOptions, session: UISceneSession, legacyLaunchOptions: LaunchOptions.Legacy? = nil
    ) {
        connect(
            options: LaunchOptions(options),
            stateRestorationActivity: session.stateRestorationActivity.map { LaunchInput.UserActivity($0) },
            legacyLaunchOptions: legacyLaunchOptions
        )
    }

    /// The URLs of `scene(_:openURLContexts:)`, taken in canonical order.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
    ///     launches.open(URLContexts)
    /// }
    /// ```
    public func open(_ urlContexts: Set<UIOpenURLContext>) {
        open(Set(urlContexts.map { LaunchInput.URLContext($0) }))
    }

    /// A user activity: `scene(_:continue:)` (universal links, Spotlight, Handoff), SwiftUI's
    /// `onContinueUserActivity`, or the legacy `application(_:continue:restorationHandler:)`.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    ///     launches.receive(userActivity)
    /// }
    /// ```
    ///
    /// - Returns: Whether the activity routes.
    @discardableResult
    public func receive(_ userActivity: NSUserActivity) -> Bool {
        receive(.userActivity(LaunchInput.UserActivity(userActivity)))
    }

    /// A quick action the user chose while the scene was connected.
    ///
    /// ```swift
    /// func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    ///                  completionHandler: @escaping (Bool) -> Void) {
    ///     completionHandler(launches.receive(shortcutItem))
    /// }
    /// ```
    ///
    /// - Returns: Whether the quick action routes: the answer for the completion handler, the same
    ///   as the cold path gives for the same item.
    @discardableResult
    public func receive(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        receive(.shortcutItem(LaunchInput.ShortcutItem(shortcutItem)))
    }

    /// A notification response, on the main actor: for a delegate that is isolated to it.
    ///
    /// ```swift
    /// launches.receive(response)   // true: its "deeplink" routes
    /// ```
    ///
    /// - Returns: Whether the response routes.
    @discardableResult
    public func receive(_ response: UNNotificationResponse) -> Bool {
        receive(.notificationResponse(LaunchInput.NotificationResponse(response)))
    }

    /// A notification response from `userNotificationCenter(_:didReceive:withCompletionHandler:)`,
    /// which UserNotifications does not call on the main actor.
    ///
    /// Converts the response where it arrives, hands the `Sendable` value to the inbox on the main
    /// actor, then calls `completionHandler`. A tap that also came in the connection options is
    /// delivered once.
    ///
    /// ```swift
    /// nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    ///                                         withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
    ///     launches.receive(response, completionHandler: completionHandler)
    /// }
    /// ```
    nonisolated public func receive(
        _ response: UNNotificationResponse, completionHandler: @escaping @Sendable () -> Void
    ) {
        let tap = LaunchInput.NotificationResponse(response)
        Task { @MainActor in
            self.receive(.notificationResponse(tap))
            completionHandler()
        }
    }

    /// A URL opened outside a scene's URL contexts: SwiftUI's `onOpenURL` (custom schemes and
    /// universal links alike) or the legacy `application(_:open:options:)`.
    ///
    /// A universal link that SwiftUI hands over as a URL and the same link from
    /// `scene(_:continue:)` are one input to the inbox, delivered once.
    ///
    /// ```swift
    /// func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
    ///     launches.open(url, options: options)
    /// }
    /// ```
    ///
    /// - Returns: Whether the URL routes.
    @discardableResult
    public func open(_ url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let context = LaunchInput.URLContext(
            url: url.absoluteString,
            sourceApplication: options[.sourceApplication] as? String,
            openInPlace: options[.openInPlace] as? Bool ?? false,
            annotation: options[.annotation].flatMap { LaunchInput.PropertyListValue(plist: $0) }
        )
        return receive(.openURL(context))
    }
}
#endif
