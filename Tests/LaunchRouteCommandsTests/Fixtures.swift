import Foundation
import LaunchRouteCommands
import LaunchRouting
import LaunchRoutingTestFixtures

/// Route specs and a benchmark for the tool's tests.
enum Fixtures {
    /// The minimal spec of docs/route-spec.md, which must keep working.
    static let minimal = """
        {
          "schemes": ["shop"],
          "domains": ["shop.example.com", "*.shop.example.com"],
          "routes": [
            { "name": "product", "path": "/product/:id(int)", "query": { "ref": "string?" } },
            { "name": "search",  "path": "/search", "query": { "q": "string", "page": "int=1", "tag": "string[]" } },
            { "name": "help",    "path": "/help/**topic", "sources": ["shop"] }
          ],
          "activities": [ { "type": "com.shop.viewing", "route": "product", "params": { "id": "productID" } } ],
          "shortcuts":  [ { "type": "com.shop.search", "route": "search", "params": { "q": "query" } } ],
          "notifications": { "urlKey": "deeplink" },
          "spotlight": "url"
        }
        """

    /// Examples, two of which do not route to their route.
    static let failingExamples = """
        {
          "schemes": ["shop"],
          "domains": ["shop.example.com"],
          "routes": [
            { "name": "product", "path": "/product/:id(int)", "examples": ["shop://product/42", "shop://product/abc"] },
            { "name": "help", "path": "/help/**topic", "sources": ["shop"], "examples": ["shop://help/returns", "https://shop.example.com/help/returns"] }
          ]
        }
        """

    /// Overlapping routes: a shadowed route, a pattern that never wins without its optional
    /// parameter, and two routes that tie on the hosts both of their domains trust.
    /// A table whose worst lint finding is a warning (`shadowedPattern`): lint exits 0.
    static let warningsOnly =
        #"{"schemes":["t"],"routes":[{"name":"a","path":"/x/:p"},{"name":"b","paths":["/b","/x/*"]}]}"#

    static let overlaps = """
        {
          "schemes": ["shop"],
          "domains": ["*.example.com", "*.shop.example.com"],
          "routes": [
            { "name": "product", "path": "/product/:id(int)" },
            { "name": "slug", "path": "/product/:slug" },
            { "name": "any", "path": "/product/*" },
            { "name": "wishlists", "path": "/wishlist" },
            { "name": "wishlist", "path": "/wishlist/:listID(int)?" },
            { "name": "promo", "path": "/promo", "sources": ["*.example.com"] },
            { "name": "sale", "path": "/promo", "sources": ["*.shop.example.com"] }
          ]
        }
        """

    /// A spec written over lines, as an app writes one, with a pattern that does not parse: its
    /// error is located at the line of the route's `path`.
    static let invalidPatternLines = """
        {
          "schemes": ["shop"],
          "routes": [
            { "name": "home", "path": "/" },
            {
              "name": "help",
              "path": "/help/**topic/more"
            }
          ]
        }
        """

    /// The site of ``AASAFixtures``: the table its files were written for.
    static let site = """
        {
          "schemes": ["shop"],
          "domains": ["shop.example.com", "*.shop.example.com"],
          "routes": [
            { "name": "home", "path": "/" },
            { "name": "product", "paths": ["/product/:id(int)", "/p/:id(int)"], "query": { "ref": "string?" } },
            { "name": "productBySlug", "path": "/product/:slug" },
            { "name": "search", "path": "/search", "query": { "q": "string" } },
            { "name": "cart", "path": "/cart" },
            { "name": "orders", "path": "/orders" },
            { "name": "order", "path": "/orders/:orderID(int)" },
            { "name": "account", "path": "/account/:section(profile|addresses)" },
            { "name": "help", "path": "/help/**topic" },
            { "name": "giftCard", "path": "/gift-cards/:code", "sources": ["shop"] },
            { "name": "staff", "path": "/staff/:page", "sources": ["*.shop.example.com"] }
          ]
        }
        """

    /// A table with custom-scheme routes only.
    static let noDomains = #"{"schemes": ["shop"], "routes": [{"name": "cart", "path": "/cart"}]}"#

    /// An AASA file with a syntax error on line 3.
    static let aasaInvalidJSON = """
        {
          "applinks": {
            "details": [,]
          }
        }
        """
    /// An AASA file whose JSON is fine but whose entry names no app.
    static let aasaNoApp = #"{"applinks": {"details": [{"components": [{"/": "/product/*"}]}]}}"#
    /// An Info.plist with a tag left open.
    static let infoPlistUnclosed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        	<key>CFBundleIdentifier</key>
        	<string>com.example.shop</string>
        	<key>NSUserActivityTypes</key>
        	<array>
        		<string>com.example.shop.viewing-product</string>
        </dict>
        </plist>
        """

    static let invalidJSON = #"{"routes": [], }"#
    static let wrongType = #"{"routes": [{"name": "home", "path": 7}]}"#
    static let unknownField = #"{"routes": [{"name": "home", "path": "/", "querry": {}}]}"#
    static let invalidPattern =
        #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/x"}, {"name": "help", "paths": ["/help", "/help/**topic/more"]}]}"#
    static let duplicatePattern =
        #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/p/:id"}, {"name": "b", "path": "/p/:slug"}]}"#
    static let invalidRule =
        #"{"schemes": ["shop"], "routes": [{"name": "product", "path": "/product/:id(int)"}], "activities": [{"type": "com.shop.viewing", "route": "prodcut"}]}"#

    /// Names `generate swift` cannot use as they are: a route name with "-" and ".", a keyword, a
    /// query key that is no identifier, a case without values under such a name.
    static let generateEdges = #"""
        {
          "schemes": ["app"],
          "domains": ["app.example.com"],
          "webSchemes": ["app-web"],
          "routes": [
            {"name": "order-tracking", "path": "/orders/:id(int)/tracking", "query": {"page-size": "int=20", "in": "string?"}},
            {"name": "default", "path": "/", "examples": ["app://"]},
            {"name": "legal.terms", "path": "/legal/terms"},
            {"name": "file", "path": "/files/*/raw/**path", "query": {"tag": "uuid[]"}},
            {"name": "settings", "path": "/settings/:section(general|newTab)i", "nestedOnly": true},
            {"name": "open", "path": "/open", "query": {"url": "route|web"}},
            {"name": "tab", "path": "/tab", "query": {"pinned": "bool", "private": "bool=false", "v": "=(2)"}},
            {"name": "web-page", "webPages": true, "sources": ["app.example.com"]},
            {"name": "page", "webPages": false, "path": "/page/:on(bool)"},
            {"name": "banner", "path": "/get", "fragment": "encoded route"},
            {"name": "discover", "path": "/discover", "query": {"category": "string?", "filters": "**"}}
          ],
          "activities": [{"type": "com.app.open", "route": "order-tracking", "params": {"id": "/order/id"}, "requires": ["/order"]}],
          "shortcuts": [{"type": "com.app.terms", "route": "legal.terms"}],
          "intents": [{"type": "OpenOrderTrackingIntent", "route": "order-tracking", "params": {"id": "target"}}],
          "shares": [{"container": "iCloud.com.app", "route": "legal.terms"}, {"route": "default"}]
        }
        """#

    /// An intent rule that misspells its route's parameter.
    static let misspeltRules =
        #"{"schemes": ["shop"], "routes": [{"name": "order", "path": "/orders/:id(int)"}], "intents": [{"type": "OpenOrderIntent", "route": "order", "params": {"idd": "target"}}]}"#

    /// A share rule that reads a field a share does not have.
    static let misspeltShareField =
        #"{"schemes": ["shop"], "routes": [{"name": "list", "path": "/lists/:id"}], "shares": [{"route": "list", "params": {"id": "rootRecordNme"}}]}"#

    /// An `OpenIntent` for an order and an App Shortcut that searches with a constant page.
    static let intents = """
        {
          "schemes": ["shop"],
          "routes": [
            { "name": "order",  "path": "/orders/:id(int)" },
            { "name": "search", "path": "/search", "query": { "q": "string", "page": "int=1" } },
            { "name": "list",   "path": "/lists/:id" }
          ],
          "intents": [
            { "type": "OpenOrderIntent", "route": "order", "params": { "id": "target" } },
            { "type": "SearchIntent", "route": "search", "params": { "q": "criteria" }, "constants": { "page": "2" } }
          ],
          "shares": [
            { "container": "iCloud.com.example.shop", "route": "list", "params": { "id": "rootRecordName" } }
          ]
        }
        """

    /// The shop's Info.plist and entitlements, as `launch-route init` reads them from disk.
    static let shopFixtures: [String: [UInt8]] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/Shop/Fixtures").standardized
        var files: [String: [UInt8]] = [:]
        for name in ["Info.plist", "Shop.entitlements"] {
            let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) ?? Data()
            files["Shop-" + name] = Array(data)
        }
        return files
    }()

    /// Every spec by the file name tests give it.
    static let files: [String: [UInt8]] = [
        "shop.json": minimal,
        "intents.json": intents,
        "misspelt-intent-rule.json": misspeltRules,
        "misspelt-share-field.json": misspeltShareField,
        "generate-edges.json": generateEdges,
        "examples.json": failingExamples,
        "invalid-json.json": invalidJSON,
        "wrong-type.json": wrongType,
        "unknown-field.json": unknownField,
        "invalid-pattern.json": invalidPattern,
        "duplicate-pattern.json": duplicatePattern,
        "invalid-rule.json": invalidRule,
        "overlaps.json": overlaps,
        "invalid-pattern-lines.json": invalidPatternLines,
        "plugin-lint.json": #"{"lint": true}"#,
        "plugin-no-lint.json": #"{"lint": false}"#,
        "plugin-unknown-key.json": "{\n  \"lint\": true,\n  \"type\": \"ShopRoute\"\n}",
        "plugin-not-bool.json": #"{"lint": "yes"}"#,
        "plugin-not-object.json": "[true]",
        "plugin-invalid-json.json": #"{"lint": tru}"#,
        "warnings-only.json": warningsOnly,
        "site.json": site,
        "no-domains.json": noDomains,
        "apple-app-site-association": AASAFixtures.realistic,
        "legacy-apple-app-site-association": AASAFixtures.legacy,
        "invalid-json-aasa": aasaInvalidJSON,
        "no-app-aasa": aasaNoApp,
        "Info.plist": InfoPlistFixtures.complete,
        "Broken-Info.plist": InfoPlistFixtures.broken,
        "Unclosed-Info.plist": infoPlistUnclosed,
    ].mapValues { Array($0.utf8) }.merging(["Binary-Info.plist": Array("bplist00".utf8) + [0xD1, 0x01, 0x02]]) {
        old, _ in old
    }.merging(shopFixtures) { old, _ in old }

    /// A benchmark with fixed figures.
    static func benchmark(isReleaseBuild: Bool = true) -> Benchmark {
        Benchmark(processorName: "Test Processor 3000", isReleaseBuild: isReleaseBuild) { request, progress in
            if request.allocations {
                // One count over its bound: the command fails.
                return Benchmark.Figures(
                    text:
                        "heap allocations per resolve, the built-in example table (at most)\n  0 (0)  a hit that captures nothing: shop://cart\n  2 (1)  a hit with an int: shop://product/42  OVER\n1 over their bound",
                    json: .object([("allocations", .array([]))]), passed: false)
            }
            progress("preparing 10 routes")
            progress("repetition 1 of 1")
            return Benchmark.Figures(
                text:
                    "resolve, per URL: 120.0 ns at 1,000 routes\ntargets\nmet    resolve at 1,000 routes <= 250 ns: 120.0 ns",
                json: .object([
                    (
                        "rows",
                        .array([
                            .object([
                                ("routes", .number("1000")),
                                ("resolveMixedNanoseconds", .object([("median", .number("120.0"))])),
                            ])
                        ])
                    ),
                    ("harnessInputsPerSecond", .number("250000.0")),
                    ("quickRequested", .bool(request.quick)),
                ]))
        }
    }
}
