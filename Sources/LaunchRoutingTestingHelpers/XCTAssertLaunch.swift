#if canImport(XCTest)
import LaunchRouting
import XCTest

/// Checks one URL end to end, opened in the app and as every input that carries it, each cold
/// and warm through a launch inbox, and fails the test once per arrival that does not deliver
/// `.routed(route)` (with `nil`: that delivers a route); see `LaunchTrial`.
///
/// ```swift
/// func testAProductLink() {
///     XCTAssertLaunch("https://shop.example.com/product/42", in: ShopRoutes.router, routesTo: .product(id: 42, ref: nil))
/// }
/// ```
// swift-format-ignore: AlwaysUseLowerCamelCase
// XCTest's own naming, as every XCTAssert function has it.
public func XCTAssertLaunch<Route: Sendable & Equatable>(
    _ url: String,
    in router: Router<Route>,
    routesTo route: Route?,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    for failure in LaunchTrial(url: url, router: router).failures(expecting: route) {
        XCTFail(failure, file: file, line: line)
    }
}

/// Checks one launch input end to end, cold and warm through a launch inbox; see
/// ``XCTAssertLaunch(_:in:routesTo:file:line:)-(String,_,_,_,_)``.
// swift-format-ignore: AlwaysUseLowerCamelCase
// XCTest's own naming, as every XCTAssert function has it.
public func XCTAssertLaunch<Route: Sendable & Equatable>(
    _ input: LaunchInput,
    in router: Router<Route>,
    routesTo route: Route?,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    for failure in LaunchTrial(input, router: router).failures(expecting: route) {
        XCTFail(failure, file: file, line: line)
    }
}
#endif
