extension JSONValue {
    /// The value as JSON text (RFC 8259), the same bytes for the same value on every platform.
    ///
    /// Object members keep their order, numbers are written as they are held, and strings escape
    /// only `"`, `\` and control characters, so everything else, non-ASCII included, is written as
    /// is. No newline is added at the end.
    ///
    /// Compact text is one line with no spaces. Pretty text indents by two spaces, one member or
    /// element a line, except that an array or object whose elements are all scalars stays on one
    /// line (`[1, 2]`, `{"a": 1}`) when that line, indented, fits in 100 columns.
    ///
    /// ```swift
    /// let value = JSONValue.object([
    ///     ("route", .string("product")),
    ///     ("params", .object([("id", .number("42"))])),
    ///     ("tags", .array([.string("new"), .string("sale")])),
    /// ])
    /// value.serialized()
    /// // {"route":"product","params":{"id":42},"tags":["new","sale"]}
    /// value.serialized(pretty: true)
    /// // {
    /// //   "route": "product",
    /// //   "params": {"id": 42},
    /// //   "tags": ["new", "sale"]
    /// // }
    /// ```
    ///
    /// - Parameter pretty: Whether to indent the text over several lines.
    /// - Returns: The JSON text, which `JSONValue(parsing:)` reads back as an equal value.
    package func serialized(pretty: Bool = false) -> String {
        var output = ""
        JSONWriter.write(self, indent: pretty ? 0 : nil, into: &output)
        return output
    }
}

/// The serializer behind ``JSONValue/serialized(pretty:)``.
private enum JSONWriter {
    /// The widest a pretty-printed one-line array or object may be, its indentation included.
    static let lineWidth = 100

    /// Writes `value`: compact when `indent` is `nil`, else pretty at that depth.
    static func write(_ value: JSONValue, indent: Int?, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): write(string: text, into: &output)
        case .array(let items):
            writeContainer(
                open: "[", close: "]", count: items.count, isFlat: items.allSatisfy(isScalar), indent: indent,
                into: &output
            ) {
                index, indent, output in write(items[index], indent: indent, into: &output)
            }
        case .object(let members):
            let separator = indent == nil ? ":" : ": "
            writeContainer(
                open: "{", close: "}", count: members.count, isFlat: members.allSatisfy { isScalar($0.value) },
                indent: indent, into: &output
            ) { index, indent, output in
                write(string: members[index].key, into: &output)
                output += separator
                write(members[index].value, indent: indent, into: &output)
            }
        }
    }

    /// Writes an array or an object, whose `count` elements `element` writes at the indentation
    /// it is given (`nil` for compact, or for scalars on one line).
    private static func writeContainer(
        open: String,
        close: String,
        count: Int,
        isFlat: Bool,
        indent: Int?,
        into output: inout String,
        element: (_ index: Int, _ indent: Int?, _ output: inout String) -> Void
    ) {
        guard count > 0 else {
            output += open + close
            return
        }
        guard let indent else {
            output += open
            for index in 0..<count {
                if index > 0 { output += "," }
                element(index, nil, &output)
            }
            output += close
            return
        }
        if isFlat {
            // Scalars on one line, if it fits; a scalar takes no indentation.
            var line = open
            for index in 0..<count {
                if index > 0 { line += ", " }
                element(index, indent + 1, &line)
            }
            line += close
            if indent * 2 + line.count <= lineWidth {
                output += line
                return
            }
        }
        let padding = String(repeating: "  ", count: indent + 1)
        output += open + "\n"
        for index in 0..<count {
            output += padding
            element(index, indent + 1, &output)
            output += index < count - 1 ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + close
    }

    private static func isScalar(_ value: JSONValue) -> Bool {
        switch value {
        case .array, .object: false
        default: true
        }
    }

    /// A JSON string literal: `"`, `\` and control characters escaped, everything else as is.
    static func write(string: String, into output: inout String) {
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
}
