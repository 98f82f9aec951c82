/// A rule compiled against its table: for each route parameter, the `userInfo` key (an intent's
/// parameter, for an intent rule) that holds it and the type the route declares for it.
///
/// Built once with the router, so that a mistake in a rule is a ``RouterError`` at launch; used
/// for every activity, quick action and notification that a rule takes.
struct RuleBinding: Sendable {
    /// The route's name.
    var route: String
    /// The mapped parameters, by parameter name, so that the first fault is always the same one:
    /// each with the key path it is read at, as written and as parsed.
    var mapped: [(parameter: String, key: String, path: UserInfoPath, declaration: ParameterDeclaration)]
    /// Parameters the rule does not map whose value is known anyway: its constants, query
    /// defaults and an empty rest.
    var implied: [String: ParameterValue]
    /// What reasons call the place a value is read from: a `userInfo` value of an activity, a
    /// quick action or a notification, or an intent parameter.
    var valueName: String

    init<Route>(
        route: String, parameters: [String: String], constants: [String: String] = [:], rule: RouterError.Rule,
        table: RouteTable<Route>
    ) throws(RouterError) {
        let (keyName, valueName, article) =
            switch rule.kind {
            case .intent: ("intent parameter", "intent parameter", "an")
            case .cloudKitShare: ("share field", "share field", "a")
            default: ("userInfo key", "userInfo value", "a")
            }
        guard let declarations = table.parameterDeclarations(ofRoute: route) else {
            let hint = DidYouMean.hint(for: route, among: table.definitions.map(\.name))
            throw RouterError(
                code: .unknownRoute, rule: rule, field: .route,
                reason: "the table has no route named \"\(route)\"\(hint)")
        }
        if let index = table.core.routeIndex[ExactText(route)],
            let nested = table.queryRules[index].first(where: { $0.nests && !$0.isWholeFragment })
        {
            throw RouterError(
                code: .forwardingRoute, rule: rule, field: .route,
                reason:
                    "route \"\(route)\" forwards to the route of its nested URL \"\(nested.name)\"; route the rule to that route itself"
            )
        }
        /// The declaration of `parameter`, which the rule names in `field`.
        func declaration(of parameter: String, in field: RouterError.Field) throws(RouterError) -> ParameterDeclaration
        {
            guard let declaration = declarations[parameter] else {
                let hint = DidYouMean.hint(
                    for: parameter, among: declarations.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
                throw RouterError(
                    code: .unknownParameter, rule: rule, field: field,
                    reason: "route \"\(route)\" has no parameter \"\(parameter)\"\(hint)")
            }
            return declaration
        }
        var mapped: [(parameter: String, key: String, path: UserInfoPath, declaration: ParameterDeclaration)] = []
        for (parameter, key) in parameters.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let declaration = try declaration(of: parameter, in: .parameter(parameter))
            guard let path = UserInfoPath(key) else {
                throw RouterError(
                    code: .invalidKeyPath, rule: rule, field: .parameter(parameter),
                    reason:
                        "the key path \"\(key)\" has a \"~\" that is neither \"~0\" (a \"~\") nor \"~1\" (a \"/\")")
            }
            if let (other, outer) = mapped.lazy.compactMap({ entry in
                entry.path.holds(path)
                    ? (entry.parameter, entry.key) : path.holds(entry.path) ? (entry.parameter, key) : nil
            }).first {
                throw RouterError(
                    code: .invalidKeyPath, rule: rule, field: .parameter(parameter),
                    reason:
                        "the parameters \"\(other)\" and \"\(parameter)\" read inside one another: the value at \"\(outer)\" cannot be both a value and what holds the other"
                )
            }
            mapped.append((parameter, key, path, declaration))
        }
        var implied: [String: ParameterValue] = [:]
        for (parameter, text) in constants.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let declaration = try declaration(of: parameter, in: .constant(parameter))
            if let key = parameters[parameter] {
                throw RouterError(
                    code: .constantAndMapped, rule: rule, field: .constant(parameter),
                    reason:
                        "the parameter \"\(parameter)\" is both a constant and mapped to the \(keyName) \"\(key)\"; keep one of the two"
                )
            }
            guard let value = declaration.value(of: .string(text)) else {
                throw RouterError(
                    code: .invalidConstant, rule: rule, field: .constant(parameter),
                    reason:
                        "the constant \"\(parameter)\" of route \"\(route)\" must be \(declaration.expectation), not \(LaunchInput.PropertyListValue.string(text).quoted)"
                )
            }
            implied[parameter] = value
        }
        for (parameter, declaration) in declarations.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
        where parameters[parameter] == nil && constants[parameter] == nil {
            switch declaration.absence {
            case .required:
                throw RouterError(
                    code: .unmappedParameter, rule: rule, field: .parameters,
                    reason:
                        "route \"\(route)\" requires the parameter \"\(parameter)\"; map it to \(article) \(keyName)")
            case .value(let value):
                implied[parameter] = value
            case .leftOut:
                break
            }
        }
        self.route = route
        self.valueName = valueName
        self.mapped = mapped
        self.implied = implied
    }

    /// The match that `userInfo` gives the route, or why it gives none.
    ///
    /// - Parameter subject: how the input is named in a reason: `the activity "com.shop.viewing"`.
    func match(_ userInfo: [String: LaunchInput.PropertyListValue], subject: String) -> Result<
        RouteMatch, OutcomeReason
    > {
        var parameters = implied
        for (parameter, key, path, declaration) in mapped {
            let value = path.value(in: userInfo)
            guard let value, value != .null else {
                switch declaration.absence {
                case .required:
                    return .failure(
                        OutcomeReason(
                            code: .missingParameter,
                            message:
                                "\(subject) has no \(valueName) \"\(key)\" for the parameter \"\(parameter)\" of route \"\(route)\""
                        ))
                case .value(let implied):
                    parameters[parameter] = implied
                case .leftOut:
                    break
                }
                continue
            }
            guard let typed = declaration.value(of: value) else {
                return .failure(
                    OutcomeReason(
                        code: .invalidParameter,
                        message:
                            "the \(valueName) \"\(key)\" of \(subject) must be \(declaration.expectation) for the parameter \"\(parameter)\" of route \"\(route)\", not \(value.quoted)"
                            + declaration.why(value)
                    ))
            }
            parameters[parameter] = typed
        }
        return .success(RouteMatch(name: route, parameters: parameters))
    }
}

/// What a route declares for one parameter, as a rule sees it.
enum ParameterDeclaration: Hashable, Sendable {
    /// `:name(type)` in a path; `isRequired` unless it is optional or only in an alias.
    case path(ParameterType, isRequired: Bool)
    /// `**name`: any string; an absent rest is empty, as in a URL.
    case rest
    /// A query parameter.
    case query(QueryRule)

    enum Absence: Hashable, Sendable {
        /// No input routes without it.
        case required
        /// Reported with this value when absent.
        case value(ParameterValue)
        /// Left out of the parameters when absent.
        case leftOut
    }

    /// What an absent value means.
    var absence: Absence {
        switch self {
        case .path(_, let isRequired): isRequired ? .required : .leftOut
        case .rest: .value(.string(""))
        case .query(let rule):
            switch rule.arity {
            case .required: .required
            case .defaulted(let value): .value(value)
            case .optional, .repeated: .leftOut
            }
        }
    }

    /// The typed value of a `userInfo` value, or `nil` if it is not of the declared type.
    ///
    /// An `int` may be a number or a decimal string, a `bool` a Boolean or a string it reads;
    /// every other type takes a string. A path
    /// parameter is never empty, since no URL segment is; a repeated parameter takes an array or
    /// a single value.
    func value(of value: LaunchInput.PropertyListValue) -> ParameterValue? {
        switch self {
        case .path(let type, _):
            if case .string("") = value { return nil }
            return Self.value(of: value, type: type)
        case .rest:
            return value.stringValue.map(ParameterValue.string)
        case .query(let rule):
            guard rule.arity == .repeated else { return Self.value(of: value, type: rule.type) }
            guard case .array(let items) = value else {
                return Self.value(of: value, type: rule.type).map { .list([$0]) }
            }
            var values: [ParameterValue] = []
            for item in items {
                guard let typed = Self.value(of: item, type: rule.type) else { return nil }
                values.append(typed)
            }
            return .list(values)
        }
    }

    private static func value(of value: LaunchInput.PropertyListValue, type: ParameterType) -> ParameterValue? {
        if type == .int, let integer = value.integerValue { return .integer(integer) }
        if type == .bool, case .bool(let flag) = value { return .string(flag ? "true" : "false") }
        return value.stringValue.flatMap(type.value(of:))
    }

    /// `: ` and why a string `value` is not a URL, for a `url(...)` parameter; `""` otherwise.
    func why(_ value: LaunchInput.PropertyListValue) -> String {
        guard case .query(let rule) = self, let text = value.stringValue else { return "" }
        return rule.type.whyNot(text)
    }

    /// How a reason says what was expected: `a valid int`, `a non-empty string`.
    var expectation: String {
        switch self {
        case .path(.string, _): "a non-empty string"
        case .path(let type, _): "a valid \(type)"
        case .rest: "a string"
        case .query(let rule) where rule.arity == .repeated: "a valid \(rule.type) or an array of them"
        case .query(let rule): "a valid \(rule.type)"
        }
    }
}

extension RouteTable {
    /// What the named route declares for each of its parameters, or `nil` if no route has the name.
    ///
    /// Path parameters take their type from the first pattern that declares them; one is required
    /// when the first pattern, the one reverse routing writes, requires it.
    func parameterDeclarations(ofRoute name: String) -> [String: ParameterDeclaration]? {
        guard let index = core.routeNames.firstIndex(of: name) else { return nil }
        var declarations: [String: ParameterDeclaration] = [:]
        for (offset, pattern) in patterns[index].enumerated() {
            for segment in pattern.segments {
                switch segment {
                case .parameter(let parameter, let type, let isOptional) where declarations[parameter] == nil:
                    declarations[parameter] = .path(type, isRequired: offset == 0 && !isOptional)
                case .rest(let parameter?) where declarations[parameter] == nil:
                    declarations[parameter] = .rest
                default:
                    break
                }
            }
        }
        for rule in queryRules[index] where rule.isParameter {
            declarations[rule.name] = .query(rule)
        }
        return declarations
    }
}

extension LaunchInput.PropertyListValue {
    /// The value as a reason quotes it: a string in quotes, a number as written, a container by kind.
    var quoted: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .integer(let value): "\(value)"
        case .double(let value): "\(value)"
        case .bool(let value): "\(value)"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .null: "null"
        }
    }
}
