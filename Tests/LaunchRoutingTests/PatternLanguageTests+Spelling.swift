import LaunchRouting
import Testing

extension PatternLanguageTests {
    // MARK: Percent-encoded literals

    static let encodedLiterals: [Case] =
        cases(
            "/caf%C3%A9",
            [
                ("t://caf%C3%A9", .r()),
                ("t://caf%c3%a9", .r()),
                ("t://café", .r()),
                ("t://CAF%C3%89", noRoute),
                // No Unicode normalisation: the decomposed form is other bytes.
                ("t://cafe%CC%81", noRoute),
            ])
        + cases(
            "/café",
            [
                ("t://caf%C3%A9", .r()),
                ("t://cafe%CC%81", noRoute),
            ])
        + cases(
            "/cafe%CC%81",
            [
                ("t://cafe%CC%81", .r()),
                ("t://caf%C3%A9", noRoute),
            ])
        + cases(
            "/a%2Fb",
            [
                ("t://a%2Fb", .r()),
                ("t://a%2fb", .r()),
                ("t://a/b", noRoute),
            ])
        + cases(
            "/%3Aid",
            [
                ("t://%3Aid", .r()),
                ("t:/:id", .r()),
                ("t://x", noRoute),
            ])
        + cases(
            "/%2A",
            [
                ("t://%2A", .r()),
                ("t:/*", .r()),
                ("t://x", noRoute),
            ])
        + cases(
            "/%2A%2A",
            [
                ("t:/**", .r()),
                ("t://x", noRoute),
            ])
        + cases(
            "/a%20b",
            [
                ("t://a%20b", .r()),
                ("t://a+b", noRoute),
            ])
        + cases(
            "/a+b",
            [
                ("t://a+b", .r()),
                ("t://a%2Bb", .r()),
                ("t://a%20b", noRoute),
            ])
        + cases(
            "/%3F/%23",
            [
                ("t://%3F/%23", .r())
            ])
        + cases(
            "/100%25",
            [
                ("t://100%25", .r())
            ])

    @Test(arguments: encodedLiterals) func percentEncodedLiteral(_ test: Case) throws { try run(test) }

    // MARK: isCaseSensitive: false

    static let caseInsensitive: [Case] =
        cases(
            "/About/Us", isCaseSensitive: false,
            [
                ("t://about/us", .r()),
                ("t://ABOUT/US", .r()),
                ("t://About/Us", .r()),
                ("t://aBoUt/uS", .r()),
                ("https://t.example.com/ABOUT/us", .r()),
                ("t://about/them", noRoute),
            ])
        + cases(
            "/Users/:name", isCaseSensitive: false,
            [
                // Only literals fold; a parameter keeps the case it was given.
                ("t://USERS/Bob", .r(["name": "Bob"])),
                ("t://users/bob", .r(["name": "bob"])),
            ])
        + cases(
            "/s/:x(a|b)", isCaseSensitive: false,
            [
                ("t://S/a", .r(["x": "a"])),
                ("t://s/A", invalid),
            ])
        + cases(
            "/%C3%84rger", isCaseSensitive: false,
            [
                ("t://%C3%A4rger", .r()),
                ("t://%C3%84RGER", .r()),
            ])
        + cases(
            "/Caf%C3%A9", isCaseSensitive: false,
            [
                ("t://CAF%C3%89", .r()),
                ("t://CAFE%CC%81", noRoute),
            ])
        + cases(
            "/About",
            [
                ("t://About", .r()),
                ("t://about", noRoute),
            ])
        + cases(
            "/%C3%84rger",
            [
                ("t://%C3%A4rger", noRoute)
            ])

    @Test(arguments: caseInsensitive) func caseInsensitiveRoute(_ test: Case) throws { try run(test) }

    // MARK: Trailing slash and empty segments in a pattern

    static let trailingSlashes: [Case] =
        cases(
            "/a/b/",
            [
                ("t://a/b", .r()),
                ("t://a/b/", .r()),
            ])
        + cases(
            "//a//b",
            [
                ("t://a/b", .r())
            ])
        + cases(
            "/a/:x/",
            [
                ("t://a/1", .r(["x": "1"])),
                ("t://a/1/", .r(["x": "1"])),
            ])

    @Test(arguments: trailingSlashes) func trailingSlashInPattern(_ test: Case) throws { try run(test) }
}
