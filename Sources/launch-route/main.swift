import LaunchRouteCommands
@_spi(Fuzzing) import LaunchRouting

// The executable is a thin shell: the tool's logic is in LaunchRouteCommands, and the benchmark,
// which owns the timers and the heap statistics, is handed to it here.

#if DEBUG
let isReleaseBuild = false
#else
let isReleaseBuild = true
#endif

let benchmark = Benchmark(processorName: Platform.processorName, isReleaseBuild: isReleaseBuild) {
    request, progress throws(RouteTableError) in
    if request.allocations { return try AllocationCheck.run() }
    if request.profile {
        // Resolve the hits of the 1,000-route workload (LAUNCH_ROUTE_PROFILE_ROUTES=N: of N routes)
        // for a few seconds, for `perf record`.
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
    var bench = Bench()
    if request.quick {
        bench.repetitions = 3
        bench.sliceNanoseconds = 20_000_000
        bench.urlsPerWorkload = 2_000
    }
    if request.appPath {
        guard let report = AppPathBench(bench: bench).run(isReleaseBuild: isReleaseBuild, progress: progress) else {
            return Benchmark.Figures(text: "the built-in example does not build", json: .null, passed: false)
        }
        let verdicts = report.verdicts.map { ($0.met ? "met    " : "MISSED ") + $0.text }
        return Benchmark.Figures(
            text: ([report.text, "", "targets"] + verdicts).joined(separator: "\n"), json: report.json)
    }
    let report = try bench.run(isReleaseBuild: isReleaseBuild, progress: progress)
    return Benchmark.Figures(text: report.text, json: report.json)
}

let result = LaunchRouteTool.run(Array(CommandLine.arguments.dropFirst()), context: .process(benchmark: benchmark))
ProcessIO.writeStandardOutput(result.standardOutput)
ProcessIO.writeStandardError(result.standardError)
ProcessIO.exit(result.exitCode)
