@_spi(Fuzzing) import LaunchRouting

@_spi(Fuzzing)
extension ExampleRoutes {
    /// Universal links of the example table, for the `FuzzAASA` oracle (`AASAOracle` in
    /// `LaunchRoutingLint`, which cannot see this module): hits on the table drawn from fixed seeds,
    /// resolved, and written back by `RouteTable/universalLink(for:host:)`, without repeats.
    public static let universalLinks: [String] = {
        let table: RouteTable<RouteMatch>
        do {
            table = try ExampleRoutes.table()
        } catch {
            preconditionFailure("the built-in example table does not build: \(error)")
        }
        let hits = URLGenerator(table: table).hit
        var links: [String] = []
        for seed in 0..<UInt64(96) {
            var choices = Choices(seed: seed)
            guard case .routed(let match) = table.resolve(hits.generate(&choices)),
                let link = table.universalLink(for: match), !links.contains(link)
            else { continue }
            links.append(link)
        }
        return links
    }()
}
