import LaunchRouting
import LaunchRoutingTestingHelpers
import Testing

#if canImport(XCTest)
import XCTest
#endif

/// The Swift Testing and XCTest helpers: one issue per failing property, nothing when all pass.
@Suite struct HelperTests {
    @Test func aPassingRouterRecordsNoIssue() {
        let report = expectLaunchProperties(of: Fixtures.tiny, iterations: 100)
        #expect(report.passed)
    }

    @Test func aFailingPropertyRecordsOneIssueWithItsReplayLine() {
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { Broken.IgnoresColdActivities(inbox: LaunchInbox(router: $0)) })
        withKnownIssue {
            let report = expectLaunchProperties(
                LaunchProperties(router: Fixtures.tiny, subject: subject), seed: 1,
                only: [.coldWarmParity, .exactlyOnce])
            #expect(report.failures.count == 2)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("--filter aFailingPropertyRecordsOneIssueWithItsReplayLine")
                && text.contains("LAUNCH_ROUTING_REPLAY=P")
        }
    }
}

#if canImport(XCTest)
final class HelperXCTests: XCTestCase {
    func testAPassingRouterFailsNothing() {
        let report = XCTAssertLaunchProperties(Fixtures.tiny, iterations: 100)
        XCTAssertTrue(report.passed)
    }
}
#endif
