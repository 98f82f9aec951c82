@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint

/// `launch-route aasa`: the apple-app-site-association file that opens in the app exactly the
/// universal links a table routes on one of its domains; a thin call into ``AASAGenerator``.
enum AASACommand: Subcommand {
    static let appIDOption = CommandSpec.Option(
        name: "--app-id", value: "id", help: "The app's TEAMID.bundle.id; repeat it for several apps (required).",
        example: "ABCDE12345.com.example.shop", isRepeatable: true)
    static let domainOption = CommandSpec.Option(
        name: "--domain", value: "host",
        help:
            "The domain the file is served on, as the table lists it: shop.example.com, or\n*.shop.example.com for its subdomains (default: the table's first).",
        example: "shop.example.com")

    static let spec = CommandSpec(
        name: "aasa",
        abstract: "Generate the apple-app-site-association components of a table's universal links.",
        discussion: """
            The file opens in the apps exactly the paths the table routes on the domain: an ordered
            list of components, first match wins (docs/lint.md, "launch-route aasa"). It is written
            as the file to serve, indented; with --json, on one line. When the table's domains
            take different routes, each needs its own file: a warning on standard error says so.
            `\(LaunchRouteTool.name) lint --aasa FILE` checks a file against the table.
            """,
        options: [LoadedTable.option, appIDOption, domainOption],
        examples: [
            ("--app-id ABCDE12345.com.example.shop > apple-app-site-association", "the built-in example table's file"),
            (
                "--table routes.json --app-id ABCDE12345.com.example.shop --app-id ABCDE12345.com.example.shop.beta",
                "one file for an app and its beta"
            ),
            (
                "--table routes.json --app-id ABCDE12345.com.example.shop --domain '*.shop.example.com'",
                "the file the subdomains serve"
            ),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        let tool = LaunchRouteTool.name
        let appIDs = arguments.values[appIDOption.name] ?? []
        guard !appIDs.isEmpty else {
            throw .usage(
                "aasa needs at least one --app-id",
                hint: "for example: \(tool) aasa --app-id ABCDE12345.com.example.shop")
        }
        for appID in appIDs where !isAppID(appID) {
            throw .usage(
                "--app-id takes TEAMID.bundle.id, not \"\(appID)\"",
                hint: "the ten-character team ID, a dot, then the bundle ID, as ABCDE12345.com.example.shop")
        }
        let domain = arguments.value(domainOption.name)
        let loaded = try LoadedTable.load(arguments, context: context)
        let domains = loaded.table.domains
        guard !domains.isEmpty else {
            throw ToolError(
                .dataError,
                "\(loaded.path.map { "the table \"\($0)\"" } ?? "the built-in example table") has no domains, so it has no universal links to write an apple-app-site-association file for",
                hint: "list the domains the app's universal links use in the spec's \"domains\" (docs/route-spec.md)")
        }

        let file: JSONValue
        do {
            file = try AASAGenerator.file(for: loaded.table, appIDs: appIDs, domain: domain)
        } catch {
            throw .usage("--domain: \(error)", hint: "leave out --domain for the table's first domain, \(domains[0])")
        }
        if domain == nil,
            let other = domains.dropFirst().first(where: {
                (try? AASAGenerator.file(for: loaded.table, appIDs: appIDs, domain: $0)) != file
            })
        {
            output.warning(
                "this file is for \(domains[0]); the table routes other paths on \(other), which needs its own file",
                hint: "give --domain for each domain: \(domains.joined(separator: ", "))")
        }
        let compact = file.serialized()
        let written = arguments.isJSON ? compact : file.serialized(pretty: true)
        output.line(written)
        let size = SizeReport(written: written.utf8.count, compact: arguments.isJSON ? nil : compact.utf8.count)
        if size.isTooLarge {
            output.warning(size.message, hint: size.hint)
        } else {
            output.note(size.message)
        }
        return .success
    }

    /// Whether `text` looks like `TEAMID.bundle.id`: a team ID of ten upper-case letters and
    /// digits, a dot, then a bundle ID of ASCII letters, digits, `-` and `.`.
    static func isAppID(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 11, scalars[10] == "." else { return false }
        let digits: ClosedRange<Unicode.Scalar> = "0"..."9"
        let upper: ClosedRange<Unicode.Scalar> = "A"..."Z"
        let lower: ClosedRange<Unicode.Scalar> = "a"..."z"
        return scalars[..<10].allSatisfy { upper.contains($0) || digits.contains($0) }
            && scalars[11...].allSatisfy {
                upper.contains($0) || lower.contains($0) || digits.contains($0) || $0 == "-" || $0 == "."
            }
    }

    /// What `aasa` says of the size of the file it wrote: a note, or a warning when Apple would
    /// not read all of it (128 KB). `compact` is the size on one line, when the file was written
    /// pretty-printed; that is the size lint holds to the limit.
    struct SizeReport: Equatable {
        var written: Int
        var compact: Int?

        var isTooLarge: Bool { written > AASAFile.maximumByteCount }

        var message: String {
            let size = "\(written) bytes" + (compact.map { ", \($0) on one line with --json" } ?? "")
            return "the file is \(size); Apple reads at most \(AASAFile.maximumByteCount) (128 KB)"
                + (isTooLarge ? ", so it may open nothing in the app" : "")
        }

        var hint: String? {
            guard isTooLarge else { return nil }
            if let compact, compact <= AASAFile.maximumByteCount { return "write it with --json and serve that" }
            return "route fewer paths on this domain: the file for it cannot be made smaller"
        }
    }
}
