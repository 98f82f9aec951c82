/// A URL after tokenizing and normalisation, before any table decides whether it routes.
///
/// The tokenizer knows nothing of the table; the checks that need it (scheme, host, dot
/// segments, segment count) read the fields recorded here in the order the policy fixes.
package struct ParsedURL: Hashable, Sendable {
    /// Whether the scheme is `http`, `https` or one of the table's web schemes, whose authority is
    /// a host rather than a first segment.
    package var isWeb: Bool
    /// The scheme, lowercased.
    package var scheme: String
    /// Web URLs: the host, lowercased, one trailing dot dropped, without its port; `nil` with no `//`.
    package var host: String?
    /// Web URLs: a port other than the default one, as written; `nil` for none, an empty one or 443.
    package var port: String?
    /// Web URLs: whether the host is an IP literal (`[::1]` or dotted digits).
    package var hostIsIPLiteral: Bool
    /// The UTF-8 offset of the authority (after `//`), or of the path when there is none.
    package var authorityPosition: Int
    /// The decoded, non-empty path segments; for a custom scheme the authority is the first.
    package var segments: [String]
    /// The UTF-8 offset of each segment in ``segments``.
    package var segmentPositions: [Int]
    /// The decoded query items in order of appearance.
    package var queryItems: [Item]
    /// The first segment that is `.` or `..` after decoding, if any.
    package var firstDotSegment: Int?
    /// The fragment read as a query (`#token=a&state=b`), for the routes that declare fragment
    /// parameters; empty when there is no fragment or it cannot be read (``fragmentFault``).
    package var fragmentItems: [Item] = []
    /// Why the fragment cannot be read as a query, judged as the rest of the URL is: a route
    /// that reads the fragment is rejected with it; for any other route the fragment is never
    /// validated.
    package var fragmentFault: OutcomeReason? = nil
    /// The whole fragment as written, undecoded, for a route whose fragment is a nested route:
    /// that URL is tokenized as any other; `nil` when there is none or it is not valid UTF-8.
    package var fragmentText: String? = nil
    /// The UTF-8 offset of the fragment, after its `#`.
    package var fragmentPosition: Int? = nil

    package struct Item: Hashable, Sendable {
        /// The key, percent-decoded; `+` stays `+`.
        package var name: String
        /// The value, `+` read as space, then percent-decoded; `""` for `q=` and a bare `q`.
        package var value: String
        /// The UTF-8 offset of the item.
        package var position: Int

        package init(name: String, value: String, position: Int) {
            self.name = name
            self.value = value
            self.position = position
        }
    }
}
