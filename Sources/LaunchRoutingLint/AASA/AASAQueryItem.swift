/// One item of a `"?"` dictionary: a query item name and the pattern its values must match.
///
/// ```swift
/// AASAQueryItem(name: "productID", pattern: "?*")   // { "productID": "?*" }: a non-empty productID
/// ```
package struct AASAQueryItem: Hashable, Sendable {
    /// The query item's name, compared as written.
    package var name: String
    /// The pattern its value must match: `*`, `?` and `$(name)` as in a path.
    package var pattern: String

    /// An item requiring the query parameter `name` to match `pattern`.
    package init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}
