#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Only the type of `UIScene.ConnectionOptions.cloudKitShareMetadata`, which the adapters test for nil.

/// Apple: https://developer.apple.com/documentation/cloudkit/ckrecord
open class CKRecord: NSObject {}

/// Apple: https://developer.apple.com/documentation/cloudkit/ckshare
open class CKShare: CKRecord {
    /// Apple: https://developer.apple.com/documentation/cloudkit/ckshare/metadata
    /// (`class Metadata : NSObject`; UIKit vends it, apps do not create it).
    open class Metadata: NSObject {
        /// Stand-in only.
        override public init() { super.init() }
    }
}
#endif
