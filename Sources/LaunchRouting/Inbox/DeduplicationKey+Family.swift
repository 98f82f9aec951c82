extension DeduplicationKey {
    /// The case an input's key has, told without parsing its URL: inputs of two families never
    /// have matching keys (a link is never a quick action), so `LaunchScenes` works out a key
    /// only for an input of the same family as one it compares with.
    enum Family: Hashable, Sendable {
        case link, activity, shortcut, notification, intent, share

        init(_ input: LaunchInput) {
            switch input.kind {
            case .openURL: self = .link
            case .userActivity(let activity):
                let isLink =
                    activity.activityType == LaunchInput.UserActivity.browsingWebType && activity.webpageURL != nil
                self = isLink ? .link : .activity
            case .shortcutItem: self = .shortcut
            case .notificationResponse: self = .notification
            case .appIntent: self = .intent
            case .cloudKitShare: self = .share
            }
        }
    }
}
