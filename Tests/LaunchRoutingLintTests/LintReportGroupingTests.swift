import LaunchRouting
import LaunchRoutingLint
import Testing

/// docs/lint.md, "Output": of the findings of one kind about one route (or about the files, when
/// they name none), the first five are given in full and the rest counted, so that many findings
/// of one cause do not bury an error; `--all` gives every one, and the counts are of every one.
@Suite struct LintReportGroupingTests {
    static func finding(_ index: Int, kind: LintFinding.Kind = .aasaPathWithoutRoute, route: String? = nil)
        -> LintFinding
    {
        LintFinding(
            severity: kind == .aasaPathWithoutRoute ? .warning : .error, kind: kind, message: "finding \(index)",
            routes: route.map { [$0] } ?? [])
    }

    /// 200,000 warnings about the file, then one error: the error is on the screen.
    static let findings =
        (0..<200_000).map { finding($0) } + (0..<7).map { finding($0, kind: .aasaRouteNotOpened, route: "a") }
        + [finding(0, kind: .aasaRouteNotOpened, route: "b")]

    @Test func theFirstFiveOfAGroupAreGivenAndTheRestCounted() {
        let text = LintReport(findings: Self.findings).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(
            lines == (0..<5).map { "warning[aasaPathWithoutRoute]: finding \($0)" }
                + (0..<5).map { "error[aasaRouteNotOpened]: finding \($0)" } + [
                    "error[aasaRouteNotOpened]: finding 0",
                    "and 199,995 more aasaPathWithoutRoute warnings",
                    "and 2 more aasaRouteNotOpened errors about route \"a\"",
                    "200008 findings: 8 errors, 200000 warnings, 0 notes",
                ])
    }

    @Test func jsonCountsWhatItLeavesOutAndAllGivesEveryFinding() throws {
        let report = LintReport(findings: Self.findings)
        let json = report.json
        #expect(json.contains(#""omitted": ["#))
        #expect(
            json.contains(#"{"severity": "warning", "kind": "aasaPathWithoutRoute", "route": null, "count": 199995}"#))
        #expect(json.contains(#"{"severity": "error", "kind": "aasaRouteNotOpened", "route": "a", "count": 2}"#))
        #expect(json.contains(#""warnings": 200000"#))
        var all = report
        all.showsAll = true
        #expect(all.text.split(separator: "\n").count == 200_009)
        #expect(all.json.contains(#""omitted": []"#))
    }

    @Test func aGroupOfFiveOrFewerIsGivenWhole() {
        let report = LintReport(findings: (0..<5).map { Self.finding($0) })
        #expect(!report.text.contains("more"))
        #expect(report.json.contains(#""omitted": []"#))
    }
}
