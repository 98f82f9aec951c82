@_spi(Fuzzing) import LaunchRoutingTesting

// Any bytes as the choices of a launch-event schedule over one to three windows of the built-in
// example app, whose inboxes deliver to one LaunchScenes: nothing is shown in a window that is not
// connected, nothing received is lost (a closed window's inputs included), and each delivery is
// shown exactly once or dropped as a copy (`LaunchScenesOracle`). The trap's message ends with the
// decisions and the schedule, one step a line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLaunchScenes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let broken = MainActor.assumeIsolated({ FuzzTarget.launchScenes.check(bytes) }) {
        fatalError("FuzzLaunchScenes: \(broken)")
    }
    return 0
}
