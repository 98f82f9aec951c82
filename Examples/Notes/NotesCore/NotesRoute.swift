import LaunchRouting

// snippet.begin notes-targeting
/// The routes of a notes app with a window per note.
public enum NotesRoute: Hashable, Sendable {
    case note(id: Int)
    case list
    case settings
}

extension NotesRoute {
    /// A note belongs in the window that shows it; the list and the settings go anywhere.
    public static let targeting = LaunchScenes<NotesRoute>.Targeting(unshownContent: .newScene) { route in
        switch route {
        case .note(let id): "note/\(id)/"
        case .list, .settings: nil
        }
    }
}
// snippet.end

extension NotesRoute {
    /// `notes://note/42`, `https://notes.example.com/note/42`, the list and the settings.
    public static func router() throws -> Router<NotesRoute> {
        try Router(
            table: RouteTable(schemes: ["notes"], domains: ["notes.example.com"]) {
                RouteDefinition("note", path: "/note/:id(int)", examples: ["notes://note/42"], to: NotesRoute.note)
                RouteDefinition("list", path: "/", examples: ["notes://"], to: NotesRoute.list)
                RouteDefinition("settings", path: "/settings", examples: ["notes://settings"], to: NotesRoute.settings)
            })
    }

    /// The content of the window that shows this route, if any: what ``targeting`` names.
    public var content: String? { Self.targeting.content(self) }
}
