/// The test `launch-route init --test` writes for the app's test target: the harness on the
/// router, the committed spec against it, and one failing row per decision the Info.plist leaves,
/// so that the decisions stay in sight until each is made.
///
/// With `--plugin`, the build plugin generates the router from the spec, which is the source: no
/// row checks a committed spec against the router, which could only agree with it.
enum StarterTest {
    static func source(
        typeName: String, module: String, decisions: [StarterSpec.Decision], isGenerated: Bool, command: String
    ) -> String {
        let specName = typeName == "AppRoute" ? "routes.json" : "\(typeName).routes.json"
        let origin =
            isGenerated
            ? "// \(typeName) is generated from \(module)'s \(specName) by the build plugin (LaunchRoutePlugin)."
            : "// \(typeName) is `launch-route generate swift routes.json --type \(typeName)`, in \(module)."
        var lines = [
            "// Written by `\(command)`:",
            "// the app's deep-link tests (docs/testing.md).",
            origin,
            "import LaunchRoutingTesting",
            "import LaunchRoutingTestingHelpers",
            "import Testing",
            "",
            "@testable import \(module)",
            "",
            "@Suite struct DeepLinkTests {",
            "    /// Every property of the harness on the app's router: cold equals warm, each input once,",
            "    /// every route round-trips, no input traps.",
            "    @Test func deepLinksAreProven() throws {",
            "        expectLaunchProperties(of: try \(typeName).router(), regressions: .beside(#filePath))",
            "    }",
        ]
        if !isGenerated {
            lines += [
                "",
                "    /// routes.json, at the package's root (two folders up from Tests/<target>/), is what",
                "    /// launch-route, lint and the AASA file read: it must describe the router.",
                "    @Test func theCommittedSpecDescribesTheRouter() throws {",
                "        expectSpecFile(.beside(#filePath, named: \"../../routes.json\"), describes: try \(typeName).router())",
                "    }",
            ]
        }
        if !decisions.isEmpty {
            lines += [
                "",
                isGenerated
                    ? "    /// What the Info.plist declares and no rule routes yet: decide each in \(specName),"
                    : "    /// What the Info.plist declares and no rule routes yet: decide each in routes.json,",
                isGenerated
                    ? "    /// and delete its row."
                    : "    /// regenerate \(typeName), and delete its row.",
                "    @Test(arguments: [",
            ]
            lines += decisions.map {
                "        (\(SwiftGenerator.literal($0.title)), \(SwiftGenerator.literal($0.how))),"
            }
            lines += [
                "    ])",
                "    func undecided(decision: String, how: String) {",
                "        Issue.record(\"\\(decision): \\(how)\")",
                "    }",
            ]
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
