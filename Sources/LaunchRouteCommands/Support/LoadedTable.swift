@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// The table a subcommand works on: the JSON route spec given with `--table`, or the built-in
/// example table; loaded, built, and with its router.
struct LoadedTable: Sendable {
    /// The spec as loaded.
    var spec: RouteSpec
    /// The table of its routes.
    var table: RouteTable<RouteMatch>
    /// Its router: the table and the rules.
    var router: Router<RouteMatch>
    /// The file given with `--table`, or `nil` for the built-in table.
    var path: String?
    /// The file's bytes, to find a field's line in; empty for the built-in table.
    var bytes: [UInt8] = []

    /// The option every subcommand that works on a table takes.
    static let option = CommandSpec.Option(
        name: "--table", value: "file",
        help: "The JSON route spec (docs/route-spec.md); default: the built-in example table.",
        example: "routes.json")

    /// How a summary names the table: `the built-in example table` or `routes.json`.
    var label: String { path ?? "the built-in example table" }

    /// Loads the table named by `--table`, or the built-in one.
    ///
    /// - Throws: ``ToolError`` with exit code 65 when the file cannot be read, is not a spec, or
    ///   its table or rules do not build; the message names the field path, and the error's
    ///   location the file, line and column where that field is written.
    static func load(_ arguments: ParsedArguments, context: ToolContext) throws(ToolError) -> LoadedTable {
        guard let path = arguments.value(option.name) else {
            return try build(ExampleRoutes.spec, path: nil, bytes: [])
        }
        let bytes: [UInt8]
        do {
            bytes = try context.readFile(path, FileBounds.spec)
        } catch {
            throw ToolError(
                .dataError, "cannot read the table \"\(path)\": \(error.reason)",
                hint: "check the path; without --table, the built-in example table is used")
        }
        let spec: RouteSpec
        do {
            spec = try RouteSpec(jsonBytes: bytes)
        } catch {
            throw failure(error, path: path, bytes: bytes, verb: "does not load")
        }
        return try build(spec, path: path, bytes: bytes)
    }

    /// Where each of `fieldPaths` is written in the file, as `routes.json:7:9`, from one parse;
    /// `nil` for the built-in table.
    func locations(of fieldPaths: [String]) -> [String]? {
        path.map { path in Self.locations(of: fieldPaths, in: bytes, path: path) }
    }

    private static func locations(of fieldPaths: [String], in bytes: [UInt8], path: String) -> [String] {
        JSONFieldLocator.positions(of: fieldPaths, in: bytes).map { "\(path):\($0.line):\($0.column)" }
    }

    private static func build(_ spec: RouteSpec, path: String?, bytes: [UInt8]) throws(ToolError) -> LoadedTable {
        do {
            // The router builds the table: built once, as an app builds it.
            let router = try spec.router()
            return LoadedTable(spec: spec, table: router.table, router: router, path: path, bytes: bytes)
        } catch {
            throw failure(error, path: path, bytes: bytes, verb: "does not build")
        }
    }

    private static func failure(_ error: RouteSpecError, path: String?, bytes: [UInt8], verb: String) -> ToolError {
        let name = path.map { "the table \"\($0)\"" } ?? "the built-in example table"
        let hint: String
        switch error.code {
        case .invalidJSON: hint = "the spec must be one JSON object; the position is the line and the column in bytes"
        case .invalidTable:
            hint = "fix the field named in the message; docs/patterns.md describes patterns and query declarations"
        case .invalidRules:
            hint = "fix the rule named in the message; every rule names a route of the table and maps its parameters"
        default: hint = "fix the field named in the message; docs/route-spec.md describes every field"
        }
        return ToolError(
            .dataError, "\(name) \(verb): \(error)", hint: hint,
            location: path.map { path in locations(of: [error.path], in: bytes, path: path)[0] })
    }
}
