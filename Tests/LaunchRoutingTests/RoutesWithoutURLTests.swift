import LaunchRouting
import Testing

/// docs/route-spec.md, "A destination no URL reaches": a route with no paths builds, takes no URL,
/// writes none, and rules route to it.
@Suite struct RoutesWithoutURLTests {
    enum AppRoute: Hashable, Sendable {
        case home
        case scanner
        case compose(kind: String)
    }

    static func router() throws -> Router<AppRoute> {
        let table = try RouteTable<AppRoute>(
            schemes: ["t"], domains: ["t.example.com"],
            routes: [
                RouteDefinition("home", path: "/", to: .home),
                RouteDefinition("scanner", to: .scanner),
                RouteDefinition("compose", query: ["kind": "(photo|video)"], to: AppRoute.compose),
            ])
        return try Router(
            table: table,
            shortcuts: [
                LaunchRule.Shortcut(type: "t.scan", route: "scanner"),
                LaunchRule.Shortcut(type: "t.new-photo", route: "compose", constants: ["kind": "photo"]),
            ],
            notifications: [
                LaunchRule.Notification(categoryIdentifier: "DRAFT", route: "compose", parameters: ["kind": "kind"])
            ])
    }

    @Test func rulesRouteToIt() throws {
        let router = try Self.router()
        #expect(router.resolve(.shortcutItem(.init(type: "t.scan"))) == .routed(.scanner))
        #expect(router.resolve(.shortcutItem(.init(type: "t.new-photo"))) == .routed(.compose(kind: "photo")))
        let draft = LaunchInput.NotificationResponse(
            requestIdentifier: "n", actionIdentifier: LaunchInput.NotificationResponse.defaultActionIdentifier,
            categoryIdentifier: "DRAFT", userInfo: ["kind": "video"], date: 0)
        #expect(router.resolve(.notificationResponse(draft)) == .routed(.compose(kind: "video")))
    }

    @Test func noURLReachesItAndNoneIsWritten() throws {
        let table = try Self.router().table
        #expect(table.resolve("t://") == .routed(.home))
        for url in ["t://scanner", "t://compose?kind=photo", "https://t.example.com/scanner"] {
            #expect(table.resolve(url).route == nil, "\(url)")
        }
        #expect(table.url(for: .scanner) == nil)
        #expect(table.universalLink(for: .compose(kind: "photo")) == nil)
        #expect(table.url(for: .home) == "t://")
    }

    @Test func theSpecWritesItWithAnEmptyPathList() throws {
        let spec = try RouteSpec(json: #"{"schemes": ["t"], "routes": [{"name": "scanner", "paths": []}]}"#)
        #expect(spec.routes.map(\.paths) == [[]])
        #expect(try spec.table().resolve("t://scanner").route == nil)
        #expect(spec.json.contains(#""paths": []"#))
        #expect(try RouteSpec(json: spec.json) == spec)
    }
}
