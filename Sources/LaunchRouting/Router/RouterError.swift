/// Why a router could not be built from its rules: which rule, and what was wrong.
///
/// Rules are checked against the table when the router is built, so that a rule that names a
/// route or a parameter that does not exist fails at launch, not when a user taps something.
///
/// ```swift
/// do {
///     _ = try Router(table: table, activities: [.init(activityType: "com.shop.viewing", route: "prodcut")])
/// } catch {
///     error.code     // .unknownRoute
///     error.message  // activity rule "com.shop.viewing": the table has no route named "prodcut"
/// }
/// ```
public struct RouterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake this is.
    public var code: Code
    /// One line naming the rule and saying what was wrong.
    public var message: String

    /// An error of `code`, described by `message`.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

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
    }
}
