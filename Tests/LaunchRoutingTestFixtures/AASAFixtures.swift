/// apple-app-site-association files as web teams write them, for the table of
/// `AASACrossCheckTests.table()`: shared by the lint and tool tests through the
/// `LaunchRoutingTestFixtures` target.
public enum AASAFixtures {
    /// A file as a web team writes one: the documented fragment opt-out, account pages kept on
    /// the web, broad patterns, a promotion the app does not know, and a beta app.
    public static let realistic = #"""
        {
          "applinks": {
            "apps": [],
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.shop", "ABCDE12345.com.example.shop.beta"],
                "components": [
                  { "#": "no_universal_links", "exclude": true, "comment": "Matches any URL with the fragment no_universal_links" },
                  { "/": "/account/*", "exclude": true, "comment": "Account pages stay on the web" },
                  { "/": "/product/*", "comment": "Products, by id or slug" },
                  { "/": "/p/*" },
                  { "/": "/search", "?": { "q": "?*" } },
                  { "/": "/cart*" },
                  { "/": "/orders/*" },
                  { "/": "/promo/*", "comment": "Spring campaign" }
                ]
              }
            ]
          },
          "webcredentials": { "apps": ["ABCDE12345.com.example.shop"] }
        }
        """#

    /// The same site in the legacy format, for iOS 12.
    public static let legacy = #"""
        {
          "applinks": {
            "apps": [],
            "details": [
              { "appID": "ABCDE12345.com.example.shop", "paths": [ "NOT /account/*", "/product/*", "/orders", "/orders/*", "/", "/cart", "/search", "/help/*", "/staff/*" ] }
            ]
          }
        }
        """#
}
