@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingLint

/// The generated apple-app-site-association file: its text, and its round trip — matched back,
/// it opens exactly the URLs the table routes (docs/lint.md, "launch-route aasa").
@Suite struct AASAGeneratorTests {
    typealias R = LintFixtures.Route
    static let app = "ABCDE12345.com.example.shop"

    static func table() throws -> RouteTable<RouteMatch> {
        try RouteTable(
            schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"],
            routes: [
                R("home", path: "/"),
                R("section", path: "/account/:section(profile|orders)"),
                R("item", path: "/cart/:id(uuid)"),
                R("deal", path: "/deals/:slug"),
                R("referral", path: "/r/:code", isCaseSensitive: false),
                R("help", path: "/help/**topic"),
                R("staff", path: "/staff", sources: ["*.shop.example.com"]),
            ])
    }

    @Test func text() throws {
        let text = try AASAGenerator.text(for: Self.table(), appID: Self.app)
        // The text reads back as the file it renders.
        #expect(try AASAFile(parsing: text) == AASAFile(json: AASAGenerator.file(for: Self.table(), appID: Self.app)))
        #expect(
            text == #"""
                {
                  "applinks": {
                    "substitutionVariables": {
                      "case-r": ["r", "R"],
                      "values1": ["orders", "profile"]
                    },
                    "details": [
                      {
                        "appIDs": ["ABCDE12345.com.example.shop"],
                        "components": [
                          {
                            "/": "\#(String(repeating: "/?*", count: 65))",
                            "exclude": true,
                            "comment": "the table rejects paths of more than 64 segments"
                          },
                          {"/": "/help", "comment": "route help"},
                          {"/": "/help/*", "comment": "route help"},
                          {
                            "/": "/?*/?*/?*",
                            "exclude": true,
                            "comment": "no route takes the rest of the paths of 3 segments or more"
                          },
                          {"/": "/account/$(values1)", "comment": "route section"},
                          {
                            "/": "/cart/$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)-$(xdigit)$(xdigit)$(xdigit)$(xdigit)-$(xdigit)$(xdigit)$(xdigit)$(xdigit)-$(xdigit)$(xdigit)$(xdigit)$(xdigit)-$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)$(xdigit)",
                            "comment": "route item"
                          },
                          {"/": "/deals/?*", "comment": "route deal"},
                          {"/": "/$(case-r)/?*", "comment": "route referral"},
                          {
                            "/": "/?*",
                            "exclude": true,
                            "comment": "no route takes the rest of the paths of 1 segment or more"
                          },
                          {"/": "/", "comment": "route home"}
                        ]
                      }
                    ]
                  }
                }

                """#)
    }

    /// The file a wildcard domain's subdomains serve takes the routes restricted to them.
    @Test func wildcardDomain() throws {
        let file = try AASAFile(
            json: AASAGenerator.file(for: Self.table(), appID: Self.app, domain: "*.shop.example.com"))
        #expect(file.opens("https://www.shop.example.com/staff", inApp: Self.app))
        let apex = try AASAFile(json: AASAGenerator.file(for: Self.table(), appID: Self.app))
        #expect(!apex.opens("https://shop.example.com/staff", inApp: Self.app))
    }

    /// A link without a parameter that every route of its path requires, with a value that cannot
    /// be empty, opens on the web; a `string`, which may be empty, constrains nothing.
    @Test func aRequiredParameterThatCannotBeEmptyIsInTheQuery() throws {
        let table = try RouteTable<RouteMatch>(
            domains: ["shop.example.com"],
            routes: [
                RouteDefinition("page", path: "/page", query: ["n": "int"]),
                RouteDefinition("open", path: "/open", query: ["url": "url(https)", "ref": "string"]),
                RouteDefinition("search", path: "/search", query: ["q": "string"]),
            ])
        let file = try AASAFile(json: AASAGenerator.file(for: table, appID: Self.app))
        let rows: [(String, Bool)] = [
            ("https://shop.example.com/page?n=2", true),
            ("https://shop.example.com/page?x=1&n=2", true),
            ("https://shop.example.com/page", false),
            ("https://shop.example.com/page?n=", false),
            ("https://shop.example.com/open?url=https%3A%2F%2Fa.example%2F&ref=", true),
            ("https://shop.example.com/open?ref=x", false),
            ("https://shop.example.com/search", true),
            ("https://shop.example.com/search?q=", true),
        ]
        for (url, opens) in rows {
            #expect(file.opens(url, inApp: Self.app) == opens, "\(url)")
        }
        let text = try AASAGenerator.text(for: table, appID: Self.app)
        #expect(
            text.contains(
                #"""
                            "/": "/page",
                            "?": {"n": "?*"},
                            "comment": "route page"
                          },
                          {
                            "/": "/page",
                            "exclude": true,
                            "comment": "route page requires the query parameter \"n\""
                """#))
    }

    @Test func severalApps() throws {
        let apps = [Self.app, Self.app + ".beta"]
        let file = try AASAFile(json: AASAGenerator.file(for: Self.table(), appIDs: apps))
        #expect(file.appIDs == apps)
        #expect(file.opens("https://shop.example.com/deals/x", inApp: Self.app + ".beta"))
        #expect(
            try AASAGenerator.text(for: Self.table(), appIDs: apps).contains(
                #""appIDs": ["ABCDE12345.com.example.shop", "ABCDE12345.com.example.shop.beta"]"#))
    }

    @Test func errors() throws {
        #expect(throws: AASAError(message: "an apple-app-site-association file names at least one app")) {
            try AASAGenerator.file(for: Self.table(), appIDs: [])
        }
        let noDomains = try RouteTable<RouteMatch>(schemes: ["shop"], routes: [R("home", path: "/")])
        #expect(
            throws: AASAError(
                message:
                    "the table has no domains, so it has no universal links to write an apple-app-site-association file for"
            )
        ) {
            try AASAGenerator.file(for: noDomains, appID: Self.app)
        }
        #expect(
            throws: AASAError(
                message: "the table has no domain \"example.org\"; its domains are shop.example.com, *.shop.example.com"
            )
        ) {
            try AASAGenerator.file(for: Self.table(), appID: Self.app, domain: "example.org")
        }
    }

    // MARK: Round trips

    /// No mismatch over every region of the table, on every domain: what `lint` checks.
    static func mismatches(_ table: RouteTable<RouteMatch>) -> [LintFinding] {
        AASACrossCheck(table: table).generatorFindings()
    }

    @Test func roundTripsOnTheBuiltInTable() throws {
        #expect(Self.mismatches(try ExampleRoutes.table()) == [])
    }

    @Test func roundTripsOnThisSuitesTable() throws {
        #expect(Self.mismatches(try Self.table()) == [])
    }

    /// `int` parameters, with every almost-int the universe holds, and `**` after a string.
    @Test func roundTripsOnIntsAndRests() throws {
        let table = try RouteTable<RouteMatch>(
            domains: ["example.com"],
            routes: [
                R("order", path: "/orders/:id(int)"),
                R("track", path: "/orders/:id(int)/tracking"),
                R("named", path: "/orders/:id(int)/:name"),
                R("files", path: "/files/:owner/**path"),
                R("any", path: "/**rest", sources: ["example.com"]),
            ])
        #expect(Self.mismatches(table) == [])
        let file = try AASAFile(
            json: AASAGenerator.file(
                for: try RouteTable<RouteMatch>(
                    domains: ["example.com"], routes: [R("order", path: "/orders/:id(int)")]), appID: Self.app))
        for (segment, opens) in [
            ("42", true), ("-0", true), ("007", true), ("-9223372036854775808", true), ("9223372036854775807", true),
            ("0009223372036854775807", true), ("9223372036854775808", false), ("-9223372036854775809", false),
            ("10000000000000000000", false), ("1-2", false), ("-", false), ("4a", false), ("%2D1", false),
        ] {
            #expect(file.opens("https://example.com/orders/\(segment)", inApp: Self.app) == opens, "\(segment)")
        }
    }

    /// Literals and values with sub-delimiters open both as percent-encoded and as reverse
    /// routing writes them; `*` and `$` only encoded.
    @Test func roundTripsOnSubDelimiters() throws {
        let table = try RouteTable<RouteMatch>(
            domains: ["example.com"],
            routes: [
                R("plus", path: "/a+b/:v(x,y|z;w)"),
                R("price", path: "/price$/:n(int)"),
                R("star", path: "/*/:s"),
                R("folded", path: "/C:D/:x", isCaseSensitive: false),
            ])
        #expect(Self.mismatches(table) == [])
        let file = try AASAFile(json: AASAGenerator.file(for: table, appID: Self.app))
        for (path, opens) in [
            ("/a+b/x,y", true), ("/a%2Bb/x%2Cy", true), ("/a+b/z;w", true), ("/a+b/z", true), ("/a+b/z/w", false),
            ("/price%24/7", true), ("/c:d/q", true), ("/C%3Ad/q", true), ("/x/y/z", false),
        ] {
            #expect(file.opens("https://example.com" + path, inApp: Self.app) == opens, "\(path)")
        }
    }

    /// Sigil types: each its own class, `%40?*`, beside a string and a literal at the same place.
    @Test func roundTripsOnSigils() throws {
        let table = try RouteTable<RouteMatch>(
            domains: ["example.com"],
            routes: [
                R("user", path: "/to/:id(@*)"), R("alias", path: "/to/:id(#*)"), R("group", path: "/to/:id(+*)"),
                R("me", path: "/to/@me"), R("room", path: "/room/:id(!*)"),
            ])
        #expect(Self.mismatches(table) == [])
        let file = try AASAFile(json: AASAGenerator.file(for: table, appID: Self.app))
        for (path, opens) in [
            ("/to/%40alice", true), ("/to/@alice", true), ("/to/%23room", true), ("/to/+g", true), ("/to/%2Bg", true),
            ("/to/@me", true), ("/to/@", false), ("/to/alice", false), ("/room/!r", true), ("/room/r", false),
            ("/room/!", false), ("/to/@a/b", false),
        ] {
            #expect(file.opens("https://example.com" + path, inApp: Self.app) == opens, "\(path)")
        }
    }

    @Test(arguments: Array(UInt64(1)...24))
    func roundTripsOnGeneratedTables(seed: UInt64) {
        var choices = Choices(seed: seed)
        let table = RouteTableGenerator.table(routes: 3...10).generate(&choices)
        #expect(Self.mismatches(table) == [], "replay: AASAGeneratorTests seed \(seed)")
    }

    /// The round trip has teeth: a file with one exclusion left out is caught, with a witness.
    @Test func aBrokenFileIsCaught() throws {
        let table = try Self.table()
        guard case .object(let root) = try AASAGenerator.file(for: table, appID: Self.app),
            case .object(var applinks) = root[0].value,
            case .array(var details) = applinks[1].value,
            case .object(var detail) = details[0],
            case .array(var components) = detail[1].value
        else {
            Issue.record("unexpected shape")
            return
        }
        components.remove(at: 3)  // "/?*/?*/?*", exclude
        detail[1].value = .array(components)
        details[0] = .object(detail)
        applinks[1].value = .array(details)
        let file = try AASAFile(json: .object([("applinks", .object(applinks))]))
        let check = AASACrossCheck(table: table)
        let context = try #require(check.space.contexts.first { $0.entry == "shop.example.com" })
        let finding = check.firstMismatch(file, app: Self.app, in: context)
        #expect(
            finding?.message
                == "the apple-app-site-association file written for shop.example.com opens https://shop.example.com/r/x/x in the app, but no route takes it"
        )
        #expect(finding?.witness?.route == nil)
    }
}
