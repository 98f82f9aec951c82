import Foundation
import LaunchRouting
import Testing

// MARK: - The comparison

extension FoundationDifferentialTests {
    /// Compares one input; returns a description of the first disagreement that no deliberate
    /// difference explains, or `nil`.
    func compare(_ url: String, _ tally: inout Tally) -> String? {
        let ours = URLTokenizer.parse(url)
        let theirs = Self.foundationView(of: url)
        switch (ours, theirs) {
        case (.failure(let reason), nil):
            // URLComponents may still accept it by repairing it, which we never do.
            guard URLComponents(string: url) != nil else {
                tally.bothRefuse += 1
                return nil
            }
            tally.onlyFoundation += 1
            guard let difference = Self.explainRefusal(reason) else {
                return "we refuse what URLComponents repairs and accepts, for no listed reason: \(reason)"
            }
            tally.note(difference)
            return nil
        case (.failure(let reason), _?):
            tally.onlyFoundation += 1
            guard let difference = Self.explainRefusal(reason) else {
                return "we refuse what URLComponents accepts, for no listed reason: \(reason)"
            }
            tally.note(difference)
            return nil
        case (.success, nil):
            tally.onlyOurs += 1
            guard let difference = Self.explainFoundationRefusal(url) else {
                return "URLComponents refuses what we accept, for no listed reason"
            }
            tally.note(difference)
            return nil
        case (.success(let parsed), (let components, let differences)?):
            tally.bothAccept += 1
            for difference in differences { tally.note(difference) }
            if parsed.firstDotSegment != nil { tally.note(.dotSegmentsRejected) }
            return Self.compareFields(parsed, components, url, &tally)
        }
    }

    /// URLComponents without repairs: `encodingInvalidCharacters: false` where it exists (older
    /// platforms never repair).
    static func strictComponents(_ url: String) -> URLComponents? {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) {
            return URLComponents(string: url, encodingInvalidCharacters: false)
        }
        return URLComponents(string: url)
    }

    /// URLComponents' reading of `url`; failing that, of `url` without its fragment; failing that,
    /// of that with raw non-ASCII and brackets percent-encoded, which the policy says is the same
    /// URL. Each fallback names the difference that licenses it.
    static func foundationView(of url: String) -> (URLComponents, [Difference])? {
        if let components = strictComponents(url) { return (components, []) }
        let withoutFragment = String(url.prefix { $0 != "#" })
        if withoutFragment != url, let components = strictComponents(withoutFragment) {
            return (components, [.fragmentNeverValidated])
        }
        let (encoded, differences) = encodingRawCharacters(withoutFragment)
        if !differences.isEmpty, let components = strictComponents(encoded) { return (components, differences) }
        return nil
    }

    /// `url` with raw non-ASCII bytes, and `[` or `]` outside a bracketed host, percent-encoded.
    static func encodingRawCharacters(_ url: String) -> (String, [Difference]) {
        var result = ""
        var differences: Set<Difference> = []
        let hostStart = url.range(of: "://").map { url.distance(from: url.startIndex, to: $0.upperBound) }
        var inBracketedHost = false
        for (offset, character) in url.enumerated() {
            if offset == hostStart, character == "[" { inBracketedHost = true }
            if inBracketedHost {
                result.append(character)
                if character == "]" { inBracketedHost = false }
            } else if !character.isASCII {
                differences.insert(.rawNonASCIIIsItsEncoding)
                result += String(character).utf8.map { byte in
                    "%" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }.joined()
            } else if character == "[" || character == "]" {
                differences.insert(.rawBracketsAccepted)
                result += character == "[" ? "%5B" : "%5D"
            } else {
                result.append(character)
            }
        }
        return (result, differences.sorted { $0.rawValue < $1.rawValue })
    }

    /// The deliberate difference behind one of our refusals.
    static func explainRefusal(_ reason: OutcomeReason) -> Difference? {
        switch reason.code {
        case .malformedURL:
            return reason.message.contains("no scheme") || reason.message == "the URL is empty"
                ? .noSchemeRejected : .rawCharactersRejected
        case .controlCharacter:
            return reason.message.hasSuffix(", raw") ? .rawCharactersRejected : .decodedControlCharactersRejected
        case .malformedPercentEncoding: return .malformedPercentEncodingRejected
        case .invalidUTF8: return .invalidUTF8Rejected
        case .credentialsInURL: return .credentialsRejected
        case .tooLong: return .sizeBounded
        default: return nil
        }
    }

    /// The deliberate difference behind a refusal of URLComponents' that we do not share.
    static func explainFoundationRefusal(_ url: String) -> Difference? {
        let beforeFragment = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        if let authority = authority(of: String(beforeFragment)), !authority.hasPrefix("["),
            let colon = authority.lastIndex(of: ":")
        {
            let port = authority[authority.index(after: colon)...]
            if !port.isEmpty, UInt16(port) == nil { return .unparsablePortTokenized }
        }
        return nil
    }

    static func compareFields(_ ours: ParsedURL, _ theirs: URLComponents, _ url: String, _ tally: inout Tally)
        -> String?
    {
        // Scheme.
        guard let scheme = theirs.scheme, asciiLowercased(scheme) == ours.scheme else {
            return "scheme: ours \(ours.scheme), URLComponents \(String(describing: theirs.scheme))"
        }
        if scheme != ours.scheme { tally.note(.schemeLowercased) }

        // Host and port, for web URLs; a custom scheme's authority is a segment.
        var expectedSegments: [String] = []
        if ours.isWeb {
            if let failure = compareHost(ours, theirs, &tally) { return failure }
            if let failure = comparePort(ours, theirs, &tally) { return failure }
        } else if let written = authority(of: url), !written.isEmpty {
            // URLComponents reads `//authority` as host and port; we read it as the first segment.
            tally.note(.customSchemeAuthorityIsFirstSegment)
            guard let host = (theirs.percentEncodedHost ?? "").removingPercentEncoding else {
                return "authority: URLComponents host \(theirs.percentEncodedHost ?? "") does not decode"
            }
            let port = theirs.port.map { ":\($0)" } ?? ""
            guard let first = ours.segments.first else {
                return "authority: ours none, URLComponents \(differentialEscaped(host + port))"
            }
            if first.hasSameBytes(as: host + port) {
                expectedSegments.append(host + port)
            } else if let colon = first.lastIndex(of: ":"), String(first[..<colon]).hasSameBytes(as: host),
                Int(first[first.index(after: colon)...]) == theirs.port
            {
                // `product:080` and `product:` stay whole.
                tally.note(.customSchemeAuthorityKeepsItsPort)
                expectedSegments.append(first)
            } else {
                return
                    "authority: ours \(differentialEscaped(first)), URLComponents \(differentialEscaped(host + port))"
            }
        }

        // Path: split on "/" before decoding, empty segments dropped.
        let pieces = theirs.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
        if pieces.dropFirst().contains(where: \.isEmpty) { tally.note(.emptySegmentsDropped) }
        for piece in pieces where !piece.isEmpty {
            guard let decoded = String(piece).removingPercentEncoding else {
                return "path: URLComponents segment \(piece) does not decode"
            }
            expectedSegments.append(decoded)
        }
        guard equalBytes(ours.segments, expectedSegments) else {
            return
                "segments: ours \(ours.segments.map(differentialEscaped)), URLComponents \(expectedSegments.map(differentialEscaped))"
        }

        // Query: + is a space in values only, a bare key is "", empty items are skipped.
        var expectedItems: [(name: String, value: String)] = []
        for item in theirs.percentEncodedQueryItems ?? [] {
            if item.name.isEmpty, item.value == nil {
                tally.note(.emptyQueryItemsSkipped)
                continue
            }
            guard let name = item.name.removingPercentEncoding else {
                return "query: URLComponents key \(item.name) does not decode"
            }
            let value: String
            if let encoded = item.value {
                if encoded.contains("+") { tally.note(.plusIsSpaceInQueryValues) }
                guard let decoded = encoded.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
                    return "query: URLComponents value \(encoded) does not decode"
                }
                value = decoded
            } else {
                tally.note(.bareQueryKeyIsEmptyString)
                value = ""
            }
            expectedItems.append((name, value))
        }
        let ourItems = ours.queryItems.map { (name: $0.name, value: $0.value) }
        guard equalBytes(ourItems.map(\.name), expectedItems.map(\.name)),
            equalBytes(ourItems.map(\.value), expectedItems.map(\.value))
        else {
            let render = { (items: [(name: String, value: String)]) in
                items.map { "\(differentialEscaped($0.name))=\(differentialEscaped($0.value))" }
            }
            return "query: ours \(render(ourItems)), URLComponents \(render(expectedItems))"
        }
        return nil
    }

    static func compareHost(_ ours: ParsedURL, _ theirs: URLComponents, _ tally: inout Tally) -> String? {
        guard let encodedHost = theirs.percentEncodedHost else {
            return ours.host == nil ? nil : "host: ours \(ours.host!), URLComponents none"
        }
        guard let ourHost = ours.host else { return "host: ours none, URLComponents \(encodedHost)" }
        var expected: String
        if ourHost.contains("%") {
            tally.note(.hostNeverPercentDecoded)
            expected = encodedHost
        } else {
            guard let host = theirs.host else { return "host: URLComponents host \(encodedHost) does not decode" }
            expected = host
        }
        if asciiLowercased(expected) != expected {
            tally.note(.hostLowercased)
            expected = asciiLowercased(expected)
        }
        if expected.hasSuffix(".") {
            tally.note(.hostTrailingDotDropped)
            expected.removeLast()
        }
        let strip = { (host: String) in
            host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        }
        guard strip(ourHost).hasSameBytes(as: strip(expected)) else {
            return "host: ours \(differentialEscaped(ourHost)), URLComponents \(differentialEscaped(expected))"
        }
        return nil
    }

    static func comparePort(_ ours: ParsedURL, _ theirs: URLComponents, _ tally: inout Tally) -> String? {
        switch (ours.port, theirs.port) {
        case (nil, nil):
            return nil
        case (nil, 443?):
            tally.note(.defaultPortIsNoPort)
            return nil
        case (let written?, let number?) where written == String(number):
            return nil
        case (let written?, let number?) where Int(written) == number:
            tally.note(.portComparedAsWritten)
            return nil
        default:
            return "port: ours \(ours.port ?? "none"), URLComponents \(theirs.port.map(String.init) ?? "none")"
        }
    }

    /// The authority of a `scheme://authority` URL, as written.
    static func authority(of url: String) -> Substring? {
        guard let range = url.range(of: "://") else { return nil }
        let rest = url[range.upperBound...]
        return rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    }
}
