@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many inputs a second the full check gets through on one core: run it in a release build
/// (see docs/testing.md, "Throughput"); skipped unless `LAUNCH_ROUTING_THROUGHPUT` is set.
@Suite struct ThroughputTests {
    static let iterations = getenv("LAUNCH_ROUTING_THROUGHPUT").flatMap { Int(String(cString: $0)) }

    @Test(.enabled(if: iterations != nil))
    func fullCheckOnTheExampleRouter() throws {
        let router = try ExampleRoutes.router()
        let iterations = Self.iterations ?? 0
        var total = 0
        var seconds = 0.0
        for property in LaunchProperty.allCases {
            let start = Self.threadSeconds()
            let report = LaunchProperties(router: router).check(seed: 1, iterations: iterations, only: [property])
            let elapsed = Self.threadSeconds() - start
            let inputs = report.results.reduce(0) { $0 + $1.inputs + $1.discarded }
            total += inputs
            seconds += elapsed
            print("\(property.rawValue)  \(inputs) inputs  \(Int(Double(inputs) / elapsed)) a second")
            #expect(report.passed, "\(report)")
        }
        print(
            "all  \(total) inputs in \(seconds) s of CPU time: \(Int(Double(total) / seconds)) inputs a second on one core"
        )
    }

    /// CPU time of this thread: what one core spent, whatever else the machine is doing.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
