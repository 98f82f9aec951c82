/// The route that takes web pages: any `http` or `https` URL that is no universal link of the
/// table, its one parameter `url` the page as received (docs/patterns.md, "Web pages"). A
/// browser opens it; an app with an in-app web view shows it there.
extension RouteDefinition {
    /// A route that takes web pages, bound to the case `constructor` makes from the page.
    ///
    /// ```swift
    /// enum BrowserRoute: Hashable, Sendable { case webPage(url: String) /* ... */ }
    ///
    /// RouteDefinition.webPages("webPage", to: BrowserRoute.webPage)
    /// // "https://www.example.org/a" routes to .webPage(url: "https://www.example.org/a")
    /// ```
    ///
    /// - Parameters:
    ///   - name: The route's name.
    ///   - sources: Domains of the table whose links no other route takes: they are web pages too
    ///     (an app's in-app web view for the pages it has no screen for).
    ///   - constructor: The case the page makes.
    public static func webPages(
        _ name: String, sources: [String]? = nil, to constructor: @escaping @Sendable (String) -> Route
    ) -> RouteDefinition {
        // The query only carries the binding's one parameter name.
        var definition = RouteDefinition(
            name, path: "/", query: [CompiledRoute.webPageParameter: "url(http|https)"], to: constructor)
        definition.declaration = .webPages(name, sources: sources)
        return definition
    }

    /// A route that takes web pages, with its own binding: `bind` reads the page as
    /// `match.string("url")`, and `reverse` gives it back as `["url": .string(page)]`.
    public static func webPages(
        _ name: String,
        sources: [String]? = nil,
        bind: @escaping @Sendable (RouteMatch) throws -> Route?,
        reverse: @escaping @Sendable (Route) -> [String: ParameterValue?]?
    ) -> RouteDefinition {
        RouteDefinition(.webPages(name, sources: sources), bind: bind, reverse: reverse)
    }
}

extension RouteDefinition where Route == RouteMatch {
    /// A route that takes web pages, resolving to its ``RouteMatch``: the page is its parameter
    /// `url`.
    ///
    /// ```swift
    /// RouteDefinition.webPages("webPage")
    /// ```
    public static func webPages(_ name: String, sources: [String]? = nil) -> RouteDefinition {
        RouteDefinition(.webPages(name, sources: sources))
    }
}

extension RouteDeclaration {
    /// The declaration of a route named `name` that takes web pages.
    static func webPages(_ name: String, sources: [String]? = nil) -> RouteDeclaration {
        var declaration = RouteDeclaration(name: name, paths: [], sources: sources)
        declaration.takesWebPages = true
        return declaration
    }
}
