/// The fast path: a clean URL that routes, resolved without a `ParsedURL`, without `String`
/// segments and, when the route captures nothing, without a heap allocation.
///
/// It handles only the common case and gives up (`nil`) at the first sign of anything else: a
/// fault, user information, an escape outside printable ASCII, a host it cannot trust at a
/// glance, a dot segment, too many segments, no match, a query that does not fit. The slow path
/// then starts over and decides, so every reason is still worded by one piece of code. The
/// harness checks that the two paths agree (P3 compares this path with the reference matcher,
/// which never takes it).
extension CompiledTable {
    /// The route index and match of a URL, or why it has none: the fast path when it can, the
    /// tokenizer and the full checks when it cannot.
    @usableFromInline
    package func locate(_ url: String, webOnly: Bool) -> Result<(route: Int, match: RouteMatch), OutcomeReason> {
        var url = url
        return url.withUTF8 { bytes in
            if let found = fastMatch(bytes, webOnly: webOnly) { return found }
            return match(URLTokenizer.parse(bytes: bytes, limits: limits), webOnly: webOnly, compiled: true)
        }
    }

    /// Segments held on the stack; a URL with more takes the slow path.
    static var fastSegmentCapacity: Int { 32 }

    /// The route index and match of a clean URL, or the reason a clean URL matches no route, or
    /// `nil` to take the slow path.
    func fastMatch(_ bytes: UnsafeBufferPointer<UInt8>, webOnly: Bool) -> Result<(route: Int, match: RouteMatch), OutcomeReason>? {
        guard let scan = URLScanner.scan(bytes, limits: limits) else { return nil }
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<scan.schemeEnd])
        var sources = SourceMask()
        var firstSegment: Range<Int>? = nil
        if Self.equalsLowercased(scheme, "https") {
            guard let authority = scan.authority, let mask = fastDomains(bytes, authority) else { return nil }
            sources = mask
        } else {
            guard !webOnly, let index = fastScheme(scheme) else { return nil }
            sources.insert(index)
            if let authority = scan.authority, !authority.isEmpty { firstSegment = authority }
        }

        let capacity = Swift.min(limits.maximumSegments, Self.fastSegmentCapacity)
        return withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: Self.fastSegmentCapacity) { segments in
          withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.fastSegmentCapacity) { positions in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scan.pathHasEscapes ? scan.path.count : 0) { scratch in
                var count = 0
                var scratchUsed = 0
                func append(_ range: Range<Int>) -> Bool {
                    guard !range.isEmpty else { return true }
                    guard count < capacity else { return false }
                    var segment = UnsafeBufferPointer(rebasing: bytes[range])
                    if scan.pathHasEscapes, segment.contains(ASCII.percent) {
                        let start = scratchUsed
                        var offset = range.lowerBound
                        while offset < range.upperBound {
                            if bytes[offset] == ASCII.percent {
                                scratch[scratchUsed] = ASCII.hexValue(bytes[offset + 1])! << 4 | ASCII.hexValue(bytes[offset + 2])!
                                offset += 3
                            } else {
                                scratch[scratchUsed] = bytes[offset]
                                offset += 1
                            }
                            scratchUsed += 1
                        }
                        segment = UnsafeBufferPointer(rebasing: scratch[start..<scratchUsed])
                    }
                    // A dot segment is rejected, with a reason the slow path words.
                    if segment.count <= 2, segment.allSatisfy({ $0 == ASCII.dot }) { return false }
                    segments[count] = segment
                    positions[count] = range.lowerBound
                    count += 1
                    return true
                }
                if let firstSegment, !append(firstSegment) { return nil }
                var start = scan.path.lowerBound
                for offset in scan.path where bytes[offset] == ASCII.slash {
                    guard append(start..<offset) else { return nil }
                    start = offset + 1
                }
                guard append(start..<scan.path.upperBound) else { return nil }

                let found = UnsafeBufferPointer(rebasing: segments[0..<count])
                let filter = SourceFilter(routes: routeSources, url: sources)
                guard let index = matcher.match(found, accepting: filter) else {
                    // A clean URL that no route takes: the reason, without tokenizing again.
                    let closest = matcher.closestTypedMiss(found, accepting: filter).map { (shapes[$0.shape], $0.depth) }
                    let length = found.reduce(count) { $0 + $1.count }
                    return .failure(
                        noMatchReason(
                            count: count, length: length, segment: { String(decoding: found[$0], as: UTF8.self) },
                            position: { positions[$0] }, closest))
                }
                let route = shapes[index].route
                var parameters: [ParameterEntry] = []
                if shapeCaptures[index] {
                    parameters = pathParameters(of: shapes[index], count: count) { String(decoding: found[$0], as: UTF8.self) }
                }
                if !queryRules[route].isEmpty {
                    let items: [ParsedURL.QueryItem]
                    if scan.query.isEmpty {
                        items = []
                    } else if scan.queryNeedsDecoding {
                        var decoder = ComponentDecoder(bytes: bytes)
                        items = URLTokenizer.decodeQuery(scan.query, &decoder)
                    } else {
                        items = declaredItems(bytes, scan.query, route: route)
                    }
                    if queryParameters(of: route, items, into: &parameters) != nil { return nil }
                }
                return .success((route, RouteMatch(name: routeNames[route], entries: parameters)))
            }
          }
        }
    }

    /// The items of a query that needs no decoding whose keys a route declares: the others are
    /// valid already (the scan saw to it) and play no part, so no `String` is made for them.
    private func declaredItems(_ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>, route: Int) -> [ParsedURL.QueryItem] {
        var items: [ParsedURL.QueryItem] = []
        items.reserveCapacity(queryRules[route].count)
        var start = query.lowerBound
        for offset in query.lowerBound...query.upperBound where offset == query.upperBound || bytes[offset] == ASCII.ampersand {
            defer { start = offset + 1 }
            guard start < offset else { continue }
            let equals = bytes[start..<offset].firstIndex(of: ASCII.equals) ?? offset
            let key = UnsafeBufferPointer(rebasing: bytes[start..<equals])
            guard let rule = queryNameBytes[route].firstIndex(where: { $0.elementsEqual(key) }) else { continue }
            let value = equals < offset ? String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<offset]), as: UTF8.self) : ""
            items.append(ParsedURL.QueryItem(name: queryRules[route][rule].name, value: value, position: start))
        }
        return items
    }

    /// The index of a custom scheme, compared without case.
    @inline(__always)
    private func fastScheme(_ scheme: UnsafeBufferPointer<UInt8>) -> Int? {
        schemes.firstIndex { Self.equalsLowercased(scheme, $0) }
    }

    /// The domains a plain `host[:443]` authority matches, or `nil` for anything the slow path
    /// must judge: a port, an IP literal, an odd character, an unknown host.
    private func fastDomains(_ bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>) -> SourceMask? {
        var hostEnd = authority.upperBound
        if let colon = bytes[authority].lastIndex(of: ASCII.colon) {
            let port = UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<authority.upperBound])
            guard port.isEmpty || port.elementsEqual("443".utf8) else { return nil }
            hostEnd = colon
        }
        if hostEnd > authority.lowerBound, bytes[hostEnd - 1] == ASCII.dot { hostEnd -= 1 }
        let host = UnsafeBufferPointer(rebasing: bytes[authority.lowerBound..<hostEnd])
        // A host name of letters, digits, hyphens and dots, not all digits and dots (an IP
        // literal), in one pass.
        var hasLetterOrHyphen = false
        for byte in host {
            if ASCII.isLetter(byte) || byte == ASCII.hyphen {
                hasLetterOrHyphen = true
            } else if !ASCII.isDigit(byte) && byte != ASCII.dot {
                return nil
            }
        }
        guard hasLetterOrHyphen else { return nil }
        var mask = SourceMask()
        for (offset, domain) in domainBytes.enumerated() {
            let matches = domain.bytes.withUnsafeBufferPointer { suffix in
                guard domain.isWildcard else { return Self.equalsLowercased(host, suffix) }
                return host.count > suffix.count && Self.equalsLowercased(UnsafeBufferPointer(rebasing: host[(host.count - suffix.count)...]), suffix)
            }
            if matches { mask.insert(schemes.count + offset) }
        }
        return mask.isEmpty ? nil : mask
    }

    /// Whether `bytes`, ASCII-lowercased, equal `lowercase`.
    @inline(__always)
    static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        for offset in 0..<bytes.count where ASCII.lowercased(bytes[offset]) != lowercase[offset] { return false }
        return true
    }

    @inline(__always)
    static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: String) -> Bool {
        var lowercase = lowercase
        return lowercase.withUTF8 { equalsLowercased(bytes, $0) }
    }
}
