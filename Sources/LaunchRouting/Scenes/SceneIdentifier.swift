/// The identity of one scene: on iOS, its session's `persistentIdentifier`.
///
/// Identifiers are ordered, so that when two scenes show the content an input targets, the one
/// ``LaunchScenes`` picks depends on which scenes there are, not on the order they connected in.
///
/// ```swift
/// let scene = SceneIdentifier(session.persistentIdentifier)
/// ```
public struct SceneIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier's text.
    public var rawValue: String

    /// The scene identified by `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The scene identified by `value`.
    public init(stringLiteral value: String) { self.init(value) }

    public var description: String { rawValue }

    public static func < (lhs: SceneIdentifier, rhs: SceneIdentifier) -> Bool {
        lhs.rawValue.utf8.lexicographicallyPrecedes(rhs.rawValue.utf8)
    }
}
