#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

// An Xcode target gets the same commands from its input files: add the spec to the target, and
// the plugin under Build Phases, "Run Build Tool Plug-ins" (docs/route-spec.md, "In an Xcode project").
extension LaunchRoutePlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), tool: context.tool(named: "launch-route").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
