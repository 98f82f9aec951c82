@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// P4: a route that a URL resolves to can be written back as a URL, in both forms, and that URL
/// resolves to the same route.
@Suite struct RoundTripTests {
    @Test func routeToURLToRouteHoldsOnEveryGeneratedRoute() {
        let seed = PropertyRunner.seed(default: 4_242)
        var checked = 0
        var shadowed = 0
        let failure = PropertyRunner.check(
            "routeToURLToRouteHoldsOnEveryGeneratedRoute", seed: seed, iterations: 250, MatcherAgreementTests.cases
        ) { example in
            let table = example.table
            for url in example.urls {
                guard case .success(let route) = table.match(url) else { continue }
                checked += 1
                // A route that only a `*.` domain accepts needs a host to be written for.
                let hosts = table.domains.map { $0.hasPrefix("*.") ? "www" + $0.dropFirst() : $0 }
                let written =
                    ([table.url(for: route), table.universalLink(for: route)]
                    + hosts.map { table.universalLink(for: route, host: $0) })
                    .compactMap { $0 }
                if written.isEmpty { return "\"\(url)\" routes to \(route), which no URL is written for" }
                for back in written {
                    let again = table.match(back)
                    if again == .success(route) { continue }
                    // Another route may outrank this one on the written URL (a shadow, which is the
                    // table's doing and what lint reports); the route alone must still take it.
                    let definition = table.definitions.first { $0.name == route.name }!
                    let alone = try! RouteTable(schemes: table.schemes, domains: table.domains, routes: [definition])
                    guard alone.match(back) == .success(route) else {
                        return "\"\(url)\" -> \(route) -> \"\(back)\" -> \(again)"
                    }
                    shadowed += 1
                }
            }
            return nil
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
        #expect(checked >= 3_000)
        #expect(shadowed * 20 < checked, "\(shadowed) of \(checked) written URLs were shadowed")
    }
}
