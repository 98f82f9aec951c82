@_spi(Fuzzing) import LaunchRouting

/// The libFuzzer targets of `Fuzz/`, by the name of their executable, and the check each makes.
///
/// The targets themselves are a few lines each (`Fuzz/Sources/<name>/main.swift`) that call
/// ``check(_:)`` and trap on a broken law, so that the fuzzer keeps the input; the regression
/// tests replay every file of `Fuzz/FailCases/<name>/` through the same ``check(_:)``.
///
/// Adding a target is one case here, its oracle, and its `main.swift`.
///
/// ```swift
/// FuzzTarget.resolve.check(Array("shop://product/42".utf8))   // nil: every law holds
/// ```
@_spi(Fuzzing)
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Any bytes as a URL against the built-in example table, ``ExampleRoutes``: ``ResolveOracle``.
    case resolve = "FuzzResolve"
    /// Any bytes as a ``TableText`` to build and resolve against: ``TableBuilderOracle``.
    case tableBuilder = "FuzzTableBuilder"
    /// Any bytes as a JSON route spec to load, build and resolve against: ``SpecLoaderOracle``.
    case specLoader = "FuzzSpecLoader"
    /// Any bytes as a launch-event schedule over one or two scenes, run through the inbox and the
    /// controller against the model: ``LaunchEventsOracle``.
    case launchEvents = "FuzzLaunchEvents"
    /// Any bytes as a launch-event schedule over one to three scenes whose inboxes deliver to one
    /// `LaunchScenes`: ``LaunchScenesOracle``.
    case launchScenes = "FuzzLaunchScenes"
    // FuzzAASA has no case: its oracle, AASAOracle, is in LaunchRoutingLint, which this module does
    // not depend on (docs/fuzzing.md); AASAFuzzRegressionTests replays its inputs.

    /// `nil` when every law of this target holds on `bytes`, otherwise what broke, on one line
    /// with control characters escaped (a NUL would cut a trap's message short); for
    /// ``launchEvents``, a line for the law and one for each step of the schedule.
    ///
    /// On the main actor: ``LaunchEventsOracle`` drives a `LaunchInboxController`. libFuzzer
    /// calls a target on the main thread, and the tests that replay inputs run on the main actor.
    @MainActor
    public func check(_ bytes: [UInt8]) -> String? {
        let broken: String?
        switch self {
        case .resolve: broken = Self.exampleOracle.check(bytes)
        case .tableBuilder: broken = TableBuilderOracle.check(bytes)
        case .specLoader: broken = SpecLoaderOracle.check(bytes)
        case .launchEvents: return Self.escapingEachLine(Self.launchEventsOracle.check(bytes))
        case .launchScenes: return Self.escapingEachLine(Self.launchScenesOracle.check(bytes))
        }
        return broken.map(\.escapingControls)
    }

    /// The bytes of a corpus entry or fail case at `path`, as the tests replay it, or why they
    /// are not: a file that cannot be opened, or one past `FileBounds.corpusEntry` (64 KB), which
    /// is not read past it (docs/bounds.md).
    public static func entry(at path: String) -> Result<[UInt8], EntryError> {
        do {
            guard let bytes = try TextFile.bytes(path, bound: FileBounds.corpusEntry) else {
                return .failure(EntryError(message: "the fuzz input \(path) cannot be opened"))
            }
            return .success(bytes)
        } catch {
            return .failure(EntryError(message: "the fuzz input \(path): \(error.reason)"))
        }
    }

    /// Why a corpus entry is not replayed.
    public struct EntryError: Error, Hashable, Sendable {
        /// What is wrong, naming the file.
        public var message: String
    }

    /// A schedule's failure, one step a line, each line with its control characters escaped.
    private static func escapingEachLine(_ text: String?) -> String? {
        text.map { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapingControls }
                .joined(separator: "\n")
        }
    }

    private static let launchEventsOracle: LaunchEventsOracle = {
        do {
            return LaunchEventsOracle(router: try ExampleRoutes.router())
        } catch {
            preconditionFailure("the built-in example router does not build: \(error)")
        }
    }()

    private static let launchScenesOracle: LaunchScenesOracle = {
        do {
            return LaunchScenesOracle(router: try ExampleRoutes.router())
        } catch {
            preconditionFailure("the built-in example router does not build: \(error)")
        }
    }()

    private static let exampleOracle: ResolveOracle<RouteMatch> = {
        do {
            return ResolveOracle(table: try ExampleRoutes.table())
        } catch {
            preconditionFailure("the built-in example table does not build: \(error)")
        }
    }()
}
