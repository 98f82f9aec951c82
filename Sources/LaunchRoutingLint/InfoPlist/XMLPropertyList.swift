import LaunchRouting

/// Our own reader of XML property lists (the format of an Info.plist in a project), so that it
/// reads the same on Linux as on Apple platforms and a broken file gets an error with its line
/// and column, never a trap.
///
/// It reads the property-list vocabulary only: `plist`, `dict` (with `key`), `array`, `string`,
/// `true`, `false`, `integer`, `real`, `data` (base64) and `date` (`2001-01-01T00:00:00Z`), with
/// comments, processing instructions, a DOCTYPE, the five predefined entities, numeric character
/// references and CDATA sections. Binary and UTF-16 property lists are refused with a message.
///
/// ```swift
/// let value = try XMLPropertyList.parse("""
///     <?xml version="1.0" encoding="UTF-8"?>
///     <plist version="1.0"><dict>
///         <key>NSUserActivityTypes</key><array><string>com.shop.viewing</string></array>
///     </dict></plist>
///     """)
/// // .dictionary(["NSUserActivityTypes": .array([.string("com.shop.viewing")])])
/// ```
public enum XMLPropertyList: Sendable {
    /// Reads an XML property list.
    public static func parse(_ text: String) throws(PropertyListError) -> PropertyListValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Reads an XML property list from bytes, which need not be UTF-8.
    public static func parse(bytes: some Collection<UInt8>) throws(PropertyListError) -> PropertyListValue {
        var parser = PropertyListXMLParser(bytes: Array(bytes))
        return try parser.document()
    }
}

/// A recursive-descent reader over UTF-8 bytes with a depth bound.
struct PropertyListXMLParser {
    static let maximumDepth = 512

    let bytes: [UInt8]
    var offset = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private struct Tag {
        var name: String
        var isEnd: Bool
        var isEmpty: Bool
        var offset: Int
    }

    mutating func document() throws(PropertyListError) -> PropertyListValue {
        if bytes.starts(with: Array("bplist".utf8)) {
            throw error("this is a binary property list; convert it with \"plutil -convert xml1\"", at: 0)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw error("this property list is UTF-16; only UTF-8 is read", at: 0)
        }
        if let invalid = firstInvalidUTF8() { throw error("the document is not valid UTF-8", at: invalid) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        try skipMisc(allowDoctype: true)
        guard offset < bytes.count else { throw error("the document has no <plist> element") }
        let root = try tag()
        guard !root.isEnd else { throw error("unexpected </\(root.name)> before any element", at: root.offset) }
        let value: PropertyListValue
        if root.name == "plist" {
            guard !root.isEmpty else { throw error("the <plist> element is empty; it holds one value", at: root.offset) }
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <plist>") }
            let first = try tag()
            guard !first.isEnd else { throw error("the <plist> element is empty; it holds one value", at: first.offset) }
            value = try self.value(first)
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <plist>") }
            let close = try tag()
            guard close.isEnd, close.name == "plist" else {
                throw error(close.isEnd ? "expected </plist>, found </\(close.name)>" : "<plist> holds one value; found another, <\(close.name)>", at: close.offset)
            }
        } else {
            throw error("the root element is <\(root.name)>, not <plist>", at: root.offset)
        }
        try skipMisc()
        guard offset == bytes.count else { throw error("unexpected content after </plist>") }
        return value
    }

    // MARK: Values

    private mutating func value(_ tag: Tag) throws(PropertyListError) -> PropertyListValue {
        switch tag.name {
        case "dict": return try dictionary(tag)
        case "array": return try array(tag)
        case "string": return .string(try text(of: tag))
        case "true", "false":
            let content = try text(of: tag)
            guard content.allSatisfy(\.isWhitespace) else { throw error("<\(tag.name)> takes no content; write <\(tag.name)/>", at: tag.offset) }
            return .bool(tag.name == "true")
        case "integer":
            let content = trimmed(try text(of: tag))
            guard let number = Self.integer(content) else { throw error("\"\(content)\" is not an integer", at: tag.offset) }
            return .integer(number)
        case "real":
            let content = trimmed(try text(of: tag))
            guard let number = Double(content) else { throw error("\"\(content)\" is not a real number", at: tag.offset) }
            return .double(number)
        case "data":
            let content = try text(of: tag)
            guard let data = Self.base64(content) else { throw error("the <data> element is not valid base64", at: tag.offset) }
            return .data(data)
        case "date":
            let content = trimmed(try text(of: tag))
            guard let date = Self.date(content) else {
                throw error("\"\(content)\" is not a date; write it as 2001-01-01T00:00:00Z", at: tag.offset)
            }
            return .date(date)
        case "key":
            throw error("<key> belongs directly in a <dict>", at: tag.offset)
        default:
            throw error("<\(tag.name)> is not a property-list element", at: tag.offset)
        }
    }

    private mutating func dictionary(_ open: Tag) throws(PropertyListError) -> PropertyListValue {
        guard !open.isEmpty else { return .dictionary([:]) }
        try enter(open)
        defer { depth -= 1 }
        var members: [String: PropertyListValue] = [:]
        while true {
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <dict>") }
            let keyTag = try tag()
            if keyTag.isEnd {
                guard keyTag.name == "dict" else { throw error("expected </dict>, found </\(keyTag.name)>", at: keyTag.offset) }
                return .dictionary(members)
            }
            guard keyTag.name == "key" else { throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.offset) }
            let key = try text(of: keyTag)
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <dict>") }
            let valueTag = try tag()
            guard !valueTag.isEnd else {
                throw error("the key \"\(key)\" has no value before </\(valueTag.name)>", at: valueTag.offset)
            }
            guard valueTag.name != "key" else { throw error("the key \"\(key)\" has no value before the next <key>", at: valueTag.offset) }
            guard members[key] == nil else { throw error("the key \"\(key)\" appears twice in one <dict>", at: keyTag.offset) }
            members[key] = try value(valueTag)
        }
    }

    private mutating func array(_ open: Tag) throws(PropertyListError) -> PropertyListValue {
        guard !open.isEmpty else { return .array([]) }
        try enter(open)
        defer { depth -= 1 }
        var items: [PropertyListValue] = []
        while true {
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <array>") }
            let next = try tag()
            if next.isEnd {
                guard next.name == "array" else { throw error("expected </array>, found </\(next.name)>", at: next.offset) }
                return .array(items)
            }
            items.append(try value(next))
        }
    }

    /// The character data of a text-only element, through its end tag.
    private mutating func text(of open: Tag) throws(PropertyListError) -> String {
        guard !open.isEmpty else { return "" }
        var result: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    let start = offset
                    offset += 9
                    guard let end = find("]]>") else { throw error("the CDATA section does not end", at: start) }
                    result += bytes[offset..<end]
                    offset = end + 3
                } else {
                    let close = try tag()
                    guard close.isEnd else { throw error("<\(open.name)> cannot hold the element <\(close.name)>", at: close.offset) }
                    guard close.name == open.name else { throw error("expected </\(open.name)>, found </\(close.name)>", at: close.offset) }
                    return String(decoding: result, as: UTF8.self)
                }
            } else if byte == UInt8(ascii: "&") {
                result += Array(try entity().utf8)
            } else {
                result.append(byte)
                offset += 1
            }
        }
        throw error("the document ends inside <\(open.name)>")
    }

    private mutating func entity() throws(PropertyListError) -> String {
        let start = offset
        guard let end = bytes[offset...].prefix(16).firstIndex(of: UInt8(ascii: ";")) else {
            throw error("\"&\" starts no entity; write &amp; for a literal \"&\"", at: start)
        }
        let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
        offset = end + 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            if name.hasPrefix("#") {
                let digits = name.dropFirst()
                let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                if let value, let scalar = Unicode.Scalar(value) { return String(scalar) }
                throw error("\"&\(name);\" is not a character", at: start)
            }
            throw error("\"&\(name);\" is not an entity of XML; use &lt; &gt; &amp; &quot; &apos; or &#...;", at: start)
        }
    }

    // MARK: Markup

    /// Reads a start or end tag at `offset`, which must be at `<`.
    private mutating func tag() throws(PropertyListError) -> Tag {
        let start = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else {
            let text = String(decoding: bytes[offset...].prefix(20), as: UTF8.self)
            throw error("unexpected text \"\(text)\" where an element was expected", at: start)
        }
        offset += 1
        let isEnd = offset < bytes.count && bytes[offset] == UInt8(ascii: "/")
        if isEnd { offset += 1 }
        let nameStart = offset
        while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: ">"), bytes[offset] != UInt8(ascii: "/") {
            offset += 1
        }
        let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
        guard !name.isEmpty else { throw error("\"<\" starts no element; write &lt; for a literal \"<\"", at: start) }
        // Attributes are read for well-formedness and ignored.
        while true {
            skipSpace()
            guard offset < bytes.count else { throw error("the tag <\(name)> does not end", at: start) }
            if bytes[offset] == UInt8(ascii: ">") {
                offset += 1
                return Tag(name: name, isEnd: isEnd, isEmpty: false, offset: start)
            }
            if starts(with: "/>"), !isEnd {
                offset += 2
                return Tag(name: name, isEnd: false, isEmpty: true, offset: start)
            }
            guard !isEnd else { throw error("the end tag </\(name)> has attributes", at: start) }
            let attributeStart = offset
            while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: "="), bytes[offset] != UInt8(ascii: ">") {
                offset += 1
            }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                throw error("an attribute of <\(name)> has no value", at: attributeStart)
            }
            offset += 1
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
                throw error("an attribute value of <\(name)> is not quoted", at: offset)
            }
            let quote = bytes[offset]
            offset += 1
            guard let close = bytes[offset...].firstIndex(of: quote) else { throw error("an attribute value of <\(name)> does not end", at: attributeStart) }
            offset = close + 1
        }
    }

    /// Skips white space, comments and processing instructions (and a DOCTYPE, before the root);
    /// any other text is an error.
    private mutating func skipMisc(allowDoctype: Bool = false) throws(PropertyListError) {
        while offset < bytes.count {
            if isSpace(bytes[offset]) {
                offset += 1
            } else if starts(with: "<!--") {
                try skipComment()
            } else if starts(with: "<?") {
                let start = offset
                guard let end = find("?>") else { throw error("the processing instruction does not end", at: start) }
                offset = end + 2
            } else if allowDoctype, starts(with: "<!DOCTYPE") {
                let start = offset
                var brackets = 0
                while offset < bytes.count {
                    let byte = bytes[offset]
                    offset += 1
                    if byte == UInt8(ascii: "[") { brackets += 1 }
                    if byte == UInt8(ascii: "]") { brackets -= 1 }
                    if byte == UInt8(ascii: ">"), brackets <= 0 { break }
                }
                guard offset <= bytes.count, bytes[offset - 1] == UInt8(ascii: ">") else { throw error("the DOCTYPE does not end", at: start) }
            } else if bytes[offset] == UInt8(ascii: "<") {
                return
            } else {
                let text = String(decoding: bytes[offset...].prefix(20), as: UTF8.self)
                throw error("unexpected text \"\(text)\" where an element was expected")
            }
        }
    }

    private mutating func skipComment() throws(PropertyListError) {
        let start = offset
        offset += 4
        guard let end = find("-->") else { throw error("the comment does not end", at: start) }
        offset = end + 3
    }

    private mutating func enter(_ tag: Tag) throws(PropertyListError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("the property list nests deeper than \(Self.maximumDepth) levels", at: tag.offset) }
    }

    private mutating func skipSpace() {
        while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func starts(with text: String) -> Bool {
        bytes[offset...].starts(with: text.utf8)
    }

    /// The offset of the next occurrence of `text` from `offset`.
    private func find(_ text: String) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return nil }
        var index = offset
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    private func firstInvalidUTF8() -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count,
                String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            else { return index }
            index += length
        }
        return nil
    }

    // MARK: Scalars

    /// A decimal integer with an optional sign, or `0x` hexadecimal, within `Int64`.
    static func integer(_ text: String) -> Int64? {
        var body = Substring(text)
        var negative = false
        if body.hasPrefix("-") || body.hasPrefix("+") {
            negative = body.hasPrefix("-")
            body = body.dropFirst()
        }
        let magnitude: UInt64?
        if body.hasPrefix("0x") || body.hasPrefix("0X") {
            magnitude = UInt64(body.dropFirst(2), radix: 16)
        } else {
            magnitude = body.allSatisfy(\.isASCII) ? UInt64(body, radix: 10) : nil
        }
        guard let magnitude else { return nil }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
    }

    /// Base64 with white space anywhere and `=` padding.
    static func base64(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        var padding = 0
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D: continue
            case UInt8(ascii: "="):
                padding += 1
                continue
            default: break
            }
            guard padding == 0 else { return nil }
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): values.append(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): values.append(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"): values.append(62)
            case UInt8(ascii: "/"): values.append(63)
            default: return nil
            }
        }
        guard (values.count + padding) % 4 == 0, padding <= 2, values.count % 4 != 1 else { return nil }
        var result: [UInt8] = []
        var index = 0
        while index + 1 < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            let a = chunk[chunk.startIndex]
            let b = chunk[chunk.startIndex + 1]
            result.append(a << 2 | b >> 4)
            if chunk.count > 2 {
                let c = chunk[chunk.startIndex + 2]
                result.append((b & 0x0F) << 4 | c >> 2)
                if chunk.count > 3 { result.append((c & 0x03) << 6 | chunk[chunk.startIndex + 3]) }
            }
            index += 4
        }
        return result
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as seconds since 2001-01-01 00:00:00 UTC.
    static func date(_ text: String) -> Double? {
        let characters = Array(text.utf8)
        guard characters.count == 20, characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-"),
            characters[10] == UInt8(ascii: "T"), characters[13] == UInt8(ascii: ":"), characters[16] == UInt8(ascii: ":"),
            characters[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = characters[index]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        // Days from the civil date (Howard Hinnant's algorithm), then from 2001-01-01.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468 - 11_323
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    // MARK: Errors

    private func error(_ message: String, at position: Int? = nil) -> PropertyListError {
        let target = min(position ?? offset, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<target where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return PropertyListError(message: message, line: line, column: target - lineStart + 1)
    }
}
