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
    ])
    func aStringIsQuotedOnOneLine(text: String, quoted: String) {
        #expect(text.quoted == quoted)
    }

    @Test func controlsAloneAreEscapedForReplay() {
        #expect("a\u{7}b\n\"".escapingControls == #"a\u{7}b\u{a}""#)
    }
}
