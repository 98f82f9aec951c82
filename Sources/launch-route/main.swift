import LaunchRouting
import LaunchRoutingTesting

/// Exit codes, after sysexits(3): 0 success, 1 a property failed, 64 usage, 65 the table does not load or build.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 64
    case dataError = 65
}

let usage = """
    USAGE: launch-route <subcommand> [options]

    SUBCOMMANDS:
      check       Run every property on a table, seeded.
      bench       Measure resolving, building and memory, side by side with a baseline.

    Run `launch-route <subcommand> --help` for a subcommand's options.
    """

let checkUsage = """
    USAGE: launch-route check [--seed <n>] [--iterations <n>]

    Runs the harness's properties on the built-in example table and prints a summary.

    OPTIONS:
      --seed <n>         The run's seed (default: LAUNCH_ROUTING_SEED, or a fixed seed).
      --iterations <n>   Inputs per property (default: 2000).
      -h, --help         Show this help.
    """

func fail(_ message: String, hint: String, _ code: ExitCode) -> Never {
    Platform.writeStandardError("error: \(message)\nhint: \(hint)\n")
    Platform.exit(code.rawValue)
}

func check(_ arguments: ArraySlice<String>) -> ExitCode {
    var seed = PropertyRunner.seed(default: 20_261_122)
    var iterations = 2_000
    var rest = arguments
    while let argument = rest.popFirst() {
        switch argument {
        case "-h", "--help":
            print(checkUsage)
            return .success
        case "--seed", "--iterations":
            guard let value = rest.popFirst(), let number = UInt64(value), number > 0 || argument == "--seed" else {
                fail("\(argument) needs a positive whole number", hint: "for example: launch-route check \(argument) 1000", .usage)
            }
            if argument == "--seed" { seed = number } else { iterations = Int(clamping: number) }
        default:
            fail("unknown option \"\(argument)\" for check", hint: "run `launch-route check --help`", .usage)
        }
    }
    let table: RouteTable<RouteMatch>
    do {
        table = try ExampleRoutes.table()
    } catch {
        fail("the table does not build: \(error.message)", hint: "fix the route named in the message", .dataError)
    }
    print("launch-route check: built-in example table, \(table.definitions.count) routes, schemes \(table.schemes.joined(separator: ", ")), domains \(table.domains.joined(separator: ", "))")
    print("seed \(seed), \(iterations) inputs per property")
    let report = TableProperties(table: table).check(seed: seed, iterations: iterations)
    for result in report.results {
        let status = result.passed ? "pass" : "FAIL"
        let discarded = result.discarded > 0 ? ", \(result.discarded) discarded" : ""
        print("\(status) \(result.property.rawValue) \(result.property.title): \(result.inputs) inputs\(discarded)")
        if let failure = result.failure {
            print("  " + failure.split(separator: "\n").joined(separator: "\n  "))
            print("  replay: swift run launch-route check --seed \(seed) --iterations \(iterations)")
        }
    }
    let reached = report.coverage.values.filter { $0 > 0 }.count
    print("coverage: \(reached) of \(table.definitions.count) routes reached")
    for warning in report.warnings { print("warning: \(warning)") }
    let failed = report.results.filter { !$0.passed }.count
    print(failed == 0 ? "all \(report.results.count) properties passed" : "\(failed) of \(report.results.count) properties failed")
    return failed == 0 ? .success : .failure
}

let benchUsage = """
    USAGE: launch-route bench [--quick]

    Measures, in one run: resolving URLs against generated tables of 10, 100, 1,000 and 10,000
    routes (hits and misses, both schemes and domains, with queries), building those tables, the
    memory they hold, the harness's inputs per second, and, side by side, a linear first-match
    matcher behind Foundation's URLComponents and a bare byte-level trie walk. Build in release:
    swift run -c release launch-route bench

    OPTIONS:
      --quick        Fewer repetitions and shorter measurements, for a smoke test.
      -h, --help     Show this help.
    """

func bench(_ arguments: ArraySlice<String>) -> ExitCode {
    var bench = Bench()
    for argument in arguments {
        switch argument {
        case "-h", "--help":
            print(benchUsage)
            return .success
        case "--profile":
            // Resolve the hits of the 1,000-route workload for a few seconds, for `perf record`.
            let workload = BenchWorkload(routes: 1_000, urls: 20_000)
            guard let table = try? workload.table() else { return .dataError }
            var routed = 0
            let start = Platform.threadCPUNanoseconds()
            let passes = Int(Platform.environment("LAUNCH_ROUTE_PROFILE_PASSES") ?? "") ?? Int.max
            var pass = 0
            while pass < passes, Platform.threadCPUNanoseconds() - start < 3_000_000_000 {
                for url in workload.hitURLs { if case .routed = table.resolve(url) { routed += 1 } }
                pass += 1
            }
            let elapsed = Double(Platform.threadCPUNanoseconds() - start)
            print("routed \(routed), \(Int(elapsed / Double(pass * workload.hitURLs.count))) ns per hit")
            return .success
        case "--quick":
            bench.repetitions = 3
            bench.sliceNanoseconds = 20_000_000
            bench.urlsPerWorkload = 2_000
        default:
            fail("unknown option \"\(argument)\" for bench", hint: "run `launch-route bench --help`", .usage)
        }
    }
    #if DEBUG
    Platform.writeStandardError("warning: this is a debug build; figures mean little\nhint: swift run -c release launch-route bench\n")
    #endif
    print("launch-route bench: \(Platform.processorName ?? "unknown processor"), Swift release build")
    do {
        let report = try bench.run { Platform.writeStandardError("bench: \($0)\n") }
        print(report.text)
    } catch {
        fail("the benchmark table does not build: \(error.message)", hint: "this is a bug in the benchmark", .dataError)
    }
    return .success
}

var arguments = CommandLine.arguments.dropFirst()
switch arguments.popFirst() {
case "check":
    Platform.exit(check(arguments).rawValue)
case "bench":
    Platform.exit(bench(arguments).rawValue)
case "-h", "--help", "help":
    print(usage)
case nil:
    print(usage)
    Platform.exit(ExitCode.usage.rawValue)
case let other?:
    fail("unknown subcommand \"\(other)\"", hint: "run `launch-route --help` for the list", .usage)
}
