@_spi(Fuzzing) import LaunchRoutingTesting

// Any bytes as the choices of a launch-event schedule over one or two scenes of the built-in
// example app: run through the inbox and the controller, each delivers what the model delivers,
// never before ready, never twice, and loses nothing (`LaunchEventsOracle`). The trap's message
// ends with the schedule, one step a line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLaunchEvents(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let broken = MainActor.assumeIsolated({ FuzzTarget.launchEvents.check(bytes) }) {
        fatalError("FuzzLaunchEvents: \(broken)")
    }
    return 0
}
