import Foundation
import LaunchRouting

/// A music app's screens.
public enum AppRoute: Hashable, Sendable {
    case home
    case artist(id: Int)
    case track(album: Int, track: Int)
    case playlist(number: Int)
    case search(query: String)
}

/// The app's router, with one of the mistakes apps make planted when `APP_MISTAKE` names it (so
/// that `Fuzz/Template/check` can show each fuzzer finding it): `trap`, `declines`, `typo`,
/// `swap`, `lossy`, `unwritable`.
public enum AppRouter {
    public static func make() throws -> Router<AppRoute> {
        let mistake = ProcessInfo.processInfo.environment["APP_MISTAKE"] ?? ""
        let table = try RouteTable<AppRoute>(schemes: ["music"], domains: ["music.example.com"]) {
            RouteDefinition("home", path: "/", to: .home)
            RouteDefinition<AppRoute>("artist", path: "/artist/:id(int)", examples: ["music://artist/7"]) { match in
                let id: Int = try match.parameter("id")
                return mistake == "declines" && id > 1_000 ? nil : .artist(id: id)
            } reverse: { route in
                guard case .artist(let id) = route, mistake != "unwritable" else { return nil }
                return ["id": .int(id)]
            }
            RouteDefinition<AppRoute>(
                "track", path: "/album/:album(int)/track/:track(int)", examples: ["music://album/1/track/2"]
            ) { match in
                .track(
                    album: try match.parameter("album"),
                    track: try match.parameter(mistake == "typo" ? "trak" : "track"))
            } reverse: { route in
                guard case .track(let album, let track) = route else { return nil }
                return mistake == "swap"
                    ? ["album": .int(track), "track": .int(album)] : ["album": .int(album), "track": .int(track)]
            }
            // The pattern takes any segment; with the mistake, the binding assumes digits.
            RouteDefinition<AppRoute>("playlist", path: "/playlist/:number", examples: ["music://playlist/3"]) {
                match in
                let text: String = try match.parameter("number")
                guard let number = mistake == "trap" ? Int(text)! : Int(text) else { return nil }
                return .playlist(number: number)
            } reverse: { route in
                guard case .playlist(let number) = route else { return nil }
                return ["number": .string(String(number))]
            }
            .allowingDeclines()
            RouteDefinition<AppRoute>(
                "search", path: "/search", query: ["q": "string"], examples: ["music://search?q=a"]
            ) { match in
                .search(query: try match.parameter("q"))
            } reverse: { route in
                guard case .search(let query) = route else { return nil }
                return mistake == "lossy" ? [:] : ["q": .string(query)]
            }
        }
        return try Router(table: table)
    }
}
