@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint
import LaunchRoutingTestFixtures
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// `lint` end to end: the table, its AASA file and its Info.plist together, findings in their
/// fixed order, every witness resolved (docs/lint.md).
@Suite struct TableLintTests {
    typealias R = LintFixtures.Route

    /// The example of ``TableLint``'s documentation.
    @Test func theDocumentedExample() throws {
        let table = try RouteTable<RouteMatch>(
            schemes: ["shop"],
            routes: [
                .init("product", path: "/product/:id(int)"),
                .init("slug", path: "/product/:slug"),
                .init("any", path: "/product/*"),
            ])
        let findings = TableLint.findings(table: table)
        #expect(
            findings.map(\.description) == [
                #"error[shadowedRoute]: route "any" can never win: every URL it matches goes to a route that ranks higher, such as shop://product/x, which goes to "slug""#,
                #"note[overlap]: routes "product" and "slug" both match shop://product/1, which goes to "product": at segment 2, an int parameter ranks above a string parameter"#,
                #"note[overlap]: routes "product" and "any" both match shop://product/1, which goes to "product": at segment 2, an int parameter ranks above "*""#,
                #"note[overlap]: routes "slug" and "any" both match shop://product/x, which goes to "slug": at segment 2, a string parameter ranks above "*""#,
            ])
        LintFixtures.checkWitnesses(findings, table)
    }

    /// The built-in example with files that agree with it: notes only, exit 0.
    @Test func theBuiltInExampleWithItsFiles() throws {
        let table = try ExampleRoutes.table()
        let spec = ExampleRoutes.spec
        let app = "ABCDE12345.com.example.shop"
        // One domain here; AASACrossCheckTests.theGeneratedFile takes every domain.
        for domain in table.domains.prefix(1) {
            let aasa = try AASAFile(json: AASAGenerator.file(for: table, appID: app, domain: domain))
            let findings = TableLint.findings(
                table: table, aasa: aasa, appID: app, aasaDomains: [domain],
                infoPlist: try InfoPlist(parsing: InfoPlistFixtures.complete), activities: spec.rules.activities,
                shortcuts: spec.rules.shortcuts, webpageActivityTypes: spec.rules.webpageActivityTypes)
            #expect(
                findings.allSatisfy { $0.severity == .note }, "\(domain): \(findings.filter { $0.severity != .note })")
            #expect(LintReport(findings: findings).exitCode == 0)
            LintFixtures.checkWitnesses(findings, table)
            LintFixtures.checkRuleWitnesses(findings, try ExampleRoutes.router())
        }
    }

    /// Every part at once, in the fixed order: the table's findings, the AASA file's, the
    /// Info.plist's; exit 1.
    @Test func everythingAtOnce() throws {
        let table = try AASACrossCheckTests.table()
        let findings = TableLint.findings(
            table: table, aasa: try AASAFile(parsing: AASACrossCheckTests.realistic),
            infoPlist: try InfoPlist(parsing: InfoPlistFixtures.broken),
            activities: InfoPlistCrossCheckTests.activities.filter { $0.route == "product" },
            shortcuts: [.init(type: "com.example.shop.search", route: "search", parameters: ["q": "query"])])
        let kinds = findings.map(\.kind.name)
        func section(_ kind: String) -> Int {
            if kind.hasPrefix("aasa") { return 1 }
            if [
                "overlap", "tie", "shadowedRoute", "shadowedPattern", "shadowedInSource", "unboundParameter",
                "unmatchablePattern",
            ].contains(kind) {
                return 0
            }
            return 2
        }
        #expect(kinds.map(section) == kinds.map(section).sorted())
        #expect(Set(kinds.map(section)) == [0, 1, 2])
        #expect(LintReport(findings: findings).exitCode == 1)
        LintFixtures.checkWitnesses(findings, table)
    }

    /// A table with no schemes or domains still lints, and says nothing about files it lacks.
    @Test func anEmptyTable() throws {
        let table = try RouteTable<RouteMatch>(routes: [])
        #expect(TableLint.findings(table: table) == [])
    }
}
