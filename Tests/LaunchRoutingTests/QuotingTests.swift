import Testing

@testable import LaunchRouting

/// The package's one quoter, which messages, the harness's renderings and the inbox's keys share:
/// every escape it writes, and the text it leaves alone.
@Suite struct QuotingTests {
    @Test(arguments: [
        ("shop://product/42", #""shop://product/42""#),
        ("", #""""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"a\b"#, #""a\\b""#),
        ("a\nb\tc", #""a\nb\tc""#),
        ("\u{0}\u{7}\u{1B}\u{7F}", #""\u{0}\u{7}\u{1b}\u{7f}""#),
        ("café ✓", #""café ✓""#),
        // Longer than a small string, copied whole; and one whose last byte alone is escaped.
        ("https://shop.example.com/collections/summer", #""https://shop.example.com/collections/summer""#),
        ("0123456789abcdef\u{1F}", #""0123456789abcdef\u{1f}""#),
    ])
    func aStringIsQuotedOnOneLine(text: String, quoted: String) {
        #expect(text.quoted == quoted)
    }

    @Test func controlsAloneAreEscapedForReplay() {
        #expect("a\u{7}b\n\"".escapingControls == #"a\u{7}b\u{a}""#)
    }
}
