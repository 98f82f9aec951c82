import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingLint

/// docs/lint.md, `aasaTooLarge`: Apple reads at most 128 KB of an apple-app-site-association
/// file, so a given file, or the one `launch-route aasa` writes, past that is an error.
@Suite struct AASASizeTests {
    static func table() throws -> RouteTable<RouteMatch> {
        try LintFixtures.table(domains: ["shop.example.com"], [RouteDefinition("product", path: "/product/:id(int)")])
    }

    static let file = try! AASAFile(
        parsing:
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/product/*"}]}]}}"#
    )

    @Test(arguments: [(131_072, false), (131_073, true), (500_000, true)])
    func aGivenFilePastTheLimitIsAnError(_ size: Int, _ isTooLarge: Bool) throws {
        let findings = TableLint.findings(table: try Self.table(), aasa: Self.file, aasaByteCount: size).filter {
            $0.kind == .aasaTooLarge
        }
        #expect(findings.count == (isTooLarge ? 1 : 0))
        if isTooLarge {
            #expect(findings.first?.severity == .error)
            #expect(
                findings.first?.message
                    == "the apple-app-site-association file is \(size) bytes; Apple reads at most 131072 (128 KB), so it may open nothing in the app; lint checks nothing more of it"
            )
            // Its one finding: nothing else of a file no device reads is checked.
            let all = TableLint.findings(table: try Self.table(), aasa: Self.file, aasaByteCount: size)
            let generated = TableLint.findings(table: try Self.table())
            #expect(all.count == generated.count + 1)
        }
    }

    @Test func withoutItsSizeAGivenFileIsNotChecked() throws {
        #expect(
            TableLint.findings(table: try Self.table(), aasa: Self.file).filter { $0.kind == .aasaTooLarge }.isEmpty)
    }

    /// The generated file is checked too, at the size `launch-route aasa --json` writes it.
    @Test func theGeneratedFileIsChecked() throws {
        #expect(AASACrossCheck<RouteMatch>.maximumByteCount == 131_072)
        #expect(AASACrossCheck<RouteMatch>.tooLarge(131_072, what: "x") == nil)
        let finding = try #require(
            AASACrossCheck<RouteMatch>.tooLarge(
                131_073, what: "the apple-app-site-association file written for shop.example.com"))
        #expect(
            finding.message.hasPrefix(
                "the apple-app-site-association file written for shop.example.com is 131073 bytes"))
        // The example table's generated file is far below the limit: no finding.
        let example = try LaunchRouting.RouteTable<RouteMatch>(
            schemes: ["shop"], domains: ["shop.example.com"], routes: [RouteDefinition("a", path: "/a")])
        #expect(TableLint.findings(table: example).filter { $0.kind == .aasaTooLarge }.isEmpty)
    }
}
