import LaunchRouting
import LaunchRoutingLint
import Testing

extension AASAMatcherTests {
    // MARK: Wildcards

    static let wildcards = #"""
        { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"], "components": [
            { "/": "/one/?" },
            { "/": "/some/?*" },
            { "/": "/any/*" },
            { "/": "/mid/*/end" }
        ] } ] } }
        """#

    static let wildcardRows: [Row] = [
        Row(
            file: wildcards, url: "https://example.com/one/a", decision: opens("applinks.details[0].components[0]"),
            source: "? is one character"),
        Row(file: wildcards, url: "https://example.com/one/ab", decision: .unmatched, source: "? is not two"),
        Row(file: wildcards, url: "https://example.com/one/", decision: .unmatched, source: "? is not zero"),
        Row(
            file: wildcards, url: "https://example.com/some/", decision: .unmatched, source: "?* is not zero characters"
        ),
        Row(
            file: wildcards, url: "https://example.com/some/a", decision: opens("applinks.details[0].components[1]"),
            source: "?* is one character"),
        Row(
            file: wildcards, url: "https://example.com/some/a/b", decision: opens("applinks.details[0].components[1]"),
            source: "?* crosses /"),
        Row(
            file: wildcards, url: "https://example.com/any/", decision: opens("applinks.details[0].components[2]"),
            source: "* is zero characters"),
        Row(
            file: wildcards, url: "https://example.com/mid/a/b/end",
            decision: opens("applinks.details[0].components[3]"), source: "* in the middle, greedy, crossing /"),
        Row(
            file: wildcards, url: "https://example.com/mid/end", decision: .unmatched,
            source: "/mid/*/end needs both slashes"),
        Row(
            file: wildcards, url: "https://example.com/mid//end", decision: opens("applinks.details[0].components[3]"),
            source: "* matches nothing between them"),
    ]

    // MARK: Substitution variables and defaults

    /// applinks.substitutionVariables and applinks.defaults: `$(lang)_$(region)` from the
    /// predefined lists, `$(food)` from the file, case-insensitive by the file's defaults.
    static let variables = #"""
        {
          "applinks": {
            "defaults": { "caseSensitive": false },
            "substitutionVariables": { "food": [ "burrito", "taco", "tortilla", "chip" ] },
            "details": [ {
              "appIDs": [ "ABCDE12345.com.example.app" ],
              "components": [
                { "/": "/$(lang)_$(region)/$(food)/" },
                { "/": "/code/$(alpha)$(digit)$(xdigit)", "caseSensitive": true },
                { "/": "/sides/$(side)" }
              ]
            } ]
          }
        }
        """#

    static let variableRows: [Row] = [
        Row(
            file: variables.replacingOccurrences("/sides/$(side)", "/sides/*"), url: "https://example.com/en_US/taco/",
            decision: opens("applinks.details[0].components[0]"), source: "predefined and defined variables"),
        Row(
            file: variables.replacingOccurrences("/sides/$(side)", "/sides/*"), url: "https://example.com/EN_us/TACO/",
            decision: opens("applinks.details[0].components[0]"),
            source: "caseSensitive false from applinks.defaults, values included"),
        Row(
            file: variables.replacingOccurrences("/sides/$(side)", "/sides/*"), url: "https://example.com/en_US/pizza/",
            decision: .unmatched, source: "a value not listed"),
        Row(
            file: variables.replacingOccurrences("/sides/$(side)", "/sides/*"), url: "https://example.com/xx_US/taco/",
            decision: .unmatched, source: "a language code not listed"),
        Row(
            file: variables.replacingOccurrences("/sides/$(side)", "/sides/*"), url: "https://example.com/code/b7F",
            decision: opens("applinks.details[0].components[1]"), source: "alpha, digit, xdigit"),
        Row(
            file: variables.replacingOccurrences("/sides/$(side)", "/sides/*"), url: "https://example.com/code/b7G",
            decision: .unmatched, source: "G is no xdigit"),
        Row(
            file: variables.replacingOccurrences("/sides/$(side)", "/sides/*"), url: "https://example.com/CODE/b7F",
            decision: .unmatched, source: "the component's caseSensitive overrides the defaults"),
    ]

    /// Defaults at three levels: the component's key, then its entry's defaults, then the file's.
    static let defaults = #"""
        {
          "applinks": {
            "defaults": { "caseSensitive": false, "percentEncoded": false },
            "details": [
              { "appIDs": ["ABCDE12345.com.example.app"],
                "defaults": { "caseSensitive": true },
                "components": [
                  { "/": "/exact/*" },
                  { "/": "/loose/*", "caseSensitive": false },
                  { "/": "/哈哈/?*" },
                  { "/": "/%E5%93%88/?*", "percentEncoded": true }
                ] },
              { "appIDs": ["ABCDE12345.com.example.other"],
                "components": [ { "/": "/other/*" } ] }
            ]
          }
        }
        """#

    static let defaultRows: [Row] = [
        Row(
            file: defaults, url: "https://example.com/exact/a", decision: opens("applinks.details[0].components[0]"),
            source: "entry defaults"),
        Row(
            file: defaults, url: "https://example.com/EXACT/a", decision: .unmatched,
            source: "the entry's caseSensitive overrides the file's"),
        Row(
            file: defaults, url: "https://example.com/LOOSE/a", decision: opens("applinks.details[0].components[1]"),
            source: "the component's overrides the entry's"),
        Row(
            file: defaults, url: "https://example.com/%E5%93%88%E5%93%88/x",
            decision: opens("applinks.details[0].components[2]"), source: "percentEncoded false: the path is decoded"),
        Row(
            file: defaults, url: "https://example.com/%E5%93%88/x",
            decision: opens("applinks.details[0].components[3]"), source: "percentEncoded true: compared as written"),
        Row(
            file: defaults, url: "https://example.com/OTHER/x",
            decision: opens("applinks.details[1].components[0]", ["ABCDE12345.com.example.other"]),
            source: "the file's defaults reach the next entry"),
    ]

    // MARK: Order

    /// Entries and components in order, first match wins: one app for part of the site, another
    /// for the rest.
    static let order = #"""
        { "applinks": { "details": [
            { "appIDs": ["ABCDE12345.com.example.app"], "components": [ { "/": "/app/*" } ] },
            { "appIDs": ["ABCDE12345.com.example.other"], "components": [ { "/": "/app/other/*" }, { "/": "*" } ] }
        ] } }
        """#

    static let orderRows: [Row] = [
        Row(
            file: order, url: "https://example.com/app/other/x", decision: opens("applinks.details[0].components[0]"),
            source: "the first entry wins"),
        Row(
            file: order, url: "https://example.com/elsewhere",
            decision: opens("applinks.details[1].components[1]", ["ABCDE12345.com.example.other"]),
            source: "the other app takes the rest"),
        Row(
            file: order, url: "https://example.com",
            decision: opens("applinks.details[1].components[1]", ["ABCDE12345.com.example.other"]),
            source: "an empty path is /"),
    ]
}

extension AASAMatcherTests {
    // MARK: Rules no other row holds (issue #33)

    /// `caseSensitive: false` folds the pattern's own literal text as well as the URL's; a legacy
    /// `paths` entry never expands `$(name)`, which only components do.
    static let foldingAndLegacyVariables = #"""
        { "applinks": {
            "substitutionVariables": { "lang": [ "en", "fr" ] },
            "details": [
              { "appIDs": ["ABCDE12345.com.example.app"], "components": [
                  { "/": "/LOOSE/*", "caseSensitive": false },
                  { "/": "/STRICT/*" },
                  { "/": "/c/$(lang)/*" }
              ] },
              { "appID": "ABCDE12345.com.example.legacy", "paths": [ "/p/$(lang)/*" ] }
            ] } }
        """#

    static let foldingAndLegacyVariableRows: [Row] = [
        Row(
            file: foldingAndLegacyVariables, url: "https://example.com/loose/a",
            decision: opens("applinks.details[0].components[0]"),
            source: "caseSensitive false: an upper-case pattern takes a lower-case URL"),
        Row(
            file: foldingAndLegacyVariables, url: "https://example.com/LoOsE/a",
            decision: opens("applinks.details[0].components[0]"), source: "caseSensitive false: any mix of cases"),
        Row(
            file: foldingAndLegacyVariables, url: "https://example.com/strict/a", decision: .unmatched,
            source: "caseSensitive true: an upper-case pattern takes only its own case"),
        Row(
            file: foldingAndLegacyVariables, url: "https://example.com/c/fr/x",
            decision: opens("applinks.details[0].components[2]"), source: "a component expands $(lang)"),
        Row(
            file: foldingAndLegacyVariables, url: "https://example.com/p/fr/x", decision: .unmatched,
            source: "a legacy paths entry does not expand $(lang)"),
        Row(
            file: foldingAndLegacyVariables, url: "https://example.com/p/$(lang)/x",
            decision: opens("applinks.details[1].paths[0]", ["ABCDE12345.com.example.legacy"]),
            source: "a legacy paths entry reads $(lang) as literal text"),
    ]
}
