/// Why an apple-app-site-association file could not be read, and where.
///
/// JSON syntax errors give the line and column; errors in the file's structure give the path of
/// the member at fault.
///
/// ```swift
/// do {
///     _ = try AASAFile(parsing: #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"exclude": "yes"}]}]}}"#)
/// } catch {
///     error.message  // applinks.details[0].components[0].exclude: expected a boolean, found a string
/// }
/// ```
public struct AASAError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line: where, then what was wrong.
    public var message: String

    /// An error described by `message`.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }

    /// An error at the member `path`: `applinks.details[0]: ...`.
    static func at(_ path: String, _ problem: String) -> AASAError {
        AASAError(message: "\(path): \(problem)")
    }
}
