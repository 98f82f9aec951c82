#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN && canImport(WidgetKit)
import WidgetKit
#endif
import Foundation
import LaunchRouting

extension LaunchInput.UserActivity {
    /// The neutral form of an `NSUserActivity`: a universal link, a Spotlight item, a Handoff or
    /// one of the app's own activities.
    ///
    /// URLs are taken as `absoluteString`, exactly as the activity holds them; `userInfo` as
    /// property-list values (see `init(plist:)`). A tap on a Live Activity or a widget without a
    /// URL gets the names `LaunchInput.UserActivity.liveActivityType`, `activityID`, `kind` and
    /// `family` for WidgetKit's type and keys, so that a rule can name
    /// them (iOS and visionOS; WidgetKit has no such keys on Mac Catalyst).
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    ///     let activity = LaunchInput.UserActivity(userActivity)
    ///     // activity.activityType == "NSUserActivityTypeBrowsingWeb"
    ///     // activity.webpageURL == "https://shop.example.com/product/42"
    /// }
    /// ```
    public init(_ activity: NSUserActivity) {
        var (type, userInfo) = (activity.activityType, activity.userInfo)
        #if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(WidgetKit) && !targetEnvironment(macCatalyst))
        if #available(iOS 16.1, visionOS 26.0, *) { (type, userInfo) = Self.namingWidgetKit(type, userInfo) }
        #endif
        self.init(
            activityType: type,
            webpageURL: activity.webpageURL?.absoluteString,
            userInfo: [String: LaunchInput.PropertyListValue](userInfo: userInfo),
            referrerURL: activity.referrerURL?.absoluteString,
            targetContentIdentifier: activity.targetContentIdentifier,
            title: activity.title
        )
    }
}

#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(WidgetKit) && !targetEnvironment(macCatalyst))
@available(iOS 16.1, visionOS 26.0, *)
@available(macCatalyst, unavailable)
extension LaunchInput.UserActivity {
    /// WidgetKit's activity type and `userInfo` keys under the names rules use.
    static func namingWidgetKit(_ type: String, _ userInfo: [AnyHashable: Any]?) -> (String, [AnyHashable: Any]?) {
        let names = [
            WidgetCenter.UserInfoKey.activityID: liveActivityIDKey, WidgetCenter.UserInfoKey.kind: widgetKindKey,
            WidgetCenter.UserInfoKey.family: widgetFamilyKey,
        ]
        let named = userInfo.map { userInfo in
            Dictionary(
                userInfo.map { key, value in
                    ((key as? String).flatMap { names[$0] }.map(AnyHashable.init) ?? key, value)
                },
                uniquingKeysWith: { first, _ in first })
        }
        return (type == NSUserActivityTypeLiveActivity ? liveActivityType : type, named)
    }
}
#endif

extension NSUserActivity {
    /// An `NSUserActivity` from its neutral form: for a scene's state-restoration activity, which
    /// the app builds as a value and UIKit wants as an object.
    ///
    /// The web page and referrer URLs are set only when they are http or https URLs, the only ones
    /// `NSUserActivity` accepts.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     NSUserActivity(model.stateRestorationActivity)
    /// }
    /// ```
    public convenience init(_ activity: LaunchInput.UserActivity) {
        self.init(activityType: activity.activityType)
        title = activity.title
        userInfo = activity.userInfo.mapValues(\.plistObject)
        webpageURL = activity.webpageURL.flatMap(Self.webURL)
        referrerURL = activity.referrerURL.flatMap(Self.webURL)
        targetContentIdentifier = activity.targetContentIdentifier
    }

    private static func webURL(_ string: String) -> URL? {
        guard let url = URL(string: string), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else {
            return nil
        }
        return url
    }
}
#endif
