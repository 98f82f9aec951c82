/// The fast path: a clean URL that routes, resolved without a `ParsedURL`, without `String`
/// segments and, when the route captures nothing, without a heap allocation.
///
/// It handles only the common case and gives up (`nil`) at the first sign of anything else: a
/// fault, user information, an escape outside printable ASCII, a host it cannot trust at a
/// glance, a dot segment, too many segments, no match, a query that does not fit. The slow path
/// then starts over and decides, so every reason is still worded by one piece of code. The
/// harness checks that the two paths agree (P3 compares this path with the reference matcher,
/// which never takes it).
extension RouteTable {
    /// Segments held on the stack; a URL with more takes the slow path.
    static var fastSegmentCapacity: Int { 32 }

    /// The route index and match of a clean URL, or `nil` to take the slow path.
    func fastMatch(_ bytes: UnsafeBufferPointer<UInt8>, webOnly: Bool) -> (route: Int, match: RouteMatch)? {
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
                let filter = SourceFilter(routeMasks: sourceMasks, url: sources)
                guard let index = matcher.match(found, accepting: filter) else { return nil }
                let shape = shapes[index]
                var parameters: [String: ParameterValue] = [:]
                if shape.captures.contains(where: { $0 != nil }) {
                    parameters = pathParameters(of: shape, found.map { String(decoding: $0, as: UTF8.self) })
                }
                if !queryRules[shape.route].isEmpty {
                    var decoder = ComponentDecoder(bytes: bytes)
                    let items = scan.query.isEmpty ? [] : URLTokenizer.decodeQuery(scan.query, &decoder)
                    if queryParameters(of: shape.route, items, into: &parameters) != nil { return nil }
                }
                return (shape.route, RouteMatch(name: definitions[shape.route].name, parameters: parameters))
            }
        }
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
        guard !host.isEmpty, host.allSatisfy({ ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen || $0 == ASCII.dot }),
            !host.allSatisfy({ ASCII.isDigit($0) || $0 == ASCII.dot })
        else { return nil }
        var mask = SourceMask()
        for (offset, domain) in domains.enumerated() {
            let matches: Bool
            if domain.utf8.first == UInt8(ascii: "*") {
                let suffix = domain.utf8.dropFirst()
                matches = host.count > suffix.count && Self.equalsLowercased(UnsafeBufferPointer(rebasing: host[(host.count - suffix.count)...]), suffix)
            } else {
                matches = Self.equalsLowercased(host, domain.utf8)
            }
            if matches { mask.insert(schemes.count + offset) }
        }
        return mask.isEmpty ? nil : mask
    }

    /// Whether `bytes`, ASCII-lowercased, equal `lowercase`.
    @inline(__always)
    static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: some Collection<UInt8>) -> Bool {
        bytes.count == lowercase.count && zip(bytes, lowercase).allSatisfy { ASCII.lowercased($0) == $1 }
    }

    @inline(__always)
    static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: String) -> Bool {
        equalsLowercased(bytes, lowercase.utf8)
    }
}
