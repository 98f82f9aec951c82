@_spi(Fuzzing) import LaunchRouting

/// The per-input laws on an app's own router, its binding closures included: the oracle an app's
/// fuzz target calls, under libFuzzer or ``InputFuzzer``. The laws are ``ResolveOracle``'s, the
/// `FuzzResolve` target's, on the app's table, rules and inbox.
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
    private let laws: ResolveOracle<Route>

    public init(router: Router<Route>) {
        self.router = router
        laws = ResolveOracle(router: router)
    }

    /// An oracle that checks `subject`, a router or inbox under test, against the library on
    /// `router`, before the laws: how the harness measures which of its planted bugs (P10) the
    /// fuzzers find.
    public init(router: Router<Route>, subject: LaunchSubject<Route>) {
        self.router = router
        laws = ResolveOracle(router: router, subject: subject)
    }

    /// `nil` when every law holds on `bytes`, otherwise what broke.
    public func check(_ bytes: [UInt8]) -> String? {
        laws.check(bytes)
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
