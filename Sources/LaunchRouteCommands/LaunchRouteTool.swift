@_spi(Fuzzing) import LaunchRouting

/// `launch-route`: checks a route table's deep links and shows what launch inputs route to.
///
/// All of the tool's logic lives here, as a function from arguments and a ``ToolContext`` to a
/// ``ToolResult``, so that tests run every subcommand in-process; the executable only writes the
/// result and exits with its code.
///
/// ```swift
/// let result = LaunchRouteTool.run(["resolve", "--json", "shop://product/42"], context: ToolContext())
/// result.standardOutput
/// // {"input":"shop://product/42","path":"cold",...}
/// // {"input":"shop://product/42","path":"warm",...}
/// ```
package enum LaunchRouteTool {
    /// The tool's name, as usage and hints write it.
    package static let name = "launch-route"

    /// The subcommands, in the order `--help` lists them.
    static var subcommands: [any Subcommand.Type] {
        [
            CheckCommand.self, ResolveCommand.self, FuzzCommand.self, LintCommand.self, AASACommand.self,
            InitCommand.self,
            GenerateCommand.self, BenchCommand.self,
        ]
    }

    /// Runs the tool on `arguments` (without the program name).
    package static func run(_ arguments: [String], context: ToolContext) -> ToolResult {
        var output = CommandOutput(style: context.standardOutputStyle, errorStyle: context.standardErrorStyle)
        var context = context
        let code: ExitCode
        do {
            code = try dispatch(arguments, context: &context, output: &output)
        } catch {
            output.error(error)
            code = error.exitCode
        }
        context.progress?.clear()
        return ToolResult(standardOutput: output.standardOutput, standardError: output.standardError, exitCode: code)
    }

    private static func dispatch(_ arguments: [String], context: inout ToolContext, output: inout CommandOutput)
        throws(ToolError) -> ExitCode
    {
        guard let first = arguments.first else {
            throw .usage(
                "missing subcommand", hint: "run `\(name) --help` for the list; the main job is `\(name) check`")
        }
        switch first {
        case "-h", "--help":
            output.standardOutput += usage
            return .success
        case "help":
            guard let topic = arguments.dropFirst().first else {
                output.standardOutput += usage
                return .success
            }
            output.standardOutput += try subcommand(named: topic).spec.usage(tool: name)
            return .success
        default:
            break
        }
        if first.hasPrefix("-") {
            throw .usage(
                "expected a subcommand before \"\(first)\"",
                hint: "for example: \(name) check \(first); run `\(name) --help` for the list")
        }
        let command = try subcommand(named: first)
        let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec, tool: name)
        if parsed.wantsHelp {
            output.standardOutput += command.spec.usage(tool: name)
            return .success
        }
        // JSON is for programs: no progress line, not even its clearing, on a terminal.
        if parsed.isJSON { context.progress = nil }
        return try command.run(parsed, context: context, output: &output)
    }

    private static func subcommand(named text: String) throws(ToolError) -> any Subcommand.Type {
        let commands = subcommands
        for command in commands where command.spec.name == text {
            return command
        }
        let names = commands.map { command in command.spec.name }
        let suggestion = DidYouMean.closest(to: text, among: names)
        let error = ToolError.usage(
            "unknown subcommand \"\(text)\"",
            hint: suggestion.map { "did you mean \"\($0)\"?" } ?? "run `\(name) --help` for the list")
        throw error
    }

    /// The text of `launch-route --help`.
    static var usage: String {
        let rows = subcommands.map { "  " + $0.spec.name.padded(to: 12) + $0.spec.abstract }
        return """
            OVERVIEW: Check a route table's deep links, and see what any launch input routes to, cold and warm.

            USAGE: \(name) <subcommand> [options]

            SUBCOMMANDS:
            \(rows.joined(separator: "\n"))

            Without --table, subcommands use the built-in example table. Every subcommand takes
            --json (one JSON object per line on standard output) and --help.

            EXIT CODES:
              0   success
              1   a property or an example failed (check), or lint found an error
              64  usage: an unknown option, a missing or malformed value
              65  the table does not load or build; the message names the field path
              69  the subcommand is not available in this build yet
              73  generate --output cannot write its file

            See `\(name) <subcommand> --help` for a subcommand's options.

            """
    }
}
