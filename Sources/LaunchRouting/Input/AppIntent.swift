extension LaunchInput {
    /// An App Intent that opens the app: the neutral form of the intent that
    /// `UIScene.ConnectionOptions.appIntent` (cold) and
    /// `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)` (warm) hand over (iOS 26).
    ///
    /// An intent reaches the app as an object the system fills in and calls, not as a URL. The app
    /// names the values it hands over (docs/migrating-to-scenes.md, §6, says why they are not read
    /// by reflection), so that the router routes an intent as it routes a quick action: by its
    /// type, with route parameters read by name. An entity parameter (an `OpenIntent`'s `target`)
    /// is its identifier.
    ///
    /// ```swift
    /// let open = LaunchInput.AppIntent(type: "OpenOrderIntent", parameters: ["target": "7"])
    /// router.resolve(.appIntent(open))   // .routed(.order(id: 7)) with an intent rule for the type
    /// ```
    public struct AppIntent: Hashable, Sendable {
        /// The intent's type, compared as a whole string: by the adapter's default, the Swift type's
        /// name (`OpenOrderIntent`).
        public var type: String
        /// The intent's parameters by name; an entity as its identifier, an enumeration as its raw value.
        public var parameters: [String: LaunchInput.PropertyListValue]
        /// What picks the intent's scene: `TargetContentProvidingIntent.contentIdentifier`, whose
        /// default is the type's name; `nil` when the intent names no content.
        public var targetContentIdentifier: String?

        /// An intent of `type` with `parameters`, targeting `targetContentIdentifier`'s scene.
        public init(
            type: String, parameters: [String: LaunchInput.PropertyListValue] = [:],
            targetContentIdentifier: String? = nil
        ) {
            self.type = type
            self.parameters = parameters
            self.targetContentIdentifier = targetContentIdentifier
        }
    }
}
