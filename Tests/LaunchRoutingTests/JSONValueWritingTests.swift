import LaunchRouting
import Testing

/// ``JSONValue/serialized(pretty:)``: the one JSON writer of the package, behind the tool's
/// `--json` lines, the lint report and generated AASA files.
@Suite struct JSONValueWritingTests {
    static let documented = JSONValue.object([
        ("route", .string("product")),
        ("params", .object([("id", .number("42"))])),
        ("tags", .array([.string("new"), .string("sale")])),
    ])

    @Test func theDocumentedExample() {
        #expect(Self.documented.serialized() == #"{"route":"product","params":{"id":42},"tags":["new","sale"]}"#)
        #expect(
            Self.documented.serialized(pretty: true) == """
                {
                  "route": "product",
                  "params": {"id": 42},
                  "tags": ["new", "sale"]
                }
                """)
    }

    @Test func escapesOnlyQuotesBackslashesAndControlCharacters() throws {
        let value = JSONValue.object([
            ("text", .string("a\"b\\c\nd\te\u{01}\u{1F}\u{08}\u{0C}\r\u{7F}é/😀")),
            ("list", .array([.null, .bool(true), .bool(false), .number("-1.5e3")])),
            ("empty", .object([])),
            ("none", .array([])),
        ])
        #expect(
            value.serialized()
                == #"{"text":"a\"b\\c\nd\te\u0001\u001f\b\f\r"# + "\u{7F}"
                + #"é/😀","list":[null,true,false,-1.5e3],"empty":{},"none":[]}"#)
        #expect(try JSONValue(parsing: value.serialized()) == value)
        #expect(try JSONValue(parsing: value.serialized(pretty: true)) == value)
    }

    @Test func prettyKeepsScalarsOnOneLineOnlyWhenTheyFitInOneHundredColumns() {
        // At depth 1 the line may be 98 characters: 2 of indentation, 100 in all.
        let fits = JSONValue.array((0..<15).map { _ in .string("ab") } + [.string("abcd")])
        let line = fits.serialized(pretty: true)
        #expect(line.count == 98)
        #expect(JSONValue.object([("a", fits)]).serialized(pretty: true) == "{\n  \"a\": \(line)\n}")
        let tooWide = JSONValue.array(fits.arrayElements + [.null])
        #expect(tooWide.serialized(pretty: true).hasPrefix("[\n  \"ab\",\n  \"ab\",\n"))
        #expect(tooWide.serialized(pretty: true).hasSuffix("\n  \"abcd\",\n  null\n]"))
        let nested = JSONValue.array([.array([]), .object([]), .array([.object([("k", .null)])])])
        #expect(nested.serialized(pretty: true) == "[\n  [],\n  {},\n  [\n    {\"k\": null}\n  ]\n]")
        #expect(JSONValue.string("x").serialized(pretty: true) == #""x""#)
    }
}

extension JSONValue {
    fileprivate var arrayElements: [JSONValue] {
        if case .array(let elements) = self { return elements }
        return []
    }
}
