/// What one run of `launch-route` produced: its standard output, its standard error (without
/// progress lines, which go to the terminal as they happen) and its exit code.
package struct ToolResult: Hashable, Sendable {
    package var standardOutput: String
    package var standardError: String
    package var exitCode: ExitCode

    package init(standardOutput: String = "", standardError: String = "", exitCode: ExitCode = .success) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }
}
