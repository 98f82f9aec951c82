import LaunchRouting

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

    public init(router: Router<Route>) {
        self.router = router
    }

    /// `nil` when every law holds on `bytes`, otherwise what broke.
    public func check(_ bytes: [UInt8]) -> String? {
        let table = router.table
        let compiled = table.match(bytes: bytes)
        let reference = table.match(bytes: bytes, usingReference: true)
        guard compiled == reference else {
            return "the compiled matcher gives \(compiled) but the reference matcher \(reference)"
        }
        guard let url = String(validating: bytes, as: UTF8.self) else { return nil }
        let outcome = table.resolve(url)
        // A URL the patterns take that the binding turns down, unless its route says it may.
        if case .success(let match) = compiled, outcome.route == nil,
            let definition = table.definitions.first(where: { $0.name == match.name }), !definition.allowsDeclines,
            let reason = outcome.reason
        {
            return "P4 binding: \"\(url)\" matches route \"\(match.name)\", but its binding gives \(reason.code): "
                + reason.message
        }
        let failures = LaunchTrial(url: url, router: router).failures(expecting: outcome.route)
        if let first = failures.first {
            return "P1 cold and warm: \"\(url)\" gives \(Render.outcome(outcome)) opened, but \(first)"
        }
        if let route = outcome.route {
            for written in [table.url(for: route), table.universalLink(for: route)].compactMap({ $0 }) {
                let back = table.resolve(written)
                if back.route != route {
                    return "P4 round trip: \"\(url)\" routes to \(route), written \"\(written)\", which gives "
                        + Render.outcome(back)
                }
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

    /// An in-process fuzzer over this oracle, from `seeds` (the app's own links) and inputs
    /// generated from its table.
    public func fuzzer(seeds: [String] = [], seed: UInt64 = 1) -> InputFuzzer {
        InputFuzzer(
            seeds: InputFuzzer.seeds(examples: seeds, table: router.table, seed: seed), oracle: check,
            outcome: outcome)
    }
}
