/// The sequence of choices a generator makes, recorded as it draws so that it can be replayed
/// and shrunk.
///
/// Every random decision of every ``Generator`` is one draw of a bounded integer. Drawing records
/// the result; replaying a recorded (or shrunk) sequence gives the same value back. Smaller
/// choices mean simpler values, so shrinking the sequence (shorter, smaller numbers) shrinks any
/// value built from it: Hypothesis's idea, which gives every generator shrinking for free.
public struct Choices: Sendable {
    private var random: SplitMix64?
    private var replay: [UInt64]
    private var position = 0
    /// The choices drawn so far.
    public private(set) var recorded: [UInt64] = []
    /// The most draws a run may make; past it every draw is 0, which ends any recursion.
    public var budget: Int

    /// Choices drawn at random from a seed.
    public init(seed: UInt64, budget: Int = 4_096) {
        random = SplitMix64(seed: seed)
        replay = []
        self.budget = budget
    }

    /// Choices replayed from a recorded sequence; past its end every draw is 0.
    public init(replaying sequence: [UInt64], budget: Int = 4_096) {
        random = nil
        replay = sequence
        self.budget = budget
    }

    /// A value in `0..<bound`; `0` when `bound` is 0 or 1.
    public mutating func draw(below bound: UInt64) -> UInt64 {
        guard bound > 1 else {
            recorded.append(0)
            return 0
        }
        let value: UInt64
        if recorded.count >= budget {
            value = 0
        } else if random != nil {
            value = random!.next(below: bound)
        } else if position < replay.count {
            value = replay[position] < bound ? replay[position] : replay[position] % bound
        } else {
            value = 0
        }
        position += 1
        recorded.append(value)
        return value
    }

    /// A value in `range`, nearer its lower bound as choices shrink.
    public mutating func draw(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound))
        if width == .max { return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: draw(below: .max))) }
        return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: draw(below: width &+ 1)))
    }

    /// `true` with probability `1 / oneIn`; `false` when shrunk.
    public mutating func chance(oneIn: UInt64) -> Bool {
        draw(below: oneIn) == oneIn - 1
    }
}
