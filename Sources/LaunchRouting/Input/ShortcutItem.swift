extension LaunchInput {
    /// A home-screen quick action: the neutral `UIApplicationShortcutItem`.
    ///
    /// Quick actions can be stale after an app update, so a router must expect types and
    /// `userInfo` shapes it no longer declares.
    ///
    /// ```swift
    /// let item = LaunchInput.ShortcutItem(type: "com.shop.search", userInfo: ["query": "boots"])
    /// ```
    public struct ShortcutItem: Hashable, Sendable {
        /// The app-specific type string, compared as a whole string.
        public var type: String
        /// The quick action's `userInfo`.
        public var userInfo: [String: LaunchInput.PropertyListValue]
        /// The user-visible title, for display only.
        public var localizedTitle: String

        /// A quick action of `type`, with its `userInfo` and title.
        public init(type: String, userInfo: [String: LaunchInput.PropertyListValue] = [:], localizedTitle: String = "")
        {
            self.type = type
            self.userInfo = userInfo
            self.localizedTitle = localizedTitle
        }
    }
}
