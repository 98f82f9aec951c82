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
