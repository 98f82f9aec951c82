@_spi(Fuzzing) import LaunchRouting

/// How counterexamples are written: one short line per input, event or outcome, in the terms an
/// app developer uses (`url "shop://product/1"`, `receive(...)`, `routed product(id=1)`), never an
/// internal dump.
enum Render {
    static func input(_ input: LaunchInput) -> String {
        switch input.kind {
        case .openURL(let context):
            return "url " + context.url.quoted + (context.sourceApplication.map { " from " + $0.quoted } ?? "")
        case .userActivity(let activity):
            return self.activity(activity)
        case .shortcutItem(let item):
            return "shortcut " + item.type.quoted + userInfo(item.userInfo)
        case .notificationResponse(let response):
            var text = "notification " + response.requestIdentifier.quoted
            if !response.categoryIdentifier.isEmpty { text += " category " + response.categoryIdentifier.quoted }
            if response.actionIdentifier != LaunchInput.NotificationResponse.defaultActionIdentifier {
                text += " action " + response.actionIdentifier.quoted
            }
            return text + userInfo(response.userInfo)
        case .appIntent(let intent):
            return "intent " + intent.type.quoted + userInfo(intent.parameters)
                + (intent.targetContentIdentifier.map { " for " + $0.quoted } ?? "")
        case .cloudKitShare(let share):
            return "share in " + share.containerIdentifier.quoted
                + (share.rootRecordName.map { " of " + $0.quoted } ?? "") + " zone " + share.zoneName.quoted
        }
    }

    /// The kind of an input, as coverage counts it: `url`, `universal link`, `Spotlight`,
    /// `activity`, `quick action`, `notification`, `intent` or `share`.
    static func kind(_ input: LaunchInput) -> String {
        switch input.kind {
        case .openURL: "url"
        case .userActivity(let activity) where activity.activityType == LaunchInput.UserActivity.browsingWebType:
            "universal link"
        case .userActivity(let activity) where activity.activityType == LaunchInput.UserActivity.searchableItemType:
            "Spotlight"
        case .userActivity: "activity"
        case .shortcutItem: "quick action"
        case .notificationResponse: "notification"
        case .appIntent: "intent"
        case .cloudKitShare: "share"
        }
    }

    static func activity(_ activity: LaunchInput.UserActivity) -> String {
        let type = activity.activityType
        if type == LaunchInput.UserActivity.browsingWebType, activity.userInfo.isEmpty {
            return "link " + (activity.webpageURL.map(\.quoted) ?? "(no URL)")
        }
        if type == LaunchInput.UserActivity.searchableItemType, activity.webpageURL == nil,
            activity.userInfo.count == 1,
            case .string(let identifier)? = activity.userInfo[LaunchInput.UserActivity.searchableItemIdentifierKey]
        {
            return "spotlight " + identifier.quoted
        }
        return "activity " + type.quoted + (activity.webpageURL.map { " " + $0.quoted } ?? "")
            + userInfo(activity.userInfo)
    }

    static func userInfo(_ userInfo: [String: LaunchInput.PropertyListValue]) -> String {
        guard !userInfo.isEmpty else { return "" }
        let entries = userInfo.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return " {" + entries.map { $0.key + ": " + value($0.value) }.joined(separator: ", ") + "}"
    }

    static func value(_ value: LaunchInput.PropertyListValue) -> String {
        switch value {
        case .string(let text): return text.quoted
        case .integer(let number): return String(number)
        case .double(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .date(let seconds): return "date(\(seconds))"
        case .data(let bytes): return "data(\(bytes.count) bytes)"
        case .array(let values): return "[" + values.map(self.value).joined(separator: ", ") + "]"
        case .dictionary(let entries): return String(userInfo(entries).dropFirst())
        case .null: return "null"
        }
    }

    static func event(_ event: LaunchEvent) -> String {
        switch event {
        case .connect(let options, let restoration, let legacy):
            var parts: [String] = []
            let inputs = options.inputs
            if !inputs.isEmpty { parts.append(inputs.map(input).joined(separator: ", ")) }
            if let type = options.handoffUserActivityType { parts.append("handoff " + type.quoted) }
            if let restoration { parts.append("restoring " + activity(restoration)) }
            if let legacy, !legacy.isEmpty {
                parts.append("legacy " + legacy.inputs.map(input).joined(separator: ", "))
            }
            return "connect(" + parts.joined(separator: "; ") + ")"
        case .receive(let received):
            return "receive(" + input(received) + ")"
        case .openURLContexts(let contexts):
            return "open(" + LaunchOptions(urlContexts: contexts).inputs.map(input).joined(separator: ", ") + ")"
        case .failToContinue(let type, _):
            return "failToContinue(" + type.quoted + ")"
        case .ready:
            return "ready"
        case .notReady:
            return "notReady"
        case .disconnect:
            return "disconnect"
        case .tick:
            return "tick"
        }
    }

    static func outcome<Route>(_ outcome: RouteOutcome<Route>) -> String {
        switch outcome {
        case .routed(let route): return "routed " + String(describing: route)
        case .unmatched(let reason): return "unmatched " + reason.code.name
        case .rejected(let reason): return "rejected " + reason.code.name
        }
    }

    static func delivery<Route>(_ delivery: LaunchDelivery<Route>) -> String {
        input(delivery.input) + " -> " + outcome(delivery.outcome)
    }

    static func deliveries<Route>(_ deliveries: [LaunchDelivery<Route>]) -> String {
        deliveries.isEmpty ? "nothing" : deliveries.map(delivery).joined(separator: "; ")
    }
}

extension LaunchInput {
    /// The input in one line, as the harness writes it in a counterexample.
    ///
    /// ```swift
    /// LaunchInput.openURL(.init(url: "shop://product/42")).summary                 // url "shop://product/42"
    /// LaunchInput.userActivity(.browsingWeb("https://shop.example.com/")).summary  // link "https://shop.example.com/"
    /// LaunchInput.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"])).summary
    /// // shortcut "com.shop.search" {query: "boots"}
    /// ```
    public var summary: String { Render.input(self) }
}

extension LaunchEvent {
    /// The event in one line, as the harness writes it in a counterexample.
    ///
    /// ```swift
    /// LaunchEvent.receive(.openURL(.init(url: "shop://cart"))).summary   // receive(url "shop://cart")
    /// LaunchEvent.ready.summary                                          // ready
    /// ```
    public var summary: String { Render.event(self) }
}
