import LaunchRouteCommands
@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// The benchmark `launch-route bench` runs, handed to the tool by its executable: the bench owns
/// the timers and the heap statistics, which the tool's library (and its in-process tests) never
/// touch. `docs/performance.md` explains what it measures.
package enum LaunchRouteBench {
    #if DEBUG
    static let isReleaseBuild = false
    #else
    static let isReleaseBuild = true
    #endif

    package static let benchmark = Benchmark(processorName: Platform.processorName, isReleaseBuild: isReleaseBuild) {
        request, progress throws(RouteTableError) in
        if request.allocations { return try AllocationCheck.run() }
        if request.profile { return try Profile.run() }
        if request.oversize { return OversizeLint.run() }
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
}
