/// `launch-route lint`: overlapping and shadowed routes, and gaps between the table, the AASA
/// file and the Info.plist.
///
/// A frame until the lint library lands: it takes its options and loads the table, so usage
/// errors and a broken table exit as they will, then says it is not available (69).
enum LintCommand: Subcommand {
    static let spec = CommandSpec(
        name: "lint",
        abstract: "Find overlapping and shadowed routes, and gaps against an AASA file and an Info.plist.",
        discussion: """
            Exit 1 when a finding is an error. Not available in this build yet: it arrives with the
            LaunchRoutingLint library.
            """,
        options: [
            LoadedTable.option,
            .init(name: "--aasa", value: "file", help: "The apple-app-site-association file served on the table's domains.", example: "apple-app-site-association"),
            .init(name: "--info-plist", value: "file", help: "The app's Info.plist, to check URL schemes, activity types and quick actions.", example: "Info.plist"),
        ],
        examples: [
            ("--table routes.json --aasa apple-app-site-association --info-plist Info.plist", "a table against the files that must agree with it")
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError) -> ExitCode {
        _ = try LoadedTable.load(arguments, context: context)
        throw ToolError(.unavailable, "lint is not available in this build yet", hint: "`\(LaunchRouteTool.name) check` runs the table's properties meanwhile")
    }
}
