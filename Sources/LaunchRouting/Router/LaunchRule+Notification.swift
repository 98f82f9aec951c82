extension LaunchRule {
    /// Routes notification responses by category and action to a route, with parameters taken from
    /// `userInfo`.
    ///
    /// A notification routes by a rule when one takes its category and action, and otherwise by the
    /// URL under the router's notification URL key. A rule with no category takes every category,
    /// one with no action every action except a dismissal, and a rule with ``requiredKeys`` only a
    /// payload with a value at each. When several rules take a response, the most specific wins:
    /// category and action, then action alone, then category alone, then neither; then the rule
    /// that pins more of the payload (each key its required paths pass through counts once), then
    /// the one whose sorted keys sort first. The order in which rules are given never matters.
    ///
    /// ```swift
    /// let track = LaunchRule.Notification(
    ///     categoryIdentifier: "ORDER_SHIPPED",
    ///     actionIdentifier: "TRACK",
    ///     route: "order",
    ///     parameters: ["id": "orderID"]
    /// )
    /// ```
    public struct Notification: Hashable, Sendable {
        /// The category the rule takes, or `nil` for every category.
        public var categoryIdentifier: String?
        /// The action the rule takes, or `nil` for every action but the dismiss action.
        public var actionIdentifier: String?
        /// The name of the route in the table.
        public var route: String
        /// For each route parameter, the `userInfo` key that holds its value, or, starting with
        /// `/`, the JSON Pointer to it in a nested payload (`"/activity/project_id"`).
        public var parameters: [String: String]
        /// Route parameters with a value of their own, whatever `userInfo` holds: text of the type the
        /// route declares, as a URL would spell it.
        public var constants: [String: String]
        /// The keys (or JSON Pointers) `userInfo` must have a value at for the rule to take a
        /// response, so that the payload's shape chooses the route: among the rules that take a
        /// response, the most specific by category and action wins, then the one that pins more
        /// of the payload.
        public var requiredKeys: [String]

        /// A rule that routes responses in `categoryIdentifier` with `actionIdentifier` (either `nil`: any)
        /// to `route`, reading each route parameter from the `userInfo` key `parameters` names for it;
        /// only responses whose `userInfo` has a value at each of `requiredKeys`.
        public init(
            categoryIdentifier: String? = nil,
            actionIdentifier: String? = nil,
            route: String,
            parameters: [String: String] = [:],
            constants: [String: String] = [:],
            requiredKeys: [String] = []
        ) {
            self.categoryIdentifier = categoryIdentifier
            self.actionIdentifier = actionIdentifier
            self.route = route
            self.parameters = parameters
            self.constants = constants
            self.requiredKeys = requiredKeys
        }
    }
}

extension LaunchRule.Notification {
    /// Whether the rule takes a response with this category and action.
    func takes(categoryIdentifier category: String, actionIdentifier action: String) -> Bool {
        if let categoryIdentifier, categoryIdentifier != category { return false }
        if let actionIdentifier { return actionIdentifier == action }
        return action != LaunchInput.NotificationResponse.dismissActionIdentifier
    }

    /// Higher is more specific: category and action, then action, then category, then neither.
    var specificity: Int {
        (actionIdentifier == nil ? 0 : 2) + (categoryIdentifier == nil ? 0 : 1)
    }

    /// What the rule takes, as a ``RouterError`` says it: `category "C" and action "A"`, and the
    /// keys it requires.
    var scope: String {
        let category = categoryIdentifier.map { "category \"\($0)\"" } ?? "any category"
        let action = actionIdentifier.map { "action \"\($0)\"" } ?? "any action"
        return "\(category) and \(action)" + RequiredKeys.phrase(requiredKeys)
    }

    /// How the rule is named in a ``RouterError``.
    var label: String { "notification rule for \(scope)" }
}
