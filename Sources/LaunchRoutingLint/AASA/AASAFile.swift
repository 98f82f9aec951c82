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
    public let defaults: AASAComponent?
    /// `applinks.substitutionVariables`, in document order.
    public let substitutionVariables: [AASASubstitutionVariable]
    /// `applinks.details`, in order: the first entry with a matching pattern decides.
    public let details: [AASADetail]

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
    public init(json: JSONValue) throws(AASAError) {
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
    public func decision(for url: String) -> AASADecision {
        compiled.decision(for: AASAURL(url))
    }

    /// Whether `url` opens in the app `appID`.
    public func opens(_ url: String, inApp appID: String) -> Bool {
        if case .opens(let appIDs, _) = decision(for: url) { return appIDs.contains(appID) }
        return false
    }
}

/// One entry of `applinks.details`: the apps it is for and the patterns that open in them.
///
/// ```swift
/// let entry = file.details[0]
/// entry.appIDs            // ["ABCDE12345.com.example.shop"]
/// entry.components?[1]    // AASAComponent(path: "/product/*")
/// ```
public struct AASADetail: Hashable, Sendable {
    /// `appIDs`, or the legacy `appID` as one element: `TEAMID.bundle.id`.
    public let appIDs: [String]
    /// `defaults`: settings this entry's components inherit.
    public let defaults: AASAComponent?
    /// `components`, or `nil` when the entry has none (then ``paths`` apply).
    public let components: [AASAComponent]?
    /// The legacy `paths`, or `nil`. Ignored when ``components`` is present.
    public let paths: [String]?
}

/// One pattern of `components`, or a level of `defaults`: every key is optional, and a key left
/// out is inherited (component, then its entry's defaults, then the file's), finally `"*"`,
/// `false` or `true`.
///
/// ```swift
/// // { "/": "/help/*", "?": { "articleNumber": "????" } }
/// AASAComponent(path: "/help/*", query: .items([AASAQueryItem(name: "articleNumber", pattern: "????")]))
/// ```
public struct AASAComponent: Hashable, Sendable {
    /// `"/"`: the pattern for the URL's path.
    public var path: String?
    /// `"?"`: a pattern for the whole query string, or one pattern per query item name.
    public var query: Query?
    /// `"#"`: the pattern for the fragment.
    public var fragment: String?
    /// `exclude`: a match stops matching and keeps the URL out of the app.
    public var exclude: Bool?
    /// `caseSensitive`: whether patterns compare case-sensitively.
    public var caseSensitive: Bool?
    /// `percentEncoded`: whether patterns compare with the URL as percent-encoded (`true`) or
    /// with its components decoded (`false`).
    public var percentEncoded: Bool?
    /// `comment`: ignored.
    public var comment: String?

    /// A component with these keys; each is optional, as in the file.
    public init(
        path: String? = nil,
        query: Query? = nil,
        fragment: String? = nil,
        exclude: Bool? = nil,
        caseSensitive: Bool? = nil,
        percentEncoded: Bool? = nil,
        comment: String? = nil
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
        self.comment = comment
    }

    /// The `"?"` key: a pattern for the whole query string, or a pattern per item name.
    public enum Query: Hashable, Sendable {
        /// Matched against the query string without its `?`; `""` when the URL has none.
        case string(String)
        /// Every item with each name must match its pattern; an absent item counts as `""`.
        case items([AASAQueryItem])
    }

    /// This component's keys, each falling back to `fallback`'s.
    func inheriting(_ fallback: AASAComponent?) -> AASAComponent {
        guard let fallback else { return self }
        return AASAComponent(
            path: path ?? fallback.path,
            query: query ?? fallback.query,
            fragment: fragment ?? fallback.fragment,
            exclude: exclude ?? fallback.exclude,
            caseSensitive: caseSensitive ?? fallback.caseSensitive,
            percentEncoded: percentEncoded ?? fallback.percentEncoded,
            comment: comment
        )
    }
}

/// One item of a `"?"` dictionary: a query item name and the pattern its values must match.
///
/// ```swift
/// AASAQueryItem(name: "productID", pattern: "?*")   // { "productID": "?*" }: a non-empty productID
/// ```
public struct AASAQueryItem: Hashable, Sendable {
    /// The query item's name, compared as written.
    public var name: String
    /// The pattern its value must match: `*`, `?` and `$(name)` as in a path.
    public var pattern: String

    /// An item requiring the query parameter `name` to match `pattern`.
    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}

/// One entry of `applinks.substitutionVariables`: `$(name)` in a pattern matches any one of the values.
///
/// ```swift
/// // "substitutionVariables": { "food": ["burrito", "taco"] }, then "/": "/$(food)/*"
/// AASASubstitutionVariable(name: "food", values: ["burrito", "taco"])
/// ```
public struct AASASubstitutionVariable: Hashable, Sendable {
    /// The variable's name, as `$(name)` uses it.
    public var name: String
    /// Patterns, which may hold `*` and `?` but no other variable.
    public var values: [String]

    /// A variable `name` that matches any one of `values`.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// What an apple-app-site-association file does with a URL.
///
/// ```swift
/// switch file.decision(for: "https://shop.example.com/account/x") {
/// case .opens(let apps, let location): print("opens in \(apps) by \(location)")
/// case .excluded(let location): print("Safari, by \(location)")   // applinks.details[0].components[0]
/// case .unmatched: print("Safari")
/// }
/// ```
public enum AASADecision: Hashable, Sendable {
    /// The URL opens in one of these apps; `location` is the component or path that matched.
    case opens(appIDs: [String], location: String)
    /// A component with `exclude`, or a `NOT ` path, matched first: the URL opens in Safari.
    case excluded(location: String)
    /// No pattern matches: the URL opens in Safari.
    case unmatched
}
