@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// Shrinking over choice sequences: every generator shrinks for free, and a planted bug shrinks to
/// the counterexample a person would write.
@Suite struct ShrinkerTests {
    @Test func anIntegerShrinksToTheBoundary() {
        let failure = PropertyRunner.check("small", seed: 1, iterations: 1_000, Generator.int(in: 0...1_000)) { n in
            n < 300 ? nil : "\(n) is too large"
        }
        #expect(failure?.value == 300)
    }

    /// `filter`'s promise: a value its generator discards is not checked. `check` runs the same
    /// loop as the harness's properties.
    @Test func aDiscardedValueIsNeverChecked() {
        let none = Generator.int(in: 0...1_000).filter { _ in false }
        var checked = 0
        let failure = PropertyRunner.check("never", seed: 4, iterations: 100, none) { n in
            checked += 1
            return "\(n) was checked"
        }
        #expect(failure == nil)
        #expect(checked == 0)
    }

    @Test func aListShrinksToItsOneOffendingElement() {
        let lists = Generator.int(in: 0...100).array(count: 0...20)
        let failure = PropertyRunner.check("no large element", seed: 2, iterations: 1_000, lists) { list in
            list.contains { $0 >= 50 } ? "contains a large element" : nil
        }
        #expect(failure?.value == [50])
    }

    @Test func aPairShrinksToTheSimplestPairThatFails() {
        // Simplest in shortlex order over the choices: fewest choices first, so (501, 0), whose
        // trailing 0 needs no choice, beats (11, 490).
        let pairs = Generator.int(in: 0...1_000).zip(.int(in: 0...1_000))
        let failure = PropertyRunner.check("sum", seed: 3, iterations: 1_000, pairs) { pair in
            pair.0 + pair.1 > 500 && pair.0 > 10 ? "too large" : nil
        }
        #expect(failure.map { [$0.value.0, $0.value.1] } == [501, 0])
    }

    @Test func valueMovesBetweenNeighbouringChoicesToShrinkTheFirst() {
        // Three numbers whose first two must sum past 500, and a third that must be 1: the first
        // gives what it can to the second.
        let triples = Generator.int(in: 0...1_000).array(count: 3...3)
        let failure = PropertyRunner.check("sum", seed: 3, iterations: 1_000, triples) { triple in
            triple[0] + triple[1] > 500 && triple[0] > 10 && triple[2] == 1 ? "too large" : nil
        }
        #expect(failure?.value == [11, 490, 1])
    }

    @Test func shrinkingReportsItsSteps() {
        let outcome = Shrinker.shrinking([97, 5, 5]) { candidate in
            var choices = Choices(replaying: candidate)
            return Generator.int(in: 0...100).generate(&choices) >= 90
        }
        #expect(outcome.sequence == [90])
        #expect(outcome.steps > 0)
        #expect(outcome.attempts >= outcome.steps)
    }

    /// A failing candidate is replaced by what its generator drew: choices the generator never
    /// read go in the same step, so the shrink takes 3 steps, not more to delete them one by one.
    @Test func aCandidateIsCutToWhatItsGeneratorDrew() {
        let outcome = Shrinker.shrinking([97, 5, 5, 5]) { candidate in
            var choices = Choices(replaying: candidate)
            return Generator.int(in: 0...100).generate(&choices) >= 90 ? Shrinker.Replay(choices) : nil
        }
        #expect(outcome.sequence == [90])
        #expect(outcome.steps == 3)
        #expect(outcome.attempts == 15)
    }

    @Test func theShrunkSequenceIsNeverLessSimpleThanTheStart() {
        let start: [UInt64] = [4, 4, 4]
        let outcome = Shrinker.shrinking(start) { _ in false }
        #expect(outcome.sequence == start)
        #expect(outcome.steps == 0)
    }

    // MARK: Planted bugs, and the counterexample they must shrink to

    @Test(arguments: UInt64(1)...10)
    func aRouterThatSkipsPercentDecodingShrinksToOneEscape(seed: UInt64) {
        // On a one-route table, the smallest hit that tells decoding apart: one escaped letter.
        let router = Fixtures.tiny
        let broken = Broken.SkipsPercentDecoding(router: router)
        let failure = PropertyRunner.check(
            "skips decoding", seed: seed, iterations: 1_000, URLGenerator(table: router.table).hit
        ) { url in
            let input = LaunchInput.openURL(.init(url: url))
            return broken.resolve(input) == router.resolve(input) ? nil : "differs"
        }
        #expect(failure?.value == "s:%61")
    }

    @Test(arguments: UInt64(1)...10)
    func anInboxThatIgnoresColdActivitiesShrinksToOneActivity(seed: UInt64) {
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { Broken.IgnoresColdActivities(inbox: LaunchInbox(router: $0)) })
        let report = LaunchProperties(router: Fixtures.tiny, subject: subject).check(
            seed: seed, only: [.coldWarmParity])
        #expect(
            report.results.first?.counterexample == """
                cold:
                  1. connect(activity "t")
                  2. ready
                warm:
                  1. connect()
                  2. ready
                  3. receive(activity "t")
                  4. ready
                """)
        #expect(
            report.results.first?.failure?.hasPrefix(
                "cold delivered nothing\nwarm delivered activity \"t\" -> routed a") == true)
    }

    @Test(arguments: UInt64(1)...10)
    func anInboxThatDeliversTwiceShrinksToOneInputArrivingTwice(seed: UInt64) throws {
        // Four events: the input arrives, the app is ready, the input arrives again, and the
        // final ready; which input, and whether the first copy came cold, varies with the seed.
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { Broken.DeliversTwice(inbox: LaunchInbox(router: $0)) })
        let report = LaunchProperties(router: Fixtures.tiny, subject: subject).check(seed: seed, only: [.exactlyOnce])
        let lines = try #require(report.results.first?.counterexample).split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.last == "4. ready")
        #expect(
            lines.contains { $0.hasSuffix(". ready") && !$0.hasPrefix("4.") }
                || lines.contains { $0.contains("connect(") })
        #expect(report.results.first?.failure?.contains("was delivered 2 times, not 1") == true)
    }

    @Test(arguments: UInt64(1)...10)
    func anInboxThatDependsOnSetOrderShrinksToTwoURLs(seed: UInt64) throws {
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { Broken.DependsOnSetOrder(inbox: LaunchInbox(router: $0)) })
        let report = LaunchProperties(router: Fixtures.tiny, subject: subject).check(seed: seed, only: [.setOrder])
        let counterexample = try #require(report.results.first?.counterexample)
        let connect = try #require(counterexample.split(separator: "\n").first)
        #expect(connect.hasPrefix("connect(url "), "\(counterexample)")
        #expect(connect.split(separator: ",").count == 2 && !connect.contains("activity"), "\(counterexample)")
    }
}
