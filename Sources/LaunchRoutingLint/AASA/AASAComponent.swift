/// One pattern of `components`, or a level of `defaults`: every key is optional, and a key left
/// out is inherited (component, then its entry's defaults, then the file's), finally `"*"`,
/// `false` or `true`.
///
/// ```swift
/// // { "/": "/help/*", "?": { "articleNumber": "????" } }
/// AASAComponent(path: "/help/*", query: .items([AASAQueryItem(name: "articleNumber", pattern: "????")]))
/// ```
package struct AASAComponent: Hashable, Sendable {
    /// `"/"`: the pattern for the URL's path.
    package var path: String?
    /// `"?"`: a pattern for the whole query string, or one pattern per query item name.
    package var query: Query?
    /// `"#"`: the pattern for the fragment.
    package var fragment: String?
    /// `exclude`: a match stops matching and keeps the URL out of the app.
    package var exclude: Bool?
    /// `caseSensitive`: whether patterns compare case-sensitively.
    package var caseSensitive: Bool?
    /// `percentEncoded`: whether patterns compare with the URL as percent-encoded (`true`) or
    /// with its components decoded (`false`).
    package var percentEncoded: Bool?
    /// `comment`: ignored.
    package var comment: String?

    /// A component with these keys; each is optional, as in the file.
    package init(
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
    package enum Query: Hashable, Sendable {
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
