@_spi(Fuzzing) import LaunchRouting

/// `launch-route bench`: the executable's benchmark, framed: the processor and build on top,
/// the report's text or its fields as JSON, a progress line while it runs.
enum BenchCommand: Subcommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure resolving, building and memory in a release build, side by side with baselines.",
        discussion: """
            Measures, in one run: resolving URLs against generated tables of 10, 100, 1,000 and 10,000
            routes (hits and misses, both schemes and domains, with queries), building those tables, the
            memory they hold, the harness's inputs per second on the built-in table, and, side by side, a
            linear first-match matcher behind Foundation's URLComponents and a bare byte-level trie walk.
            Then the app's path: the built-in example's inputs through LaunchInboxController against
            resolving them directly, building its table and router and those of generated tables, and
            the harness as an app's test runs it. Figures of a debug build mean little, but for the
            harness's (--app in a debug build: what an app's debug test run pays).
            """,
        options: [
            .init(name: "--quick", help: "Fewer repetitions and shorter measurements, for a smoke test."),
            .init(
                name: "--profile",
                help:
                    "Only resolve the hits of the 1,000-route workload for 3 seconds, for a profiler\n(perf record); LAUNCH_ROUTE_PROFILE_PASSES bounds the passes."
            ),
            .init(
                name: "--app",
                help:
                    "Only the app's path: inputs through the inbox, building at launch, and the harness;\nin a debug build, what an app's debug test run pays for the harness."
            ),
            .init(
                name: "--oversize",
                help:
                    "Only lint an AASA file of 200,000 components (7.6 MB) against one at Apple's 128 KB\nlimit: CPU time and peak memory; fail when the large one costs over twice the other."
            ),
            .init(
                name: "--allocations",
                help:
                    "Only count the heap allocations of one resolve of each kind of input on the built-in\ntable, and the heap a 1,000-route table holds; fail when one is over its bound (glibc\nonly)."
            ),
        ],
        examples: [
            ("", "the full run (run it as swift run -c release launch-route bench)"),
            ("--quick --json", "a smoke test, as JSON"),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        guard let benchmark = context.benchmark else {
            throw ToolError(
                .unavailable, "bench is not available in this build",
                hint: "run it from the launch-route executable: swift run -c release launch-route bench")
        }
        if !benchmark.isReleaseBuild && !arguments.has("--app") {
            output.warning(
                "this is a debug build; its figures mean little", hint: "swift run -c release launch-route bench")
        }
        let figures: Benchmark.Figures
        do {
            let request = Benchmark.Request(
                quick: arguments.has("--quick"), profile: arguments.has("--profile"),
                allocations: arguments.has("--allocations"), appPath: arguments.has("--app"),
                oversize: arguments.has("--oversize"))
            figures = try benchmark.run(request) { step in
                context.progress?.update("bench: \(step)")
            }
        } catch {
            throw ToolError(
                .internalError, "the benchmark's table does not build: \(error.message)",
                hint: "this is a bug in the benchmark; please report it")
        }
        context.progress?.clear()
        let build = benchmark.isReleaseBuild ? "release" : "debug"
        if arguments.isJSON {
            var members: [(key: String, value: JSONValue)] = [
                ("processor", .optional(benchmark.processorName)), ("build", .string(build)),
                ("quick", .bool(arguments.has("--quick"))),
                ("profile", .bool(arguments.has("--profile"))),
            ]
            if case .object(let fields) = figures.json {
                members += fields
            } else {
                members.append(("figures", figures.json))
            }
            output.line(JSONValue.object(members).serialized())
        } else {
            output.line(
                output.style.bold(
                    "launch-route bench: \(benchmark.processorName ?? "unknown processor"), Swift \(build) build"))
            output.line(figures.text)
        }
        return figures.passed ? .success : .failure
    }
}
