@_spi(Fuzzing) import LaunchRouting
import LaunchRoutingTesting

/// `launch-route resolve`: what each input routes to, on the cold path (in the connection
/// options of a connecting scene) and the warm path (through the runtime callback), each
/// through a ready ``LaunchInbox``, exactly as the app's handler would get it.
enum ResolveCommand: Subcommand {
    static let spec = CommandSpec(
        name: "resolve",
        abstract: "Show what launch inputs route to, on the cold and the warm path.",
        discussion: """
            INPUT FORMS:
              shop://product/42           a URL opened in the app (custom scheme or https)
              web:https://HOST/PATH       a universal link: a browsing-web activity
              activity:TYPE               a user activity of this type, with --user-info and --webpage-url
              shortcut:TYPE               a home-screen quick action, with --user-info
              intent:TYPE                 an App Intent, with --parameters
              share:CONTAINER             an accepted CloudKit share, with --parameters for rootRecordName, zoneName, zoneOwnerName
              notification:[ID]           a notification response (ID "example-notification" when left out), with --user-info, --category, --action
              spotlight:ID                a Spotlight item whose identifier is ID
              url:ANY                     ANY as a URL, even if it starts with one of the prefixes above

            Each input prints two results, cold then warm. With --json, each result is one object
            on its own line: {"input", "path", "channel", "outcome", "route", "params", "via",
            "reason"}, and "handled" for a quick action; "via" lists the routes that forwarded to
            the route, outermost first, each {"route", "params"}. Exit 0 whatever the outcomes.
            """,
        arguments: [.init(name: "input", help: "A launch input, in one of the forms below.", isRepeatable: true)],
        options: [
            LoadedTable.option,
            .init(
                name: "--user-info", value: "json",
                help: "The userInfo of activity:, shortcut: and notification: inputs, a JSON object.",
                example: "'{\"productID\": 42}'"),
            .init(
                name: "--parameters", value: "json",
                help:
                    "The parameters of intent: inputs (an entity is its identifier), or the fields of share: inputs; a JSON object.",
                example: "'{\"target\": \"1234\"}'"),
            .init(
                name: "--webpage-url", value: "url",
                help: "The webpageURL of activity: inputs, for a webpageActivities rule (default: none).",
                example: "https://www.example.com/page"),
            .init(
                name: "--category", value: "id", help: "The category of notification: inputs (default: none).",
                example: "ORDER_SHIPPED"),
            .init(
                name: "--action", value: "id",
                help:
                    "The action of notification: inputs\n(default: com.apple.UNNotificationDefaultActionIdentifier, a tap).",
                example: "TRACK"),
        ],
        examples: [
            ("shop://product/42 web:https://shop.example.com/p/42", "a custom-scheme URL and a universal link"),
            ("--json shortcut:com.example.shop.search --user-info '{\"query\": \"boots\"}'", "a quick action, as JSON"),
            ("intent:OpenOrderIntent --parameters '{\"target\": \"1234\"}'", "an App Intent and its parameters"),
            (
                "activity:com.example.shop.reading --webpage-url https://shop.example.com/p/42",
                "an activity routed by its web page"
            ),
            (
                "notification: --category ORDER_SHIPPED --action TRACK --user-info '{\"orderID\": 1234}'",
                "a notification action"
            ),
            ("--table routes.json 'https://shop.example.com/search?q=a&q=b'", "an app's own table"),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        let tool = LaunchRouteTool.name
        let forms = try arguments.positionals.map { (text) throws(ToolError) in (text, try InputForm(text, tool: tool))
        }
        let userInfo = try object("--user-info", arguments.value("--user-info"), example: "'{\"productID\": 42}'")
        let parameters = try object(
            "--parameters", arguments.value("--parameters"), example: "'{\"target\": \"1234\"}'")
        if arguments.value("--parameters") != nil, !forms.contains(where: { $0.1.takesParameters }) {
            throw .usage(
                "--parameters applies to intent: and share: inputs, and none is given",
                hint: "for example: \(tool) resolve intent:OpenOrderIntent --parameters '{\"target\": \"1234\"}'")
        }
        if arguments.value("--user-info") != nil, !forms.contains(where: { $0.1.takesUserInfo }) {
            throw .usage(
                "--user-info applies to activity:, shortcut: and notification: inputs, and none is given",
                hint:
                    "for example: \(tool) resolve shortcut:com.example.shop.search --user-info '{\"query\": \"boots\"}'"
            )
        }
        if arguments.value("--webpage-url") != nil, !forms.contains(where: { $0.1.isActivity }) {
            throw .usage(
                "--webpage-url applies to activity: inputs, and none is given",
                hint:
                    "for example: \(tool) resolve activity:com.example.reading --webpage-url https://www.example.com/a")
        }
        for option in ["--category", "--action"]
        where arguments.value(option) != nil && !forms.contains(where: { $0.1.isNotification }) {
            throw .usage(
                "\(option) applies to notification: inputs, and none is given",
                hint: "for example: \(tool) resolve notification: --category ORDER_SHIPPED --action TRACK")
        }
        let loaded = try LoadedTable.load(arguments, context: context)

        let style = output.style
        for (text, form) in forms {
            let input = form.input(
                userInfo: userInfo, parameters: parameters, webpageURL: arguments.value("--webpage-url"),
                category: arguments.value("--category"),
                action: arguments.value("--action"))
            let paths = LaunchPaths(input, router: loaded.router)
            if arguments.isJSON {
                for result in paths.results {
                    output.line(json(text, result, isShortcut: form.isShortcut).serialized())
                }
                continue
            }
            output.line(style.bold(text))
            for result in paths.results {
                var line = "  \(result.path.rawValue)  " + describe(result.outcome, style: style)
                if form.isShortcut, let handled = result.handled { line += "  " + style.dim("(handled: \(handled))") }
                output.line(line)
            }
            if !paths.agree {
                output.line("  " + style.boldRed("cold and warm differ") + ": the app would see different outcomes")
            }
        }
        return .success
    }

    /// The object of `option` (`--user-info`, `--parameters`) as a property list.
    private static func object(_ option: String, _ text: String?, example: String) throws(ToolError) -> [String:
        LaunchInput.PropertyListValue]
    {
        guard let text else { return [:] }
        guard text.utf8.count <= FileBounds.userInfo else {
            throw .usage(
                "\(option) is \(text.utf8.count) bytes, past the bound of \(FileBounds.userInfo) (docs/bounds.md)",
                hint: "an APNs payload is at most 4 KB; give the keys the rules read")
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: text)
        } catch {
            throw .usage(
                "\(option) is not valid JSON: \(error)",
                hint: "write a JSON object in single quotes, as \(option) \(example)")
        }
        guard case .object(let members) = value else {
            throw .usage(
                "\(option) must be a JSON object, not \(value.kind)",
                hint: "write a JSON object in single quotes, as \(option) \(example)")
        }
        var result: [String: LaunchInput.PropertyListValue] = [:]
        for (key, member) in members { result[key] = LaunchInput.PropertyListValue(member) }
        return result
    }

    /// `routed     product(id=42)`, `routed     cart via deepLink(to=/cart)`,
    /// `rejected   untrustedHost: ... (at byte 8)`.
    private static func describe(_ outcome: RouteOutcome<RouteMatch>?, style: Style) -> String {
        switch outcome {
        case .routed(let match)?:
            style.green("routed") + "     " + "\(match)" + match.outerRoutes.map { " via \($0)" }.joined()
        case .unmatched(let reason)?: style.yellow("unmatched") + "  " + "\(reason)"
        case .rejected(let reason)?: style.red("rejected") + "   " + "\(reason)"
        case nil: style.red("nothing delivered")
        }
    }

    /// One result in the JSON shape of docs/route-spec.md, with the path and the channel.
    static func json(_ input: String, _ result: LaunchPaths.Result, isShortcut: Bool) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("input", .string(input)),
            ("path", .string(result.path.rawValue)),
            ("channel", .optional(result.channel?.name)),
            ("outcome", result.outcome.map { .string($0.kind) } ?? .null),
        ]
        func parameters(_ match: RouteMatch) -> JSONValue {
            let sorted = match.parameters.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return .object(sorted.map { ($0.key, $0.value.json) })
        }
        if case .routed(let match)? = result.outcome {
            members.append(("route", .string(match.name)))
            members.append(("params", parameters(match)))
            let via = match.outerRoutes.map {
                JSONValue.object([("route", .string($0.name)), ("params", parameters($0))])
            }
            members.append(("via", .array(via)))
        } else {
            members.append(("route", .null))
            members.append(("params", .null))
            members.append(("via", .null))
        }
        members.append(("reason", result.outcome?.reason?.json ?? .null))
        if isShortcut { members.append(("handled", result.handled.map(JSONValue.bool) ?? .null)) }
        return .object(members)
    }
}
