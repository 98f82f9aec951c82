import Foundation
@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
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

    /// An example that does not route to its route is an issue of its own, titled with it.
    @Test func aFailingExampleRecordsAnIssue() throws {
        var declaration = RouteDeclaration(name: "a", paths: ["/a"])
        declaration.examples = ["s://a", "s://b"]
        let router = try Router(table: RouteTable<RouteMatch>(schemes: ["s"], routes: [RouteDefinition(declaration)]))
        withKnownIssue {
            expectLaunchProperties(of: router, seed: 1, iterations: 50)
        } matching: { issue in
            issue.error.map { "\($0)" }
                == "example \"s://b\" of route \"a\": unmatched, noMatchingRoute: no route matches the path \"/b\""
        }
    }

    /// docs/testing.md, "When it fails": the issue's title is the property, the route and the
    /// replay line, not "Issue recorded"; the whole failure is its comment.
    @Test func anIssueIsTitledWithThePropertyTheRouteAndTheReplay() throws {
        let typo = RouteDefinition<RouteMatch>("a", path: "/a/:id(int)") { match in
            RouteMatch(name: "a", parameters: ["id": .integer(Int64(try match.int("idd")))])
        } reverse: {
            $0.name == "a" ? $0.parameters.mapValues { $0 } : nil
        }
        let router = try Router(table: RouteTable<RouteMatch>(schemes: ["s"], routes: [typo]))
        let failing = try #require(
            LaunchProperties(router: router).check(seed: 1, only: [.roundTrip]).failures.first?.failingCase)
        let title =
            "P4 route -> URL -> route is the identity, route \"a\"; replay: LAUNCH_ROUTING_SEED=1 "
            + "LAUNCH_ROUTING_REPLAY=\(failing) swift test --filter anIssueIsTitledWithThePropertyTheRouteAndTheReplay"
        withKnownIssue {
            expectLaunchProperties(of: router, seed: 1, only: [.roundTrip])
        } matching: { issue in
            issue.error.map { "\($0)" } == title
                && issue.comments.map(\.rawValue).joined().hasPrefix(
                    "P4 route -> URL -> route is the identity: url \"s:a/0\" matches route \"a\", but the binding")
        }
    }

    /// A failing `expectLaunch` is titled with what differed, cold and warm, not "Issue recorded".
    @Test func aFailingLaunchIsTitledWithWhatDiffered() throws {
        let router = try Router(
            table: RouteTable<RouteMatch>(schemes: ["s"], routes: [RouteDefinition("a", path: "/a")]))
        let titles = ["cold", "warm"].map {
            "\($0) url \"s://b\": unmatched noMatchingRoute, not routed a"
        }
        withKnownIssue {
            expectLaunch("s://b", in: router, routesTo: RouteMatch(name: "a"))
        } matching: { issue in
            titles.contains(issue.error.map { "\($0)" } ?? "") && issue.comments.isEmpty
        }
    }

    /// A committed spec that drifted from the router: one issue per drift, titled with it.
    @Test func aDriftedSpecFileRecordsAnIssuePerDrift() throws {
        let router = try RouteSpec(
            routes: [RouteDeclaration(name: "a", paths: ["/a"])], rules: LaunchRules(spotlight: .url)
        ).router()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-routing-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try #"{"routes": [{"name": "a", "path": "/b"}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        let titles = [
            #"routes[0].path: route "a", paths: the router has ["/a"], the spec file ["/b"]"#,
            #"spotlight: the router has "url", the spec file none"#,
        ]
        withKnownIssue {
            let drifts = expectSpecFile(SpecFile(path: path), describes: router)
            #expect(drifts.map(\.description) == titles)
        } matching: { issue in
            titles.contains(issue.error.map { "\($0)" } ?? "")
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
