#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import CloudKit
import UIKit
#endif
import Foundation
import LaunchRouting

extension LaunchInput.CloudKitShare {
    /// The neutral form of an accepted share's metadata: its container, the root record of a
    /// shared hierarchy (`nil` for a shared zone), and the share's zone.
    ///
    /// ```swift
    /// func windowScene(_ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata) {
    ///     LaunchInput.CloudKitShare(cloudKitShareMetadata)
    ///     // CloudKitShare(containerIdentifier: "iCloud.com.example.shop", rootRecordName: "list-7", zoneName: "Lists", ...)
    /// }
    /// ```
    public init(_ metadata: CKShare.Metadata) {
        let zone = metadata.share.recordID.zoneID
        self.init(
            containerIdentifier: metadata.containerIdentifier,
            rootRecordName: metadata.hierarchicalRootRecordID?.recordName, zoneName: zone.zoneName,
            zoneOwnerName: zone.ownerName)
    }
}

extension LaunchInboxController {
    /// A share the user accepted while the scene was connected, from
    /// `windowScene(_:userDidAcceptCloudKitShareWith:)`; `true` when it routes. A share that
    /// connects the scene comes in its options instead (`LaunchOptions(_:)` reads it).
    ///
    /// ```swift
    /// func windowScene(_ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata) {
    ///     launches.receive(cloudKitShareMetadata)
    /// }
    /// ```
    @discardableResult
    public func receive(_ metadata: CKShare.Metadata) -> Bool {
        receive(.cloudKitShare(LaunchInput.CloudKitShare(metadata)))
    }
}
#endif
