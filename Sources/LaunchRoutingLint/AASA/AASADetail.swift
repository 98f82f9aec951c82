/// One entry of `applinks.details`: the apps it is for and the patterns that open in them.
///
/// ```swift
/// let entry = file.details[0]
/// entry.appIDs            // ["ABCDE12345.com.example.shop"]
/// entry.components?[1]    // AASAComponent(path: "/product/*")
/// ```
package struct AASADetail: Hashable, Sendable {
    /// `appIDs`, or the legacy `appID` as one element: `TEAMID.bundle.id`.
    package let appIDs: [String]
    /// `defaults`: settings this entry's components inherit.
    package let defaults: AASAComponent?
    /// `components`, or `nil` when the entry has none (then ``paths`` apply).
    package let components: [AASAComponent]?
    /// The legacy `paths`, or `nil`. Ignored when ``components`` is present.
    package let paths: [String]?
}
