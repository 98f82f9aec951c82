/// What a route is, apart from the app's own type: its name, its patterns, its query, where it
/// may come from, and the URLs that document it. The one description of a route: a
/// ``RouteDefinition`` is a declaration with its bindings, an entry of a ``RouteSpec``'s
/// `routes` is a declaration as JSON, and lint reads the declarations of a table.
///
/// ```swift
/// let product = RouteDeclaration(name: "product", paths: ["/product/:id(int)"], query: ["ref": "string?"])
/// let definition = RouteDefinition<RouteMatch>(product)   // binds to its RouteMatch
/// ```
package struct RouteDeclaration: Hashable, Sendable {
    /// The route's name, `[A-Za-z][A-Za-z0-9_.-]*`; unique in a table.
    package var name: String
    /// The path patterns; the first is the one reverse routing writes, the others are aliases.
    package var paths: [String]
    /// The query parameters the route takes, by name.
    package var query: [String: QueryDeclaration]
    /// The parameters the route reads from the URL's fragment, written like a query
    /// (`#token=abc&state=xyz`), by name. Empty: the fragment takes no part, as for every route
    /// that declares none. `.route` (the empty name declared `"route"`): the
    /// whole fragment, when there is one, is a nested route (`https://shop.example.com/#/cart`).
    package var fragment: [String: QueryDeclaration]
    /// The schemes and domains the route accepts URLs from; `nil` for all of the table's.
    package var sources: [String]?
    /// Whether literal segments compare case-sensitively. Default `true`.
    package var isCaseSensitive: Bool
    /// URLs that must route to this route: `launch-route check` resolves each on the cold and the
    /// warm path. They document the route and take no part in matching.
    package var examples: [String]
    /// Whether the route takes web pages: any `http` or `https` URL that is no universal link of
    /// the table (an `https` URL on a host no domain trusts, or any `http` URL), its one parameter
    /// `url` the page as received. Such a route has no paths, query, fragment or sources
    /// (docs/patterns.md, "Web pages").
    package var takesWebPages: Bool = false
    /// Whether the route takes a URL only as the value of a nested route (`firefox://deep-link?url=/settings/fxa`),
    /// never received directly (`firefox://settings/fxa` goes to the next route that takes it, or is
    /// unmatched); reverse routing writes it through a route that forwards to it (docs/patterns.md,
    /// "Routes reached only through a nested route").
    package var isNestedOnly: Bool = false

    /// A route with these fields; `paths` holds the path first, then its aliases.
    package init(
        name: String,
        paths: [String],
        query: [String: QueryDeclaration] = [:],
        fragment: [String: QueryDeclaration] = [:],
        sources: [String]? = nil,
        isCaseSensitive: Bool = true,
        examples: [String] = []
    ) {
        self.name = name
        self.paths = paths
        self.query = query
        self.fragment = fragment
        self.sources = sources
        self.isCaseSensitive = isCaseSensitive
        self.examples = examples
    }
}

extension [String: QueryDeclaration] {
    /// The fragment of a route whose whole fragment, when there is one, is a nested route that
    /// the table resolves in turn: `#/product/42` on a single-page site's links. Without a
    /// fragment the URL routes to the route itself (docs/patterns.md, "Nested routes").
    ///
    /// ```swift
    /// RouteDefinition<RouteMatch>("home", path: "/", fragment: .route)
    /// ```
    public static var route: Self { ["": "route"] }

    /// The fragment of a route whose whole fragment, when there is one, is one percent-encoded
    /// route: decoded once, then resolved as ``route`` resolves it. For links that carry the
    /// route escaped whole, `#%2Fmedia%2F42`; an escape in the decoded route (`%252F`, `%2F`
    /// once decoded) stays inside its segment (docs/normalisation.md, rule 36b).
    ///
    /// ```swift
    /// RouteDefinition<RouteMatch>("banner", path: "/get", fragment: .encodedRoute)
    /// // https://apps.example.com/get#%2Fmedia%2F42 routes as /media/42
    /// ```
    public static var encodedRoute: Self { ["": "encoded route"] }
}

extension KeyValuePairs<String, QueryDeclaration> {
    /// The fragment of a route bound to a case whose whole fragment, when there is one, is a
    /// nested route, as for a route bound with closures.
    public static var route: Self { ["": "route"] }

    /// The fragment of a route bound to a case whose whole fragment, when there is one, is one
    /// percent-encoded route, as for a route bound with closures.
    public static var encodedRoute: Self { ["": "encoded route"] }
}
