@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint
import LaunchRoutingTesting

/// `launch-route init`: a first spec from the app's Info.plist and entitlements, or, with
/// `--test`, the starter test for its test target; the decisions the files leave open are listed,
/// never guessed.
enum InitCommand: Subcommand {
    static let entitlementsOption = CommandSpec.Option(
        name: "--entitlements", value: "file",
        help: "The app's entitlements, for its applinks: domains (XML property list).",
        example: "Shop.entitlements")
    static let testOption = CommandSpec.Option(
        name: "--test", help: "Write the starter test for the app's test target instead of the spec.")
    static let pluginOption = CommandSpec.Option(
        name: "--plugin",
        help:
            "With --test: the build plugin generates the type from the module's spec, which is the\nsource, so no row checks a committed spec against the router."
    )
    static let moduleOption = CommandSpec.Option(
        name: "--module", value: "name", help: "With --test: the module that holds the routes (default: AppCore).",
        example: "ShopCore")

    static let spec = CommandSpec(
        name: "init",
        abstract: "Start a spec from an app's Info.plist and entitlements.",
        discussion: """
            The spec takes the custom schemes (CFBundleURLTypes) and the applinks: domains, with a
            home route on / to start the table. Activity types and quick actions need a rule each,
            which no file says: each is listed on standard error as a decision, and with --test
            as a failing row of the starter test until it is made (docs/route-spec.md, "Starting
            from an app").
            """,
        options: [
            LintCommand.infoPlistOption, entitlementsOption, testOption, GenerateCommand.typeOption, moduleOption,
            pluginOption,
        ],
        examples: [
            ("--info-plist Info.plist --entitlements Shop.entitlements > routes.json", "the first spec"),
            (
                "--info-plist Info.plist --test --type ShopRoute --module ShopCore > Tests/ShopCoreTests/DeepLinkTests.swift",
                "its test"
            ),
            (
                "--info-plist Info.plist --test --plugin --type ShopRoute --module ShopCore > Tests/ShopCoreTests/DeepLinkTests.swift",
                "its test, with the build plugin"
            ),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        let tool = LaunchRouteTool.name
        guard let path = arguments.value(LintCommand.infoPlistOption.name) else {
            throw .usage(
                "init needs the app's Info.plist",
                hint: "for example: \(tool) init --info-plist Info.plist > routes.json")
        }
        guard !arguments.isJSON else {
            throw .usage("init writes a spec, which is JSON already", hint: "leave out --json")
        }
        let infoPlist = try LintCommand.readInfoPlist(path, context: context)
        let entitlements = try arguments.value(entitlementsOption.name).map { (path) throws(ToolError) in
            try readEntitlements(path, context: context)
        }
        let starter = StarterSpec(infoPlist: infoPlist, entitlements: entitlements)
        if arguments.has(testOption.name) {
            let typeName = arguments.value(GenerateCommand.typeOption.name) ?? "AppRoute"
            let module = arguments.value(moduleOption.name) ?? "AppCore"
            for (option, name) in [("--type", typeName), ("--module", module)]
            where !SwiftGenerator.isIdentifier(name) || SwiftGenerator.keywords.contains(name) {
                throw .usage(
                    "\(option) takes a Swift name, not \"\(name)\"", hint: "a letter or _, then letters, digits or _")
            }
            let isGenerated = arguments.has(pluginOption.name)
            output.standardOutput += StarterTest.source(
                typeName: typeName, module: module, decisions: starter.decisions, isGenerated: isGenerated,
                command: "\(tool) init --info-plist \(path) --test" + (isGenerated ? " --plugin" : ""))
        } else {
            if arguments.has(pluginOption.name) {
                throw .usage("--plugin applies to the starter test", hint: "add --test, or leave out --plugin")
            }
            output.standardOutput += starter.spec.json
        }
        for decision in starter.decisions {
            output.warning(decision.title, hint: decision.how)
        }
        return .success
    }

    private static func readEntitlements(_ path: String, context: ToolContext) throws(ToolError) -> InfoPlist {
        let bytes = try LintCommand.read(
            path, what: "the entitlements", bound: FileBounds.propertyList, context: context)
        do {
            return try InfoPlist(parsing: bytes)
        } catch {
            throw ToolError(
                .dataError, "the entitlements \"\(path)\" do not load: \(error)",
                hint: "init reads XML property lists (plutil -convert xml1 converts others)")
        }
    }
}
