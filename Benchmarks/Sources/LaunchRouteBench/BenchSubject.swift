@_spi(Fuzzing) import LaunchRouting

/// One generated table of the bench, prepared once: its workload, the table, the two baselines
/// over the same patterns, and the heap the table holds.
struct BenchSubject {
    var workload: BenchWorkload
    var table: RouteTable<RouteMatch>
    var linear: LinearMatcher
    var bare: BareTrie
    /// Bytes of heap the table holds, where the C library lets us count them.
    var memory: Int?

    init(routes count: Int, urls: Int) throws(RouteTableError) {
        workload = BenchWorkload(routes: count, urls: urls)
        let before = Platform.heapBytesInUse()
        table = try workload.table()
        let after = Platform.heapBytesInUse()
        memory = before.flatMap { b in after.map { $0 - b } }
        linear = LinearMatcher(patterns: workload.patterns, hosts: ["shop.example.com"])
        bare = BareTrie(patterns: workload.patterns)
    }

    /// How often the first-match baseline picks the route the priority rule picks.
    func agreement() -> Double {
        let sample = workload.urls.prefix(2_000)
        let same = sample.filter { url in
            let ours = try? table.match(url).get().name
            return ours == linear.match(url)?.0
        }.count
        return Double(same) / Double(sample.count)
    }
}
