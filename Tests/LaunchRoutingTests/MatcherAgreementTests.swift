@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// P3: the compiled matcher agrees with the slow reference matcher, on generated tables full of
/// overlapping routes and on hits, near misses and adversarial inputs against them.
@Suite struct MatcherAgreementTests {
    /// A generated table and URLs against it.
    struct Case: Sendable, CustomStringConvertible {
        var table: RouteTable<RouteMatch>
        var urls: [String]
        var description: String {
            let routes = table.definitions.map { definition in
                "\(definition.name) \(definition.paths) query=\(definition.query.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }) sources=\(definition.sources ?? []) caseSensitive=\(definition.isCaseSensitive)"
                    + (definition.fragment.isEmpty ? "" : " fragment=\(definition.fragment.sorted { $0.key < $1.key })")
                    + (definition.declaration.isNestedOnly ? " nestedOnly" : "")
            }
            return "schemes=\(table.schemes) domains=\(table.domains)\n  " + routes.joined(separator: "\n  ")
                + "\n  urls=\(urls)"
        }
    }

    static let cases = RouteTableGenerator.table().flatMap { table in
        URLGenerator(table: table).any.array(count: 40...60).map { Case(table: table, urls: $0) }
    }

    @Test func compiledMatcherAgreesWithReference() {
        let seed = PropertyRunner.seed(default: 20_261_122)
        var pairs = 0
        let failure = PropertyRunner.check(
            "compiledMatcherAgreesWithReference", seed: seed, iterations: 250, Self.cases
        ) { example in
            for url in example.urls {
                pairs += 1
                let compiled = example.table.match(url)
                let reference = example.table.referenceMatch(url)
                if compiled != reference { return "\"\(url)\": compiled \(compiled), reference \(reference)" }
            }
            return nil
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
        #expect(pairs >= 10_000)
    }

    @Test func hitsRouteOftenEnoughToMeanSomething() {
        // A guard on the generator: if hits stopped routing, agreement would be vacuous.
        var choices = Choices(seed: 5)
        var routed = 0
        var total = 0
        for _ in 0..<100 {
            let table = RouteTableGenerator.table().generate(&choices)
            guard !table.definitions.isEmpty else { continue }
            let hits = URLGenerator(table: table).hit.array(count: 20...20).generate(&choices)
            for url in hits {
                total += 1
                if case .success = table.match(url) { routed += 1 }
            }
        }
        #expect(total > 1_000)
        #expect(Double(routed) / Double(total) > 0.6, "only \(routed) of \(total) hits routed")
    }
}
