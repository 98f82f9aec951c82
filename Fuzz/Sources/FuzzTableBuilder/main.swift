@_spi(Fuzzing) import LaunchRoutingTesting

// Any bytes as a route table in `TableText` form: it builds or throws a reason, registration order
// changes nothing, and URLs derived from a table that builds keep every law of the resolve
// target (`TableBuilderOracle`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTableBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let broken = MainActor.assumeIsolated({ FuzzTarget.tableBuilder.check(bytes) }) {
        fatalError("FuzzTableBuilder: \(broken)")
    }
    return 0
}
