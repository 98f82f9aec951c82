import LaunchRouteCommands
import Testing

/// Every subcommand's output, pinned byte for byte, with its exit code: `Golden/<name>.txt`.
///
/// `RECORD_GOLDEN=1 swift test --filter GoldenTests` rewrites the files; review the diff.
@Suite struct GoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var isTerminal = false
        var benchmark: Benchmark? = nil

        var testDescription: String { name }

        init(
            _ name: String, _ arguments: [String], environment: [String: String] = [:], isTerminal: Bool = false,
            benchmark: Benchmark? = nil
        ) {
            self.name = name
            self.arguments = arguments
            self.environment = environment
            self.isTerminal = isTerminal
            self.benchmark = benchmark
        }

        func run() -> ToolResult {
            let context = ToolContext(
                files: Fixtures.files, environment: environment, standardOutputIsTerminal: isTerminal,
                standardErrorIsTerminal: isTerminal, benchmark: benchmark)
            return LaunchRouteTool.run(arguments, context: context)
        }
    }

    static let help: [Case] = [
        Case("help", ["--help"]),
        Case("help-topic", ["help", "resolve"]),
        Case("help-check", ["check", "--help"]),
        Case("help-resolve", ["resolve", "-h"]),
        Case("help-bench", ["bench", "--help"]),
        Case("help-lint", ["lint", "--help"]),
        Case("help-aasa", ["aasa", "--help"]),
        Case("help-generate", ["generate", "--help"]),
        Case("help-init", ["init", "--help"]),
        Case("help-fuzz", ["fuzz", "--help"]),
        Case("usage-missing-subcommand", []),
        Case("usage-unknown-subcommand", ["chek"]),
        Case("usage-option-before-subcommand", ["--json"]),
        Case("usage-help-unknown-topic", ["help", "nope"]),
    ]

    /// The in-process fuzzer: a short clean run, as text and as JSON, and a bad option.
    static let fuzz: [Case] = [
        Case("fuzz", ["fuzz", "--runs", "3000"]),
        Case("fuzz-table-json", ["fuzz", "--table", "shop.json", "--runs", "2000", "--seed", "7", "--json"]),
        Case("fuzz-bad-runs", ["fuzz", "--runs", "0"]),
    ]

    static let generate: [Case] =
        [
            Case("generate-swift", ["generate", "swift", "shop.json"]),
            Case("generate-missing-language", ["generate"]),
            Case("generate-unknown-language", ["generate", "swfit", "shop.json"]),
            Case("generate-two-specs", ["generate", "swift", "shop.json", "examples.json"]),
            Case("generate-bad-type", ["generate", "swift", "--type", "app-route"]),
            Case("generate-json", ["generate", "swift", "--json"]),
            // As the build plugin runs it: lint findings and spec errors at their lines, the plugin's
            // configuration read and checked, and the output file (read-only here: exit 73).
            Case("generate-lint", ["generate", "swift", "overlaps.json", "--lint"]),
            Case(
                "generate-lint-clean-output",
                ["generate", "swift", "shop.json", "--lint", "--output", "AppRoute.swift"]),
            Case(
                "generate-broken-table-lines",
                ["generate", "swift", "invalid-pattern-lines.json", "--output", "AppRoute.swift"]),
            Case(
                "generate-plugin-configuration-lint",
                ["generate", "swift", "overlaps.json", "--plugin-configuration", "plugin-lint.json"]),
            Case(
                "generate-plugin-configuration-no-lint",
                [
                    "generate", "swift", "overlaps.json", "--plugin-configuration", "plugin-no-lint.json", "--output",
                    "A.swift",
                ]),
            Case(
                "generate-plugin-configuration-missing",
                ["generate", "swift", "shop.json", "--plugin-configuration", "nope.json"]),
            Case("generate-broken-table", ["generate", "swift", "invalid-pattern.json"]),
        ]
        + ["unknown-key", "not-bool", "not-object", "invalid-json"].map { mistake in
            Case(
                "generate-plugin-configuration-\(mistake)",
                ["generate", "swift", "shop.json", "--plugin-configuration", "plugin-\(mistake).json"])
        }

    static let initialize: [Case] = [
        Case("init", ["init", "--info-plist", "Shop-Info.plist", "--entitlements", "Shop-Shop.entitlements"]),
        Case(
            "init-test",
            ["init", "--info-plist", "Shop-Info.plist", "--test", "--type", "ShopRoute", "--module", "ShopCore"]),
        Case(
            "init-test-plugin",
            [
                "init", "--info-plist", "Shop-Info.plist", "--test", "--plugin", "--type", "ShopRoute", "--module",
                "ShopCore",
            ]),
        Case("init-plugin-without-test", ["init", "--info-plist", "Info.plist", "--plugin"]),
        Case("init-no-domains", ["init", "--info-plist", "Info.plist"]),
        Case("init-missing-info-plist", ["init"]),
        Case(
            "init-broken-entitlements",
            ["init", "--info-plist", "Shop-Info.plist", "--entitlements", "Unclosed-Info.plist"]),
        Case("init-bad-module", ["init", "--info-plist", "Shop-Info.plist", "--test", "--module", "App Core"]),
    ]

    static let check: [Case] = [
        Case("check", ["check"]),
        Case("check-json", ["check", "--json", "--iterations", "200"]),
        Case("check-seed", ["check", "--seed", "7", "--iterations", "300"]),
        Case(
            "check-seed-from-environment", ["check", "--iterations", "100", "--only", "P3"],
            environment: ["LAUNCH_ROUTING_SEED": "99"]),
        Case("check-only", ["check", "--only", "P3,examples", "--only", "p9", "--iterations", "100"]),
        Case("check-table", ["check", "--table", "shop.json", "--iterations", "200"]),
        Case("check-failing-examples", ["check", "--table", "examples.json", "--iterations", "100"]),
        Case("check-failing-examples-json", ["check", "--table", "examples.json", "--only", "examples", "--json"]),
        Case(
            "check-colour", ["check", "--table", "examples.json", "--only", "P7,examples", "--iterations", "50"],
            isTerminal: true),
        Case(
            "check-no-colour", ["check", "--table", "examples.json", "--only", "P7,examples", "--iterations", "50"],
            environment: ["NO_COLOR": "1"], isTerminal: true),
        Case("check-invalid-json", ["check", "--table", "invalid-json.json"]),
        Case("check-wrong-type", ["check", "--table", "wrong-type.json"]),
        Case("check-unknown-field", ["check", "--table", "unknown-field.json"]),
        Case("check-invalid-pattern", ["check", "--table", "invalid-pattern.json"]),
        Case("check-duplicate-pattern", ["check", "--table", "duplicate-pattern.json"]),
        Case("check-invalid-rule", ["check", "--table", "invalid-rule.json"]),
        Case("check-missing-file", ["check", "--table", "nope.json"]),
        Case("check-unknown-option", ["check", "--sed", "7"]),
        Case("check-missing-value", ["check", "--seed"]),
        Case("check-bad-number", ["check", "--iterations", "0"]),
        Case("check-repeated-option", ["check", "--seed", "1", "--seed=2"]),
        Case("check-unexpected-argument", ["check", "routes.json"]),
        Case("check-only-launch-property", ["check", "--only", "P1"]),
        Case("check-only-unknown", ["check", "--only", "P13"]),
        Case("check-flag-with-value", ["check", "--json=yes"]),
        Case("check-only-examples-without-examples", ["check", "--table", "shop.json", "--only", "examples"]),
    ]

    static let resolve: [Case] = [
        Case(
            "resolve",
            [
                "resolve", "shop://product/42", "shop:/search?q=red+shoes&tag=new&tag=sale",
                "web:https://www.shop.example.com/p/42?ref=mail",
                "https://evil.example.org/product/1", "shop://product/42?ref=a&ref=b", "mailto:help@example.com",
                "spotlight:shop://cart",
                "spotlight:item-42", "url:web:product",
            ]),
        Case(
            "resolve-json",
            [
                "resolve", "--json", "shop://product/42", "web:https://shop.example.com/search?q=boots",
                "activity:com.example.shop.viewing-product",
                "shortcut:com.example.shop.search", "notification:order-1234", "spotlight:shop://orders/1234",
                "--user-info", #"{"productID": 42, "query": "boots", "deeplink": "shop://orders/1234"}"#,
            ]),
        Case(
            "resolve-notification-rule",
            [
                "resolve", "--json", "notification:", "--category", "ORDER_SHIPPED", "--action", "TRACK", "--user-info",
                #"{"orderID": "77"}"#,
            ]),
        Case(
            "resolve-notification-dismissed",
            [
                "resolve", "notification:n1", "--category", "PRICE_DROP", "--action",
                "com.apple.UNNotificationDismissActionIdentifier",
            ]),
        Case(
            "resolve-unmatched-rules",
            [
                "resolve", "activity:com.example.shop.unknown", "shortcut:com.example.shop.wishlist",
                "shortcut:com.example.shop.scan",
                "activity:com.example.shop.viewing-product", "notification:", "web:http://shop.example.com/cart",
                "--user-info", #"{"productID": "forty-two", "listID": 7}"#,
            ]),
        Case(
            "resolve-table",
            [
                "resolve", "--table", "shop.json", "--json", "shop://help/returns",
                "web:https://shop.example.com/help/returns", "activity:com.shop.viewing", "--user-info",
                #"{"productID": "7"}"#,
            ]),
        Case(
            "resolve-webpage-activity",
            [
                "resolve", "activity:com.example.shop.viewing-page", "--webpage-url",
                "https://shop.example.com/product/42",
            ]),
        Case(
            "resolve-webpage-url-unused",
            ["resolve", "shop://cart", "--webpage-url", "https://shop.example.com/product/42"]),
        Case(
            "resolve-colour", ["resolve", "shop://cart", "shop://nope", "https://evil.example.org/"], isTerminal: true),
        Case(
            "resolve-intents",
            [
                "resolve", "--table", "intents.json", "intent:OpenOrderIntent", "intent:OpenOrderIntnet",
                "--parameters", #"{"target": 7}"#,
            ]),
        Case(
            "resolve-intent-json",
            [
                "resolve", "--table", "intents.json", "--json", "intent:SearchIntent", "--parameters",
                #"{"criteria": "boots"}"#,
            ]),
        Case(
            "resolve-shares",
            [
                "resolve", "--table", "intents.json", "share:iCloud.com.example.shop", "share:iCloud.com.example.shpo",
                "--parameters", #"{"rootRecordName": "list-7", "zoneName": "Lists"}"#,
            ]),
        Case("resolve-share-of-a-zone", ["resolve", "--table", "intents.json", "share:iCloud.com.example.shop"]),
        Case("resolve-empty-intent", ["resolve", "intent:"]),
        Case("resolve-parameters-unused", ["resolve", "shop://cart", "--parameters", "{}"]),
        Case("resolve-parameters-not-object", ["resolve", "intent:OpenOrderIntent", "--parameters", "7"]),
        Case("resolve-dashes", ["resolve", "--", "-x", "--json"]),
        Case("resolve-missing-input", ["resolve"]),
        Case("resolve-empty-activity", ["resolve", "activity:"]),
        Case("resolve-user-info-invalid", ["resolve", "shortcut:x", "--user-info", "{query: 1}"]),
        Case("resolve-user-info-not-object", ["resolve", "shortcut:x", "--user-info", "[1]"]),
        Case("resolve-user-info-unused", ["resolve", "shop://cart", "--user-info", "{}"]),
        Case("resolve-category-unused", ["resolve", "shop://cart", "--category", "ORDER_SHIPPED"]),
        Case("resolve-broken-table", ["resolve", "--table", "invalid-rule.json", "shop://cart"]),
    ]

    static let bench: [Case] = [
        Case("bench", ["bench"], benchmark: Fixtures.benchmark()),
        Case("bench-json", ["bench", "--quick", "--json"], benchmark: Fixtures.benchmark()),
        Case("bench-debug-build", ["bench", "--quick"], benchmark: Fixtures.benchmark(isReleaseBuild: false)),
        Case("bench-unavailable", ["bench"]),
        Case("bench-allocations-over", ["bench", "--allocations"], benchmark: Fixtures.benchmark()),
        Case("bench-table", ["bench", "--table", "shop.json"], benchmark: Fixtures.benchmark()),
    ]

    static let lint: [Case] = [
        Case("lint", ["lint"]),
        Case("lint-json", ["lint", "--json"]),
        Case("lint-overlaps", ["lint", "--table", "overlaps.json"]),
        Case("lint-misspelt-intent-rule", ["lint", "--table", "misspelt-intent-rule.json"]),
        Case("lint-misspelt-share-field", ["lint", "--table", "misspelt-share-field.json"]),
        Case("lint-overlaps-json", ["lint", "--table", "overlaps.json", "--json"]),
        Case("lint-colour", ["lint", "--table", "overlaps.json"], isTerminal: true),
        Case("lint-files", ["lint", "--aasa", "apple-app-site-association", "--info-plist", "Info.plist"]),
        Case(
            "lint-files-json", ["lint", "--aasa", "apple-app-site-association", "--info-plist", "Info.plist", "--json"]),
        Case("lint-site", ["lint", "--table", "site.json", "--aasa", "apple-app-site-association"]),
        Case(
            "lint-site-legacy",
            [
                "lint", "--table", "site.json", "--aasa", "legacy-apple-app-site-association", "--app-id",
                "ABCDE12345.com.example.shop",
            ]),
        Case(
            "lint-app-id-not-listed",
            [
                "lint", "--table", "site.json", "--aasa", "apple-app-site-association", "--app-id",
                "ABCDE12345.com.example.other",
            ]),
        Case("lint-info-plist-broken", ["lint", "--info-plist", "Broken-Info.plist"]),
        Case("lint-app-id-without-aasa", ["lint", "--app-id", "ABCDE12345.com.example.shop"]),
        Case("lint-aasa-missing-file", ["lint", "--aasa", "nope"]),
        Case("lint-aasa-invalid-json", ["lint", "--aasa", "invalid-json-aasa"]),
        Case("lint-aasa-no-app", ["lint", "--aasa", "no-app-aasa"]),
        Case("lint-info-plist-missing-file", ["lint", "--info-plist", "nope.plist"]),
        Case("lint-info-plist-unclosed", ["lint", "--info-plist", "Unclosed-Info.plist"]),
        Case("lint-info-plist-binary", ["lint", "--info-plist", "Binary-Info.plist"]),
        Case("lint-broken-table", ["lint", "--table", "wrong-type.json"]),
    ]

    static let aasa: [Case] = [
        Case("aasa", ["aasa", "--app-id", "ABCDE12345.com.example.shop"]),
        Case("aasa-json", ["aasa", "--app-id", "ABCDE12345.com.example.shop", "--json"]),
        Case(
            "aasa-site",
            [
                "aasa", "--table", "site.json", "--app-id", "ABCDE12345.com.example.shop", "--app-id",
                "ABCDE12345.com.example.shop.beta", "--domain", "*.shop.example.com",
            ]),
        Case("aasa-site-first-domain", ["aasa", "--table", "site.json", "--app-id", "ABCDE12345.com.example.shop"]),
        Case("aasa-missing-app-id", ["aasa"]),
        Case("aasa-bad-app-id", ["aasa", "--app-id", "com.example.shop"]),
        Case("aasa-unknown-domain", ["aasa", "--app-id", "ABCDE12345.com.example.shop", "--domain", "example.org"]),
        Case(
            "aasa-misspelt-domain",
            ["aasa", "--app-id", "ABCDE12345.com.example.shop", "--domain", "shop.exmaple.com"]),
        Case("aasa-no-domains", ["aasa", "--table", "no-domains.json", "--app-id", "ABCDE12345.com.example.shop"]),
        Case(
            "aasa-broken-table", ["aasa", "--table", "invalid-pattern.json", "--app-id", "ABCDE12345.com.example.shop"]),
    ]

    static let all = help + check + resolve + fuzz + bench + lint + aasa + generate + initialize

    @Test(arguments: all)
    func output(_ example: Case) throws {
        let result = example.run()
        try Golden.assertMatches(Golden.render(arguments: example.arguments, result: result), name: example.name)
    }

    @Test func everyGoldenFileHasACase() throws {
        let cases = Self.all
        let names = Set(cases.map(\.name))
        #expect(names.count == cases.count, "two cases share a name")
        let files = try FileManagerListing.names(in: Golden.directory)
        let stale = files.filter { $0.hasSuffix(".txt") && !names.contains(String($0.dropLast(4))) }
        #expect(stale.isEmpty, "golden files without a case: \(stale.sorted())")
    }
}
