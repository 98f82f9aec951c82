extension LaunchRule {
    /// Routes home-screen quick actions of one type to a route, with parameters taken from `userInfo`.
    ///
    /// The same shape as an entry of `"shortcuts"` in the JSON route spec. Quick actions can be stale
    /// after an app update, so a type no rule takes is ``OutcomeReason/Code/unknownShortcutType``
    /// rather than a trap, and a `userInfo` value of the wrong type names its key.
    ///
    /// ```swift
    /// // { "type": "com.shop.search", "route": "search", "params": { "q": "query" } }
    /// let search = LaunchRule.Shortcut(type: "com.shop.search", route: "search", parameters: ["q": "query"])
    ///
    /// router.resolve(.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"])))
    /// // .routed(.search(query: "boots", page: 1, tags: []))
    /// ```
    public struct Shortcut: Hashable, Sendable {
        /// The quick-action type the rule takes, compared as a whole string, case-sensitively.
        public var type: String
        /// The name of the route in the table.
        public var route: String
        /// For each route parameter, the `userInfo` key that holds its value, or, starting with
        /// `/`, the JSON Pointer to it in a nested payload (`"/activity/project_id"`).
        public var parameters: [String: String]
        /// Route parameters with a value of their own, whatever `userInfo` holds: text of the type the
        /// route declares (`"photo"`, `"2"`), as a URL would spell it.
        public var constants: [String: String]

        /// A rule that routes quick actions of `type` to `route`, reading each route parameter from the
        /// `userInfo` key `parameters` names for it, and giving those of `constants` their value.
        ///
        /// ```swift
        /// // { "type": "com.shop.new-photo-post", "route": "compose", "constants": { "kind": "photo" } }
        /// LaunchRule.Shortcut(type: "com.shop.new-photo-post", route: "compose", constants: ["kind": "photo"])
        /// ```
        public init(type: String, route: String, parameters: [String: String] = [:], constants: [String: String] = [:])
        {
            self.type = type
            self.route = route
            self.parameters = parameters
            self.constants = constants
        }
    }
}
