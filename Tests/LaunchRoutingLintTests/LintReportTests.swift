import LaunchRouting
import LaunchRoutingLint
import Testing

/// The report `lint` prints: text for people, stable JSON for tools, and the exit status
/// (docs/lint.md, "Output").
@Suite struct LintReportTests {
    static func findings() throws -> [LintFinding] {
        let table = try LintFixtures.table(
            domains: ["shop.example.com"], [.init("slug", path: "/product/:slug"), .init("any", path: "/product/*")])
        let plist = InfoPlist(root: [
            "CFBundleURLTypes": .array([.dictionary(["CFBundleURLSchemes": .array(["shop"])])]),
            "NSUserActivityTypes": .array(["com.shop.viewing"]),
            "UIApplicationSceneManifest": .dictionary([
                "UISceneConfigurations": .dictionary([
                    "UIWindowSceneSessionRoleApplication": .array([
                        .dictionary(["UISceneDelegateClassName": "SceneDelegate"])
                    ])
                ])
            ]),
        ])
        return TableLint.findings(
            table: table, infoPlist: plist,
            activities: [.init(activityType: "com.shop.viewed", route: "slug", parameters: ["slug": "slug"])])
    }

    @Test func text() throws {
        let report = LintReport(findings: try Self.findings())
        #expect(
            report.text == #"""
                error[shadowedRoute]: route "any" can never win: every URL it matches goes to a route that ranks higher, such as shop://product/x, which goes to "slug"
                  witness: shop://product/x (routes to "slug")
                note[overlap]: routes "slug" and "any" both match shop://product/x, which goes to "slug": at segment 2, a string parameter ranks above "*"
                  witness: shop://product/x (routes to "slug")
                warning[activityTypeNotRouted]: NSUserActivityTypes[0] declares the activity type "com.shop.viewing", but no activity rule takes it, so the app continues it to nowhere
                  witness: activity:com.shop.viewing (does not route)
                  at: Info.plist: NSUserActivityTypes[0]
                error[activityRuleNotDeclared]: the activity rule for "com.shop.viewed" routes to "slug", but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it
                  witness: activity:com.shop.viewed (routes to "slug") with userInfo {"slug":"x"}
                  at: Info.plist: NSUserActivityTypes
                4 findings: 2 errors, 1 warning, 1 note

                """#)
    }

    @Test func json() throws {
        let report = LintReport(findings: try Self.findings())
        #expect(
            report.json == #"""
                {
                  "findings": [
                    {
                      "severity": "error",
                      "kind": "shadowedRoute",
                      "message": "route \"any\" can never win: every URL it matches goes to a route that ranks higher, such as shop://product/x, which goes to \"slug\"",
                      "routes": ["any"],
                      "witness": {"input": "shop://product/x", "kind": "url", "route": "slug"},
                      "location": null
                    },
                    {
                      "severity": "note",
                      "kind": "overlap",
                      "message": "routes \"slug\" and \"any\" both match shop://product/x, which goes to \"slug\": at segment 2, a string parameter ranks above \"*\"",
                      "routes": ["slug", "any"],
                      "witness": {"input": "shop://product/x", "kind": "url", "route": "slug"},
                      "location": null
                    },
                    {
                      "severity": "warning",
                      "kind": "activityTypeNotRouted",
                      "message": "NSUserActivityTypes[0] declares the activity type \"com.shop.viewing\", but no activity rule takes it, so the app continues it to nowhere",
                      "routes": [],
                      "witness": {
                        "input": "activity:com.shop.viewing",
                        "kind": "activity",
                        "userInfo": {},
                        "route": null
                      },
                      "location": "Info.plist: NSUserActivityTypes[0]"
                    },
                    {
                      "severity": "error",
                      "kind": "activityRuleNotDeclared",
                      "message": "the activity rule for \"com.shop.viewed\" routes to \"slug\", but NSUserActivityTypes does not declare the type, so Handoff and SwiftUI never deliver it",
                      "routes": ["slug"],
                      "witness": {
                        "input": "activity:com.shop.viewed",
                        "kind": "activity",
                        "userInfo": {"slug": "x"},
                        "route": "slug"
                      },
                      "location": "Info.plist: NSUserActivityTypes"
                    }
                  ],
                  "omitted": [],
                  "errors": 2,
                  "warnings": 1,
                  "notes": 1
                }

                """#)
        // It is JSON, and the value it renders.
        #expect(try JSONValue(parsing: report.json) == report.jsonValue)
    }

    @Test func exitCode() throws {
        let report = LintReport(findings: try Self.findings())
        #expect(report.hasErrors)
        #expect(report.exitCode == 1)
        #expect(report.count(.error) == 2 && report.count(.warning) == 1 && report.count(.note) == 1)
        let notes = LintReport(findings: report.findings.filter { $0.severity == .note })
        #expect(!notes.hasErrors)
        #expect(notes.exitCode == 0)
        #expect(notes.text.hasSuffix("1 finding: 0 errors, 0 warnings, 1 note\n"))
        #expect(LintReport(findings: []).text == "0 findings: 0 errors, 0 warnings, 0 notes\n")
    }

    @Test func severities() {
        #expect(LintFinding.Severity.allCases.sorted() == [.note, .warning, .error])
        #expect(LintFinding.Severity.error > .warning)
        #expect("\(LintFinding.Kind.shadowedRoute)" == "shadowedRoute")
    }
}
