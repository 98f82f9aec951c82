/// What makes two inputs the same input, arriving twice.
///
/// URLs by their normalised form, whether they arrive as a URL context or as a universal link
/// (SwiftUI's `onOpenURL` and a scene's continue callback can both deliver one link); other
/// activities by type and web page URL, or type and `userInfo`; quick actions by type and
/// `userInfo`; notification responses by request identifier, delivery date and action
/// identifier; App Intents by type and parameters (the scene they target is not what they ask
/// for); CloudKit shares by every field. A legacy remote-notification payload has no identifier, so it is the same as any
/// response with an equal payload.
package enum DeduplicationKey: Hashable, Sendable {
    case link(String)
    case activity(type: String, content: String)
    case shortcut(type: String, userInfo: String)
    case notification(requestIdentifier: String, date: Double, actionIdentifier: String, payload: String)
    case legacyNotification(payload: String)
    case continuationFailure(activityType: String)
    case intent(type: String, parameters: String)
    case share(LaunchInput.CloudKitShare)

    /// The key of `input`, whose ``ReceivedURL`` is `url` (made here when `nil`).
    init(_ input: LaunchInput, channel: LaunchInput.Channel, url: ReceivedURL? = nil) {
        switch input.kind {
        case .openURL(let context):
            self = .link((url ?? ReceivedURL(context.url)).normalized)
        case .userActivity(let activity):
            if let webpageURL = activity.webpageURL {
                let normalized = (url ?? ReceivedURL(webpageURL)).normalized
                self =
                    activity.activityType == LaunchInput.UserActivity.browsingWebType
                    ? .link(normalized) : .activity(type: activity.activityType, content: "url " + normalized)
            } else {
                self = .activity(type: activity.activityType, content: activity.userInfo.canonicalText)
            }
        case .shortcutItem(let item):
            self = .shortcut(type: item.type, userInfo: item.userInfo.canonicalText)
        case .notificationResponse(let response):
            let payload = response.userInfo.canonicalText
            self =
                channel == .legacyLaunchOptions
                ? .legacyNotification(payload: payload)
                : .notification(
                    requestIdentifier: response.requestIdentifier, date: response.date,
                    actionIdentifier: response.actionIdentifier,
                    payload: payload)
        case .appIntent(let intent):
            self = .intent(type: intent.type, parameters: intent.parameters.canonicalText)
        case .cloudKitShare(let share):
            self = .share(share)
        }
    }

    /// The key of `input`, as the inbox works it out: for a harness that judges copies by it.
    package init(of input: LaunchInput, channel: LaunchInput.Channel) { self.init(input, channel: channel) }

    /// Whether an input with this key is the same as one with `other`.
    package func matches(_ other: DeduplicationKey) -> Bool {
        switch (self, other) {
        case (
            .notification(let id, let date, let action, _),
            .notification(let otherID, let otherDate, let otherAction, _)
        ):
            return id == otherID && date == otherDate && action == otherAction
        case (.legacyNotification(let payload), .notification(_, _, _, let other)),
            (.notification(_, _, _, let payload), .legacyNotification(let other)),
            (.legacyNotification(let payload), .legacyNotification(let other)):
            return payload == other
        default:
            return self == other
        }
    }
}
