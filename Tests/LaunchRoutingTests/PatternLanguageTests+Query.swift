import LaunchRouting
import Testing

extension PatternLanguageTests {
    // MARK: Query declarations

    static let requiredQuery: [Case] =
        cases(
            "/q", query: ["q": "string"],
            [
                ("t://q?q=shoes", .r(["q": "shoes"])),
                ("t://q?q=red+shoes", .r(["q": "red shoes"])),
                ("t://q?q=red%20shoes", .r(["q": "red shoes"])),
                ("t://q?q=a%2Bb", .r(["q": "a+b"])),
                ("t://q?q=caf%C3%A9", .r(["q": "café"])),
                ("t://q?q=a%26b%3Dc", .r(["q": "a&b=c"])),
                ("t://q?q=x=y", .r(["q": "x=y"])),
                ("t://q?q=", .r(["q": ""])),
                ("t://q?q", .r(["q": ""])),
                ("t://q?q=x&other=1", .r(["q": "x"])),
                ("t://q?other=1&q=x", .r(["q": "x"])),
                ("t://q?&&q=x&&", .r(["q": "x"])),
                ("t://q?q=x#q=y", .r(["q": "x"])),
                ("t://q", .unmatched(.missingParameter)),
                ("t://q?", .unmatched(.missingParameter)),
                ("t://q?Q=x", .unmatched(.missingParameter)),
                ("t://q#q=x", .unmatched(.missingParameter)),
                ("t://q?q=a&q=b", .rejected(.duplicateParameter)),
                ("t://q?q=a&q=a", .rejected(.duplicateParameter)),
                ("t://q?q&q", .rejected(.duplicateParameter)),
                ("t://q?q=a&%71=b", .rejected(.duplicateParameter)),
                ("t://q?q=x&z=%ZZ", .rejected(.malformedPercentEncoding)),
                ("t://q?q=x&z=%00", .rejected(.controlCharacter)),
            ])
        + cases(
            "/q", query: ["n": "int"],
            [
                ("t://q?n=5", .r(["n": 5])),
                ("t://q?n=-5", .r(["n": -5])),
                ("t://q?n=007", .r(["n": 7])),
                ("t://q?n=9223372036854775807", .r(["n": .integer(.max)])),
                ("t://q?n=+5", invalid),  // "+" is a space in a query value
                ("t://q?n=%2B5", invalid),
                ("t://q?n=", invalid),
                ("t://q?n", invalid),
                ("t://q?n=x", invalid),
                ("t://q?n=99999999999999999999", invalid),
                ("t://q", .unmatched(.missingParameter)),
            ])
        + cases(
            "/q", query: ["s": "(asc|desc)"],
            [
                ("t://q?s=asc", .r(["s": "asc"])),
                ("t://q?s=desc", .r(["s": "desc"])),
                ("t://q?s=ASC", invalid),
                ("t://q?s=", invalid),
                ("t://q?s=up", invalid),
                ("t://q", .unmatched(.missingParameter)),
            ])
        + cases(
            "/q", query: ["id": "uuid"],
            [
                (
                    "t://q?id=123E4567-E89B-12D3-A456-426614174000",
                    .r(["id": .uuid("123e4567-e89b-12d3-a456-426614174000")])
                ),
                ("t://q?id=123", invalid),
            ])
        + cases(
            "/q", query: ["a+b": "string", "é": "int"],
            [
                // Keys are percent-decoded and case-sensitive; "+" in a key stays "+".
                ("t://q?a+b=1&%C3%A9=2", .r(["a+b": "1", "é": 2])),
                ("t://q?a%2Bb=1&é=2", .r(["a+b": "1", "é": 2])),
                ("t://q?a%20b=1&é=2", .unmatched(.missingParameter)),
                ("t://q?A+B=1&é=2", .unmatched(.missingParameter)),
                // Keys compare byte for byte: the decomposed "é" is another key.
                ("t://q?a+b=1&e%CC%81=2", .unmatched(.missingParameter)),
            ])
        + cases(
            "/q", query: ["d": "(café|tea)"],
            [
                ("t://q?d=caf%C3%A9", .r(["d": "café"])),
                ("t://q?d=cafe%CC%81", invalid),
            ])
        + cases(
            "/p/:id(int)", query: ["ref": "string?"],
            [
                ("t://p/1?ref=mail", .r(["id": 1, "ref": "mail"])),
                ("t://p/1", .r(["id": 1])),
                ("t://p/x?ref=mail", invalid),
            ])
        // docs/patterns.md, "Query declarations": a URL-valued parameter with a scheme allow-list.
        + cases(
            "/open", query: ["url": "url(http|https)"],
            [
                (
                    "t://open?url=https%3A%2F%2Fshop.example.com%2Fa%3Fb%3D1",
                    .r(["url": "https://shop.example.com/a?b=1"])
                ),
                ("t://open?url=HTTP://x.example/", .r(["url": "HTTP://x.example/"])),
                ("t://open?url=javascript%3Aalert(1)", invalid),
                ("t://open?url=data%3Atext%2Fhtml%2Cx", invalid),
                ("t://open?url=%2Fsettings", invalid),
                ("t://open?url=https%3A", invalid),
                ("t://open?url=https%3A%2F%2Fa%20b", invalid),
                ("t://open", .unmatched(.missingParameter)),
            ])

    @Test(arguments: requiredQuery) func requiredQueryParameter(_ test: Case) throws { try run(test) }

    static let optionalQuery: [Case] =
        cases(
            "/q", query: ["q": "string?"],
            [
                ("t://q", .r()),
                ("t://q?q=x", .r(["q": "x"])),
                ("t://q?q=", .r(["q": ""])),
                ("t://q?q=a&q=b", .rejected(.duplicateParameter)),
            ])
        + cases(
            "/q", query: ["n": "int?"],
            [
                ("t://q", .r()),
                ("t://q?n=2", .r(["n": 2])),
                ("t://q?n=x", invalid),
                ("t://q?n=", invalid),
            ])
        + cases(
            "/q", query: ["s": "(a|b)?"],
            [
                ("t://q", .r()),
                ("t://q?s=b", .r(["s": "b"])),
                ("t://q?s=c", invalid),
            ])

    @Test(arguments: optionalQuery) func optionalQueryParameter(_ test: Case) throws { try run(test) }

    static let defaultedQuery: [Case] =
        cases(
            "/q", query: ["page": "int=1"],
            [
                ("t://q", .r(["page": 1])),
                ("t://q?page=3", .r(["page": 3])),
                ("t://q?page=-3", .r(["page": -3])),
                ("t://q?page=1", .r(["page": 1])),
                ("t://q?page=", invalid),  // present and empty: the default never replaces it
                ("t://q?page", invalid),
                ("t://q?page=x", invalid),
                ("t://q?page=1&page=2", .rejected(.duplicateParameter)),
            ])
        + cases(
            "/q", query: ["sort": "string=new"],
            [
                ("t://q", .r(["sort": "new"])),
                ("t://q?sort=top", .r(["sort": "top"])),
                ("t://q?sort=", .r(["sort": ""])),
            ])
        + cases(
            "/q", query: ["s": "(asc|desc)=asc"],
            [
                ("t://q", .r(["s": "asc"])),
                ("t://q?s=desc", .r(["s": "desc"])),
                ("t://q?s=up", invalid),
            ])
        + cases(
            "/q", query: ["d": "string="],
            [
                ("t://q", .r(["d": ""]))
            ])

    @Test(arguments: defaultedQuery) func defaultedQueryParameter(_ test: Case) throws { try run(test) }

    static let repeatedQuery: [Case] =
        cases(
            "/q", query: ["tag": "string[]"],
            [
                ("t://q", .r()),
                ("t://q?tag=a", .r(["tag": .list(["a"])])),
                ("t://q?tag=a&tag=b", .r(["tag": .list(["a", "b"])])),
                ("t://q?tag=b&tag=a", .r(["tag": .list(["b", "a"])])),
                ("t://q?tag=a&x=1&tag=a", .r(["tag": .list(["a", "a"])])),
                ("t://q?tag=", .r(["tag": .list([""])])),
                ("t://q?tag=x+y&tag=%2B", .r(["tag": .list(["x y", "+"])])),
            ])
        + cases(
            "/q", query: ["n": "int[]"],
            [
                ("t://q?n=1&n=2", .r(["n": .list([1, 2])])),
                ("t://q?n=1&n=x", invalid),
                ("t://q", .r()),
            ])
        + cases(
            "/q", query: ["s": "(a|b)[]"],
            [
                ("t://q?s=a&s=b&s=a", .r(["s": .list(["a", "b", "a"])])),
                ("t://q?s=c", invalid),
            ])

    @Test(arguments: repeatedQuery) func repeatedQueryParameter(_ test: Case) throws { try run(test) }

    /// The static constructors of ``QueryDeclaration`` spell the same declarations as the strings.
    @Test(arguments: [
        (QueryDeclaration.required(.int), "int"),
        (.required(.string), "string"),
        (.required(.uuid), "uuid"),
        (.required(.oneOf(["a", "b"])), "(a|b)"),
        (.optional(.int), "int?"),
        (.optional(.oneOf(["a", "b"])), "(a|b)?"),
        (.defaulted(.int, "1"), "int=1"),
        (.defaulted(.oneOf(["asc", "desc"]), "asc"), "(asc|desc)=asc"),
        (.repeated(.string), "string[]"),
        (.repeated(.oneOf(["x", "y"])), "(x|y)[]"),
        (.optional(.url(schemes: ["http", "https"])), "url(http|https)?"),
    ])
    func queryDeclarationSpelling(_ declaration: QueryDeclaration, _ text: String) {
        #expect(declaration.text == text)
        #expect(declaration == QueryDeclaration(stringLiteral: text))
    }
}
