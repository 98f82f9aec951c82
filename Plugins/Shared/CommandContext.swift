import Foundation
import PackagePlugin

/// What a command plugin runs the tool with, the same from a package and from an Xcode project:
/// the targets and their files, the tool, and the folder it runs in.
struct CommandContext {
    let targets: [SpecSelection.Target]
    /// The `launch-route` executable, built from source.
    let tool: URL
    /// The package's folder (or the Xcode project's), where the tool runs.
    let directory: URL

    init(_ context: PluginContext) throws {
        targets = context.package.targets.compactMap { target in
            target.sourceModule.map { module in (target.name, module.sourceFiles.map(\.url)) }
        }
        tool = try context.tool(named: "launch-route").url
        directory = context.package.directoryURL
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CommandContext {
    init(_ context: XcodePluginContext) throws {
        targets = context.xcodeProject.targets.map { target in (target.displayName, target.inputFiles.map(\.url)) }
        tool = try context.tool(named: "launch-route").url
        directory = context.xcodeProject.directoryURL
    }
}
#endif
