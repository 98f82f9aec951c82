/// How `launch-route` exits, after sysexits(3).
///
/// | code | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | a property or an example failed (`check`), or lint found an error |
/// | 64 | usage: an unknown option, a missing or malformed value, a bad input form |
/// | 65 | the table does not load or build: the message names the field path; or lint's AASA file or Info.plist does not load |
/// | 69 | the subcommand is not available in this build |
/// | 73 | `generate --output` cannot write its file |
/// | 70 | an internal error: a bug in the tool |
package struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    package var rawValue: Int32

    package init(rawValue: Int32) { self.rawValue = rawValue }

    package var description: String { String(rawValue) }

    /// 0: everything ran and passed.
    package static let success = ExitCode(rawValue: 0)
    /// 1: a property or an example failed, or lint found an error.
    package static let failure = ExitCode(rawValue: 1)
    /// 64, `EX_USAGE`: the command line is wrong.
    package static let usage = ExitCode(rawValue: 64)
    /// 65, `EX_DATAERR`: the table, or an AASA file or Info.plist given to lint, does not load.
    package static let dataError = ExitCode(rawValue: 65)
    /// 69, `EX_UNAVAILABLE`: the subcommand is not available in this build.
    package static let unavailable = ExitCode(rawValue: 69)
    /// 73, `EX_CANTCREAT`: an output file cannot be written.
    package static let cannotCreate = ExitCode(rawValue: 73)
    /// 70, `EX_SOFTWARE`: a bug in the tool.
    package static let internalError = ExitCode(rawValue: 70)
}
