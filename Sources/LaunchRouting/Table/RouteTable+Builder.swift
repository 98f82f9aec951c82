extension RouteTable {
    /// Builds the routes of a table from a list of ``RouteDefinition`` expressions.
    ///
    /// ```swift
    /// let table = try RouteTable<AppRoute>(schemes: ["shop"]) {
    ///     product
    ///     if showsHelp { help }
    /// }
    /// ```
    @resultBuilder
    public enum Builder {
        /// One definition, as a block of one.
        public static func buildExpression(_ definition: RouteDefinition<Route>) -> [RouteDefinition<Route>] {
            [definition]
        }
        /// Several definitions made elsewhere, taken as they are.
        public static func buildExpression(_ definitions: [RouteDefinition<Route>]) -> [RouteDefinition<Route>] {
            definitions
        }
        /// The definitions of a block, in order.
        public static func buildBlock(_ components: [RouteDefinition<Route>]...) -> [RouteDefinition<Route>] {
            components.flatMap { $0 }
        }
        /// The definitions of an `if` without `else`, or none.
        public static func buildOptional(_ component: [RouteDefinition<Route>]?) -> [RouteDefinition<Route>] {
            component ?? []
        }
        /// The definitions of the first branch of an `if`-`else`.
        public static func buildEither(first component: [RouteDefinition<Route>]) -> [RouteDefinition<Route>] {
            component
        }
        /// The definitions of the second branch of an `if`-`else`.
        public static func buildEither(second component: [RouteDefinition<Route>]) -> [RouteDefinition<Route>] {
            component
        }
        /// The definitions of a `for` loop, in order.
        public static func buildArray(_ components: [[RouteDefinition<Route>]]) -> [RouteDefinition<Route>] {
            components.flatMap { $0 }
        }
    }
}
