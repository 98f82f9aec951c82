#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
import Foundation
import LaunchRouting

extension LaunchInput.UserActivity {
    /// The neutral form of an `NSUserActivity`: a universal link, a Spotlight item, a Handoff or
    /// one of the app's own activities.
    ///
    /// URLs are taken as `absoluteString`, exactly as the activity holds them; `userInfo` as
    /// property-list values (see `init(plist:)`).
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    ///     let activity = LaunchInput.UserActivity(userActivity)
    ///     // activity.activityType == "NSUserActivityTypeBrowsingWeb"
    ///     // activity.webpageURL == "https://shop.example.com/product/42"
    /// }
    /// ```
    public init(_ activity: NSUserActivity) {
        self.init(
            activityType: activity.activityType,
            webpageURL: activity.webpageURL?.absoluteString,
            userInfo: [String: LaunchInput.PropertyListValue](userInfo: activity.userInfo),
            referrerURL: activity.referrerURL?.absoluteString,
            targetContentIdentifier: activity.targetContentIdentifier,
            title: activity.title
        )
    }
}

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
