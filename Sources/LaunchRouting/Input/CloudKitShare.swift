extension LaunchInput {
    /// A CloudKit share the user accepted: the neutral form of the `CKShare.Metadata` that
    /// `UIScene.ConnectionOptions.cloudKitShareMetadata` (cold) and
    /// `windowScene(_:userDidAcceptCloudKitShareWith:)` (warm) hand over.
    ///
    /// A share is routed by its container, with route parameters read from its fields by name:
    /// `containerIdentifier`, `rootRecordName` (the shared record hierarchy's root; absent for a
    /// shared zone), `zoneName` and `zoneOwnerName`.
    ///
    /// ```swift
    /// let list = LaunchInput.CloudKitShare(
    ///     containerIdentifier: "iCloud.com.example.shop", rootRecordName: "list-7", zoneName: "Lists")
    /// router.resolve(.cloudKitShare(list))   // .routed(.sharedList(id: "list-7")) with a share rule
    /// ```
    public struct CloudKitShare: Hashable, Sendable {
        /// The share's container (`CKShare.Metadata.containerIdentifier`).
        public var containerIdentifier: String
        /// The name of the shared hierarchy's root record (`hierarchicalRootRecordID`); `nil` when
        /// the share is of a whole zone.
        public var rootRecordName: String?
        /// The name of the zone the share is in.
        public var zoneName: String
        /// The user record name of the zone's owner; CloudKit's default is the current user's.
        public var zoneOwnerName: String

        /// A share in `containerIdentifier`, of the hierarchy under `rootRecordName` (or of the
        /// whole zone), in the zone `zoneName` of `zoneOwnerName`.
        public init(
            containerIdentifier: String, rootRecordName: String? = nil, zoneName: String,
            zoneOwnerName: String = "__defaultOwner__"
        ) {
            self.containerIdentifier = containerIdentifier
            self.rootRecordName = rootRecordName
            self.zoneName = zoneName
            self.zoneOwnerName = zoneOwnerName
        }

        /// The fields a share rule reads, by name.
        var fields: [String: LaunchInput.PropertyListValue] {
            var fields: [String: LaunchInput.PropertyListValue] = [
                "containerIdentifier": .string(containerIdentifier), "zoneName": .string(zoneName),
                "zoneOwnerName": .string(zoneOwnerName),
            ]
            if let rootRecordName { fields["rootRecordName"] = .string(rootRecordName) }
            return fields
        }
    }
}
