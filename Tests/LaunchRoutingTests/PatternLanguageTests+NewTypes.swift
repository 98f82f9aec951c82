import LaunchRouting
import LaunchRoutingTesting
import Testing

/// docs/patterns.md, "`:name(bool)`" and "`:name(a|b)i`: an enumeration in any case": the rows
/// of both tables, in a path and in a query, with the compiled and reference matchers agreeing.
extension PatternLanguageTests {
    // MARK: :name(bool)

    static let bools: [Case] =
        cases(
            "/dark/:on(bool)",
            [
                ("t://dark/true", .r(["on": "true"])),
                ("t://dark/TRUE", .r(["on": "true"])),
                ("t://dark/True", .r(["on": "true"])),
                ("t://dark/1", .r(["on": "true"])),
                ("t://dark/false", .r(["on": "false"])),
                ("t://dark/0", .r(["on": "false"])),
                ("t://dark/%74rue", .r(["on": "true"])),
                ("t://dark/yes", invalid),
                ("t://dark/2", invalid),
                ("t://dark/01", invalid),
                ("t://dark/truee", invalid),
                ("t://dark/t", invalid),
            ])
        + cases(
            "/tab", query: ["private": "bool=false", "pinned": "bool"],
            [
                ("t://tab?pinned=1", .r(["pinned": "true", "private": "false"])),
                ("t://tab?pinned=false&private=TRUE", .r(["pinned": "false", "private": "true"])),
                ("t://tab?pinned=on", invalid),
                ("t://tab?pinned=", invalid),
                ("t://tab", .unmatched(.missingParameter)),
            ])

    @Test(arguments: bools) func boolParameter(_ test: Case) throws { try run(test) }

    // MARK: :name(a|b)i

    static let enumerationsInAnyCase: [Case] =
        cases(
            "/settings/:section(general|newTab|privacy)i",
            [
                ("t://settings/general", .r(["section": "general"])),
                ("t://settings/GENERAL", .r(["section": "general"])),
                ("t://settings/newtab", .r(["section": "newTab"])),
                ("t://settings/NewTab", .r(["section": "newTab"])),
                ("t://settings/%50rivacy", .r(["section": "privacy"])),
                ("t://settings/generals", invalid),
                ("t://settings/gen%20eral", invalid),
                ("t://settings", noRoute),
            ])
        + cases(
            "/k/:x(k|q)i",
            [
                // Unicode lowercasing, as for a case-insensitive literal: KELVIN SIGN lowercases to k.
                ("t://k/%E2%84%AA", .r(["x": "k"])),
                ("t://k/Q", .r(["x": "q"])),
            ])
        + cases(
            "/s", query: ["sort": "(asc|desc)i=asc"],
            [
                ("t://s?sort=DESC", .r(["sort": "desc"])),
                ("t://s", .r(["sort": "asc"])),
                ("t://s?sort=up", invalid),
            ])

    @Test(arguments: enumerationsInAnyCase) func enumerationInAnyCase(_ test: Case) throws { try run(test) }

    @Test func newTypeBuildErrors() {
        let rows: [(PatternFixtures.Route, String)] = [
            (
                .init("r", "/a/:x(a|A)i"),
                #"route "r", pattern "/a/:x(a|A)i", offset 3: "a|A" followed by "i" is no enumeration in any case; write (a|b)i, with values that differ in more than case"#
            ),
            (
                .init("r", "/a/:x(int)i"),
                #"route "r", pattern "/a/:x(int)i", offset 3: "int" followed by "i" is no enumeration in any case; write (a|b)i, with values that differ in more than case"#
            ),
            (
                .init("r", "/a", query: ["x": "(a|A)i"]),
                #"route "r": query parameter "x" is declared "(a|A)i": an enumeration in any case lists values that differ in more than case, (a|b)i"#
            ),
            (
                .init("r", "/a", query: ["x": "bool=maybe"]),
                #"route "r": query parameter "x" is declared "bool=maybe": the default "maybe" is not a valid bool"#
            ),
            (
                .init("r", "/a/:x(a|b)I"),
                #"route "r", pattern "/a/:x(a|b)I", offset 3: ":x(a|b)I" opens a type with "(" but does not close it with ")"; did you mean ":x(a|b)i"?"#
            ),
            (
                .init("r", "/a/:x(boolean)"),
                #"route "r", pattern "/a/:x(boolean)", offset 3: "boolean" is not a type; use int, uuid, bool, string, a|b|c or @*; did you mean "bool"?"#
            ),
        ]
        for (route, message) in rows {
            #expect(PatternFixtures.buildError([route])?.message == message)
        }
    }

    /// Reverse routing writes `true` or `false`, and an enumeration in any case as listed.
    @Test func newTypesAreWrittenBack() throws {
        let table = try PatternFixtures.table([
            .init("dark", "/dark/:on(bool)"), .init("settings", "/settings/:section(general|newTab)i"),
            .init("tab", "/tab", query: ["pinned": "bool"]),
        ])
        #expect(table.url(for: RouteMatch(name: "dark", parameters: ["on": "true"])) == "t://dark/true")
        #expect(table.url(for: RouteMatch(name: "dark", parameters: ["on": "1"])) == nil)
        #expect(
            table.url(for: RouteMatch(name: "settings", parameters: ["section": "newTab"])) == "t://settings/newTab")
        #expect(table.url(for: RouteMatch(name: "settings", parameters: ["section": "newtab"])) == nil)
        #expect(table.url(for: RouteMatch(name: "tab", parameters: ["pinned": "false"])) == "t://tab?pinned=false")
        // A literal of another route takes the value as listed: it is written upper-cased, which
        // only the enumeration takes (found by RoundTripTests, seed 4242).
        let shadowed = try PatternFixtures.table([
            .init("r0", "/:p(a|Item)i/x"), .init("r4", "/a/**rest"),
        ])
        #expect(shadowed.url(for: RouteMatch(name: "r0", parameters: ["p": "a"])) == "t://A/x")
        #expect(shadowed.url(for: RouteMatch(name: "r0", parameters: ["p": "Item"])) == "t://Item/x")
    }

    /// A case binding reads a `bool` as `Bool`; a rule's `userInfo` gives it as a Boolean or a string.
    @Test func aBoolBindsToABoolAndRulesGiveIt() throws {
        enum Screen: Hashable, Sendable {
            case tab(pinned: Bool, isPrivate: Bool)
        }
        let table = try RouteTable<Screen>(schemes: ["t"]) {
            RouteDefinition("tab", path: "/tab", query: ["pinned": "bool", "private": "bool=false"], to: Screen.tab)
        }
        #expect(table.resolve("t://tab?pinned=1") == .routed(.tab(pinned: true, isPrivate: false)))
        #expect(table.url(for: .tab(pinned: false, isPrivate: true)) == "t://tab?pinned=false&private=true")
        let router = try Router(
            table: table,
            shortcuts: [
                LaunchRule.Shortcut(
                    type: "newPrivateTab", route: "tab", parameters: ["pinned": "pinned", "private": "private"])
            ])
        for (value, expected) in [(LaunchInput.PropertyListValue.bool(true), true), ("0", false), ("TRUE", true)] {
            #expect(
                router.resolve(
                    .shortcutItem(.init(type: "newPrivateTab", userInfo: ["pinned": value, "private": .bool(true)])))
                    == .routed(.tab(pinned: expected, isPrivate: true)))
        }
        let report = LaunchProperties(router: router).check(seed: 1, iterations: 200)
        #expect(report.results.compactMap(\.failure) == [])
    }
}
