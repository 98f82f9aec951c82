import LaunchRouting

extension PropertyListXMLParser {
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
            characters[10] == UInt8(ascii: "T"), characters[13] == UInt8(ascii: ":"),
            characters[16] == UInt8(ascii: ":"),
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

    func error(_ message: String, at position: Int? = nil) -> PropertyListError {
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
