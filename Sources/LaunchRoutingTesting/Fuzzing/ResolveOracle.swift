@_spi(Fuzzing) import LaunchRouting

/// The laws every input must keep when a table resolves it, stated once for the libFuzzer targets
/// (`FuzzResolve`, and through it `FuzzTableBuilder` and `FuzzSpecLoader`) and the in-process
/// fuzzer of an app's router (``AppRouterOracle``, `launch-route fuzz`).
///
/// Beyond "no trap", on any bytes:
/// - P3: the compiled matcher and the reference matcher give the same match or the same reason;
/// - P7: an input that does not route has a reason with a message, at a byte inside the input,
///   and is rejected exactly when its code says so (`ReasonLaw`, as the property states it);
/// - a URL the patterns take routes to a value, unless its route allows declines (a binding that
///   throws, or reads a parameter the route does not declare, breaks this); for a table of
///   ``RouteMatch`` routes (a spec's), the value is the match itself;
/// - the `String` path and the bytes path agree on valid UTF-8;
/// - P5 (two relations): appending a fragment, or changing the case of the scheme, changes nothing
///   (these and the `String` path on inputs up to ``relationLimit`` bytes), unless the route that
///   takes the path reads the fragment, or the URL is a web page, which is the URL as written;
/// - P1: cold ≡ warm, as `LaunchTrial` takes it: through a controller, in the connection options
///   and through the callback, as every input that carries it, the URL delivers the outcome
///   `RouteTable/resolve(_:)` gives. On valid UTF-8 inputs up to ``relationLimit`` bytes;
/// - an escaped delimiter never acts as one: the route reached (but a web page's) takes as many
///   segments as the URL (or the nested URL) has, split on its raw `/` before decoding;
/// - P4, as the property states it (`RoundTrip`).
///
/// With a subject under test (P10's planted bugs), its router and inbox are held to the library's
/// before these laws (``AppRouterOracle/init(router:subject:)``).
///
/// ```swift
/// let oracle = ResolveOracle(table: table)
/// oracle.check(Array("shop://product/42".utf8))   // nil: every law holds
/// ```
@_spi(Fuzzing) public struct ResolveOracle<Route: Sendable & Equatable>: Sendable {
    /// The table every input is resolved against.
    public let table: RouteTable<Route>
    /// The router over ``table`` whose inbox and rules P1 takes the URL through.
    private let router: Router<Route>?
    /// What is checked against the library: the library itself, or a router or inbox broken on
    /// purpose.
    private let subject: LaunchSubject<Route>
    /// The resolvers under test, built once as an app builds its router once: over `router`, and
    /// over the same routes registered in reverse order. Empty for the library itself.
    private let resolvers: [@Sendable (LaunchInput) -> RouteOutcome<Route>]
    /// For a subject under test: the bytes read as the harness's choices, for an input of any
    /// kind (an activity, a quick action, a notification), which no URL is.
    private let generated: Generator<LaunchInput>?

    /// An oracle for `router`'s table, its rules and its inbox.
    public init(router: Router<Route>) {
        table = router.table
        self.router = router
        subject = .standard
        resolvers = []
        generated = nil
    }

    /// An oracle that also holds `subject`, a router or inbox under test, to the library on
    /// `router`: on each input that carries the URL, and on an input of any kind the bytes stand
    /// for as the harness's choices, the subject's outcome is the library's; the order the routes
    /// were registered in changes nothing; and its inbox delivers the URL cold and warm.
    init(router: Router<Route>, subject: LaunchSubject<Route>) {
        table = router.table
        self.router = router
        self.subject = subject
        let reversed = try? Router(
            table: RouteTable(origins: table, routes: table.definitions.reversed()),
            rules: router.rules)
        resolvers = [router, reversed].compactMap { $0 }.map(subject.makeResolver)
        generated = LaunchInputGenerator(router: router).any
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
        let url = String(validating: bytes, as: UTF8.self)
        if let broken = checkSubject(bytes, url: url) { return broken }
        let outcome = table.bind(compiled)
        if let broken = checkOutcome(bytes, compiled, outcome) { return broken }
        if bytes.count <= Self.relationLimit, let broken = checkRelations(bytes, compiled, outcome) { return broken }
        if case .success(let match) = compiled, let broken = checkSegmentCount(bytes, match) { return broken }
        guard let route = outcome.route else { return nil }
        let resolve = resolvers.first ?? { table.resolve($0.urlContext?.url ?? "") }
        return RoundTrip(table: table).fault(of: route, from: url, resolve: resolve).map {
            "P4 round trip: " + (url.map { "\($0.quoted) " } ?? "") + $0.describe(route)
        }
    }

    /// What the subject under test does differently from the library, when it is not the library
    /// itself: on the input of any kind `bytes` stand for as choices, and on `url`, when the bytes
    /// are one, as every input that carries it.
    private func checkSubject(_ bytes: [UInt8], url: String?) -> String? {
        guard let tested = resolvers.first, let generated, let router else { return nil }
        var inputs = [generated.value(fromBytes: bytes)]
        if let url {
            inputs += LaunchTrial.carriers(of: url, router: router)
            inputs += router.rules.webpageActivityTypes.map { .userActivity(.init(activityType: $0, webpageURL: url)) }
        }
        for input in inputs {
            let library = router.resolve(input)
            let outcome = tested(input)
            if let reason = outcome.reason, reason.message.isEmpty {
                return "P7 reasons: \(Render.input(input)) gives \(reason.code) with an empty message"
            }
            if !sameOutcome(outcome, library) {
                return "the router under test: \(Render.input(input)) gives \(Render.outcome(outcome)), the library "
                    + Render.outcome(library)
            }
        }
        guard let url else { return nil }
        // Once more: a resolver that remembers what it saw answers the same input otherwise.
        let opened = LaunchInput.openURL(.init(url: url))
        let declared = router.resolve(opened)
        let again = tested(opened)
        if !sameOutcome(again, declared) {
            return "P9 determinism: \(Render.input(opened)) gives \(Render.outcome(declared)), then "
                + Render.outcome(again)
        }
        for reordered in resolvers.dropFirst() {
            let outcome = reordered(opened)
            if !sameOutcome(outcome, declared) {
                return "P2 registration order: \"\(url)\" gives \(Render.outcome(declared)) as declared but "
                    + "\(Render.outcome(outcome)) with the routes registered in reverse order"
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
        guard url.utf8.elementsEqual(bytes), !isWebPage(.success(match)) else { return nil }
        if let outer = match.outerRoutes.last,
            let index = table.core.routeNames.firstIndex(of: outer.name),
            let rule = table.queryRules[index].first(where: \.nests),
            case .string(let value)? = outer[rule.name]?.kind
        {
            url = value
        }
        guard let index = table.core.routeNames.firstIndex(of: match.name) else { return nil }
        let count = Self.rawSegmentCount(url, webSchemes: table.webSchemes)
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
    /// http(s) URL or of a web scheme's, or a custom scheme's authority as the first segment;
    /// before `?` and `#`. A text without a scheme is a path.
    static func rawSegmentCount(_ url: String, webSchemes: [String] = []) -> Int {
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
            if scheme == "http" || scheme == "https" || webSchemes.contains(scheme),
                rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")])
            {
                rest = rest.dropFirst(2).drop { $0 != UInt8(ascii: "/") }
            }
        }
        return rest.split(separator: UInt8(ascii: "/")).count
    }

    /// The longest input the String path and the two relations are checked on. Each costs a parse,
    /// and past a kilobyte the tokenizer's byte loops, instrumented for the fuzzer, dominate; the
    /// size bounds are still checked on every input by the other laws.
    public static var relationLimit: Int { 1_024 }

    private func checkRelations(
        _ bytes: [UInt8], _ compiled: Result<RouteMatch, OutcomeReason>, _ outcome: RouteOutcome<Route>
    ) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.elementsEqual(bytes), table.match(text) != compiled {
            return "the String path gives \(table.match(text)) but the bytes path \(compiled)"
        }
        if !bytes.contains(UInt8(ascii: "#")), bytes.count + 2 <= table.limits.maximumLength,
            !table.core.pathRouteReadsFragment(bytes)
        {
            let fragment = table.match(bytes: bytes + Array("#f".utf8))
            if !Self.same(fragment, compiled), !(isWebPage(fragment) && isWebPage(compiled)) {
                return "with \"#f\" appended it gives \(fragment) instead of \(compiled)"
            }
        }
        if let flipped = Self.flippingSchemeCase(bytes) {
            let other = table.match(bytes: flipped)
            if !Self.same(other, compiled), !(isWebPage(other) && isWebPage(compiled)) {
                return "with the scheme's case changed it gives \(other) instead of \(compiled)"
            }
        }
        if text.utf8.elementsEqual(bytes) { return checkColdWarm(text, expected: outcome) }
        return nil
    }

    /// P1 on one URL: every input that carries it delivers, cold and warm, through a controller,
    /// the outcome the table gives it.
    private func checkColdWarm(_ url: String, expected: RouteOutcome<Route>) -> String? {
        guard let router else { return "the table makes no router" }
        let trial = LaunchTrial(url: url, router: router, subject: subject)
        if let failure = trial.failures(expecting: expected.route).first { return "P1 cold and warm: " + failure }
        for arrival in trial.arrivals
        where arrival.input.urlContext != nil && !(arrival.outcome.map { sameOutcome($0, expected) } ?? false) {
            return "P1 cold and warm: \(arrival) is delivered as \(arrival.outcome.map(Render.outcome) ?? "nothing"), "
                + "but resolves to \(Render.outcome(expected))"
        }
        return nil
    }

    private func checkOutcome(
        _ bytes: [UInt8], _ compiled: Result<RouteMatch, OutcomeReason>, _ outcome: RouteOutcome<Route>
    ) -> String? {
        switch (compiled, outcome) {
        case (.success(let match), .routed(let route)):
            // A spec's routes bind to the match itself.
            guard let route = route as? RouteMatch, route != match else { return nil }
            return "the match is \(match) but the outcome routes to \(route)"
        case (.success(let match), .unmatched(let reason)), (.success(let match), .rejected(let reason)):
            // A URL the patterns take that the binding turns down, unless its route says it may.
            if table.definitions.first(where: { $0.name == match.name })?.allowsDeclines ?? false { return nil }
            return "P4 binding: \(String(decoding: bytes, as: UTF8.self).quoted) matches route \"\(match.name)\", "
                + "but its binding gives \(reason.code): " + reason.message
        case (.failure(let reason), .unmatched(let given)), (.failure(let reason), .rejected(let given)):
            if reason != given { return "the match fails with \(reason) but the outcome gives \(given)" }
            return ReasonLaw.problem(outcome, inputLength: bytes.count)
        case (.failure, .routed):
            return "the match is \(compiled) but the outcome \(outcome)"
        }
    }

    /// Whether `result` goes to the route that takes web pages, whose value is the URL as written,
    /// its scheme's case and its fragment included, and which takes no path to count segments of.
    private func isWebPage(_ result: Result<RouteMatch, OutcomeReason>) -> Bool {
        guard case .success(let match) = result, let route = table.core.webPageRoute else { return false }
        return match.name == table.definitions[route].name
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

extension ResolveOracle where Route == RouteMatch {
    /// An oracle for `table`, with a router of no rules over it for the inbox.
    public init(table: RouteTable<RouteMatch>) {
        self.table = table
        router = try? Router(table: table)
        subject = .standard
        resolvers = []
        generated = nil
    }
}
