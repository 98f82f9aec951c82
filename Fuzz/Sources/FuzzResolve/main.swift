@_spi(Fuzzing) import LaunchRoutingTesting

// Any bytes as a URL against the built-in example table (`ExampleRoutes`): the compiled and the
// reference matcher agree, a reason for every input that does not route, fragment and scheme-case
// invariance, cold ≡ warm through a `LaunchInbox`, and the round trip (`ResolveOracle`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolve(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let broken = MainActor.assumeIsolated({ FuzzTarget.resolve.check(bytes) }) {
        fatalError("FuzzResolve: \(broken)")
    }
    return 0
}
