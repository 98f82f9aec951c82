/// Our own URL tokenizer over UTF-8 bytes, implementing the normalisation policy of
/// `docs/normalisation.md`.
///
/// Foundation's URL parser differs between iOS versions and Linux (it repairs some inputs on one
/// platform and rejects them on another), so the matching path never calls it. Checks run in the
/// order the policy fixes, and the first fault wins: size, then syntax (scheme, raw characters,
/// percent-encoding, UTF-8, control characters), then credentials. The checks that need a table
/// (scheme, host, dot segments, segment count) are made by the caller from the result.
package enum URLTokenizer {
    /// Tokenizes a URL string.
    package static func parse(_ url: String, limits: URLLimits = .default) -> Result<ParsedURL, OutcomeReason> {
        var url = url
        return url.withUTF8 { parse(bytes: $0, limits: limits) }
    }

    /// Tokenizes raw bytes, which need not be UTF-8.
    package static func parse(bytes: some Collection<UInt8>, limits: URLLimits = .default) -> Result<ParsedURL, OutcomeReason> {
        if let result = bytes.withContiguousStorageIfAvailable({ parse(bytes: $0, limits: limits) }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { parse(bytes: $0, limits: limits) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits) -> Result<ParsedURL, OutcomeReason> {
        let count = bytes.count
        if count > limits.maximumLength {
            return .failure(
                OutcomeReason(
                    code: .tooLong,
                    message: "the URL is \(count) bytes long; the limit is \(limits.maximumLength)",
                    position: limits.maximumLength
                ))
        }
        // The fragment never takes part in matching and is never validated.
        let end = bytes.firstIndex(of: ASCII.hash) ?? count

        // Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        var index = 0
        if end > 0, ASCII.isLetter(bytes[0]) {
            index = 1
            while index < end, ASCII.isSchemeCharacter(bytes[index]) { index += 1 }
        }
        guard index > 0, index < end, bytes[index] == ASCII.colon else {
            return .failure(
                OutcomeReason(
                    code: .malformedURL,
                    message: count == 0
                        ? "the URL is empty"
                        : "the URL has no scheme; a URL starts with a scheme such as \"shop:\" or \"https:\"",
                    position: 0
                ))
        }
        let schemeEnd = index

        if let fault = firstRawCharacterFault(bytes, end: end) { return .failure(fault) }
        if let fault = firstPercentEncodingFault(bytes, end: end) { return .failure(fault) }
        if let offset = UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: bytes[0..<end])) {
            return .failure(invalidUTF8(at: offset))
        }

        let scheme = ASCII.lowercasedString(UnsafeBufferPointer(rebasing: bytes[0..<schemeEnd]))
        let isWeb = scheme == "https" || scheme == "http"

        // Authority, when "//" follows the scheme.
        var pathStart = schemeEnd + 1
        var authority: Range<Int>? = nil
        if pathStart + 1 < end, bytes[pathStart] == ASCII.slash, bytes[pathStart + 1] == ASCII.slash {
            let start = pathStart + 2
            var stop = start
            while stop < end, bytes[stop] != ASCII.slash, bytes[stop] != ASCII.question { stop += 1 }
            authority = start..<stop
            pathStart = stop
        }
        var queryStart = pathStart
        while queryStart < end, bytes[queryStart] != ASCII.question { queryStart += 1 }

        // Decode every component before reporting, so that an invalid UTF-8 sequence anywhere wins
        // over a control character anywhere, as the order of checks says.
        var decoder = ComponentDecoder(bytes: bytes)
        var segments: [String] = []
        var positions: [Int] = []
        var firstDotSegment: Int? = nil

        func appendSegment(_ range: Range<Int>) {
            guard !range.isEmpty, let segment = decoder.decode(range, plusIsSpace: false) else { return }
            if firstDotSegment == nil, segment == "." || segment == ".." { firstDotSegment = segments.count }
            segments.append(segment)
            positions.append(range.lowerBound)
        }

        var host: String? = nil
        var port: String? = nil
        var hostIsIPLiteral = false
        // Credentials are judged after every syntax fault, the authority's own included.
        var credentials: OutcomeReason? = nil
        if let authority {
            if let at = bytes[authority].firstIndex(of: ASCII.at) {
                _ = decoder.decode(authority, plusIsSpace: false)
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[authority.lowerBound...at]), as: UTF8.self)
                credentials = OutcomeReason(
                    code: .credentialsInURL,
                    message: "the URL carries user information \"\(text)\"; credentials are never accepted",
                    position: authority.lowerBound
                )
            } else if isWeb {
                // A web host is never decoded (a `%` in it is never trusted), but its escapes are
                // validated like every other component's.
                if bytes[authority].contains(ASCII.percent) { _ = decoder.decode(authority, plusIsSpace: false) }
                (host, port, hostIsIPLiteral) = parseHost(bytes, authority)
            } else {
                // A custom scheme's authority is an ordinary first segment.
                appendSegment(authority)
            }
        }

        var segmentStart = pathStart
        for offset in pathStart...queryStart where offset == queryStart || bytes[offset] == ASCII.slash {
            appendSegment(segmentStart..<offset)
            segmentStart = offset + 1
        }

        let queryItems = queryStart < end ? decodeQuery(queryStart + 1..<end, &decoder) : []
        if let fault = decoder.firstFault { return .failure(fault) }
        if let credentials { return .failure(credentials) }

        return .success(
            ParsedURL(
                isWeb: isWeb,
                scheme: scheme,
                host: host,
                port: port,
                hostIsIPLiteral: hostIsIPLiteral,
                authorityPosition: authority?.lowerBound ?? (schemeEnd + 1),
                segments: segments,
                segmentPositions: positions,
                queryItems: queryItems,
                firstDotSegment: firstDotSegment
            ))
    }

    /// The items of the query in `range` (after the `?`), decoded: `&` separates items, the first
    /// `=` separates key and value, empty items are skipped.
    static func decodeQuery(_ range: Range<Int>, _ decoder: inout ComponentDecoder) -> [ParsedURL.QueryItem] {
        let bytes = decoder.bytes
        var items: [ParsedURL.QueryItem] = []
        var itemStart = range.lowerBound
        for offset in range.lowerBound...range.upperBound where offset == range.upperBound || bytes[offset] == ASCII.ampersand {
            if itemStart < offset {
                let equals = bytes[itemStart..<offset].firstIndex(of: ASCII.equals) ?? offset
                let name = decoder.decode(itemStart..<equals, plusIsSpace: false)
                let value = equals < offset ? decoder.decode(equals + 1..<offset, plusIsSpace: true) : ""
                if let name, let value {
                    items.append(.init(name: name, value: value, position: itemStart))
                }
            }
            itemStart = offset + 1
        }
        return items
    }

    /// Splits a web authority into host and port, lowercasing the host and dropping one trailing dot.
    private static func parseHost(
        _ bytes: UnsafeBufferPointer<UInt8>,
        _ authority: Range<Int>
    ) -> (host: String, port: String?, isIPLiteral: Bool) {
        var hostEnd = authority.upperBound
        var port: String? = nil
        let isBracketed = !authority.isEmpty && bytes[authority.lowerBound] == ASCII.leftBracket
        let searchFrom = isBracketed ? (bytes[authority].firstIndex(of: ASCII.rightBracket) ?? authority.lowerBound) : authority.lowerBound
        if let colon = bytes[searchFrom..<authority.upperBound].lastIndex(of: ASCII.colon) {
            hostEnd = colon
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<authority.upperBound]), as: UTF8.self)
            port = (text.isEmpty || text == "443") ? nil : text
        }
        if hostEnd > authority.lowerBound, bytes[hostEnd - 1] == ASCII.dot { hostEnd -= 1 }
        let hostBytes = UnsafeBufferPointer(rebasing: bytes[authority.lowerBound..<hostEnd])
        let isDotted = !hostBytes.isEmpty && hostBytes.allSatisfy { ASCII.isDigit($0) || $0 == ASCII.dot }
        return (ASCII.lowercasedString(hostBytes), port, isBracketed || isDotted)
    }

    private static func firstRawCharacterFault(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> OutcomeReason? {
        for offset in 0..<end {
            let byte = bytes[offset]
            if byte < 0x20 || byte == 0x7F {
                return OutcomeReason(
                    code: .controlCharacter,
                    message: "the URL contains the control character \(ASCII.percentEncoded(byte)), raw",
                    position: offset
                )
            }
            if ASCII.isForbiddenRaw(byte) {
                let character = String(UnicodeScalar(byte))
                return OutcomeReason(
                    code: .malformedURL,
                    message: "the character \"\(character)\" is not allowed in a URL; percent-encode it as \(ASCII.percentEncoded(byte))",
                    position: offset
                )
            }
        }
        return nil
    }

    private static func firstPercentEncodingFault(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> OutcomeReason? {
        var offset = 0
        while offset < end {
            if bytes[offset] == ASCII.percent {
                guard offset + 2 < end, ASCII.hexValue(bytes[offset + 1]) != nil, ASCII.hexValue(bytes[offset + 2]) != nil else {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + 3, end)]), as: UTF8.self)
                    return OutcomeReason(
                        code: .malformedPercentEncoding,
                        message: "\"\(text)\" is not a percent-encoded byte; \"%\" must be followed by two hexadecimal digits",
                        position: offset
                    )
                }
                offset += 3
            } else {
                offset += 1
            }
        }
        return nil
    }

    static func invalidUTF8(at offset: Int) -> OutcomeReason {
        OutcomeReason(code: .invalidUTF8, message: "the URL is not valid UTF-8 after percent-decoding", position: offset)
    }
}

/// Percent-decodes components of one URL, remembering the first fault of each kind so that the
/// caller can report them in the policy's order.
struct ComponentDecoder {
    let bytes: UnsafeBufferPointer<UInt8>
    var firstInvalidUTF8: Int? = nil
    var firstControl: (offset: Int, byte: UInt8)? = nil
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var firstFault: OutcomeReason? {
        if let offset = firstInvalidUTF8 { return URLTokenizer.invalidUTF8(at: offset) }
        if let (offset, byte) = firstControl {
            return OutcomeReason(
                code: .controlCharacter,
                message: "the URL contains the control character \(ASCII.percentEncoded(byte)), percent-encoded",
                position: offset
            )
        }
        return nil
    }

    /// The decoded component, or `nil` after recording why it cannot be decoded.
    mutating func decode(_ range: Range<Int>, plusIsSpace: Bool) -> String? {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        if !raw.contains(ASCII.percent) && !(plusIsSpace && raw.contains(ASCII.plus)) {
            // Raw bytes were validated as UTF-8 and free of controls already.
            return String(decoding: raw, as: UTF8.self)
        }
        scratch.removeAll(keepingCapacity: true)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            if byte == ASCII.percent, let high = ASCII.hexValue(bytes[offset + 1]), let low = ASCII.hexValue(bytes[offset + 2]) {
                let decoded = high << 4 | low
                if (decoded < 0x20 || decoded == 0x7F), firstControl == nil { firstControl = (offset, decoded) }
                scratch.append(decoded)
                offset += 3
            } else {
                scratch.append(plusIsSpace && byte == ASCII.plus ? ASCII.space : byte)
                offset += 1
            }
        }
        if let invalid = scratch.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) {
            if firstInvalidUTF8 == nil { firstInvalidUTF8 = sourceOffset(ofDecoded: invalid, in: range) }
            return nil
        }
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Maps an offset in the decoded bytes of `range` back to the offset of its source in the URL.
    private func sourceOffset(ofDecoded target: Int, in range: Range<Int>) -> Int {
        var decoded = 0
        var offset = range.lowerBound
        while offset < range.upperBound, decoded < target {
            offset += bytes[offset] == ASCII.percent ? 3 : 1
            decoded += 1
        }
        return offset
    }
}
