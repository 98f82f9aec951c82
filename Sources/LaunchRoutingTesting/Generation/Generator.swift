/// A recipe for random values of one type, built from ``Choices`` so that it replays and shrinks.
///
/// Combine small generators into large ones; shrinking comes with every combination.
///
/// ```swift
/// let segment = Generator.element(of: ["product", "search", "help"])
/// let path = segment.array(count: 1...4).map { "/" + $0.joined(separator: "/") }
/// var choices = Choices(seed: 7)
/// path.generate(&choices)   // e.g. "/search/help"
/// ```
@_spi(Fuzzing) public struct Generator<Value>: Sendable {
    private let body: @Sendable (inout Choices) -> Value

    /// A generator that draws with `body`, which must take every random decision from `choices`.
    public init(_ body: @escaping @Sendable (inout Choices) -> Value) {
        self.body = body
    }

    /// Draws one value.
    public func generate(_ choices: inout Choices) -> Value {
        choices.beginSpan()
        defer { choices.endSpan() }
        return body(&choices)
    }

    /// The values transformed; shrinks as this generator does.
    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Generator<T> {
        Generator<T> { transform(self.generate(&$0)) }
    }

    /// A value of the generator that `transform` makes from this generator's value: the second
    /// draw depends on the first, and both shrink.
    ///
    /// ```swift
    /// let sized = Generator.int(in: 1...3).flatMap { n in Generator.bool.array(count: n...n) }
    /// ```
    public func flatMap<T>(_ transform: @escaping @Sendable (Value) -> Generator<T>) -> Generator<T> {
        Generator<T> { choices in transform(self.generate(&choices)).generate(&choices) }
    }

    /// Arrays of this generator's values, with a count in `count` (shrinking toward the lower bound).
    public func array(count: ClosedRange<Int>) -> Generator<[Value]> {
        Generator<[Value]> { choices in
            let n = choices.draw(in: count)
            return (0..<n).map { _ in self.generate(&choices) }
        }
    }

    /// `nil` or a value; shrinks toward `nil`.
    public var optional: Generator<Value?> {
        Generator<Value?> { choices in choices.draw(below: 2) == 0 ? nil : self.generate(&choices) }
    }

    /// Pairs of this generator's values and `other`'s; each half shrinks on its own.
    ///
    /// ```swift
    /// let pair = Generator.int(in: 0...9).zip(.bool)   // Generator<(Int, Bool)>
    /// ```
    public func zip<Other>(_ other: Generator<Other>) -> Generator<(Value, Other)> {
        Generator<(Value, Other)> { choices in
            let first = self.generate(&choices)
            return (first, other.generate(&choices))
        }
    }

    /// Only values that satisfy `isIncluded`: draws again up to `maximumTries` times, then gives
    /// up and marks the run discarded (``Choices/isDiscarded``), so that the property is not
    /// checked on it and the report counts a discard.
    ///
    /// ```swift
    /// let even = Generator.int(in: 0...100).filter { $0 % 2 == 0 }
    /// ```
    public func filter(_ isIncluded: @escaping @Sendable (Value) -> Bool, maximumTries: Int = 16) -> Generator<Value> {
        Generator { choices in
            var value = self.generate(&choices)
            var tries = 1
            while !isIncluded(value) {
                guard tries < maximumTries else {
                    choices.discard()
                    return value
                }
                value = self.generate(&choices)
                tries += 1
            }
            return value
        }
    }
}

extension Generator {
    /// A permutation of `0..<count`; shrinks toward the identity, one swap at a time.
    ///
    /// ```swift
    /// var choices = Choices(replaying: [])
    /// Generator<[Int]>.permutation(of: 4).generate(&choices)   // [0, 1, 2, 3]
    /// ```
    public static func permutation(of count: Int) -> Generator<[Int]> where Value == [Int] {
        Generator { choices in
            var order = Array(0..<count)
            // Fisher-Yates from the back; a choice of 0 leaves the element where it is.
            for index in order.indices.reversed() where index > 0 {
                order.swapAt(index, index - Int(choices.draw(below: UInt64(index + 1))))
            }
            return order
        }
    }

    /// The generated arrays in a random order; shrinks toward the order generated.
    ///
    /// Uses the harness's own shuffle, never the standard library's, whose algorithm may change
    /// between toolchains.
    ///
    /// ```swift
    /// let order = Generator.constant(["a", "b", "c"]).shuffled()   // e.g. ["c", "a", "b"]
    /// ```
    public func shuffled<Element>() -> Generator<[Element]> where Value == [Element] {
        Generator<[Element]> { choices in
            let values = self.generate(&choices)
            let order = Generator<[Int]>.permutation(of: values.count).generate(&choices)
            return order.map { values[$0] }
        }
    }
}

extension Generator {
    /// Always `value`.
    public static func constant(_ value: Value) -> Generator where Value: Sendable {
        Generator { _ in value }
    }

    /// One of `elements`; shrinks toward the first. `elements` must not be empty.
    public static func element(of elements: [Value]) -> Generator where Value: Sendable {
        Generator { choices in elements[Int(choices.draw(below: UInt64(elements.count)))] }
    }

    /// A value from one of `generators`; shrinks toward the first.
    public static func oneOf(_ generators: [Generator]) -> Generator {
        Generator { choices in generators[Int(choices.draw(below: UInt64(generators.count)))].generate(&choices) }
    }

    /// A value from one of `generators`, chosen with the given weights; shrinks toward the first.
    public static func frequency(_ weighted: [(weight: Int, generator: Generator)]) -> Generator {
        let total = UInt64(weighted.reduce(0) { $0 + $1.weight })
        return Generator { choices in
            var pick = Int(choices.draw(below: total))
            for (weight, generator) in weighted {
                if pick < weight { return generator.generate(&choices) }
                pick -= weight
            }
            return weighted[weighted.count - 1].generator.generate(&choices)
        }
    }
}

extension Generator where Value == Int {
    /// Integers in `range`; shrinks toward the lower bound.
    public static func int(in range: ClosedRange<Int>) -> Generator {
        Generator { $0.draw(in: range) }
    }
}

extension Generator where Value == UInt64 {
    /// Any 64-bit value; shrinks toward 0.
    ///
    /// ```swift
    /// let seeds = Generator<UInt64>.uint64.array(count: 1...3)
    /// ```
    public static var uint64: Generator {
        Generator { choices in
            // Two draws: `draw(below:)` takes a bound, and no bound covers all 2^64 values.
            (choices.draw(below: 1 << 32) << 32) | choices.draw(below: 1 << 32)
        }
    }
}

extension Generator where Value == Bool {
    /// `false` or `true`; shrinks toward `false`.
    public static var bool: Generator {
        Generator { $0.draw(below: 2) == 1 }
    }
}

extension Generator where Value == String {
    /// Strings of characters from `alphabet`, with a length in `length`; shrinks toward the first
    /// character and the shortest length.
    public static func string(of alphabet: [Character], length: ClosedRange<Int>) -> Generator {
        Generator { choices in
            let n = choices.draw(in: length)
            var text = ""
            for _ in 0..<n { text.append(alphabet[Int(choices.draw(below: UInt64(alphabet.count)))]) }
            return text
        }
    }
}
