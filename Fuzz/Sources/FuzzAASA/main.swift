@_spi(Fuzzing) import LaunchRoutingLint
@_spi(Fuzzing) import LaunchRoutingTesting

// Any bytes as an apple-app-site-association file: it parses or throws an AASAError with a
// message, and a file that parses decides URLs derived from it and the example table's universal
// links the same way twice, with `opens` agreeing (`AASAOracle`, in LaunchRoutingLint).
private let exampleLinks = ExampleRoutes.universalLinks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAASA(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let broken = AASAOracle.check(bytes, exampleURLs: exampleLinks) {
        fatalError("FuzzAASA: \(broken)")
    }
    return 0
}
