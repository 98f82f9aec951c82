@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// The harness's own randomness: a seed must replay the same run on every platform and toolchain,
/// so the generator, its range reduction and the choice sequence are pinned here.
@Suite struct RandomTests {
    @Test func splitMix64MatchesTheReferenceImplementation() {
        // Vigna's splitmix64.c, seeded with 1234567.
        var random = SplitMix64(seed: 1_234_567)
        #expect(
            (0..<5).map { _ in random.next() } == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ])
        var zero = SplitMix64(seed: 0)
        #expect(
            (0..<3).map { _ in zero.next() } == [
                16_294_208_416_658_607_535, 7_960_286_522_194_355_700, 487_617_019_471_545_679,
            ])
    }

    @Test func rangeReductionIsOwnedAndPinned() {
        // Multiply-high: the top 64 bits of next() * bound.
        var random = SplitMix64(seed: 42)
        #expect((0..<10).map { _ in random.next(below: 10) } == [7, 1, 2, 3, 0, 8, 2, 8, 3, 6])
        var other = SplitMix64(seed: 7)
        #expect((0..<5).map { _ in other.next(below: 1_000) } == [389, 16, 900, 582, 452])
    }

    @Test func choicesDrawFromTheSeedAndRecordWhatTheyDrew() {
        var choices = Choices(seed: 42)
        let drawn = (0..<10).map { _ in choices.draw(below: 10) }
        #expect(drawn == [7, 1, 2, 3, 0, 8, 2, 8, 3, 6])
        #expect(choices.recorded == drawn)
    }

    @Test func aReplayGivesBackTheSameChoicesAndThenZeros() {
        var choices = Choices(replaying: [3, 9, 12])
        #expect(choices.draw(below: 10) == 3)
        #expect(choices.draw(below: 10) == 9)
        #expect(choices.draw(below: 10) == 2)  // 12 is out of range: taken modulo the bound
        #expect(choices.draw(below: 10) == 0)  // past the end
        #expect(choices.recorded == [3, 9, 2, 0])
    }

    @Test func aTrivialDrawKeepsAReplayInStep() {
        // A draw below 1 has one answer, but is recorded and replayed like any other.
        var original = Choices(seed: 9)
        let first = original.draw(below: 1)
        let second = original.draw(below: 100)
        var replay = Choices(replaying: original.recorded)
        #expect(replay.draw(below: 1) == first)
        #expect(replay.draw(below: 100) == second)
    }

    @Test func aBudgetEndsRecursionWithZeros() {
        var choices = Choices(seed: 1, budget: 3)
        _ = (0..<3).map { _ in choices.draw(below: 1_000) }
        #expect(choices.draw(below: 1_000) == 0)
    }

    @Test(arguments: [[], [0], [0, 3, 1], [18_446_744_073_709_551_615, 7]] as [[UInt64]])
    func choiceSequencesRoundTripThroughText(_ sequence: [UInt64]) {
        #expect(Choices.sequence(Choices.text(sequence)) == sequence)
    }

    @Test func choiceTextIsReadable() {
        #expect(Choices.text([0, 3, 1]) == "0.3.1")
        #expect(Choices.text([]) == "-")
        #expect(Choices.sequence("1..2") == nil)
        #expect(Choices.sequence("x") == nil)
    }

    @Test func iterationSeedsArePinned() {
        // Every run's inputs derive from these; changing them changes every replay line.
        #expect(PropertyRunner.iterationSeed(1, 0) == PropertyRunner.iterationSeed(1, 0))
        #expect(PropertyRunner.iterationSeed(1, 0) != PropertyRunner.iterationSeed(1, 1))
        #expect(PropertyRunner.iterationSeed(1, 0) != PropertyRunner.iterationSeed(2, 0))
    }
}
