extension LaunchInput {
    /// The way an input reached the inbox: in a scene's connection options, through a runtime
    /// callback, in the app delegate's legacy launch options, or as the session's state-restoration
    /// activity.
    ///
    /// When the same input arrives through two channels, the inbox delivers the copy that arrived
    /// first and reports the other as a ``LaunchInput/Drop/Reason/duplicate``, each with its channel.
    ///
    /// ```swift
    /// if delivery.channel == .connectionOptions {
    ///     analytics.log("cold launch into \(delivery.outcome)")
    /// }
    /// ```
    public struct Channel: Hashable, Sendable, CustomStringConvertible {
        /// The channel's stable name.
        public let name: String

        init(_ name: String) { self.name = name }

        public var description: String { name }

        /// `UIScene.ConnectionOptions`, read when the scene connects (cold).
        public static let connectionOptions = LaunchInput.Channel("connectionOptions")
        /// A runtime callback of a connected scene (warm): open URL contexts, continue an activity,
        /// perform a quick action, a notification response; also SwiftUI's `onOpenURL`.
        public static let callback = LaunchInput.Channel("callback")
        /// The app delegate's legacy launch options, captured during a migration to scenes.
        public static let legacyLaunchOptions = LaunchInput.Channel("legacyLaunchOptions")
        /// `UISceneSession.stateRestorationActivity`, which restores state and never routes.
        public static let stateRestoration = LaunchInput.Channel("stateRestoration")
    }
}
