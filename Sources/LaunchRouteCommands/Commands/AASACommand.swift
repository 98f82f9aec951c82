/// `launch-route aasa`: the apple-app-site-association components that send a table's universal
/// links to the app.
///
/// A frame until the lint library's generator lands: it takes its options and loads the table,
/// then says it is not available (69).
enum AASACommand: Subcommand {
    static let spec = CommandSpec(
        name: "aasa",
        abstract: "Generate the apple-app-site-association components of a table's universal links.",
        discussion: """
            Not available in this build yet: it arrives with the LaunchRoutingLint library.
            """,
        options: [
            LoadedTable.option,
            .init(name: "--app-id", value: "id", help: "The app's TEAMID.bundle.id; repeat it for several apps.", example: "ABCDE12345.com.example.shop", isRepeatable: true),
        ],
        examples: [
            ("--table routes.json --app-id ABCDE12345.com.example.shop", "the components for one app")
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError) -> ExitCode {
        _ = try LoadedTable.load(arguments, context: context)
        throw ToolError(.unavailable, "aasa is not available in this build yet", hint: "the components will be generated from the table's routes and domains")
    }
}
