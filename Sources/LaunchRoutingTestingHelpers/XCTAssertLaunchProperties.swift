#if canImport(XCTest)
import LaunchRouting
import XCTest

/// Checks P1-P9 and P12 on a router and its launch inbox, and fails the XCTest test once for each
/// property that fails: what failed, the shrunk counterexample, and the one line that replays it.
///
/// The seed is `seed`, else `LAUNCH_ROUTING_SEED`, else a fixed default. With `regressions`, cases
/// that failed before are replayed first and new failures are added to the file.
///
/// ```swift
/// import LaunchRoutingTestingHelpers
/// import XCTest
///
/// final class DeepLinkTests: XCTestCase {
///     func testDeepLinksAreProven() throws {
///         XCTAssertLaunchProperties(try AppRouter.make(), regressions: .beside(#filePath))
///     }
/// }
/// ```
///
/// - Returns: The report, for further assertions (coverage, say).
// swift-format-ignore: AlwaysUseLowerCamelCase
// XCTest's own naming, as every XCTAssert function has it.
@discardableResult
public func XCTAssertLaunchProperties<Route: Sendable & Equatable>(
    _ router: Router<Route>,
    seed: UInt64? = nil,
    iterations: Int = LaunchProperties<Route>.defaultIterations,
    only: Set<LaunchProperty>? = nil,
    regressions: RegressionFile? = nil,
    function: String = #function,
    file: StaticString = #filePath,
    line: UInt = #line
) -> PropertyReport {
    XCTAssertLaunchProperties(
        LaunchProperties(router: router), seed: seed, iterations: iterations, only: only, regressions: regressions,
        function: function, file: file, line: line)
}

/// Checks `properties` and fails the test once for each property that fails; see
/// ``XCTAssertLaunchProperties(_:seed:iterations:only:regressions:function:file:line:)-(Router<Route>,_,_,_,_,_,_,_)``.
///
/// ```swift
/// XCTAssertLaunchProperties(LaunchProperties(router: router, inboxConfiguration: .init(capacity: 8)))
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// XCTest's own naming, as every XCTAssert function has it.
@discardableResult
public func XCTAssertLaunchProperties<Route: Sendable & Equatable>(
    _ properties: LaunchProperties<Route>,
    seed: UInt64? = nil,
    iterations: Int = LaunchProperties<Route>.defaultIterations,
    only: Set<LaunchProperty>? = nil,
    regressions: RegressionFile? = nil,
    function: String = #function,
    file: StaticString = #filePath,
    line: UInt = #line
) -> PropertyReport {
    let report = properties.check(seed: seed, iterations: iterations, only: only, regressions: regressions)
    let test = PropertyReport.testFilter(function)
    for result in report.failures {
        XCTFail(result.issueTitle(test: test) + "\n" + result.issueText(test: test), file: file, line: line)
    }
    for failure in report.exampleFailures {
        XCTFail("\(failure)", file: file, line: line)
    }
    return report
}
#endif
