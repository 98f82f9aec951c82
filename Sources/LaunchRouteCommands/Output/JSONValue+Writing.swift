import LaunchRouting

extension JSONValue {
    /// The value as compact JSON text on one line (RFC 8259): members in order, no spaces,
    /// strings with only `"`, `\` and control characters escaped.
    ///
    /// ```swift
    /// JSONValue.object([("route", .string("product")), ("params", .object([("id", .number("42"))]))]).text
    /// // {"route":"product","params":{"id":42}}
    /// ```
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): Self.write(string: text, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.write(string: member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func write(string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// A JSON integer.
    static func integer(_ value: some BinaryInteger) -> JSONValue { .number(String(value)) }

    /// A JSON number, or `null` for infinity and NaN, which JSON cannot write.
    static func double(_ value: Double) -> JSONValue { value.isFinite ? .number("\(value)") : .null }

    /// A string, or `null`.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// An array of strings.
    static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
