import LaunchRouting
import LaunchRoutingTesting
import Testing

/// Every property holds on every valid table (docs/testing.md, "No false alarms"). Each table here
/// has a route that ranks above another and takes URLs made for it, so that a property deciding
/// from the route a URL was made for, instead of the route that takes it, fails: a fragment read
/// (as a route, as items, required), a veto, a nested route, a case-insensitive literal, sources.
@Suite struct ValidTableTests {
    struct Table: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var testDescription: String { name }
    }

    static let tables: [Table] = [
        // Issue #33's two specs: a single-page app's home and a catch-all.
        Table(
            name: "a fragment route above a rest",
            json:
                #"{"domains":["t.example.com"],"routes":[{"name":"home","path":"/","fragment":"route"},{"name":"rest","path":"/**rest"}]}"#
        ),
        Table(
            name: "a fragment route above an optional parameter",
            json:
                #"{"domains":["t.example.com"],"routes":[{"name":"home","path":"/","fragment":"route"},{"name":"page","path":"/:p?"}]}"#
        ),
        Table(
            name: "fragment items above a rest",
            json:
                #"{"domains":["t.example.com"],"routes":[{"name":"home","path":"/","fragment":{"token":"string?"}},{"name":"rest","path":"/**rest"}]}"#
        ),
        Table(
            name: "a required fragment item above an optional parameter",
            json:
                #"{"schemes":["t"],"routes":[{"name":"auth","path":"/a","fragment":{"token":"string"}},{"name":"page","path":"/:p?"}]}"#
        ),
        Table(
            name: "a fragment route above fragment items",
            json:
                #"{"schemes":["t"],"routes":[{"name":"home","path":"/","fragment":"route"},{"name":"items","path":"/:p?","fragment":{"a":"string?"}},{"name":"x","path":"/x/:y"}]}"#
        ),
        Table(
            name: "a veto above a rest that declares it",
            json:
                #"{"schemes":["t"],"routes":[{"name":"landing","path":"/","query":{"code":"absent"}},{"name":"rest","path":"/**rest","query":{"code":"string?"}}]}"#
        ),
        Table(
            name: "a veto of values above a rest",
            json:
                #"{"schemes":["t"],"routes":[{"name":"edit","path":"/n/:x?","query":{"m":"!(view|edit)"}},{"name":"note","path":"/n/**rest","query":{"m":"(view|edit)?"}}]}"#
        ),
        Table(
            name: "a nested route above another",
            json:
                #"{"schemes":["t"],"domains":["t.example.com"],"routes":[{"name":"home","path":"/","fragment":"route"},{"name":"link","path":"/:p?","query":{"to":"route"}},{"name":"s","path":"/s/:x"}]}"#
        ),
        Table(
            name: "a nested route above a rest with the same parameter",
            json:
                #"{"schemes":["t"],"routes":[{"name":"link","path":"/l","query":{"to":"route"}},{"name":"rest","path":"/**rest","query":{"to":"string?"}}]}"#
        ),
        Table(
            name: "a case-sensitive literal above a case-insensitive one",
            json:
                #"{"schemes":["t"],"routes":[{"name":"upper","path":"/A"},{"name":"any","path":"/a","caseSensitive":false},{"name":"rest","path":"/**r"}]}"#
        ),
        Table(
            name: "a fragment route from one scheme above a rest from all",
            json:
                #"{"schemes":["t","u"],"domains":["t.example.com"],"routes":[{"name":"home","path":"/","sources":["u"],"fragment":"route"},{"name":"rest","path":"/**r"},{"name":"x","path":"/x"}]}"#
        ),
        // No scheme and no domain: URLs never route, and a near miss is an unknown scheme first.
        Table(
            name: "no scheme, a notification rule",
            json: #"{"routes":[{"name":"a","path":"/a"}],"notifications":{"rules":[{"action":"","route":"a"}]}}"#
        ),
    ]

    @Test(arguments: tables) func everyPropertyHolds(_ table: Table) throws {
        let router = try RouteSpec(json: table.json).router()
        let report = LaunchProperties(router: router).check(seed: 1, iterations: 300)
        #expect(report.passed, "\(report.results.filter { !$0.passed }.map(\.property))")
    }
}
