extension LaunchRule {
    /// Routes the CloudKit shares of one container to a route, with parameters taken from the
    /// share's fields.
    ///
    /// The same shape as an entry of `"shares"` in the JSON route spec. A rule reads the fields
    /// ``LaunchInput/CloudKitShare`` has, by name: `rootRecordName`, `zoneName`, `zoneOwnerName`
    /// and `containerIdentifier`. A share of a container no rule takes is
    /// ``OutcomeReason/Code/unknownShareContainer``.
    ///
    /// ```swift
    /// // { "container": "iCloud.com.example.shop", "route": "sharedList", "params": { "id": "rootRecordName" } }
    /// let lists = LaunchRule.CloudKitShare(
    ///     containerIdentifier: "iCloud.com.example.shop", route: "sharedList", parameters: ["id": "rootRecordName"])
    /// ```
    public struct CloudKitShare: Hashable, Sendable {
        /// The container whose shares the rule takes, compared as a whole string; `nil` for the
        /// shares of any container no other rule names.
        public var containerIdentifier: String?
        /// The name of the route in the table.
        public var route: String
        /// For each route parameter, the field of the share that holds its value.
        public var parameters: [String: String]
        /// Route parameters with a value of their own: text of the type the route declares.
        public var constants: [String: String]

        /// The share's fields a rule can read.
        static let fields = ["containerIdentifier", "rootRecordName", "zoneName", "zoneOwnerName"]

        /// A rule that routes the shares of `containerIdentifier` (any, when `nil`) to `route`,
        /// reading each route parameter from the share field `parameters` names for it, and
        /// giving those of `constants` their value.
        public init(
            containerIdentifier: String? = nil, route: String, parameters: [String: String] = [:],
            constants: [String: String] = [:]
        ) {
            self.containerIdentifier = containerIdentifier
            self.route = route
            self.parameters = parameters
            self.constants = constants
        }
    }
}
