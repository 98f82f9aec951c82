@_spi(Fuzzing) import LaunchRouting

/// The per-input laws on an app's own router, its binding closures included: the oracle an app's
/// fuzz target calls, under libFuzzer or ``InputFuzzer``.
///
/// On any bytes, nothing traps, and the compiled and the reference matcher agree. On a URL:
/// - a URL the patterns take routes to a value, unless its route allows declines (a binding that
///   throws, or reads a parameter the route does not declare, breaks this);
/// - cold ≡ warm: opened in the app, and as every input that carries it, cold and warm through a
///   launch inbox, it gives what the table gives it (``LaunchTrial``);
/// - a route it routes to writes back (custom scheme, then universal link) to a URL that routes
///   to the same route, when one is written.
///
/// A trap in a binding (a force unwrap, an index out of range) is a crash of the process, which
/// libFuzzer keeps with its input.
///
/// ```swift
/// // Fuzz/Sources/FuzzApp/main.swift, in an app's fuzz package
/// @_spi(Fuzzing) import LaunchRoutingTesting
/// import AppCore
///
/// let oracle = AppRouterOracle(router: try! AppRouter.make())
///
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func fuzzApp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
///     oracle.fuzz(data, size)
/// }
/// ```
@_spi(Fuzzing) public struct AppRouterOracle<Route: Sendable & Equatable>: Sendable {
    /// The app's router.
    public let router: Router<Route>
    /// What is checked against the library: the library itself, or, in the harness's own tests, a
    /// router or inbox broken on purpose (P10's planted bugs).
    let subject: LaunchSubject<Route>
    /// The resolvers under test, built once as an app builds its router once: over `router`, and
    /// over the same routes registered in reverse order. Empty for the library itself.
    let resolvers: [@Sendable (LaunchInput) -> RouteOutcome<Route>]
    /// For a subject under test: the bytes read as the harness's choices, for an input of any
    /// kind (an activity, a quick action, a notification), which no URL is.
    let generated: Generator<LaunchInput>?

    public init(router: Router<Route>) {
        self.router = router
        subject = .standard
        resolvers = []
        generated = nil
    }

    /// An oracle that checks `subject`, a router or inbox under test, against the library on
    /// `router`: on each input that carries the URL, and on an input of any kind the bytes stand
    /// for as the harness's choices, the subject's outcome is the library's; the order the routes
    /// were registered in changes nothing; and its inbox delivers the URL cold and warm. How the
    /// harness measures which of its planted bugs the fuzzers find.
    public init(router: Router<Route>, subject: LaunchSubject<Route>) {
        self.router = router
        self.subject = subject
        let table = router.table
        let reversed = try? Router(
            table: RouteTable(
                schemes: table.schemes, domains: table.domains, limits: table.limits,
                routes: table.definitions.reversed()),
            activities: router.rules.activities, shortcuts: router.rules.shortcuts,
            notificationURLKey: router.rules.notificationURLKey, notifications: router.rules.notifications,
            spotlight: router.rules.spotlight, webpageActivityTypes: router.rules.webpageActivityTypes)
        resolvers = [router, reversed].compactMap { $0 }.map(subject.makeResolver)
        generated = LaunchInputGenerator(router: router).any
    }

    /// `nil` when every law holds on `bytes`, otherwise what broke.
    public func check(_ bytes: [UInt8]) -> String? {
        let table = router.table
        let compiled = table.match(bytes: bytes)
        let reference = table.match(bytes: bytes, usingReference: true)
        guard compiled == reference else {
            return "the compiled matcher gives \(compiled) but the reference matcher \(reference)"
        }
        let text = String(validating: bytes, as: UTF8.self)
        if let broken = checkSubject(bytes, url: text) { return broken }
        guard let url = text else { return nil }
        let outcome = table.resolve(url)
        let resolve = resolvers.first ?? { router.resolve($0) }
        // A URL the patterns take that the binding turns down, unless its route says it may.
        if case .success(let match) = compiled, outcome.route == nil,
            let definition = table.definitions.first(where: { $0.name == match.name }), !definition.allowsDeclines,
            let reason = outcome.reason
        {
            return "P4 binding: \"\(url)\" matches route \"\(match.name)\", but its binding gives \(reason.code): "
                + reason.message
        }
        let failures = LaunchTrial(url: url, router: router, subject: subject).failures(expecting: outcome.route)
        if let first = failures.first {
            return "P1 cold and warm: \"\(url)\" gives \(Render.outcome(outcome)) opened, but \(first)"
        }
        if let route = outcome.route, let fault = RoundTrip(table: table).fault(of: route, from: url, resolve: resolve)
        {
            return "P4 round trip: \"\(url)\" " + fault.describe(route)
        }
        return nil
    }

    /// What the subject under test does differently from the library, when it is not the library
    /// itself: on the input of any kind `bytes` stand for as choices, and on `url`, when the bytes
    /// are one, as every input that carries it.
    private func checkSubject(_ bytes: [UInt8], url: String?) -> String? {
        guard let tested = resolvers.first, let generated else { return nil }
        var choices = Choices(replaying: bytes.map(UInt64.init))
        var inputs = [generated.generate(&choices)]
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
            if outcome != library {
                return "the router under test: \(Render.input(input)) gives \(Render.outcome(outcome)), the library "
                    + Render.outcome(library)
            }
        }
        guard let url else { return nil }
        // Once more: a resolver that remembers what it saw answers the same input otherwise.
        let opened = LaunchInput.openURL(.init(url: url))
        let declared = router.resolve(opened)
        let again = tested(opened)
        if again != declared {
            return "P9 determinism: \(Render.input(opened)) gives \(Render.outcome(declared)), then "
                + Render.outcome(again)
        }
        for reordered in resolvers.dropFirst() {
            let outcome = reordered(opened)
            if outcome != declared {
                return "P2 registration order: \"\(url)\" gives \(Render.outcome(declared)) as declared but "
                    + "\(Render.outcome(outcome)) with the routes registered in reverse order"
            }
        }
        return nil
    }

    /// What `bytes` give, in a word: the route's case, or the reason's code.
    public func outcome(_ bytes: [UInt8]) -> String {
        switch router.table.match(bytes: bytes) {
        case .success(let match): match.name
        case .failure(let reason): "\(reason.code)"
        }
    }

    /// Checks the bytes libFuzzer passes and traps with what broke, so that libFuzzer keeps the
    /// input: the body of an app's `LLVMFuzzerTestOneInput`.
    public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let broken = check(bytes) {
            fatalError("launch-routing: \(broken.escapingControls)")
        }
        return 0
    }

    /// Seeds an empty corpus: when the first corpus directory on libFuzzer's command line has no
    /// file yet, writes to it the inputs ``fuzzer(seeds:seed:)`` starts from (the routes' examples
    /// and inputs the harness generates from the table), so that a run starts from every route,
    /// and reaches values an app's few links do not (a large id, say). The body of an app's
    /// `LLVMFuzzerInitialize`.
    public func initialize(
        _ argc: UnsafeMutablePointer<CInt>?,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
    ) -> CInt {
        guard let argc, let arguments = argv?.pointee else { return 0 }
        let strings = (0..<Int(argc.pointee)).compactMap { arguments[$0].map { String(cString: $0) } }
        if let directory = CorpusDirectory.first(of: strings) {
            _ = CorpusDirectory.seedIfEmpty(directory, with: fuzzer().seeds)
        }
        return 0
    }

    /// An in-process fuzzer over this oracle, from `seeds` (the app's own links), its routes'
    /// examples, and inputs generated from its table.
    public func fuzzer(seeds: [String] = [], seed: UInt64 = 1) -> InputFuzzer {
        let examples = seeds + router.table.definitions.flatMap(\.declaration.examples)
        return InputFuzzer(
            seeds: InputFuzzer.seeds(examples: examples, table: router.table, seed: seed), oracle: check,
            outcome: outcome)
    }
}
