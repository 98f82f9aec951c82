import LaunchRouteCommands
@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// `launch-route bench --profile`: a few seconds of one workload, for `perf record`, set by the
/// environment rather than by options, since only someone profiling reads it:
/// `LAUNCH_ROUTE_PROFILE_ROUTES=N` (a table of N generated routes; 1,000 by default),
/// `LAUNCH_ROUTE_PROFILE_BUILD=1` (build the table over and over instead of resolving; `=example`:
/// the built-in example's table and router from its parsed spec),
/// `LAUNCH_ROUTE_PROFILE_MISSES=1` (resolve the misses instead of the hits),
/// `LAUNCH_ROUTE_PROFILE_INBOX=1` (the built-in example's URLs through `LaunchInboxController`, as
/// an app receives them warm; `=2`: the same URLs resolved directly, its baseline; `=3`: cold
/// launches of three inputs, as `bench`'s cold row makes them, each through a new controller;
/// `=4`: the same inputs resolved directly),
/// `LAUNCH_ROUTE_PROFILE_PASSES=N` (stop after N passes; otherwise after 3 s of CPU).
enum Profile {
    static func run() throws(RouteTableError) -> Benchmark.Figures {
        // Resolve the hits of the 1,000-route workload (LAUNCH_ROUTE_PROFILE_ROUTES=N: of N routes)
        // for a few seconds, for `perf record`.
        if let inbox = Platform.environment("LAUNCH_ROUTE_PROFILE_INBOX").flatMap({ Int($0) }) {
            return inboxRun(mode: inbox)
        }
        if Platform.environment("LAUNCH_ROUTE_PROFILE_BUILD") == "example" { return exampleBuilds() }
        let routes = Int(Platform.environment("LAUNCH_ROUTE_PROFILE_ROUTES") ?? "") ?? 1_000
        let workload = BenchWorkload(routes: routes, urls: 20_000)
        let table = try workload.table()
        if Platform.environment("LAUNCH_ROUTE_PROFILE_BUILD") == "1" {
            // Builds the table over and over instead.
            var builds = 0
            let start = Platform.threadCPUNanoseconds()
            let passes = Int(Platform.environment("LAUNCH_ROUTE_PROFILE_PASSES") ?? "") ?? Int.max
            while builds < passes, Platform.threadCPUNanoseconds() - start < 3_000_000_000 {
                builds += try workload.table().definitions.isEmpty ? 0 : 1
            }
            let perBuild = Int(Double(Platform.threadCPUNanoseconds() - start) / Double(max(builds, 1)))
            return Benchmark.Figures(
                text: "built \(builds) tables, \(perBuild) ns per table",
                json: .object([("builds", .number(String(builds))), ("nanosecondsPerBuild", .number(String(perBuild)))])
            )
        }
        // LAUNCH_ROUTE_PROFILE_MISSES=1 profiles the misses instead.
        let urls = Platform.environment("LAUNCH_ROUTE_PROFILE_MISSES") == "1" ? workload.missURLs : workload.hitURLs
        var routed = 0
        let start = Platform.threadCPUNanoseconds()
        let passes = Int(Platform.environment("LAUNCH_ROUTE_PROFILE_PASSES") ?? "") ?? Int.max
        var pass = 0
        while pass < passes, Platform.threadCPUNanoseconds() - start < 3_000_000_000 {
            for url in urls { if case .routed = table.resolve(url) { routed += 1 } }
            pass += 1
        }
        let elapsed = Double(Platform.threadCPUNanoseconds() - start)
        let perHit = Int(elapsed / Double(max(pass * urls.count, 1)))
        return Benchmark.Figures(
            text: "routed \(routed) of \(pass * urls.count), \(perHit) ns per URL",
            json: .object([("routed", .number(String(routed))), ("nanosecondsPerHit", .number(String(perHit)))]))
    }

    /// The built-in example's table and router built from its parsed spec, over and over: the
    /// launch row of "The app's path".
    private static func exampleBuilds() -> Benchmark.Figures {
        let spec = ExampleRoutes.spec
        var builds = 0
        let start = Platform.threadCPUNanoseconds()
        let passes = Int(Platform.environment("LAUNCH_ROUTE_PROFILE_PASSES") ?? "") ?? Int.max
        while builds < passes, Platform.threadCPUNanoseconds() - start < 3_000_000_000 {
            builds += (try? spec.router())?.table.definitions.isEmpty == false ? 1 : 0
        }
        let perBuild = Int(Double(Platform.threadCPUNanoseconds() - start) / Double(max(builds, 1)))
        return Benchmark.Figures(
            text: "built \(builds) routers, \(perBuild) ns per router",
            json: .object([("builds", .number(String(builds))), ("nanosecondsPerBuild", .number(String(perBuild)))]))
    }

    /// The warm row of "The app's path" (`mode` 1; 2 its baseline), or the cold row (3; 4 its
    /// baseline), pass after pass over the built-in example's inputs.
    private static func inboxRun(mode: Int) -> Benchmark.Figures {
        // The built-in example always builds (its tests say so).
        guard let router = try? ExampleRoutes.router() else { return Benchmark.Figures(text: "", json: .null) }
        let urls = ExampleRoutes.spec.routes.flatMap(\.examples)
        let links = urls.filter { $0.hasPrefix("https://") }
        let custom = urls.filter { !$0.hasPrefix("https://") }
        let items = router.rules.shortcuts.map { LaunchInput.ShortcutItem(type: $0.type) }
        // As AppPathBench's cold row: a URL, a universal link and a quick action, cycled.
        let launches = (0..<max(custom.count, links.count)).map { index in
            LaunchOptions(
                urlContexts: [.init(url: custom[index % custom.count])],
                userActivities: [.browsingWeb(links[index % links.count])],
                shortcutItem: items[index % items.count])
        }
        let coldInputs = launches.map(\.inputs)
        let passes = Int(Platform.environment("LAUNCH_ROUTE_PROFILE_PASSES") ?? "") ?? Int.max
        return MainActor.assumeIsolated {
            var delivered = 0
            let clock = AppPathBench.MinuteClock()
            let controller = LaunchInboxController(router: router, clock: clock.launchClock) { _ in delivered += 1 }
            controller.connect(options: LaunchOptions())
            controller.setReady(true)
            var pass = 0
            var inputs = 0
            let start = Platform.threadCPUNanoseconds()
            while pass < passes, Platform.threadCPUNanoseconds() - start < 3_000_000_000 {
                switch mode {
                case 2: for url in urls { delivered += router.table.resolve(url).route == nil ? 0 : 1 }
                case 3:
                    for options in launches {
                        let cold = LaunchInboxController(router: router, clock: clock.launchClock) { _ in delivered += 1
                        }
                        cold.connect(options: options)
                        cold.setReady(true)
                    }
                case 4:
                    for inputs in coldInputs {
                        for input in inputs { delivered += router.resolve(input).route == nil ? 0 : 1 }
                    }
                default: for url in urls { _ = controller.receive(.openURL(.init(url: url))) }
                }
                inputs += mode >= 3 ? launches.count * 3 : urls.count
                pass += 1
            }
            let perInput = Int(Double(Platform.threadCPUNanoseconds() - start) / Double(max(inputs, 1)))
            return Benchmark.Figures(
                text: "\(delivered) of \(inputs) inputs, \(perInput) ns per input",
                json: .object([
                    ("delivered", .number(String(delivered))), ("nanosecondsPerInput", .number(String(perInput))),
                ]))
        }
    }
}
