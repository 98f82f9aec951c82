@_spi(Fuzzing) import LaunchRouting

/// The routers P2 has built, by registration order.
final class ResolverCache<Route: Sendable> {
    var resolvers: [[[Int]]: @Sendable (LaunchInput) -> RouteOutcome<Route>] = [:]
    var tables: [[Int]: RouteTable<Route>] = [:]
}
