#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import UIKit
#endif
import Foundation
import LaunchRouting

extension LaunchOptions.Legacy {
    /// The neutral form of the app delegate's launch options: the URL with its source application
    /// and annotation, the user-activity type (and the activity, when the dictionary holds one),
    /// the quick action and the remote-notification payload.
    ///
    /// An app that adopts scenes gets `nil` launch options, which convert to empty options; the
    /// keys are deprecated in the iOS 26 SDK. Capturing them keeps one code path for a migration
    /// in which some builds or OS versions still launch without scenes.
    ///
    /// ```swift
    /// func application(_ application: UIApplication,
    ///                  didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    ///     let legacy = LaunchOptions.Legacy(launchOptions)
    ///     // legacy.url == "shop://product/42", or legacy.isEmpty with scenes adopted
    ///     return true
    /// }
    /// ```
    ///
    /// Deprecated with the keys it reads, so that an app whose floor is iOS 26 is told to delete
    /// the bridge, and one with an older floor, which still needs it, is not.
    @available(
        iOS, deprecated: 26.0,
        message: "Launch options are for apps without scenes: adopt the scene life cycle and delete the legacy bridge"
    )
    @available(
        macCatalyst, deprecated: 26.0,
        message: "Launch options are for apps without scenes: adopt the scene life cycle and delete the legacy bridge"
    )
    @available(
        visionOS, deprecated: 26.0,
        message: "Launch options are for apps without scenes: adopt the scene life cycle and delete the legacy bridge"
    )
    public init(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        let activityDictionary = launchOptions?[.userActivityDictionary] as? [AnyHashable: Any]
        self.init(
            url: (launchOptions?[.url] as? URL)?.absoluteString,
            sourceApplication: launchOptions?[.sourceApplication] as? String,
            annotation: launchOptions?[.annotation].flatMap { LaunchInput.PropertyListValue(plist: $0) },
            userActivityType: activityDictionary?[UIApplication.LaunchOptionsKey.userActivityType.rawValue] as? String,
            userActivity: activityDictionary?.values.lazy.compactMap { $0 as? NSUserActivity }.first.map {
                LaunchInput.UserActivity($0)
            },
            shortcutItem: (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem).map {
                LaunchInput.ShortcutItem($0)
            },
            remoteNotification: (launchOptions?[.remoteNotification] as? [AnyHashable: Any]).map {
                [String: LaunchInput.PropertyListValue](userInfo: $0)
            }
        )
    }
}

extension LaunchOptions.LegacyBridge {
    /// Keeps the app delegate's launch options for the first scene that connects.
    ///
    /// ```swift
    /// func application(_ application: UIApplication,
    ///                  didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    ///     launchBridge.capture(launchOptions)   // nil once scenes are adopted: nothing is kept
    ///     return true
    /// }
    /// ```
    @available(
        iOS, deprecated: 26.0,
        message: "Launch options are for apps without scenes: adopt the scene life cycle and delete the legacy bridge"
    )
    @available(
        macCatalyst, deprecated: 26.0,
        message: "Launch options are for apps without scenes: adopt the scene life cycle and delete the legacy bridge"
    )
    @available(
        visionOS, deprecated: 26.0,
        message: "Launch options are for apps without scenes: adopt the scene life cycle and delete the legacy bridge"
    )
    public func capture(_ launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {
        capture(LaunchOptions.Legacy(launchOptions))
    }
}
#endif
