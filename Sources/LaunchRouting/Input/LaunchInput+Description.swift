/// An input in one line, in the terms an app developer uses, as a test names it when it is an
/// argument and the harness writes it in a counterexample; `userInfo` keys sorted, so that the
/// line is the same on every run.
///
/// ```swift
/// LaunchInput.openURL(.init(url: "shop://product/42")).description                 // url "shop://product/42"
/// LaunchInput.userActivity(.browsingWeb("https://shop.example.com/")).description  // link "https://shop.example.com/"
/// LaunchInput.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"])).description
/// // shortcut "com.shop.search" {query: "boots"}
/// ```
extension LaunchInput: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .openURL(let context):
            return "url " + context.url.quoted + (context.sourceApplication.map { " from " + $0.quoted } ?? "")
        case .userActivity(let activity):
            return Self.describe(activity)
        case .shortcutItem(let item):
            return "shortcut " + item.type.quoted + Self.describe(item.userInfo)
        case .notificationResponse(let response):
            var text = "notification " + response.requestIdentifier.quoted
            if !response.categoryIdentifier.isEmpty { text += " category " + response.categoryIdentifier.quoted }
            if response.actionIdentifier != NotificationResponse.defaultActionIdentifier {
                text += " action " + response.actionIdentifier.quoted
            }
            return text + Self.describe(response.userInfo)
        case .appIntent(let intent):
            return "intent " + intent.type.quoted + Self.describe(intent.parameters)
                + (intent.targetContentIdentifier.map { " for " + $0.quoted } ?? "")
        case .cloudKitShare(let share):
            return "share in " + share.containerIdentifier.quoted
                + (share.rootRecordName.map { " of " + $0.quoted } ?? "") + " zone " + share.zoneName.quoted
        }
    }

    private static func describe(_ activity: UserActivity) -> String {
        let type = activity.activityType
        if type == UserActivity.browsingWebType, activity.userInfo.isEmpty {
            return "link " + (activity.webpageURL.map(\.quoted) ?? "(no URL)")
        }
        if type == UserActivity.searchableItemType, activity.webpageURL == nil, activity.userInfo.count == 1,
            case .string(let identifier)? = activity.userInfo[UserActivity.searchableItemIdentifierKey]
        {
            return "spotlight " + identifier.quoted
        }
        return "activity " + type.quoted + (activity.webpageURL.map { " " + $0.quoted } ?? "")
            + describe(activity.userInfo)
    }

    private static func describe(_ userInfo: [String: PropertyListValue]) -> String {
        guard !userInfo.isEmpty else { return "" }
        let entries = userInfo.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return " {" + entries.map { $0.key + ": " + describe($0.value) }.joined(separator: ", ") + "}"
    }

    private static func describe(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): text.quoted
        case .integer(let number): String(number)
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .date(let seconds): "date(\(seconds))"
        case .data(let bytes): "data(\(bytes.count) bytes)"
        case .array(let values): "[" + values.map(describe).joined(separator: ", ") + "]"
        case .dictionary(let entries): String(describe(entries).dropFirst())
        case .null: "null"
        }
    }
}
