import Testing

@_spi(Fuzzing) @testable import LaunchRouting

@Suite struct JSONValueTests {
    @Test func parsesEveryKindOfValueAndKeepsMemberOrder() throws {
        let value = try JSONValue(
            parsing: #" {"b": [1, -2.5e3, true, false, null], "a": "x\"\\\/\n\u00e9\ud83d\ude00"} "#)
        guard case .object(let members) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(value["b"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
        #expect(value["a"]?.stringValue == "x\"\\/\né😀")
        #expect(value["b"]?[0]?.integerValue == 1)
        #expect(value["b"]?[1]?.integerValue == nil)
    }

    @Test(arguments: [
        ("", "line 1, column 1: the document ends where a value was expected"),
        ("{", "line 1, column 2: expected a quoted member name, found the end of the document"),
        ("[1,]", "line 1, column 4: unexpected \"]\" where a value was expected"),
        ("{\"a\": 1,\n \"a\": 2}", "line 2, column 2: the member \"a\" appears twice in one object"),
        ("01", "line 1, column 2: unexpected \"1\" after the document"),
        ("-", "line 1, column 2: a number needs a digit after \"-\""),
        ("1.", "line 1, column 3: a number needs a digit after \".\""),
        ("\"a\tb\"", "line 1, column 3: a control character must be escaped inside a string"),
        ("\"\\x\"", "line 1, column 3: \"\\x\" is not a JSON escape"),
        (
            "\"\\ud800\"",
            "line 1, column 8: a \\u escape of a high surrogate must be followed by one of a low surrogate"
        ),
        ("\"abc", "line 1, column 5: the document ends inside a string"),
        ("tru", "line 1, column 4: unexpected the end of the document where a value was expected"),
    ])
    func errorsGiveLineAndColumn(_ text: String, _ expected: String) {
        do {
            let value = try JSONValue(parsing: text)
            Issue.record("parsed \(value)")
        } catch {
            #expect("\(error)" == expected)
        }
    }

    @Test func invalidUTF8AndDeepNestingAreErrorsNotTraps() {
        #expect(throws: JSONParseError(message: "the document is not valid UTF-8", line: 1, column: 2)) {
            try JSONValue(parsing: [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")])
        }
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError(message: "the document nests deeper than 128 levels", line: 1, column: 129)) {
            try JSONValue(parsing: deep)
        }
    }
}
