@_spi(Fuzzing) import LaunchRouting

/// The laws every input must keep when a table resolves it: the oracle of the `FuzzResolve` fuzz
/// target, and of its fail cases replayed by the tests.
///
/// Beyond "no trap", on any bytes:
/// - P3: the compiled matcher and the reference matcher give the same match or the same reason;
/// - P7: an input that does not route has a reason with a message, at a byte inside the input,
///   and is rejected exactly when its code says so (`ReasonLaw`, as the property states it);
/// - the `String` path and the bytes path agree on valid UTF-8;
/// - P5 (two relations): appending a fragment, or changing the case of the scheme, changes nothing
///   (these and the `String` path on inputs up to ``relationLimit`` bytes), unless the route that
///   takes the path reads the fragment;
/// - P4, as the property states it (`RoundTrip`);
/// - an escaped delimiter never acts as one: the route reached takes as many segments as the URL
///   (or the nested URL) has, split on its raw `/` before decoding;
/// - P1: cold ≡ warm, as `LaunchTrial` takes it: through a controller, in the connection options
///   and through the callback, as every input that carries it, the URL delivers the outcome
///   `RouteTable/resolve(_:)` gives. On valid UTF-8 inputs up to ``relationLimit`` bytes.
///
/// ```swift
/// let oracle = ResolveOracle(table: table)
/// oracle.check(Array("shop://product/42".utf8))   // nil: every law holds
/// ```
@_spi(Fuzzing) public struct ResolveOracle: Sendable {
    /// The table every input is resolved against.
    public let table: RouteTable<RouteMatch>
    /// A router with no rules over ``table``, for the inbox.
    private let router: Router<RouteMatch>?

    /// An oracle for `table`, with a router of no rules over it for the inbox.
    public init(table: RouteTable<RouteMatch>) {
        self.table = table
        router = try? Router(table: table)
    }

    /// What `bytes` give, in a word: the route (and the routes that forwarded to it), or the
    /// reason's code. What `InputFuzzer` keeps a mutant for when it is new.
    package func outcome(_ bytes: [UInt8]) -> String {
        switch table.match(bytes: bytes) {
        case .success(let match): (match.outerRoutes.map(\.name) + [match.name]).joined(separator: ">")
        case .failure(let reason): "\(reason.code)"
        }
    }

    /// `nil` when every law holds on `bytes`, otherwise what broke.
    public func check(_ bytes: [UInt8]) -> String? {
        let agreement = MatcherAgreement(table, bytes: bytes)
        if let problem = agreement.problem { return problem }
        let compiled = agreement.compiled
        if let broken = checkOutcome(bytes, compiled) { return broken }
        if bytes.count <= Self.relationLimit, let broken = checkRelations(bytes, compiled) { return broken }
        if case .success(let match) = compiled {
            if let broken = checkSegmentCount(bytes, match) { return broken }
            let url = String(validating: bytes, as: UTF8.self)
            return RoundTrip(table: table).fault(of: match, from: url) { table.resolve($0.urlContext?.url ?? "") }.map {
                "P4 round trip: " + (url.map { "\($0.quoted) " } ?? "") + $0.describe(match)
            }
        }
        return nil
    }

    /// An escaped delimiter never acts as one: the route reached has a pattern that takes as many
    /// segments as the URL it matched has when split on its raw `/`, before anything is decoded;
    /// for a nested route, the nested URL as its forwarding route holds it (docs/normalisation.md,
    /// rule 36a). Counted here apart from the library's tokenizer, so that a bug there is not
    /// hidden by the same bug in the count.
    private func checkSegmentCount(_ bytes: [UInt8], _ match: RouteMatch) -> String? {
        var url = String(decoding: bytes, as: UTF8.self)
        guard url.utf8.elementsEqual(bytes) else { return nil }
        if let outer = match.outerRoutes.last,
            let index = table.core.routeNames.firstIndex(of: outer.name),
            let rule = table.queryRules[index].first(where: \.nests),
            case .string(let value)? = outer[rule.name]?.kind
        {
            url = value
        }
        guard let index = table.core.routeNames.firstIndex(of: match.name) else { return nil }
        let count = Self.rawSegmentCount(url)
        let takes = table.patterns[index].contains { pattern in
            let required = pattern.segments.filter {
                switch $0 {
                case .parameter(_, _, let isOptional): !isOptional
                case .rest: false
                case .literal, .wildcard: true
                }
            }.count
            let isOpen = pattern.segments.contains { if case .rest = $0 { true } else { false } }
            return required <= count && (isOpen || count <= pattern.segments.count)
        }
        return takes
            ? nil
            : "it routes to \(match), but \"\(url)\" has \(count) segments split before decoding, which no pattern of route \"\(match.name)\" takes"
    }

    /// The non-empty path segments of `url` split on raw `/`: after the scheme, the host of an
    /// http(s) URL, or a custom scheme's authority as the first segment; before `?` and `#`. A
    /// text without a scheme is a path.
    static func rawSegmentCount(_ url: String) -> Int {
        // Bytes, not characters: a `/` followed by a combining mark is still a `/` to a URL.
        var rest = Array(url.utf8)[...]
        rest = rest.prefix { $0 != UInt8(ascii: "#") }
        rest = rest.prefix { $0 != UInt8(ascii: "?") }
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        if let colon = rest.firstIndex(of: UInt8(ascii: ":")), let first = rest.first, isLetter(first),
            rest[..<colon].allSatisfy({
                isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "+")
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        {
            let scheme = String(decoding: rest[..<colon].map { $0 | 0x20 }, as: UTF8.self)
            rest = rest[(colon + 1)...]
            if scheme == "http" || scheme == "https", rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
                rest = rest.dropFirst(2).drop { $0 != UInt8(ascii: "/") }
            }
        }
        return rest.split(separator: UInt8(ascii: "/")).count
    }

    /// The longest input the String path and the two relations are checked on. Each costs a parse,
    /// and past a kilobyte the tokenizer's byte loops, instrumented for the fuzzer, dominate; the
    /// size bounds are still checked on every input by the other laws.
    public static let relationLimit = 1_024

    private func checkRelations(_ bytes: [UInt8], _ compiled: Result<RouteMatch, OutcomeReason>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes), table.match(text) != compiled {
            return "the String path gives \(table.match(text)) but the bytes path \(compiled)"
        }
        if !bytes.contains(UInt8(ascii: "#")), bytes.count + 2 <= table.limits.maximumLength,
            !table.core.pathRouteReadsFragment(bytes)
        {
            let fragment = table.match(bytes: bytes + Array("#f".utf8))
            if !Self.same(fragment, compiled) {
                return "with \"#f\" appended it gives \(fragment) instead of \(compiled)"
            }
        }
        if let flipped = Self.flippingSchemeCase(bytes) {
            let other = table.match(bytes: flipped)
            if !Self.same(other, compiled) {
                return "with the scheme's case changed it gives \(other) instead of \(compiled)"
            }
        }
        if text.utf8.elementsEqual(bytes) { return checkColdWarm(text, expected: table.bind(compiled)) }
        return nil
    }

    /// P1 on one URL: every input that carries it delivers, cold and warm, through a controller,
    /// the outcome the table gives it.
    private func checkColdWarm(_ url: String, expected: RouteOutcome<RouteMatch>) -> String? {
        guard let router else { return "the table makes no router" }
        let trial = LaunchTrial(url: url, router: router)
        if let failure = trial.failures(expecting: expected.route).first { return "P1 cold and warm: " + failure }
        for arrival in trial.arrivals where arrival.input.urlContext != nil && arrival.outcome != expected {
            return "P1 cold and warm: \(arrival) is delivered as \(arrival.outcome.map(Render.outcome) ?? "nothing"), "
                + "but resolves to \(Render.outcome(expected))"
        }
        return nil
    }

    private func checkOutcome(_ bytes: [UInt8], _ compiled: Result<RouteMatch, OutcomeReason>) -> String? {
        // `resolve(bytes:)` is `bind(match(bytes:))`: bind the match already made, saving a parse.
        let outcome = table.bind(compiled)
        switch (compiled, outcome) {
        case (.success(let match), .routed(let route)):
            return match == route ? nil : "the match is \(match) but the outcome routes to \(route)"
        case (.failure(let reason), .unmatched(let given)), (.failure(let reason), .rejected(let given)):
            if reason != given { return "the match fails with \(reason) but the outcome gives \(given)" }
            return ReasonLaw.problem(outcome, inputLength: bytes.count)
        default:
            return "the match is \(compiled) but the outcome \(outcome)"
        }
    }

    /// Two results that the policy calls the same: equal matches, or failures of one code at one byte.
    static func same(_ lhs: Result<RouteMatch, OutcomeReason>, _ rhs: Result<RouteMatch, OutcomeReason>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)): a == b
        case (.failure(let a), .failure(let b)): a.code == b.code && a.position == b.position
        default: false
        }
    }

    /// The input with the case of every letter of its scheme flipped, or `nil` if it has no scheme.
    static func flippingSchemeCase(_ bytes: [UInt8]) -> [UInt8]? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard isLetter(bytes[0]) else { return nil }
        var flipped = bytes
        for index in 0..<colon {
            let byte = bytes[index]
            let isSchemeByte =
                isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
            guard isSchemeByte else { return nil }
            if isLetter(byte) { flipped[index] = byte ^ 0x20 }
        }
        return flipped
    }
}
