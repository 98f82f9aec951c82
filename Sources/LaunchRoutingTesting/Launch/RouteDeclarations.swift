@_spi(Fuzzing) import LaunchRouting

/// What a route declares for each of its parameters, read from the table: the harness's own
/// statement of how a rule's `userInfo` value becomes a parameter, written apart from the
/// router's so that the two check each other.
struct RouteDeclarations: Sendable {
    enum Declaration: Sendable {
        /// `:name(type)`; required when the route's first pattern has it and it is not `:name?`.
        case path(ParameterType, isRequired: Bool)
        /// `**name`: any string; absent means `""`.
        case rest
        /// A query parameter.
        case query(ParameterType, QueryRule.Arity)
    }

    /// The route's name.
    var name: String
    /// The route's index in the table.
    var index: Int
    var parameters: [String: Declaration]

    init<Route>(table: RouteTable<Route>, index: Int) {
        name = table.definitions[index].name
        self.index = index
        var parameters: [String: Declaration] = [:]
        for (offset, pattern) in table.patterns[index].enumerated() {
            for segment in pattern.segments {
                switch segment {
                case .parameter(let name, let type, let isOptional) where parameters[name] == nil:
                    parameters[name] = .path(type, isRequired: offset == 0 && !isOptional)
                case .rest(let name?) where parameters[name] == nil:
                    parameters[name] = .rest
                default:
                    break
                }
            }
        }
        for rule in table.queryRules[index] where rule.isParameter {
            parameters[rule.name] = .query(rule.type, rule.arity)
        }
        self.parameters = parameters
    }

    /// What an absent parameter contributes to the match: a default, an empty rest, or nothing.
    static func absentValue(_ declaration: Declaration) -> ParameterValue? {
        switch declaration {
        case .rest: return .string("")
        case .query(_, .defaulted(let value)): return value
        default: return nil
        }
    }

    /// A rule's constant as the route's declaration reads it, or `nil` when it is not of its type:
    /// a decimal `int`, a hyphenated UUID (reported lower-case), one of an enumeration's values,
    /// any non-empty segment for a path string; a repeated parameter gets a list of one.
    static func constantValue(_ text: String, _ declaration: Declaration) -> ParameterValue? {
        func typed(_ type: ParameterType, path: Bool) -> ParameterValue? {
            switch type.kind {
            case .int:
                let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
                guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
                return Int64(text).map(ParameterValue.integer)
            case .uuid:
                let lowered = text.lowercased()
                let groups = lowered.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
                guard groups == [8, 4, 4, 4, 12],
                    lowered.utf8.allSatisfy({ $0 == 0x2D || (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
                else { return nil }
                return .uuid(lowered)
            case .oneOf(let values): return values.contains(text) ? .string(text) : nil
            case .oneOfIgnoringCase(let values):
                return values.first { $0.lowercased() == text.lowercased() }.map(ParameterValue.string)
            case .bool:
                switch text.lowercased() {
                case "true", "1": return .string("true")
                case "false", "0": return .string("false")
                default: return nil
                }
            case .url(let schemes):
                return URLText.fault(text, schemes: schemes) == nil ? .string(text) : nil
            case .string: return path && text.isEmpty ? nil : .string(text)
            // Bytes, as a URL's segment is compared: "@" and a combining accent start with "@".
            case .sigil(let scalar):
                let sigil = String(scalar)
                return text.utf8.starts(with: sigil.utf8) && text.utf8.count > sigil.utf8.count ? .string(text) : nil
            }
        }
        switch declaration {
        case .path(let type, _): return typed(type, path: true)
        case .rest: return .string(text)
        case .query(let type, .repeated): return typed(type, path: false).map { .list([$0]) }
        case .query(let type, _): return typed(type, path: false)
        }
    }

    static func isRequired(_ declaration: Declaration) -> Bool {
        switch declaration {
        case .path(_, let isRequired): return isRequired
        case .rest: return false
        case .query(_, let arity): return arity == .required
        }
    }
}

/// How required keys choose among rules, restated: a rule takes a payload that has a value other
/// than `null` at each key it requires; of two rules that take it, the one that pins more of the
/// payload (the distinct prefixes of its paths: `/a/b` pins `/a` and `/a/b`) goes first, then the
/// one whose sorted keys sort first.
enum RequiredKeyRules {
    static func held(_ keys: [String], in userInfo: [String: LaunchInput.PropertyListValue]) -> Bool {
        keys.allSatisfy { key in
            guard let value = UserInfoPath(key)?.value(in: userInfo) else { return false }
            return value != .null
        }
    }

    static func goesFirst(_ lhs: [String], _ rhs: [String]) -> Bool {
        let (left, right) = (Set(lhs).sorted(by: byBytes), Set(rhs).sorted(by: byBytes))
        if pinned(left) != pinned(right) { return pinned(left) > pinned(right) }
        return left.lexicographicallyPrecedes(right, by: byBytes)
    }

    /// How many distinct paths from the top the keys require: every prefix of each.
    private static func pinned(_ keys: [String]) -> Int {
        var prefixes: Set<[String]> = []
        for key in keys {
            let tokens = UserInfoPath(key)?.tokens ?? [key]
            for end in 1...max(tokens.count, 1) { prefixes.insert(Array(tokens.prefix(end))) }
        }
        return prefixes.count
    }

    private static func byBytes(_ lhs: String, _ rhs: String) -> Bool { lhs.utf8.lexicographicallyPrecedes(rhs.utf8) }

    /// The activity rule that routes an activity of `type` with `userInfo`, if any.
    static func winner(_ rules: [LaunchRule.Activity], type: String, userInfo: [String: LaunchInput.PropertyListValue])
        -> LaunchRule.Activity?
    {
        rules.filter { $0.activityType == type && held($0.requiredKeys, in: userInfo) }
            .min { goesFirst($0.requiredKeys, $1.requiredKeys) }
    }
}

/// How notification rules choose, restated: a rule takes a category and an action when each it
/// names is equal (no action: any but a dismissal), and a payload that has its required keys; the
/// most specific rule that takes a response wins, then as `RequiredKeyRules` says.
enum NotificationRules {
    static func takes(_ rule: LaunchRule.Notification, category: String, action: String) -> Bool {
        if let expected = rule.categoryIdentifier, expected != category { return false }
        if let expected = rule.actionIdentifier { return expected == action }
        return action != LaunchInput.NotificationResponse.dismissActionIdentifier
    }

    static func specificity(_ rule: LaunchRule.Notification) -> Int {
        (rule.actionIdentifier == nil ? 0 : 2) + (rule.categoryIdentifier == nil ? 0 : 1)
    }

    /// The rule that routes a response with this category, action and `userInfo`, if any.
    static func winner(
        _ rules: [LaunchRule.Notification], category: String, action: String,
        userInfo: [String: LaunchInput.PropertyListValue] = [:]
    ) -> LaunchRule.Notification? {
        rules.filter {
            takes($0, category: category, action: action) && RequiredKeyRules.held($0.requiredKeys, in: userInfo)
        }.min {
            specificity($0) != specificity($1)
                ? specificity($0) > specificity($1) : RequiredKeyRules.goesFirst($0.requiredKeys, $1.requiredKeys)
        }
    }
}
