@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// `launch-route bench`: resolving, building and memory for tables of 10 to 10,000 routes, the
/// harness's throughput, and two references measured in the same run: a linear first-match
/// matcher behind Foundation's `URLComponents` (what a typical iOS deep-link library does) and a
/// bare byte-level trie walk (the floor).
///
/// Benchmarks run interleaved, one repetition of each in turn, so that a noisy neighbour slows
/// them all alike and the ratios stay meaningful.
struct Bench {
    var sizes = [10, 100, 1_000, 10_000]
    var repetitions = 7
    /// Target time of one measurement, in nanoseconds.
    var sliceNanoseconds: UInt64 = 150_000_000
    var urlsPerWorkload = 20_000

    struct Figure {
        var median: Double
        var spread: Double
        var samples: [Double]
    }

    struct Row {
        var routes: Int
        var mixed: Figure
        var hits: Figure
        var misses: Figure
        var linear: Figure
        var bare: Figure
        var buildMilliseconds: Figure
        var memoryBytes: Int?
        var trieNodes: Int
    }

    struct Report {
        var rows: [Row]
        var harnessInputsPerSecond: Double
        var agreement: [Int: Double]
        /// Heap allocations per resolve, by kind of URL, where the C library lets us count them.
        var allocations: [(label: String, perResolve: Double)]
        /// ``WorstCase`` URLs against the 1,000-route table: their outcome and cost.
        var worstURLs: [WorstURL] = []
        /// The mixed workload's median cost per byte at 1,000 routes, in the same run.
        var mixedPerByte: Double = 0
        /// ``WorstCase`` tables of 1,000 routes: build time per byte of their routes, in nanoseconds.
        var worstTables: [(label: String, perByte: Figure)] = []
        /// The workload's build time per byte of routes at 1,000 routes, in nanoseconds, in the same run.
        var buildPerByte: Double = 0
        /// What an app runs: its inputs through the inbox, its launch, its harness.
        var appPath: AppPathBench.Report? = nil
    }

    struct WorstURL {
        var label: String
        var bytes: Int
        var outcome: String
        var nanoseconds: Figure
        var perByte: Double { nanoseconds.median / Double(bytes) }
    }

    /// Allocations per `table.resolve` of each URL, averaged; `nil` where malloc is not counted.
    static func allocations(_ urls: [String], _ table: RouteTable<RouteMatch>) -> Double? {
        guard !urls.isEmpty, let before = Platform.mallocCalls() else { return nil }
        var routed = 0
        for url in urls { if case .routed = table.resolve(url) { routed += 1 } }
        guard let after = Platform.mallocCalls(), routed == urls.count else { return nil }
        return Double(after - before) / Double(urls.count)
    }

    /// Nanoseconds per operation of `body` over `inputs`, one slice.
    func measure<Input>(_ inputs: [Input], _ body: (Input) -> Int) -> Double {
        var sink = 0
        var operations = 0
        let start = Platform.threadCPUNanoseconds()
        var now = start
        while now - start < sliceNanoseconds {
            for input in inputs { sink &+= body(input) }
            operations += inputs.count
            now = Platform.threadCPUNanoseconds()
        }
        if sink == 42 { Platform.writeStandardError("") }
        return Double(now - start) / Double(operations)
    }

    static func figure(_ samples: [Double]) -> Figure {
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2]
        return Figure(
            median: median, spread: median == 0 ? 0 : (sorted.last! - sorted.first!) / median, samples: samples)
    }

    func run(isReleaseBuild: Bool, progress: (String) -> Void) throws(RouteTableError) -> Report {
        var prepared: [BenchSubject] = []
        var agreement: [Int: Double] = [:]
        for size in sizes {
            progress("preparing \(size) routes")
            let subject = try BenchSubject(routes: size, urls: urlsPerWorkload)
            prepared.append(subject)
            agreement[size] = subject.agreement()
        }
        let worst = prepared.first { $0.workload.definitions.count == 1_000 }
        let worstURLs = worst.map { WorstCase.urls($0.workload, $0.table) } ?? []
        let worstTables = worst == nil ? [] : WorstCase.tables(1_000)
        var worstURLSamples = [[Double]](repeating: [], count: worstURLs.count)
        var worstTableSamples = [[Double]](repeating: [], count: worstTables.count)
        var samples = [[String: [Double]]](repeating: [:], count: sizes.count)
        for repetition in 0..<repetitions {
            progress("repetition \(repetition + 1) of \(repetitions)")
            if let table = worst?.table {
                for (index, entry) in worstURLs.enumerated() {
                    worstURLSamples[index].append(measure([entry.url]) { url in Self.routedCount(table, url) })
                }
                for (index, entry) in worstTables.enumerated() {
                    worstTableSamples[index].append(Self.buildNanosecondsPerByte(entry.routes))
                }
            }
            for (index, subject) in prepared.enumerated() {
                for (label, sample) in measure(subject) { samples[index][label, default: []].append(sample) }
            }
        }
        let rows = prepared.indices.map { index in
            let figures = samples[index].mapValues(Self.figure)
            return Row(
                routes: sizes[index], mixed: figures["mixed"]!, hits: figures["hits"]!, misses: figures["misses"]!,
                linear: figures["linear"]!, bare: figures["bare"]!, buildMilliseconds: figures["build"]!,
                memoryBytes: prepared[index].memory, trieNodes: prepared[index].table.matcher.nodeCount)
        }
        let worstReport =
            worst.map { subject in
                worstURLs.indices.map { index in
                    WorstURL(
                        label: worstURLs[index].label, bytes: worstURLs[index].url.utf8.count,
                        outcome: Self.outcome(subject.table.resolve(worstURLs[index].url)),
                        nanoseconds: Self.figure(worstURLSamples[index]))
                }
            } ?? []
        let thousandRow = rows.first { $0.routes == 1_000 }
        let mixedBytes =
            worst.map {
                Double($0.workload.urls.reduce(0) { $0 + $1.utf8.count }) / Double(max($0.workload.urls.count, 1))
            } ?? 1
        progress("allocations")
        let allocations = worst.map { Self.allocationFigures($0) } ?? []
        progress("harness throughput")
        let harness = try Self.harnessInputsPerSecond()
        return Report(
            rows: rows, harnessInputsPerSecond: harness, agreement: agreement,
            allocations: allocations,
            worstURLs: worstReport, mixedPerByte: (thousandRow?.mixed.median ?? 0) / mixedBytes,
            worstTables: worstTables.indices.map { (worstTables[$0].label, Self.figure(worstTableSamples[$0])) },
            buildPerByte: (thousandRow?.buildMilliseconds.median ?? 0) * 1_000_000
                / Double(max(worst.map { WorstCase.textBytes($0.workload.definitions) } ?? 1, 1)),
            appPath: AppPathBench(bench: self).run(isReleaseBuild: isReleaseBuild, progress: progress))
    }

    /// One repetition of every measurement of one table: resolving (mixed, hits, misses), the two
    /// baselines, and building, by label.
    private func measure(_ subject: BenchSubject) -> [(String, Double)] {
        let table = subject.table
        let linear = subject.linear
        let bare = subject.bare
        let workload = subject.workload
        let linearInputs = Array(workload.urls.prefix(max(200, 200_000 / max(workload.definitions.count, 1))))
        let start = Platform.threadCPUNanoseconds()
        let builds = max(1, 2_000 / workload.definitions.count)
        for _ in 0..<builds {
            _ = try? RouteTable(
                schemes: BenchWorkload.schemes, domains: BenchWorkload.domains, routes: workload.definitions)
        }
        let build = Double(Platform.threadCPUNanoseconds() - start) / Double(builds) / 1_000_000
        return [
            ("mixed", measure(workload.urls) { url in Self.routedCount(table, url) }),
            ("hits", measure(workload.hitURLs) { url in Self.routedCount(table, url) }),
            ("misses", measure(workload.missURLs) { url in Self.routedCount(table, url) }),
            ("linear", measure(linearInputs) { url in linear.match(url) == nil ? 0 : 1 }),
            ("bare", measure(workload.urls) { url in Int(bare.walk(url)) }),
            ("build", build),
        ]
    }

    private static func routedCount(_ table: RouteTable<RouteMatch>, _ url: String) -> Int {
        if case .routed = table.resolve(url) { return 1 }
        return 0
    }

    private static func outcome(_ outcome: RouteOutcome<RouteMatch>) -> String {
        switch outcome {
        case .routed(let match): "routed " + match.name
        case .unmatched(let reason): "unmatched " + reason.code.name
        case .rejected(let reason): "rejected " + reason.code.name
        }
    }

    /// The CPU time of building a table, per byte of its routes' text.
    private static func buildNanosecondsPerByte(_ routes: [RouteDefinition<RouteMatch>]) -> Double {
        let start = Platform.threadCPUNanoseconds()
        _ = try? RouteTable(schemes: BenchWorkload.schemes, domains: BenchWorkload.domains, routes: routes)
        return Double(Platform.threadCPUNanoseconds() - start) / Double(WorstCase.textBytes(routes))
    }

    /// Heap allocations per resolve of three kinds of hit on the 1,000-route table.
    private static func allocationFigures(_ thousand: BenchSubject) -> [(label: String, perResolve: Double)] {
        let table = thousand.table
        // Hits on routes that capture nothing and declare no query, without a query: the path
        // that must not allocate. Then hits that capture, and hits with a query.
        let plain = thousand.workload.hitURLs.filter { url in
            guard !url.contains("?"), case .success(let match) = table.match(url) else { return false }
            return match.parameters.isEmpty
        }
        let capturing = thousand.workload.hitURLs.filter { url in
            guard !url.contains("?"), case .success(let match) = table.match(url) else { return false }
            return !match.parameters.isEmpty
        }
        let queried = thousand.workload.hitURLs.filter { $0.contains("?") }
        var allocations: [(label: String, perResolve: Double)] = []
        for (label, urls) in [
            ("hits capturing nothing, no query", plain), ("hits capturing parameters", capturing),
            ("hits with a query", queried),
        ] {
            _ = Self.allocations(urls, table)  // warm up lazily initialised state
            if let count = Self.allocations(urls, table) { allocations.append((label, count)) }
        }
        return allocations
    }

    /// Every property, P1 to P9 and P12, on the router of the built-in example table, as `check` runs
    /// them; the table alone if its rules do not load (they always do: the spec is ours).
    private static func harnessInputsPerSecond() throws(RouteTableError) -> Double {
        let properties: LaunchProperties<RouteMatch>
        if let router = try? ExampleRoutes.router() {
            properties = LaunchProperties(router: router)
        } else {
            properties = LaunchProperties(table: try ExampleRoutes.table())
        }
        let start = Platform.threadCPUNanoseconds()
        let report = properties.check(seed: 1, iterations: 5_000)
        let seconds = Double(Platform.threadCPUNanoseconds() - start) / 1e9
        let inputs = report.results.reduce(0) { $0 + $1.inputs }
        return Double(inputs) / seconds
    }
}
