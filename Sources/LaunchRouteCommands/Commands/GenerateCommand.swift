@_spi(Fuzzing) import LaunchRouting
import LaunchRoutingLint

/// `launch-route generate swift`: a route spec as Swift (the route enum, its table and its
/// router), for a team that starts from the spec; a thin call into ``SwiftGenerator``.
enum GenerateCommand: Subcommand {
    static let typeOption = CommandSpec.Option(
        name: "--type", value: "name", help: "The route enum's name (default: AppRoute).", example: "ShopRoute")

    static let outputOption = CommandSpec.Option(
        name: "--output", value: "file",
        help: "Write the Swift to this file, only when the spec generates, in place of standard output.",
        example: "AppRoute.swift")
    static let lintOption = CommandSpec.Option(
        name: "--lint",
        help:
            "Lint the spec first: its warnings and errors go to standard error at their lines, and\nan error means nothing is written (exit 1)."
    )

    static let spec = CommandSpec(
        name: "generate",
        abstract: "Write a route spec as Swift: the route enum, its table and its router.",
        discussion: """
            One case per route, its parameters as associated values (the path's in order, then the
            query's by name), each route bound to its case with no closure, and the rules in the
            router (docs/route-spec.md, "Starting from the spec"). The spec is the argument, or
            --table, or the built-in example table. RouteSpec(Type.router()) gives the spec back.
            An error in the spec starts with its file, line and column, as a compiler's does; the
            build plugin runs this subcommand with --output and, when the target has one, its
            --plugin-configuration (docs/route-spec.md, "The build plugin"). Exit 1 when --lint
            finds an error, 73 when --output cannot be written.
            """,
        arguments: [
            .init(name: "language", help: "What to write: swift."),
            .init(name: "spec", help: "The JSON route spec; the same as --table.", isRequired: false),
        ],
        options: [LoadedTable.option, typeOption, outputOption, lintOption, PluginConfiguration.option],
        examples: [
            ("swift routes.json > Sources/AppCore/AppRoute.swift", "the app's routes as Swift"),
            ("swift routes.json --type ShopRoute", "with the enum named ShopRoute"),
            ("swift routes.json --output AppRoute.swift --lint", "as the build plugin runs it"),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        let tool = LaunchRouteTool.name
        guard let language = arguments.positionals.first else {
            throw .usage("generate needs what to write: swift", hint: "for example: \(tool) generate swift routes.json")
        }
        guard language == "swift" else {
            let hint = DidYouMean.hint(for: language, among: ["swift"])
            throw .usage("generate writes swift, not \"\(language)\"\(hint)", hint: "see `\(tool) generate --help`")
        }
        guard arguments.positionals.count <= 2 else {
            throw .usage(
                "generate takes one spec, not \(arguments.positionals.count - 1)", hint: "see `\(tool) generate --help`"
            )
        }
        guard !arguments.isJSON else {
            throw .usage("generate writes Swift source, which has no JSON form", hint: "leave out --json")
        }
        let typeName = arguments.value(typeOption.name) ?? "AppRoute"
        guard SwiftGenerator.isIdentifier(typeName), !SwiftGenerator.keywords.contains(typeName) else {
            throw .usage(
                "--type takes a Swift type name, not \"\(typeName)\"", hint: "a letter or _, then letters, digits or _")
        }
        var arguments = arguments
        if let path = arguments.positionals.dropFirst().first {
            arguments.values[LoadedTable.option.name] = [path]
        }
        let loaded = try LoadedTable.load(arguments, context: context)
        let command =
            "\(tool) generate swift" + (loaded.path.map { " \($0)" } ?? "")
            + (typeName == "AppRoute" ? "" : " --type \(typeName)")
        let configuration = try arguments.value(PluginConfiguration.option.name).map { (path) throws(ToolError) in
            try PluginConfiguration(path: path, context: context)
        }
        if arguments.has(lintOption.name) || configuration?.lint == true {
            let findings = LintCommand.findings(loaded, context: context).filter { $0.severity >= .warning }
            context.progress?.clear()
            output.standardError += diagnostics(findings, in: loaded, style: output.errorStyle)
            if findings.contains(where: { $0.severity == .error }) { return .failure }
        }
        let source: String
        do {
            source = try SwiftGenerator(spec: loaded.spec, typeName: typeName, command: command).source()
        } catch {
            throw ToolError(.dataError, "the spec does not generate: \(error)", hint: nil)
        }
        guard let path = arguments.value(outputOption.name) else {
            output.standardOutput += source
            return .success
        }
        do {
            try context.writeFile(path, Array(source.utf8))
        } catch {
            throw ToolError(
                .cannotCreate, "cannot write \"\(path)\": \(error.reason)",
                hint: "check that its folder exists and can be written")
        }
        return .success
    }

    /// Lint findings as a compiler's diagnostics, each at the first route it names, all located
    /// in one parse: `routes.json:9:7: error: route "any" can never win: ... [shadowedRoute]`.
    private static func diagnostics(_ findings: [LintFinding], in loaded: LoadedTable, style: Style)
        -> String
    {
        let fieldPaths = findings.map { finding in
            let index = finding.routes.first.flatMap { name in loaded.spec.routes.firstIndex { $0.name == name } }
            return index.map { "routes[\($0)].name" } ?? ""
        }
        let locations = loaded.locations(of: fieldPaths)
        return zip(findings.indices, findings).map { index, finding in
            let location = locations.map { style.bold($0[index] + ":") + " " } ?? ""
            let severity = finding.severity == .error ? style.boldRed("error:") : style.yellow("warning:")
            return location + severity + " \(finding.message) [\(finding.kind)]\n"
        }.joined()
    }
}
