import Foundation
import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint
import LaunchRoutingTesting
import Testing

@_spi(Fuzzing) @testable import LaunchRouteCommands

/// docs/bounds.md: each file the tool reads has a bound on its size, and each parser one on its
/// depth; a file ten times past either ends with its own error, and the reader asks for no more
/// than the bound (a file's size is told without reading it).
@Suite struct BoundsTests {
    /// A context whose files are `files`, and one more, `big`, of `size` bytes that is never made:
    /// the reader is asked for it with a bound, which `asked` records.
    final class Reader: @unchecked Sendable {
        var asked: [String: Int] = [:]
        let lock = NSLock()

        func context(big size: Int, files: [String: [UInt8]] = Fixtures.files) -> ToolContext {
            ToolContext(readFile: { path, bound throws(FileError) in
                self.lock.withLock { self.asked[path] = bound }
                if path == "big" {
                    guard size <= bound else { throw FileError(path: path, tooLarge: size, bound: bound) }
                    return [UInt8](repeating: UInt8(ascii: " "), count: size)
                }
                guard let bytes = files[path] else { throw FileError(path: path, reason: "No such file or directory") }
                return bytes
            })
        }
    }

    @Test(arguments: [
        (["check", "--table", "big"], FileBounds.spec, "the table"),
        (["lint", "--info-plist", "big"], FileBounds.propertyList, "the Info.plist"),
        (["init", "--info-plist", "Info.plist", "--entitlements", "big"], FileBounds.propertyList, "the entitlements"),
    ])
    func aFileTenTimesItsBoundEndsWithItsError(_ arguments: [String], _ bound: Int, _ what: String) {
        let reader = Reader()
        let result = LaunchRouteTool.run(arguments, context: reader.context(big: 10 * bound))
        #expect(reader.asked["big"] == bound)
        #expect(result.exitCode == .dataError)
        #expect(
            result.standardError.contains(
                "cannot read \(what) \"big\": the file is \(10 * bound) bytes, past the bound of \(bound) bytes read of it (docs/bounds.md)"
            ), "\(result.standardError)")
    }

    /// Past the 128 KB Apple reads, an AASA file gets `aasaTooLarge` and nothing more: the reader
    /// is asked for 128 KB, and nothing of the file is parsed or checked.
    @Test func anAASAFileTenTimesApplesLimitGetsItsErrorAlone() throws {
        let reader = Reader()
        let bound = AASAFile.maximumByteCount
        let result = LaunchRouteTool.run(
            ["lint", "--table", "shop.json", "--aasa", "big", "--json"], context: reader.context(big: 10 * bound))
        #expect(reader.asked["big"] == bound)
        #expect(result.exitCode == .failure)
        let withoutFile = LaunchRouteTool.run(
            ["lint", "--table", "shop.json", "--json"], context: reader.context(big: 0))
        let findings = try #require(Self.kinds(result.standardOutput))
        #expect(findings == (try #require(Self.kinds(withoutFile.standardOutput))) + ["aasaTooLarge"])
        #expect(
            result.standardOutput.contains(
                "the apple-app-site-association file is \(10 * bound) bytes; Apple reads at most 131072 (128 KB), so it may open nothing in the app; lint checks nothing more of it"
            ))
    }

    @Test func userInfoTenTimesItsBoundEndsWithItsError() {
        let text = "{\"a\": \"" + String(repeating: "x", count: 10 * FileBounds.userInfo) + "\"}"
        let result = LaunchRouteTool.run(
            ["resolve", "shortcut:com.example.shop.search", "--user-info", text], context: Reader().context(big: 0))
        #expect(result.exitCode == .usage)
        #expect(
            result.standardError.contains(
                "--user-info is \(text.utf8.count) bytes, past the bound of 65536 (docs/bounds.md)"))
    }

    /// JSON nested ten times past its depth stops at the 129th level: the column says how far
    /// the parser read.
    @Test(arguments: [
        (["check", "--table", "deep"], "the table \"deep\" does not load"),
        (["lint", "--table", "shop.json", "--aasa", "deep"], "the AASA file \"deep\" does not load"),
    ])
    func jsonTenTimesItsDepthEndsWithItsError(_ arguments: [String], _ what: String) {
        let deep = Array((String(repeating: "[", count: 1_280) + String(repeating: "]", count: 1_280)).utf8)
        var files = Fixtures.files
        files["deep"] = deep
        let result = LaunchRouteTool.run(arguments, context: Reader().context(big: 0, files: files))
        #expect(result.exitCode == .dataError)
        #expect(result.standardError.contains(what), "\(result.standardError)")
        #expect(result.standardError.contains("line 1, column 129"), "\(result.standardError)")
        #expect(result.standardError.contains("the document nests deeper than 128 levels"))
    }

    @Test func userInfoTenTimesItsDepthEndsWithItsError() {
        let text = "{\"a\": " + String(repeating: "[", count: 1_280) + String(repeating: "]", count: 1_280) + "}"
        let result = LaunchRouteTool.run(
            ["resolve", "shortcut:com.example.shop.search", "--user-info", text], context: Reader().context(big: 0))
        #expect(result.exitCode == .usage)
        #expect(result.standardError.contains("the document nests deeper than 128 levels"), "\(result.standardError)")
        // The object is the first level, so the 128th "[" is the 129th: column 6 + 128.
        #expect(result.standardError.contains("column 134"), "\(result.standardError)")
    }

    /// A property list nested ten times past its depth stops at the 513th level.
    @Test(arguments: [
        ["lint", "--info-plist", "deep"], ["init", "--info-plist", "Info.plist", "--entitlements", "deep"],
    ])
    func aPropertyListTenTimesItsDepthEndsWithItsError(_ arguments: [String]) {
        let deep = Array(
            ("<plist version=\"1.0\">" + String(repeating: "<array>", count: 5_120)
                + String(repeating: "</array>", count: 5_120) + "</plist>").utf8)
        var files = Fixtures.files
        files["deep"] = deep
        let result = LaunchRouteTool.run(arguments, context: Reader().context(big: 0, files: files))
        #expect(result.exitCode == .dataError)
        #expect(
            result.standardError.contains("the property list nests deeper than 512 levels"), "\(result.standardError)")
        // The 513th `<array>` starts at byte 21 + 512 × 7 = 3,605: no more was read.
        #expect(result.standardError.contains("column 3606"), "\(result.standardError)")
    }

    /// The process's reader: a file's size is read, not its bytes; a file without one (a pipe, a
    /// device) is read one byte past the bound, and no further.
    @Test func theProcessReaderStopsAtTheBound() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-routing-process-reader-\(getpid())"
        ).path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(10 * FileBounds.spec))  // sparse: nothing is written
        try handle.close()
        #expect {
            _ = try ProcessIO.read(path, bound: FileBounds.spec)
        } throws: { error in
            (error as? FileError)?.size == 10 * FileBounds.spec
        }
        #expect {
            _ = try ProcessIO.read("/dev/zero", bound: 1_000)
        } throws: { error in
            let error = error as? FileError
            return error?.size == 1_001
                && error?.reason
                    == "the file has more than 1000 bytes, past the bound of 1000 bytes read of it (docs/bounds.md)"
        }
        try FileHandle(forWritingAtPath: path).map { try $0.truncate(atOffset: 1_000) }
        #expect(try ProcessIO.read(path, bound: 1_000).count == 1_000)
    }

    /// The kinds of the findings of `lint --json`, in order.
    static func kinds(_ json: String) -> [String]? {
        guard case .object(let members)? = try? JSONValue(parsing: json),
            case .array(let findings)? = members.first(where: { $0.key == "findings" })?.value
        else { return nil }
        return findings.compactMap { finding -> String? in
            guard case .object(let fields) = finding,
                case .string(let kind)? = fields.first(where: { $0.key == "kind" })?.value
            else { return nil }
            return kind
        }
    }
}
