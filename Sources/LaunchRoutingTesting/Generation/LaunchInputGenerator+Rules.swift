@_spi(Fuzzing) import LaunchRouting

/// Inputs the router's rules route: activities, quick actions and notifications, with `userInfo`
/// values of the declared types (or, for a miss, a wrong or missing one).
extension LaunchInputGenerator {
    /// `userInfo` for a rule of a route, and the match it must give; or one fault away from it,
    /// with the code the fault must get.
    func ruleUserInfo(
        route: String, parameters mapping: [String: String], constants: [String: String] = [:],
        requiredKeys: [String] = [], hit: Bool, _ choices: inout Choices
    ) -> (userInfo: [String: LaunchInput.PropertyListValue], expected: RouteMatch?, code: OutcomeReason.Code?) {
        guard let declarations = declarations[route] else { return ([:], nil, nil) }
        let mapped = mapping.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var userInfo: [String: LaunchInput.PropertyListValue] = [:]
        // The keys the rule requires, each with a value, before the parameters, which may be inside them.
        for key in requiredKeys { Self.set("present", at: key, in: &userInfo) }
        var parameters: [String: ParameterValue] = [:]
        for (parameter, declaration) in declarations.parameters where mapping[parameter] == nil {
            if let text = constants[parameter] {
                parameters[parameter] = RouteDeclarations.constantValue(text, declaration)
            } else if let value = RouteDeclarations.absentValue(declaration) {
                parameters[parameter] = value
            }
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
            Self.set(value, at: key, in: &userInfo)
            parameters[parameter] = typed
        }
        if hit || mapped.isEmpty { return (userInfo, RouteMatch(name: route, parameters: parameters), nil) }

        // One fault: a required value missing, or a value of the wrong type.
        let (parameter, key) = mapped[Int(choices.draw(below: UInt64(mapped.count)))]
        guard let declaration = declarations.parameters[parameter] else { return (userInfo, nil, nil) }
        if RouteDeclarations.isRequired(declaration), choices.chance(oneIn: 2) {
            Self.set(choices.chance(oneIn: 3) ? .null : nil, at: key, in: &userInfo)
            return (userInfo, nil, .missingParameter)
        }
        guard let wrong = Self.wrongValue(declaration, &choices) else { return (userInfo, nil, nil) }
        Self.set(wrong, at: key, in: &userInfo)
        return (userInfo, nil, .invalidParameter)
    }

    /// A `userInfo` value of the declared type, and the parameter it gives.
    static func userInfoValue(_ declaration: RouteDeclarations.Declaration, _ choices: inout Choices) -> (
        LaunchInput.PropertyListValue, ParameterValue
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
            var values: [LaunchInput.PropertyListValue] = []
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

    static func typedValue(_ type: ParameterType, _ choices: inout Choices) -> (
        LaunchInput.PropertyListValue, ParameterValue
    ) {
        switch type.kind {
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
        case .oneOfIgnoringCase(let values):
            let value = values[Int(choices.draw(below: UInt64(values.count)))]
            return (.string(URLPieces.randomCase(value, &choices)), .string(value))
        case .bool:
            let flag = choices.chance(oneIn: 2)
            let written: LaunchInput.PropertyListValue =
                choices.chance(oneIn: 2) ? .bool(flag) : .string(URLPieces.value(of: .bool).generate(&choices))
            let read = written.stringValue.flatMap(ParameterType.parseBool) ?? flag
            return (written, .string(read ? "true" : "false"))
        case .url, .sigil:
            let text = URLPieces.value(of: type).generate(&choices)
            return (.string(text), .string(text))
        }
    }

    /// A `userInfo` value that is not of the declared type, or `nil` when every value is.
    static func wrongValue(_ declaration: RouteDeclarations.Declaration, _ choices: inout Choices) -> LaunchInput
        .PropertyListValue?
    {
        let type: ParameterType
        switch declaration {
        case .rest: return choices.chance(oneIn: 2) ? .integer(7) : .bool(true)
        case .path(.string, _): return choices.chance(oneIn: 2) ? "" : .bool(false)
        case .path(let declared, _), .query(let declared, _): type = declared
        }
        switch type.kind {
        case .int:
            return [
                LaunchInput.PropertyListValue.string("abc"), "1.5", "+1", "99999999999999999999", 1.5, .bool(true),
            ][
                Int(choices.draw(below: 6))]
        case .uuid: return ["not-a-uuid", "123e4567e89b12d3a456426614174000", .integer(1)][Int(choices.draw(below: 3))]
        case .oneOf(let values), .oneOfIgnoringCase(let values): return .string(values.joined() + "zz")
        case .bool: return ["yes", "2", "", .integer(1)][Int(choices.draw(below: 4))]
        // The sigil alone, the text without it, or another sigil first.
        case .sigil(let scalar):
            let sigil = String(scalar)
            return [LaunchInput.PropertyListValue.string(sigil), "alice", .string("x" + sigil + "y")][
                Int(choices.draw(below: 3))]
        case .url(let schemes):
            // A scheme the type does not list, or a reference that is not absolute.
            return schemes.contains("javascript") ? "relative/page" : "javascript:alert(1)"
        case .string: return .bool(true)
        }
    }

    func activityInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        // Drawn only for a router that has them, so that every other router's inputs stay the same.
        if !router.rules.webpageActivityTypes.isEmpty, choices.chance(oneIn: 3) {
            return webpageActivityInput(hit: hit, &choices)
        }
        let rules = router.rules.activities.sorted {
            $0.activityType == $1.activityType
                ? RequiredKeyRules.goesFirst($0.requiredKeys, $1.requiredKeys)
                : $0.activityType.utf8.lexicographicallyPrecedes($1.activityType.utf8)
        }
        guard !rules.isEmpty, hit || !choices.chance(oneIn: 3) else {
            let type = unknownType(among: rules.map(\.activityType), prefix: "activity", &choices)
            let userInfo: [String: LaunchInput.PropertyListValue] = choices.chance(oneIn: 2) ? [:] : ["id": 1]
            return GeneratedInput(
                input: .userActivity(.init(activityType: type, userInfo: userInfo)),
                identity: .activity(type, userInfo),
                expectedCode: .unknownActivityType)
        }
        let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
        return activityInput(rule: rule, hit: hit, &choices)
    }

    /// An activity of a type the router routes by its webpage URL: a web hit or miss, as a
    /// universal link carries it, or now and then no URL at all.
    func webpageActivityInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let types = router.rules.webpageActivityTypes
        let type = types[Int(choices.draw(below: UInt64(types.count)))]
        if !hit, choices.chance(oneIn: 8) {
            return GeneratedInput(
                input: .userActivity(.init(activityType: type)), identity: .activity(type, [:]),
                expectedCode: .missingURL)
        }
        let (url, identity) = carriedURL(hit: hit, web: true, &choices)
        let webpage: InputIdentity? =
            if case .link(let parts) = identity { .webpageActivity(type, parts) } else { nil }
        // A hit must route where its page's universal link does (which P3 checks against the
        // reference matcher): an activity that routes nowhere is a fault, not a discard.
        let expected = hit ? try? router.table.match(webpageURL: url).get() : nil
        return GeneratedInput(
            input: .userActivity(.init(activityType: type, webpageURL: url)), identity: webpage, expected: expected,
            url: url, isWebOnly: true)
    }

    func activityInput(rule: LaunchRule.Activity, hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let (userInfo, expected, code) = ruleUserInfo(
            route: rule.route, parameters: rule.parameters, constants: rule.constants,
            requiredKeys: rule.requiredKeys, hit: hit, &choices)
        let activity = LaunchInput.UserActivity(activityType: rule.activityType, userInfo: userInfo)
        // Another rule of the type may take this payload first, by the keys it requires.
        let isRule =
            RequiredKeyRules.winner(router.rules.activities, type: rule.activityType, userInfo: userInfo) == rule
        return GeneratedInput(
            input: .userActivity(activity), identity: .activity(rule.activityType, userInfo),
            expected: isRule ? expected : nil, expectedCode: isRule ? code : nil)
    }

    func shortcutInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let rules = router.rules.shortcuts.sorted { $0.type.utf8.lexicographicallyPrecedes($1.type.utf8) }
        guard !rules.isEmpty, hit || !choices.chance(oneIn: 3) else {
            let type = unknownType(among: rules.map(\.type), prefix: "shortcut", &choices)
            return GeneratedInput(
                input: .shortcutItem(.init(type: type)), identity: .shortcut(type, [:]),
                expectedCode: .unknownShortcutType)
        }
        let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
        let (userInfo, expected, code) = ruleUserInfo(
            route: rule.route, parameters: rule.parameters, constants: rule.constants, hit: hit, &choices)
        return GeneratedInput(
            input: .shortcutItem(.init(type: rule.type, userInfo: userInfo)), identity: .shortcut(rule.type, userInfo),
            expected: expected,
            expectedCode: code)
    }

    func intentInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let rules = router.rules.intents.sorted { $0.type.utf8.lexicographicallyPrecedes($1.type.utf8) }
        guard !rules.isEmpty, hit || !choices.chance(oneIn: 3) else {
            let type = unknownType(among: rules.map(\.type), prefix: "Intent", &choices)
            return GeneratedInput(
                input: .appIntent(.init(type: type)), identity: .intent(type, [:]), expectedCode: .unknownIntentType)
        }
        let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
        let (parameters, expected, code) = ruleUserInfo(
            route: rule.route, parameters: rule.parameters, constants: rule.constants, hit: hit, &choices)
        // The scene it targets is not what it asks for: drawn apart, it must not change the route.
        let target = choices.chance(oneIn: 2) ? nil : rule.type
        return GeneratedInput(
            input: .appIntent(.init(type: rule.type, parameters: parameters, targetContentIdentifier: target)),
            identity: .intent(rule.type, parameters), expected: expected, expectedCode: code)
    }

    func shareInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let rules = router.rules.shares
        let named = rules.compactMap(\.containerIdentifier).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let zone = ["Lists", "Shared"][Int(choices.draw(below: 2))]
        let root = choices.chance(oneIn: 4) ? nil : "r-\(choices.draw(below: 10))"
        guard !rules.isEmpty, hit || !choices.chance(oneIn: 3) else {
            let unknown = LaunchInput.CloudKitShare(
                containerIdentifier: unknownType(among: named, prefix: "container", &choices), rootRecordName: root,
                zoneName: zone)
            let anyContainer = rules.contains { $0.containerIdentifier == nil }
            return GeneratedInput(
                input: .cloudKitShare(unknown), identity: .share(unknown),
                expectedCode: anyContainer ? nil : .unknownShareContainer)
        }
        let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
        var container = rule.containerIdentifier ?? "iCloud.com.example.any"
        while rule.containerIdentifier == nil && named.contains(container) { container += "x" }
        let (values, expected, _) = ruleUserInfo(
            route: rule.route, parameters: rule.parameters, constants: rule.constants, hit: true, &choices)
        // A share's fields are strings, and all but the root record's always there: the route is
        // claimed only when every mapped field came out as text a binding reads back (an int as
        // its decimal digits), or absent where it may be.
        var fields: [String: String] = ["zoneName": zone, "zoneOwnerName": "__defaultOwner__"]
        fields["rootRecordName"] = root
        var exact = true
        for field in Set(rule.parameters.values) {
            switch values[field] {
            case .string(let text)? where field != "containerIdentifier": fields[field] = text
            case .integer(let number)? where field != "containerIdentifier": fields[field] = String(number)
            case nil where field == "rootRecordName": fields[field] = nil
            default: exact = false
            }
        }
        let share = LaunchInput.CloudKitShare(
            containerIdentifier: container, rootRecordName: fields["rootRecordName"],
            zoneName: fields["zoneName"] ?? zone,
            zoneOwnerName: fields["zoneOwnerName"] ?? "__defaultOwner__")
        return GeneratedInput(input: .cloudKitShare(share), identity: .share(share), expected: exact ? expected : nil)
    }

    func notificationInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let defaultAction = LaunchInput.NotificationResponse.defaultActionIdentifier
        let dismiss = LaunchInput.NotificationResponse.dismissActionIdentifier
        let rules = router.rules.notifications
        let identifier = "n-\(choices.draw(below: 10))"
        func response(
            category: String = "", action: String = defaultAction, userInfo: [String: LaunchInput.PropertyListValue]
        )
            -> LaunchInput
        {
            .notificationResponse(
                .init(
                    requestIdentifier: identifier, actionIdentifier: action, categoryIdentifier: category,
                    userInfo: userInfo, date: 700_000_000))
        }
        func identity(_ action: String) -> InputIdentity { .notification(identifier, 700_000_000, action) }

        let useRule = !rules.isEmpty && (router.rules.notificationURLKey == nil || choices.chance(oneIn: 2))
        if useRule {
            let rule = rules[Int(choices.draw(below: UInt64(rules.count)))]
            let category = rule.categoryIdentifier ?? ["", "OTHER"][Int(choices.draw(below: 2))]
            let action = rule.actionIdentifier ?? defaultAction
            let (userInfo, expected, code) = ruleUserInfo(
                route: rule.route, parameters: rule.parameters, constants: rule.constants,
                requiredKeys: rule.requiredKeys, hit: hit, &choices)
            let winner = NotificationRules.winner(rules, category: category, action: action, userInfo: userInfo)
            let isRule = winner == rule
            return GeneratedInput(
                input: response(category: category, action: action, userInfo: userInfo), identity: identity(action),
                expected: isRule ? expected : nil, expectedCode: isRule ? code : nil)
        }
        /// Whether a rule takes a response of no category with `action` and `userInfo`.
        func takenByRule(_ userInfo: [String: LaunchInput.PropertyListValue], action: String = defaultAction) -> Bool {
            NotificationRules.winner(rules, category: "", action: action, userInfo: userInfo) != nil
        }
        guard let key = router.rules.notificationURLKey else {
            let userInfo: [String: LaunchInput.PropertyListValue] = ["deeplink": "shop://"]
            return GeneratedInput(
                input: response(userInfo: userInfo), identity: identity(defaultAction),
                expectedCode: takenByRule(userInfo) ? nil : .missingURL)
        }
        if !hit, choices.chance(oneIn: 3) {
            switch choices.draw(below: 3) {
            case 0:
                return GeneratedInput(
                    input: response(userInfo: [:]), identity: identity(defaultAction),
                    expectedCode: takenByRule([:]) ? nil : .missingURL)
            case 1:
                return GeneratedInput(
                    input: response(userInfo: [key: 42]), identity: identity(defaultAction),
                    expectedCode: takenByRule([key: 42]) ? nil : .missingURL)
            default:
                let (url, _) = carriedURL(hit: true, web: false, &choices)
                let userInfo: [String: LaunchInput.PropertyListValue] = [key: .string(url)]
                return GeneratedInput(
                    input: response(action: dismiss, userInfo: userInfo), identity: identity(dismiss),
                    expectedCode: takenByRule(userInfo, action: dismiss) ? nil : .noMatchingRoute)
            }
        }
        let (url, _) = carriedURL(hit: hit, web: false, &choices)
        let userInfo: [String: LaunchInput.PropertyListValue] = [key: .string(url)]
        return GeneratedInput(
            input: response(userInfo: userInfo), identity: identity(defaultAction),
            url: takenByRule(userInfo) ? nil : url)
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
