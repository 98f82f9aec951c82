#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// What the adapters read of WidgetKit: the activity type and the `userInfo` keys of a tap on a
// Live Activity or a widget without a URL. Their values are the SDK's own; the stand-in's are
// made up (stand-in only), since the adapters compare with the constants, never with the text.

/// Apple: https://developer.apple.com/documentation/widgetkit/nsuseractivitytypeliveactivity
/// (`let NSUserActivityTypeLiveActivity: String`)
// swift-format-ignore: AlwaysUseLowerCamelCase
// Apple's name.
@available(iOS 16.1, visionOS 26.0, *)
@available(macCatalyst, unavailable)
public let NSUserActivityTypeLiveActivity = "stand-in.NSUserActivityTypeLiveActivity"

/// Apple: https://developer.apple.com/documentation/widgetkit/widgetcenter
@available(iOS 14.0, visionOS 26.0, *)
@available(macCatalyst, unavailable)
public final class WidgetCenter {
    /// Apple: https://developer.apple.com/documentation/widgetkit/widgetcenter/userinfokey
    @available(iOS 14.0, visionOS 26.0, *)
    @available(macCatalyst, unavailable)
    public struct UserInfoKey {
        /// Apple: https://developer.apple.com/documentation/widgetkit/widgetcenter/userinfokey/activityid
        @available(iOS 14.0, visionOS 26.0, *)
        @available(macCatalyst, unavailable)
        public static let activityID = "stand-in.activityID"
        /// Apple: https://developer.apple.com/documentation/widgetkit/widgetcenter/userinfokey/kind
        @available(iOS 14.0, visionOS 26.0, *)
        @available(macCatalyst, unavailable)
        public static let kind = "stand-in.kind"
        /// Apple: https://developer.apple.com/documentation/widgetkit/widgetcenter/userinfokey/family
        @available(iOS 14.0, visionOS 26.0, *)
        @available(macCatalyst, unavailable)
        public static let family = "stand-in.family"
    }
}
#endif
