extension String {
    /// The text between double quotes, as a message or a key shows a value: `"` and `\` after a
    /// backslash, a newline and a tab as `\n` and `\t`, any other control character (U+0000 to
    /// U+001F and U+007F) as `\u{…}` in hexadecimal, so that it prints on one line and reads back
    /// as written. The one quoter of the package: messages, the harness's renderings, and the
    /// inbox's canonical keys.
    ///
    /// Written on the UTF-8 bytes (every byte it escapes is ASCII, never part of a longer
    /// sequence) into one allocation, since the inbox quotes every `userInfo` string of every
    /// input it deduplicates.
    ///
    /// ```swift
    /// #"say "hi"\n"#.quoted   // #""say \"hi\"\\n""#
    /// ```
    package var quoted: String {
        var text = self
        return text.withUTF8 { bytes in
            // Most text has nothing to escape: copied whole between its quotes, since writing it
            // a byte at a time through `put` checks each write's exclusive access.
            guard bytes.contains(where: Self.isEscaped) else {
                return String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
                    buffer[0] = ASCII.quote
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[1..<bytes.count + 1]).initialize(
                        fromContentsOf: bytes)
                    buffer[bytes.count + 1] = ASCII.quote
                    return bytes.count + 2
                }
            }
            // Counted by the same `escape` that writes, so that the two can never disagree.
            var length = 2
            for byte in bytes { Self.escape(byte) { _ in length += 1 } }
            return String(unsafeUninitializedCapacity: length) { buffer in
                var count = 0
                func put(_ byte: UInt8) {
                    buffer[count] = byte
                    count += 1
                }
                put(ASCII.quote)
                for byte in bytes { Self.escape(byte, put) }
                put(ASCII.quote)
                return count
            }
        }
    }

    /// The text with each control character written as `\u{…}` in hexadecimal, and nothing else
    /// changed: an oracle's finding prints on one line and replays as written.
    ///
    /// ```swift
    /// "a\u{7}b".escapingControls   // "a\\u{7}b"
    /// ```
    package var escapingControls: String {
        var escaped = ""
        for scalar in unicodeScalars {
            if scalar.isASCII, Self.isControl(UInt8(scalar.value)) {
                escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

    /// Whether `escape` writes `byte` as anything but itself.
    private static func isEscaped(_ byte: UInt8) -> Bool {
        isControl(byte) || byte == ASCII.quote || byte == ASCII.backslash
    }

    private static func escape(_ byte: UInt8, _ put: (UInt8) -> Void) {
        switch byte {
        case ASCII.quote, ASCII.backslash:
            put(ASCII.backslash)
            put(byte)
        case 0x0A:
            put(ASCII.backslash)
            put(UInt8(ascii: "n"))
        case 0x09:
            put(ASCII.backslash)
            put(UInt8(ascii: "t"))
        case 0x00..<0x20, 0x7F:
            for part in "\\u{".utf8 { put(part) }
            if byte >= 0x10 { put(hexDigit(byte >> 4)) }
            put(hexDigit(byte & 0x0F))
            put(UInt8(ascii: "}"))
        default:
            put(byte)
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
