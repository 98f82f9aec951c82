import Foundation
import LaunchRouting
import LaunchRoutingLint
import LaunchRoutingTestFixtures
import Testing

/// docs/lint.md's table of finding kinds is what lint does: every kind it lists is found by one of
/// the lint suites' fixtures with the severity the table gives (so with the exit code the table
/// of exit statuses gives for that severity), and lint finds no kind the table leaves out.
@Suite struct LintKindTableTests {
    /// The kinds a correct table and analysis never find: they report a bug in lint itself.
    static let reportsABugInLint: Set<String> = ["priorityMismatch", "aasaGeneratorMismatch"]

    /// The rows of the table headed `| kind | severity | ...`: each kind's name and severity.
    static func documentedKinds() throws -> [(kind: String, severity: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/lint.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| kind | severity |") })
        var rows: [(String, String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1]))
        }
        return rows
    }

    /// The findings of the lint suites' fixtures: the overlap cases, the Info.plist files, the
    /// AASA files, and a given file past the size Apple reads.
    static func fixtureFindings() throws -> [LintFinding] {
        var findings: [LintFinding] = []
        for test in OverlapAnalysisTests.cases {
            let table = try LintFixtures.table(
                schemes: test.schemes, domains: test.domains, limits: test.limits, test.routes)
            findings += LintFixtures.overlapFindings(table)
        }
        findings += try InfoPlistCrossCheckTests.findings(InfoPlistFixtures.broken)
        for (body, _) in InfoPlistCrossCheckTests.manifests {
            findings += try InfoPlistCrossCheckTests.findings(InfoPlistCrossCheckTests.plist(body))
        }
        findings += try AASACrossCheckTests.findings(AASACrossCheckTests.realistic)
        findings += try AASACrossCheckTests.findings(
            AASACrossCheckTests.realistic, appID: "ABCDE12345.com.example.other")
        findings += TableLint.findings(
            table: try AASASizeTests.table(), aasa: AASASizeTests.file, aasaByteCount: 131_073)
        return findings
    }

    @Test func everyDocumentedKindIsFoundWithItsSeverity() throws {
        let documented = try Self.documentedKinds()
        #expect(documented.count == Set(documented.map(\.kind)).count, "a kind is listed twice")
        let findings = try Self.fixtureFindings()
        for (kind, severity) in documented where !Self.reportsABugInLint.contains(kind) {
            let found = findings.filter { $0.kind.name == kind }
            #expect(!found.isEmpty, "no fixture finds \(kind)")
            for finding in found {
                #expect(finding.severity.rawValue == severity, "\(finding)")
            }
        }
    }

    @Test func everyKindFoundIsDocumented() throws {
        let documented = Set(try Self.documentedKinds().map(\.kind))
        let found = Set(try Self.fixtureFindings().map(\.kind.name))
        #expect(found.subtracting(documented).sorted() == [])
    }

    /// docs/lint.md, "Exit status": 1 when a finding is an error; warnings and notes do not fail a run.
    @Test(arguments: [(LintFinding.Severity.note, Int32(0)), (.warning, 0), (.error, 1)])
    func theExitStatusFollowsTheWorstSeverity(_ severity: LintFinding.Severity, _ status: Int32) throws {
        let finding = try #require(try Self.fixtureFindings().first { $0.severity == severity })
        #expect(LintReport(findings: [finding]).exitCode == status)
        #expect(LintReport(findings: []).exitCode == 0)
    }
}
