@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint
import LaunchRoutingTesting

/// `launch-route lint`: overlapping and shadowed routes, and gaps between the table, the AASA
/// file and the Info.plist; a thin call into ``TableLint`` and ``LintReport`` (docs/lint.md).
enum LintCommand: Subcommand {
    static let aasaOption = CommandSpec.Option(
        name: "--aasa", value: "file", help: "The apple-app-site-association file served on the table's domains.",
        example: "apple-app-site-association")
    static let infoPlistOption = CommandSpec.Option(
        name: "--info-plist", value: "file",
        help: "The app's Info.plist (XML), to check URL schemes, activity types and quick actions.",
        example: "Info.plist")
    static let appIDOption = CommandSpec.Option(
        name: "--app-id", value: "id",
        help:
            "The app's TEAMID.bundle.id in the AASA file (default: the one that ends in the\nInfo.plist's CFBundleIdentifier, else the file's first).",
        example: "ABCDE12345.com.example.shop")
    static let allOption = CommandSpec.Option(
        name: "--all",
        help:
            "Give every finding in full; without it, the first \(LintReport.shownPerGroup) of one kind about one route (or\nabout the files) are given, and the rest counted."
    )

    static let spec = CommandSpec(
        name: "lint",
        abstract: "Find overlapping and shadowed routes, and gaps against an AASA file and an Info.plist.",
        discussion: """
            Each finding is an error, a warning or a note, with a witness: an input that shows it,
            which lint has resolved (docs/lint.md lists every kind). The table is always checked,
            and its generated AASA file is matched back against it; --aasa and --info-plist add
            their cross-checks, with the spec's activity and shortcut rules. With --json, the
            report is one object: {"findings": [{"severity", "kind", "message", "routes",
            "witness", "location"}], "omitted": [{"severity", "kind", "route", "count"}], "errors",
            "warnings", "notes"}. Of one kind of finding about one route, or about the files, the
            first \(LintReport.shownPerGroup) are given and the rest counted, unless --all; the counts are of every
            finding. An AASA file past the 128 KB Apple reads is not read: it gets aasaTooLarge
            alone (docs/bounds.md has each file's bound). Exit 1 when a finding is an
            error, 0 otherwise; 65 when a file does not load or is past its bound. A progress line goes to standard
            error when it is a terminal, without --json.
            """,
        options: [LoadedTable.option, aasaOption, infoPlistOption, appIDOption, allOption],
        examples: [
            ("", "the built-in example table"),
            (
                "--table routes.json --aasa apple-app-site-association --info-plist Info.plist",
                "a table against the files that must agree with it"
            ),
            ("--table routes.json --json", "the findings as JSON"),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        let tool = LaunchRouteTool.name
        let appID = arguments.value(appIDOption.name)
        if appID != nil, arguments.value(aasaOption.name) == nil {
            throw .usage(
                "--app-id applies to the --aasa file, and none is given",
                hint: "for example: \(tool) lint --aasa apple-app-site-association --app-id ABCDE12345.com.example.shop"
            )
        }
        let loaded = try LoadedTable.load(arguments, context: context)
        let aasa = try arguments.value(aasaOption.name).map { (path) throws(ToolError) in
            try readAASA(path, context: context)
        }
        let infoPlist = try arguments.value(infoPlistOption.name).map { (path) throws(ToolError) in
            try readInfoPlist(path, context: context)
        }

        let report = LintReport(
            findings: findings(
                loaded, aasa: aasa?.file, appID: appID, aasaByteCount: aasa?.byteCount, infoPlist: infoPlist,
                context: context),
            showsAll: arguments.has(allOption.name))
        context.progress?.clear()
        if arguments.isJSON {
            output.line(report.jsonValue.serialized())
        } else {
            output.standardOutput += styled(report.text, style: output.style)
        }
        return report.hasErrors ? .failure : .success
    }

    /// What lint finds on the table and the spec's rules, and on the files given.
    static func findings(
        _ loaded: LoadedTable, aasa: AASAFile? = nil, appID: String? = nil, aasaByteCount: Int? = nil,
        infoPlist: InfoPlist? = nil, context: ToolContext
    ) -> [LintFinding] {
        TableLint.findings(
            table: loaded.table, aasa: aasa, appID: appID, aasaByteCount: aasaByteCount, infoPlist: infoPlist,
            activities: loaded.spec.rules.activities, shortcuts: loaded.spec.rules.shortcuts,
            webpageActivityTypes: loaded.spec.rules.webpageActivityTypes
        ) { part in context.progress?.update("lint: \(part)") }
    }

    /// The AASA file at `path` and its size in bytes, or an error (65) that names the file and the
    /// line and column, or the member, at fault. A file past the 128 KB Apple reads is not read:
    /// only its size, which lint reports as `aasaTooLarge`.
    private static func readAASA(_ path: String, context: ToolContext) throws(ToolError) -> (
        file: AASAFile?, byteCount: Int
    ) {
        let bytes: [UInt8]
        do {
            bytes = try context.readFile(path, AASAFile.maximumByteCount)
        } catch {
            guard let size = error.size else { throw unreadable(error, what: "the AASA file") }
            return (nil, size)
        }
        let json: JSONValue
        do {
            json = try JSONValue(parsing: bytes)
        } catch {
            throw ToolError(
                .dataError, "the AASA file \"\(path)\" does not load: \(error)",
                hint: "the file must be one JSON object; the position is the line and the column in bytes")
        }
        do {
            return (try AASAFile(json: json), bytes.count)
        } catch {
            throw ToolError(
                .dataError, "the AASA file \"\(path)\" does not load: \(error)",
                hint: "fix the member named in the message; docs/lint.md says how AASA files are read")
        }
    }

    /// The Info.plist at `path`, or an error (65) that names the file, the line and the column.
    static func readInfoPlist(_ path: String, context: ToolContext) throws(ToolError) -> InfoPlist {
        let bytes = try read(path, what: "the Info.plist", bound: FileBounds.propertyList, context: context)
        do {
            return try InfoPlist(parsing: bytes)
        } catch {
            throw ToolError(
                .dataError, "the Info.plist \"\(path)\" does not load: \(error)",
                hint:
                    "lint reads XML property lists (plutil -convert xml1 converts others); the position is the line and the column in bytes"
            )
        }
    }

    static func read(_ path: String, what: String, bound: Int, context: ToolContext) throws(ToolError) -> [UInt8] {
        do {
            return try context.readFile(path, bound)
        } catch {
            throw unreadable(error, what: what)
        }
    }

    /// The error (65) of a file that cannot be read, or is past its bound.
    private static func unreadable(_ error: FileError, what: String) -> ToolError {
        ToolError(
            .dataError, "cannot read \(what) \"\(error.path)\": \(error.reason)",
            hint: error.size == nil ? "check the path" : "check that it is the file meant")
    }

    /// The report's text, with each finding's `severity[kind]` in colour when the style has it.
    static func styled(_ text: String, style: Style) -> String {
        guard style.isEnabled else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for severity in LintFinding.Severity.allCases where line.hasPrefix("\(severity.rawValue)[") {
                guard let end = line.firstIndex(of: "]") else { break }
                let tag = String(line[...end])
                let painted: String
                switch severity {
                case .error: painted = style.boldRed(tag)
                case .warning: painted = style.yellow(tag)
                case .note: painted = style.dim(tag)
                }
                return painted + line[line.index(after: end)...]
            }
            return String(line)
        }
        return lines.joined(separator: "\n")
    }
}
