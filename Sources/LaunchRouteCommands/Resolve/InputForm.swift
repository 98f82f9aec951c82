@_spi(Fuzzing) import LaunchRouting

/// One input of `launch-route resolve`, as written on the command line.
///
/// | form | input |
/// |---|---|
/// | `shop://product/42`, `https://...`, `url:ANY` | a URL opened in the app (`url:` forces this reading) |
/// | `web:https://...` | a universal link: a browsing-web activity with this web page URL |
/// | `activity:TYPE` | a user activity of this type, with `--user-info` and `--webpage-url` |
/// | `shortcut:TYPE` | a home-screen quick action of this type, with `--user-info` |
/// | `intent:TYPE` | an App Intent of this type, with `--parameters` |
/// | `share:CONTAINER` | an accepted CloudKit share of this container, with `--parameters` for its other fields |
/// | `notification:` or `notification:ID` | a notification response, with `--user-info`, `--category`, `--action` |
/// | `spotlight:ID` | a Spotlight item with this identifier |
enum InputForm: Hashable, Sendable {
    case url(String)
    case web(String)
    case activity(type: String)
    case shortcut(type: String)
    case intent(type: String)
    case share(container: String)
    case notification(requestIdentifier: String)
    case spotlight(identifier: String)

    /// The request identifier of a `notification:` input that names none.
    static let defaultRequestIdentifier = "example-notification"

    /// Reads one input as written.
    ///
    /// - Throws: a usage error for `activity:`, `shortcut:`, `intent:` or `share:` without its name.
    init(_ text: String, tool: String) throws(ToolError) {
        func body(after prefix: String) -> String? {
            text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
        }
        /// The name after `prefix`, which an input of that form cannot do without.
        func name(after prefix: String, _ what: String, example: String) throws(ToolError) -> String? {
            guard let name = body(after: prefix) else { return nil }
            guard !name.isEmpty else {
                throw .usage("\"\(prefix)\" needs \(what)", hint: "for example: \(tool) resolve \(prefix)\(example)")
            }
            return name
        }
        if let url = body(after: "url:") {
            self = .url(url)
        } else if let url = body(after: "web:") {
            self = .web(url)
        } else if let type = try name(
            after: "activity:", "an activity type",
            example: "com.example.shop.viewing-product --user-info '{\"productID\": 42}'")
        {
            self = .activity(type: type)
        } else if let type = try name(
            after: "shortcut:", "a quick-action type",
            example: "com.example.shop.search --user-info '{\"query\": \"boots\"}'")
        {
            self = .shortcut(type: type)
        } else if let type = try name(
            after: "intent:", "an App Intent type", example: "OpenOrderIntent --parameters '{\"target\": \"1234\"}'")
        {
            self = .intent(type: type)
        } else if let container = try name(
            after: "share:", "a CloudKit container identifier",
            example: "iCloud.com.example.shop --parameters '{\"rootRecordName\": \"list-7\"}'")
        {
            self = .share(container: container)
        } else if let identifier = body(after: "notification:") {
            self = .notification(requestIdentifier: identifier.isEmpty ? Self.defaultRequestIdentifier : identifier)
        } else if let identifier = body(after: "spotlight:") {
            self = .spotlight(identifier: identifier)
        } else {
            self = .url(text)
        }
    }

    /// Whether `--user-info` applies to this input.
    var takesUserInfo: Bool {
        switch self {
        case .activity, .shortcut, .notification: true
        case .url, .web, .spotlight, .intent, .share: false
        }
    }

    /// Whether `--parameters` applies to this input: an intent's parameters, a share's fields.
    var takesParameters: Bool {
        switch self {
        case .intent, .share: true
        default: false
        }
    }

    /// Whether `--webpage-url` applies to this input.
    var isActivity: Bool {
        if case .activity = self { return true }
        return false
    }

    /// Whether `--category` and `--action` apply to this input.
    var isNotification: Bool {
        if case .notification = self { return true }
        return false
    }

    /// Whether this is a quick action, whose completion handler gets an answer.
    var isShortcut: Bool {
        if case .shortcut = self { return true }
        return false
    }

    /// The launch input, with the options that apply to it.
    func input(
        userInfo: [String: LaunchInput.PropertyListValue], parameters: [String: LaunchInput.PropertyListValue] = [:],
        webpageURL: String? = nil, category: String?, action: String?
    ) -> LaunchInput {
        switch self {
        case .url(let url):
            .openURL(.init(url: url))
        case .web(let url):
            .userActivity(.browsingWeb(url))
        case .activity(let type):
            .userActivity(.init(activityType: type, webpageURL: webpageURL, userInfo: userInfo))
        case .shortcut(let type):
            .shortcutItem(.init(type: type, userInfo: userInfo))
        case .intent(let type):
            .appIntent(.init(type: type, parameters: parameters))
        case .share(let container):
            .cloudKitShare(
                .init(
                    containerIdentifier: container, rootRecordName: parameters["rootRecordName"]?.stringValue,
                    zoneName: parameters["zoneName"]?.stringValue ?? "_defaultZone",
                    zoneOwnerName: parameters["zoneOwnerName"]?.stringValue ?? "__defaultOwner__"))
        case .notification(let identifier):
            .notificationResponse(
                .init(
                    requestIdentifier: identifier,
                    actionIdentifier: action ?? LaunchInput.NotificationResponse.defaultActionIdentifier,
                    categoryIdentifier: category ?? "",
                    userInfo: userInfo))
        case .spotlight(let identifier):
            .userActivity(.searchableItem(identifier: identifier))
        }
    }
}

extension LaunchInput.PropertyListValue {
    /// The property-list value of a JSON value: a whole number is an integer, any other number
    /// a double, an object a dictionary, `null` a null.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let text):
            if let integer = json.integerValue {
                self = .integer(integer)
            } else {
                self = .double(Double(text) ?? .nan)
            }
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map(LaunchInput.PropertyListValue.init))
        case .object(let members):
            self = .dictionary(
                Dictionary(
                    members.map { ($0.key, LaunchInput.PropertyListValue($0.value)) },
                    uniquingKeysWith: { _, last in last })
            )
        }
    }
}
