extension LaunchRule {
    /// Routes user activities of one type to a route, with parameters taken from `userInfo`.
    ///
    /// Handoff and the app's own activity types carry their content in `userInfo`, not in a URL. A
    /// rule names the route and says which `userInfo` key holds each of its parameters; each value
    /// is typed by the parameter's declared type, and the route's binding then runs as for a URL.
    /// The same shape as an entry of `"activities"` in the JSON route spec.
    ///
    /// ```swift
    /// // { "type": "com.shop.viewing", "route": "product", "params": { "id": "productID" } }
    /// let viewing = LaunchRule.Activity(activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID"])
    ///
    /// router.resolve(.userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 42])))
    /// // .routed(.product(id: 42, ref: nil))
    /// ```
    public struct Activity: Hashable, Sendable {
        /// The activity type the rule takes, compared as a whole string, case-sensitively.
        public var activityType: String
        /// The name of the route in the table.
        public var route: String
        /// For each route parameter, the `userInfo` key that holds its value, or, starting with
        /// `/`, the JSON Pointer to it in a nested payload (`"/activity/project_id"`).
        public var parameters: [String: String]
        /// Route parameters with a value of their own, whatever `userInfo` holds: text of the type the
        /// route declares, as a URL would spell it.
        public var constants: [String: String]
        /// The keys (or JSON Pointers) `userInfo` must have a value at for the rule to take an
        /// activity, so that the payload's shape chooses among several rules of one type: of
        /// those whose keys the payload has, the one that pins more of it wins.
        public var requiredKeys: [String]

        /// A rule that routes activities of `activityType` to `route`, reading each route parameter from
        /// the `userInfo` key `parameters` names for it, and giving those of `constants` their value;
        /// only activities whose `userInfo` has a value at each of `requiredKeys`.
        public init(
            activityType: String, route: String, parameters: [String: String] = [:], constants: [String: String] = [:],
            requiredKeys: [String] = []
        ) {
            self.activityType = activityType
            self.route = route
            self.parameters = parameters
            self.constants = constants
            self.requiredKeys = requiredKeys
        }
    }
}
