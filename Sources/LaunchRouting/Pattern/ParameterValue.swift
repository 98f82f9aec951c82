/// The value of one matched parameter.
///
/// A struct with static members rather than an enumeration, so that new kinds of value can come
/// without breaking a `switch`; read it with ``stringValue``, ``intValue`` and ``listValue``.
///
/// ```swift
/// match["id"]        // .integer(42)
/// match["tag"]       // .list([.string("new"), .string("sale")])
/// match["id"]?.intValue   // 42
/// ```
public struct ParameterValue: Hashable, Sendable, CustomStringConvertible {
    /// The value's kind and payload, for the library's own matching on it.
    package enum Kind: Hashable, Sendable {
        case string(String)
        case integer(Int64)
        case uuid(String)
        case list([ParameterValue])
    }

    /// The value's kind and payload.
    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    /// A `string` or enumerated parameter, or a `**` rest.
    public static func string(_ text: String) -> ParameterValue { ParameterValue(.string(text)) }
    /// An `int` parameter.
    public static func integer(_ value: Int64) -> ParameterValue { ParameterValue(.integer(value)) }
    /// An `int` parameter's value.
    public static func int(_ value: Int) -> ParameterValue { .integer(Int64(value)) }
    /// A `uuid` parameter, lowercase.
    public static func uuid(_ text: String) -> ParameterValue { ParameterValue(.uuid(text)) }
    /// A repeated query parameter, in order of appearance.
    public static func list(_ values: [ParameterValue]) -> ParameterValue { ParameterValue(.list(values)) }

    /// The text this value is written as in a URL, before percent-encoding.
    public var description: String {
        switch kind {
        case .string(let text), .uuid(let text): text
        case .integer(let value): String(value)
        case .list(let values): values.map(\.description).joined(separator: ",")
        }
    }

    /// The string, if this is a ``string(_:)`` or ``uuid(_:)``.
    public var stringValue: String? {
        switch kind {
        case .string(let text), .uuid(let text): text
        default: nil
        }
    }

    /// The integer, if this is an ``integer(_:)`` that fits `Int`.
    public var intValue: Int? {
        if case .integer(let value) = kind { return Int(exactly: value) }
        return nil
    }

    /// The values, if this is a ``list(_:)``.
    public var listValue: [ParameterValue]? {
        if case .list(let values) = kind { return values }
        return nil
    }
}

extension ParameterValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self.init(.string(value)) }
}

extension ParameterValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self.init(.integer(value)) }
}
