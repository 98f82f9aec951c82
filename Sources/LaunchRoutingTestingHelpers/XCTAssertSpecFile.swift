#if canImport(XCTest)
import LaunchRouting
import LaunchRoutingTesting
import XCTest

/// Fails the XCTest test once for each way the committed spec `file` differs from the spec
/// `router` writes; with `LAUNCH_ROUTING_RECORD_SPEC=1`, rewrites the file and fails once saying
/// so. The twin of `expectSpecFile(_:describes:)`.
///
/// ```swift
/// func testTheCommittedSpecDescribesTheRouter() throws {
///     XCTAssertSpecFile(.beside(#filePath), describes: try AppRouter.make())
/// }
/// ```
///
/// - Returns: The drifts found; none when recording.
// swift-format-ignore: AlwaysUseLowerCamelCase
// XCTest's own naming, as every XCTAssert function has it.
@discardableResult
public func XCTAssertSpecFile<Route>(
    _ specFile: SpecFile,
    describes router: Router<Route>,
    file: StaticString = #filePath,
    line: UInt = #line
) -> [SpecFile.Drift] {
    if SpecFile.isRecording {
        let written = specFile.record(router)
        XCTFail(
            written
                ? "recorded the router's spec to \(specFile.path); run again without LAUNCH_ROUTING_RECORD_SPEC"
                : "could not write the router's spec to \(specFile.path)",
            file: file, line: line)
        return []
    }
    let drifts = specFile.drift(from: router)
    for drift in drifts {
        XCTFail(drift.description, file: file, line: line)
    }
    return drifts
}
#endif
