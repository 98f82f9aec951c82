/// Byte constants and classes for the tokenizer and the encoder, so neither spells a raw number.
enum ASCII {
    static let hash = UInt8(ascii: "#")
    static let colon = UInt8(ascii: ":")
    static let slash = UInt8(ascii: "/")
    static let question = UInt8(ascii: "?")
    static let ampersand = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let percent = UInt8(ascii: "%")
    static let plus = UInt8(ascii: "+")
    static let space = UInt8(ascii: " ")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let hyphen = UInt8(ascii: "-")
    static let leftBracket = UInt8(ascii: "[")
    static let rightBracket = UInt8(ascii: "]")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let bar = UInt8(ascii: "|")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == plus || byte == hyphen || byte == dot
    }

    /// Characters RFC 3986 never allows raw outside the fragment (controls are reported apart):
    /// space, `"`, `<`, `>`, `\\`, `^`, `` ` ``, `{`, `|` and `}`, as bits of two masks (a `switch`
    /// over them is ten generic comparisons a byte in a debug build, where the tests run).
    static func isForbiddenRaw(_ byte: UInt8) -> Bool {
        byte < 64
            ? (0x5000_0005_0000_0000 as UInt64) &>> UInt64(byte) & 1 == 1
            : byte < 128 && (0x3800_0001_5000_0000 as UInt64) &>> UInt64(byte - 64) & 1 == 1
    }

    /// The first offset in `range` of `bytes` that holds `byte`: a plain loop, which a debug
    /// build runs without the generic calls of a slice's `firstIndex(of:)`.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var offset = range.lowerBound
        while offset < range.upperBound {
            if bytes[offset] == byte { return offset }
            offset += 1
        }
        return nil
    }

    /// The last offset in `range` of `bytes` that holds `byte`.
    static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var offset = range.upperBound
        while offset > range.lowerBound {
            offset -= 1
            if bytes[offset] == byte { return offset }
        }
        return nil
    }

    /// RFC 3986 unreserved characters: the only ones the encoder never escapes.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == hyphen || byte == dot || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return byte - UInt8(ascii: "0") }
        let lower = byte | 0x20
        if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") { return lower - UInt8(ascii: "a") + 10 }
        return nil
    }

    static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// `%XX` with upper-case digits.
    static func percentEncoded(_ byte: UInt8) -> String {
        String(decoding: [percent, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]], as: UTF8.self)
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    static func lowercasedString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if !hasUppercase(bytes) { return String(decoding: bytes, as: UTF8.self) }
        // Written straight into the string's storage: one allocation, none for a short one.
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var offset = 0
            while offset < bytes.count {
                buffer[offset] = lowercased(bytes[offset])
                offset += 1
            }
            return bytes.count
        }
    }

    /// ASCII-only lowercasing, which is the same on every platform and locale: `string` itself
    /// when it has nothing to lowercase.
    static func lowercased(_ string: String) -> String {
        var string = string
        return string.withUTF8 { bytes in hasUppercase(bytes) ? lowercasedString(bytes) : nil } ?? string
    }

    private static func hasUppercase(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] >= UInt8(ascii: "A") && bytes[offset] <= UInt8(ascii: "Z") { return true }
            offset += 1
        }
        return false
    }
}
