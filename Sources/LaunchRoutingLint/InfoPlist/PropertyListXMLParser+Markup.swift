import LaunchRouting

extension PropertyListXMLParser {
    // MARK: Markup

    /// Reads a start or end tag at `offset`, which must be at `<`.
    mutating func tag() throws(PropertyListError) -> Tag {
        let start = offset
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else {
            let text = String(decoding: bytes[offset...].prefix(20), as: UTF8.self)
            throw error("unexpected text \"\(text)\" where an element was expected", at: start)
        }
        offset += 1
        let isEnd = offset < bytes.count && bytes[offset] == UInt8(ascii: "/")
        if isEnd { offset += 1 }
        let nameStart = offset
        while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: ">"),
            bytes[offset] != UInt8(ascii: "/")
        {
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
            while offset < bytes.count, !isSpace(bytes[offset]), bytes[offset] != UInt8(ascii: "="),
                bytes[offset] != UInt8(ascii: ">")
            {
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
            guard let close = bytes[offset...].firstIndex(of: quote) else {
                throw error("an attribute value of <\(name)> does not end", at: attributeStart)
            }
            offset = close + 1
        }
    }

    /// Skips white space, comments and processing instructions (and a DOCTYPE, before the root);
    /// any other text is an error.
    mutating func skipMisc(allowDoctype: Bool = false) throws(PropertyListError) {
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
                guard offset <= bytes.count, bytes[offset - 1] == UInt8(ascii: ">") else {
                    throw error("the DOCTYPE does not end", at: start)
                }
            } else if bytes[offset] == UInt8(ascii: "<") {
                return
            } else {
                let text = String(decoding: bytes[offset...].prefix(20), as: UTF8.self)
                throw error("unexpected text \"\(text)\" where an element was expected")
            }
        }
    }

    mutating func skipComment() throws(PropertyListError) {
        let start = offset
        offset += 4
        guard let end = find("-->") else { throw error("the comment does not end", at: start) }
        offset = end + 3
    }

    mutating func enter(_ tag: Tag) throws(PropertyListError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error("the property list nests deeper than \(Self.maximumDepth) levels", at: tag.offset)
        }
    }

    mutating func skipSpace() {
        while offset < bytes.count, isSpace(bytes[offset]) { offset += 1 }
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    func starts(with text: String) -> Bool {
        bytes[offset...].starts(with: text.utf8)
    }

    /// The offset of the next occurrence of `text` from `offset`.
    func find(_ text: String) -> Int? {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return nil }
        var index = offset
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    func firstInvalidUTF8() -> Int? {
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
}
