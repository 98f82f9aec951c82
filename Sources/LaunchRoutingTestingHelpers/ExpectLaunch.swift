#if canImport(Testing)
import LaunchRouting
import Testing

/// Checks one URL end to end: opened in the app and as every input that carries it (a universal
/// link, a Spotlight item, a notification, as the router reads them), each cold and warm through
/// a launch inbox, delivers `.routed(route)`; with `nil`, delivers no route, with one reason code.
/// Records one Swift Testing issue per arrival that does not (`LaunchTrial`).
///
/// ```swift
/// @Test func aProductLink() {
///     expectLaunch("https://shop.example.com/product/42", in: ShopRoutes.router, routesTo: .product(id: 42, ref: nil))
/// }
/// // ✘ warm link "https://shop.example.com/product/42": unmatched noMatchingRoute ..., not routed product(...)
/// ```
public func expectLaunch<Route: Sendable & Equatable>(
    _ url: String,
    in router: Router<Route>,
    routesTo route: Route?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    record(LaunchTrial(url: url, router: router), route, sourceLocation)
}

/// Checks one launch input end to end, cold and warm through a launch inbox; see
/// ``expectLaunch(_:in:routesTo:sourceLocation:)-(String,_,_,_)``.
///
/// ```swift
/// expectLaunch(.shortcutItem(.init(type: "com.shop.cart")), in: ShopRoutes.router, routesTo: .cart)
/// ```
public func expectLaunch<Route: Sendable & Equatable>(
    _ input: LaunchInput,
    in router: Router<Route>,
    routesTo route: Route?,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    record(LaunchTrial(input, router: router), route, sourceLocation)
}

private func record<Route>(_ trial: LaunchTrial<Route>, _ route: Route?, _ sourceLocation: SourceLocation) {
    for failure in trial.failures(expecting: route) {
        Issue.record(LaunchIssue(title: failure), sourceLocation: sourceLocation)
    }
}
#endif
