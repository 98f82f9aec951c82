extension LaunchInput {
    /// A user activity to continue: the neutral `NSUserActivity`.
    ///
    /// Universal links, Spotlight results, Handoff and custom activity types all arrive as
    /// activities; ``activityType`` tells them apart.
    ///
    /// ```swift
    /// let link = LaunchInput.UserActivity.browsingWeb("https://shop.example.com/product/42")
    /// let item = LaunchInput.UserActivity.searchableItem(identifier: "shop://product/42")
    /// let handoff = LaunchInput.UserActivity(activityType: "com.shop.viewing", userInfo: ["productID": 42])
    /// ```
    public struct UserActivity: Hashable, Sendable {
        /// The activity type (`NSUserActivity.activityType`), compared as a whole string.
        public var activityType: String
        /// The web page URL, as received; set for universal links.
        public var webpageURL: String?
        /// The activity's `userInfo`.
        public var userInfo: [String: LaunchInput.PropertyListValue]
        /// The URL of the page that linked to ``webpageURL``.
        public var referrerURL: String?
        /// The identifier that scene activation conditions match against.
        public var targetContentIdentifier: String?
        /// The activity's title, for display only.
        public var title: String?

        /// An activity of `activityType`; every other field is optional.
        public init(
            activityType: String,
            webpageURL: String? = nil,
            userInfo: [String: LaunchInput.PropertyListValue] = [:],
            referrerURL: String? = nil,
            targetContentIdentifier: String? = nil,
            title: String? = nil
        ) {
            self.activityType = activityType
            self.webpageURL = webpageURL
            self.userInfo = userInfo
            self.referrerURL = referrerURL
            self.targetContentIdentifier = targetContentIdentifier
            self.title = title
        }
    }
}

extension LaunchInput.UserActivity {
    /// `NSUserActivityTypeBrowsingWeb`: the type of a universal link or a web page handed off.
    public static let browsingWebType = "NSUserActivityTypeBrowsingWeb"
    /// `CSSearchableItemActionType`: a Spotlight result the user tapped.
    public static let searchableItemType = "com.apple.corespotlightitem"
    /// `CSSearchableItemActivityIdentifier`: the `userInfo` key of a Spotlight item's identifier.
    public static let searchableItemIdentifierKey = "kCSSearchableItemActivityIdentifier"
    /// `NSUserActivityTypeLiveActivity`, as the adapters name it: the type of the activity a tap on
    /// a Live Activity without a `widgetURL` opens the app with. An activity rule for it reads
    /// ``liveActivityIDKey``.
    ///
    /// ```swift
    /// LaunchRule.Activity(activityType: LaunchInput.UserActivity.liveActivityType, route: "order", parameters: ["id": "activityID"])
    /// ```
    public static let liveActivityType = "NSUserActivityTypeLiveActivity"
    /// The `userInfo` name the adapters give `WidgetCenter.UserInfoKey.activityID`: the Live
    /// Activity's identifier.
    public static let liveActivityIDKey = "activityID"
    /// The `userInfo` name the adapters give `WidgetCenter.UserInfoKey.kind`: the tapped widget's
    /// `kind`, as its configuration declares it.
    public static let widgetKindKey = "kind"
    /// The `userInfo` name the adapters give `WidgetCenter.UserInfoKey.family`: the tapped widget's
    /// family.
    public static let widgetFamilyKey = "family"

    /// A universal link: a browsing-web activity whose web page URL is `url`.
    public static func browsingWeb(_ url: String, referrerURL: String? = nil) -> Self {
        Self(activityType: browsingWebType, webpageURL: url, referrerURL: referrerURL)
    }

    /// A Spotlight result: a searchable-item activity carrying `identifier`.
    public static func searchableItem(identifier: String) -> Self {
        Self(activityType: searchableItemType, userInfo: [searchableItemIdentifierKey: .string(identifier)])
    }
}
