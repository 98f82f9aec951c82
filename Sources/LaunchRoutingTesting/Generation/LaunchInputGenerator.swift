import LaunchRouting

/// Launch inputs of every kind, derived from a router's table and rules: URL contexts and
/// universal links (hits in every accepted spelling, near misses, adversarial text), Spotlight
/// items, Handoff and custom activities, quick actions and notifications, each as a hit on a rule
/// or a near miss (a missing or mistyped `userInfo` value, an unknown type, a dismissal).
///
/// ```swift
/// let inputs = LaunchInputGenerator(router: router)
/// var choices = Choices(seed: 3)
/// inputs.any.generate(&choices)       // e.g. .shortcutItem(type: "com.shop.search", userInfo: ["query": "a b"])
/// inputs.options.generate(&choices)   // LaunchOptions with a few URL contexts, activities, a quick action
/// ```
public struct LaunchInputGenerator<Route: Sendable>: Sendable {
    /// The router the inputs are derived from.
    public let router: Router<Route>
    /// The URL generator over the router's table.
    public let urls: URLGenerator<Route>
    /// Each route's parameter declarations, by route name.
    let declarations: [String: RouteDeclarations]
    /// The kinds of input, with their weights.
    let kinds: [(weight: Int, kind: Kind)]
    /// The kinds this router can route, with their weights: what hits are drawn from.
    let hitKinds: [(weight: Int, kind: Kind)]

    enum Kind: Sendable {
        case url, universalLink, spotlight, activity, shortcut, notification
    }

    /// Inputs for `router`'s table and rules.
    public init(router: Router<Route>) {
        self.router = router
        urls = URLGenerator(table: router.table)
        var declarations: [String: RouteDeclarations] = [:]
        for index in router.table.definitions.indices {
            let routeDeclarations = RouteDeclarations(table: router.table, index: index)
            declarations[routeDeclarations.name] = routeDeclarations
        }
        self.declarations = declarations
        var kinds: [(weight: Int, kind: Kind)] = [(6, .url)]
        if !urls.webRoutes.isEmpty { kinds.append((3, .universalLink)) }
        if router.spotlight == .url { kinds.append((1, .spotlight)) }
        kinds.append((router.activityRules.isEmpty ? 1 : 3, .activity))
        kinds.append((router.shortcutRules.isEmpty ? 1 : 2, .shortcut))
        kinds.append((router.notificationURLKey == nil && router.notificationRules.isEmpty ? 1 : 2, .notification))
        self.kinds = kinds
        hitKinds = kinds.filter { _, kind in
            switch kind {
            case .url, .universalLink, .spotlight: true
            case .activity: !router.activityRules.isEmpty
            case .shortcut: !router.shortcutRules.isEmpty
            case .notification: router.notificationURLKey != nil || !router.notificationRules.isEmpty
            }
        }
    }

    /// Every kind of input, hits and near misses mixed.
    public var any: Generator<LaunchInput> { generated.map(\.input) }

    /// Inputs meant to route: hits on the table's routes and on the router's rules.
    public var hit: Generator<LaunchInput> { generatedHit.map(\.input) }

    /// URL contexts: hits, near misses and adversarial text.
    public var url: Generator<LaunchInput> { generated(.url).map(\.input) }
    /// Universal links: browsing-web activities with https hits and near misses.
    public var universalLink: Generator<LaunchInput> { generated(.universalLink).map(\.input) }
    /// Spotlight items whose identifier is a URL, or not.
    public var spotlight: Generator<LaunchInput> { generated(.spotlight).map(\.input) }
    /// Handoff and custom activities, for the activity rules and for unknown types.
    public var activity: Generator<LaunchInput> { generated(.activity).map(\.input) }
    /// Quick actions, for the quick-action rules and for unknown types.
    public var shortcut: Generator<LaunchInput> { generated(.shortcut).map(\.input) }
    /// Notification responses: by the URL key, by a rule's category and action, and misses.
    public var notification: Generator<LaunchInput> { generated(.notification).map(\.input) }

    /// Schedules of launch events that interleave connect (with options carrying some inputs),
    /// receive, open, ready, not ready, disconnect and failed Handoffs, ending with `ready`: what P6
    /// runs through an inbox and its model. Events are 10 ms apart.
    ///
    /// ```swift
    /// var choices = Choices(seed: 5)
    /// print(inputs.schedule.generate(&choices))
    /// // 1. receive(url "https://shop.example.com/?u%2D%210%2f%25=%2f")
    /// // 2. ready
    /// // 3. notReady
    /// // 4. ready
    /// ```
    public var schedule: Generator<LaunchSchedule> {
        scheduleCases(handoffTypes: router.activityRules.map(\.activityType), interval: 0.01).map(\.schedule)
    }

    /// Connection options carrying several inputs: a few URL contexts and activities, perhaps a
    /// quick action and a notification response.
    public var options: Generator<LaunchOptions> {
        let generator = self
        return Generator { choices in generator.optionsParts(&choices).options }
    }

    // MARK: Generated inputs with what the harness knows about them

    var generated: Generator<GeneratedInput> {
        let generator = self
        return Generator { choices in
            let kind = generator.drawKind(&choices)
            return generator.input(kind, hit: !choices.chance(oneIn: 4), &choices)
        }
    }

    var generatedHit: Generator<GeneratedInput> {
        let generator = self
        return Generator { choices in
            generator.input(generator.drawKind(&choices, from: generator.hitKinds), hit: true, &choices)
        }
    }

    func generated(_ kind: Kind) -> Generator<GeneratedInput> {
        let generator = self
        return Generator { choices in generator.input(kind, hit: !choices.chance(oneIn: 4), &choices) }
    }

    func drawKind(_ choices: inout Choices) -> Kind {
        drawKind(&choices, from: kinds)
    }

    func drawKind(_ choices: inout Choices, from kinds: [(weight: Int, kind: Kind)]) -> Kind {
        let total = kinds.reduce(0) { $0 + $1.weight }
        var pick = Int(choices.draw(below: UInt64(total)))
        for (weight, kind) in kinds {
            if pick < weight { return kind }
            pick -= weight
        }
        return kinds[kinds.count - 1].kind
    }

    func input(_ kind: Kind, hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        choices.beginSpan()
        defer { choices.endSpan() }
        switch kind {
        case .url: return urlInput(hit: hit, &choices)
        case .universalLink: return universalLinkInput(hit: hit, &choices)
        case .spotlight: return spotlightInput(hit: hit, &choices)
        case .activity: return activityInput(hit: hit, &choices)
        case .shortcut: return shortcutInput(hit: hit, &choices)
        case .notification: return notificationInput(hit: hit, &choices)
        }
    }

    // MARK: URLs

    /// A URL carried by an input: a spelled hit, or a near miss, or adversarial text.
    func carriedURL(hit: Bool, web: Bool, _ choices: inout Choices) -> (url: String, identity: InputIdentity?) {
        if hit {
            let parts = (web ? urls.webHitParts : urls.hitParts).generate(&choices)
            return (parts.spelling, .link(parts.key))
        }
        switch choices.draw(below: 4) {
        case 0: return (urls.adversarial.generate(&choices), nil)
        case 1: return (urls.nearMiss.generate(&choices), nil)
        default:
            if let miss = urls.policyMiss.generate(&choices) { return (miss.url, nil) }
            return (urls.nearMiss.generate(&choices), nil)
        }
    }

    func urlInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let (url, identity) = carriedURL(hit: hit, web: false, &choices)
        let source = choices.chance(oneIn: 4) ? "com.apple.mobilesafari" : nil
        let input = LaunchInput.openURL(.init(url: url, sourceApplication: source))
        return GeneratedInput(input: input, identity: identity, url: url)
    }

    func universalLinkInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        if !hit, choices.chance(oneIn: 8) {
            let input = LaunchInput.userActivity(.init(activityType: LaunchInput.UserActivity.browsingWebType))
            return GeneratedInput(
                input: input, identity: .activity(LaunchInput.UserActivity.browsingWebType, [:]),
                expectedCode: .missingURL)
        }
        let (url, identity) = carriedURL(hit: hit, web: true, &choices)
        return GeneratedInput(input: .userActivity(.browsingWeb(url)), identity: identity, url: url, isWebOnly: true)
    }

    func spotlightInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let type = LaunchInput.UserActivity.searchableItemType
        let key = LaunchInput.UserActivity.searchableItemIdentifierKey
        if !hit {
            switch choices.draw(below: 3) {
            case 0:
                let identifier = ["item-42", "42", ""][Int(choices.draw(below: 3))]
                let activity = LaunchInput.UserActivity.searchableItem(identifier: identifier)
                return GeneratedInput(
                    input: .userActivity(activity), identity: .activity(type, activity.userInfo),
                    expectedCode: .malformedURL)
            case 1:
                let userInfo: [String: PropertyListValue] = choices.chance(oneIn: 2) ? [:] : [key: 42]
                let activity = LaunchInput.UserActivity(activityType: type, userInfo: userInfo)
                return GeneratedInput(
                    input: .userActivity(activity), identity: .activity(type, userInfo), expectedCode: .missingURL)
            default:
                break
            }
        }
        let (url, _) = carriedURL(hit: hit, web: false, &choices)
        let activity = LaunchInput.UserActivity.searchableItem(identifier: url)
        return GeneratedInput(input: .userActivity(activity), identity: .activity(type, activity.userInfo), url: url)
    }

    // MARK: Rules

    /// `userInfo` for a rule of a route, and the match it must give; or one fault away from it,
    /// with the code the fault must get.
    func ruleUserInfo(route: String, parameters mapping: [String: String], hit: Bool, _ choices: inout Choices)
        -> (userInfo: [String: PropertyListValue], expected: RouteMatch?, code: OutcomeReason.Code?)
    {
        guard let declarations = declarations[route] else { return ([:], nil, nil) }
        let mapped = mapping.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var userInfo: [String: PropertyListValue] = [:]
        var parameters: [String: ParameterValue] = [:]
        for (parameter, declaration) in declarations.parameters where mapping[parameter] == nil {
            if let value = RouteDeclarations.absentValue(declaration) { parameters[parameter] = value }
        }
        for (parameter, key) in mapped {
            choices.beginSpan()
            defer { choices.endSpan() }
            guard let declaration = declarations.parameters[parameter] else { continue }
            if !RouteDeclarations.isRequired(declaration), choices.chance(oneIn: 3) {
                if let value = RouteDeclarations.absentValue(declaration) { parameters[parameter] = value }
                continue
            }
            let (value, typed) = Self.userInfoValue(declaration, &choices)
            userInfo[key] = value
            parameters[parameter] = typed
        }
        if hit || mapped.isEmpty { return (userInfo, RouteMatch(name: route, parameters: parameters), nil) }

        // One fault: a required value missing, or a value of the wrong type.
        let (parameter, key) = mapped[Int(choices.draw(below: UInt64(mapped.count)))]
        guard let declaration = declarations.parameters[parameter] else { return (userInfo, nil, nil) }
        if RouteDeclarations.isRequired(declaration), choices.chance(oneIn: 2) {
            userInfo[key] = choices.chance(oneIn: 3) ? .null : nil
            return (userInfo, nil, .missingParameter)
        }
        guard let wrong = Self.wrongValue(declaration, &choices) else { return (userInfo, nil, nil) }
        userInfo[key] = wrong
        return (userInfo, nil, .invalidParameter)
    }

    /// A `userInfo` value of the declared type, and the parameter it gives.
    static func userInfoValue(_ declaration: RouteDeclarations.Declaration, _ choices: inout Choices) -> (
        PropertyListValue, ParameterValue
    ) {
        switch declaration {
        case .path(let type, _):
            return typedValue(type, &choices)
        case .rest:
            let text =
                choices.chance(oneIn: 4)
                ? "" : URLPieces.segmentText.array(count: 1...3).generate(&choices).joined(separator: "/")
            return (.string(text), .string(text))
        case .query(let type, .repeated):
            if choices.chance(oneIn: 3) {
                let (value, typed) = typedValue(type, &choices)
                return (value, .list([typed]))
            }
            var values: [PropertyListValue] = []
            var typed: [ParameterValue] = []
            for _ in 0..<choices.draw(in: 0...3) {
                let (value, parameter) = typedValue(type, &choices)
                values.append(value)
                typed.append(parameter)
            }
            return (.array(values), .list(typed))
        case .query(let type, _):
            return typedValue(type, &choices)
        }
    }

    static func typedValue(_ type: ParameterType, _ choices: inout Choices) -> (PropertyListValue, ParameterValue) {
        switch type {
        case .int:
            var number = Int64(choices.draw(below: 100))
            if choices.chance(oneIn: 4) { number = Int64(bitPattern: choices.draw(below: 1 << 62)) }
            if choices.chance(oneIn: 4) { number = -number }
            switch choices.draw(below: 3) {
            case 0: return (.integer(number), .integer(number))
            case 1:
                // Leading zeros go after the sign: "-007".
                let zeros = choices.chance(oneIn: 3) ? "00" : ""
                return (.string((number < 0 ? "-" : "") + zeros + String(number.magnitude)), .integer(number))
            default:
                guard number.magnitude < 1 << 53 else { return (.integer(number), .integer(number)) }
                return (.double(Double(number)), .integer(number))
            }
        case .uuid:
            let text = URLPieces.value(of: .uuid).generate(&choices)
            return (.string(text), .uuid(String(text.lowercased())))
        case .string:
            let text = URLPieces.segmentText.generate(&choices)
            return (.string(text), .string(text))
        case .oneOf(let values):
            let text = values[Int(choices.draw(below: UInt64(values.count)))]
            return (.string(text), .string(text))
        }
    }

    /// A `userInfo` value that is not of the declared type, or `nil` when every value is.
    static func wrongValue(_ declaration: RouteDeclarations.Declaration, _ choices: inout Choices) -> PropertyListValue?
    {
        let type: ParameterType
        switch declaration {
        case .rest: return choices.chance(oneIn: 2) ? .integer(7) : .bool(true)
        case .path(.string, _): return choices.chance(oneIn: 2) ? "" : .bool(false)
        case .path(let declared, _), .query(let declared, _): type = declared
        }
        switch type {
        case .int:
            return [PropertyListValue.string("abc"), "1.5", "+1", "99999999999999999999", 1.5, .bool(true)][
                Int(choices.draw(below: 6))]
        case .uuid: return ["not-a-uuid", "123e4567e89b12d3a456426614174000", .integer(1)][Int(choices.draw(below: 3))]
        case .oneOf(let values): return .string(values.joined() + "zz")
        case .string: return .bool(true)
        }
    }

    func activityInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let rules = router.activityRules.sorted { $0.activityType.utf8.lexicographicallyPrecedes($1.activityType.utf8) }
        guard !rules.isEmpty, hit || !choices.chance(oneIn: 3) else {
            let type = unknownType(among: rules.map(\.activityType), prefix: "activity", &choices)
            let userInfo: [String: PropertyListValue] = choices.chance(oneIn: 2) ? [:] : ["id": 1]
            return GeneratedInput(
                input: .userActivity(.init(activityType: type, userInfo: userInfo)),
                identity: .activity(type, userInfo),
                expectedCode: .unknownActivityType)
        }
        let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
        return activityInput(rule: rule, hit: hit, &choices)
    }

    func activityInput(rule: ActivityRule, hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let (userInfo, expected, code) = ruleUserInfo(
            route: rule.route, parameters: rule.parameters, hit: hit, &choices)
        let activity = LaunchInput.UserActivity(activityType: rule.activityType, userInfo: userInfo)
        return GeneratedInput(
            input: .userActivity(activity), identity: .activity(rule.activityType, userInfo), expected: expected,
            expectedCode: code)
    }

    func shortcutInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let rules = router.shortcutRules.sorted { $0.type.utf8.lexicographicallyPrecedes($1.type.utf8) }
        guard !rules.isEmpty, hit || !choices.chance(oneIn: 3) else {
            let type = unknownType(among: rules.map(\.type), prefix: "shortcut", &choices)
            return GeneratedInput(
                input: .shortcutItem(.init(type: type)), identity: .shortcut(type, [:]),
                expectedCode: .unknownShortcutType)
        }
        let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
        let (userInfo, expected, code) = ruleUserInfo(
            route: rule.route, parameters: rule.parameters, hit: hit, &choices)
        return GeneratedInput(
            input: .shortcutItem(.init(type: rule.type, userInfo: userInfo)), identity: .shortcut(rule.type, userInfo),
            expected: expected,
            expectedCode: code)
    }

    func notificationInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let defaultAction = LaunchInput.NotificationResponse.defaultActionIdentifier
        let dismiss = LaunchInput.NotificationResponse.dismissActionIdentifier
        let rules = router.notificationRules
        let identifier = "n-\(choices.draw(below: 10))"
        func response(category: String = "", action: String = defaultAction, userInfo: [String: PropertyListValue])
            -> LaunchInput
        {
            .notificationResponse(
                .init(
                    requestIdentifier: identifier, actionIdentifier: action, categoryIdentifier: category,
                    userInfo: userInfo, date: 700_000_000))
        }
        func identity(_ action: String) -> InputIdentity { .notification(identifier, 700_000_000, action) }

        let useRule = !rules.isEmpty && (router.notificationURLKey == nil || choices.chance(oneIn: 2))
        if useRule {
            let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
            let category = rule.categoryIdentifier ?? ["", "OTHER"][Int(choices.draw(below: 2))]
            let action = rule.actionIdentifier ?? defaultAction
            let (userInfo, expected, code) = ruleUserInfo(
                route: rule.route, parameters: rule.parameters, hit: hit, &choices)
            let winner = NotificationRules.winner(rules, category: category, action: action)
            let isRule = winner == rule
            return GeneratedInput(
                input: response(category: category, action: action, userInfo: userInfo), identity: identity(action),
                expected: isRule ? expected : nil, expectedCode: isRule ? code : nil)
        }
        let takenByRule = NotificationRules.winner(rules, category: "", action: defaultAction) != nil
        guard let key = router.notificationURLKey else {
            let input = response(userInfo: ["deeplink": "shop://"])
            return GeneratedInput(
                input: input, identity: identity(defaultAction), expectedCode: takenByRule ? nil : .missingURL)
        }
        if !hit, choices.chance(oneIn: 3) {
            switch choices.draw(below: 3) {
            case 0:
                return GeneratedInput(
                    input: response(userInfo: [:]), identity: identity(defaultAction),
                    expectedCode: takenByRule ? nil : .missingURL)
            case 1:
                return GeneratedInput(
                    input: response(userInfo: [key: 42]), identity: identity(defaultAction),
                    expectedCode: takenByRule ? nil : .missingURL)
            default:
                let takesDismissal = NotificationRules.winner(rules, category: "", action: dismiss) != nil
                let (url, _) = carriedURL(hit: true, web: false, &choices)
                return GeneratedInput(
                    input: response(action: dismiss, userInfo: [key: .string(url)]), identity: identity(dismiss),
                    expectedCode: takesDismissal ? nil : .noMatchingRoute)
            }
        }
        let (url, _) = carriedURL(hit: hit, web: false, &choices)
        return GeneratedInput(
            input: response(userInfo: [key: .string(url)]), identity: identity(defaultAction),
            url: takenByRule ? nil : url)
    }

    /// A type that none of `known` is: `com.example.<prefix>.unknown`, or a known type with a
    /// letter's case changed (types compare case-sensitively).
    func unknownType(among known: [String], prefix: String, _ choices: inout Choices) -> String {
        if let first = known.first, choices.chance(oneIn: 2) {
            let changed = first.uppercased() == first ? first.lowercased() : first.uppercased()
            if !known.contains(changed) { return changed }
        }
        var type = "com.example.\(prefix).unknown"
        while known.contains(type) { type += "x" }
        return type
    }
}
