import Foundation
import PackagePlugin

/// `swift package launch-route <subcommand> ...`: the tool, built from source, run on the
/// package's spec with the tool's own arguments, without installing it.
///
/// ```
/// swift package launch-route check
/// swift package launch-route lint --aasa apple-app-site-association --info-plist Info.plist
/// swift package launch-route check --target ShopCore      # when several targets hold specs
/// ```
///
/// A subcommand that works on a table gets `--table` with the spec the targets hold, unless it
/// is given one. This plugin never writes into the package, so SwiftPM asks for no permission:
/// `generate` prints the Swift, and `launch-route-generate` writes it (``LaunchRouteGenerateCommand``).
@main
struct LaunchRouteCommand: CommandPlugin {
    /// The subcommands that take `--table`.
    static let tableSubcommands = ["check", "resolve", "fuzz", "lint", "aasa", "generate"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.perform(arguments, in: CommandContext(context))
    }

    static func perform(_ arguments: [String], in context: CommandContext) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let arguments = try toolArguments(
            extractor.remainingArguments, selection: SpecSelection(targets: context.targets, named: names),
            directory: context.directory)
        let status = try context.runTool(arguments)
        if status != 0 { exit(status) }
    }

    /// `arguments` with the spec added where the subcommand takes one and none is given.
    static func toolArguments(_ arguments: [String], selection: SpecSelection, directory: URL) throws -> [String] {
        guard let subcommand = arguments.first, tableSubcommands.contains(subcommand) else { return arguments }
        if subcommand == "generate", arguments.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") }) {
            throw PluginFailure(
                "swift package launch-route generate prints the Swift; to write it into the package, run swift package --allow-writing-to-package-directory launch-route-generate"
            )
        }
        let namesSpec = arguments.contains { $0 == "--table" || $0.hasPrefix("--table=") }
        let namesGeneratedSpec =
            subcommand == "generate" && arguments.dropFirst(2).first.map { !$0.hasPrefix("-") } == true
        guard !namesSpec, !namesGeneratedSpec else { return arguments }
        let spec = try selection.only(in: directory)
        var result = arguments + ["--table", spec.path(from: directory)]
        if subcommand == "generate", !arguments.contains(where: { $0 == "--type" || $0.hasPrefix("--type=") }) {
            result += ["--type", spec.typeName]
        }
        return result
    }
}
