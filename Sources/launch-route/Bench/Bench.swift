import LaunchRouting
import LaunchRoutingTesting

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
    func measure(_ inputs: [String], _ body: (String) -> Int) -> Double {
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

    func run(progress: (String) -> Void) throws(RouteTableError) -> Report {
        var rows: [Row] = []
        var agreement: [Int: Double] = [:]
        struct Prepared {
            var workload: BenchWorkload
            var table: RouteTable<RouteMatch>
            var linear: LinearMatcher
            var bare: BareTrie
            var memory: Int?
        }
        var prepared: [Prepared] = []
        for size in sizes {
            progress("preparing \(size) routes")
            let workload = BenchWorkload(routes: size, urls: urlsPerWorkload)
            let before = Platform.heapBytesInUse()
            let table = try workload.table()
            let after = Platform.heapBytesInUse()
            let memory = before.flatMap { b in after.map { $0 - b } }
            let linear = LinearMatcher(patterns: workload.patterns, hosts: ["shop.example.com"])
            prepared.append(
                Prepared(
                    workload: workload, table: table, linear: linear, bare: BareTrie(patterns: workload.patterns),
                    memory: memory))
            // How often the first-match baseline picks the route the priority rule picks.
            let sample = workload.urls.prefix(2_000)
            let same = sample.filter { url in
                let ours = try? table.match(url).get().name
                return ours == linear.match(url)?.0
            }.count
            agreement[size] = Double(same) / Double(sample.count)
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
                    worstURLSamples[index].append(
                        measure([entry.url]) { url in
                            if case .routed = table.resolve(url) { return 1 }
                            return 0
                        })
                }
                for (index, entry) in worstTables.enumerated() {
                    let start = Platform.threadCPUNanoseconds()
                    _ = try? RouteTable(
                        schemes: BenchWorkload.schemes, domains: BenchWorkload.domains, routes: entry.routes)
                    worstTableSamples[index].append(
                        Double(Platform.threadCPUNanoseconds() - start) / Double(WorstCase.textBytes(entry.routes)))
                }
            }
            for (index, entry) in prepared.enumerated() {
                let table = entry.table
                samples[index]["mixed", default: []].append(
                    measure(entry.workload.urls) { url in
                        if case .routed = table.resolve(url) { return 1 }
                        return 0
                    })
                samples[index]["hits", default: []].append(
                    measure(entry.workload.hitURLs) { url in
                        if case .routed = table.resolve(url) { return 1 }
                        return 0
                    })
                samples[index]["misses", default: []].append(
                    measure(entry.workload.missURLs) { url in
                        if case .routed = table.resolve(url) { return 1 }
                        return 0
                    })
                let linear = entry.linear
                let linearInputs = Array(
                    entry.workload.urls.prefix(max(200, 200_000 / max(entry.workload.definitions.count, 1))))
                samples[index]["linear", default: []].append(
                    measure(linearInputs) { url in linear.match(url) == nil ? 0 : 1 })
                let bare = entry.bare
                samples[index]["bare", default: []].append(measure(entry.workload.urls) { url in Int(bare.walk(url)) })
                let definitions = entry.workload.definitions
                let start = Platform.threadCPUNanoseconds()
                let builds = max(1, 2_000 / definitions.count)
                for _ in 0..<builds {
                    _ = try? RouteTable(
                        schemes: BenchWorkload.schemes, domains: BenchWorkload.domains, routes: definitions)
                }
                samples[index]["build", default: []].append(
                    Double(Platform.threadCPUNanoseconds() - start) / Double(builds) / 1_000_000)
            }
        }
        for (index, entry) in prepared.enumerated() {
            let figures = samples[index].mapValues(Self.figure)
            rows.append(
                Row(
                    routes: sizes[index], mixed: figures["mixed"]!, hits: figures["hits"]!, misses: figures["misses"]!,
                    linear: figures["linear"]!, bare: figures["bare"]!, buildMilliseconds: figures["build"]!,
                    memoryBytes: entry.memory, trieNodes: entry.table.matcher.nodeCount))
        }

        var worstReport: [WorstURL] = []
        if let table = worst?.table {
            for (index, entry) in worstURLs.enumerated() {
                let outcome: String
                switch table.resolve(entry.url) {
                case .routed(let match): outcome = "routed " + match.name
                case .unmatched(let reason): outcome = "unmatched " + reason.code.name
                case .rejected(let reason): outcome = "rejected " + reason.code.name
                }
                worstReport.append(
                    WorstURL(
                        label: entry.label, bytes: entry.url.utf8.count, outcome: outcome,
                        nanoseconds: Self.figure(worstURLSamples[index])))
            }
        }
        let thousandRow = rows.first { $0.routes == 1_000 }
        let mixedBytes =
            worst.map {
                Double($0.workload.urls.reduce(0) { $0 + $1.utf8.count }) / Double(max($0.workload.urls.count, 1))
            } ?? 1

        progress("allocations")
        var allocations: [(String, Double)] = []
        if let thousand = prepared.first(where: { $0.workload.definitions.count == 1_000 }) {
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
            for (label, urls) in [
                ("hits capturing nothing, no query", plain), ("hits capturing parameters", capturing),
                ("hits with a query", queried),
            ] {
                _ = Self.allocations(urls, table)  // warm up lazily initialised state
                if let count = Self.allocations(urls, table) { allocations.append((label, count)) }
            }
        }

        progress("harness throughput")
        // Every property, P1 to P9, on the router of the built-in example table, as `check` runs
        // them; the table alone if its rules do not load (they always do: the spec is ours).
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
        return Report(
            rows: rows, harnessInputsPerSecond: Double(inputs) / seconds, agreement: agreement,
            allocations: allocations,
            worstURLs: worstReport, mixedPerByte: (thousandRow?.mixed.median ?? 0) / mixedBytes,
            worstTables: worstTables.indices.map { (worstTables[$0].label, Self.figure(worstTableSamples[$0])) },
            buildPerByte: (thousandRow?.buildMilliseconds.median ?? 0) * 1_000_000
                / Double(max(worst.map { WorstCase.textBytes($0.workload.definitions) } ?? 1, 1)))
    }
}
