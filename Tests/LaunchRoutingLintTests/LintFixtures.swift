import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingLint

/// Tables, files and checks shared by the lint suites.
enum LintFixtures {
    typealias Route = RouteDefinition<RouteMatch>

    /// The built-in example's router: its table and its rules.
    static func exampleRouter() throws -> Router<RouteMatch> { try ExampleRoutes.router() }

    static func table(
        schemes: [String] = ["shop"],
        domains: [String] = [],
        limits: URLLimits = .default,
        _ routes: [Route]
    ) throws -> RouteTable<RouteMatch> {
        try RouteTable(schemes: schemes, domains: domains, limits: limits, routes: routes)
    }

    /// One expected finding: everything but the location, which the cross-check suites pin.
    struct Expected: Hashable, CustomTestStringConvertible {
        var severity: LintFinding.Severity
        var kind: LintFinding.Kind
        var message: String
        var witness: String?
        var route: String?

        init(
            _ severity: LintFinding.Severity, _ kind: LintFinding.Kind, _ message: String, witness: String? = nil,
            route: String? = nil
        ) {
            self.severity = severity
            self.kind = kind
            self.message = message
            self.witness = witness
            self.route = route
        }

        init(_ finding: LintFinding) {
            self.init(
                finding.severity, finding.kind, finding.message, witness: finding.witness?.description,
                route: finding.witness?.route)
        }

        var testDescription: String { "\(severity)[\(kind)]: \(message) | \(witness ?? "-") -> \(route ?? "nil")" }
    }

    /// The findings of the overlap analysis alone, without the generated AASA file's round trip
    /// that `TableLint` adds (``AASAGeneratorTests`` checks that one), which costs more than the
    /// analysis on most tables.
    static func overlapFindings(_ table: RouteTable<RouteMatch>) -> [LintFinding] {
        OverlapAnalysis(table: table).findings()
    }

    /// Checks that every URL witness resolves where the finding says: to its route, or nowhere.
    static func checkWitnesses(
        _ findings: [LintFinding], _ table: RouteTable<RouteMatch>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for finding in findings {
            guard let witness = finding.witness, let url = witness.url else { continue }
            let resolved: String?
            switch witness.input {
            case .universalLink:
                resolved = (try? table.patternMatch(url).get())?.name
            default:
                resolved = (try? table.patternMatch(url).get())?.name
            }
            #expect(resolved == witness.route, "\(finding)", sourceLocation: sourceLocation)
        }
    }

    /// Checks that every activity and quick-action witness routes as it says, through a router
    /// with the rules.
    static func checkRuleWitnesses(
        _ findings: [LintFinding],
        _ router: Router<RouteMatch>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for finding in findings {
            guard let witness = finding.witness else { continue }
            switch witness.input {
            case .activity, .shortcut, .url, .universalLink:
                #expect(
                    router.resolve(witness.launchInput).route?.name == witness.route, "\(finding)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// Prints findings as Swift literals of ``Expected``, for writing a test.
    static func literal(_ findings: [LintFinding]) -> String {
        findings.map { finding in
            let witness = finding.witness.map { ", witness: \(quote($0.description))" } ?? ""
            let route = finding.witness?.route.map { ", route: \(quote($0))" } ?? ""
            return "    .init(.\(finding.severity), .\(finding.kind), \(quote(finding.message))\(witness)\(route)),"
        }.joined(separator: "\n")
    }

    private static func quote(_ text: String) -> String {
        text.contains("\"") ? "#\"\(text)\"#" : "\"\(text)\""
    }
}
