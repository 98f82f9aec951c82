@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// docs/route-spec.md, "Nested payloads": a notification or activity rule may require keys to be
/// present, so that the payload's shape chooses the route; of the rules that take a payload, the
/// most specific by category and action wins, then the one that pins more of the payload, then
/// the one whose keys sort first, whatever order the rules are given in.
@Suite struct RequiredKeysTests {
    static let table = KeyPathRuleTests.table

    static let notifications: [LaunchRule.Notification] = [
        .init(
            categoryIdentifier: "ACTIVITY", route: "update",
            parameters: ["id": "/activity/project_id", "update": "/activity/update_id"],
            requiredKeys: ["/activity/update_id", "/activity/project_id"]),
        .init(
            categoryIdentifier: "ACTIVITY", route: "project", parameters: ["id": "/activity/project_id"],
            requiredKeys: ["/activity/project_id"]),
        .init(categoryIdentifier: "ACTIVITY", route: "message", parameters: ["thread": "thread"]),
    ]

    static let activities: [LaunchRule.Activity] = [
        .init(activityType: "com.ksr.open", route: "project", parameters: ["id": "project"], requiredKeys: ["project"]),
        .init(
            activityType: "com.ksr.open", route: "message", parameters: ["thread": "thread"], requiredKeys: ["thread"]),
    ]

    static func router(reversed: Bool = false) throws -> Router<RouteMatch> {
        try Router(
            table: table, activities: reversed ? activities.reversed() : activities, notificationURLKey: "deeplink",
            notifications: reversed ? notifications.reversed() : notifications)
    }

    static func notification(_ userInfo: [String: LaunchInput.PropertyListValue], category: String = "ACTIVITY")
        -> LaunchInput
    {
        .notificationResponse(.init(requestIdentifier: "n", categoryIdentifier: category, userInfo: userInfo))
    }

    @Test(arguments: [false, true])
    func thePayloadsShapeChoosesTheRule(_ reversed: Bool) throws {
        let router = try Self.router(reversed: reversed)
        let rows: [(LaunchInput, RouteOutcome<RouteMatch>)] = [
            (
                Self.notification(["activity": ["project_id": 4, "update_id": 9]]),
                .routed(RouteMatch(name: "update", parameters: ["id": 4, "update": 9]))
            ),
            (
                Self.notification(["activity": ["project_id": 4]]),
                .routed(RouteMatch(name: "project", parameters: ["id": 4]))
            ),
            // A key with a null value is no key.
            (
                Self.notification(["activity": ["project_id": 4, "update_id": .null]]),
                .routed(RouteMatch(name: "project", parameters: ["id": 4]))
            ),
            (Self.notification(["thread": "t-1"]), .routed(RouteMatch(name: "message", parameters: ["thread": "t-1"]))),
            (
                .userActivity(.init(activityType: "com.ksr.open", userInfo: ["thread": "t-2"])),
                .routed(RouteMatch(name: "message", parameters: ["thread": "t-2"]))
            ),
            (
                .userActivity(.init(activityType: "com.ksr.open", userInfo: ["project": 3])),
                .routed(RouteMatch(name: "project", parameters: ["id": 3]))
            ),
        ]
        for (input, outcome) in rows {
            #expect(router.resolve(input) == outcome, "\(input)")
        }
        // A rule for a key inside another's goes first: it pins more of the payload.
        let nested = try Router(
            table: Self.table,
            notifications: [
                .init(route: "message", parameters: ["thread": "/activity/kind"], requiredKeys: ["/activity"]),
                .init(
                    route: "project", parameters: ["id": "/activity/project_id"], requiredKeys: ["/activity/project_id"]
                ),
            ])
        #expect(
            nested.resolve(Self.notification(["activity": ["kind": "backing", "project_id": 1]], category: ""))
                == .routed(RouteMatch(name: "project", parameters: ["id": 1])))
        #expect(
            nested.resolve(Self.notification(["activity": ["kind": "follow"]], category: ""))
                == .routed(RouteMatch(name: "message", parameters: ["thread": "follow"])))
        // Both keys: the rules pin one key each, and "project" sorts first.
        #expect(
            router.resolve(.userActivity(.init(activityType: "com.ksr.open", userInfo: ["project": 3, "thread": "t"])))
                == .routed(RouteMatch(name: "project", parameters: ["id": 3])))
    }

    @Test func aPayloadNoRuleTakesGoesWhereARuleWouldNotTakeIt() throws {
        let router = try Self.router()
        // No rule of the category takes it: the URL under the notification URL key.
        let other = try Router(
            table: Self.table, notificationURLKey: "deeplink", notifications: Array(Self.notifications.prefix(2)))
        #expect(
            other.resolve(Self.notification(["deeplink": "ksr://messages/t-3"]))
                == .routed(RouteMatch(name: "message", parameters: ["thread": "t-3"])))
        // An activity whose payload no rule of its type takes: the rule that requires least (the
        // last, by the order rules go in) says what is missing.
        let reason = router.resolve(.userActivity(.init(activityType: "com.ksr.open", userInfo: ["x": 1]))).reason
        #expect(reason?.code == .missingParameter)
        #expect(
            reason?.message
                == "the activity \"com.ksr.open\" has no userInfo value \"thread\", which its rule for route \"message\" requires"
        )
    }

    @Test func rulesThatRequireTheSameKeysAreDuplicates() {
        #expect {
            _ = try Router(
                table: Self.table,
                activities: [
                    .init(activityType: "t", route: "project", parameters: ["id": "a"], requiredKeys: ["a", "b"]),
                    .init(activityType: "t", route: "project", parameters: ["id": "b"], requiredKeys: ["b", "a", "a"]),
                ])
        } throws: { error in
            guard let error = error as? RouterError else { return false }
            return error.code == .duplicateRule && error.field == .duplicate(of: 0)
                && "\(error)" == "two activity rules take the type \"t\" requiring \"a\", \"b\""
        }
    }

    @Test(arguments: [
        (
            ["/~x"], 0,
            "notification rule for category \"C\" and any action requiring \"/~x\": the key path \"/~x\" has a \"~\" that is neither \"~0\" (a \"~\") nor \"~1\" (a \"/\")"
        ),
        (
            ["/ok", "/id/more"], 1,
            "notification rule for category \"C\" and any action requiring \"/id/more\", \"/ok\": the required key \"/id/more\" is inside the value \"/id\" of the parameter \"id\", which cannot be both a value and what holds the key"
        ),
    ])
    func aRequiredKeyNoPayloadCanHoldIsABuildError(_ keys: [String], _ index: Int, _ message: String) {
        #expect {
            _ = try Router(
                table: Self.table,
                notifications: [
                    .init(categoryIdentifier: "C", route: "project", parameters: ["id": "/id"], requiredKeys: keys)
                ])
        } throws: { error in
            guard let error = error as? RouterError else { return false }
            return error.code == .invalidKeyPath && error.field == .requiredKey(at: index) && "\(error)" == message
        }
    }

    @Test func theSpecDeclaresThem() throws {
        let spec = try RouteSpec(
            json: #"""
                { "schemes": ["ksr"],
                  "routes": [{ "name": "project", "path": "/projects/:id(int)" }],
                  "activities": [{ "type": "t", "route": "project", "params": { "id": "/p/id" }, "requires": ["/p"] }],
                  "notifications": { "rules": [
                    { "category": "C", "route": "project", "params": { "id": "/a/id" }, "requires": ["/a/kind"] } ] } }
                """#)
        #expect(spec.rules.activities[0].requiredKeys == ["/p"])
        #expect(spec.rules.notifications[0].requiredKeys == ["/a/kind"])
        #expect(try RouteSpec(json: spec.json) == spec)
        let broken = try RouteSpec(json: spec.json.replacingOccurrences(of: "\"/p\"", with: "\"/~p\""))
        #expect {
            _ = try broken.router()
        } throws: { error in
            "\(error)".hasPrefix("activities[0].requires[0]: activity rule \"t\": the key path \"/~p\"")
        }
    }

    /// The harness draws payloads of each rule's shape, and every property holds, P2's
    /// reordering of the rules included.
    @Test func everyPropertyHolds() throws {
        let report = LaunchProperties(router: try Self.router()).check(seed: 52, iterations: 400)
        #expect(report.passed, "\(report)")
    }
}
