import Foundation
import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// docs/fuzzing.md, "Fuzzing an app's table": the in-process fuzzer finds an input that breaks a
/// law, shrinks it, and gives the same run for the same seed.
@Suite struct InputFuzzerTests {
    /// A planted law: no input holds an escaped slash, in either case.
    static let planted = InputFuzzer(
        seeds: [Array("shop://product/42?ref=mail".utf8), Array("https://shop.example.com/a/b".utf8)],
        oracle: { bytes in
            let text = String(decoding: bytes, as: UTF8.self).lowercased()
            return text.contains("%2f") ? "an escaped slash" : nil
        },
        outcome: { bytes in "\(bytes.count % 7)" })

    /// No law to break: a run goes to its last input.
    static let clean = InputFuzzer(
        seeds: [Array("shop://product/42".utf8)], oracle: { _ in nil }, outcome: { bytes in "\(bytes.count % 7)" })

    @Test func itFindsAPlantedBugAndShrinksIt() throws {
        let report = Self.planted.run(seed: 1, runs: 100_000)
        let finding = try #require(report.finding)
        #expect(finding.message == "an escaped slash")
        #expect(["%2F", "%2f"].map { Array($0.utf8) }.contains(finding.input))
        #expect(finding.found.count >= finding.input.count)
        #expect(report.runs == finding.run)
    }

    /// The file a trap would be kept in is removed when no input traps.
    @Test func aRunWithoutATrapLeavesNoTrapFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-routing-trap-\(ProcessInfo.processInfo.processIdentifier)"
        ).path
        let report = Self.planted.run(seed: 3, runs: 200, trapFile: path)
        #expect(report.runs > 0)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Found by hand: two runs with trap files at once (Swift Testing runs tests in parallel)
    /// each closed the other's file, and one was left behind. One run keeps its traps at a time.
    @Test func runsAtOnceEachRemoveTheirTrapFile() async throws {
        let paths = (0..<4).map { index in
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "launch-routing-trap-\(ProcessInfo.processInfo.processIdentifier)-\(index)"
            ).path
        }
        await withTaskGroup(of: Int.self) { group in
            for path in paths { group.addTask { Self.clean.run(seed: 3, runs: 20_000, trapFile: path).runs } }
            for await runs in group { #expect(runs == 20_000) }
        }
        for path in paths { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
    }

    @Test func theSameSeedGivesTheSameRun() {
        let first = Self.planted.run(seed: 9, runs: 5_000)
        #expect(Self.planted.run(seed: 9, runs: 5_000) == first)
        #expect(Self.planted.run(seed: 10, runs: 5_000).finding?.run != first.finding?.run || first.finding == nil)
    }

    /// On the library's own laws, the built-in table gives no finding and reaches many outcomes.
    @Test func theBuiltInTableIsClean() throws {
        let oracle = ResolveOracle(table: try ExampleRoutes.table())
        let fuzzer = InputFuzzer(
            seeds: ExampleRoutes.spec.routes.flatMap(\.examples).map { Array($0.utf8) }, oracle: oracle.check,
            outcome: oracle.outcome)
        let report = fuzzer.run(seed: 1, runs: 3_000)
        #expect(report.finding == nil, "\(report.finding.map(\.message) ?? "")")
        #expect(report.outcomes >= 10)
    }
}

/// docs/fuzzing.md, "Fuzzing an app's Swift table": the oracle over an app's router finds the
/// app's own mistakes, planted, within a bounded run of the in-process fuzzer.
@Suite struct AppRouterOracleTests {
    enum Screen: Hashable, Sendable {
        case pair(Int, Int)
        case item(id: Int)
    }

    static func router(swapping: Bool = false, typo: Bool = false, declining: Bool = false) throws -> Router<Screen> {
        let table = try RouteTable<Screen>(schemes: ["app"], domains: ["app.example.com"]) {
            RouteDefinition<Screen>("pair", path: "/pair/:a(int)/:b(int)") { match in
                .pair(try match.parameter("a"), try match.parameter("b"))
            } reverse: { route in
                guard case .pair(let a, let b) = route else { return nil }
                return swapping ? ["a": .int(b), "b": .int(a)] : ["a": .int(a), "b": .int(b)]
            }
            RouteDefinition<Screen>("item", path: "/item/:id(int)") { match in
                let id: Int = try match.parameter(typo ? "idd" : "id")
                return declining && id > 1_000 ? nil : .item(id: id)
            } reverse: { route in
                guard case .item(let id) = route else { return nil }
                return ["id": .int(id)]
            }
        }
        return try Router(table: table)
    }

    @Test func aCorrectRouterGivesNoFinding() throws {
        let report = AppRouterOracle(router: try Self.router()).fuzzer(seed: 1).run(seed: 1, runs: 5_000)
        #expect(report.finding == nil, "\(report.finding.map(\.message) ?? "")")
    }

    /// A route that takes web pages holds the URL as written, its scheme's case and its fragment
    /// included: the relations and the segment count leave it alone. Found by a scratch app's
    /// fuzz run ("with \"#f\" appended it gives success(webPage(url=http://p#f))").
    @Test(arguments: ["http://p", "HTTP://p", "https://evil.org/a/b%2Fc", "https://app.example.org/x?y=1#z"])
    func aWebPageIsTheURLAsWritten(_ url: String) throws {
        enum Page: Hashable, Sendable {
            case web(String)
            case item(Int)
        }
        let table = try RouteTable<Page>(schemes: ["app"], domains: ["app.example.com"]) {
            RouteDefinition("item", path: "/item/:id(int)", to: Page.item)
            RouteDefinition("web", webPages: true, to: Page.web)
        }
        let oracle = AppRouterOracle(router: try Router(table: table))
        #expect(table.resolve(url).route == .web(url))
        #expect(oracle.check(Array(url.utf8)) == nil)
        let report = oracle.fuzzer(seed: 1).run(seed: 1, runs: 2_000)
        #expect(report.finding == nil, "\(report.finding.map(\.message) ?? "")")
        // The same in a spec's table, as `launch-route fuzz --table` and `FuzzResolve --table` run it.
        let spec = try RouteTable<RouteMatch>(schemes: ["app"], domains: ["app.example.com"]) {
            RouteDefinition<RouteMatch>("item", path: "/item/:id(int)")
            RouteDefinition<RouteMatch>("web", webPages: true)
        }
        #expect(ResolveOracle(table: spec).check(Array(url.utf8)) == nil)
    }

    @Test func aReverseThatSwapsValuesIsFound() throws {
        let report = AppRouterOracle(router: try Self.router(swapping: true)).fuzzer(seed: 1).run(seed: 1, runs: 5_000)
        let finding = try #require(report.finding)
        #expect(finding.message.hasPrefix("P4 round trip: "), "\(finding.message)")
    }

    @Test func aTypoInAParameterNameIsFound() throws {
        let report = AppRouterOracle(router: try Self.router(typo: true)).fuzzer(seed: 1).run(seed: 1, runs: 5_000)
        let finding = try #require(report.finding)
        #expect(finding.message.hasPrefix("P4 binding: "), "\(finding.message)")
    }

    @Test func aBindingThatDeclinesValidInputIsFound() throws {
        let report = AppRouterOracle(router: try Self.router(declining: true)).fuzzer(seed: 1).run(seed: 1, runs: 5_000)
        let finding = try #require(report.finding)
        #expect(finding.message.hasPrefix("P4 binding: "), "\(finding.message)")
    }
}
