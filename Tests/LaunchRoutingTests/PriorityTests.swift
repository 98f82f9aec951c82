import LaunchRouting
import Testing

/// The priority rule of docs/patterns.md: a total order at each segment, backtracking, sources,
/// and independence from registration order. Every case is run with its routes registered in every
/// order, and checks that the compiled matcher agrees with the reference matcher.
@Suite struct PriorityTests {
    typealias Route = PatternFixtures.Route
    typealias Expected = PatternFixtures.Expected

    struct Case: Sendable, CustomTestStringConvertible {
        var routes: [Route]
        var url: String
        var expected: Expected
        var testDescription: String {
            "\(url) → \(expected) among \(routes.map(\.description).joined(separator: "; "))"
        }
    }

    static func cases(_ routes: [Route], _ rows: [(String, Expected)]) -> [Case] {
        rows.map { Case(routes: routes, url: $0.0, expected: $0.1) }
    }

    /// Every order of `items`.
    static func permutations<T>(_ items: [T]) -> [[T]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// Checks the case with the routes registered in every order.
    func run(_ test: Case) throws {
        for routes in Self.permutations(test.routes) {
            let table = try PatternFixtures.table(routes)
            PatternFixtures.check(table, test.url, test.expected)
        }
    }

    // MARK: Kinds of segment: literal > enumerated > typed > string > * > **

    static let kinds: [Case] =
        cases(
            [Route("enumerated", "/a/:x(new|old)"), Route("anyCase", "/a/:x(new|old)i"), Route("bool", "/a/:b(bool)")],
            [
                ("t://a/new", .routed("enumerated", ["x": "new"])),
                ("t://a/NEW", .routed("anyCase", ["x": "new"])),
                ("t://a/true", .routed("bool", ["b": "true"])),
            ])
        + cases(
            [Route("anyCase", "/a/:x(true|1)i"), Route("bool", "/a/:b(bool)"), Route("int", "/a/:n(int)")],
            [
                ("t://a/TRUE", .routed("anyCase", ["x": "true"])),
                ("t://a/0", .routed("bool", ["b": "false"])),
                ("t://a/2", .routed("int", ["n": 2])),
            ])
        + cases(
            [
                Route("enumerated", "/a/:x(@me|b)"), Route("uuid", "/a/:x(uuid)"), Route("sigil", "/a/:x(@*)"),
                Route("string", "/a/:x"),
            ],
            [
                ("t://a/@me", .routed("enumerated", ["x": "@me"])),
                ("t://a/@you", .routed("sigil", ["x": "@you"])),
                ("t://a/you", .routed("string", ["x": "you"])),
                ("t://a/@", .routed("string", ["x": "@"])),
            ])
        + cases(
            [Route("optional", "/a/:x(@*)?"), Route("required", "/a/:x(@*)"), Route("other", "/a/:x(!*)")],
            [
                ("t://a/@b", .routed("required", ["x": "@b"])),
                ("t://a/!b", .routed("other", ["x": "!b"])),
                ("t://a", .routed("optional", [:])),
            ])
        + cases(
            [Route("literal", "/a/new"), Route("enumerated", "/a/:x(new|old)")],
            [
                ("t://a/new", .routed("literal", [:])),
                ("t://a/old", .routed("enumerated", ["x": "old"])),
            ])
        + cases(
            [Route("enumerated", "/a/:x(1|2)"), Route("int", "/a/:n(int)")],
            [
                ("t://a/1", .routed("enumerated", ["x": "1"])),
                ("t://a/3", .routed("int", ["n": 3])),
            ])
        + cases(
            [Route("enumerated", "/a/:x(123e4567-e89b-12d3-a456-426614174000|b)"), Route("uuid", "/a/:id(uuid)")],
            [
                (
                    "t://a/123e4567-e89b-12d3-a456-426614174000",
                    .routed("enumerated", ["x": "123e4567-e89b-12d3-a456-426614174000"])
                ),
                (
                    "t://a/123E4567-E89B-12D3-A456-426614174000",
                    .routed("uuid", ["id": .uuid("123e4567-e89b-12d3-a456-426614174000")])
                ),
            ])
        + cases(
            [Route("int", "/a/:n(int)"), Route("string", "/a/:s")],
            [
                ("t://a/1", .routed("int", ["n": 1])),
                ("t://a/x", .routed("string", ["s": "x"])),
            ])
        + cases(
            [Route("uuid", "/a/:id(uuid)"), Route("string", "/a/:s")],
            [
                (
                    "t://a/00000000-0000-0000-0000-000000000000",
                    .routed("uuid", ["id": .uuid("00000000-0000-0000-0000-000000000000")])
                ),
                ("t://a/0000", .routed("string", ["s": "0000"])),
            ])
        + cases(
            [Route("string", "/a/:s"), Route("wildcard", "/a/*")],
            [
                ("t://a/x", .routed("string", ["s": "x"]))
            ])
        + cases(
            [Route("wildcard", "/a/*"), Route("rest", "/a/**r")],
            [
                ("t://a/x", .routed("wildcard", [:])),
                ("t://a/x/y", .routed("rest", ["r": "x/y"])),
                ("t://a", .routed("rest", ["r": ""])),
            ])
        + cases(
            [
                Route("literal", "/a/b"), Route("enumerated", "/a/:e(b|c)"), Route("int", "/a/:n(int)"),
                Route("string", "/a/:s"),
                Route("wildcard", "/a/*"), Route("rest", "/a/**r"),
            ],
            [
                ("t://a/b", .routed("literal", [:])),
                ("t://a/c", .routed("enumerated", ["e": "c"])),
                ("t://a/7", .routed("int", ["n": 7])),
                ("t://a/d", .routed("string", ["s": "d"])),
                ("t://a/d/e", .routed("rest", ["r": "d/e"])),
                ("t://a", .routed("rest", ["r": ""])),
            ])
        // The first segment that differs decides, whatever follows.
        + cases(
            [Route("late", "/a/:x/b"), Route("early", "/a/b/:y")],
            [
                ("t://a/b/b", .routed("early", ["y": "b"])),
                ("t://a/c/b", .routed("late", ["x": "c"])),
            ])
        + cases(
            [Route("rest", "/a/b/**r"), Route("strings", "/a/:x/:y/:z")],
            [
                ("t://a/b/c/d", .routed("rest", ["r": "c/d"])),
                ("t://a/c/c/d", .routed("strings", ["x": "c", "y": "c", "z": "d"])),
            ])

    @Test(arguments: kinds) func segmentKind(_ test: Case) throws { try run(test) }

    // MARK: How a pattern ends: exact end > optional absent > empty rest

    static let endings: [Case] =
        cases(
            [Route("exact", "/a"), Route("optional", "/a/:x?")],
            [
                ("t://a", .routed("exact", [:])),
                ("t://a/z", .routed("optional", ["x": "z"])),
            ])
        + cases(
            [Route("optional", "/a/:x?"), Route("rest", "/a/**r")],
            [
                ("t://a", .routed("optional", [:])),
                ("t://a/b", .routed("optional", ["x": "b"])),
                ("t://a/b/c", .routed("rest", ["r": "b/c"])),
            ])
        + cases(
            [Route("exact", "/a"), Route("rest", "/a/**r")],
            [
                ("t://a", .routed("exact", [:])),
                ("t://a/b", .routed("rest", ["r": "b"])),
            ])
        + cases(
            [Route("exact", "/a"), Route("optional", "/a/:x(int)?"), Route("rest", "/a/**r")],
            [
                ("t://a", .routed("exact", [:])),
                ("t://a/1", .routed("optional", ["x": 1])),
                ("t://a/x", .routed("rest", ["r": "x"])),
            ])

    @Test(arguments: endings) func ending(_ test: Case) throws { try run(test) }

    // MARK: Non-optional > optional

    static let optionality: [Case] =
        cases(
            [Route("required", "/a/:x"), Route("optional", "/a/:y?")],
            [
                ("t://a/z", .routed("required", ["x": "z"])),
                ("t://a", .routed("optional", [:])),
            ])
        + cases(
            [Route("required", "/a/:x(int)"), Route("optional", "/a/:y(int)?")],
            [
                ("t://a/1", .routed("required", ["x": 1])),
                ("t://a", .routed("optional", [:])),
            ])
        + cases(
            [Route("required", "/a/:x(a|b)"), Route("optional", "/a/:y(a|b)?")],
            [
                ("t://a/a", .routed("required", ["x": "a"]))
            ])
        // The kind of segment comes first: an optional enumeration beats a required int.
        + cases(
            [Route("optionalEnum", "/a/:x(1|2)?"), Route("int", "/a/:n(int)")],
            [
                ("t://a/1", .routed("optionalEnum", ["x": "1"])),
                ("t://a/3", .routed("int", ["n": 3])),
            ])
        + cases(
            [Route("optionalInt", "/a/:x(int)?"), Route("string", "/a/:s")],
            [
                ("t://a/1", .routed("optionalInt", ["x": 1])),
                ("t://a/x", .routed("string", ["s": "x"])),
            ])
        + cases(
            [Route("optionalString", "/a/:x?"), Route("wildcard", "/a/*")],
            [
                ("t://a/1", .routed("optionalString", ["x": "1"]))
            ])

    @Test(arguments: optionality) func optionalParameter(_ test: Case) throws { try run(test) }

    // MARK: Exact-case literal > case-insensitive literal

    static let caseSensitivity: [Case] =
        cases(
            [Route("exact", "/About"), Route("anyCase", "/about", isCaseSensitive: false)],
            [
                ("t://About", .routed("exact", [:])),
                ("t://about", .routed("anyCase", [:])),
                ("t://ABOUT", .routed("anyCase", [:])),
            ])
        + cases(
            [Route("exact", "/about"), Route("anyCase", "/about", isCaseSensitive: false)],
            [
                ("t://about", .routed("exact", [:])),
                ("t://About", .routed("anyCase", [:])),
            ])
        // A case-insensitive literal still beats an enumeration.
        + cases(
            [Route("anyCase", "/new", isCaseSensitive: false), Route("enumerated", "/:x(NEW|old)")],
            [
                ("t://NEW", .routed("anyCase", [:])),
                ("t://old", .routed("enumerated", ["x": "old"])),
            ])

    @Test(arguments: caseSensitivity) func caseSensitiveLiteral(_ test: Case) throws { try run(test) }

    // MARK: Two enumerations sharing a value: the canonical text decides

    static let enumerations: [Case] =
        // Canonical text: the values sorted, joined by "|"; "a|b" < "b|c" whatever the route names.
        cases(
            [Route("aaa", "/e/:x(c|b)"), Route("zzz", "/e/:y(b|a)")],
            [
                ("t://e/b", .routed("zzz", ["y": "b"])),
                ("t://e/a", .routed("zzz", ["y": "a"])),
                ("t://e/c", .routed("aaa", ["x": "c"])),
            ])
        // Byte order of the canonical text: "ab|c" < "a|ab" because "b" < "|".
        + cases(
            [Route("one", "/e/:x(a|ab)"), Route("two", "/e/:y(c|ab)")],
            [
                ("t://e/ab", .routed("two", ["y": "ab"])),
                ("t://e/a", .routed("one", ["x": "a"])),
            ])
        // A prefix sorts first: "a|b" < "a|b|c".
        + cases(
            [Route("two", "/e/:x(c|b|a)"), Route("one", "/e/:y(b|a)")],
            [
                ("t://e/a", .routed("one", ["y": "a"])),
                ("t://e/c", .routed("two", ["x": "c"])),
            ])
        // Optional or not comes before the text.
        + cases(
            [Route("optional", "/e/:x(a|b)?"), Route("required", "/e/:y(b|c)")],
            [
                ("t://e/b", .routed("required", ["y": "b"]))
            ])

    @Test(arguments: enumerations) func sharedEnumeratedValue(_ test: Case) throws { try run(test) }
}
