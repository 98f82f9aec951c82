/// SplitMix64: the harness's own pseudo-random generator.
///
/// Owned, not the standard library's, so that a seed replays the same run on every platform and
/// toolchain. Range reduction is owned too (``Choices/draw(below:)``).
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// random.next()   // 13679457532755275413
/// ```
@_spi(Fuzzing) public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state: the next value is a function of it alone.
    public private(set) var state: UInt64

    /// A generator that starts from `seed`; the same seed gives the same sequence on every platform.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` by the multiply-high method: the same on every platform.
    public mutating func next(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "bound must be positive")
        return next().multipliedFullWidth(by: bound).high
    }
}
