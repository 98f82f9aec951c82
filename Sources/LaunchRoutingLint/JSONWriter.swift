import LaunchRouting

/// Writes a ``JSONValue`` as text, members in their order, so that the same value always gives the
/// same bytes: the lint report's JSON and generated AASA files.
///
/// Pretty output indents by two spaces and keeps an array or object of scalars on one line when
/// it fits in 100 columns.
enum JSONWriter {
    static func render(_ value: JSONValue, pretty: Bool = true) -> String {
        var output = ""
        write(value, indent: pretty ? 0 : nil, into: &output)
        return output
    }

    private static func write(_ value: JSONValue, indent: Int?, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): output += quoted(text)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, isFlat: items.allSatisfy(isScalar), indent: indent, into: &output) {
                index, indent, output in write(items[index], indent: indent, into: &output)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, isFlat: members.allSatisfy { isScalar($0.value) }, indent: indent, into: &output) {
                index, indent, output in
                output += quoted(members[index].key) + ": "
                write(members[index].value, indent: indent, into: &output)
            }
        }
    }

    private static func writeContainer(
        open: String,
        close: String,
        count: Int,
        isFlat: Bool,
        indent: Int?,
        into output: inout String,
        element: (Int, Int?, inout String) -> Void
    ) {
        guard count > 0 else {
            output += open + close
            return
        }
        if let indent, isFlat {
            // One line, if it fits.
            var line = open
            for index in 0..<count {
                if index > 0 { line += ", " }
                element(index, nil, &line)
            }
            line += close
            if indent * 2 + line.count <= 100 {
                output += line
                return
            }
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
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
