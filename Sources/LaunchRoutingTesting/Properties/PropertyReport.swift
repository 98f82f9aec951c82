/// What a harness run found: per property, the inputs tried and any failure; per route, how
/// often generated inputs reached it.
public struct PropertyReport: Sendable, CustomStringConvertible {
    /// The result of one property.
    public struct Result: Sendable {
        public var property: LaunchProperty
        /// Inputs the property was checked on.
        public var inputs: Int
        /// Generated inputs the property did not apply to (a hit that did not route, for the round trip).
        public var discarded: Int
        /// The shrunk failure, if the property failed.
        public var failure: String?
        /// The line that replays the failure.
        public var replay: String?

        public var passed: Bool { failure == nil }
        /// Discarded inputs over all generated ones.
        public var discardRatio: Double {
            inputs + discarded == 0 ? 0 : Double(discarded) / Double(inputs + discarded)
        }
    }

    public var seed: UInt64
    public var results: [Result]
    /// Routed inputs per route name, over all properties' hits.
    public var coverage: [String: Int]
    /// Routes that no generated input reached, and other findings that do not fail the run.
    public var warnings: [String]

    public var passed: Bool { results.allSatisfy(\.passed) }

    public var description: String {
        var lines = results.map { result in
            let status = result.passed ? "pass" : "FAIL"
            return "\(status) \(result.property): \(result.inputs) inputs, \(result.discarded) discarded"
                + (result.failure.map { "\n  \($0.split(separator: "\n").joined(separator: "\n  "))" } ?? "")
        }
        lines += warnings.map { "warning: \($0)" }
        return lines.joined(separator: "\n")
    }
}
