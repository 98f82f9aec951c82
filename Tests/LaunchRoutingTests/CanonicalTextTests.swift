import Testing

@_spi(Fuzzing) @testable import LaunchRouting

/// The canonical text of a `userInfo` value, which orders inputs that arrive together and tells
/// duplicates apart: strings quoted, `"` and `\` escaped by a backslash and nothing else touched,
/// dictionary keys sorted by their UTF-8 bytes.
@Suite struct CanonicalTextTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var value: LaunchInput.PropertyListValue
        var text: String
        var testDescription: String { text }
    }

    static let rows: [Row] = [
        Row(value: .string("plain"), text: #""plain""#),
        Row(value: .string(""), text: #""""#),
        Row(value: .string(#"say "hi""#), text: #""say \"hi\"""#),
        Row(value: .string(#"back\slash"#), text: #""back\\slash""#),
        Row(value: .string(#"\""#), text: #""\\\"""#),
        // A quote that a combining accent follows, and scalars past ASCII, kept as they are.
        Row(value: .string("\"\u{301}é👍"), text: "\"\\\"\u{301}é👍\""),
        Row(value: .string("e\u{301}\\"), text: "\"e\u{301}\\\\\""),
        Row(
            value: .dictionary(["b": .integer(1), "a": .array([.string(#"x""#), .bool(true)]), "ä": .null]),
            text: #"{"a":["x\"",true],"b":i1,"ä":null}"#),
        Row(value: .dictionary([#"k"ey"#: .string(#"v\"#)]), text: #"{"k\"ey":"v\\"}"#),
    ]

    @Test(arguments: rows)
    func aValueIsWrittenOneWay(_ row: Row) {
        #expect(row.value.canonicalText == row.text)
    }
}
