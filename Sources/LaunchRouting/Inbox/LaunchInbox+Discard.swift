extension LaunchInbox {
    /// The scene's session was discarded: hands out everything the inbox still holds, ready or
    /// not, so that another scene can show it.
    ///
    /// A scene that received inputs but never became ready, or was disconnected before it showed
    /// them, holds them in its inbox; when the user closes its window for good
    /// (`application(_:didDiscardSceneSessions:)`), they would go with it. Give the deliveries this
    /// returns to `LaunchScenes` with the discard (``LaunchScenes/Event/discarded(_:undelivered:)``),
    /// which places them in another scene.
    ///
    /// - Pending outcomes come out in order, as deliveries.
    /// - A Handoff announced but not arrived comes out as a `continuationFailed` outcome: it can no
    ///   longer arrive in this scene.
    /// - A pending state-restoration activity is dropped (`disconnected`): it restores the session
    ///   that is gone.
    ///
    /// Afterwards the inbox is empty, disconnected and not ready.
    ///
    /// ```swift
    /// var inbox = LaunchInbox(router: router)
    /// _ = inbox.handle(.connect(LaunchOptions(urlContexts: [.init(url: "shop://product/42")])), at: .seconds(0))
    /// // The window is closed before it ever became ready.
    /// let held = inbox.discard(at: .seconds(1))
    /// held.deliveries.map(\.outcome)   // [.routed(.product(id: 42, ref: nil))]
    /// ```
    public mutating func discard(at now: LaunchClock.Instant) -> Output {
        var output = Output()
        expire(at: now)
        for entry in entries {
            switch entry.kind {
            case .outcome(let outcome, _):
                output.deliveries.append(entry.delivery(of: outcome))
            case .awaitingActivity:
                guard case .userActivity(let activity) = entry.input.kind else { continue }
                let message = "the scene was discarded before the Handoff activity \"\(activity.activityType)\" arrived"
                output.deliveries.append(entry.delivery(of: Self.continuationFailed(message)))
            case .restoration:
                output.drops.append(entry.drop(.disconnected))
            }
        }
        entries.removeAll()
        recent.removeAll()
        isConnected = false
        isReady = false
        return output
    }
}
