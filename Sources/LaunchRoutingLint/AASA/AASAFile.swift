import LaunchRouting

/// An apple-app-site-association file: the universal-link part (`applinks`) that decides which
/// URLs of a domain open in which app.
///
/// Read with our own JSON parser (`JSONValue`), so that the same file gives the same errors on
/// every platform. Both forms are read: `components` (iOS 13 and later) and the legacy `paths`
/// array with `NOT `; an entry that has `components` ignores its `paths`, as iOS does.
///
/// ```swift
/// let file = try AASAFile(parsing: """
///     { "applinks": { "details": [ {
///         "appIDs": ["ABCDE12345.com.example.shop"],
///         "components": [
///             { "/": "/admin/*", "exclude": true },
///             { "/": "/product/*" }
///         ] } ] } }
///     """)
/// file.decision(for: "https://shop.example.com/product/42")  // .opens(appIDs: ["ABCDE12345.com.example.shop"], ...)
/// file.opens("https://shop.example.com/admin/x", inApp: "ABCDE12345.com.example.shop")  // false
/// ```
public struct AASAFile: Hashable, Sendable {
    /// The most bytes of an apple-app-site-association file Apple reads: 128 KB.
    ///
    /// ```swift
    /// let json = try AASAGenerator.file(for: table, appID: "ABCDE12345.com.example.shop")
    /// json.serialized().utf8.count <= AASAFile.maximumByteCount  // true, or lint says aasaTooLarge
    /// ```
    public static let maximumByteCount = 128 * 1_024

    /// `applinks.defaults`: settings every component inherits unless its entry or itself says otherwise.
    package let defaults: AASAComponent?
    /// `applinks.substitutionVariables`, in document order.
    package let substitutionVariables: [AASASubstitutionVariable]
    /// `applinks.details`, in order: the first entry with a matching pattern decides.
    package let details: [AASADetail]

    /// The matchers of every pattern, compiled once.
    let compiled: AASACompiledFile

    /// Reads a file from its JSON text.
    public init(parsing text: String) throws(AASAError) {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text)
        } catch {
            throw AASAError(message: "line \(error.line), column \(error.column): \(error.message)")
        }
        try self.init(json: json)
    }

    /// Reads a file from a JSON value.
    package init(json: JSONValue) throws(AASAError) {
        let parsed = try AASAFileParser.parse(json)
        self.defaults = parsed.defaults
        self.substitutionVariables = parsed.variables
        self.details = parsed.details
        self.compiled = try AASACompiledFile(
            defaults: parsed.defaults, variables: parsed.variables, details: parsed.details)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.defaults == rhs.defaults && lhs.substitutionVariables == rhs.substitutionVariables
            && lhs.details == rhs.details
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(defaults)
        hasher.combine(substitutionVariables)
        hasher.combine(details)
    }

    /// Every app identifier the file names, in order, without repeats.
    public var appIDs: [String] {
        var seen: Set<String> = []
        return details.flatMap(\.appIDs).filter { seen.insert($0).inserted }
    }

    /// What iOS does with `url` by this file: the first component or path that matches decides.
    ///
    /// Only the URL's path, query and fragment take part; the file is the one served on the URL's
    /// host, so the host is not compared.
    package func decision(for url: String) -> AASADecision {
        compiled.decision(for: AASAURL(url))
    }

    /// Whether `url` opens in the app `appID`.
    public func opens(_ url: String, inApp appID: String) -> Bool {
        if case .opens(let appIDs, _) = decision(for: url) { return appIDs.contains(appID) }
        return false
    }
}
