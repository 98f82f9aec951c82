#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// The type of `UIScene.ConnectionOptions.cloudKitShareMetadata` and of the warm callback's
// argument, with what `LaunchInput.CloudKitShare(_:)` reads of it.

/// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
open class CKRecord: NSObject {
    /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord/recordid
    /// (`@NSCopying var recordID: CKRecord.ID { get }`)
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public let recordID: ID

    /// Stand-in only.
    public init(recordID: ID) {
        self.recordID = recordID
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord/id
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open class ID: NSObject {
        /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord/id/recordname
        @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        public let recordName: String
        /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord/id/zoneid
        @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        public let zoneID: CKRecordZone.ID

        /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord/id/init(recordname:zoneid:)
        public init(recordName: String, zoneID: CKRecordZone.ID) {
            self.recordName = recordName
            self.zoneID = zoneID
            super.init()
        }
    }
}

/// Apple: https://developer.apple.com/documentation/cloudkit/ckrecordzone
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
open class CKRecordZone: NSObject {
    /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecordzone/id
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open class ID: NSObject {
        /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecordzone/id/zonename
        @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        public let zoneName: String
        /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecordzone/id/ownername
        @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
        public let ownerName: String

        /// Apple: https://developer.apple.com/documentation/cloudkit/ckrecordzone/id/init(zonename:ownername:)
        public init(zoneName: String, ownerName: String) {
            self.zoneName = zoneName
            self.ownerName = ownerName
            super.init()
        }
    }
}

/// Apple: https://developer.apple.com/documentation/cloudkit/ckshare
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class CKShare: CKRecord {
    /// Apple: https://developer.apple.com/documentation/cloudkit/ckshare/metadata
    /// (`class Metadata : NSObject`; UIKit vends it, apps do not create it).
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    open class Metadata: NSObject {
        /// Apple: https://developer.apple.com/documentation/cloudkit/ckshare/metadata/containeridentifier
        @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
        public let containerIdentifier: String
        /// Apple: https://developer.apple.com/documentation/cloudkit/ckshare/metadata/share
        @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
        public let share: CKShare
        /// Apple: https://developer.apple.com/documentation/cloudkit/ckshare/metadata/hierarchicalrootrecordid
        /// (`@NSCopying var hierarchicalRootRecordID: CKRecord.ID? { get }`; `nil` for a shared zone)
        @available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, visionOS 1.0, *)
        public let hierarchicalRootRecordID: CKRecord.ID?

        /// Stand-in only.
        public init(
            containerIdentifier: String = "iCloud.com.example.shop",
            share: CKShare = CKShare(
                recordID: CKRecord.ID(
                    recordName: "share", zoneID: CKRecordZone.ID(zoneName: "Lists", ownerName: "__defaultOwner__"))),
            hierarchicalRootRecordID: CKRecord.ID? = nil
        ) {
            self.containerIdentifier = containerIdentifier
            self.share = share
            self.hierarchicalRootRecordID = hierarchicalRootRecordID
            super.init()
        }
    }
}
#endif
