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
            var random = DifferentialRandom(seed: seed, stream: UInt64(index))
            let url = DifferentialURLs.url(&random)
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

// MARK: - Helpers

func asciiLowercased(_ text: String) -> String {
    String(
        String.UnicodeScalarView(
            text.unicodeScalars.map { $0.value >= 0x41 && $0.value <= 0x5A ? Unicode.Scalar($0.value + 0x20)! : $0 }))
}

func equalBytes(_ lhs: [String], _ rhs: [String]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.hasSameBytes(as: $1) }
}

func differentialEscaped(_ text: String) -> String {
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
    func hasSameBytes(as other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}

/// DifferentialRandom, owned here so that a seed replays the same URLs on every platform and toolchain.
/// Each case draws from its own stream, so one case replays without the ones before it.
struct DifferentialRandom {
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
