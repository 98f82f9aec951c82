extension PropertyReport {
    /// An example of a route that does not route to it: the report's record of what the app's table
    /// was said to route and does not (docs/testing.md, "Do the examples pin the table?").
    ///
    /// ```swift
    /// for failure in report.exampleFailures {
    ///     print(failure)
    ///     // example "https://music.example.com/album/1" of route "album": unmatched, noMatchingRoute: no route matches the path "/album/1"
    /// }
    /// ```
    public struct ExampleFailure: Hashable, Sendable, CustomStringConvertible {
        /// The example's URL, as the route declares it.
        public var example: String
        /// The route it should route to.
        public var route: String
        /// The path it fails on, `cold` or `warm`; `nil` when both give the same outcome.
        public var path: String?
        /// What it does instead: `unmatched, noMatchingRoute: ...`, `routes to other(...)`.
        public var outcome: String

        public var description: String {
            "example \"\(example)\" of route \"\(route)\"\(path.map { ", \($0) path" } ?? ""): \(outcome)"
        }
    }
}
