import Foundation
import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingTesting

/// docs/bounds.md: the files the harness reads beside a test (regressions, a spec) and the fuzz
/// inputs its tests replay each have a bound; a file ten times past it is read one byte past the
/// bound and no further, and says so.
@Suite struct HarnessFileBoundsTests {
    /// A sparse file of `size` bytes (nothing is written), named for the test alone (tests run in
    /// parallel), removed after `body`.
    static func withFile(_ name: String, size: Int, _ body: (String) throws -> Void) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-routing-bounds-\(name)-\(getpid())"
        ).path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        try body(path)
    }

    @Test func aRegressionsFileTenTimesItsBoundIsReportedNotReplayedNorWritten() throws {
        try Self.withFile("regressions", size: 10 * FileBounds.regressions) { path in
            let file = RegressionFile(path: path)
            #expect(file.cases().isEmpty)
            let report = LaunchProperties(router: try Router(table: RouteTable<RouteMatch>(schemes: ["s"], routes: [])))
                .check(seed: 1, iterations: 5, regressions: file)
            #expect(
                report.warnings.contains(
                    "the regressions file \(path): the file has more than 1048576 bytes, past the bound of 1048576 bytes read of it (docs/bounds.md); none of its cases was replayed, and none is added"
                ), "\(report.warnings)")
            #expect(!file.record(PropertyCase(property: .roundTrip, choices: [1]), comment: "x"))
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            #expect(size == 10 * FileBounds.regressions)
        }
    }

    @Test func aSpecFileTenTimesItsBoundIsOneDrift() throws {
        try Self.withFile("spec", size: 10 * FileBounds.spec) { path in
            let drift = SpecFile(path: path).drift(
                from: try Router(table: RouteTable<RouteMatch>(schemes: ["s"], routes: [])))
            #expect(
                drift.map(\.message) == [
                    "the spec file \(path): the file has more than 16777216 bytes, past the bound of 16777216 bytes read of it (docs/bounds.md)"
                ])
        }
    }

    @Test func aFuzzInputTenTimesItsBoundIsNotReplayed() throws {
        try Self.withFile("entry-past", size: 10 * FileBounds.corpusEntry) { path in
            #expect(
                FuzzTarget.entry(at: path)
                    == .failure(
                        .init(
                            message:
                                "the fuzz input \(path): the file has more than 65536 bytes, past the bound of 65536 bytes read of it (docs/bounds.md)"
                        )))
        }
        try Self.withFile("entry-at", size: FileBounds.corpusEntry) { path in
            #expect((try? FuzzTarget.entry(at: path).get())?.count == FileBounds.corpusEntry)
        }
    }
}
