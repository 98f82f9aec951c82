@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint
import LaunchRoutingTestFixtures
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// The Info.plist against the table and the router's rules: every finding kind on realistic
/// files, message and location word for word, and every witness resolved through a router
/// (docs/lint.md, "Info.plist").
@Suite struct InfoPlistCrossCheckTests {
    typealias R = LintFixtures.Route

    struct Expected: Hashable, CustomTestStringConvertible {
        var finding: LintFixtures.Expected
        var location: String?

        init(
            _ severity: LintFinding.Severity, _ kind: LintFinding.Kind, _ message: String, witness: String? = nil,
            route: String? = nil, location: String?
        ) {
            finding = .init(severity, kind, message, witness: witness, route: route)
            self.location = location
        }

        init(_ finding: LintFinding) {
            self.finding = .init(finding)
            location = finding.location
        }

        var testDescription: String { finding.testDescription + " at \(location ?? "-")" }
    }

    static func table() throws -> RouteTable<RouteMatch> {
        try RouteTable(
            schemes: ["shop", "shopdev"],
            routes: [
                R("home", path: "/"),
                R("product", path: "/product/:id(int)", query: ["ref": "string?"]),
                R("category", path: "/category/:slug/:page(int)?"),
                R("orders", path: "/orders", query: ["status": "(open|shipped)?"]),
                R("order", path: "/orders/:orderID(int)"),
                R("search", path: "/search", query: ["q": "string", "tag": "string[]"]),
                R("cart", path: "/cart"),
                R("deals", path: "/deals"),
                R("wishlist", path: "/wishlist/:listID(int)?"),
                RouteDefinition("barcodeScanner"),
            ])
    }

    static let activities: [LaunchRule.Activity] = [
        .init(
            activityType: "com.example.shop.viewing-product", route: "product",
            parameters: ["id": "productID", "ref": "referrer"]),
        .init(
            activityType: "com.example.shop.browsing-category", route: "category",
            parameters: ["slug": "categorySlug", "page": "page"]),
        .init(activityType: "com.example.shop.viewing-order", route: "order", parameters: ["orderID": "orderID"]),
        .init(activityType: "com.example.shop.searching", route: "search", parameters: ["q": "query", "tag": "tags"]),
        .init(activityType: "com.example.shop.viewing-cart", route: "cart"),
    ]

    static let shortcuts: [LaunchRule.Shortcut] = [
        .init(type: "com.example.shop.search", route: "search", parameters: ["q": "query"]),
        .init(type: "com.example.shop.cart", route: "cart"),
        .init(type: "com.example.shop.orders", route: "orders", parameters: ["status": "status"]),
        .init(type: "com.example.shop.open-orders", route: "orders", constants: ["status": "open"]),
        .init(type: "com.example.shop.scan-barcode", route: "barcodeScanner"),
        .init(type: "com.example.shop.deals", route: "deals"),
        .init(type: "com.example.shop.wishlist", route: "wishlist", parameters: ["listID": "listID"]),
    ]

    static let webpageActivityTypes = ["com.example.shop.viewing-page"]

    static func findings(_ text: String) throws -> [LintFinding] {
        let plist = try InfoPlist(parsing: text)
        return TableLint.findings(
            table: try table(), infoPlist: plist, activities: activities, shortcuts: shortcuts,
            webpageActivityTypes: webpageActivityTypes
        )
        .filter { $0.location?.hasPrefix("Info.plist") == true }
    }

    static func check(_ text: String, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let findings = try findings(text)
        #expect(findings.map(Expected.init) == expected, sourceLocation: sourceLocation)
        let router = try Router(table: table(), activities: activities, shortcuts: shortcuts)
        LintFixtures.checkRuleWitnesses(findings, router, sourceLocation: sourceLocation)
    }

    @Test func aCompleteInfoPlistHasNoFindings() throws {
        try Self.check(InfoPlistFixtures.complete, [])
    }

    /// The built-in example's router against the same file: the file is realistic for it too.
    @Test func theBuiltInExampleAgreesWithTheCompleteFile() throws {
        let spec = ExampleRoutes.spec
        let findings = TableLint.findings(
            table: try ExampleRoutes.table(), infoPlist: try InfoPlist(parsing: InfoPlistFixtures.complete),
            activities: spec.rules.activities, shortcuts: spec.rules.shortcuts,
            webpageActivityTypes: spec.rules.webpageActivityTypes)
        #expect(findings.filter { $0.location?.hasPrefix("Info.plist") == true } == [])
    }

    @Test func aBrokenInfoPlist() throws {
        try Self.check(
            InfoPlistFixtures.broken,
            [
                .init(
                    .error, .schemeNotRegistered,
                    #"the table routes the scheme "shopdev", but CFBundleURLTypes does not register it, so iOS never opens shopdev:// in the app"#,
                    witness: "shopdev://", route: "home", location: "Info.plist: CFBundleURLTypes"),
                .init(
                    .warning, .schemeNotRouted,
                    #"CFBundleURLTypes[0].CFBundleURLSchemes[1] registers the scheme "fb1234567890", which the table does not route: every fb1234567890: URL the app opens, such as fb1234567890://, is unmatched"#,
                    witness: "fb1234567890://", location: "Info.plist: CFBundleURLTypes[0].CFBundleURLSchemes[1]"),
                .init(
                    .error, .shortcutTypeNotRouted,
                    #"UIApplicationShortcutItems[1] declares the quick action "com.example.shop.scan", but no shortcut rule takes it, so tapping it does nothing"#,
                    witness: "shortcut:com.example.shop.scan",
                    location: "Info.plist: UIApplicationShortcutItems[1].UIApplicationShortcutItemType"),
                .init(
                    .note, .shortcutRuleNotDeclared,
                    #"the shortcut rule for "com.example.shop.cart" routes to "cart", but UIApplicationShortcutItems declares no such quick action; it works only if the app adds it at run time"#,
                    witness: "shortcut:com.example.shop.cart", route: "cart",
                    location: "Info.plist: UIApplicationShortcutItems"),
                .init(
                    .note, .shortcutRuleNotDeclared,
                    #"the shortcut rule for "com.example.shop.orders" routes to "orders", but UIApplicationShortcutItems declares no such quick action; it works only if the app adds it at run time"#,
                    witness: "shortcut:com.example.shop.orders", route: "orders",
                    location: "Info.plist: UIApplicationShortcutItems"),
                .init(
                    .note, .shortcutRuleNotDeclared,
                    #"the shortcut rule for "com.example.shop.open-orders" routes to "orders", but UIApplicationShortcutItems declares no such quick action; it works only if the app adds it at run time"#,
                    witness: "shortcut:com.example.shop.open-orders", route: "orders",
                    location: "Info.plist: UIApplicationShortcutItems"),
                .init(
                    .note, .shortcutRuleNotDeclared,
                    #"the shortcut rule for "com.example.shop.scan-barcode" routes to "barcodeScanner", but UIApplicationShortcutItems declares no such quick action; it works only if the app adds it at run time"#,
                    witness: "shortcut:com.example.shop.scan-barcode", route: "barcodeScanner",
                    location: "Info.plist: UIApplicationShortcutItems"),
                .init(
                    .note, .shortcutRuleNotDeclared,
                    #"the shortcut rule for "com.example.shop.deals" routes to "deals", but UIApplicationShortcutItems declares no such quick action; it works only if the app adds it at run time"#,
                    witness: "shortcut:com.example.shop.deals", route: "deals",
                    location: "Info.plist: UIApplicationShortcutItems"),
                .init(
                    .note, .shortcutRuleNotDeclared,
                    #"the shortcut rule for "com.example.shop.wishlist" routes to "wishlist", but UIApplicationShortcutItems declares no such quick action; it works only if the app adds it at run time"#,
                    witness: "shortcut:com.example.shop.wishlist", route: "wishlist",
                    location: "Info.plist: UIApplicationShortcutItems"),
                .init(
                    .warning, .activityTypeNotRouted,
                    #"NSUserActivityTypes[1] declares the activity type "com.example.shop.browsing", but no activity rule takes it, so the app continues it to nowhere"#,
                    witness: "activity:com.example.shop.browsing", location: "Info.plist: NSUserActivityTypes[1]"),
                .init(
                    .error, .activityRuleNotDeclared,
                    #"the activity rule for "com.example.shop.browsing-category" routes to "category", but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it"#,
                    witness: "activity:com.example.shop.browsing-category", route: "category",
                    location: "Info.plist: NSUserActivityTypes"),
                .init(
                    .error, .activityRuleNotDeclared,
                    #"the activity rule for "com.example.shop.viewing-order" routes to "order", but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it"#,
                    witness: "activity:com.example.shop.viewing-order", route: "order",
                    location: "Info.plist: NSUserActivityTypes"),
                .init(
                    .error, .activityRuleNotDeclared,
                    #"the activity rule for "com.example.shop.searching" routes to "search", but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it"#,
                    witness: "activity:com.example.shop.searching", route: "search",
                    location: "Info.plist: NSUserActivityTypes"),
                .init(
                    .error, .activityRuleNotDeclared,
                    #"the activity rule for "com.example.shop.viewing-cart" routes to "cart", but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it"#,
                    witness: "activity:com.example.shop.viewing-cart", route: "cart",
                    location: "Info.plist: NSUserActivityTypes"),
                .init(
                    .error, .activityRuleNotDeclared,
                    #"the webpage activity type "com.example.shop.viewing-page" routes by its webpage URL, but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it"#,
                    witness: "activity:com.example.shop.viewing-page", location: "Info.plist: NSUserActivityTypes"),
                .init(
                    .error, .sceneManifest,
                    #"UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0] names no UISceneDelegateClassName, so no scene delegate receives the connection options or the launch callbacks"#,
                    location:
                        "Info.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]"
                ),
            ])
    }

    /// The witness of an activity rule carries a `userInfo` with each parameter's key, typed.
    @Test func ruleWitnessesCarryUserInfo() throws {
        let finding = try #require(
            try Self.findings(InfoPlistFixtures.broken).first { $0.kind == .activityRuleNotDeclared })
        #expect(finding.witness?.userInfo == ["categorySlug": "x", "page": 1])
    }

    // MARK: The scene manifest

    static func plist(_ body: String) -> String {
        let complete = InfoPlistFixtures.complete
        let start = complete.firstRange(of: "\t<key>UIApplicationSceneManifest</key>")!.lowerBound
        let end = complete.firstRange(of: "\t<key>UILaunchStoryboardName</key>")!.lowerBound
        return String(complete[..<start]) + body + String(complete[end...])
    }

    static let manifests: [(String, Expected)] = [
        (
            "",
            .init(
                .error, .sceneManifest,
                "the Info.plist has no UIApplicationSceneManifest: the app does not adopt scenes, which iOS 27 requires, and scene launch inputs never reach it",
                location: "Info.plist: UIApplicationSceneManifest")
        ),
        (
            "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>\n",
            .init(
                .error, .sceneManifest,
                "UIApplicationSceneManifest has no UISceneConfigurations, so no scene of the application role has a delegate to receive launch inputs",
                location: "Info.plist: UIApplicationSceneManifest")
        ),
        (
            "<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>CPTemplateApplicationSceneSessionRoleApplication</key><array/></dict></dict>\n",
            .init(
                .error, .sceneManifest,
                "UIApplicationSceneManifest.UISceneConfigurations has no UIWindowSceneSessionRoleApplication configuration, so the app's window scenes have no delegate to receive launch inputs",
                location: "Info.plist: UIApplicationSceneManifest.UISceneConfigurations")
        ),
        (
            "<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array/></dict></dict>\n",
            .init(
                .error, .sceneManifest,
                "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication is empty; its first configuration is the default one, with the scene delegate",
                location:
                    "Info.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication")
        ),
        (
            "<key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string></string></dict></array></dict></dict>\n",
            .init(
                .error, .infoPlistValue,
                "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName is a string, not a class name",
                location:
                    "Info.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneDelegateClassName"
            )
        ),
        (
            "<key>UIApplicationSceneManifest</key><array/>\n",
            .init(
                .error, .infoPlistValue,
                "UIApplicationSceneManifest is an array, not a dictionary",
                location: "Info.plist: UIApplicationSceneManifest")
        ),
    ]

    @Test(arguments: manifests)
    func sceneManifest(_ body: String, _ expected: Expected) throws {
        try Self.check(Self.plist(body), [expected])
    }

    // MARK: Values of the wrong type

    static let values: [(String, String, String)] = [
        ("CFBundleURLTypes", "<dict/>", "CFBundleURLTypes is a dictionary, not an array of dictionaries"),
        (
            "CFBundleURLTypes", "<array><string>shop</string></array>",
            "CFBundleURLTypes[0] is a string, not a dictionary"
        ),
        (
            "CFBundleURLTypes", "<array><dict><key>CFBundleURLSchemes</key><string>shop</string></dict></array>",
            "CFBundleURLTypes[0].CFBundleURLSchemes is a string, not an array of strings"
        ),
        (
            "UIApplicationShortcutItems", "<true/>",
            "UIApplicationShortcutItems is a boolean, not an array of dictionaries"
        ),
        (
            "UIApplicationShortcutItems",
            "<array><dict><key>UIApplicationShortcutItemType</key><integer>1</integer></dict></array>",
            "UIApplicationShortcutItems[0].UIApplicationShortcutItemType is an integer, not a string"
        ),
        (
            "NSUserActivityTypes", "<string>com.example.shop.viewing-product</string>",
            "NSUserActivityTypes is a string, not an array of strings"
        ),
        ("NSUserActivityTypes", "<array><real>1</real></array>", "NSUserActivityTypes[0] is a real, not a string"),
    ]

    @Test(arguments: values)
    func valuesOfTheWrongType(_ key: String, _ value: String, _ message: String) throws {
        var root = try InfoPlist(parsing: InfoPlistFixtures.complete).root
        root[key] = try XMLPropertyList.parse("<plist>\(value)</plist>")
        let findings = TableLint.findings(
            table: try Self.table(), infoPlist: InfoPlist(root: root), activities: Self.activities,
            shortcuts: Self.shortcuts)
        let invalid = findings.filter { $0.kind == .infoPlistValue }
        #expect(invalid.map(\.message) == [message])
        #expect(invalid.first?.severity == .error)
        #expect(invalid.first?.witness == nil)
    }

    @Test func aQuickActionWithoutAType() throws {
        var root = try InfoPlist(parsing: InfoPlistFixtures.complete).root
        root["UIApplicationShortcutItems"] = .array([.dictionary(["UIApplicationShortcutItemTitle": "Scan"])])
        let findings = TableLint.findings(
            table: try Self.table(), infoPlist: InfoPlist(root: root), activities: Self.activities)
        #expect(
            findings.filter { $0.kind == .infoPlistValue }.map(\.message) == [
                "UIApplicationShortcutItems[0] has no UIApplicationShortcutItemType, which every quick action needs"
            ])
    }

    /// docs/lint.md, `activityTypeNotRouted`: the browsing-web and Spotlight types are routed
    /// without rules, so declaring them is never a finding; a build setting is skipped too; any
    /// other type without a rule is.
    @Test func typesRoutedWithoutRulesAreSkipped() throws {
        var root = try InfoPlist(parsing: InfoPlistFixtures.complete).root
        root["NSUserActivityTypes"] = .array([
            "NSUserActivityTypeBrowsingWeb", "com.apple.corespotlightitem", "$(PRODUCT_BUNDLE_IDENTIFIER).viewing",
            "com.example.shop.unknown",
        ])
        let findings = TableLint.findings(table: try Self.table(), infoPlist: InfoPlist(root: root))
        #expect(
            findings.filter { $0.kind == .activityTypeNotRouted }.map(\.location) == [
                "Info.plist: NSUserActivityTypes[3]"
            ])
    }

    /// docs/lint.md, `shortcutTypeNotRouted`: a static quick action's type that is a build setting
    /// is skipped (its value is known only after the build); any other type without a rule is not.
    @Test func aQuickActionTypeThatIsABuildSettingIsSkipped() throws {
        var root = try InfoPlist(parsing: InfoPlistFixtures.complete).root
        root["UIApplicationShortcutItems"] = .array([
            .dictionary(["UIApplicationShortcutItemType": "$(PRODUCT_BUNDLE_IDENTIFIER).scan"]),
            .dictionary(["UIApplicationShortcutItemType": "com.example.shop.scan"]),
        ])
        let findings = TableLint.findings(
            table: try Self.table(), infoPlist: InfoPlist(root: root), shortcuts: Self.shortcuts)
        #expect(
            findings.filter { $0.kind == .shortcutTypeNotRouted }.map(\.location) == [
                "Info.plist: UIApplicationShortcutItems[1].UIApplicationShortcutItemType"
            ])
    }

    /// The Info.plist's bundle identifier, unless it is a build setting.
    @Test func bundleIdentifier() throws {
        #expect(try InfoPlist(parsing: InfoPlistFixtures.complete).bundleIdentifier == "com.example.shop")
        #expect(InfoPlist(root: ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"]).bundleIdentifier == nil)
        #expect(throws: PropertyListError(message: "an Info.plist is a <dict>, not an array", line: 1, column: 1)) {
            try InfoPlist(parsing: "<plist><array/></plist>")
        }
    }
}
