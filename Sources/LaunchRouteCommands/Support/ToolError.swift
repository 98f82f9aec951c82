/// A failure that ends a subcommand: the exit code, and the `error:` and `hint:` lines that
/// standard error gets.
///
/// ```
/// error: unknown option "--sed" for check
/// hint: did you mean "--seed"? See `launch-route check --help`.
/// ```
///
/// An error about a place in a file starts with it, as a compiler's does, so that Xcode and a
/// build plugin's log put it on that line: `routes.json:7:9: error: the table "routes.json" ...`.
struct ToolError: Error, Hashable, Sendable {
    var exitCode: ExitCode
    /// What went wrong, quoting the offending token.
    var message: String
    /// What to do about it.
    var hint: String?
    /// The file, line and column at fault, as `routes.json:7:9`; `nil` when the error is not about
    /// a place in a file.
    var location: String?

    init(_ exitCode: ExitCode, _ message: String, hint: String? = nil, location: String? = nil) {
        self.exitCode = exitCode
        self.message = message
        self.hint = hint
        self.location = location
    }

    /// A usage error (64).
    static func usage(_ message: String, hint: String? = nil) -> ToolError {
        ToolError(.usage, message, hint: hint)
    }
}
