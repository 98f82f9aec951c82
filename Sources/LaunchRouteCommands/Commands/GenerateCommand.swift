@_spi(Fuzzing) import LaunchRouting

/// `launch-route generate swift`: a route spec as Swift (the route enum, its table and its
/// router), for a team that starts from the spec; a thin call into ``SwiftGenerator``.
enum GenerateCommand: Subcommand {
    static let typeOption = CommandSpec.Option(
        name: "--type", value: "name", help: "The route enum's name (default: AppRoute).", example: "ShopRoute")

    static let spec = CommandSpec(
        name: "generate",
        abstract: "Write a route spec as Swift: the route enum, its table and its router.",
        discussion: """
            One case per route, its parameters as associated values (the path's in order, then the
            query's by name), each route bound to its case with no closure, and the rules in the
            router (docs/route-spec.md, "Starting from the spec"). The spec is the argument, or
            --table, or the built-in example table. RouteSpec(Type.router()) gives the spec back.
            """,
        arguments: [
            .init(name: "language", help: "What to write: swift."),
            .init(name: "spec", help: "The JSON route spec; the same as --table.", isRequired: false),
        ],
        options: [LoadedTable.option, typeOption],
        examples: [
            ("swift routes.json > Sources/AppCore/AppRoute.swift", "the app's routes as Swift"),
            ("swift routes.json --type ShopRoute", "with the enum named ShopRoute"),
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
        do {
            output.standardOutput += try SwiftGenerator(spec: loaded.spec, typeName: typeName, command: command)
                .source()
        } catch {
            throw ToolError(.dataError, "the spec does not generate: \(error)", hint: nil)
        }
        return .success
    }
}
