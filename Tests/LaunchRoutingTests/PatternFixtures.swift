import LaunchRouting
import Testing

/// Shared helpers for the pattern-language, build-error, priority and reverse-routing tests.
///
/// Everything lives in this namespace so that no top-level name collides with other test files.
enum PatternFixtures {
    /// The schemes and domains every fixture table declares.
    static let schemes = ["t", "u"]
    static let domains = ["t.example.com", "*.t.example.com"]

    /// What a URL is expected to resolve to.
    enum Expected: Sendable, CustomStringConvertible {
        /// Routed to the route with this name and exactly these parameters.
        case routed(String, [String: ParameterValue])
        case unmatched(OutcomeReason.Code)
        case rejected(OutcomeReason.Code)

        /// Routed to the route named `"r"`, the single route of most cases.
        static func r(_ parameters: [String: ParameterValue] = [:]) -> Self { .routed("r", parameters) }

        var description: String {
            switch self {
            case .routed(let name, let parameters): RouteMatch(name: name, parameters: parameters).description
            case .unmatched(let code): "unmatched(\(code))"
            case .rejected(let code): "rejected(\(code))"
            }
        }
    }

    /// One route of a fixture table, as plain data so that it can be a test argument.
    struct Route: Sendable, CustomStringConvertible {
        var name: String
        var paths: [String]
        var query: [String: QueryDeclaration] = [:]
        var fragment: [String: QueryDeclaration] = [:]
        var sources: [String]? = nil
        var isCaseSensitive = true

        init(
            _ name: String,
            _ paths: String...,
            query: [String: QueryDeclaration] = [:],
            fragment: [String: QueryDeclaration] = [:],
            sources: [String]? = nil,
            isCaseSensitive: Bool = true
        ) {
            self.name = name
            self.paths = paths
            self.query = query
            self.fragment = fragment
            self.sources = sources
            self.isCaseSensitive = isCaseSensitive
        }

        var definition: RouteDefinition<RouteMatch> {
            RouteDefinition(
                name, path: paths[0], aliases: Array(paths.dropFirst()), query: query, fragment: fragment,
                sources: sources, isCaseSensitive: isCaseSensitive)
        }

        var description: String {
            var text = "\(name) \(paths.joined(separator: ", "))"
            if !query.isEmpty {
                text += " ?" + query.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
            }
            if !fragment.isEmpty {
                text +=
                    " #" + fragment.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
            }
            if let sources { text += " from \(sources)" }
            if !isCaseSensitive { text += " (any case)" }
            return text
        }
    }

    static func table(_ routes: [Route], schemes: [String] = schemes, domains: [String] = domains)
        throws(RouteTableError) -> RouteTable<RouteMatch>
    {
        try RouteTable(schemes: schemes, domains: domains, routes: routes.map(\.definition))
    }

    /// Checks that `url` resolves as expected, and that the compiled and reference matchers agree on it.
    static func check(
        _ table: RouteTable<RouteMatch>,
        _ url: String,
        _ expected: Expected,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let outcome = table.resolve(url)
        switch expected {
        case .routed(let name, let parameters):
            #expect(
                outcome == .routed(RouteMatch(name: name, parameters: parameters)), "\(url)",
                sourceLocation: sourceLocation)
        case .unmatched(let code):
            guard case .unmatched(let reason) = outcome else {
                Issue.record("\(url): expected unmatched(\(code)), got \(outcome)", sourceLocation: sourceLocation)
                return
            }
            #expect(reason.code == code, "\(url): \(reason)", sourceLocation: sourceLocation)
        case .rejected(let code):
            guard case .rejected(let reason) = outcome else {
                Issue.record("\(url): expected rejected(\(code)), got \(outcome)", sourceLocation: sourceLocation)
                return
            }
            #expect(reason.code == code, "\(url): \(reason)", sourceLocation: sourceLocation)
        }
        #expect(
            table.match(url) == table.referenceMatch(url), "compiled and reference matchers disagree on \(url)",
            sourceLocation: sourceLocation)
    }

    /// The error building `routes` throws, or `nil` if the table builds.
    static func buildError(_ routes: [Route], schemes: [String] = schemes, domains: [String] = domains)
        -> RouteTableError?
    {
        do {
            _ = try table(routes, schemes: schemes, domains: domains)
            return nil
        } catch {
            return error
        }
    }
}
