extension LaunchScenes {
    /// Which scene an app's route belongs in: the content the route shows, and where content that no
    /// scene shows opens.
    ///
    /// The content is a string the app chooses, the same one it gives a scene's
    /// `targetContentIdentifier` and `activationConditions` (for example `"document/42"`): a route
    /// with content goes to the scene that shows it; a route without content, or an input that does
    /// not route, is handled by the scene that received it.
    ///
    /// ```swift
    /// let targeting = LaunchScenes<NotesRoute>.Targeting(unshownContent: .newScene) { route in
    ///     switch route {
    ///     case .note(let id): "note/\(id)"
    ///     case .list, .settings: nil
    ///     }
    /// }
    /// ```
    public struct Targeting: Sendable {
        /// Where a route goes whose content no connected scene shows.
        public struct UnshownContent: Hashable, Sendable {
            /// The kind and payload, for the library's own matching on it.
            package enum Kind: Hashable, Sendable {
                case receivingScene
                case newScene
            }

            /// The kind and payload.
            package let kind: Kind

            package init(_ kind: Kind) { self.kind = kind }

            /// The scene that received the input shows it (and from then on, its content).
            public static var receivingScene: UnshownContent { UnshownContent(.receivingScene) }

            /// A new scene opens for it: on iPad, a window; where the system cannot open one, the
            /// request fails and the receiving scene shows it.
            public static var newScene: UnshownContent { UnshownContent(.newScene) }
        }

        /// The content `route` shows, or `nil` for a route that any scene can show.
        public let content: @Sendable (Route) -> String?
        /// Where a route goes whose content no connected scene shows.
        public var unshownContent: UnshownContent

        /// Routes whose content `content` names; content no scene shows goes to `unshownContent`.
        public init(unshownContent: UnshownContent = .receivingScene, content: @escaping @Sendable (Route) -> String?) {
            self.content = content
            self.unshownContent = unshownContent
        }

        /// No route names content: every input is handled by the scene that received it.
        public static var receivingScene: LaunchScenes.Targeting { LaunchScenes.Targeting { _ in nil } }
    }
}
