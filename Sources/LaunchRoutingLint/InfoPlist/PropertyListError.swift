/// Why an XML property list could not be read, and where.
///
/// ```swift
/// do {
///     _ = try XMLPropertyList.parse("<plist><dict><key>a</key></dict></plist>")
/// } catch {
///     error.description  // line 1, column 26: the key "a" has no value before </dict>
/// }
/// ```
public struct PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int

    /// An error described by `message`, at `line` and `column` of the file.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
