#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Only the type of `UIScene.ConnectionOptions.cloudKitShareMetadata`, which the adapters test for nil.

/// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
open class CKRecord: NSObject {}

/// Apple: https://developer.apple.com/documentation/cloudkit/ckshare
@available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
open class CKShare: CKRecord {
    /// Apple: https://developer.apple.com/documentation/cloudkit/ckshare/metadata
    /// (`class Metadata : NSObject`; UIKit vends it, apps do not create it).
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    open class Metadata: NSObject {
        /// Stand-in only.
        override public init() { super.init() }
    }
}
#endif
