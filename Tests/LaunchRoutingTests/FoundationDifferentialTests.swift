import Foundation
import LaunchRouting
import Testing

/// Our tokenizer against Foundation's `URLComponents`, over a few thousand seeded URLs and a
/// hand-picked list.
///
/// On an input both accept, our decoded path segments, host, port and query items must equal
/// URLComponents' (`percentEncodedPath` split on `/` then decoded, host lowercased, query items
/// with `+` read as we define), after the deliberate differences in ``Difference`` and nothing
/// else. An input only one side accepts must be explained by a deliberate difference too.
/// `docs/normalisation.md` lists the same differences.
///
/// Replay: `LAUNCH_ROUTING_SEED=<seed> LAUNCH_ROUTING_CASE=<index> swift test --filter FoundationDifferential`.
@Suite struct FoundationDifferentialTests {
    static let defaultSeed: UInt64 = 20_261_122
    static let generatedCount = 4_000

    @Test func generatedURLsAgreeWithURLComponents() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["LAUNCH_ROUTING_SEED"].flatMap(Self.parseSeed) ?? Self.defaultSeed
        let indices =
            environment["LAUNCH_ROUTING_CASE"].flatMap(Int.init).map { [$0] } ?? Array(0..<Self.generatedCount)
        print("FoundationDifferential: seed \(seed), \(indices.count) generated URLs")

        var tally = Tally()
        var failures = 0
        for index in indices {
            var random = SplitMix64(seed: seed, stream: UInt64(index))
            let url = URLGenerator.url(&random)
            guard let failure = compare(url, &tally) else { continue }
            failures += 1
            Issue.record(
                """
                \(failure)
                input: \(String(reflecting: url))
                replay: LAUNCH_ROUTING_SEED=\(seed) LAUNCH_ROUTING_CASE=\(index) swift test --filter FoundationDifferential
                """)
            if failures == 20 { break }
        }
        print("FoundationDifferential: \(tally)")
        if indices.count == Self.generatedCount {
            // The run is not vacuous: most inputs are accepted by both and compared field by field.
            #expect(
                tally.bothAccept * 2 > indices.count,
                "only \(tally.bothAccept) of \(indices.count) inputs were compared")
            #expect(
                tally.onlyOurs + tally.onlyFoundation > 0, "the generator never produced an input that one side refuses"
            )
        }
    }

    @Test(arguments: handPicked)
    func handPickedURLsAgreeWithURLComponents(_ url: String) {
        var tally = Tally()
        if let failure = compare(url, &tally) {
            Issue.record("\(failure)\ninput: \(String(reflecting: url))")
        }
    }

    /// The structural differences are not hypothetical: each shows up on the hand-picked inputs,
    /// so the allowlist cannot hold a difference that no longer exists.
    @Test func everyStructuralDifferenceIsExercised() {
        var tally = Tally()
        for url in Self.handPicked { _ = compare(url, &tally) }
        for difference in Difference.allCases where difference.isStructural {
            #expect(tally.differences[difference, default: 0] > 0, "\(difference) never applied: \(difference.reason)")
        }
    }

    /// The allowlist and `docs/normalisation.md` name the same differences.
    @Test func everyDifferenceIsDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("docs/normalisation.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let section = try #require(text.range(of: "## Deliberate differences from Foundation's URLComponents"))
            .upperBound
        let listed = Set(
            text[section...].split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("| `") else { return nil }
                return line.dropFirst(3).prefix { $0 != "`" }.description
            })
        #expect(listed == Set(Difference.allCases.map(\.rawValue)))
    }

    static func parseSeed(_ text: String) -> UInt64? {
        text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }
}

// MARK: - The deliberate differences

extension FoundationDifferentialTests {
    /// Every way we deliberately differ from `URLComponents`, with the reason. The comparison may
    /// excuse a mismatch only by naming one of these.
    enum Difference: String, CaseIterable, CustomStringConvertible {
        // Both accept the input, and see it differently.
        case schemeLowercased
        case emptySegmentsDropped
        case customSchemeAuthorityIsFirstSegment
        case customSchemeAuthorityKeepsItsPort
        case hostLowercased
        case hostTrailingDotDropped
        case hostNeverPercentDecoded
        case defaultPortIsNoPort
        case portComparedAsWritten
        case plusIsSpaceInQueryValues
        case bareQueryKeyIsEmptyString
        case emptyQueryItemsSkipped
        // We refuse an input URLComponents accepts.
        case noSchemeRejected
        case rawCharactersRejected
        case malformedPercentEncodingRejected
        case invalidUTF8Rejected
        case decodedControlCharactersRejected
        case credentialsRejected
        case dotSegmentsRejected
        case sizeBounded
        // URLComponents refuses (or repairs) an input we accept.
        case rawNonASCIIIsItsEncoding
        case rawBracketsAccepted
        case fragmentNeverValidated
        case unparsablePortTokenized

        var description: String { rawValue }

        var reason: String {
            switch self {
            case .schemeLowercased:
                "URLComponents keeps the scheme's case (`HTTPS`); we lowercase it, as schemes are case-insensitive."
            case .emptySegmentsDropped:
                "URLComponents keeps empty path segments (`//`, a trailing `/`); we drop them, so they never change a route."
            case .customSchemeAuthorityIsFirstSegment:
                "URLComponents reads `shop://product/42` as host `product`; we read the authority as the first path segment, so `shop://product/42`, `shop:///product/42`, `shop:/product/42` and `shop:product/42` are one URL."
            case .customSchemeAuthorityKeepsItsPort:
                "URLComponents splits a custom authority `product:080` into host and port 80; we keep it whole, as one segment."
            case .hostLowercased:
                "URLComponents keeps the host's case; we lowercase it (ASCII only), as hosts are case-insensitive."
            case .hostTrailingDotDropped:
                "URLComponents keeps `shop.example.com.`; we drop one trailing dot, as DNS does."
            case .hostNeverPercentDecoded:
                "URLComponents decodes `shop%2Eexample.com` to `shop.example.com`; we never decode a web host, so a `%` in one never matches a domain."
            case .defaultPortIsNoPort:
                "URLComponents reports port 443; we report no port for `:443` and for an empty port."
            case .portComparedAsWritten:
                "URLComponents reads `:0443` as 443; we compare a port as written, so only `:443` is the default port."
            case .plusIsSpaceInQueryValues:
                "URLComponents leaves `+` as `+`; we read it as a space in query values (never in keys or paths), as HTML forms write it."
            case .bareQueryKeyIsEmptyString:
                "URLComponents gives a bare `q` the value nil; we give it \"\", like `q=`."
            case .emptyQueryItemsSkipped:
                "URLComponents reports an empty item for `&&` or a trailing `&`; we skip it."
            case .noSchemeRejected:
                "URLComponents accepts a relative reference (``, `/x`, `host/x`); a deep link without a scheme is rejected."
            case .rawCharactersRejected:
                "URLComponents percent-encodes a raw space, control character or `\"<>\\^`{|}` on some platforms and returns nil on others; we reject it everywhere, never repair."
            case .malformedPercentEncodingRejected:
                "URLComponents repairs a `%` not followed by two hexadecimal digits into `%25` on some platforms; we reject it."
            case .invalidUTF8Rejected:
                "URLComponents keeps `%FF` in the encoded path (its decoded path is nil); we reject bytes that are not UTF-8 after decoding."
            case .decodedControlCharactersRejected:
                "URLComponents decodes `%00`-`%1F` and `%7F`; we reject them in any component."
            case .credentialsRejected:
                "URLComponents accepts user info (`https://a@b/`); we reject credentials in a deep link."
            case .dotSegmentsRejected:
                "URLComponents keeps `.` and `..` segments unresolved; the table rejects them (decoded `%2e` included)."
            case .sizeBounded:
                "URLComponents has no size bound; we reject past 8,192 bytes (fragment included)."
            case .rawNonASCIIIsItsEncoding:
                "URLComponents refuses raw non-ASCII (older platforms), or repairs it by percent-encoding the whole component, `%` included, so that `%7a` beside a raw `\u{FC}` becomes a literal `%7a`; we read raw UTF-8 exactly as its percent-encoded form and decode every escape alike. Compared on the encoded form."
            case .rawBracketsAccepted:
                "URLComponents refuses (or repairs, as above) a raw `[` or `]` outside an IPv6 host; we accept them in paths and queries as `%5B` and `%5D`. Compared on the encoded form."
            case .fragmentNeverValidated:
                "URLComponents refuses (or repairs) a fragment with a raw space, `#` or non-ASCII; we never look at the fragment. Compared without it."
            case .unparsablePortTokenized:
                "URLComponents refuses a port that is not a number it can read; we tokenize it, and the table then rejects the host as untrusted (a custom scheme keeps it in its first segment)."
            }
        }

        /// Differences in how an input both sides accept is seen, independent of the platform.
        var isStructural: Bool {
            switch self {
            case .schemeLowercased, .emptySegmentsDropped, .customSchemeAuthorityIsFirstSegment,
                .customSchemeAuthorityKeepsItsPort, .hostLowercased,
                .hostTrailingDotDropped, .hostNeverPercentDecoded, .defaultPortIsNoPort, .portComparedAsWritten,
                .plusIsSpaceInQueryValues,
                .bareQueryKeyIsEmptyString, .emptyQueryItemsSkipped:
                true
            default:
                false
            }
        }
    }

    /// What a run saw.
    struct Tally: CustomStringConvertible {
        var bothAccept = 0
        var bothRefuse = 0
        var onlyOurs = 0
        var onlyFoundation = 0
        var differences: [Difference: Int] = [:]

        mutating func note(_ difference: Difference) { differences[difference, default: 0] += 1 }

        var description: String {
            let applied = differences.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }
            return
                "both accept \(bothAccept), both refuse \(bothRefuse), only we accept \(onlyOurs), only URLComponents accepts \(onlyFoundation); "
                + "differences applied: \(applied.joined(separator: ", "))"
        }
    }
}

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
        guard let scheme = theirs.scheme, lowercased(scheme) == ours.scheme else {
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
                return "authority: ours none, URLComponents \(escaped(host + port))"
            }
            if first.isByteEqual(to: host + port) {
                expectedSegments.append(host + port)
            } else if let colon = first.lastIndex(of: ":"), String(first[..<colon]).isByteEqual(to: host),
                Int(first[first.index(after: colon)...]) == theirs.port
            {
                // `product:080` and `product:` stay whole.
                tally.note(.customSchemeAuthorityKeepsItsPort)
                expectedSegments.append(first)
            } else {
                return "authority: ours \(escaped(first)), URLComponents \(escaped(host + port))"
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
            return "segments: ours \(ours.segments.map(escaped)), URLComponents \(expectedSegments.map(escaped))"
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
                items.map { "\(escaped($0.name))=\(escaped($0.value))" }
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
        if lowercased(expected) != expected {
            tally.note(.hostLowercased)
            expected = lowercased(expected)
        }
        if expected.hasSuffix(".") {
            tally.note(.hostTrailingDotDropped)
            expected.removeLast()
        }
        let strip = { (host: String) in
            host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        }
        guard strip(ourHost).isByteEqual(to: strip(expected)) else {
            return "host: ours \(escaped(ourHost)), URLComponents \(escaped(expected))"
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

// MARK: - Generated URLs

/// URLs from a grammar that leans on every rule of the policy: scheme and host spellings, ports,
/// the four custom-scheme forms, empty segments, encoded and raw non-ASCII, `%2F`, `+`, bare and
/// empty query items, fragments, and now and then a fault either side may refuse.
private enum URLGenerator {
    static func url(_ random: inout SplitMix64) -> String {
        var url: String
        let form = random.below(100)
        switch form {
        case 0..<50:
            url = random.pick(["https", "HTTPS", "Https"]) + "://"
            if random.below(25) == 0 { url += random.pick(["user@", "u:p@", "@"]) }
            url += random.pick([
                "shop.example.com", "SHOP.Example.COM", "a.shop.example.com", "x-1.b.example.org", "shop.example.com.",
                "localhost", "127.0.0.1",
            ])
            url += random.pick(["", "", "", "", "", "", ":443", ":", ":8443", ":0443"])
            url += path(&random, leadingSlash: true)
        case 50..<85:
            url = random.pick(["shop", "SHOP", "x-app.v2"]) + ":"
            switch random.below(4) {
            case 0:
                url +=
                    "//" + (random.below(25) == 0 ? "user@" : "") + segment(&random, inAuthority: true)
                    + path(&random, leadingSlash: true)
            case 1: url += "//" + path(&random, leadingSlash: true)
            case 2: url += path(&random, leadingSlash: true)
            default: url += path(&random, leadingSlash: false)
            }
        case 85..<92:
            url = "http://shop.example.com" + path(&random, leadingSlash: true)
        default:
            url = path(&random, leadingSlash: random.below(2) == 0)
        }
        if random.below(10) < 4 { url += "?" + query(&random) }
        if random.below(5) == 0 { url += "#" + random.pick(["top", "a b", "%zz", "x#y", "?q=1", "", "\u{E9}"]) }
        return url
    }

    static func path(_ random: inout SplitMix64, leadingSlash: Bool) -> String {
        let count = Int(random.below(7))
        var path = ""
        for index in 0..<count {
            if index > 0 || leadingSlash { path += random.below(8) == 0 ? "//" : "/" }
            path += segment(&random, inAuthority: false)
        }
        if random.below(6) == 0 { path += "/" }
        return path
    }

    static func segment(_ random: inout SplitMix64, inAuthority: Bool) -> String {
        if random.below(40) == 0 { return random.pick([".", "..", "%2e", "%2E%2e"]) }
        var text = ""
        for _ in 0..<(1 + random.below(3)) {
            text += piece(&random, inAuthority: inAuthority, inQuery: false)
        }
        return text
    }

    static func query(_ random: inout SplitMix64) -> String {
        var items: [String] = []
        for _ in 0..<(random.below(5)) {
            switch random.below(12) {
            case 0: items.append("")
            case 1: items.append(word(&random))
            case 2: items.append(word(&random) + "=")
            default:
                var value = ""
                for _ in 0..<(random.below(4)) { value += piece(&random, inAuthority: false, inQuery: true) }
                let key =
                    random.below(5) == 0
                    ? word(&random) + random.pick(["+", "%2B", "%20", "+x", "%C3%A9"]) : word(&random)
                items.append(key + "=" + value)
            }
        }
        return items.joined(separator: "&")
    }

    static func word(_ random: inout SplitMix64) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<(1 + random.below(6))).map { _ in letters[Int(random.below(UInt64(letters.count)))] })
    }

    static func piece(_ random: inout SplitMix64, inAuthority: Bool, inQuery: Bool) -> String {
        switch random.below(100) {
        case 0..<40:
            return word(&random)
        case 40..<48:
            return random.pick(["-", ".", "_", "~"])
        case 48..<58:
            let delimiters =
                inAuthority
                ? ["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "="]
                : ["!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@"]
            let extra = inQuery ? ["+", "+", "=", "?", "/"] : []
            return random.pick(delimiters + extra)
        case 58..<72:
            let byte = UInt8(0x20 + random.below(0x5F))
            let hex = String(byte, radix: 16, uppercase: random.below(2) == 0)
            return "%" + (hex.count == 1 ? "0" + hex : hex)
        case 72..<80:
            return random.pick(["%2F", "%2f", "%25", "%3F", "%23", "%2B", "%20", "%26", "%3D"])
        case 80..<88:
            let scalar = random.pick(["\u{E9}", "\u{65E5}", "\u{1F6D2}", "\u{301}", "\u{FC}", "\u{20AC}"])
            return scalar.utf8.map { byte in "%" + String(byte, radix: 16, uppercase: random.below(2) == 0) }.joined()
        case 88..<95:
            return random.pick(["\u{E9}", "\u{65E5}\u{672C}", "\u{1F6D2}", "e\u{301}", "\u{FC}"])
        default:
            // Faults, and characters only one side accepts.
            let faults = [
                " ", "|", "\"", "{", "^", "`", "\t", "\u{7F}", "%zz", "%", "%4", "%FF", "%C3%28", "%00", "%1f", "%7F",
                "%C2%80",
            ]
            return random.pick(inAuthority ? faults : faults + ["[", "]", "[0]"])
        }
    }
}

// MARK: - Hand-picked URLs

extension FoundationDifferentialTests {
    static let handPicked: [String] = [
        // Schemes and custom-scheme forms.
        "shop://product/42", "shop:///product/42", "shop:/product/42", "shop:product/42", "SHOP://product//42/",
        "shop://",
        "shop:", "shop:?", "shop:#", "shop://?q", "shop://%70roduct/42", "shop://p%C3%A9/x", "shop://product:080/x",
        "shop://product:/x", "shop:a:b", "shop:/a:b", "x-app.v2:foo/bar",
        // Hosts and ports.
        "https://Shop.Example.COM./a//b/?q=a+b&&x&y=&=z&k=%2B#frag", "https://SHOP.EXAMPLE.COM",
        "https://shop.example.com.",
        "https://shop.example.com:443/x", "https://shop.example.com:/x", "https://shop.example.com:8443/x",
        "https://shop.example.com:0443/x",
        "https://shop%2Eexample.com/x", "https://[::1]/x", "https://[::1]:443/", "https://127.0.0.1/", "https://",
        "https:",
        "https://x.com:abc/", "https://x.com:99999/", "shop://a:b/x", "https://sh\u{F6}p.example.com/x",
        // Paths.
        "https://shop.example.com/a%2Fb", "https://shop.example.com/a%2Fb%252F", "https://shop.example.com/caf\u{E9}",
        "https://shop.example.com/caf%C3%A9", "https://shop.example.com/cafe%CC%81",
        "https://shop.example.com/\u{1F6D2}",
        "https://shop.example.com/a;b=c", "https://shop.example.com/!$&'()*+,;=:@", "https://shop.example.com/%7e",
        "https://shop.example.com/a[1]",
        "https://shop.example.com/./b", "https://shop.example.com/a/%2e%2E/b", "https://shop.example.com/a%20b+c",
        // Queries.
        "https://x.com/?", "https://x.com/?&", "https://x.com/?a&", "https://x.com/?=", "https://x.com/?==",
        "https://x.com/a?b?c=d?e",
        "https://x.com/?q=a+b&q=a%2Bb&a+b=c", "https://x.com/\u{E9}?\u{E9}=\u{FC}", "https://x.com/a%20b?c%20d=e%20f",
        "https://x.com/?q=a[1]",
        "https://x.com/?q=a/b/../c",
        // Fragments.
        "https://x.com/?q=a#b#c", "https://x.com/a#b c", "https://x.com/#\u{7F}", "https://x.com/#%zz",
        // Refusals on one side.
        "", "/x", "x", "shop.example.com/x", "//shop.example.com/x", "https://a@b/", "shop://a:b@c/", "shop://@x/",
        "https://shop.example.com/a b", "https://shop.example.com/a|b", "https://shop.example.com/a^b",
        "https://shop.example.com/a\"b",
        "https://shop.example.com/a{b}", "https://shop.example.com/a`b", "https://shop.example.com/a\\b",
        "https://shop.example.com/a<b>",
        "https://shop.example.com/a\tb", "https://shop.example.com/\u{7F}", "https://shop.example.com/%zz",
        "https://shop.example.com/%",
        "https://x.com/?q=%2", "https://shop.example.com/%FF", "https://shop.example.com/%00", "shop://x/?a=%FF",
        "shop://a b/",
        "https://shop.example.com/help/" + String(repeating: "a", count: 8_200),
    ]
}

// MARK: - Helpers

private func lowercased(_ text: String) -> String {
    String(
        String.UnicodeScalarView(
            text.unicodeScalars.map { $0.value >= 0x41 && $0.value <= 0x5A ? Unicode.Scalar($0.value + 0x20)! : $0 }))
}

private func equalBytes(_ lhs: [String], _ rhs: [String]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isByteEqual(to: $1) }
}

private func escaped(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        if scalar.value >= 0x20, scalar.value < 0x7F {
            result.unicodeScalars.append(scalar)
        } else {
            result += "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return result + "\""
}

extension String {
    /// Equal as UTF-8 bytes, not merely canonically equivalent.
    fileprivate func isByteEqual(to other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}

/// SplitMix64, owned here so that a seed replays the same URLs on every platform and toolchain.
/// Each case draws from its own stream, so one case replays without the ones before it.
private struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64, stream: UInt64) {
        state = seed
        state = next() ^ (stream &* 0xD1B5_4A32_D192_ED03)
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` by the multiply-high method: the same on every platform.
    mutating func below(_ bound: UInt64) -> UInt64 { next().multipliedFullWidth(by: bound).high }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(below(UInt64(choices.count)))] }
}
