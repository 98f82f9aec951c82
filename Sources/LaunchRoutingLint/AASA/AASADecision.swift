/// What an apple-app-site-association file does with a URL.
///
/// ```swift
/// switch file.decision(for: "https://shop.example.com/account/x") {
/// case .opens(let apps, let location): print("opens in \(apps) by \(location)")
/// case .excluded(let location): print("Safari, by \(location)")   // applinks.details[0].components[0]
/// case .unmatched: print("Safari")
/// }
/// ```
package enum AASADecision: Hashable, Sendable {
    /// The URL opens in one of these apps; `location` is the component or path that matched.
    case opens(appIDs: [String], location: String)
    /// A component with `exclude`, or a `NOT ` path, matched first: the URL opens in Safari.
    case excluded(location: String)
    /// No pattern matches: the URL opens in Safari.
    case unmatched
}
