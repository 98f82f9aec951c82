@_spi(Fuzzing) import LaunchRouting

/// What P12 checks: something that takes the events of several scenes and decides where each
/// delivered input is shown. `LaunchScenes` is the library's; a test plants a broken one.
///
/// ```swift
/// struct AlwaysHere<Route: Sendable>: LaunchScenesHandling {
///     mutating func handle(_ event: LaunchScenes<Route>.Event) -> [LaunchScenes<Route>.Decision] {
///         guard case .delivered(let delivery, let scene) = event else { return [] }
///         return [.show(delivery, in: scene)]
///     }
/// }
/// ```
@_spi(Fuzzing) public protocol LaunchScenesHandling<Route>: Sendable {
    /// The app's route type.
    associatedtype Route: Sendable
    /// Takes `event` and returns what the app is to do, in order.
    mutating func handle(_ event: LaunchScenes<Route>.Event) -> [LaunchScenes<Route>.Decision]
}

@_spi(Fuzzing) extension LaunchScenes: LaunchScenesHandling {}

/// The scene coordinator P12 checks: `LaunchScenes` unless a test plants another.
///
/// ```swift
/// let properties = LaunchProperties(router: router, scenes: SceneSubject { AlwaysHere<AppRoute>() })
/// ```
@_spi(Fuzzing) public struct SceneSubject<Route: Sendable>: Sendable {
    /// A coordinator for the targeting, taking copies within the deduplication interval (the
    /// inbox's, which P12 holds it to) for one input.
    let make:
        @Sendable (LaunchScenes<Route>.Targeting, _ deduplicationInterval: Double) -> any LaunchScenesHandling<Route>

    /// The coordinator `make` builds for the targeting P12 checks with.
    public init<Scenes: LaunchScenesHandling>(_ make: @escaping @Sendable (LaunchScenes<Route>.Targeting) -> Scenes)
    where Scenes.Route == Route {
        self.make = { targeting, _ in make(targeting) }
    }

    /// The library's `LaunchScenes`, with the inbox's deduplication interval.
    public static var standard: SceneSubject {
        SceneSubject(make: { LaunchScenes(targeting: $0, deduplicationInterval: $1) })
    }

    private init(make: @escaping @Sendable (LaunchScenes<Route>.Targeting, Double) -> any LaunchScenesHandling<Route>) {
        self.make = make
    }
}
