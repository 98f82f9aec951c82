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
package enum XMLPropertyList: Sendable {
    /// Reads an XML property list.
    package static func parse(_ text: String) throws(PropertyListError) -> LaunchInput.PropertyListValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Reads an XML property list from bytes, which need not be UTF-8.
    package static func parse(bytes: some Collection<UInt8>) throws(PropertyListError) -> LaunchInput.PropertyListValue
    {
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

    struct Tag {
        var name: String
        var isEnd: Bool
        var isEmpty: Bool
        var offset: Int
    }

    mutating func document() throws(PropertyListError) -> LaunchInput.PropertyListValue {
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
        let value: LaunchInput.PropertyListValue
        if root.name == "plist" {
            guard !root.isEmpty else {
                throw error("the <plist> element is empty; it holds one value", at: root.offset)
            }
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <plist>") }
            let first = try tag()
            guard !first.isEnd else {
                throw error("the <plist> element is empty; it holds one value", at: first.offset)
            }
            value = try self.value(first)
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <plist>") }
            let close = try tag()
            guard close.isEnd, close.name == "plist" else {
                throw error(
                    close.isEnd
                        ? "expected </plist>, found </\(close.name)>"
                        : "<plist> holds one value; found another, <\(close.name)>", at: close.offset)
            }
        } else {
            throw error("the root element is <\(root.name)>, not <plist>", at: root.offset)
        }
        try skipMisc()
        guard offset == bytes.count else { throw error("unexpected content after </plist>") }
        return value
    }

    // MARK: Values

    mutating func value(_ tag: Tag) throws(PropertyListError) -> LaunchInput.PropertyListValue {
        switch tag.name {
        case "dict": return try dictionary(tag)
        case "array": return try array(tag)
        case "string": return .string(try text(of: tag))
        case "true", "false":
            let content = try text(of: tag)
            guard content.allSatisfy(\.isWhitespace) else {
                throw error("<\(tag.name)> takes no content; write <\(tag.name)/>", at: tag.offset)
            }
            return .bool(tag.name == "true")
        case "integer":
            let content = trimmed(try text(of: tag))
            guard let number = Self.integer(content) else {
                throw error("\"\(content)\" is not an integer", at: tag.offset)
            }
            return .integer(number)
        case "real":
            let content = trimmed(try text(of: tag))
            guard let number = Double(content) else {
                throw error("\"\(content)\" is not a real number", at: tag.offset)
            }
            return .double(number)
        case "data":
            let content = try text(of: tag)
            guard let data = Self.base64(content) else {
                throw error("the <data> element is not valid base64", at: tag.offset)
            }
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

    mutating func dictionary(_ open: Tag) throws(PropertyListError) -> LaunchInput.PropertyListValue {
        guard !open.isEmpty else { return .dictionary([:]) }
        try enter(open)
        defer { depth -= 1 }
        var members: [String: LaunchInput.PropertyListValue] = [:]
        while true {
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <dict>") }
            let keyTag = try tag()
            if keyTag.isEnd {
                guard keyTag.name == "dict" else {
                    throw error("expected </dict>, found </\(keyTag.name)>", at: keyTag.offset)
                }
                return .dictionary(members)
            }
            guard keyTag.name == "key" else {
                throw error("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.offset)
            }
            let key = try text(of: keyTag)
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <dict>") }
            let valueTag = try tag()
            guard !valueTag.isEnd else {
                throw error("the key \"\(key)\" has no value before </\(valueTag.name)>", at: valueTag.offset)
            }
            guard valueTag.name != "key" else {
                throw error("the key \"\(key)\" has no value before the next <key>", at: valueTag.offset)
            }
            guard members[key] == nil else {
                throw error("the key \"\(key)\" appears twice in one <dict>", at: keyTag.offset)
            }
            members[key] = try value(valueTag)
        }
    }

    mutating func array(_ open: Tag) throws(PropertyListError) -> LaunchInput.PropertyListValue {
        guard !open.isEmpty else { return .array([]) }
        try enter(open)
        defer { depth -= 1 }
        var items: [LaunchInput.PropertyListValue] = []
        while true {
            try skipMisc()
            guard offset < bytes.count else { throw error("the document ends inside <array>") }
            let next = try tag()
            if next.isEnd {
                guard next.name == "array" else {
                    throw error("expected </array>, found </\(next.name)>", at: next.offset)
                }
                return .array(items)
            }
            items.append(try value(next))
        }
    }

    /// The character data of a text-only element, through its end tag.
    mutating func text(of open: Tag) throws(PropertyListError) -> String {
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
                    guard close.isEnd else {
                        throw error("<\(open.name)> cannot hold the element <\(close.name)>", at: close.offset)
                    }
                    guard close.name == open.name else {
                        throw error("expected </\(open.name)>, found </\(close.name)>", at: close.offset)
                    }
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

    mutating func entity() throws(PropertyListError) -> String {
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
}
