#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Foundation on Apple platforms has `NSUserActivity`; swift-corelibs-foundation does not.

/// A representation of the state of your app at a moment in time.
///
/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity
/// (`class NSUserActivity : NSObject`; not isolated to an actor, not `Sendable`).
open class NSUserActivity: NSObject {
    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    /// (`var activityType: String { get }`)
    public let activityType: String

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/title
    open var title: String?

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    /// (`var userInfo: [AnyHashable : Any]? { get set }`)
    open var userInfo: [AnyHashable: Any]?

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    ///
    /// Like Foundation, the stand-in accepts only an http or https URL here (Foundation raises an
    /// exception for any other scheme).
    open var webpageURL: URL? {
        didSet {
            if let scheme = webpageURL?.scheme?.lowercased() {
                precondition(scheme == "http" || scheme == "https", "NSUserActivity.webpageURL must be http or https")
            }
        }
    }

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/referrerurl
    open var referrerURL: URL?

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier
    open var targetContentIdentifier: String?
}

/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
/// (`let NSUserActivityTypeBrowsingWeb: String`; its value as observed on devices).
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
#endif
