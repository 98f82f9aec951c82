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

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == plus || byte == hyphen || byte == dot
    }

    /// Characters RFC 3986 never allows raw outside the fragment (controls are reported apart).
    static func isForbiddenRaw(_ byte: UInt8) -> Bool {
        switch byte {
        case space, UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
            UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    /// RFC 3986 unreserved characters: the only ones the encoder never escapes.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == hyphen || byte == dot || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
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
        if !bytes.contains(where: isUppercase) { return String(decoding: bytes, as: UTF8.self) }
        // Written straight into the string's storage: one allocation, none for a short one.
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (offset, byte) in bytes.enumerated() { buffer[offset] = lowercased(byte) }
            return bytes.count
        }
    }

    /// ASCII-only lowercasing, which is the same on every platform and locale: `string` itself
    /// when it has nothing to lowercase.
    static func lowercased(_ string: String) -> String {
        var string = string
        return string.withUTF8 { bytes in bytes.contains(where: isUppercase) ? lowercasedString(bytes) : nil } ?? string
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
