import Testing

@testable @_spi(Fuzzing) import LaunchRouting

/// Where a spec error's field is written (docs/route-spec.md, "The build plugin"): a member at its
/// name, an element at its first byte, a missing field at the deepest part of its path the file
/// has, and a document that does not parse at its parse error.
@Suite struct JSONFieldLocatorTests {
    static let spec = """
        {
          "schemes": ["shop"],
          "routes": [
            { "name": "home", "path": "/" },
            {
              "name": "help",
              "paths": ["/help", "/help/**topic/more"],
              "query": { "utm.source": "string?" }
            }
          ],
          "intents": [{ "type": "OpenHelp", "route": "help", "params": { "t": "topic" } }]
        }
        """

    @Test(arguments: [
        ("routes[1].paths[1]", 7, 26),
        ("routes[1].paths", 7, 7),
        ("routes[1].name", 6, 7),
        ("routes[0].path", 4, 23),
        ("routes[1]", 5, 5),
        ("schemes[0]", 2, 15),
        ("intents[0].params.t", 11, 66),
        // A key with a dot is one member, as the spec's reader names it.
        ("routes[1].query.utm.source", 8, 18),
        // A missing field: the deepest part the file has.
        ("routes[0].query", 4, 5),
        ("routes[7].name", 3, 3),
        ("domains", 1, 1),
        ("", 1, 1),
    ])
    func aFieldIsFoundWhereItIsWritten(path: String, line: Int, column: Int) {
        let position = JSONFieldLocator.position(of: path, in: Array(Self.spec.utf8))
        #expect(position.line == line && position.column == column, "\(path): \(position)")
    }

    /// Many fields are found in one parse (lint's findings, a line each), each where it is found alone.
    @Test func manyFieldsAreFoundAsEachIsAlone() {
        let paths = [
            "routes[1].paths[1]", "schemes[0]", "routes[7].name", "routes[1].query.utm.source", "", "routes[1]",
        ]
        let bytes = Array(Self.spec.utf8)
        let together = JSONFieldLocator.positions(of: paths, in: bytes)
        let alone = paths.map { JSONFieldLocator.position(of: $0, in: bytes) }
        #expect(together.map(\.line) == alone.map(\.line) && together.map(\.column) == alone.map(\.column))
        #expect(together.map(\.line) == [7, 2, 3, 8, 1, 5])
    }

    @Test func aDocumentThatDoesNotParseIsFoundAtItsError() throws {
        let text = "{\n  \"routes\": [\n    { \"name\": \"home\", }\n  ]\n}"
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
        let position = JSONFieldLocator.position(of: "routes[0].name", in: Array(text.utf8))
        #expect(position.line == 3 && position.column == 23)
        #expect(position.line == error?.line && position.column == error?.column)
    }

    /// The member name a spec error names is the one found, not a value that spells the same.
    @Test func aValueThatSpellsAKeyIsNotFound() {
        let text = #"{"a": "routes", "routes": [{"name": "x"}]}"#
        let position = JSONFieldLocator.position(of: "routes[0].name", in: Array(text.utf8))
        #expect(position.line == 1 && position.column == 29)
    }
}
