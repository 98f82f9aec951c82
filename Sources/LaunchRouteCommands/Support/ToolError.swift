/// A failure that ends a subcommand: the exit code, and the `error:` and `hint:` lines that
/// standard error gets.
///
/// ```
/// error: unknown option "--sed" for check
/// hint: did you mean "--seed"? See `launch-route check --help`.
/// ```
struct ToolError: Error, Hashable, Sendable {
    var exitCode: ExitCode
    /// What went wrong, quoting the offending token.
    var message: String
    /// What to do about it.
    var hint: String?

    init(_ exitCode: ExitCode, _ message: String, hint: String? = nil) {
        self.exitCode = exitCode
        self.message = message
        self.hint = hint
    }

    /// A usage error (64).
    static func usage(_ message: String, hint: String? = nil) -> ToolError {
        ToolError(.usage, message, hint: hint)
    }
}
