/// One case of one property: the property and the choices that generate its input. What a
/// failure prints to be replayed, and what a regressions file keeps.
///
/// Written `P6:0.3.1.0.2`: the property's number, then the generator's choices, dot-separated. A case replays the
/// same input for the same table and rules; when those change, it replays some other input
/// (harmlessly), like Hypothesis's example database.
///
/// ```swift
/// let failing = PropertyCase("P6:0.3.1.0.2")!
/// failing.property   // .exactlyOnce
/// failing.choices    // [0, 3, 1, 0, 2]
/// ```
public struct PropertyCase: Hashable, Sendable, LosslessStringConvertible {
    /// The property the case is for.
    public var property: LaunchProperty
    /// The choices its generator draws: the input, as the harness can replay it.
    public var choices: [UInt64]

    /// A case of `property`, drawn by `choices`.
    public init(property: LaunchProperty, choices: [UInt64]) {
        self.property = property
        self.choices = choices
    }

    /// The case written as `P6:0.3.1`, or `nil` if `description` is not one.
    public init?(_ description: String) {
        let parts = description.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let property = LaunchProperty(rawValue: String(parts[0])),
            let choices = Choices.sequence(String(parts[1]))
        else { return nil }
        self.init(property: property, choices: choices)
    }

    public var description: String { property.rawValue + ":" + Choices.text(choices) }

    /// The cases in `text`: tokens separated by spaces, commas or new lines; text after `#` on a
    /// line is a comment. Tokens that are not cases are skipped.
    public static func cases(in text: String) -> [PropertyCase] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).flatMap { line in
            let content = line.prefix { $0 != "#" }
            return content.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).compactMap {
                PropertyCase(String($0))
            }
        }
    }
}
