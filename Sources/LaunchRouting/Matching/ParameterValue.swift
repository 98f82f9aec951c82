/// The value of one matched parameter.
///
/// ```swift
/// match["id"]        // .integer(42)
/// match["tag"]       // .list([.string("new"), .string("sale")])
/// ```
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    /// A `string` or enumerated parameter, or a `**` rest.
    case string(String)
    /// An `int` parameter.
    case integer(Int64)
    /// A `uuid` parameter, lowercase.
    case uuid(String)
    /// A repeated query parameter, in order of appearance.
    case list([ParameterValue])

    /// The text this value is written as in a URL, before percent-encoding.
    public var description: String {
        switch self {
        case .string(let text), .uuid(let text): text
        case .integer(let value): String(value)
        case .list(let values): values.map(\.description).joined(separator: ",")
        }
    }

    /// The string, if this is a ``string(_:)`` or ``uuid(_:)``.
    public var stringValue: String? {
        switch self {
        case .string(let text), .uuid(let text): text
        default: nil
        }
    }

    /// The integer, if this is an ``integer(_:)`` that fits `Int`.
    public var intValue: Int? {
        if case .integer(let value) = self { return Int(exactly: value) }
        return nil
    }
}

extension ParameterValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension ParameterValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .integer(value) }
}
