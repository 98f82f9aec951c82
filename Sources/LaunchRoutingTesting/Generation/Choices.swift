/// The sequence of choices a generator makes, recorded as it draws so that it can be replayed
/// and shrunk.
///
/// Every random decision of every ``Generator`` is one draw of a bounded integer. Drawing records
/// the result; replaying a recorded (or shrunk) sequence gives the same value back. Smaller
/// choices mean simpler values, so shrinking the sequence (shorter, smaller numbers) shrinks any
/// value built from it: Hypothesis's idea, which gives every generator shrinking for free.
///
/// ```swift
/// var choices = Choices(seed: 42)
/// let n = choices.draw(below: 10)            // a random number in 0..<10
/// var replay = Choices(replaying: choices.recorded)
/// replay.draw(below: 10) == n                // true: the same choice, replayed
/// Choices.text(choices.recorded)             // "7": the sequence as a replay token writes it
/// ```
@_spi(Fuzzing) public struct Choices: Sendable {
    private var random: SplitMix64
    private let isRandom: Bool
    private var replay: [UInt64]
    private var position = 0
    /// The choices drawn so far.
    public private(set) var recorded: [UInt64] = []
    /// The most draws a run may make; past it every draw is 0, which ends any recursion.
    public var budget: Int
    /// Whether a generator gave up on this run (see ``Generator/filter(_:maximumTries:)``): the
    /// value is not a valid example and the property is not checked on it.
    public private(set) var isDiscarded = false
    /// Whether to record ``spans``: on when replaying, for the shrinker.
    private let recordsSpans: Bool
    /// The ranges of ``recorded`` that one generator call drew, innermost first: the pieces the
    /// shrinker deletes whole (an element of an array, an event of a schedule).
    public private(set) var spans: [Range<Int>] = []
    private var openSpans: [Int] = []

    /// Choices drawn at random from a seed.
    public init(seed: UInt64, budget: Int = 4_096) {
        random = SplitMix64(seed: seed)
        isRandom = true
        replay = []
        self.budget = budget
        recordsSpans = false
        recorded.reserveCapacity(64)
    }

    /// Choices replayed from a recorded sequence; past its end every draw is 0.
    public init(replaying sequence: [UInt64], budget: Int = 4_096) {
        random = SplitMix64(seed: 0)
        isRandom = false
        replay = sequence
        self.budget = budget
        recordsSpans = true
        recorded.reserveCapacity(sequence.count)
    }

    /// A value in `0..<bound`; `0` when `bound` is 0 or 1.
    ///
    /// Random draws reduce the generator's 64 bits by the multiply-high method
    /// (``SplitMix64/next(below:)``); a replayed choice too large for `bound` is taken modulo
    /// `bound`, so that any edited sequence still replays to a valid value.
    public mutating func draw(below bound: UInt64) -> UInt64 {
        guard bound > 1 else {
            // Recorded and replayed like any other choice, so that a replay stays in step.
            position += 1
            recorded.append(0)
            return 0
        }
        let value: UInt64
        if recorded.count >= budget {
            value = 0
        } else if isRandom {
            value = random.next(below: bound)
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
        if width == .max {
            return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: draw(below: .max)))
        }
        return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: draw(below: width &+ 1)))
    }

    /// `true` with probability `1 / oneIn`; `false` when shrunk.
    public mutating func chance(oneIn: UInt64) -> Bool {
        draw(below: oneIn) == oneIn - 1
    }

    /// Opens a span: the choices drawn until the matching ``endSpan()`` make one piece of the
    /// value, which the shrinker may delete whole. Every ``Generator`` call is a span.
    public mutating func beginSpan() {
        if recordsSpans { openSpans.append(recorded.count) }
    }

    /// Closes the span the last ``beginSpan()`` opened.
    public mutating func endSpan() {
        guard recordsSpans, let start = openSpans.popLast() else { return }
        if recorded.count > start { spans.append(start..<recorded.count) }
    }

    /// Marks this run as not a valid example: the property is not checked on it, and the run
    /// counts as discarded in the report.
    public mutating func discard() {
        isDiscarded = true
    }
}

extension Choices {
    /// A choice sequence as text: the choices in decimal, separated by `.`; `-` for none.
    ///
    /// ```swift
    /// Choices.text([0, 3, 1])   // "0.3.1"
    /// ```
    public static func text(_ sequence: [UInt64]) -> String {
        sequence.isEmpty ? "-" : sequence.map { String($0) }.joined(separator: ".")
    }

    /// The choice sequence that ``text(_:)`` wrote, or `nil` if `text` is not one.
    ///
    /// ```swift
    /// Choices.sequence("0.3.1")   // [0, 3, 1]
    /// ```
    public static func sequence(_ text: String) -> [UInt64]? {
        if text == "-" { return [] }
        var sequence: [UInt64] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard let value = UInt64(part) else { return nil }
            sequence.append(value)
        }
        return sequence
    }
}
