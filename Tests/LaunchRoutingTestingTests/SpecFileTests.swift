import Foundation
import LaunchRouting
import LaunchRoutingTesting
import Testing

/// A committed spec file against the router the app ships: every drift named by its field, word
/// for word, and the file the router records describes it.
@Suite struct SpecFileTests {
    static func router(_ spec: RouteSpec) throws -> Router<RouteMatch> {
        try spec.router()
    }

    static let base = RouteSpec(
        schemes: ["app"], domains: ["app.example.com"],
        routes: [
            RouteDeclaration(name: "home", paths: ["/"]),
            RouteDeclaration(name: "item", paths: ["/item/:id(int)"], query: ["ref": "string?"]),
            RouteDeclaration(name: "help", paths: ["/help/**topic"], sources: ["app"]),
        ],
        rules: LaunchRules(
            activities: [
                LaunchRule.Activity(activityType: "com.app.item", route: "item", parameters: ["id": "itemID"])
            ],
            shortcuts: [LaunchRule.Shortcut(type: "com.app.home", route: "home")],
            notificationURLKey: "link",
            notifications: [
                LaunchRule.Notification(categoryIdentifier: "ITEM", route: "item", parameters: ["id": "itemID"])
            ],
            spotlight: .url))

    /// Each row: a change to the file, and the drift it gives.
    static let rows: [(change: @Sendable (inout RouteSpec) -> Void, drift: String)] = [
        ({ $0.schemes = ["app", "appdev"] }, #"schemes: the router has ["app"], the spec file ["app","appdev"]"#),
        ({ $0.domains = [] }, #"domains: the router has ["app.example.com"], the spec file []"#),
        (
            { $0.limits.maximumSegments = 8 },
            "limits: the router has 8192 bytes and 64 segments, the spec file 8192 bytes and 8 segments"
        ),
        ({ $0.routes.removeLast() }, #"routes: route "help": the router has it, the spec file does not"#),
        (
            { $0.routes.append(RouteDeclaration(name: "cart", paths: ["/cart"])) },
            #"routes[3]: route "cart": the spec file has it, the router does not"#
        ),
        (
            { $0.routes[1].paths = ["/items/:id(int)"] },
            #"routes[1].path: route "item", paths: the router has ["/item/:id(int)"], the spec file ["/items/:id(int)"]"#
        ),
        (
            { $0.routes[1].query["ref"] = "string" },
            #"routes[1].query.ref: route "item", query "ref": the router has "string?", the spec file "string""#
        ),
        (
            { $0.routes[1].query["page"] = "int=1" },
            #"routes[1].query.page: route "item", query "page": the router has none, the spec file "int=1""#
        ),
        (
            { $0.routes[2].sources = nil },
            #"routes[2].sources: route "help", sources: the router has ["app"], the spec file all"#
        ),
        (
            { $0.routes[0].isCaseSensitive = false },
            #"routes[0].caseSensitive: route "home", caseSensitive: the router has true, the spec file false"#
        ),
        (
            { $0.routes[0].examples = ["app://"] },
            #"routes[0].examples: route "home", examples: the router has [], the spec file ["app://"]"#
        ),
        (
            { $0.rules.activities[0].parameters = [:] },
            #"activities[0]: activity rule "com.app.item": the router has {"params":{"id":"itemID"},"route":"item","type":"com.app.item"}, the spec file {"route":"item","type":"com.app.item"}"#
        ),
        (
            { $0.rules.shortcuts = [] },
            #"shortcuts: quick-action rule "com.app.home": the router has {"route":"home","type":"com.app.home"}, the spec file none"#
        ),
        (
            { $0.rules.shortcuts.append(LaunchRule.Shortcut(type: "com.app.help", route: "help")) },
            #"shortcuts[1]: quick-action rule "com.app.help": the spec file has {"route":"help","type":"com.app.help"}, the router none"#
        ),
        (
            { $0.rules.notificationURLKey = nil },
            #"notifications.urlKey: the router has "link", the spec file none"#
        ),
        (
            { $0.rules.notifications[0].actionIdentifier = "OPEN" },
            #"notifications.rules: notification rule for category "ITEM" and action none: the router has {"category":"ITEM","params":{"id":"itemID"},"route":"item"}, the spec file none"#
        ),
        ({ $0.rules.spotlight = nil }, #"spotlight: the router has "url", the spec file none"#),
    ]

    @Test(arguments: rows.indices) func eachDriftNamesItsField(row: Int) throws {
        let router = try Self.router(Self.base)
        var file = Self.base
        Self.rows[row].change(&file)
        let drifts = SpecFile.Drift.between(RouteSpec(router), file: file)
        #expect(drifts.first.map(\.description) == Self.rows[row].drift)
    }

    @Test func aRoutersOwnSpecHasNoDrift() throws {
        #expect(SpecFile.Drift.between(RouteSpec(try Self.router(Self.base)), file: Self.base).isEmpty)
        // Route order and the case of schemes and domains are not drift.
        var file = Self.base
        file.routes.reverse()
        file.schemes = ["APP"]
        #expect(SpecFile.Drift.between(RouteSpec(try Self.router(Self.base)), file: file).isEmpty)
    }

    @Test func theFileARouterRecordsDescribesIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-routing-\(UUID().uuidString).json"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = SpecFile(path: path)
        let router = try Self.router(Self.base)
        #expect(
            file.drift(from: router).map(\.description) == [
                ": the spec file \(path) does not exist; run the test with LAUNCH_ROUTING_RECORD_SPEC=1 to write it"
            ])
        #expect(file.record(router))
        #expect(file.drift(from: router).isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == RouteSpec(router).json)
        try #"{"routes": 7}"#.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(
            file.drift(from: router).map(\.description) == [
                "routes: the spec file \(path) does not load: expected an array, found a number"
            ])
    }

    @Test func besideTheTestIsInItsDirectory() {
        #expect(SpecFile.beside("/app/Tests/AppTests/RoutesTests.swift").path == "/app/Tests/AppTests/routes.json")
        #expect(SpecFile.beside("RoutesTests.swift", named: "spec.json").path == "./spec.json")
    }
}
