@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// Inputs derived from a router: every kind, hits that route, options that carry several inputs,
/// and URLs one fault from a hit with the code the policy gives them.
@Suite struct LaunchInputGeneratorTests {
    static let inputs = LaunchInputGenerator(router: Fixtures.shop)

    static func sample<Value>(_ generator: Generator<Value>, count: Int = 400) -> [Value] {
        (0..<count).map { index in
            var choices = Choices(seed: PropertyRunner.iterationSeed(17, index))
            return generator.generate(&choices)
        }
    }

    @Test func everyKindOfInputIsGenerated() {
        let kinds = Set(Self.sample(Self.inputs.any).map { $0.description.prefix { $0 != " " } })
        #expect(kinds == ["url", "link", "spotlight", "activity", "shortcut", "notification"])
    }

    @Test func hitsRoute() {
        let hits = Self.sample(Self.inputs.hit)
        let routed = hits.filter { Fixtures.shop.resolve($0).route != nil }.count
        #expect(routed * 10 >= hits.count * 8, "\(routed) of \(hits.count) hits routed")
    }

    @Test func eachKindHasItsOwnGenerator() {
        #expect(Self.sample(Self.inputs.url, count: 50).allSatisfy { $0.description.hasPrefix("url ") })
        #expect(
            Self.sample(Self.inputs.universalLink, count: 50).allSatisfy {
                $0.description.hasPrefix("link ") || $0.description.hasPrefix("activity ")
            })
        #expect(
            Self.sample(Self.inputs.spotlight, count: 50).allSatisfy {
                $0.description.hasPrefix("spotlight ") || $0.description.hasPrefix("activity ")
            })
        #expect(Self.sample(Self.inputs.activity, count: 50).allSatisfy { $0.description.hasPrefix("activity ") })
        #expect(Self.sample(Self.inputs.shortcut, count: 50).allSatisfy { $0.description.hasPrefix("shortcut ") })
        #expect(
            Self.sample(Self.inputs.notification, count: 50).allSatisfy { $0.description.hasPrefix("notification ") })
    }

    @Test func optionsCarrySeveralInputs() {
        let options = Self.sample(Self.inputs.options)
        let counts = options.map(\.inputs.count)
        #expect(counts.reduce(0, +) >= options.count * 2)
        #expect(
            options.contains {
                $0.urlContexts.count >= 2 && $0.userActivities.count >= 2 && $0.shortcutItem != nil
                    && $0.notificationResponse != nil
            })
    }

    @Test func schedulesInterleaveEveryKindOfEvent() {
        let schedules = Self.sample(Self.inputs.schedule, count: 200)
        #expect(schedules.allSatisfy { $0.events.last == .ready })
        let kinds = Set(schedules.flatMap(\.events).map { String($0.summary.prefix { $0 != "(" }) })
        #expect(kinds == ["connect", "receive", "open", "ready", "notReady", "disconnect", "failToContinue"])
    }

    @Test func aURLOneFaultFromAHitGetsThePolicysCode() {
        let misses = Self.sample(URLGenerator(table: Fixtures.shop.table).policyMiss, count: 600).compactMap { $0 }
        #expect(misses.count > 400)
        #expect(Set(misses.map(\.expected)).count == 11)
        for miss in misses where miss.expected != .duplicateParameter {
            let outcome = Fixtures.shop.table.resolve(miss.url)
            #expect(outcome.reason?.code == miss.expected, "\(miss): \(outcome)")
        }
    }

    @Test func equivalentSpellingsAreDifferentTextForTheSameURL() {
        let pairs = Self.sample(URLGenerator(table: Fixtures.shop.table).equivalentSpellings)
        #expect(pairs.filter { $0.0 != $0.1 }.count * 10 >= pairs.count * 9)
    }
}
