import LaunchRouteCommands
import LaunchRouting

/// Route specs and a benchmark for the tool's tests.
enum Fixtures {
    /// The minimal spec of DESIGN.md, which must keep working.
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

    static let invalidJSON = #"{"routes": [], }"#
    static let wrongType = #"{"routes": [{"name": "home", "path": 7}]}"#
    static let unknownField = #"{"routes": [{"name": "home", "path": "/", "querry": {}}]}"#
    static let invalidPattern = #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/x"}, {"name": "help", "paths": ["/help", "/help/**topic/more"]}]}"#
    static let duplicatePattern = #"{"schemes": ["shop"], "routes": [{"name": "a", "path": "/p/:id"}, {"name": "b", "path": "/p/:slug"}]}"#
    static let invalidRule = #"{"schemes": ["shop"], "routes": [{"name": "product", "path": "/product/:id(int)"}], "activities": [{"type": "com.shop.viewing", "route": "prodcut"}]}"#

    /// Every spec by the file name tests give it.
    static let files: [String: [UInt8]] = [
        "shop.json": minimal,
        "examples.json": failingExamples,
        "invalid-json.json": invalidJSON,
        "wrong-type.json": wrongType,
        "unknown-field.json": unknownField,
        "invalid-pattern.json": invalidPattern,
        "duplicate-pattern.json": duplicatePattern,
        "invalid-rule.json": invalidRule,
    ].mapValues { Array($0.utf8) }

    /// A benchmark with fixed figures.
    static func benchmark(isReleaseBuild: Bool = true) -> Benchmark {
        Benchmark(processorName: "Test Processor 3000", isReleaseBuild: isReleaseBuild) { request, progress in
            progress("preparing 10 routes")
            progress("repetition 1 of 1")
            return Benchmark.Figures(
                text: "resolve, per URL: 120.0 ns at 1,000 routes\ntargets\nmet    resolve at 1,000 routes <= 250 ns: 120.0 ns",
                json: .object([
                    ("rows", .array([.object([("routes", .number("1000")), ("resolveMixedNanoseconds", .object([("median", .number("120.0"))]))])])),
                    ("harnessInputsPerSecond", .number("250000.0")),
                    ("quickRequested", .bool(request.quick)),
                ]))
        }
    }
}
