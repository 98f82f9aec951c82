/// Our own URL tokenizer over UTF-8 bytes, implementing the normalisation policy of
/// `docs/normalisation.md`.
///
/// Foundation's URL parser differs between iOS versions and Linux (it repairs some inputs on one
/// platform and rejects them on another), so the matching path never calls it. Checks run in the
/// order the policy fixes, and the first fault wins: size, then syntax (scheme, raw characters,
/// percent-encoding, UTF-8, control characters), then credentials. The checks that need a table
/// (scheme, host, dot segments, segment count) are made by the caller from the result; of the
/// table it knows only its size bounds and its web schemes, whose authority is a host.
package enum URLTokenizer {
    /// Tokenizes a URL string.
    package static func parse(_ url: String, limits: URLLimits = .default, webSchemes: [String] = []) -> Result<
        ParsedURL, OutcomeReason
    > {
        var url = url
        return url.withUTF8 { parse(bytes: $0, limits: limits, webSchemes: webSchemes) }
    }

    /// Tokenizes raw bytes, which need not be UTF-8.
    package static func parse(bytes: some Collection<UInt8>, limits: URLLimits = .default, webSchemes: [String] = [])
        -> Result<ParsedURL, OutcomeReason>
    {
        if let result = bytes.withContiguousStorageIfAvailable({
            parse(bytes: $0, limits: limits, webSchemes: webSchemes)
        }) {
            return result
        }
        return Array(bytes).withUnsafeBufferPointer { parse(bytes: $0, limits: limits, webSchemes: webSchemes) }
    }

    static func parse(bytes: UnsafeBufferPointer<UInt8>, limits: URLLimits, webSchemes: [String] = []) -> Result<
        ParsedURL, OutcomeReason
    > {
        if bytes.count > limits.maximumLength { return .failure(tooLong(bytes.count, limit: limits.maximumLength)) }
        // The fragment never takes part in matching and is never validated.
        let end = bytes.firstIndex(of: ASCII.hash) ?? bytes.count
        guard let schemeEnd = schemeEnd(bytes, end: end) else { return .failure(noScheme(isEmpty: bytes.isEmpty)) }
        if let fault = firstRawCharacterFault(bytes, in: 0..<end) { return .failure(fault) }
        if let fault = firstPercentEncodingFault(bytes, in: 0..<end) { return .failure(fault) }
        if let offset = UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: bytes[0..<end])) {
            return .failure(invalidUTF8(at: offset))
        }
        return decode(bytes, Layout(bytes, schemeEnd: schemeEnd, end: end), webSchemes: webSchemes).map { url in
            guard end < bytes.count else { return url }
            var url = url
            readFragment(bytes, (end + 1)..<bytes.count, into: &url)
            return url
        }
    }

    /// Reads the fragment in `range` as a query, with the checks the rest of the URL passes, in
    /// the same order; only a route that declares fragment parameters sees the result.
    private static func readFragment(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into url: inout ParsedURL
    ) {
        url.fragmentPosition = range.lowerBound
        if let offset = UTF8Validation.firstInvalidOffset(UnsafeBufferPointer(rebasing: bytes[range])) {
            url.fragmentFault = invalidUTF8(at: range.lowerBound + offset)
            return
        }
        // As written: a nested URL is split into its parts before anything in it is decoded, as
        // the outer URL is, so that `%23`, `%3F` and `%2F` stay inside their segment or value.
        url.fragmentText = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        if let fault = firstRawCharacterFault(bytes, in: range) ?? firstPercentEncodingFault(bytes, in: range) {
            url.fragmentFault = fault
            return
        }
        var decoder = ComponentDecoder(bytes: bytes)
        let items = decodeQuery(range, &decoder)
        if let fault = decoder.firstFault {
            url.fragmentFault = fault
        } else {
            url.fragmentItems = items
        }
    }

    /// Where the parts of a URL are, before anything is decoded.
    private struct Layout {
        /// The scheme, `0..<schemeEnd`.
        var schemeEnd: Int
        /// The authority after `//`, if any.
        var authority: Range<Int>?
        /// From the end of the authority (or the scheme's colon) to the query or the end.
        var path: Range<Int>
        /// The query after `?`, without it, if any.
        var query: Range<Int>?

        init(_ bytes: UnsafeBufferPointer<UInt8>, schemeEnd: Int, end: Int) {
            self.schemeEnd = schemeEnd
            var pathStart = schemeEnd + 1
            if pathStart + 1 < end, bytes[pathStart] == ASCII.slash, bytes[pathStart + 1] == ASCII.slash {
                let start = pathStart + 2
                var stop = start
                while stop < end, bytes[stop] != ASCII.slash, bytes[stop] != ASCII.question { stop += 1 }
                authority = start..<stop
                pathStart = stop
            }
            var queryStart = pathStart
            while queryStart < end, bytes[queryStart] != ASCII.question { queryStart += 1 }
            path = pathStart..<queryStart
            query = queryStart < end ? (queryStart + 1)..<end : nil
        }
    }

    /// The end of the scheme, `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`, or `nil` for none.
    private static func schemeEnd(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        guard end > 0, ASCII.isLetter(bytes[0]) else { return nil }
        var index = 1
        while index < end, ASCII.isSchemeCharacter(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == ASCII.colon else { return nil }
        return index
    }

    /// Every component decoded, then the first fault: an invalid UTF-8 sequence anywhere wins over
    /// a control character anywhere, and both over credentials, as the order of checks says.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: Layout, webSchemes: [String]) -> Result<
        ParsedURL, OutcomeReason
    > {
        let scheme = ASCII.lowercasedString(UnsafeBufferPointer(rebasing: bytes[0..<layout.schemeEnd]))
        var url = ParsedURL(
            isWeb: scheme == "https" || scheme == "http" || webSchemes.contains(scheme), scheme: scheme, host: nil,
            port: nil, hostIsIPLiteral: false,
            authorityPosition: layout.authority?.lowerBound ?? (layout.schemeEnd + 1), segments: [],
            segmentPositions: [], queryItems: [], firstDotSegment: nil)
        var decoder = ComponentDecoder(bytes: bytes)
        var credentials: OutcomeReason? = nil
        if let authority = layout.authority {
            credentials = decodeAuthority(authority, into: &url, &decoder)
        }
        var segmentStart = layout.path.lowerBound
        for offset in layout.path.lowerBound...layout.path.upperBound
        where offset == layout.path.upperBound || bytes[offset] == ASCII.slash {
            appendSegment(segmentStart..<offset, to: &url, &decoder)
            segmentStart = offset + 1
        }
        if let query = layout.query { url.queryItems = decodeQuery(query, &decoder) }
        if let fault = decoder.firstFault { return .failure(fault) }
        if let credentials { return .failure(credentials) }
        return .success(url)
    }

    /// Decodes the authority: a web host and port, or a custom scheme's first segment. Returns
    /// the credentials fault, judged only after every syntax fault (the authority's own included).
    private static func decodeAuthority(
        _ authority: Range<Int>,
        into url: inout ParsedURL,
        _ decoder: inout ComponentDecoder
    ) -> OutcomeReason? {
        let bytes = decoder.bytes
        if let at = ASCII.firstIndex(of: ASCII.at, in: bytes, authority) {
            _ = decoder.decode(authority, plusIsSpace: false)
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[authority.lowerBound...at]), as: UTF8.self)
            return credentialsInURL(text, at: authority.lowerBound)
        }
        if url.isWeb {
            // A web host is never decoded (a `%` in it is never trusted), but its escapes are
            // validated like every other component's.
            if ASCII.firstIndex(of: ASCII.percent, in: bytes, authority) != nil {
                _ = decoder.decode(authority, plusIsSpace: false)
            }
            (url.host, url.port, url.hostIsIPLiteral) = parseHost(bytes, authority)
        } else {
            // A custom scheme's authority is an ordinary first segment.
            appendSegment(authority, to: &url, &decoder)
        }
        return nil
    }

    /// Adds the decoded segment in `range`, unless it is empty or cannot be decoded (the decoder
    /// then holds the fault).
    private static func appendSegment(_ range: Range<Int>, to url: inout ParsedURL, _ decoder: inout ComponentDecoder) {
        guard !range.isEmpty, let segment = decoder.decode(range, plusIsSpace: false) else { return }
        if url.firstDotSegment == nil, segment == "." || segment == ".." { url.firstDotSegment = url.segments.count }
        url.segments.append(segment)
        url.segmentPositions.append(range.lowerBound)
    }

    /// The items of the query in `range` (after the `?`), decoded: `&` separates items, the first
    /// `=` separates key and value, empty items are skipped.
    static func decodeQuery(_ range: Range<Int>, _ decoder: inout ComponentDecoder) -> [ParsedURL.Item] {
        let bytes = decoder.bytes
        var items: [ParsedURL.Item] = []
        var itemStart = range.lowerBound
        while itemStart <= range.upperBound {
            let offset =
                ASCII.firstIndex(of: ASCII.ampersand, in: bytes, itemStart..<range.upperBound) ?? range.upperBound
            if itemStart < offset {
                let equals = ASCII.firstIndex(of: ASCII.equals, in: bytes, itemStart..<offset) ?? offset
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
        let searchFrom =
            isBracketed
            ? (ASCII.firstIndex(of: ASCII.rightBracket, in: bytes, authority) ?? authority.lowerBound)
            : authority.lowerBound
        if let colon = ASCII.lastIndex(of: ASCII.colon, in: bytes, searchFrom..<authority.upperBound) {
            hostEnd = colon
            let text = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<authority.upperBound]), as: UTF8.self)
            port = (text.isEmpty || text == "443") ? nil : text
        }
        if hostEnd > authority.lowerBound, bytes[hostEnd - 1] == ASCII.dot { hostEnd -= 1 }
        let hostBytes = UnsafeBufferPointer(rebasing: bytes[authority.lowerBound..<hostEnd])
        let isDotted = !hostBytes.isEmpty && hostBytes.allSatisfy { ASCII.isDigit($0) || $0 == ASCII.dot }
        return (ASCII.lowercasedString(hostBytes), port, isBracketed || isDotted)
    }

    /// A whole fragment that is one percent-encoded route (`fragment: .encodedRoute`), decoded
    /// once: the nested URL it stands for, which is then split as any URL is (rule 36b). Or why
    /// it cannot be, at its byte in the URL received, the fragment starting at `position`: a raw
    /// character no URL holds, a bad escape, or an escape that decodes to a control character or
    /// to bytes that are not UTF-8.
    package static func decodedOnce(_ fragment: String, at position: Int) -> Result<String, OutcomeReason> {
        var fragment = fragment
        return fragment.withUTF8 { bytes in
            func at(_ reason: OutcomeReason) -> OutcomeReason {
                var reason = reason
                reason.position = reason.position.map { $0 + position }
                return reason
            }
            if let fault = firstRawCharacterFault(bytes, in: 0..<bytes.count)
                ?? firstPercentEncodingFault(bytes, in: 0..<bytes.count)
            {
                return .failure(at(fault))
            }
            var decoder = ComponentDecoder(bytes: bytes)
            let decoded = decoder.decode(0..<bytes.count, plusIsSpace: false)
            if let fault = decoder.firstFault { return .failure(at(fault)) }
            return decoded.map { .success($0) } ?? .failure(at(invalidUTF8(at: 0)))
        }
    }

    private static func firstRawCharacterFault(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>)
        -> OutcomeReason?
    {
        // A plain loop: a debug build runs a range's iterator through generic calls.
        var offset = range.lowerBound
        while offset < range.upperBound {
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
                    message:
                        "the character \"\(character)\" is not allowed in a URL; percent-encode it as \(ASCII.percentEncoded(byte))",
                    position: offset
                )
            }
            offset += 1
        }
        return nil
    }

    private static func firstPercentEncodingFault(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>)
        -> OutcomeReason?
    {
        let end = range.upperBound
        var offset = range.lowerBound
        while offset < end {
            if bytes[offset] == ASCII.percent {
                guard offset + 2 < end, ASCII.hexValue(bytes[offset + 1]) != nil,
                    ASCII.hexValue(bytes[offset + 2]) != nil
                else {
                    let text = String(
                        decoding: UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + 3, end)]), as: UTF8.self)
                    return OutcomeReason(
                        code: .malformedPercentEncoding,
                        message:
                            "\"\(text)\" is not a percent-encoded byte; \"%\" must be followed by two hexadecimal digits",
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

    static func tooLong(_ count: Int, limit: Int) -> OutcomeReason {
        OutcomeReason(code: .tooLong, message: "the URL is \(count) bytes long; the limit is \(limit)", position: limit)
    }

    private static func noScheme(isEmpty: Bool) -> OutcomeReason {
        OutcomeReason(
            code: .malformedURL,
            message: isEmpty
                ? "the URL is empty"
                : "the URL has no scheme; a URL starts with a scheme such as \"shop:\" or \"https:\"",
            position: 0)
    }

    private static func credentialsInURL(_ text: String, at position: Int) -> OutcomeReason {
        OutcomeReason(
            code: .credentialsInURL,
            message: "the URL carries user information \"\(text)\"; credentials are never accepted",
            position: position)
    }

    static func invalidUTF8(at offset: Int) -> OutcomeReason {
        OutcomeReason(
            code: .invalidUTF8, message: "the URL is not valid UTF-8 after percent-decoding", position: offset)
    }
}
