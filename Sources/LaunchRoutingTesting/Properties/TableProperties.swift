import LaunchRouting

/// The properties of one route table that need no rules: P2, P3, P4, P5, P7 and P9, checked
/// through a router with the table and no rules.
///
/// For a router with rules, and for the launch inbox's properties (P1, P6, P8), use
/// ``LaunchProperties``, which this type runs.
///
/// ```swift
/// @Test func deepLinks() throws {
///     let report = TableProperties(table: try AppRoutes.table()).check(seed: 1, iterations: 2_000)
///     #expect(report.passed, "\(report)")
/// }
/// ```
public struct TableProperties<Route: Sendable & Equatable>: Sendable {
    public let table: RouteTable<Route>

    public init(table: RouteTable<Route>) {
        self.table = table
    }

    /// The properties this type checks unless asked for others.
    public static var properties: [LaunchProperty] {
        [.registrationOrder, .matcherAgreement, .roundTrip, .normalisation, .anyBytes, .determinism]
    }

    /// Runs ``properties`` (or those in `only`) for `iterations` inputs each, from `seed`.
    public func check(seed: UInt64, iterations: Int, only: Set<LaunchProperty>? = nil) -> PropertyReport {
        LaunchProperties(table: table).check(seed: seed, iterations: iterations, only: only ?? Set(Self.properties))
    }
}
