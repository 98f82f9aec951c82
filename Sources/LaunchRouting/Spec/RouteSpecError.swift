/// Why a route spec did not load or build: the field path, and what was expected there.
///
/// ```swift
/// do {
///     _ = try RouteSpec(json: #"{"routes": [{"name": "home", "path": 7}]}"#)
/// } catch {
///     error.path      // "routes[0].path"
///     error.message   // expected a string, found a number
///     "\(error)"      // routes[0].path: expected a string, found a number
/// }
/// ```
public struct RouteSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of mistake, for code to match on.
    public var code: Code
    /// The field path, as `routes[2].query.page`; empty for the document itself.
    public var path: String
    /// What was wrong, and what was expected.
    public var message: String

    /// An error of `code` at the field `path`, described by `message`.
    public init(code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    /// A kind of spec mistake. A struct with static members, so that codes can be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name.
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        /// The file is not JSON.
        public static let invalidJSON = Code("invalidJSON")
        /// A field holds the wrong kind of value.
        public static let wrongType = Code("wrongType")
        /// A required field is absent.
        public static let missingField = Code("missingField")
        /// A field the format does not have (often a typo).
        public static let unknownField = Code("unknownField")
        /// A field's value is of the right kind but not allowed.
        public static let invalidValue = Code("invalidValue")
        /// The routes load but the table does not build.
        public static let invalidTable = Code("invalidTable")
        /// The rules load but do not fit the table.
        public static let invalidRules = Code("invalidRules")
    }
}
