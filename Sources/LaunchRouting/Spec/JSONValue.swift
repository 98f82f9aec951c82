/// A JSON document as a value tree, read by our own parser.
///
/// The route spec and apple-app-site-association files are read with it rather than with
/// Foundation's decoders, so that an error names the same field path, line and column on every
/// platform, and bad input gets a message instead of a trap. Object members keep their order.
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"schemes": ["shop"]}"#)
/// value["schemes"]?[0]?.stringValue   // "shop"
/// ```
package enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written; read it with ``integerValue``, or convert its text.
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// Members in document order. A repeated key is an error when parsing.
    case object([(key: String, value: JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let text): hasher.combine(text)
        case .string(let text): hasher.combine(text)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The member named `key`, if this is an object that has one.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index`, if this is an array that long.
    package subscript(index: Int) -> JSONValue? {
        guard case .array(let values) = self, values.indices.contains(index) else { return nil }
        return values[index]
    }

    /// The string, if the value is one.
    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The Boolean, if the value is one.
    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number as an integer, if it is written as one (no fraction, no exponent) and fits `Int64`.
    package var integerValue: Int64? {
        guard case .number(let text) = self else { return nil }
        return ParameterType.parseInt(text)
    }

    /// The kind of value, as error messages name it: "a string", "an object", ...
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue {
    /// Parses a JSON document (RFC 8259), or throws an error that gives the line and column.
    package init(parsing text: String) throws(JSONParseError) {
        try self.init(parsing: Array(text.utf8))
    }

    /// Parses a JSON document from bytes, which need not be UTF-8.
    package init(parsing bytes: some Collection<UInt8>) throws(JSONParseError) {
        let result = Array(bytes).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return Result { () throws(JSONParseError) in try parser.document() }
        }
        self = try result.get()
    }
}

/// Why a JSON document did not parse, and where.
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    package var message: String
    /// The line, from 1.
    package var line: Int
    /// The column in UTF-8 bytes, from 1.
    package var column: Int

    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A recursive-descent JSON parser over UTF-8 bytes, with a depth bound so that hostile nesting
/// cannot exhaust the stack.
struct JSONParser {
    static let maximumDepth = 128

    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0
    var depth = 0
    /// Set to find where a field starts as the document is parsed; `nil` when parsing only.
    var locator: JSONFieldLocator?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONParseError) -> JSONValue {
        if let invalid = UTF8Validation.firstInvalidOffset(bytes) {
            offset = invalid
            throw error("the document is not valid UTF-8")
        }
        // A byte-order mark is tolerated, as editors write one.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        let value = try self.value()
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected \(describe(offset)) after the document") }
        return value
    }

    private mutating func value() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw error("the document ends where a value was expected") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected \(describe(offset)) where a value was expected")
        }
    }

    private mutating func object() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error("expected a quoted member name, found \(describe(offset))")
            }
            let keyOffset = offset
            let key = try string()
            guard keys.insert(key).inserted else {
                offset = keyOffset
                throw error("the member \"\(key)\" appears twice in one object")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("expected \":\" after the member name \"\(key)\", found \(describe(offset))")
            }
            offset += 1
            locator?.enter(member: key, at: keyOffset)
            members.append((key, try value()))
            locator?.leave()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                offset += 1
            } else if peek(UInt8(ascii: "}")) {
                offset += 1
                return .object(members)
            } else {
                throw error("expected \",\" or \"}\" in an object, found \(describe(offset))")
            }
        }
    }

    private mutating func array() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            offset += 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            locator?.enter(element: values.count, at: offset)
            values.append(try value())
            locator?.leave()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                offset += 1
            } else if peek(UInt8(ascii: "]")) {
                offset += 1
                return .array(values)
            } else {
                throw error("expected \",\" or \"]\" in an array, found \(describe(offset))")
            }
        }
    }

    private mutating func string() throws(JSONParseError) -> String {
        offset += 1
        var result: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escape)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                            bytes[offset + 1] == UInt8(ascii: "u")
                        else {
                            throw error("a \\u escape of a high surrogate must be followed by one of a low surrogate")
                        }
                        offset += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("a \\u escape of a high surrogate must be followed by one of a low surrogate")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw error("\\u escapes a lone surrogate") }
                    result.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    offset -= 1
                    throw error("\"\\\(String(UnicodeScalar(escape)))\" is not a JSON escape")
                }
            case 0x00..<0x20:
                throw error("a control character must be escaped inside a string")
            default:
                result.append(byte)
                offset += 1
            }
        }
        throw error("the document ends inside a string")
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("\\u needs four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = ASCII.hexValue(bytes[offset]) else { throw error("\\u needs four hexadecimal digits") }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private mutating func number() throws(JSONParseError) -> JSONValue {
        let start = offset
        if peek(UInt8(ascii: "-")) { offset += 1 }
        guard offset < bytes.count, ASCII.isDigit(bytes[offset]) else {
            throw error("a number needs a digit after \"-\"")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < bytes.count, ASCII.isDigit(bytes[offset]) { offset += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            offset += 1
            guard offset < bytes.count, ASCII.isDigit(bytes[offset]) else {
                throw error("a number needs a digit after \".\"")
            }
            while offset < bytes.count, ASCII.isDigit(bytes[offset]) { offset += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            offset += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { offset += 1 }
            guard offset < bytes.count, ASCII.isDigit(bytes[offset]) else {
                throw error("a number needs a digit in its exponent")
            }
            while offset < bytes.count, ASCII.isDigit(bytes[offset]) { offset += 1 }
        }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
        for expected in word.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else {
                throw error("unexpected \(describe(offset)) where a value was expected")
            }
            offset += 1
        }
        return value
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("the document nests deeper than \(Self.maximumDepth) levels")
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        offset < bytes.count && bytes[offset] == byte
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private func describe(_ position: Int) -> String {
        guard position < bytes.count else { return "the end of the document" }
        let byte = bytes[position]
        if byte >= 0x20 && byte < 0x7F { return "\"\(String(UnicodeScalar(byte)))\"" }
        return "the byte \(ASCII.percentEncoded(byte).dropFirst())"
    }

    private func error(_ message: String) -> JSONParseError {
        let (line, column) = Self.positions(of: [offset], in: bytes)[0]
        return JSONParseError(message: message, line: line, column: column)
    }

    /// The line and the column in bytes, each from 1, of the byte at each of `offsets`.
    static func positions(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [(line: Int, column: Int)] {
        let lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        return offsets.map { offset in
            // The last line that starts at or before the offset, by binary search.
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return (low + 1, offset - lineStarts[low] + 1)
        }
    }
}
