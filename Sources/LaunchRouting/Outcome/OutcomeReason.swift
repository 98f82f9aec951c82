/// Why an input did not route: what was wrong, and where.
///
/// A reason carries a ``Code`` to switch on, a message to log or show, and, for a fault inside a
/// URL, the UTF-8 byte offset (from 0) where it is. The message text is API: it changes only with
/// a note in the change log.
///
/// ```swift
/// if case .rejected(let reason) = table.resolve("https://evil.example.org/product/1") {
///     reason.code      // .untrustedHost
///     reason.message   // host "evil.example.org" is not one of the table's domains
///     reason.position  // 8
/// }
/// ```
public struct OutcomeReason: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault this is.
    public var code: Code
    /// A one-line explanation that quotes the offending part of the input. A miss on the fast path
    /// writes it when it is first read, so that a miss costs what a hit does.
    public var message: String {
        get { text.message }
        set { text = .written(newValue) }
    }
    /// The UTF-8 byte offset, from 0, of the fault in the input, when the fault is inside a URL.
    public var position: Int?
    /// The message, or what to write it from.
    var text: ReasonText

    /// A reason of `code`, worded by `message`, at byte `position` of the input when the fault is in a URL.
    public init(code: Code, message: String, position: Int? = nil) {
        self.init(code: code, text: .written(message), position: position)
    }

    init(code: Code, text: ReasonText, position: Int?) {
        self.code = code
        self.text = text
        self.position = position
    }

    /// Reasons compare by code, message and position, however the message is held.
    public static func == (lhs: OutcomeReason, rhs: OutcomeReason) -> Bool {
        lhs.code == rhs.code && lhs.position == rhs.position && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(position)
    }

    public var description: String {
        if let position { return "\(code): \(message) (at byte \(position))" }
        return "\(code): \(message)"
    }
}

extension OutcomeReason {
    /// A kind of fault. A struct with static members rather than an enum, so that codes can be added
    /// without breaking a `switch` in app code.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, as printed in JSON output.
        public let name: String
        /// Whether an input with this fault is ``RouteOutcome/rejected(_:)`` (unsafe or malformed)
        /// rather than ``RouteOutcome/unmatched(_:)`` (well formed, but nothing routes it).
        public let isRejection: Bool

        init(_ name: String, isRejection: Bool) {
            self.name = name
            self.isRejection = isRejection
        }

        public var description: String { name }

        // Rejections: the input is malformed or unsafe.

        /// A universal link's host is not one of the table's domains, or has a port or an IP literal.
        public static let untrustedHost = Code("untrustedHost", isRejection: true)
        /// The URL carries user information (`https://user@host/`).
        public static let credentialsInURL = Code("credentialsInURL", isRejection: true)
        /// A path segment is `.` or `..`, written or percent-encoded.
        public static let dotSegment = Code("dotSegment", isRejection: true)
        /// The input has no scheme, or a raw character that a URL never allows outside its fragment.
        public static let malformedURL = Code("malformedURL", isRejection: true)
        /// A `%` is not followed by two hexadecimal digits.
        public static let malformedPercentEncoding = Code("malformedPercentEncoding", isRejection: true)
        /// Bytes that are not UTF-8, as received or after percent-decoding.
        public static let invalidUTF8 = Code("invalidUTF8", isRejection: true)
        /// A control character, raw or percent-encoded, in a path segment or query item.
        public static let controlCharacter = Code("controlCharacter", isRejection: true)
        /// The input is longer than the size bound.
        public static let tooLong = Code("tooLong", isRejection: true)
        /// The path has more segments than the bound.
        public static let tooManySegments = Code("tooManySegments", isRejection: true)
        /// A single-valued query parameter appears more than once (parameter pollution).
        public static let duplicateParameter = Code("duplicateParameter", isRejection: true)
        /// A nested route's URL is one the table never routes from: another scheme (`javascript:`,
        /// `data:`, another app's) or an untrusted host.
        public static let nestedURLNotAllowed = Code("nestedURLNotAllowed", isRejection: true)
        /// A URL forwards through more nested routes than the limit, four.
        public static let nestingTooDeep = Code("nestingTooDeep", isRejection: true)

        // Unmatched: well formed, but no route takes it.

        /// The URL's scheme is neither one of the table's schemes nor https.
        public static let unknownScheme = Code("unknownScheme", isRejection: false)
        /// No route's pattern matches the path.
        public static let noMatchingRoute = Code("noMatchingRoute", isRejection: false)
        /// A required parameter is absent.
        public static let missingParameter = Code("missingParameter", isRejection: false)
        /// A parameter's value is not of its declared type, or overflows it.
        public static let invalidParameter = Code("invalidParameter", isRejection: false)
        /// No activity rule takes the activity's type.
        public static let unknownActivityType = Code("unknownActivityType", isRejection: false)
        /// No quick-action rule takes the shortcut item's type.
        public static let unknownShortcutType = Code("unknownShortcutType", isRejection: false)
        /// No intent rule takes the App Intent's type.
        public static let unknownIntentType = Code("unknownIntentType", isRejection: false)
        /// No share rule takes the CloudKit share's container.
        public static let unknownShareContainer = Code("unknownShareContainer", isRejection: false)
        /// The app's binding returned `nil` or threw for a match.
        public static let bindingDeclined = Code("bindingDeclined", isRejection: false)
        /// The app's binding read a parameter its route does not declare: a mistake in the
        /// binding, such as `match.int("idd")` for a route whose parameter is `id`. The message
        /// names the route and the parameter, with a did-you-mean.
        public static let undeclaredParameter = Code("undeclaredParameter", isRejection: false)
        /// An input that should carry a URL (a universal link, a notification) carries none.
        public static let missingURL = Code("missingURL", isRejection: false)
        /// The state-restoration activity, which restores state and never routes.
        public static let restorationActivity = Code("restorationActivity", isRejection: false)
        /// A Handoff activity announced at connection failed to arrive.
        public static let continuationFailed = Code("continuationFailed", isRejection: false)
    }
}

extension OutcomeReason {
    /// Why a scene session's state-restoration activity of `activityType` does not route: it
    /// restores state and never routes.
    static func restorationActivity(_ activityType: String) -> OutcomeReason {
        OutcomeReason(
            code: .restorationActivity,
            message: "the state-restoration activity \"\(activityType)\" restores state and never routes")
    }
}
