@_spi(Fuzzing) import LaunchRouting

/// P7's law of an outcome that does not route, stated once for the property and for the
/// `FuzzResolve` oracle: its reason has a message, points at a byte inside the input when it
/// points at one, and is rejected exactly when its code is a rejection code.
///
/// ```swift
/// ReasonLaw.problem(table.resolve("shop://nothing"), inputLength: 14)   // nil: the law holds
/// ```
enum ReasonLaw {
    /// What breaks the law in `outcome` of an input `inputLength` bytes long (`nil`: an input
    /// with no bytes of its own, whose reason's position is not checked), or `nil`.
    static func problem<Route>(_ outcome: RouteOutcome<Route>, inputLength: Int?) -> String? {
        guard let reason = outcome.reason else { return nil }
        if reason.message.isEmpty { return "\(reason.code) has an empty message" }
        if case .rejected = outcome, !reason.code.isRejection {
            return "it is rejected with \(reason.code), which is an unmatched code"
        }
        if case .unmatched = outcome, reason.code.isRejection {
            return "it is unmatched with \(reason.code), which is a rejection code"
        }
        if let inputLength, let position = reason.position, !(0...inputLength).contains(position) {
            return "\(reason.code) is at byte \(position), outside the input's \(inputLength) bytes"
        }
        return nil
    }
}
