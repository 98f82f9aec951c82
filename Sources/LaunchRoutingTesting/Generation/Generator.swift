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
public struct Generator<Value>: Sendable {
    private let body: @Sendable (inout Choices) -> Value

    public init(_ body: @escaping @Sendable (inout Choices) -> Value) {
        self.body = body
    }

    /// Draws one value.
    public func generate(_ choices: inout Choices) -> Value {
        body(&choices)
    }

    public func map<T>(_ transform: @escaping @Sendable (Value) -> T) -> Generator<T> {
        Generator<T> { transform(self.generate(&$0)) }
    }

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
            return String((0..<n).map { _ in alphabet[Int(choices.draw(below: UInt64(alphabet.count)))] })
        }
    }
}
