/// One subcommand of `launch-route`: its options, and what it does with them.
protocol Subcommand {
    /// The options, the arguments and the text of `--help`.
    static var spec: CommandSpec { get }

    /// Runs the subcommand on parsed arguments, writing to `output`.
    ///
    /// - Returns: the exit code: success, or ``ExitCode/failure`` when a check failed.
    /// - Throws: ``ToolError`` for a usage error, a table that does not load, or any other
    ///   failure that ends the run with an `error:` line.
    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
}

/// What a subcommand writes: standard output and standard error, collected, with the styles
/// each stream takes.
struct CommandOutput: Sendable {
    var standardOutput = ""
    var standardError = ""
    /// Colour for standard output.
    var style: Style
    /// Colour for standard error.
    var errorStyle: Style

    /// Writes a line to standard output.
    mutating func line(_ text: String = "") {
        standardOutput += text + "\n"
    }

    /// Writes a warning and its hint to standard error.
    mutating func warning(_ message: String, hint: String? = nil) {
        standardError += errorStyle.yellow("warning:") + " " + message + "\n"
        if let hint { standardError += errorStyle.dim("hint:") + " " + hint + "\n" }
    }

    /// Writes a note to standard error: what the run did, beside its result.
    mutating func note(_ message: String) {
        standardError += errorStyle.dim("note:") + " " + message + "\n"
    }

    /// Writes an error and its hint to standard error.
    mutating func error(_ error: ToolError) {
        let location = error.location.map { errorStyle.bold($0 + ":") + " " } ?? ""
        standardError += location + errorStyle.boldRed("error:") + " " + error.message + "\n"
        if let hint = error.hint { standardError += errorStyle.dim("hint:") + " " + hint + "\n" }
    }
}
