#if canImport(Testing)
import LaunchRouting
import Testing

/// Checks P1-P9 and P12 on a router and its launch inbox, and records a Swift Testing issue for each
/// property that fails: what failed, the shrunk counterexample, and the one line that replays it.
///
/// The seed is `seed`, else `LAUNCH_ROUTING_SEED`, else a fixed default, so the test is the same on
/// every run until asked otherwise. With `regressions`, cases that failed before are replayed
/// first and new failures are added to the file. Warnings (a route no generated input reached, a
/// property that discarded most of its inputs) are recorded as warnings.
///
/// ```swift
/// import LaunchRoutingTestingHelpers
/// import Testing
///
/// @Test func deepLinksAreProven() throws {
///     expectLaunchProperties(of: try AppRouter.make(), regressions: .beside(#filePath))
/// }
/// // ✘ P1 cold and warm deliver the same outcomes: cold delivered nothing ...
/// //   replay: LAUNCH_ROUTING_SEED=20261122 LAUNCH_ROUTING_REPLAY=P1:0.2.1 swift test --filter deepLinksAreProven
/// ```
///
/// - Returns: The report, for further expectations (coverage, say).
@discardableResult
public func expectLaunchProperties<Route: Sendable & Equatable>(
    of router: Router<Route>,
    seed: UInt64? = nil,
    iterations: Int = LaunchProperties<Route>.defaultIterations,
    only: Set<LaunchProperty>? = nil,
    regressions: RegressionFile? = nil,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) -> PropertyReport {
    expectLaunchProperties(
        LaunchProperties(router: router), seed: seed, iterations: iterations, only: only, regressions: regressions,
        function: function, sourceLocation: sourceLocation)
}

/// Checks `properties` and records a Swift Testing issue for each property that fails; see
/// ``expectLaunchProperties(of:seed:iterations:only:regressions:function:sourceLocation:)``.
///
/// ```swift
/// expectLaunchProperties(LaunchProperties(router: router, inboxConfiguration: .init(capacity: 8)))
/// ```
@discardableResult
public func expectLaunchProperties<Route: Sendable & Equatable>(
    _ properties: LaunchProperties<Route>,
    seed: UInt64? = nil,
    iterations: Int = LaunchProperties<Route>.defaultIterations,
    only: Set<LaunchProperty>? = nil,
    regressions: RegressionFile? = nil,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) -> PropertyReport {
    let report = properties.check(seed: seed, iterations: iterations, only: only, regressions: regressions)
    let test = PropertyReport.testFilter(function)
    for result in report.failures {
        // An error, so that the issue's title is the property, the route and the replay line
        // (Swift Testing titles a comment alone "Issue recorded"); the whole failure follows.
        Issue.record(
            LaunchIssue(title: result.issueTitle(test: test)),
            Comment(rawValue: result.issueText(test: test)),
            sourceLocation: sourceLocation)
        #if compiler(>=6.2)
        if let counterexample = result.counterexample {
            Attachment.record(
                counterexample + "\n", named: "\(result.property.rawValue)-counterexample.txt",
                sourceLocation: sourceLocation)
        }
        #endif
    }
    for failure in report.exampleFailures {
        Issue.record(LaunchIssue(title: "\(failure)"), sourceLocation: sourceLocation)
    }
    #if compiler(>=6.3)
    for warning in report.warnings {
        Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: sourceLocation)
    }
    #endif
    return report
}
#endif
