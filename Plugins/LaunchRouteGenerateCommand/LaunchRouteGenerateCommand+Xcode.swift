#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

// In Xcode, the specs are the project's targets' input files, and each Swift file is written
// beside its spec; add it to the target once (docs/route-spec.md, "In an Xcode project").
extension LaunchRouteGenerateCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.perform(arguments, in: CommandContext(context))
    }
}
#endif
