extension RouteTableError {
    /// The part of a table a ``RouteTableError`` is about, by its index in what was given, so that a
    /// caller (the spec loader, an editor) can point at it without reading the message.
    ///
    /// ```swift
    /// if case .route(let index, _, .pattern(let pattern, _, let offset?)) = error.location {
    ///     highlight(route: index, path: pattern, at: offset)
    /// }
    /// ```
    public enum Location: Hashable, Sendable {
        /// The table's size bounds.
        case limits
        /// The scheme at `index` of the table's schemes.
        case scheme(index: Int)
        /// The domain at `index` of the table's domains.
        case domain(index: Int)
        /// The name of route `index`, which is not a route name, so the message does not use it
        /// to name the route.
        case routeName(index: Int)
        /// A field of route `index`, named `name`.
        case route(index: Int, name: String, field: RouteField)
        /// Two patterns, of one route or of two, that match the same URLs with the same priority.
        /// The `second` is the one at fault: it came later.
        case patterns(first: PatternReference, second: PatternReference)

        /// What ``RouteTableError/message`` puts before the reason.
        var prefix: String {
            switch self {
            case .limits, .scheme, .domain, .routeName:
                return ""
            case .route(_, let name, .pattern(_, let text, let offset?)):
                return "route \"\(name)\", pattern \"\(text)\", offset \(offset): "
            case .route(_, let name, _):
                return "route \"\(name)\": "
            case .patterns(let first, let second):
                return first.routeIndex == second.routeIndex
                    ? "route \"\(second.routeName)\": " : "routes \"\(first.routeName)\" and \"\(second.routeName)\" "
            }
        }
    }

    /// A field of a route.
    public enum RouteField: Hashable, Sendable {
        /// The route's name.
        case name
        /// The route's patterns as a whole (there are none).
        case paths
        /// The pattern at `index` of the route's paths (0 is `path`, then the aliases), and the
        /// byte offset in it of the segment at fault, when one segment is.
        case pattern(index: Int, text: String, offset: Int?)
        /// The declaration of the query parameter `name`.
        case query(name: String)
        /// The declaration of the fragment parameter `name`.
        case fragment(name: String)
        /// The source at `index` of the route's sources.
        case source(index: Int)
    }

    /// One pattern of one route.
    public struct PatternReference: Hashable, Sendable {
        /// The route's index in the table.
        public var routeIndex: Int
        /// The route's name.
        public var routeName: String
        /// The pattern's index in the route's paths.
        public var index: Int
        /// The pattern as written.
        public var text: String

        /// Pattern `index` (`text`) of route `routeIndex`, named `routeName`.
        public init(routeIndex: Int, routeName: String, index: Int, text: String) {
            self.routeIndex = routeIndex
            self.routeName = routeName
            self.index = index
            self.text = text
        }
    }
}
