/// Why a router could not be built from its rules: which rule (``rule``) and which of its fields
/// (``field``), and what was wrong (``reason``). ``message`` is rendered from them.
///
/// Rules are checked against the table when the router is built, so that a rule that names a
/// route or a parameter that does not exist fails at launch, not when a user taps something.
///
/// ```swift
/// do {
///     _ = try Router(table: table, activities: [.init(activityType: "com.shop.viewing", route: "prodcut")])
/// } catch {
///     error.code        // .unknownRoute
///     error.rule.kind   // .activity
///     error.rule.index  // 0: the first of the activity rules
///     error.field       // .route
///     error.message     // activity rule "com.shop.viewing": the table has no route named "prodcut"
/// }
/// ```
public struct RouterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake this is.
    public var code: Code
    /// The rule at fault.
    public var rule: Rule
    /// The field of the rule at fault.
    public var field: Field
    /// What is wrong, in words, without naming the rule.
    public var reason: String

    /// An error of `code` in `field` of `rule`, saying what is wrong in `reason`.
    public init(code: Code, rule: Rule, field: Field, reason: String) {
        self.code = code
        self.rule = rule
        self.field = field
        self.reason = reason
    }

    /// One line naming the rule and saying what was wrong. A rule that takes what an earlier one
    /// takes is named by the reason (`two activity rules take the type "t"`).
    public var message: String {
        if case .duplicate = field.kind { return reason }
        return "\(rule): \(reason)"
    }

    public var description: String { message }

    /// One rule given to the router: its kind, its index among the rules of that kind, and what
    /// it takes.
    public struct Rule: Hashable, Sendable, CustomStringConvertible {
        /// The kinds of rule, each a parameter of ``Router/init(table:activities:shortcuts:intents:shares:notificationURLKey:notifications:spotlight:webpageActivityTypes:)``.
        public struct Kind: Hashable, Sendable, CustomStringConvertible {
            /// The kind's stable name.
            public let name: String

            init(_ name: String) { self.name = name }

            public var description: String { name }

            /// A rule of `activities`.
            public static let activity = Kind("activity")
            /// A rule of `shortcuts`.
            public static let shortcut = Kind("shortcut")
            /// A rule of `intents`.
            public static let intent = Kind("intent")
            /// A rule of `shares`.
            public static let cloudKitShare = Kind("cloudKitShare")
            /// A rule of `notifications`.
            public static let notification = Kind("notification")
            /// An entry of ``LaunchRules/webpageActivityTypes``.
            public static let webpageActivity = Kind("webpageActivity")
        }

        /// Which list the rule is in.
        public var kind: Kind
        /// The rule's index in its list.
        public var index: Int
        /// How messages name the rule: `activity rule "com.shop.viewing"`,
        /// `notification rule for category "C" and any action`.
        public var name: String

        /// Rule `index` of the `kind` rules, named `name` in messages.
        public init(kind: Kind, index: Int, name: String) {
            self.kind = kind
            self.index = index
            self.name = name
        }

        public var description: String { name }
    }

    /// The field of a rule an error is about. A struct with static members, so that fields can be
    /// added; compare it with `==`, or read ``parameterName`` and ``duplicateIndex``.
    public struct Field: Hashable, Sendable {
        /// The kind and payload, for the library's own matching on it.
        package enum Kind: Hashable, Sendable {
            case type
            case route
            case parameter(String)
            case parameters
            case constant(String)
            case requiredKey(Int)
            case duplicate(of: Int)
        }

        /// The kind and payload.
        package let kind: Kind

        package init(_ kind: Kind) { self.kind = kind }

        /// The activity or quick-action type.
        public static let type = Field(.type)

        /// The route the rule names.
        public static let route = Field(.route)

        /// The mapping of the parameter `name` in `params`.
        public static func parameter(_ name: String) -> Field { Field(.parameter(name)) }

        /// `params` as a whole: it leaves out a parameter the route requires.
        public static let parameters = Field(.parameters)

        /// The constant for the parameter `name` in `constants`.
        public static func constant(_ name: String) -> Field { Field(.constant(name)) }

        /// The key path at `index` of the rule's required keys (`requires` in the spec).
        public static func requiredKey(at index: Int) -> Field { Field(.requiredKey(index)) }

        /// The whole rule, which takes what the rule at `index` of the same list takes.
        public static func duplicate(of index: Int) -> Field { Field(.duplicate(of: index)) }

        /// The parameter a ``parameter(_:)`` or ``constant(_:)`` field is about; `nil` for any other.
        public var parameterName: String? {
            switch kind {
            case .parameter(let name), .constant(let name): name
            default: nil
            }
        }

        /// The index of the earlier rule a ``duplicate(of:)`` field names; `nil` for any other.
        public var duplicateIndex: Int? {
            if case .duplicate(let index) = kind { return index }
            return nil
        }
    }

    /// A kind of rule mistake. A struct with static members, so that codes can be added.
    ///
    /// ```swift
    /// catch let error as RouterError where error.code == .unmappedParameter {
    ///     fatalError("the route spec maps too few parameters: \(error)")
    /// }
    /// ```
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name.
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        /// A rule names a route the table does not have.
        public static let unknownRoute = Code("unknownRoute")
        /// A rule maps a parameter its route does not declare.
        public static let unknownParameter = Code("unknownParameter")
        /// A rule leaves out a parameter its route requires, so no input could ever route by it.
        public static let unmappedParameter = Code("unmappedParameter")
        /// Two rules take the same inputs.
        public static let duplicateRule = Code("duplicateRule")
        /// A rule takes an activity type that the router routes another way (universal links).
        public static let reservedActivityType = Code("reservedActivityType")
        /// A rule's constant is not of the type its route declares for the parameter.
        public static let invalidConstant = Code("invalidConstant")
        /// A rule gives a parameter both a constant and a `userInfo` key.
        public static let constantAndMapped = Code("constantAndMapped")
        /// A rule reads a field its input does not have (a share rule's `params`).
        public static let unknownField = Code("unknownField")
        /// A rule names a route that forwards to a nested route, which only a URL can do.
        public static let forwardingRoute = Code("forwardingRoute")
        /// A rule reads a value at a key path no `userInfo` can hold one at: a `~` in a JSON
        /// Pointer that is neither `~0` nor `~1`, or a path inside the value another path reads.
        public static let invalidKeyPath = Code("invalidKeyPath")
    }
}
