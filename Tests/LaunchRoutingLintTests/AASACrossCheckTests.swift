@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint
import LaunchRoutingTestFixtures
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// The table against an apple-app-site-association file: routes the file does not open, paths it
/// opens that no route takes, an app it does not list (docs/lint.md, "AASA cross-checks").
@Suite struct AASACrossCheckTests {
    typealias R = LintFixtures.Route
    static let app = "ABCDE12345.com.example.shop"

    static func table() throws -> RouteTable<RouteMatch> {
        try RouteTable(
            schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"],
            routes: [
                R("home", path: "/"),
                R("product", path: "/product/:id(int)", aliases: ["/p/:id(int)"], query: ["ref": "string?"]),
                R("productBySlug", path: "/product/:slug"),
                R("search", path: "/search", query: ["q": "string"]),
                R("cart", path: "/cart"),
                R("orders", path: "/orders"),
                R("order", path: "/orders/:orderID(int)"),
                R("account", path: "/account/:section(profile|addresses)"),
                R("help", path: "/help/**topic"),
                R("giftCard", path: "/gift-cards/:code", sources: ["shop"]),
                R("staff", path: "/staff/:page", sources: ["*.shop.example.com"]),
            ])
    }

    /// The web team's file (``AASAFixtures/realistic``), written for ``table()``.
    static let realistic = AASAFixtures.realistic

    /// The same site in the legacy format (``AASAFixtures/legacy``).
    static let legacy = AASAFixtures.legacy

    typealias Expected = InfoPlistCrossCheckTests.Expected

    static func findings(_ text: String, appID: String? = nil, domains: [String]? = nil, infoPlist: InfoPlist? = nil)
        throws -> [LintFinding]
    {
        TableLint.findings(
            table: try table(), aasa: try AASAFile(parsing: text), appID: appID, aasaDomains: domains,
            infoPlist: infoPlist
        )
        .filter { $0.kind.name.hasPrefix("aasa") }
    }

    /// Checks each witness: it resolves as the finding says, and the file does what it says.
    static func checkWitnesses(
        _ findings: [LintFinding], _ text: String, app: String = app, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let file = try AASAFile(parsing: text)
        LintFixtures.checkWitnesses(findings, try table(), sourceLocation: sourceLocation)
        for finding in findings {
            guard let url = finding.witness?.url else { continue }
            switch finding.kind {
            case .aasaRouteNotOpened, .aasaAppNotListed:
                #expect(finding.witness?.route != nil, sourceLocation: sourceLocation)
                #expect(!file.opens(url, inApp: app), sourceLocation: sourceLocation)
            case .aasaPathWithoutRoute:
                #expect(finding.witness?.route == nil, sourceLocation: sourceLocation)
                #expect(file.opens(url, inApp: app), sourceLocation: sourceLocation)
            default:
                break
            }
        }
    }

    static func check(
        _ text: String, appID: String? = nil, domains: [String]? = nil, _ expected: [Expected],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let findings = try findings(text, appID: appID, domains: domains)
        #expect(findings.map(Expected.init) == expected, sourceLocation: sourceLocation)
        try checkWitnesses(findings, text, app: appID ?? app, sourceLocation: sourceLocation)
    }

    @Test func aRealisticFile() throws {
        try Self.check(
            Self.realistic,
            [
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "home" takes https://shop.example.com/, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: no pattern matches it, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/", route: "home", location: nil),
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "orders" takes https://shop.example.com/orders, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: no pattern matches it, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/orders", route: "orders", location: nil),
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "account" takes https://shop.example.com/account/addresses, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: applinks.details[0].components[1] excludes it, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/account/addresses", route: "account",
                    location: "applinks.details[0].components[1]"),
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "help" takes https://shop.example.com/help, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: no pattern matches it, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/help", route: "help", location: nil),
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "staff" takes https://www.shop.example.com/staff/x, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: no pattern matches it, so it opens in Safari"#,
                    witness: "web:https://www.shop.example.com/staff/x", route: "staff", location: nil),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].components[2] opens https://shop.example.com/product/x/y in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/product/x/y", location: "applinks.details[0].components[2]"),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].components[3] opens https://shop.example.com/p/x in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/p/x", location: "applinks.details[0].components[3]"),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].components[5] opens https://shop.example.com/cartx in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/cartx", location: "applinks.details[0].components[5]"),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].components[6] opens https://shop.example.com/orders/x in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/orders/x", location: "applinks.details[0].components[6]"),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].components[7] opens https://shop.example.com/promo/x in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/promo/x", location: "applinks.details[0].components[7]"),
            ])
    }

    @Test func aLegacyFile() throws {
        try Self.check(
            Self.legacy,
            [
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "product" takes https://shop.example.com/p/1, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: no pattern matches it, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/p/1", route: "product", location: nil),
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "account" takes https://shop.example.com/account/addresses, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: applinks.details[0].paths[0] excludes it, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/account/addresses", route: "account",
                    location: "applinks.details[0].paths[0]"),
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "help" takes https://shop.example.com/help, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: no pattern matches it, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/help", route: "help", location: nil),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].paths[1] opens https://shop.example.com/product/x/y in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/product/x/y", location: "applinks.details[0].paths[1]"),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].paths[3] opens https://shop.example.com/orders/x in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/orders/x", location: "applinks.details[0].paths[3]"),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[0].paths[8] opens https://shop.example.com/staff/x in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/staff/x", location: "applinks.details[0].paths[8]"),
            ])
    }

    /// The generated file agrees with its table: no findings, whatever the domain.
    @Test func theGeneratedFile() throws {
        let text = try AASAGenerator.text(for: Self.table(), appID: Self.app, domain: "*.shop.example.com")
        try Self.check(text, domains: ["*.shop.example.com"], [])
        let builtIn = try ExampleRoutes.table()
        for domain in builtIn.domains {
            let file = try AASAFile(json: AASAGenerator.file(for: builtIn, appID: Self.app, domain: domain))
            let findings = TableLint.findings(table: builtIn, aasa: file, appID: Self.app, aasaDomains: [domain]).filter
            { $0.kind.name.hasPrefix("aasa") }
            #expect(findings == [], "\(domain)")
        }
    }

    /// Another app's entry first: the route opens in that app.
    @Test func anotherAppFirst() throws {
        let text = #"""
            { "applinks": { "details": [
                { "appIDs": ["ABCDE12345.com.example.scanner"], "components": [ { "/": "/cart" } ] },
                { "appIDs": ["ABCDE12345.com.example.shop"], "components": [ { "/": "*" } ] }
            ] } }
            """#
        try Self.check(
            text, appID: Self.app,
            [
                .init(
                    .error, .aasaRouteNotOpened,
                    #"route "cart" takes https://shop.example.com/cart, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: applinks.details[0].components[0] opens it in ABCDE12345.com.example.scanner first, so it opens in Safari"#,
                    witness: "web:https://shop.example.com/cart", route: "cart",
                    location: "applinks.details[0].components[0]"),
                .init(
                    .warning, .aasaPathWithoutRoute,
                    #"applinks.details[1].components[0] opens https://shop.example.com/x in ABCDE12345.com.example.shop, but no route takes its path, so the app opens and shows nothing"#,
                    witness: "web:https://shop.example.com/x", location: "applinks.details[1].components[0]"),
            ])
    }

    /// A query item the route leaves optional but the file requires.
    @Test func aRequiredQueryItem() throws {
        let text = #"""
            { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.shop"], "components": [
                { "/": "/product/*", "?": { "ref": "?*" } }, { "/": "*", "exclude": true } ] } ] } }
            """#
        let findings = try Self.findings(text).filter { $0.routes == ["product"] }
        #expect(
            findings.map(\.message) == [
                #"route "product" takes https://shop.example.com/product/1, but the apple-app-site-association file does not open it in ABCDE12345.com.example.shop: applinks.details[0].components[1] excludes it, so it opens in Safari"#
            ])
        try Self.checkWitnesses(findings, text)
    }

    @Test func appNotListed() throws {
        try Self.check(
            Self.realistic, appID: "ABCDE12345.com.example.other",
            [
                .init(
                    .error, .aasaAppNotListed,
                    #"the apple-app-site-association file lists no entry for the app "ABCDE12345.com.example.other", so it opens no universal link in it, such as https://shop.example.com/, which goes to "home"; it lists ABCDE12345.com.example.shop, ABCDE12345.com.example.shop.beta"#,
                    witness: "web:https://shop.example.com/", route: "home", location: nil)
            ])
    }

    /// Without an app identifier, the one that ends in the Info.plist's bundle identifier, else
    /// the file's first.
    @Test func theAppIsInferred() throws {
        let beta = InfoPlist(root: ["CFBundleIdentifier": "com.example.shop.beta"])
        let text = #"""
            { "applinks": { "details": [
                { "appIDs": ["ABCDE12345.com.example.shop"], "components": [ { "/": "/cart" } ] },
                { "appIDs": ["ABCDE12345.com.example.shop.beta"], "components": [ { "/": "/orders" } ] }
            ] } }
            """#
        // The beta's file: /orders opens in it, /cart in the other app.
        let forBeta = try Self.findings(text, infoPlist: beta).filter { $0.kind == .aasaRouteNotOpened }.flatMap(
            \.routes)
        #expect(forBeta.contains("cart") && !forBeta.contains("orders"))
        // No Info.plist: the first app, for which /cart opens and /orders does not.
        let forFirst = try Self.findings(text).filter { $0.kind == .aasaRouteNotOpened }.flatMap(\.routes)
        #expect(forFirst.contains("orders") && !forFirst.contains("cart"))
    }

    /// Only the domains the file is served on are checked.
    @Test func domains() throws {
        let staff = try Self.findings(Self.realistic, domains: ["shop.example.com"]).filter { $0.routes == ["staff"] }
        #expect(staff == [])
    }
}
