@_spi(Fuzzing) import LaunchRoutingTesting

// Any bytes as a JSON route spec: it loads or throws a reason, its table and router build or throw
// a reason, URLs derived from a table that builds keep every law of the resolve target, and the
// router answers every rule's input with a route or a reason (`SpecLoaderOracle`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecLoader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let broken = MainActor.assumeIsolated({ FuzzTarget.specLoader.check(bytes) }) {
        fatalError("FuzzSpecLoader: \(broken)")
    }
    return 0
}
