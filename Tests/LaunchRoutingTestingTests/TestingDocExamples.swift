import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import LaunchRoutingTestingHelpers
import Testing
import XCTest

// docs/testing.md's Swift blocks, and docs/fuzzing.md's in-process fuzzer, compiled and run: each region below is a block, word for word
// (`DocsCodeTests` compares them). `AppRouter.make()` stands for the app's own router.

/// The app core's router, as an app builds it: here, the harness's small shop, with a rule of
/// every kind. These blocks check that each way in runs the harness and passes; the built-in
/// example's 37 routes get the full run once, in `LaunchPropertiesTests`.
enum AppRouter {
    static func make() throws -> Router<RouteMatch> { Fixtures.shop }
}

// snippet.begin swift-testing
@Test func deepLinksAreProven() throws {
    expectLaunchProperties(of: try AppRouter.make(), regressions: .beside(#filePath))
}
// snippet.end

// snippet.begin xctest
final class DeepLinkTests: XCTestCase {
    func testDeepLinksAreProven() throws {
        XCTAssertLaunchProperties(try AppRouter.make(), regressions: .beside(#filePath))
    }
}
// snippet.end

@Suite struct TestingDocExamples {
    @Test func aConfiguredInbox() throws {
        let router = try AppRouter.make()
        // snippet.begin configured-inbox
        expectLaunchProperties(LaunchProperties(router: router, inboxConfiguration: .init(capacity: 8)))
        // snippet.end
    }

    @Test func theEngineAlone() throws {
        let router = try AppRouter.make()
        // snippet.begin engine
        let report = LaunchProperties(router: router).check()
        #expect(report.passed, "\(report)")
        // snippet.end
    }

    @Test func aPropertyOfYourOwn() throws {
        let router = try AppRouter.make()
        // snippet.begin own-property
        let inputs = LaunchInputGenerator(router: router)
        let failure = PropertyRunner.check("my rule", seed: 1, iterations: 500, inputs.shortcut) { input in
            router.resolve(input).route.map { _ in nil } ?? "does not route"
        }
        // snippet.end
        // Not every generated quick action routes (some are one fault away): the rule is false.
        let text = failure.map { "\($0)" } ?? ""
        #expect(text.hasPrefix(#"property "my rule" failed (seed 1, iteration "#), "\(text)")
    }

    @Test func theAppFuzzesItsRouterInProcess() throws {
        // snippet.begin fuzz-in-process
        let oracle = AppRouterOracle(router: try AppRouter.make())
        let report = oracle.fuzzer().run(seed: 1, runs: 5_000, trapFile: "fuzz-trap-input")
        #expect(report.finding == nil, "\(report.finding.map(\.message) ?? "")")
        // snippet.end
        #expect(report.runs == 5_000)
    }
}
