@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// The combinators: what each draws, and what each shrinks toward (the value all-zero choices give).
@Suite struct GeneratorTests {
    static func simplest<Value>(_ generator: Generator<Value>) -> Value {
        var choices = Choices(replaying: [])
        return generator.generate(&choices)
    }

    static func values<Value>(_ generator: Generator<Value>, seed: UInt64 = 11, count: Int = 200) -> [Value] {
        (0..<count).map { index in
            var choices = Choices(seed: PropertyRunner.iterationSeed(seed, index))
            return generator.generate(&choices)
        }
    }

    @Test func eachCombinatorShrinksTowardItsSimplestValue() {
        #expect(Self.simplest(Generator.int(in: 5...9)) == 5)
        #expect(Self.simplest(Generator.bool) == false)
        #expect(Self.simplest(Generator<String>.element(of: ["first", "second"])) == "first")
        #expect(Self.simplest(Generator.int(in: 0...9).optional) == nil)
        #expect(Self.simplest(Generator.int(in: 1...3).array(count: 2...5)) == [1, 1])
        #expect(Self.simplest(Generator<String>.string(of: ["x", "y"], length: 1...4)) == "x")
        #expect(Self.simplest(Generator<[Int]>.permutation(of: 5)) == [0, 1, 2, 3, 4])
        #expect(Self.simplest(Generator.constant([3, 1, 2]).shuffled()) == [3, 1, 2])
        #expect(Self.simplest(Generator<UInt64>.uint64) == 0)
        let pair = Self.simplest(Generator.int(in: 1...2).zip(.bool))
        #expect(pair.0 == 1 && pair.1 == false)
    }

    @Test func rangesAreRespected() {
        #expect(Self.values(Generator.int(in: -3...3)).allSatisfy { (-3...3).contains($0) })
        #expect(Set(Self.values(Generator.int(in: -3...3))).count == 7)
        #expect(Self.values(Generator.int(in: 0...9).array(count: 2...4)).allSatisfy { (2...4).contains($0.count) })
        #expect(Self.values(Generator.int(in: Int.min...Int.max), count: 20).count == 20)
    }

    @Test func permutationsAreEveryOrderAndOnlyOrders() {
        let orders = Self.values(Generator<[Int]>.permutation(of: 3), count: 300)
        #expect(orders.allSatisfy { $0.sorted() == [0, 1, 2] })
        #expect(Set(orders).count == 6)
    }

    @Test func frequencyFollowsTheWeights() {
        let picks = Self.values(
            Generator<String>.frequency([(9, .constant("often")), (1, .constant("rarely"))]), count: 1_000)
        let often = picks.filter { $0 == "often" }.count
        #expect((820...970).contains(often), "\(often) of 1000")
    }

    @Test func aFilterThatGivesUpDiscardsTheRun() {
        var choices = Choices(seed: 3)
        let impossible = Generator.int(in: 0...9).filter({ $0 > 100 }, maximumTries: 4)
        _ = impossible.generate(&choices)
        #expect(choices.isDiscarded)
        var other = Choices(seed: 3)
        let even = Generator.int(in: 0...9).filter { $0 % 2 == 0 }
        #expect(even.generate(&other) % 2 == 0)
        #expect(!other.isDiscarded)
    }

    @Test func theSameChoicesGiveTheSameValue() {
        let generator = LaunchInputGenerator(router: Fixtures.shop).any.array(count: 1...5)
        for seed in UInt64(1)...20 {
            var first = Choices(seed: seed)
            var second = Choices(seed: seed)
            let value = generator.generate(&first)
            #expect(value == generator.generate(&second))
            var replay = Choices(replaying: first.recorded)
            #expect(generator.generate(&replay) == value)
        }
    }

    @Test func everyGeneratorCallIsASpanWhenReplaying() {
        var choices = Choices(replaying: [2, 5, 7, 1])
        _ = Generator.int(in: 0...9).array(count: 0...3).generate(&choices)
        // The array [0, 2), and each element: [1, 2) and [2, 3).
        #expect(Set(choices.spans).isSuperset(of: [1..<2, 2..<3]))
        #expect(choices.spans.contains(0..<3))
    }
}
