extension LaunchRule {
    /// Routes App Intents of one type to a route, with parameters taken from the intent's.
    ///
    /// The same shape as an entry of `"intents"` in the JSON route spec, and the same rules as a
    /// quick action's: an intent type no rule takes is ``OutcomeReason/Code/unknownIntentType``
    /// (an App Shortcut can outlive the intent it ran), and a parameter of the wrong type names
    /// itself. An `OpenIntent`'s entity is its `target` parameter, as its identifier.
    ///
    /// ```swift
    /// // { "type": "OpenOrderIntent", "route": "order", "params": { "id": "target" } }
    /// let openOrder = LaunchRule.Intent(type: "OpenOrderIntent", route: "order", parameters: ["id": "target"])
    ///
    /// router.resolve(.appIntent(.init(type: "OpenOrderIntent", parameters: ["target": "7"])))
    /// // .routed(.order(id: 7))
    /// ```
    public struct Intent: Hashable, Sendable {
        /// The intent type the rule takes, compared as a whole string, case-sensitively.
        public var type: String
        /// The name of the route in the table.
        public var route: String
        /// For each route parameter, the name of the intent parameter that holds its value.
        public var parameters: [String: String]
        /// Route parameters with a value of their own, whatever the intent holds: text of the type
        /// the route declares, as a URL would spell it.
        public var constants: [String: String]

        /// A rule that routes intents of `type` to `route`, reading each route parameter from the
        /// intent parameter `parameters` names for it, and giving those of `constants` their value.
        public init(type: String, route: String, parameters: [String: String] = [:], constants: [String: String] = [:])
        {
            self.type = type
            self.route = route
            self.parameters = parameters
            self.constants = constants
        }
    }
}
