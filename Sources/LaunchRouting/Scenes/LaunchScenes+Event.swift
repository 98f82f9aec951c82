extension LaunchScenes {
    /// What happens to the app's scenes, and the inputs their inboxes deliver.
    /// A struct with static members rather than an enumeration, so that new events can come
    /// without breaking a `switch`.
    ///
    /// ```swift
    /// scenes.handle(.connected(id, showing: restoredNoteID.map { "note/\($0)" }))
    /// scenes.handle(.ready(id))
    /// scenes.handle(.delivered(delivery, by: id))
    /// ```
    public struct Event: Sendable {
        /// The kind and payload, for the library's own matching on it.
        @_spi(Fuzzing) public enum Kind: Sendable {
            case connected(SceneIdentifier, showing: String?, request: SceneRequest?)
            case ready(SceneIdentifier)
            case notReady(SceneIdentifier)
            case showing(SceneIdentifier, content: String?)
            case delivered(LaunchDelivery<Route>, by: SceneIdentifier)
            case activationFailed(SceneRequest)
            case disconnected(SceneIdentifier)
            case discarded(SceneIdentifier, undelivered: [LaunchDelivery<Route>])
        }

        /// The kind and payload.
        @_spi(Fuzzing) public let kind: Kind

        @_spi(Fuzzing) public init(_ kind: Kind) { self.kind = kind }

        /// A scene connected, showing `showing` (the content it restored, if any), perhaps for
        /// a ``SceneRequest`` that ``LaunchScenes`` made.
        public static func connected(_ scene: SceneIdentifier, showing: String? = nil, request: SceneRequest? = nil)
            -> Event
        { Event(.connected(scene, showing: showing, request: request)) }

        /// The scene can show inputs.
        public static func ready(_ scene: SceneIdentifier) -> Event { Event(.ready(scene)) }

        /// The scene cannot show inputs for now; what is meant for it waits.
        public static func notReady(_ scene: SceneIdentifier) -> Event { Event(.notReady(scene)) }

        /// The scene shows other content now, or none.
        public static func showing(_ scene: SceneIdentifier, content: String?) -> Event {
            Event(.showing(scene, content: content))
        }

        /// The scene's inbox delivered an input, cold or warm.
        public static func delivered(_ delivery: LaunchDelivery<Route>, by scene: SceneIdentifier) -> Event {
            Event(.delivered(delivery, by: scene))
        }

        /// The system did not open the scene of a request.
        public static func activationFailed(_ request: SceneRequest) -> Event { Event(.activationFailed(request)) }

        /// The scene disconnected: what waits for it goes elsewhere.
        public static func disconnected(_ scene: SceneIdentifier) -> Event { Event(.disconnected(scene)) }

        /// The user closed the scene for good: what waits for it goes elsewhere, and so do the
        /// inputs its inbox still held (`undelivered`, from ``LaunchInboxController/discard()``), placed
        /// as if another scene had received them.
        public static func discarded(_ scene: SceneIdentifier, undelivered: [LaunchDelivery<Route>] = []) -> Event {
            Event(.discarded(scene, undelivered: undelivered))
        }
    }
}
