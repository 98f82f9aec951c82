/// Where a URL comes from: which entries of `schemes + domains` it matches, as a bit set that the
/// trie walk filters routes by. A custom scheme is compared without case; a universal link is
/// https with a host equal to a domain, or a subdomain at any depth of a `*.` one, never its apex.
/// A web scheme's URL comes from its host, judged as a universal link's is, and never from the
/// scheme: it takes the routes of that domain.
extension CompiledTable {
    /// `url` tokenized as this table reads it: within its size bounds, a web scheme's authority a host.
    package func tokenize(_ url: String) -> Result<ParsedURL, OutcomeReason> {
        URLTokenizer.parse(url, limits: limits, webSchemes: webSchemes)
    }

    /// ``tokenize(_:)`` for raw bytes, which need not be UTF-8.
    package func tokenize(bytes: some Collection<UInt8>) -> Result<ParsedURL, OutcomeReason> {
        URLTokenizer.parse(bytes: bytes, limits: limits, webSchemes: webSchemes)
    }

    /// The entries a tokenized URL comes from, or why it comes from none.
    func sourceEntries(of url: ParsedURL, webOnly: Bool) -> Result<SourceMask, OutcomeReason> {
        if webOnly, url.scheme != "https" { return .failure(.notUniversalLink(scheme: url.scheme)) }
        if !url.isWeb {
            guard let index = schemes.firstIndex(of: url.scheme) else {
                return .failure(.unknownScheme(url.scheme, schemes: schemes))
            }
            var mask = SourceMask()
            mask.insert(index)
            return .success(mask)
        }
        guard url.scheme == "https" || webSchemes.contains(url.scheme) else { return .failure(.plainHTTP) }
        let position = url.authorityPosition
        guard let host = url.host, !host.isEmpty else { return .failure(.noHost(at: position)) }
        if url.hostIsIPLiteral { return .failure(.ipLiteral(host, at: position)) }
        if let port = url.port { return .failure(.port(port, at: position)) }
        let entries = domainMask(forHost: host)
        guard !entries.isEmpty else { return .failure(.unknownHost(host, at: position)) }
        return .success(entries)
    }

    /// The entries a clean URL comes from, its first segment when a custom scheme's authority
    /// is one, and whether its scheme is a web scheme; `nil` for anything the slow path must judge.
    @inline(__always)
    func fastSources(_ bytes: UnsafeBufferPointer<UInt8>, _ scan: URLScanner, webOnly: Bool) -> (
        SourceMask, firstSegment: Range<Int>?, isWebScheme: Bool
    )? {
        let scheme = UnsafeBufferPointer(rebasing: bytes[0..<scan.schemeEnd])
        if Self.equalsLowercased(scheme, "https") {
            guard let authority = scan.authority, let mask = fastDomains(bytes, authority) else { return nil }
            return (mask, nil, false)
        }
        guard !webOnly, let index = fastScheme(scheme) else { return nil }
        if index >= schemes.count - webSchemes.count {
            guard let authority = scan.authority, let mask = fastDomains(bytes, authority) else { return nil }
            return (mask, nil, true)
        }
        var mask = SourceMask()
        mask.insert(index)
        guard let authority = scan.authority, !authority.isEmpty else { return (mask, nil, false) }
        return (mask, authority, false)
    }

    /// The entries of `schemes + domains` that a lowercased host matches.
    package func domainEntries(forHost host: String) -> [Int] {
        guard Self.isHostName(host) else { return [] }
        return domains.indices.filter { Self.hostName(host, matches: domains[$0]) }.map { schemes.count + $0 }
    }

    /// ``domainEntries(forHost:)`` as a bit set, without allocating for small tables.
    private func domainMask(forHost host: String) -> SourceMask {
        var mask = SourceMask()
        guard Self.isHostName(host) else { return mask }
        for offset in domains.indices where Self.hostName(host, matches: domains[offset]) {
            mask.insert(schemes.count + offset)
        }
        return mask
    }

    /// Only a host name (letters, digits, hyphens and dots) matches a domain, so
    /// `*.shop.example.com` as a host matches no `*.` domain. Checked once per host, not once per
    /// domain: a table of many domains would otherwise read the host once for each.
    private static func isHostName(_ host: String) -> Bool {
        host.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.hyphen || $0 == ASCII.dot }
    }

    /// Whether a host name matches `domain`, byte for byte: a host is never Unicode-normalised.
    private static func hostName(_ host: String, matches domain: String) -> Bool {
        guard domain.utf8.first == UInt8(ascii: "*") else { return host.isByteEqual(to: domain) }
        let suffix = domain.utf8.dropFirst()
        return host.utf8.count > suffix.count && host.utf8.suffix(suffix.count).elementsEqual(suffix)
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
        if let colon = ASCII.lastIndex(of: ASCII.colon, in: bytes, authority) {
            let port = UnsafeBufferPointer(rebasing: bytes[(colon + 1)..<authority.upperBound])
            guard port.isEmpty || port.elementsEqual("443".utf8) else { return nil }
            hostEnd = colon
        }
        if hostEnd > authority.lowerBound, bytes[hostEnd - 1] == ASCII.dot { hostEnd -= 1 }
        let host = UnsafeBufferPointer(rebasing: bytes[authority.lowerBound..<hostEnd])
        // A host name of letters, digits, hyphens and dots, not all digits and dots (an IP
        // literal), in one pass.
        var hasLetterOrHyphen = false
        var offset = 0
        while offset < host.count {
            let byte = host[offset]
            if ASCII.isLetter(byte) || byte == ASCII.hyphen {
                hasLetterOrHyphen = true
            } else if !ASCII.isDigit(byte) && byte != ASCII.dot {
                return nil
            }
            offset += 1
        }
        guard hasLetterOrHyphen else { return nil }
        var mask = SourceMask()
        for (offset, domain) in domainBytes.enumerated() {
            let matches = domain.bytes.withUnsafeBufferPointer { suffix in
                guard domain.isWildcard else { return Self.equalsLowercased(host, suffix) }
                return host.count > suffix.count
                    && Self.equalsLowercased(
                        UnsafeBufferPointer(rebasing: host[(host.count - suffix.count)...]), suffix)
            }
            if matches { mask.insert(schemes.count + offset) }
        }
        return mask.isEmpty ? nil : mask
    }

    /// Whether `bytes`, ASCII-lowercased, equal `lowercase`.
    @inline(__always)
    static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == lowercase.count else { return false }
        var offset = 0
        while offset < bytes.count {
            if ASCII.lowercased(bytes[offset]) != lowercase[offset] { return false }
            offset += 1
        }
        return true
    }

    @inline(__always)
    static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: String) -> Bool {
        var lowercase = lowercase
        return lowercase.withUTF8 { equalsLowercased(bytes, $0) }
    }
}
