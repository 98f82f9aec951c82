extension LaunchScenes {
    /// What happens to the app's scenes, and the inputs their inboxes deliver.
    ///
    /// ```swift
    /// scenes.handle(.connected(id, showing: restoredNoteID.map { "note/\($0)" }))
    /// scenes.handle(.ready(id))
    /// scenes.handle(.delivered(delivery, by: id))
    /// ```
    public enum Event: Sendable {
        /// A scene connected, showing `showing` (the content it restored, if any), perhaps for
        /// a ``SceneRequest`` that ``LaunchScenes`` made.
        case connected(SceneIdentifier, showing: String? = nil, request: SceneRequest? = nil)
        /// The scene can show inputs.
        case ready(SceneIdentifier)
        /// The scene cannot show inputs for now; what is meant for it waits.
        case notReady(SceneIdentifier)
        /// The scene shows other content now, or none.
        case showing(SceneIdentifier, content: String?)
        /// The scene's inbox delivered an input, cold or warm.
        case delivered(LaunchDelivery<Route>, by: SceneIdentifier)
        /// The system did not open the scene of a request.
        case activationFailed(SceneRequest)
        /// The scene disconnected: what waits for it goes elsewhere.
        case disconnected(SceneIdentifier)
        /// The user closed the scene for good: what waits for it goes elsewhere, and so do the
        /// inputs its inbox still held (`undelivered`, from ``LaunchInboxController/discard()``), placed
        /// as if another scene had received them.
        case discarded(SceneIdentifier, undelivered: [LaunchDelivery<Route>] = [])
    }
}
