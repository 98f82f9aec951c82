/// Resolves every launch input to one ``RouteOutcome``: URLs and universal links through the
/// route table, and activities, quick actions and notifications through rules that take their
/// parameters from `userInfo`.
///
/// | input | how it routes |
/// |---|---|
/// | ``LaunchInput/openURL(_:)`` | the table resolves the URL (a custom scheme, or https on a domain) |
/// | universal link (browsing-web activity) | the table resolves its web page URL, https on a domain only |
/// | Spotlight item | with ``LaunchRule/Spotlight/url``, its identifier is a URL the table resolves |
/// | Handoff and custom activities | the ``LaunchRule/Activity`` for its type (of several, the one whose required keys its payload has) |
/// | quick action | the ``LaunchRule/Shortcut`` for its type |
/// | App Intent | the ``LaunchRule/Intent`` for its type |
/// | CloudKit share | the ``LaunchRule/CloudKitShare`` for its container, else the one for any |
/// | notification response | the most specific ``LaunchRule/Notification`` for its category and action, else the URL under ``LaunchRules/notificationURLKey`` |
///
/// Types compare as whole strings, case-sensitively. A router is an immutable value, safe to
/// share between threads; its rules are checked against the table when it is built.
///
/// ```swift
/// let router = try Router(
///     table: table,
///     activities: [.init(activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID"])],
///     shortcuts: [.init(type: "com.shop.search", route: "search", parameters: ["q": "query"])],
///     notificationURLKey: "deeplink",
///     spotlight: .url
/// )
///
/// router.resolve(.openURL(.init(url: "shop://product/42")))                          // .routed(.product(id: 42, ref: nil))
/// router.resolve(.userActivity(.browsingWeb("https://shop.example.com/product/42")))  // .routed(.product(id: 42, ref: nil))
/// router.resolve(.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"])))
/// // .routed(.search(query: "boots", page: 1, tags: []))
/// router.resolve(.shortcutItem(.init(type: "com.shop.scan")))                       // .unmatched(unknownShortcutType)
/// ```
public struct Router<Route: Sendable>: Sendable {
    /// The table that resolves URLs and binds matches to the app's routes.
    public let table: RouteTable<Route>
    /// The rules for inputs that carry no URL of the table's, as one value.
    public let rules: LaunchRules

    /// The rules of each activity type, the one that goes first first.
    private let activityBindings: [String: [(required: RequiredKeys, binding: RuleBinding)]]
    private let shortcutBindings: [String: RuleBinding]
    private let intentBindings: [String: RuleBinding]
    /// Share rules by container; `nil` for the rule of any container.
    private let shareBindings: [String?: RuleBinding]
    /// Notification rules with their bindings, most specific first.
    private let notificationBindings: [(rule: LaunchRule.Notification, required: RequiredKeys, binding: RuleBinding)]

    /// Builds a router, checking every rule against the table.
    ///
    /// - Throws: ``RouterError`` when a rule names a route or parameter the table does not have,
    ///   leaves out a parameter its route requires, takes the same inputs as another rule, or
    ///   takes the browsing-web type, which the table routes.
    public init(
        table: RouteTable<Route>,
        activities: [LaunchRule.Activity] = [],
        shortcuts: [LaunchRule.Shortcut] = [],
        intents: [LaunchRule.Intent] = [],
        shares: [LaunchRule.CloudKitShare] = [],
        notificationURLKey: String? = nil,
        notifications: [LaunchRule.Notification] = [],
        spotlight: LaunchRule.Spotlight? = nil,
        webpageActivityTypes: [String] = []
    ) throws(RouterError) {
        try self.init(
            table: table,
            rules: LaunchRules(
                activities: activities, shortcuts: shortcuts, intents: intents, shares: shares,
                notificationURLKey: notificationURLKey,
                notifications: notifications, spotlight: spotlight, webpageActivityTypes: webpageActivityTypes))
    }

    /// Builds a router of `rules`, checking each against the table, as
    /// ``init(table:activities:shortcuts:intents:shares:notificationURLKey:notifications:spotlight:webpageActivityTypes:)`` does.
    public init(table: RouteTable<Route>, rules: LaunchRules) throws(RouterError) {
        let (activities, spotlight, webpageActivityTypes) = (
            rules.activities, rules.spotlight, rules.webpageActivityTypes
        )
        var activityRequirements: [RequiredKeys] = []
        let activityBindings = try Self.bindings(
            activities, kind: .activity, table: table, name: { "activity rule \"\($0.activityType)\"" },
            key: { [$0.activityType] + Set($0.requiredKeys).sorted() },
            duplicate: {
                "two activity rules take the type \"\($0.activityType)\"" + RequiredKeys.phrase($0.requiredKeys)
            },
            route: { ($0.route, $0.parameters, $0.constants) },
            check: { rule, reference throws(RouterError) in
                activityRequirements.append(
                    try RequiredKeys(rule.requiredKeys, parameters: rule.parameters, rule: reference))
                if rule.activityType == LaunchInput.UserActivity.browsingWebType {
                    throw RouterError(
                        code: .reservedActivityType, rule: reference, field: .type,
                        reason: "universal links are routed by the table, not by a rule")
                }
                if rule.activityType == LaunchInput.UserActivity.searchableItemType, let spotlight {
                    throw RouterError(
                        code: .duplicateRule, rule: reference, field: .type,
                        reason:
                            "Spotlight items are already routed by the spotlight rule \"\(spotlight)\"; keep one of the two"
                    )
                }
            })
        let shortcutBindings = try Self.bindings(
            rules.shortcuts, kind: .shortcut, table: table, name: { "quick-action rule \"\($0.type)\"" }, key: \.type,
            duplicate: { "two quick-action rules take the type \"\($0.type)\"" },
            route: { ($0.route, $0.parameters, $0.constants) })
        let intentBindings = try Self.bindings(
            rules.intents, kind: .intent, table: table, name: { "intent rule \"\($0.type)\"" }, key: \.type,
            duplicate: { "two intent rules take the type \"\($0.type)\"" },
            route: { ($0.route, $0.parameters, $0.constants) })
        let shareBindings = try Self.bindings(
            rules.shares, kind: .cloudKitShare, table: table,
            name: {
                $0.containerIdentifier.map { "share rule for the container \"\($0)\"" }
                    ?? "share rule for any container"
            },
            key: \.containerIdentifier,
            duplicate: { rule in
                "two share rules take "
                    + (rule.containerIdentifier.map { "the container \"\($0)\"" } ?? "any container")
            },
            route: { ($0.route, $0.parameters, $0.constants) },
            check: { rule, reference throws(RouterError) in
                for (parameter, field) in rule.parameters.sorted(by: {
                    $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
                })
                where !LaunchRule.CloudKitShare.fields.contains(field) {
                    let hint = DidYouMean.hint(for: field, among: LaunchRule.CloudKitShare.fields)
                    throw RouterError(
                        code: .unknownField, rule: reference, field: .parameter(parameter),
                        reason: "a share has no field \"\(field)\""
                            + (hint.isEmpty
                                ? "; it has "
                                    + LaunchRule.CloudKitShare.fields.map { "\"\($0)\"" }.joined(separator: ", ")
                                : hint))
                }
            })
        var notificationRequirements: [RequiredKeys] = []
        let boundNotifications = try Self.bindings(
            rules.notifications, kind: .notification, table: table, name: \.label,
            key: { [$0.categoryIdentifier, $0.actionIdentifier] + Set($0.requiredKeys).sorted() },
            duplicate: { "two notification rules take \($0.scope)" },
            route: { ($0.route, $0.parameters, $0.constants) },
            check: { rule, reference throws(RouterError) in
                notificationRequirements.append(
                    try RequiredKeys(rule.requiredKeys, parameters: rule.parameters, rule: reference))
            })
        var notificationBindings = zip(rules.notifications, zip(notificationRequirements, boundNotifications)).map {
            (rule: $0, required: $1.0, binding: $1.1.binding)
        }
        notificationBindings.sort {
            $0.rule.specificity != $1.rule.specificity
                ? $0.rule.specificity > $1.rule.specificity : $0.required.precedes($1.required)
        }
        for (index, type) in webpageActivityTypes.enumerated() {
            let reference = RouterError.Rule(
                kind: .webpageActivity, index: index, name: "webpage activity type \"\(type)\"")
            if type == LaunchInput.UserActivity.browsingWebType {
                throw RouterError(
                    code: .reservedActivityType, rule: reference, field: .type,
                    reason: "universal links are routed by the table already")
            }
            if activities.contains(where: { $0.activityType == type }) || webpageActivityTypes[..<index].contains(type)
                || (type == LaunchInput.UserActivity.searchableItemType && spotlight != nil)
            {
                throw RouterError(
                    code: .duplicateRule, rule: reference, field: .type,
                    reason: "another rule takes the activity type \"\(type)\" already")
            }
        }

        self.table = table
        self.rules = rules
        var byType: [String: [(required: RequiredKeys, binding: RuleBinding)]] = [:]
        for (rule, (required, bound)) in zip(activities, zip(activityRequirements, activityBindings)) {
            byType[rule.activityType, default: []].append((required, bound.binding))
        }
        self.activityBindings = byType.mapValues { $0.sorted { $0.required.precedes($1.required) } }
        self.shortcutBindings = Dictionary(uniqueKeysWithValues: shortcutBindings.map { ($0.key, $0.binding) })
        self.intentBindings = Dictionary(uniqueKeysWithValues: intentBindings.map { ($0.key, $0.binding) })
        self.shareBindings = Dictionary(uniqueKeysWithValues: shareBindings.map { ($0.key, $0.binding) })
        self.notificationBindings = notificationBindings
    }

    /// Resolves one launch input to the app's route, or to the reason it does not route.
    ///
    /// ```swift
    /// router.resolve(.userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": "42"])))
    /// // .routed(.product(id: 42, ref: nil))
    /// router.resolve(.userActivity(.init(activityType: "com.shop.viewing")))
    /// // .unmatched(missingParameter): the activity "com.shop.viewing" has no userInfo value "productID" ...
    /// ```
    @inlinable
    public func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
        // Inlinable so that a URL, the input an app receives most, is resolved by code
        // specialised for the app's route type, as `table.resolve` is.
        if let url = input.openedURL { return table.resolve(url) }
        return resolve(other: input)
    }

    /// ``resolve(_:)`` for an input that is not a URL context.
    @usableFromInline func resolve(other input: LaunchInput) -> RouteOutcome<Route> {
        switch input.kind {
        case .openURL(let context):
            return table.resolve(context.url)
        case .userActivity(let activity):
            return resolve(activity)
        case .shortcutItem(let item):
            return resolve(
                item.userInfo, by: shortcutBindings[item.type], subject: "the quick action \"\(item.type)\"",
                else: .unknownShortcutType, "no quick-action rule takes the type", item.type,
                among: rules.shortcuts.map(\.type))
        case .notificationResponse(let response):
            return resolve(response)
        case .appIntent(let intent):
            return resolve(
                intent.parameters, by: intentBindings[intent.type], subject: "the intent \"\(intent.type)\"",
                else: .unknownIntentType, "no intent rule takes the type", intent.type, among: rules.intents.map(\.type)
            )
        case .cloudKitShare(let share):
            let container = share.containerIdentifier
            return resolve(
                share.fields, by: shareBindings[container] ?? shareBindings[nil],
                subject: "the share in \"\(container)\"",
                else: .unknownShareContainer, "no share rule takes the container", container,
                among: rules.shares.compactMap(\.containerIdentifier))
        }
    }

    /// The outcome of an input that a rule takes by a key of its own (a quick action's or an
    /// intent's type, a share's container): its rule's match of `values`, or, when no rule takes
    /// `key`, `code` with `noRule` and a did-you-mean among the rules' keys.
    private func resolve(
        _ values: [String: LaunchInput.PropertyListValue], by binding: RuleBinding?, subject: String,
        else code: OutcomeReason.Code, _ noRule: String, _ key: String, among keys: @autoclosure () -> [String]
    ) -> RouteOutcome<Route> {
        guard let binding else {
            let hint = DidYouMean.hint(for: key, among: keys())
            return .unmatched(OutcomeReason(code: code, message: "\(noRule) \"\(key)\"\(hint)"))
        }
        return table.bind(binding.match(values, subject: subject))
    }

    /// ``resolve(_:)`` for an input whose URL the inbox has tokenized already: a URL context and
    /// a universal link resolve from `url`'s parse, other inputs as usual.
    func resolve(_ input: LaunchInput, received url: ReceivedURL?) -> RouteOutcome<Route> {
        guard let url, let webOnly = input.receivedURLIsWebOnly else { return resolve(input) }
        return table.resolve(received: url, webOnly: webOnly)
    }

    /// The outcome of a scene session's state-restoration activity, which restores state and
    /// never routes: always ``OutcomeReason/Code/restorationActivity``.
    ///
    /// ```swift
    /// router.resolve(stateRestorationActivity: .init(activityType: "com.shop.browsing"))
    /// // .unmatched(restorationActivity): the state-restoration activity "com.shop.browsing" restores state and never routes
    /// ```
    public func resolve(stateRestorationActivity activity: LaunchInput.UserActivity) -> RouteOutcome<Route> {
        .unmatched(.restorationActivity(activity.activityType))
    }

    private func resolve(_ activity: LaunchInput.UserActivity) -> RouteOutcome<Route> {
        let type = activity.activityType
        if type == LaunchInput.UserActivity.browsingWebType {
            guard let url = activity.webpageURL else {
                return .unmatched(
                    OutcomeReason(code: .missingURL, message: "the browsing-web activity has no webpage URL"))
            }
            return table.resolve(webpageURL: url)
        }
        if let candidates = activityBindings[type] {
            let subject = "the activity \"\(type)\""
            if let (_, binding) = candidates.first(where: { $0.required.areHeld(by: activity.userInfo) }) {
                return table.bind(binding.match(activity.userInfo, subject: subject))
            }
            // The rule that requires least names what is missing.
            let least = candidates[candidates.count - 1]
            let missing = least.required.firstMissing(in: activity.userInfo)
            return .unmatched(
                OutcomeReason(
                    code: .missingParameter,
                    message:
                        "\(subject) has no userInfo value \"\(missing ?? "")\", which its rule for route \"\(least.binding.route)\" requires"
                ))
        }
        if rules.webpageActivityTypes.contains(type) {
            guard let url = activity.webpageURL else {
                return .unmatched(
                    OutcomeReason(code: .missingURL, message: "the activity \"\(type)\" has no webpage URL"))
            }
            return table.resolve(webpageURL: url)
        }
        if type == LaunchInput.UserActivity.searchableItemType, rules.spotlight == .url {
            let key = LaunchInput.UserActivity.searchableItemIdentifierKey
            guard let identifier = activity.userInfo[key]?.stringValue else {
                return .unmatched(
                    OutcomeReason(
                        code: .missingURL, message: "the Spotlight activity has no string \"\(key)\" in its userInfo"))
            }
            return table.resolve(identifier)
        }
        let hint = DidYouMean.hint(for: type, among: rules.activities.map(\.activityType) + rules.webpageActivityTypes)
        return .unmatched(
            OutcomeReason(code: .unknownActivityType, message: "no activity rule takes the type \"\(type)\"\(hint)"))
    }

    private func resolve(_ response: LaunchInput.NotificationResponse) -> RouteOutcome<Route> {
        let subject = "the notification \"\(response.requestIdentifier)\""
        if let (_, _, binding) = notificationBindings.first(where: {
            $0.rule.takes(categoryIdentifier: response.categoryIdentifier, actionIdentifier: response.actionIdentifier)
                && $0.required.areHeld(by: response.userInfo)
        }) {
            return table.bind(binding.match(response.userInfo, subject: subject))
        }
        if response.actionIdentifier == LaunchInput.NotificationResponse.dismissActionIdentifier {
            return .unmatched(
                OutcomeReason(
                    code: .noMatchingRoute,
                    message:
                        "\(subject) was dismissed; only a rule for the action \"\(response.actionIdentifier)\" routes a dismissal"
                ))
        }
        guard let key = rules.notificationURLKey else {
            let category = DidYouMean.closest(
                to: response.categoryIdentifier, among: rules.notifications.compactMap(\.categoryIdentifier))
            return .unmatched(
                OutcomeReason(
                    code: .missingURL,
                    message:
                        "no notification rule takes category \"\(response.categoryIdentifier)\" and action \"\(response.actionIdentifier)\", and the router has no notification URL key"
                        + (category.map { "; did you mean the category \"\($0)\"?" } ?? "")))
        }
        switch response.userInfo[key] {
        case .string(let url)?:
            return table.resolve(url)
        case nil:
            return .unmatched(OutcomeReason(code: .missingURL, message: "\(subject) has no \"\(key)\" in its userInfo"))
        case let value?:
            return .unmatched(
                OutcomeReason(
                    code: .missingURL, message: "\(subject) has \(value.quoted) under \"\(key)\", not a URL string"))
        }
    }
}
