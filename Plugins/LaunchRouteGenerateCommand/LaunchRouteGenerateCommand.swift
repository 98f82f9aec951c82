import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory launch-route-generate`: writes each spec's
/// Swift beside it, for a team that commits the generated code instead of using the build plugin.
///
/// ```
/// swift package --allow-writing-to-package-directory launch-route-generate
/// # wrote Sources/ShopCore/AppRoute.swift from Sources/ShopCore/routes.json
/// swift package --allow-writing-to-package-directory launch-route-generate swift --target ShopCore --lint
/// ```
///
/// It is a plugin of its own because SwiftPM asks for a plugin's write permission before every
/// run of it: were `generate` a subcommand of `launch-route`, `check` would need the permission
/// too. It takes `generate`'s options but the spec, which the targets give; a target that lists
/// the build plugin must not also hold the written file, or the enum is declared twice.
@main
struct LaunchRouteGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.perform(arguments, in: CommandContext(context))
    }

    static func perform(_ arguments: [String], in context: CommandContext) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        var options = extractor.remainingArguments
        if options.first == "swift" { options.removeFirst() }
        var index = options.startIndex
        while index < options.endIndex {
            let option = options[index]
            if option == "--type" {
                index += 2
                continue
            }
            if option.hasPrefix("-"), !option.hasPrefix("--table"), !option.hasPrefix("--output") {
                index += 1
                continue
            }
            throw PluginFailure(
                "launch-route-generate takes its specs from the targets and writes each beside its spec, so not \"\(option)\"; choose the specs with --target"
            )
        }
        let selection = try SpecSelection(targets: context.targets, named: names)
        if selection.specs.isEmpty { _ = try selection.only(in: context.directory) }
        for spec in selection.specs {
            let output = spec.url.deletingLastPathComponent().appending(path: "\(spec.typeName).swift")
            let written = RouteSpecFile.path(of: output, from: context.directory)
            let typeGiven = options.contains { $0 == "--type" || $0.hasPrefix("--type=") }
            let status = try context.runTool(
                ["generate", "swift", spec.path(from: context.directory)]
                    + (typeGiven ? [] : ["--type", spec.typeName])
                    + ["--output", written] + options)
            if status != 0 { exit(status) }
            print("wrote \(written) from \(spec.path(from: context.directory))")
        }
    }
}
