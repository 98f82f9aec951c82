import LaunchRouting
import LaunchRoutingTesting

/// What a target asks of the build plugin, in a `launch-route-plugin.json` beside its spec, which
/// the plugin hands to `generate --plugin-configuration`.
///
/// The tool reads it rather than the plugin, so that an edit to it reruns generation (SwiftPM
/// keeps a build plugin's commands while the target's list of files is the same), and so that its
/// mistakes are reported as the spec's are: at their line and column.
///
/// ```json
/// {"lint": true}
/// ```
struct PluginConfiguration: Hashable, Sendable {
    /// The option that names the file.
    static let option = CommandSpec.Option(
        name: "--plugin-configuration", value: "file",
        help: "The build plugin's launch-route-plugin.json: {\"lint\": true} lints as --lint does.",
        example: "launch-route-plugin.json")

    /// Whether the spec is linted before it is generated.
    var lint = false

    /// The configuration in the file at `path`.
    ///
    /// - Throws: ``ToolError`` (65) at the file, line and column of a mistake: not an object, a key
    ///   other than `lint`, or a `lint` that is not `true` or `false`.
    init(path: String, context: ToolContext) throws(ToolError) {
        let bytes: [UInt8]
        do {
            bytes = try context.readFile(path, FileBounds.spec)
        } catch {
            throw ToolError(.dataError, "cannot read the plugin configuration \"\(path)\": \(error.reason)")
        }
        func failure(_ message: String, at fieldPath: String) -> ToolError {
            let (line, column) = JSONFieldLocator.position(of: fieldPath, in: bytes)
            return ToolError(
                .dataError, "the plugin configuration \"\(path)\" \(message)",
                hint: #"the file holds {"lint": true} or {"lint": false}"#,
                location: "\(path):\(line):\(column)")
        }
        let document: JSONValue
        do {
            document = try JSONValue(parsing: bytes)
        } catch {
            throw failure("is not valid JSON: \(error)", at: "")
        }
        guard case .object(let members) = document else { throw failure("is not a JSON object", at: "") }
        for (key, value) in members {
            guard key == "lint" else { throw failure("has an unknown key \"\(key)\"", at: key) }
            guard let lint = value.boolValue else { throw failure("has a \"lint\" that is not true or false", at: key) }
            self.lint = lint
        }
    }
}
