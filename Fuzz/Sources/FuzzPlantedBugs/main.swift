import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// FuzzPlantedBugs: the harness's planted bugs (P10) under libFuzzer, one a run, named by
// LAUNCH_ROUTING_PLANTED_BUG (none: the library itself). Each input goes through every oracle on
// the bug's subject: the app's router oracle (the bytes as a URL and as any kind of input), and
// the bytes as the choices of a schedule of inputs and of scenes. The broken routers and inboxes
// are the harness's own test fixtures, compiled here from Tests/ (symbolic links), never part of a
// product. `Fuzz/run planted` runs every bug and checks that each is found.
let name = getenv("LAUNCH_ROUTING_PLANTED_BUG").map { String(cString: $0) } ?? ""
let properties: LaunchProperties<RouteMatch> = {
    guard !name.isEmpty else { return LaunchProperties(router: try! ExampleRoutes.router()) }
    guard let bug = PlantedBug.catalogue.first(where: { $0.name == name }) else {
        fatalError("no planted bug \"\(name)\"; they are: " + PlantedBug.catalogue.map(\.name).joined(separator: ", "))
    }
    return try! bug.properties()
}()
let router = AppRouterOracle(router: properties.router, subject: properties.subject)
let events = LaunchEventsOracle(router: properties.router, configuration: .init(), subject: properties.subject)
let scenes = LaunchScenesOracle(router: properties.router, configuration: .init(), scenes: properties.scenes)

@_cdecl("LLVMFuzzerInitialize")
public func initialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    // LAUNCH_ROUTING_PLANTED_BUG=list: the bugs' names, one a line, for `Fuzz/run planted`.
    if name == "list" {
        print(PlantedBug.catalogue.map(\.name).joined(separator: "\n"))
        exit(0)
    }
    return router.initialize(argc, argv)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlantedBugs(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let broken =
        router.check(bytes) ?? MainActor.assumeIsolated { events.check(bytes) } ?? scenes.check(bytes)
    if let broken { fatalError("launch-routing: \(broken)") }
    return 0
}
