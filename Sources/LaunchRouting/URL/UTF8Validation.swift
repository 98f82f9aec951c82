/// A strict UTF-8 validator (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF).
///
/// The standard library's validating initializer is not available on every OS version an app
/// supports, and `String(decoding:)` repairs rather than rejects.
enum UTF8Validation {
    /// The offset of the first byte that starts an invalid sequence, or `nil` if all are valid.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= lower, second <= upper else { return index }
            for continuation in (index + 2)..<(index + length) where bytes[continuation] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
