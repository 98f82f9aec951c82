@_spi(Fuzzing) import LaunchRouting

/// P3 on raw bytes, stated once for P7's byte inputs and for the `FuzzResolve` oracle: the compiled
/// matcher and the reference matcher give the same match, or fail with the same reason.
///
/// ```swift
/// MatcherAgreement(table, bytes: Array("shop://product/42".utf8)).problem   // nil: they agree
/// ```
struct MatcherAgreement {
    /// The compiled matcher's result.
    let compiled: Result<RouteMatch, OutcomeReason>
    /// What the two matchers disagree on, or `nil`.
    let problem: String?

    init<Route>(_ table: RouteTable<Route>, bytes: [UInt8]) {
        compiled = table.match(bytes: bytes)
        let reference = table.match(bytes: bytes, usingReference: true)
        problem =
            compiled == reference
            ? nil : "the compiled matcher gives \(compiled) but the reference matcher \(reference)"
    }
}
