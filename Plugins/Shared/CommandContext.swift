import Foundation
import PackagePlugin

/// What a command plugin runs the tool with, the same from a package and from an Xcode project:
/// the targets and their files, the tool, and the folder it runs in; and the running of it.
///
/// The tool runs in the package's folder, so that its messages name files as the package does,
/// with its standard output the user's. SwiftPM forwards a command plugin's standard error to
/// `swift package`'s standard output (6.3), which would put the tool's notes and errors into
/// `swift package launch-route aasa > file`. So from a package, the tool's standard error is read
/// and given back through `Diagnostics`, which reach standard error, a line each; Xcode shows a
/// plugin's output as it is, and there it is left alone. SwiftPM ends `swift package` with 1
/// whenever a plugin fails, and names the plugin's code in its last line (`error: Plugin ended
/// with exit code 65`).
struct CommandContext {
    let targets: [SpecSelection.Target]
    /// The `launch-route` executable, built from source.
    let tool: URL
    /// The package's folder (or the Xcode project's), where the tool runs.
    let directory: URL
    /// Whether the tool's standard error is given back through `Diagnostics` (from a package) or
    /// left as the plugin's own (in Xcode).
    let reportsThroughDiagnostics: Bool

    init(_ context: PluginContext) throws {
        targets = context.package.targets.compactMap { target in
            target.sourceModule.map { module in (target.name, module.sourceFiles.map(\.url)) }
        }
        tool = try context.tool(named: "launch-route").url
        directory = context.package.directoryURL
        reportsThroughDiagnostics = true
    }

    /// Runs the tool with `arguments` and returns its exit status.
    func runTool(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        if reportsThroughDiagnostics { process.standardError = pipe }
        try process.run()
        if reportsThroughDiagnostics {
            // Read to the end before waiting, so that a long report cannot fill the pipe and stall the tool.
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            for line in text.split(separator: "\n") {
                Diagnostics.progress(String(line))
            }
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CommandContext {
    init(_ context: XcodePluginContext) throws {
        targets = context.xcodeProject.targets.map { target in (target.displayName, target.inputFiles.map(\.url)) }
        tool = try context.tool(named: "launch-route").url
        directory = context.xcodeProject.directoryURL
        reportsThroughDiagnostics = false
    }
}
#endif
