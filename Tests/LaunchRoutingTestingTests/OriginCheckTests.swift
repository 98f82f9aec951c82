import LaunchRouting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingTesting

/// P3's origin check (docs/patterns.md, "Web pages"): it fails on a universal link that went to
/// the route that takes web pages, and on a foreign page that went to any other route.
@Suite struct OriginCheckTests {
    static let table = try! RouteTable<RouteMatch>(
        schemes: ["t"], domains: ["t.example.com"],
        routes: [RouteDefinition("settings", path: "/settings/:section"), RouteDefinition("webPage", webPages: true)])

    @Test func eachWrongOriginIsNamed() {
        let rows: [(String, RouteMatch, String?)] = [
            (
                "https://t.example.com/a", RouteMatch(name: "webPage"),
                #""https://t.example.com/a" is a universal link of the table, and went to route "webPage", which takes web pages"#
            ),
            (
                "https://evil.example/settings/a", RouteMatch(name: "settings"),
                #""https://evil.example/settings/a" is no universal link of the table, and went to route "settings""#
            ),
            (
                "http://t.example.com/settings/a", RouteMatch(name: "settings"),
                #""http://t.example.com/settings/a" is no universal link of the table, and went to route "settings""#
            ),
            ("https://t.example.com/settings/a", RouteMatch(name: "settings"), nil),
            ("https://evil.example/", RouteMatch(name: "webPage"), nil),
            ("t://settings/a", RouteMatch(name: "settings"), nil),
        ]
        for (url, match, expected) in rows {
            #expect(OriginCheck.mistake(url, match, in: Self.table) == expected, "\(url)")
        }
    }
}
