#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import UIKit
#endif
import Foundation
import LaunchRouting

extension LaunchInput.ShortcutItem {
    /// The neutral form of a home-screen quick action: its type, `userInfo` and title.
    ///
    /// ```swift
    /// let item = UIApplicationShortcutItem(
    ///     type: "com.example.shop.search", localizedTitle: "Search", localizedSubtitle: nil, icon: nil,
    ///     userInfo: ["query": "boots" as NSString])
    /// LaunchInput.ShortcutItem(item)
    /// // ShortcutItem(type: "com.example.shop.search", userInfo: ["query": "boots"], localizedTitle: "Search")
    /// ```
    public init(_ item: UIApplicationShortcutItem) {
        var userInfo: [AnyHashable: Any] = [:]
        for (key, value) in item.userInfo ?? [:] {
            userInfo[key] = value
        }
        self.init(
            type: item.type, userInfo: [String: LaunchInput.PropertyListValue](userInfo: userInfo),
            localizedTitle: item.localizedTitle)
    }
}
#endif
