@_spi(Fuzzing) import LaunchRouting

/// Shorthands for the values the tool's JSON output holds; ``JSONValue/serialized(pretty:)``
/// writes them.
///
/// ```swift
/// JSONValue.object([("routes", .integer(3)), ("path", .optional(nil))]).serialized()
/// // {"routes":3,"path":null}
/// ```
extension JSONValue {
    /// A JSON integer.
    static func integer(_ value: some BinaryInteger) -> JSONValue { .number(String(value)) }

    /// A JSON number, or `null` for infinity and NaN, which JSON cannot write.
    static func double(_ value: Double) -> JSONValue { value.isFinite ? .number("\(value)") : .null }

    /// A string, or `null`.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An array of strings.
    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
