/// The laws of reading an apple-app-site-association file from arbitrary bytes: the oracle of the
/// `FuzzAASA` fuzz target, and of its seeds and fail cases replayed by the tests
/// (`AASAFuzzRegressionTests`).
///
/// It lives here, not in `LaunchRoutingTesting` beside the other oracles, so that neither module
/// depends on the other; the callers pass the universal links of the example table
/// (`ExampleRoutes.universalLinks`, in `LaunchRoutingTesting`) as `exampleURLs`.
///
/// - `AASAFile(parsing:)` on the bytes (as UTF-8, invalid sequences replaced) returns a file or
///   throws an ``AASAError`` with a message; it never traps.
/// - On a file that parses, for URLs derived from the file's own patterns and the input text, and
///   a few of `exampleURLs` (which ones, the bytes fix): ``AASAFile/decision(for:)`` returns, gives
///   the same decision twice, and names a location when it opens or excludes; and
///   ``AASAFile/opens(_:inApp:)`` agrees with it for every app the file names and for one it does not.
///
/// ```swift
/// AASAOracle.check(Array(#"{"applinks": {"details": [{"appIDs": ["A.b"], "paths": ["/p/*"]}]}}"#.utf8))   // nil
/// ```
@_spi(Fuzzing)
public enum AASAOracle {
    /// How many URLs derived from the file's patterns each file that parses decides.
    public static let patternURLsPerFile = 6
    /// How many of the example URLs each file that parses decides.
    public static let exampleURLsPerFile = 6
    /// The longest input text also decided as a URL.
    public static let textURLLimit = 1_024
    /// An app identifier no file is expected to name.
    static let absentAppID = "ZZZZZZZZZZ.fuzz.absent"

    /// `nil` when every law holds on `bytes`, otherwise what broke, on one line with control
    /// characters escaped.
    public static func check(_ bytes: [UInt8], exampleURLs: [String] = []) -> String? {
        brokenLaw(bytes, exampleURLs: exampleURLs).map(\.escapingControls)
    }

    static func brokenLaw(_ bytes: [UInt8], exampleURLs: [String]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        let file: AASAFile
        do {
            file = try AASAFile(parsing: text)
        } catch {
            return error.message.isEmpty ? "parsing throws an AASAError with an empty message" : nil
        }
        let apps = file.appIDs + [absentAppID]
        for url in urls(for: file, text: text, bytes: bytes, exampleURLs: exampleURLs) {
            let decision = file.decision(for: url)
            let again = file.decision(for: url)
            if again != decision {
                return "\"\(url)\": decided \(decision), then \(again)"
            }
            switch decision {
            case .opens(_, let location), .excluded(let location):
                if location.isEmpty { return "\"\(url)\": \(decision) names no location" }
            case .unmatched:
                break
            }
            for app in apps {
                let expected: Bool
                if case .opens(let appIDs, _) = decision { expected = appIDs.contains(app) } else { expected = false }
                if file.opens(url, inApp: app) != expected {
                    return "\"\(url)\": decided \(decision), but opens(inApp: \"\(app)\") is \(!expected)"
                }
            }
        }
        return nil
    }

    /// The URLs to decide: one per pattern of the file (its wildcards filled in, with its query and
    /// fragment patterns), the input text itself, and a run of `exampleURLs` from an offset the
    /// bytes fix.
    static func urls(for file: AASAFile, text: String, bytes: [UInt8], exampleURLs: [String]) -> [String] {
        var urls: [String] = []
        var components = file.details.flatMap { $0.components ?? [] }
        if let defaults = file.defaults { components.append(defaults) }
        for component in components where urls.count < patternURLsPerFile {
            var url = "https://shop.example.com" + filled(component.path ?? "/*", prefix: "/")
            switch component.query {
            case .string(let pattern): url += "?" + filled(pattern, prefix: "")
            case .items(let items):
                url += "?" + items.map { $0.name + "=" + filled($0.pattern, prefix: "") }.joined(separator: "&")
            case nil: break
            }
            if let fragment = component.fragment { url += "#" + filled(fragment, prefix: "") }
            urls.append(url)
        }
        for path in file.details.flatMap({ $0.paths ?? [] }) where urls.count < patternURLsPerFile {
            let pattern = path.hasPrefix("NOT ") ? String(path.dropFirst(4)) : path
            urls.append("https://shop.example.com" + filled(pattern, prefix: "/"))
        }
        if bytes.count <= textURLLimit {
            urls.append(text)
            urls.append("https://shop.example.com/" + text)
        }
        if !exampleURLs.isEmpty {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let start = Int(hash % UInt64(exampleURLs.count))
            for offset in 0..<min(exampleURLsPerFile, exampleURLs.count) {
                urls.append(exampleURLs[(start + offset) % exampleURLs.count])
            }
        }
        return urls
    }

    /// `pattern` with `*` as `x`, `?` as `a` and `$(...)` as `0`, so that it likely matches itself.
    static func filled(_ pattern: String, prefix: String) -> String {
        var result = ""
        var rest = Substring(pattern)
        while let character = rest.first {
            if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                result += "0"
                rest = rest[rest.index(after: close)...]
                continue
            }
            switch character {
            case "*": result += "x"
            case "?": result += "a"
            default: result.append(character)
            }
            rest = rest.dropFirst()
        }
        return result.hasPrefix(prefix) ? result : prefix + result
    }
}
