import LaunchRouting
import LaunchRoutingLint
import LaunchRoutingTestFixtures
import Testing

/// docs/lint.md's Swift block, compiled and run: the region below is the block, word for word
/// (`DocsCodeTests` compares them).
@Suite struct LintDocExample {
    @Test func lintingInSwift() throws {
        let router = try LintFixtures.exampleRouter()
        let aasaText = AASAFixtures.realistic
        let plistText = InfoPlistFixtures.complete
        let json = CommandLine.arguments.contains("--json")
        var printed: [String] = []
        func print(_ text: String) { printed.append(text) }
        // snippet.begin lint
        let table = router.table
        let findings = TableLint.findings(
            table: table,
            aasa: try AASAFile(parsing: aasaText),  // optional
            infoPlist: try InfoPlist(parsing: plistText),  // optional
            activities: router.rules.activities,
            shortcuts: router.rules.shortcuts
        )
        let report = LintReport(findings: findings)
        print(json ? report.json : report.text)
        let status = report.exitCode  // 1 when any finding is an error: exit with it

        print(try AASAGenerator.text(for: table, appIDs: ["ABCDE12345.com.example.shop"]))
        // snippet.end
        #expect(status == 1)
        #expect(printed.count == 2)
        #expect(printed.first?.contains("error[aasaRouteNotOpened]") == true)
        #expect(printed.last?.hasPrefix("{\n  \"applinks\"") == true)
    }
}
