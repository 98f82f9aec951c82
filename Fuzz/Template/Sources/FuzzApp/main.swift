import AppCore
@_spi(Fuzzing) import LaunchRoutingTesting

// snippet.begin fuzz-app
let oracle = AppRouterOracle(router: try! AppRouter.make())

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    oracle.initialize(argc, argv)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzApp(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    oracle.fuzz(data, size)
}
// snippet.end
