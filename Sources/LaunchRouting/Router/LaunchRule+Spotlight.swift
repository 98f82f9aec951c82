extension LaunchRule {
    /// How the router reads the identifier of a Spotlight item the user tapped.
    ///
    /// A Spotlight result arrives as a user activity of type
    /// ``LaunchInput/UserActivity/searchableItemType`` whose `userInfo` holds the item's unique
    /// identifier. With ``url``, the identifier is a URL that the table resolves, so an app indexes
    /// each item under its deep link. `"spotlight": "url"` in the JSON route spec.
    ///
    /// ```swift
    /// let router = try Router(table: table, spotlight: .url)
    /// router.resolve(.userActivity(.searchableItem(identifier: "shop://product/42")))  // .routed(.product(id: 42, ref: nil))
    /// router.resolve(.userActivity(.searchableItem(identifier: "item-42")))            // .rejected(malformedURL)
    /// ```
    public struct Spotlight: Hashable, Sendable, CustomStringConvertible {
        /// The rule's name, as written in the JSON route spec.
        public let name: String

        init(_ name: String) { self.name = name }

        public var description: String { name }

        /// The identifier is a URL to resolve; an identifier that is not a URL is rejected.
        public static let url = LaunchRule.Spotlight("url")
    }
}
