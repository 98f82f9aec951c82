/// Why a route table could not be built: which part of it (``location``: the route, its pattern
/// and the offset in it, or a scheme, a domain, the limits), and what was wrong there
/// (``reason``). ``message`` is rendered from the two.
///
/// ```swift
/// do {
///     _ = try RouteTable<RouteMatch>(schemes: ["shop"], routes: [.init("help", path: "/help/**topic/more")])
/// } catch {
///     error.code      // .restNotLast
///     error.location  // .route(index: 0, name: "help", field: .pattern(index: 0, text: "/help/**topic/more", offset: 6))
///     error.reason    // "**topic" must be the last segment
///     error.message   // route "help", pattern "/help/**topic/more", offset 6: "**topic" must be the last segment
/// }
/// ```
public struct RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of mistake this is.
    public var code: Code
    /// The part of the table at fault.
    public var location: Location
    /// What is wrong at ``location``, in words, without naming the location.
    public var reason: String

    /// An error of `code` at `location`, saying what is wrong there in `reason`.
    public init(code: Code, location: Location, reason: String) {
        self.code = code
        self.location = location
        self.reason = reason
    }

    /// One line naming the route, the pattern and the offset in it, and saying what was wrong.
    public var message: String { location.prefix + reason }

    public var description: String { message }

    /// A kind of table mistake. A struct with static members, so that codes can be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name.
        public let name: String
        init(_ name: String) { self.name = name }
        public var description: String { name }

        /// Two patterns match exactly the same URLs with the same priority.
        public static let duplicatePattern = Code("duplicatePattern")
        /// A pattern does not follow the pattern language.
        public static let invalidPattern = Code("invalidPattern")
        /// A parameter name is used twice in one route, path and query together.
        public static let duplicateParameterName = Code("duplicateParameterName")
        /// A `**` rest or an optional parameter is not the last segment.
        public static let restNotLast = Code("restNotLast")
        /// A parameter or query declaration names a type the language does not have.
        public static let unknownType = Code("unknownType")
        /// A query declaration is not of the form `type`, `type?`, `type=default` or `type[]`.
        public static let invalidQueryDeclaration = Code("invalidQueryDeclaration")
        /// A route name is not `[A-Za-z][A-Za-z0-9_.-]*`.
        public static let invalidRouteName = Code("invalidRouteName")
        /// A scheme is not a valid custom scheme (`http` and `https` are for domains).
        public static let invalidScheme = Code("invalidScheme")
        /// A domain is not a host name or `*.` followed by one.
        public static let invalidDomain = Code("invalidDomain")
        /// A route's sources name a scheme or domain the table does not declare.
        public static let unknownSource = Code("unknownSource")
        /// A route bound to a case with no closure declares a different number of parameters than
        /// the case takes values.
        public static let caseMismatch = Code("caseMismatch")
        /// The size bounds are negative.
        public static let invalidLimits = Code("invalidLimits")
    }
}
