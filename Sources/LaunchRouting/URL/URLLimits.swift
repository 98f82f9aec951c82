/// The size bounds past which an input URL is rejected without being parsed further.
///
/// Deep links come from anywhere on the internet; the bounds keep the cost of a hostile input
/// small and fixed. The defaults fit every real deep link we know of.
///
/// ```swift
/// let strict = URLLimits(maximumLength: 2_048, maximumSegments: 16)
/// ```
public struct URLLimits: Hashable, Sendable {
    /// The most UTF-8 bytes an input may have, fragment included. Default 8,192.
    public var maximumLength: Int
    /// The most non-empty path segments an input may have, a custom scheme's authority included. Default 64.
    public var maximumSegments: Int

    /// Bounds of `maximumLength` bytes and `maximumSegments` segments; 8,192 and 64 by default.
    public init(maximumLength: Int = 8_192, maximumSegments: Int = 64) {
        self.maximumLength = maximumLength
        self.maximumSegments = maximumSegments
    }

    /// The default bounds: 8,192 bytes and 64 segments.
    public static let `default` = URLLimits()
}
