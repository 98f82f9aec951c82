import Foundation
import PackagePlugin

/// The build plugin: a target that lists it and holds a route spec gets the spec's enum, table and
/// router compiled in, generated at build time by `launch-route generate swift`, so that nothing
/// generated is committed.
///
/// ```swift
/// .target(
///     name: "ShopCore",
///     dependencies: [.product(name: "LaunchRouting", package: "launch-routing")],
///     plugins: [.plugin(name: "LaunchRoutePlugin", package: "launch-routing")]
/// )
/// ```
///
/// `Sources/ShopCore/routes.json` gives `AppRoute`, and `ShopRoute.routes.json` gives `ShopRoute`.
/// A spec error fails the build at the spec's line, with the message `launch-route check` gives.
/// A `launch-route-plugin.json` beside the spec holding `{"lint": true}` lints the spec at each
/// generation: its warnings show, and an error fails the build (docs/route-spec.md, "The build
/// plugin").
@main
struct LaunchRoutePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url)
        return try Self.commands(
            files: files, tool: context.tool(named: "launch-route").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The name of the file that asks for the spec to be linted at each generation.
    static let configurationName = "launch-route-plugin.json"

    /// One `generate swift` for each spec among `files`, writing into `workDirectory`. The tool
    /// reads the configuration, so that a change to it reruns the command: SwiftPM keeps a
    /// plugin's commands while the target's list of files is the same.
    static func commands(files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        let configuration = files.first { $0.lastPathComponent == configurationName }
        return try RouteSpecFile.specs(among: files).map { spec in
            let output = workDirectory.appending(path: "\(spec.typeName).swift")
            return .buildCommand(
                displayName: "Generating \(spec.typeName) from \(spec.url.lastPathComponent)",
                executable: tool,
                arguments: ["generate", "swift", spec.url.path, "--type", spec.typeName, "--output", output.path]
                    + (configuration.map { ["--plugin-configuration", $0.path] } ?? []),
                inputFiles: [spec.url] + (configuration.map { [$0] } ?? []),
                outputFiles: [output]
            )
        }
    }
}
