import LaunchRouting

/// The properties of one route table that need no router or inbox: P2, P3, P4, P5, P7 and P9.
///
/// Run them on an app's own table in its own test target:
///
/// ```swift
/// @Test func deepLinks() throws {
///     let report = TableProperties(table: try AppRoutes.table()).check(seed: 1, iterations: 2_000)
///     #expect(report.passed, "\(report)")
/// }
/// ```
public struct TableProperties<Route: Sendable & Equatable>: Sendable {
    public let table: RouteTable<Route>

    public init(table: RouteTable<Route>) {
        self.table = table
    }

    /// The properties this type checks.
    public static var properties: [LaunchProperty] {
        [.registrationOrder, .matcherAgreement, .roundTrip, .normalisation, .anyBytes, .determinism]
    }

    /// Runs every property for `iterations` inputs each, from `seed`.
    public func check(seed: UInt64, iterations: Int, only: Set<LaunchProperty>? = nil) -> PropertyReport {
        var results: [PropertyReport.Result] = []
        var coverage = Dictionary(uniqueKeysWithValues: table.definitions.map { ($0.name, 0) })
        let urls = URLGenerator(table: table)
        let wanted = { (property: LaunchProperty) in only?.contains(property) ?? true }

        if wanted(.matcherAgreement) {
            results.append(run(.matcherAgreement, seed, iterations, urls.any) { url in
                let compiled = table.match(url)
                if case .success(let match) = compiled { coverage[match.name, default: 0] += 1 }
                let reference = table.referenceMatch(url)
                return compiled == reference ? nil : "\"\(url)\": compiled \(compiled), reference \(reference)"
            })
        }
        if wanted(.roundTrip) {
            var discarded = 0
            var result = run(.roundTrip, seed, iterations, urls.hit) { url in
                guard case .success(let match) = table.match(url) else {
                    discarded += 1
                    return nil
                }
                coverage[match.name, default: 0] += 1
                return roundTripFault(url)
            }
            result.discarded = discarded
            result.inputs -= discarded
            results.append(result)
        }
        if wanted(.normalisation) {
            results.append(run(.normalisation, seed, iterations, urls.equivalentSpellings) { pair in
                let (first, second) = pair
                let lhs = table.resolve(first)
                let rhs = table.resolve(second)
                return Self.sameOutcome(lhs, rhs) ? nil : "\"\(first)\" gives \(lhs) but \"\(second)\" gives \(rhs)"
            })
        }
        if wanted(.registrationOrder) {
            results.append(registrationOrder(seed: seed, iterations: iterations, urls: urls))
        }
        if wanted(.anyBytes) {
            results.append(run(.anyBytes, seed, iterations, Self.bytes) { bytes in
                switch table.match(bytes: bytes) {
                case .success: return nil
                case .failure(let reason): return reason.message.isEmpty ? "no reason for \(bytes)" : nil
                }
            })
        }
        if wanted(.determinism) {
            results.append(determinism(seed: seed, iterations: min(iterations, 500), urls: urls))
        }
        let warnings = table.definitions.map(\.name).filter { coverage[$0] == 0 }.map { "route \"\($0)\" was never reached by a generated input" }
        return PropertyReport(seed: seed, results: results, coverage: coverage, warnings: warnings)
    }

    // MARK: Properties

    private func roundTripFault(_ url: String) -> String? {
        guard case .routed(let route) = table.resolve(url) else { return nil }
        // A route taken by a `*.` domain alone needs a host to be written for.
        let hosts = table.domains.map { $0.hasPrefix("*.") ? "www" + $0.dropFirst() : $0 }
        let written = ([table.url(for: route), table.universalLink(for: route)] + hosts.map { table.universalLink(for: route, host: $0) })
            .compactMap { $0 }
        guard !written.isEmpty else { return "\"\(url)\" routes to \(route), for which no URL can be written" }
        for back in written {
            let again = table.resolve(back)
            if case .routed(let other) = again, other == route { continue }
            return "\"\(url)\" -> \(route) -> \"\(back)\" -> \(again)"
        }
        return nil
    }

    private func registrationOrder(seed: UInt64, iterations: Int, urls: URLGenerator<Route>) -> PropertyReport.Result {
        let count = table.definitions.count
        let permutations = Generator<[Int]> { choices in
            var order = Array(0..<count)
            for index in order.indices.reversed() where index > 0 {
                order.swapAt(index, Int(choices.draw(below: UInt64(index + 1))))
            }
            return order
        }
        let cases = Generator<([Int], String)> { choices in (permutations.generate(&choices), urls.any.generate(&choices)) }
        var tables: [[Int]: RouteTable<Route>] = [:]
        return run(.registrationOrder, seed, iterations / 4 + 1, cases) { example in
            let (order, url) = example
            let permuted: RouteTable<Route>
            if let cached = tables[order] {
                permuted = cached
            } else {
                guard let built = try? RouteTable(schemes: table.schemes, domains: table.domains, limits: table.limits, routes: order.map { table.definitions[$0] }) else {
                    return "the routes in the order \(order) do not build"
                }
                if tables.count < 64 { tables[order] = built }
                permuted = built
            }
            let lhs = table.resolve(url)
            let rhs = permuted.resolve(url)
            return Self.sameOutcome(lhs, rhs) ? nil : "\"\(url)\": \(lhs) in declaration order, \(rhs) in the order \(order)"
        }
    }

    private func determinism(seed: UInt64, iterations: Int, urls: URLGenerator<Route>) -> PropertyReport.Result {
        var first: [String] = []
        var second: [String] = []
        for iteration in 0..<iterations {
            var a = Choices(seed: PropertyRunner.iterationSeed(seed, iteration))
            var b = Choices(seed: PropertyRunner.iterationSeed(seed, iteration))
            first.append(urls.any.generate(&a))
            second.append(urls.any.generate(&b))
        }
        let mismatch = first.indices.first { first[$0] != second[$0] }
        return PropertyReport.Result(
            property: .determinism,
            inputs: iterations,
            discarded: 0,
            failure: mismatch.map { "iteration \($0) generated \"\(first[$0])\" and then \"\(second[$0])\"" },
            replay: mismatch.map { _ in PropertyFailure<Int>.replayLine(property: LaunchProperty.determinism.rawValue, seed: seed) }
        )
    }

    // MARK: Running

    static var bytes: Generator<[UInt8]> {
        let raw = Generator<[UInt8]> { choices in (0..<choices.draw(in: 0...64)).map { _ in UInt8(choices.draw(below: 256)) } }
        return .oneOf([raw, raw.map { Array("https://".utf8) + $0 }, URLPieces.adversarialText.map { Array($0.utf8) }])
    }

    private func run<Value: Sendable>(
        _ property: LaunchProperty,
        _ seed: UInt64,
        _ iterations: Int,
        _ generator: Generator<Value>,
        _ body: (Value) -> String?
    ) -> PropertyReport.Result {
        var inputs = 0
        let failure = PropertyRunner.check(property.rawValue, seed: seed, iterations: iterations, generator) { value in
            inputs += 1
            return body(value)
        }
        return PropertyReport.Result(
            property: property,
            inputs: failure.map { $0.iteration + 1 } ?? iterations,
            discarded: 0,
            failure: failure.map { "\($0.message)\ncounterexample: \($0.value)" },
            replay: failure?.replay
        )
    }

    /// Outcomes are the same when both route to equal routes, or both fail with the same code.
    /// Messages may differ (they quote the input as written).
    static func sameOutcome(_ lhs: RouteOutcome<Route>, _ rhs: RouteOutcome<Route>) -> Bool {
        switch (lhs, rhs) {
        case (.routed(let a), .routed(let b)): a == b
        case (.unmatched(let a), .unmatched(let b)), (.rejected(let a), .rejected(let b)): a.code == b.code
        default: false
        }
    }
}
