import LaunchRouting
import LaunchRoutingLint
import Testing

/// The AASA matcher on the examples Apple documents, each row a URL and what the file does with
/// it (docs/lint.md, "How AASA files are matched"; reference/apple-api.md section 8).
@Suite struct AASAMatcherTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var file: String
        var url: String
        var decision: AASADecision
        var source: String
        var testDescription: String { "\(source): \(url)" }
    }

    static let app = "ABCDE12345.com.example.app"

    static func opens(_ location: String, _ apps: [String] = [app]) -> AASADecision {
        .opens(appIDs: apps, location: location)
    }

    // MARK: Supporting associated domains: the components example

    /// developer.apple.com/documentation/xcode/supporting-associated-domains, verbatim.
    static let supportingAssociatedDomains = #"""
        {
          "applinks": {
              "details": [
                   {
                     "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
                     "components": [
                       {
                          "#": "no_universal_links",
                          "exclude": true,
                          "comment": "Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/buy/*",
                          "comment": "Matches any URL with a path that starts with /buy/."
                       },
                       {
                          "/": "/help/website/*",
                          "exclude": true,
                          "comment": "Matches any URL with a path that starts with /help/website/ and instructs the system not to open it as a universal link."
                       },
                       {
                          "/": "/help/*",
                          "?": { "articleNumber": "????" },
                          "comment": "Matches any URL with a path that starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly four characters."
                       }
                     ]
                   }
               ]
           },
           "webcredentials": {
              "apps": [ "ABCDE12345.com.example.app" ]
           },
            "appclips": {
                "apps": ["ABCDE12345.com.example.MyApp.Clip"]
            }
        }
        """#

    static let apps = ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"]

    static let componentRows: [Row] = [
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/buy/shoes#no_universal_links",
            decision: .excluded(location: "applinks.details[0].components[0]"),
            source: "a fragment that equals no_universal_links"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/buy/shoes",
            decision: opens("applinks.details[0].components[1]", apps), source: "a path that starts with /buy/"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/buy/",
            decision: opens("applinks.details[0].components[1]", apps), source: "* matches zero characters"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/buy/shoes/red?size=9#top",
            decision: opens("applinks.details[0].components[1]", apps),
            source: "* crosses /; query and fragment default to *"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/buy",
            decision: .unmatched, source: "/buy/* needs the slash"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/BUY/shoes",
            decision: .unmatched, source: "case-sensitive by default"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/help/website/faq?articleNumber=1234",
            decision: .excluded(location: "applinks.details[0].components[2]"), source: "an exclusion before a match"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/help/printers?articleNumber=1234",
            decision: opens("applinks.details[0].components[3]", apps),
            source: "a query item of exactly four characters"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/help/printers?articleNumber=12345",
            decision: .unmatched, source: "five characters are not ????"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/help/printers?articleNumber=123",
            decision: .unmatched, source: "three characters are not ????"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/help/printers",
            decision: .unmatched, source: "an absent item is \"\", which ???? does not match"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/help/printers?lang=en&articleNumber=1234",
            decision: opens("applinks.details[0].components[3]", apps), source: "other query items are ignored"),
        Row(
            file: supportingAssociatedDomains,
            url: "https://www.example.com/help/printers?articleNumber=1234&articleNumber=5678",
            decision: opens("applinks.details[0].components[3]", apps), source: "every repeated item matches"),
        Row(
            file: supportingAssociatedDomains,
            url: "https://www.example.com/help/printers?articleNumber=1234&articleNumber=56",
            decision: .unmatched, source: "one repeated item that does not match"),
        Row(
            file: supportingAssociatedDomains, url: "https://www.example.com/",
            decision: .unmatched, source: "no pattern matches the root"),
    ]

    // MARK: The components reference: every component that is given must match

    /// applinks.details.components: `{"/": "abc", "?": "def", "#": "*"}` matches
    /// `https://www.example.com/abc?def`, but not `.../abc` nor `...?def`.
    static let abcDef = #"""
        { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"],
            "components": [ { "/": "abc", "?": "def", "#": "*" } ] } ] } }
        """#

    static let allComponentRows: [Row] = [
        Row(
            file: abcDef, url: "https://www.example.com/abc?def", decision: opens("applinks.details[0].components[0]"),
            source: "path and query"),
        Row(file: abcDef, url: "https://www.example.com/abc", decision: .unmatched, source: "the query is missing"),
        Row(file: abcDef, url: "https://www.example.com/?def", decision: .unmatched, source: "the path is wrong"),
        Row(
            file: abcDef, url: "https://www.example.com/abc?def#anything",
            decision: opens("applinks.details[0].components[0]"), source: "# * matches any fragment"),
        Row(
            file: abcDef, url: "https://www.example.com/abc?defg", decision: .unmatched,
            source: "the query string is matched whole"),
    ]

    // MARK: The query reference

    /// applinks.details.components.query: `{"productID": "12345"}` matches a query item named
    /// productID whose value is 12345; WWDC19: absent items and items without a value are "".
    static let query = #"""
        { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"], "components": [
            { "/": "/product", "?": { "productID": "12345" } },
            { "/": "/optional", "?": { "ref": "*" } },
            { "/": "/required", "?": { "ref": "?*" } },
            { "/": "/empty", "?": { "ref": "" } }
        ] } ] } }
        """#

    static let queryRows: [Row] = [
        Row(
            file: query, url: "https://example.com/product?productID=12345",
            decision: opens("applinks.details[0].components[0]"), source: "the documented item"),
        Row(
            file: query, url: "https://example.com/product?productID=1234", decision: .unmatched,
            source: "another value"),
        Row(
            file: query, url: "https://example.com/product?productid=12345", decision: .unmatched,
            source: "names compare exactly"),
        Row(
            file: query, url: "https://example.com/optional", decision: opens("applinks.details[0].components[1]"),
            source: "* matches an absent item"),
        Row(file: query, url: "https://example.com/required", decision: .unmatched, source: "?* needs a value"),
        Row(
            file: query, url: "https://example.com/required?ref", decision: .unmatched,
            source: "an item without a value is \"\""),
        Row(
            file: query, url: "https://example.com/required?ref=x",
            decision: opens("applinks.details[0].components[2]"), source: "?* with a value"),
        Row(
            file: query, url: "https://example.com/empty?ref=", decision: opens("applinks.details[0].components[3]"),
            source: "\"\" matches an empty value"),
        Row(
            file: query, url: "https://example.com/empty", decision: opens("applinks.details[0].components[3]"),
            source: "\"\" matches an absent item"),
    ]

    // MARK: Legacy paths

    /// App Search Programming Guide: entries in order, paths in order, `NOT `, `*` and `?`.
    static let legacy = #"""
        {
            "applinks": {
                "apps": [],
                "details": [
                    {
                        "appID": "9JA89QQLNQ.com.apple.wwdc",
                        "paths": [ "/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]
                    },
                    {
                        "appID": "ABCD1234.com.apple.wwdc",
                        "paths": [ "*" ]
                    }
                ]
            }
        }
        """#

    static let legacyRows: [Row] = [
        Row(
            file: legacy, url: "https://developer.apple.com/wwdc/news/",
            decision: opens("applinks.details[0].paths[0]", ["9JA89QQLNQ.com.apple.wwdc"]), source: "an exact path"),
        Row(
            file: legacy, url: "https://developer.apple.com/wwdc/news/?q=1#top",
            decision: opens("applinks.details[0].paths[0]", ["9JA89QQLNQ.com.apple.wwdc"]),
            source: "only the path is compared"),
        Row(
            file: legacy, url: "https://developer.apple.com/videos/wwdc/2010/101",
            decision: .excluded(location: "applinks.details[0].paths[1]"), source: "NOT stops evaluation"),
        Row(
            file: legacy, url: "https://developer.apple.com/videos/wwdc/2011/101",
            decision: opens("applinks.details[0].paths[2]", ["9JA89QQLNQ.com.apple.wwdc"]), source: "? is one character"
        ),
        Row(
            file: legacy, url: "https://developer.apple.com/videos/wwdc/2020/101",
            decision: opens("applinks.details[1].paths[0]", ["ABCD1234.com.apple.wwdc"]),
            source: "the next entry takes the rest"),
        Row(
            file: legacy, url: "https://developer.apple.com/WWDC/news/",
            decision: opens("applinks.details[1].paths[0]", ["ABCD1234.com.apple.wwdc"]),
            source: "paths are case-sensitive"),
        Row(
            file: legacyCapitals, url: "https://example.com/Videos/1", decision: opens("applinks.details[0].paths[0]"),
            source: "a capital in a path matches itself"),
        Row(
            file: legacyCapitals, url: "https://example.com/videos/1", decision: .unmatched,
            source: "and not its lowercase"),
        Row(
            file: legacyCapitals, url: "https://example.com/%41", decision: opens("applinks.details[0].paths[1]"),
            source: "legacy paths compare percent-encoded"),
        Row(
            file: legacyCapitals, url: "https://example.com/A", decision: .unmatched,
            source: "so an escape does not match its character"),
    ]

    /// Legacy paths with capitals and an escape: compared as written, case-sensitively and encoded.
    static let legacyCapitals = #"""
        { "applinks": { "apps": [], "details": [ { "appID": "ABCDE12345.com.example.app", "paths": [ "/Videos/*", "/%41" ] } ] } }
        """#

    /// iOS 13 and later ignore `paths` when `components` is present.
    static let both = #"""
        { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"],
            "components": [ { "/": "/new/*" } ], "paths": [ "/old/*" ] } ] } }
        """#

    static let bothRows: [Row] = [
        Row(
            file: both, url: "https://example.com/new/x", decision: opens("applinks.details[0].components[0]"),
            source: "components apply"),
        Row(file: both, url: "https://example.com/old/x", decision: .unmatched, source: "paths are ignored"),
    ]

    @Test(
        arguments: componentRows + allComponentRows + queryRows + wildcardRows + variableRows + defaultRows + orderRows
            + legacyRows + bothRows + foldingAndLegacyVariableRows)
    func decision(_ row: Row) throws {
        let file = try AASAFile(parsing: row.file)
        #expect(file.decision(for: row.url) == row.decision)
    }

    @Test func opensInApp() throws {
        let file = try AASAFile(parsing: Self.supportingAssociatedDomains)
        #expect(file.opens("https://www.example.com/buy/x", inApp: "ABCDE12345.com.example.app2"))
        #expect(!file.opens("https://www.example.com/buy/x", inApp: "ABCDE12345.com.example.other"))
        #expect(!file.opens("https://www.example.com/buy/x#no_universal_links", inApp: Self.app))
        #expect(file.appIDs == ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"])
    }

    /// A variable's scalars that lead on to the same state share one state (`notInt`'s `*c*`
    /// values are one): a text still matches exactly what some value spells.
    @Test func valuesThatShareATailMatchOnlyWhatOneSpells() throws {
        let file = try AASAFile(
            parsing: #"""
                { "applinks": {
                  "substitutionVariables": { "v": [ "ab", "cb", "ad", "*x*", "*y*", "?z" ] },
                  "details": [ { "appIDs": [ "\#(Self.app)" ], "components": [
                    { "/": "/$(v)", "caseSensitive": true } ] } ] } }
                """#)
        for path in ["/ab", "/cb", "/ad", "/x", "/1x2", "/yy", "/zz", "/1z", "/-y"] {
            #expect(file.opens("https://example.com" + path, inApp: Self.app), "\(path)")
        }
        for path in ["/cd", "/a", "/b", "/", "/1", "/zzz", "/z", "/abb", "/X"] {
            #expect(!file.opens("https://example.com" + path, inApp: Self.app), "\(path)")
        }
    }

    /// The model keeps what the file says, in order.
    @Test func model() throws {
        let file = try AASAFile(parsing: Self.variables.replacingOccurrences("/sides/$(side)", "/sides/*"))
        #expect(file.defaults == AASAComponent(caseSensitive: false))
        #expect(
            file.substitutionVariables == [
                AASASubstitutionVariable(name: "food", values: ["burrito", "taco", "tortilla", "chip"])
            ])
        #expect(
            file.details[0].components?[1]
                == AASAComponent(path: "/code/$(alpha)$(digit)$(xdigit)", caseSensitive: true))
        let help = try AASAFile(parsing: Self.supportingAssociatedDomains).details[0].components?[3]
        #expect(help?.query == .items([AASAQueryItem(name: "articleNumber", pattern: "????")]))
        #expect(
            try AASAFile(parsing: Self.legacy).details[0].paths == [
                "/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*",
            ])
    }
}

extension String {
    /// Foundation-free replacement of every occurrence of `target`.
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
