import LaunchRouting
import LaunchRoutingTesting
import Testing

/// docs/patterns.md, "`:name(@*)`: a sigil type": the rows of its tables in a path and in a
/// query, its priority, its build errors and reverse routing, the compiled and reference matchers
/// agreeing on each.
extension PatternLanguageTests {
    static let sigils: [Case] =
        cases(
            "/u/:id(@*)",
            [
                ("t://u/@alice:example.org", .r(["id": "@alice:example.org"])),
                ("t://u/%40alice", .r(["id": "@alice"])),
                ("t://u/@a@b", .r(["id": "@a@b"])),
                ("t://u/@", invalid),
                ("t://u/alice", invalid),
                ("t://u/x@alice", invalid),
                ("t://u/%20@alice", invalid),
            ])
        + cases(
            "/r/:alias(#*)",
            [
                // `#` in a path is always encoded: raw, it starts the fragment.
                ("t://r/%23room:example.org", .r(["alias": "#room:example.org"])),
                ("t://r/#room:example.org", noRoute),
            ])
        + cases(
            "/s", query: ["tag": "#*?", "group": "+*?"],
            [
                ("t://s?tag=%23swift", .r(["tag": "#swift"])),
                ("t://s?group=%2Bios", .r(["group": "+ios"])),
                // `+` in a query value is a space, so a `+` sigil there is written `%2B`.
                ("t://s?group=+ios", invalid),
                ("t://s?tag=swift", invalid),
            ])

    @Test(arguments: sigils) func sigilParameter(_ test: Case) throws { try run(test) }

    /// A chat app's four kinds of identifier at one position, told apart by their sigils.
    @Test func sigilsTellKindsApart() throws {
        let table = try PatternFixtures.table([
            .init("user", "/to/:id(@*)"), .init("room", "/to/:id(!*)"), .init("alias", "/to/:id(#*)"),
            .init("group", "/to/:id(+*)"), .init("name", "/to/:id"), .init("me", "/to/@me"),
        ])
        let rows: [(String, String, String?)] = [
            ("t://to/@alice:example.org", "user", "@alice:example.org"),
            ("t://to/!abc:example.org", "room", "!abc:example.org"),
            ("t://to/%23room:example.org", "alias", "#room:example.org"),
            ("t://to/+group:example.org", "group", "+group:example.org"),
            ("t://to/%2Bgroup", "group", "+group"),
            ("t://to/alice", "name", "alice"),
            ("t://to/@", "name", "@"),
            ("t://to/@me", "me", nil),
        ]
        for (url, route, id) in rows {
            PatternFixtures.check(table, url, .routed(route, id.map { ["id": .string($0)] } ?? [:]))
        }
    }

    @Test func sigilBuildErrors() {
        let rows: [(PatternFixtures.Route, String)] = [
            (
                .init("r", "/a/:x(%*)"),
                #"route "r", pattern "/a/:x(%*)", offset 3: "%*" is no sigil type; write one sigil and *, as @*, with a sigil among ! # $ & + , ; @ ~"#
            ),
            (
                .init("r", "/a/:x(@@*)"),
                #"route "r", pattern "/a/:x(@@*)", offset 3: "@@*" is no sigil type; write one sigil and *, as @*, with a sigil among ! # $ & + , ; @ ~"#
            ),
            (
                .init("r", "/a/:x(@)"),
                #"route "r", pattern "/a/:x(@)", offset 3: "@" is not a type; use int, uuid, bool, string, a|b|c or @*; did you mean "@*"?"#
            ),
            (
                .init("r", "/a", query: ["x": "-*"]),
                #"route "r": query parameter "x" is declared "-*": "-*" is no sigil type; write one sigil and *, as @*, with a sigil among ! # $ & + , ; @ ~"#
            ),
            (
                .init("r", "/a", query: ["x": "@*=alice"]),
                #"route "r": query parameter "x" is declared "@*=alice": the default "alice" is not a valid @*"#
            ),
        ]
        for (route, message) in rows {
            #expect(PatternFixtures.buildError([route])?.message == message)
        }
    }

    /// Reverse routing writes a value that starts with the sigil, encoded where it must be.
    @Test func sigilsAreWrittenBack() throws {
        let table = try PatternFixtures.table([
            .init("user", "/u/:id(@*)"), .init("alias", "/r/:id(#*)"), .init("s", "/s", query: ["g": "+*"]),
        ])
        #expect(
            table.url(for: RouteMatch(name: "user", parameters: ["id": "@alice:example.org"]))
                == "t://u/@alice:example.org")
        #expect(table.url(for: RouteMatch(name: "user", parameters: ["id": "alice"])) == nil)
        #expect(table.url(for: RouteMatch(name: "user", parameters: ["id": "@"])) == nil)
        #expect(table.url(for: RouteMatch(name: "alias", parameters: ["id": "#room"])) == "t://r/%23room")
        #expect(table.url(for: RouteMatch(name: "s", parameters: ["g": "+ios"])) == "t://s?g=%2Bios")
    }

    /// A case binding reads a sigil type as `String`; the harness passes on a table of them.
    @Test func sigilBindsToAStringAndPassesTheHarness() throws {
        enum Screen: Hashable, Sendable {
            case user(String)
            case room(String)
        }
        let table = try RouteTable<Screen>(schemes: ["t"], domains: ["t.example.com"]) {
            RouteDefinition("user", path: "/#/:id(@*)", to: Screen.user)
            RouteDefinition("room", path: "/#/:id(!*)", to: Screen.room)
        }
        #expect(table.resolve("https://t.example.com/%23/@bob:t.org") == .routed(.user("@bob:t.org")))
        #expect(table.url(for: .room("!r:t.org")) == "t://%23/!r:t.org")
        let report = LaunchProperties(router: try Router(table: table)).check(seed: 1, iterations: 300)
        #expect(report.results.compactMap(\.failure) == [])
    }
}
