import Foundation
import LaunchRouteCommands
import Testing

/// `launch-route generate swift` writes, byte for byte, the files that `LaunchRoutingTests`
/// compiles and checks (`Tests/LaunchRoutingTests/Generated/`): the built-in example spec, and a
/// spec of every name Swift cannot take as it is. `RECORD_GOLDEN=1` rewrites them.
@Suite struct GenerateTests {
    static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("LaunchRoutingTests/Generated")

    @Test(arguments: [
        (["generate", "swift", "--type", "ExampleRoute"], "ExampleRoute.swift"),
        (["generate", "swift", "generate-edges.json", "--type", "EdgeRoute"], "EdgeRoute.swift"),
    ])
    func theToolWritesTheCompiledFile(arguments: [String], file: String) throws {
        let result = LaunchRouteTool.run(arguments, context: ToolContext(files: Fixtures.files))
        #expect(result.exitCode == .success)
        #expect(result.standardError == "")
        let url = Self.generated.appendingPathComponent(file)
        if Golden.isRecording {
            try Data(result.standardOutput.utf8).write(to: url)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(
            committed == result.standardOutput,
            "\(file) differs from the tool's output (RECORD_GOLDEN=1 rewrites it)\n\(Golden.firstDifference(committed, result.standardOutput))"
        )
    }
}

/// `generate --output`, as the build plugin runs it: the file holds what standard output would, and
/// a spec that does not generate leaves it as it was. On the process's files, each test its own.
@Suite struct GenerateOutputTests {
    /// A folder of the test's own, in this process's own: tests run in parallel, and so may test runs.
    static func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-route-generate-output-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    }

    @Test func theFileHoldsWhatStandardOutputWould() throws {
        let directory = Self.scratch("written")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("routes.json").path
        try Data(Fixtures.files["shop.json"]!).write(to: URL(fileURLWithPath: spec))
        let output = directory.appendingPathComponent("AppRoute.swift").path
        let printed = LaunchRouteTool.run(["generate", "swift", spec], context: .process())
        let written = LaunchRouteTool.run(
            ["generate", "swift", spec, "--output", output, "--lint"], context: .process())
        #expect(written.exitCode == .success && written.standardOutput == "" && written.standardError == "")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == printed.standardOutput)
        #expect(printed.standardOutput.contains("public enum AppRoute: Hashable, Sendable {"))
    }

    @Test(arguments: [
        ("invalid-pattern.json", ExitCode.dataError), ("overlaps.json", ExitCode.failure),
    ])
    func aSpecThatDoesNotGenerateLeavesTheFileAsItWas(fixture: String, exitCode: ExitCode) throws {
        let directory = Self.scratch(fixture)
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("routes.json").path
        try Data(Fixtures.files[fixture]!).write(to: URL(fileURLWithPath: spec))
        let output = directory.appendingPathComponent("AppRoute.swift").path
        try Data("// as it was\n".utf8).write(to: URL(fileURLWithPath: output))
        let result = LaunchRouteTool.run(
            ["generate", "swift", spec, "--output", output, "--lint"], context: .process())
        #expect(result.exitCode == exitCode)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "// as it was\n")
    }

    @Test func aFolderThatIsNotThereIsExit73() {
        let output = Self.scratch("missing-folder").appendingPathComponent("nope/AppRoute.swift").path
        let result = LaunchRouteTool.run(["generate", "swift", "--output", output], context: .process())
        #expect(result.exitCode == .cannotCreate)
        #expect(
            result.standardError
                == "error: cannot write \"\(output)\": No such file or directory\nhint: check that its folder exists and can be written\n"
        )
    }
}

/// `launch-route init` on the shop's Info.plist and entitlements writes a spec that `check`
/// passes, with the shop's schemes and domains; generated as Swift, it builds the same router.
@Suite struct InitTests {
    /// And so does the spec of an Info.plist whose schemes include a build setting, which the
    /// spec leaves out and lists as a decision.
    @Test(arguments: [
        (["--info-plist", "Shop-Info.plist", "--entitlements", "Shop-Shop.entitlements"], 5),
        (["--info-plist", "Info.plist"], 14),
    ])
    func theStarterSpecPassesCheck(arguments: [String], decisions: Int) throws {
        let initialized = LaunchRouteTool.run(["init"] + arguments, context: ToolContext(files: Fixtures.files))
        #expect(initialized.exitCode == .success)
        var files = Fixtures.files
        files["starter.json"] = Array(initialized.standardOutput.utf8)
        let checked = LaunchRouteTool.run(
            ["check", "--table", "starter.json", "--iterations", "200"], context: ToolContext(files: files))
        #expect(checked.exitCode == .success, "\(checked.standardOutput)\(checked.standardError)")
        #expect(checked.standardOutput.hasSuffix("all 11 checks passed\n"))
        #expect(initialized.standardError.components(separatedBy: "warning: decide ").count - 1 == decisions)
    }
}
