extension RouteDeclaration {
    /// The declaration of a route named `name` that takes web pages.
    static func webPages(_ name: String, sources: [String]? = nil) -> RouteDeclaration {
        var declaration = RouteDeclaration(name: name, paths: [], sources: sources)
        declaration.takesWebPages = true
        return declaration
    }
}
