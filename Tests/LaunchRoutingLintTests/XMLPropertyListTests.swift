import LaunchRouting
import LaunchRoutingLint
import LaunchRoutingTestFixtures
import Testing

/// Our XML property-list reader: every element, entities, CDATA, comments and a DOCTYPE, and every
/// error it reports with its line and column, word for word (docs/lint.md, "Info.plist").
@Suite struct XMLPropertyListTests {
    @Test func everyElement() throws {
        let value = try XMLPropertyList.parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- a comment before the root -->
            <plist version="1.0">
            <dict>
                <key>string</key>
                <string>a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#233; &#x1F600; <![CDATA[<raw> & ]]>end</string>
                <key>empty</key>
                <string/>
                <key>yes</key>
                <true/>
                <key>no</key>
                <false></false>
                <key>integer</key>
                <integer> -42 </integer>
                <key>hex</key>
                <integer>0x1F</integer>
                <key>smallest</key>
                <integer>-9223372036854775808</integer>
                <key>real</key>
                <real>2.5e3</real>
                <key>data</key>
                <data>
                    AAEC
                    /w==
                </data>
                <key>date</key>
                <date>2001-01-02T00:00:01Z</date>
                <key>array</key>
                <array>
                    <string>one</string>
                    <!-- a comment between values -->
                    <dict/>
                    <array/>
                </array>
            </dict>
            </plist>
            """)
        #expect(
            value
                == .dictionary([
                    "string": .string("a <b> & \"c\" 'd' é 😀 <raw> & end"),
                    "empty": .string(""),
                    "yes": .bool(true),
                    "no": .bool(false),
                    "integer": .integer(-42),
                    "hex": .integer(31),
                    "smallest": .integer(.min),
                    "real": .double(2500),
                    "data": .data([0, 1, 2, 255]),
                    "date": .date(86_401),
                    "array": .array([.string("one"), .dictionary([:]), .array([])]),
                ]))
    }

    @Test func dates() throws {
        for (text, seconds) in [
            ("2001-01-01T00:00:00Z", 0.0), ("2000-12-31T23:59:59Z", -1.0), ("2024-02-29T12:00:00Z", 730_900_800.0),
            ("1970-01-01T00:00:00Z", -978_307_200.0),
        ] {
            #expect(try XMLPropertyList.parse("<plist><date>\(text)</date></plist>") == .date(seconds), "\(text)")
        }
    }

    static let errors: [(String, String)] = [
        (
            "bplist00\u{01}",
            "line 1, column 1: this is a binary property list; convert it with \"plutil -convert xml1\""
        ),
        ("", "line 1, column 1: the document has no <plist> element"),
        ("<dict/>", "line 1, column 1: the root element is <dict>, not <plist>"),
        ("<plist version=\"1.0\"/>", "line 1, column 1: the <plist> element is empty; it holds one value"),
        ("<plist></plist>", "line 1, column 8: the <plist> element is empty; it holds one value"),
        ("<plist><dict><key>a</key></dict></plist>", "line 1, column 26: the key \"a\" has no value before </dict>"),
        (
            "<plist><dict><key>a</key><key>b</key></dict></plist>",
            "line 1, column 26: the key \"a\" has no value before the next <key>"
        ),
        (
            "<plist><dict><string>a</string></dict></plist>",
            "line 1, column 14: expected <key> in <dict>, found <string>"
        ),
        (
            "<plist><dict><key>a</key><true/><key>a</key><false/></dict></plist>",
            "line 1, column 33: the key \"a\" appears twice in one <dict>"
        ),
        ("<plist><array><string>a</array></plist>", "line 1, column 24: expected </string>, found </array>"),
        ("<plist><array><string>a</string></plist>", "line 1, column 33: expected </array>, found </plist>"),
        ("<plist><string>a<b/></string></plist>", "line 1, column 17: <string> cannot hold the element <b>"),
        ("<plist><integer>12a</integer></plist>", "line 1, column 8: \"12a\" is not an integer"),
        (
            "<plist><integer>99999999999999999999</integer></plist>",
            "line 1, column 8: \"99999999999999999999\" is not an integer"
        ),
        ("<plist><real>1.5.2</real></plist>", "line 1, column 8: \"1.5.2\" is not a real number"),
        ("<plist><true>yes</true></plist>", "line 1, column 8: <true> takes no content; write <true/>"),
        ("<plist><data>@@@@</data></plist>", "line 1, column 8: the <data> element is not valid base64"),
        (
            "<plist><date>2024-13-01T00:00:00Z</date></plist>",
            "line 1, column 8: \"2024-13-01T00:00:00Z\" is not a date; write it as 2001-01-01T00:00:00Z"
        ),
        (
            "<plist><date>yesterday</date></plist>",
            "line 1, column 8: \"yesterday\" is not a date; write it as 2001-01-01T00:00:00Z"
        ),
        ("<plist><unknown/></plist>", "line 1, column 8: <unknown> is not a property-list element"),
        ("<plist><key>a</key></plist>", "line 1, column 8: <key> belongs directly in a <dict>"),
        (
            "<plist><string>a &nbsp; b</string></plist>",
            "line 1, column 18: \"&nbsp;\" is not an entity of XML; use &lt; &gt; &amp; &quot; &apos; or &#...;"
        ),
        (
            "<plist><string>a & b</string></plist>",
            "line 1, column 18: \"&\" starts no entity; write &amp; for a literal \"&\""
        ),
        ("<plist><string>&#xD800;</string></plist>", "line 1, column 16: \"&#xD800;\" is not a character"),
        ("<plist><string><![CDATA[x</string></plist>", "line 1, column 16: the CDATA section does not end"),
        (
            "<plist><string>a</string><string>b</string></plist>",
            "line 1, column 26: <plist> holds one value; found another, <string>"
        ),
        (
            "<plist><string>a</string></plist>trailing",
            "line 1, column 34: unexpected text \"trailing\" where an element was expected"
        ),
        ("<plist><string>a</string></plist><!-- open", "line 1, column 34: the comment does not end"),
        (
            "<plist><dict>\n  <key>CFBundleURLTypes</key>\n  <array>\n    <dict>\n      <key>CFBundleURLSchemes</key>\n      <array>\n        <string>shop</string>\n      </array>\n    </dict>\n  </array>\n",
            "line 11, column 1: the document ends inside <dict>"
        ),
        (
            "<plist version=\"1.0><string>a</string></plist>",
            "line 1, column 8: an attribute value of <plist> does not end"
        ),
        ("<plist version><string>a</string></plist>", "line 1, column 8: an attribute of <plist> has no value"),
        ("<plist><string>a</string </plist>", "line 1, column 17: the end tag </string> has attributes"),
        ("text<plist/>", "line 1, column 1: unexpected text \"text<plist/>\" where an element was expected"),
        ("<plist><string>a</string></plist ", "line 1, column 26: the tag <plist> does not end"),
        ("<?xml version=\"1.0\"", "line 1, column 1: the processing instruction does not end"),
    ]

    @Test(arguments: errors)
    func error(_ text: String, _ description: String) {
        #expect {
            try XMLPropertyList.parse(text)
        } throws: { error in
            (error as? PropertyListError)?.description == description
        }
    }

    @Test func bytesThatAreNotUTF8() {
        #expect(throws: PropertyListError(message: "the document is not valid UTF-8", line: 2, column: 9)) {
            try XMLPropertyList.parse(
                bytes: Array("<plist>\n<string>".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8))
        }
        #expect(
            throws: PropertyListError(message: "this property list is UTF-16; only UTF-8 is read", line: 1, column: 1)
        ) {
            try XMLPropertyList.parse(bytes: [0xFF, 0xFE, 0x3C, 0x00])
        }
    }

    /// Hostile nesting gets an error, not a stack overflow.
    @Test func deepNesting() {
        let text =
            "<plist>" + String(repeating: "<array>", count: 600) + String(repeating: "</array>", count: 600)
            + "</plist>"
        #expect(
            throws: PropertyListError(message: "the property list nests deeper than 512 levels", line: 1, column: 3592)
        ) {
            try XMLPropertyList.parse(text)
        }
    }

    /// Every prefix of a real Info.plist cut before its closing tag ends fails with a message,
    /// never a trap; the whole file, without or with its last newline, reads.
    @Test func everyPrefixFailsCleanly() {
        let bytes = Array(InfoPlistFixtures.complete.utf8)
        for length in stride(from: 0, to: bytes.count - 1, by: 3) {
            #expect((try? XMLPropertyList.parse(bytes: bytes[..<length])) == nil, "\(length)")
        }
        #expect((try? XMLPropertyList.parse(bytes: bytes.dropLast())) != nil)
        #expect((try? XMLPropertyList.parse(bytes: bytes)) != nil)
    }
}
