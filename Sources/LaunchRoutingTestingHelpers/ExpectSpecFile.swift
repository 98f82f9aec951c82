#if canImport(Testing)
import LaunchRouting
import LaunchRoutingTesting
import Testing

/// Records a Swift Testing issue for each way the committed spec `file` differs from the spec
/// `router` writes, each titled with the field and what the router and the file have there; with
/// `LAUNCH_ROUTING_RECORD_SPEC=1`, rewrites the file instead and records one issue saying so, so
/// that a recording run never passes unnoticed.
///
/// ```swift
/// @Test func theCommittedSpecDescribesTheRouter() throws {
///     expectSpecFile(.beside(#filePath), describes: try AppRouter.make())
/// }
/// // ✘ routes[1].query.ref: route "product", query "ref": the router has "string?", the spec file "string"
/// ```
///
/// - Returns: The drifts found; none when recording.
@discardableResult
public func expectSpecFile<Route>(
    _ file: SpecFile,
    describes router: Router<Route>,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [SpecFile.Drift] {
    if SpecFile.isRecording {
        let written = file.record(router)
        Issue.record(
            Comment(
                rawValue: written
                    ? "recorded the router's spec to \(file.path); run again without LAUNCH_ROUTING_RECORD_SPEC"
                    : "could not write the router's spec to \(file.path)"),
            sourceLocation: sourceLocation)
        return []
    }
    let drifts = file.drift(from: router)
    for drift in drifts {
        Issue.record(drift, sourceLocation: sourceLocation)
    }
    return drifts
}
#endif
