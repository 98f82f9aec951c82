@_spi(Fuzzing) import LaunchRouting

/// The app's committed route spec (`routes.json`), which `launch-route`, lint and the AASA
/// generator read, checked against the router the app ships: the router is the one source of
/// truth, and the file is derived from it and recorded beside the test.
///
/// ```swift
/// let file = SpecFile.beside(#filePath)                 // routes.json next to this test
/// file.drift(from: try AppRouter.make())                // [] when the file describes the router
/// // [routes[1].query.ref: route "product", query "ref": the router has "string?", the spec file "string"]
/// ```
///
/// `expectSpecFile(_:describes:)` (Swift Testing) and `XCTAssertSpecFile(_:describes:)` (XCTest)
/// record each drift as a failure; with `LAUNCH_ROUTING_RECORD_SPEC=1` they rewrite the file.
public struct SpecFile: Hashable, Sendable {
    /// The file's path.
    public var path: String

    /// The file at `path`, which need not exist yet.
    public init(path: String) {
        self.path = path
    }

    /// `routes.json` (or `name`) in the directory of the source file `filePath`: pass `#filePath`
    /// to keep the spec beside the test that checks it.
    public static func beside(_ filePath: String, named name: String = "routes.json") -> SpecFile {
        SpecFile(path: TextFile.path(name, besideSource: filePath))
    }

    /// Whether `LAUNCH_ROUTING_RECORD_SPEC` is `1`: the helpers then rewrite the file.
    public static var isRecording: Bool { Environment.recordsSpec }

    /// Every difference between the spec `router` writes and this file's; empty when the file
    /// describes the router. A file that does not exist or does not load is one drift that says so.
    public func drift<Route>(from router: Router<Route>) -> [SpecFile.Drift] {
        let read: String?
        do {
            read = try TextFile.read(path, bound: FileBounds.spec)
        } catch {
            return [SpecFile.Drift(field: "", message: "the spec file \(path): \(error.reason)")]
        }
        guard let text = read else {
            return [
                SpecFile.Drift(
                    field: "",
                    message:
                        "the spec file \(path) does not exist; run the test with LAUNCH_ROUTING_RECORD_SPEC=1 to write it"
                )
            ]
        }
        do {
            return SpecFile.Drift.between(RouteSpec(router), file: try RouteSpec(json: text))
        } catch {
            return [SpecFile.Drift(field: error.path, message: "the spec file \(path) does not load: \(error.message)")]
        }
    }

    /// Writes the spec of `router` to the file (`RouteSpec.json`); whether it was written.
    @discardableResult
    public func record<Route>(_ router: Router<Route>) -> Bool {
        TextFile.write(RouteSpec(router).json, to: path)
    }
}
