extension Router {
    /// The user-activity types this router continues: the type of every ``LaunchRule/Activity``, and
    /// ``LaunchInput/UserActivity/searchableItemType`` when it has a ``LaunchRule/Spotlight``; sorted by
    /// their UTF-8 bytes.
    ///
    /// Universal links are not among them: they arrive as browsing-web activities, which the table
    /// routes. List these types under `NSUserActivityTypes` in the app's Info.plist (Handoff and
    /// SwiftUI's `onContinueUserActivity` need them there), and register one
    /// `onContinueUserActivity` handler for each.
    ///
    /// ```swift
    /// let router = try Router(
    ///     table: table,
    ///     activities: [.init(activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID"])],
    ///     spotlight: .url
    /// )
    /// router.activityTypes   // ["com.apple.corespotlightitem", "com.shop.viewing"]
    /// ```
    public var activityTypes: [String] {
        var types = Set(rules.activities.map(\.activityType))
        if rules.spotlight != nil { types.insert(LaunchInput.UserActivity.searchableItemType) }
        return types.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
