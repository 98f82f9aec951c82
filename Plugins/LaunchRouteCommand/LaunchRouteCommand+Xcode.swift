#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

// In Xcode, the command runs on the project's targets, from the project's folder: select the
// project, then File > Packages > launch-route (docs/route-spec.md, "In an Xcode project").
extension LaunchRouteCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.perform(arguments, in: CommandContext(context))
    }
}
#endif
