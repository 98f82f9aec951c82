extension LaunchScenes {
    /// What the app does with a delivered input when it has several scenes: one of the decisions
    /// ``LaunchScenes`` takes.
    ///
    /// ```swift
    /// for decision in scenes.handle(.delivered(delivery, by: sceneID)) {
    ///     switch decision {
    ///     case .show(let delivery, let scene): coordinators[scene]?.show(delivery)
    ///     case .activate(let scene): activate(sessions[scene])
    ///     case .open(let request): open(request)
    ///     case .dropped(let delivery, let reason): log.info("\(reason): \(delivery.input)")
    ///     }
    /// }
    /// ```
    public enum Decision: Sendable {
        /// Show `delivery` in the scene: the one that received it, the one that shows its content,
        /// or the one opened for it.
        case show(LaunchDelivery<Route>, in: SceneIdentifier)
        /// Bring the scene forward: it shows the content of an input that another scene received.
        /// The input follows as ``show(_:in:)`` once the scene is ready.
        case activate(SceneIdentifier)
        /// Open a new scene for the content of an input no scene shows. The input follows as
        /// ``show(_:in:)`` in the scene that connects for the request.
        case open(SceneRequest)
        /// The input is not shown: another scene received the same input and it is shown there.
        case dropped(LaunchDelivery<Route>, reason: LaunchInput.Drop.Reason)
    }
}

extension LaunchScenes.Decision: Equatable where Route: Equatable {}
extension LaunchScenes.Decision: Hashable where Route: Hashable {}
