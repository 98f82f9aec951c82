// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Apple's own names, as the SDK spells them.)
#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// Foundation on Apple platforms has `NSUserActivity`; swift-corelibs-foundation does not.

/// A representation of the state of your app at a moment in time.
///
/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity
/// (`class NSUserActivity : NSObject`; not isolated to an actor, not `Sendable`).
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
open class NSUserActivity: NSObject {
    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
    /// (`var activityType: String { get }`)
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    public let activityType: String

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/title
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var title: String?

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
    /// (`var userInfo: [AnyHashable : Any]? { get set }`)
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var userInfo: [AnyHashable: Any]?

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl
    ///
    /// Like Foundation, the stand-in accepts only an http or https URL here (Foundation raises an
    /// exception for any other scheme).
    @available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
    open var webpageURL: URL? {
        didSet {
            if let scheme = webpageURL?.scheme?.lowercased() {
                precondition(scheme == "http" || scheme == "https", "NSUserActivity.webpageURL must be http or https")
            }
        }
    }

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/referrerurl
    @available(iOS 11.0, macCatalyst 13.1, tvOS 11.0, visionOS 1.0, *)
    open var referrerURL: URL?

    /// Apple: https://developer.apple.com/documentation/foundation/nsuseractivity/targetcontentidentifier
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    open var targetContentIdentifier: String?
}

/// Apple: https://developer.apple.com/documentation/foundation/nsuseractivitytypebrowsingweb
/// (`let NSUserActivityTypeBrowsingWeb: String`; its value as observed on devices).
@available(iOS 8.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
public let NSUserActivityTypeBrowsingWeb: String = "NSUserActivityTypeBrowsingWeb"
#endif
