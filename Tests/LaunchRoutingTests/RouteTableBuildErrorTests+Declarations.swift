import LaunchRouting
import Testing

extension RouteTableBuildErrorTests {
    // MARK: Parameter names, rest and optional placement, types

    static let parameterErrors: [Case] = [
        pattern(
            "/a/:x/:x", .duplicateParameterName,
            #"route "r", pattern "/a/:x/:x", offset 6: the parameter name "x" is used twice"#),
        pattern(
            "/a/:x(int)/b/:x?", .duplicateParameterName,
            #"route "r", pattern "/a/:x(int)/b/:x?", offset 13: the parameter name "x" is used twice"#),
        pattern(
            "/a/:x/**x", .duplicateParameterName,
            #"route "r", pattern "/a/:x/**x", offset 6: the parameter name "x" is used twice"#),
        fails(
            [Route("r", "/p/:id", query: ["id": "int"])], .duplicateParameterName,
            #"route "r": "id" is both a path and a query parameter"#),
        fails(
            [Route("r", "/p", "/p/:id", query: ["id": "int?"])], .duplicateParameterName,
            #"route "r": "id" is both a path and a query parameter"#),
        fails(
            [Route("r", "/h/**rest", query: ["rest": "string"])], .duplicateParameterName,
            #"route "r": "rest" is both a path and a query parameter"#),
        pattern(
            "/a/**rest/b", .restNotLast,
            #"route "r", pattern "/a/**rest/b", offset 3: "**rest" must be the last segment"#),
        pattern("/a/**/:x", .restNotLast, #"route "r", pattern "/a/**/:x", offset 3: "**" must be the last segment"#),
        pattern(
            "/a/:x?/b", .restNotLast,
            #"route "r", pattern "/a/:x?/b", offset 3: the optional parameter ":x?" must be the last segment"#),
        pattern(
            "/a/:x(int)?/**", .restNotLast,
            #"route "r", pattern "/a/:x(int)?/**", offset 3: the optional parameter ":x(int)?" must be the last segment"#
        ),
        pattern(
            "/a/:id(integer)", .unknownType,
            #"route "r", pattern "/a/:id(integer)", offset 3: "integer" is not a type; use int, uuid, bool, string, a|b|c or @*; did you mean "int"?"#
        ),
        pattern(
            "/a/:id(Int)", .unknownType,
            #"route "r", pattern "/a/:id(Int)", offset 3: "Int" is not a type; use int, uuid, bool, string, a|b|c or @*; did you mean "int"?"#
        ),
        pattern(
            "/a/:id()", .unknownType,
            #"route "r", pattern "/a/:id()", offset 3: "" is not a type; use int, uuid, bool, string, a|b|c or @*"#),
        pattern(
            "/a/:x(a)", .unknownType,
            #"route "r", pattern "/a/:x(a)", offset 3: "a" is not a type; use int, uuid, bool, string, a|b|c or @*"#),
        pattern(
            "/a/:x(a|a)", .unknownType,
            #"route "r", pattern "/a/:x(a|a)", offset 3: "a|a" is not a type; use int, uuid, bool, string, a|b|c or @*"#
        ),
        pattern(
            "/a/:x(a||b)", .unknownType,
            #"route "r", pattern "/a/:x(a||b)", offset 3: "a||b" is not a type; use int, uuid, bool, string, a|b|c or @*"#
        ),
        pattern(
            "/a/:x(a|)", .unknownType,
            #"route "r", pattern "/a/:x(a|)", offset 3: "a|" is not a type; use int, uuid, bool, string, a|b|c or @*"#),
        pattern(
            "/a/:x(a|(b))", .unknownType,
            #"route "r", pattern "/a/:x(a|(b))", offset 3: "a|(b)" is not a type; use int, uuid, bool, string, a|b|c or @*"#
        ),
    ]

    @Test(arguments: parameterErrors) func parameterError(_ test: Case) { run(test) }

    // MARK: Query declarations

    static func query(_ declaration: QueryDeclaration, _ code: RouteTableError.Code, _ message: String) -> Case {
        Case(routes: [Route("r", "/q", query: ["x": declaration])], code: code, message: message)
    }

    static let queryErrors: [Case] = [
        query(
            "float", .unknownType,
            #"route "r": query parameter "x" is declared "float": "float" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b)"#
        ),
        query(
            "Int", .unknownType,
            #"route "r": query parameter "x" is declared "Int": "Int" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b); did you mean "int"?"#
        ),
        query(
            "", .unknownType,
            #"route "r": query parameter "x" is declared "": "" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b)"#
        ),
        query(
            "float?", .unknownType,
            #"route "r": query parameter "x" is declared "float?": "float" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b)"#
        ),
        query(
            "(a|a)", .unknownType,
            #"route "r": query parameter "x" is declared "(a|a)": "a|a" is not a type; use int, uuid, bool, string, (a|b|c), (a|b|c)i, @* or url(a|b)"#
        ),
        query(
            "url(http|HTTP)", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "url(http|HTTP)": a url type lists distinct schemes, url(http|https)"#
        ),
        query(
            "url()", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "url()": a url type lists distinct schemes, url(http|https)"#
        ),
        query(
            "url(https)=javascript:x", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "url(https)=javascript:x": the default "javascript:x" is not a valid url(https)"#
        ),
        query(
            "a|b", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "a|b": write type, type?, type=default or type[]; an enumeration is written (a|b|c)"#
        ),
        query(
            "(a|b", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "(a|b": write type, type?, type=default or type[]; an enumeration is written (a|b|c)"#
        ),
        query(
            "int??", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "int??": write type, type?, type=default or type[]; an enumeration is written (a|b|c)"#
        ),
        query(
            "int[]?", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "int[]?": write type, type?, type=default or type[]; an enumeration is written (a|b|c)"#
        ),
        query(
            "int?[]", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "int?[]": write type, type?, type=default or type[]; an enumeration is written (a|b|c)"#
        ),
        query(
            "int[]=1", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "int[]=1": write type, type?, type=default or type[]; an enumeration is written (a|b|c)"#
        ),
        query(
            "string?=a", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "string?=a": write type, type?, type=default or type[]; an enumeration is written (a|b|c)"#
        ),
        query(
            "(a)", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "(a)": an enumeration has at least two values, a|b"#),
        query(
            "int=x", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "int=x": the default "x" is not a valid int"#),
        query(
            "int=", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "int=": the default "" is not a valid int"#),
        query(
            "int=99999999999999999999", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "int=99999999999999999999": the default "99999999999999999999" is not a valid int"#
        ),
        query(
            "uuid=0", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "uuid=0": the default "0" is not a valid uuid"#),
        query(
            "(asc|desc)=up", .invalidQueryDeclaration,
            #"route "r": query parameter "x" is declared "(asc|desc)=up": the default "up" is not a valid asc|desc"#),
    ]

    @Test(arguments: queryErrors) func invalidQueryDeclaration(_ test: Case) { run(test) }

    @Test(
        arguments: [
            "string", "int", "uuid", "(a|b)", "string?", "int?", "(a|b)?", "int=1", "int=-1", "int=007", "string=",
            "string=a=b",
            "uuid=123E4567-E89B-12D3-A456-426614174000", "(a|b)=b", "string[]", "int[]", "(a|b)[]",
        ] as [QueryDeclaration])
    func validQueryDeclarationBuilds(_ declaration: QueryDeclaration) {
        #expect(PatternFixtures.buildError([Route("r", "/q", query: ["x": declaration])]) == nil)
    }

    // MARK: Route names

    static func name(_ name: String) -> Case {
        Case(
            routes: [Route(name, "/a")], code: .invalidRouteName,
            message: "the route name \"\(name)\" is not a letter followed by letters, digits, \"_\", \".\" or \"-\"")
    }

    static let nameErrors: [Case] = [
        name(""), name("1abc"), name("_a"), name("-a"), name(".a"), name("a b"), name("a/b"), name("a:b"), name("é"),
        name("aé"),
        fails(
            [Route("a", "/a"), Route("b", "/b"), Route("a", "/c")], .invalidRouteName,
            #"route "a": the name is used by two routes"#),
        fails(
            [Route("Product", "/a"), Route("Product", "/b")], .invalidRouteName,
            #"route "Product": the name is used by two routes"#),
    ]

    @Test(arguments: nameErrors) func invalidRouteName(_ test: Case) { run(test) }

    @Test(arguments: ["a", "Z", "product", "product.detail", "a-b_c.9", "A1"])
    func validRouteNameBuilds(_ name: String) {
        #expect(PatternFixtures.buildError([Route(name, "/a")]) == nil)
    }

    /// Route names compare exactly: names that differ only in case are two routes.
    @Test func routeNamesAreCaseSensitive() {
        #expect(PatternFixtures.buildError([Route("a", "/a"), Route("A", "/b")]) == nil)
    }

    // MARK: Schemes, domains and sources

    static func scheme(_ scheme: String, _ message: String) -> Case {
        Case(routes: [Route("r", "/a")], schemes: ["t", scheme], domains: [], code: .invalidScheme, message: message)
    }

    static let schemeErrors: [Case] = [
        scheme(
            "http",
            #"the scheme "http" is for universal links and web pages; list the host in domains, or add a route that takes web pages"#
        ),
        scheme(
            "https",
            #"the scheme "https" is for universal links and web pages; list the host in domains, or add a route that takes web pages"#
        ),
        scheme(
            "HTTPS",
            #"the scheme "HTTPS" is for universal links and web pages; list the host in domains, or add a route that takes web pages"#
        ),
        scheme("1abc", #"the scheme "1abc" is not a letter followed by letters, digits, "+", "-" or ".""#),
        scheme("", #"the scheme "" is not a letter followed by letters, digits, "+", "-" or ".""#),
        scheme("shop:", #"the scheme "shop:" is not a letter followed by letters, digits, "+", "-" or ".""#),
        scheme("my shop", #"the scheme "my shop" is not a letter followed by letters, digits, "+", "-" or ".""#),
        scheme("my_shop", #"the scheme "my_shop" is not a letter followed by letters, digits, "+", "-" or ".""#),
        scheme("+shop", #"the scheme "+shop" is not a letter followed by letters, digits, "+", "-" or ".""#),
        scheme("shöp", #"the scheme "shöp" is not a letter followed by letters, digits, "+", "-" or ".""#),
    ]

    @Test(arguments: schemeErrors) func invalidScheme(_ test: Case) { run(test) }

    static func domain(_ domain: String) -> Case {
        Case(
            routes: [Route("r", "/a")], schemes: [], domains: ["t.example.com", domain], code: .invalidDomain,
            message: "the domain \"\(domain)\" is not a host name, or \"*.\" followed by one")
    }

    static let domainErrors: [Case] = [
        domain(""), domain("."), domain("*."), domain("*"), domain("*.*.example.com"), domain("a.*.example.com"),
        domain("a..b"), domain(".example.com"), domain("exa_mple.com"), domain("exa mple.com"), domain("1.2.3.4"),
        domain("[::1]"), domain("example.com:443"), domain("https://example.com"), domain("example.com/"),
        domain("user@example.com"), domain("bücher.example"), domain("example.com.."),
    ]

    @Test(arguments: domainErrors) func invalidDomain(_ test: Case) { run(test) }

    /// Domains are lowercased, lose one trailing dot, and keep their `*.`.
    @Test func domainsAreNormalised() throws {
        let table = try PatternFixtures.table(
            [Route("r", "/a")], schemes: ["Shop", "x-y.z+1"],
            domains: ["Shop.Example.COM.", "*.Example.com", "localhost", "xn--bcher-kva.example", "1a.2b"])
        #expect(table.schemes == ["shop", "x-y.z+1"])
        #expect(table.domains == ["shop.example.com", "*.example.com", "localhost", "xn--bcher-kva.example", "1a.2b"])
    }

    /// A source that is not the table's, with the did-you-mean of the closest one, if any is
    /// within two edits that change at most a third of the name.
    static func source(_ source: String, didYouMean suggestion: String? = nil) -> Case {
        Case(
            routes: [Route("r", "/a", sources: ["t", source])], code: .unknownSource,
            message: "route \"r\": the source \"\(source)\" is neither a scheme nor a domain of the table"
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
    }

    static let sourceErrors: [Case] = [
        source("ftp"), source("https"), source("example.com", didYouMean: "t.example.com"),
        source("a.t.example.com", didYouMean: "*.t.example.com"), source("t.example.com.", didYouMean: "t.example.com"),
        source("https://t.example.com"), source(""),
    ]

    @Test(arguments: sourceErrors) func unknownSource(_ test: Case) { run(test) }

    /// Sources name schemes and domains as the table lists them, in any case.
    @Test(arguments: [
        ["t"], ["T"], ["t.example.com"], ["T.Example.Com"], ["*.t.example.com"], ["t", "u", "t.example.com"], [],
    ])
    func knownSourcesBuild(_ sources: [String]) {
        #expect(PatternFixtures.buildError([Route("r", "/a", sources: sources)]) == nil)
    }
}
