@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// docs/route-spec.md, "Nested payloads": a rule reads a value at a top-level key as written, or,
/// starting with `/`, at a JSON Pointer (RFC 6901) into nested dictionaries and arrays.
@Suite struct KeyPathRuleTests {
    static let table = try! RouteTable<RouteMatch>(
        schemes: ["ksr"],
        routes: [
            RouteDefinition("project", path: "/projects/:id(int)"),
            RouteDefinition("update", path: "/projects/:id(int)/updates/:update(int)"),
            RouteDefinition("message", path: "/messages/:thread"),
        ])

    static let router = try! Router(
        table: table,
        activities: [.init(activityType: "com.ksr.project", route: "project", parameters: ["id": "/project/id"])],
        notifications: [
            .init(categoryIdentifier: "BACKING", route: "project", parameters: ["id": "/activity/project_id"]),
            .init(
                categoryIdentifier: "UPDATE", route: "update",
                parameters: ["id": "/activity/project_id", "update": "/activity/update/id"]),
            .init(categoryIdentifier: "MESSAGE", route: "message", parameters: ["thread": "/threads/0/id"]),
            .init(categoryIdentifier: "LEGACY", route: "message", parameters: ["thread": "com.ksr.thread"]),
            .init(categoryIdentifier: "SLASHED", route: "message", parameters: ["thread": "/a~1b/~0c"]),
        ])

    static func notification(_ category: String, _ userInfo: [String: LaunchInput.PropertyListValue]) -> LaunchInput {
        .notificationResponse(.init(requestIdentifier: "n", categoryIdentifier: category, userInfo: userInfo))
    }

    @Test(arguments: [
        (
            notification("BACKING", ["activity": ["project_id": 42]]),
            RouteMatch(name: "project", parameters: ["id": 42])
        ),
        (
            notification("UPDATE", ["activity": ["project_id": 42, "update": ["id": "7"]]]),
            RouteMatch(name: "update", parameters: ["id": 42, "update": 7])
        ),
        (
            notification("MESSAGE", ["threads": [["id": "t-1"], ["id": "t-2"]]]),
            RouteMatch(name: "message", parameters: ["thread": "t-1"])
        ),
        // A key without a leading `/` is a top-level key, dots and all.
        (notification("LEGACY", ["com.ksr.thread": "t-9"]), RouteMatch(name: "message", parameters: ["thread": "t-9"])),
        (notification("SLASHED", ["a/b": ["~c": "t-3"]]), RouteMatch(name: "message", parameters: ["thread": "t-3"])),
        (
            LaunchInput.userActivity(.init(activityType: "com.ksr.project", userInfo: ["project": ["id": 5]])),
            RouteMatch(name: "project", parameters: ["id": 5])
        ),
    ])
    func aRuleReadsAValueAtItsKeyPath(_ input: LaunchInput, _ expected: RouteMatch) {
        #expect(Self.router.resolve(input) == .routed(expected))
    }

    @Test func aPathThatLeadsNowhereIsAMissingParameter() {
        let cases: [[String: LaunchInput.PropertyListValue]] = [
            [:], ["activity": "42"], ["activity": [:]], ["activity": [["project_id": 42]]],
        ]
        for userInfo in cases {
            let reason = Self.router.resolve(Self.notification("BACKING", userInfo)).reason
            #expect(reason?.code == .missingParameter, "\(userInfo)")
            #expect(
                reason?.message
                    == "the notification \"n\" has no userInfo value \"/activity/project_id\" for the parameter \"id\" of route \"project\""
            )
        }
        // An index past the end, or one written with a leading zero, reads nothing.
        for threads: LaunchInput.PropertyListValue in [[], [["id": "a"]], ["0": ["id": "a"]]] {
            let message = Self.notification("MESSAGE", ["threads": threads])
            let outcome = Self.router.resolve(message)
            // A dictionary's key "0" is a key like any other.
            if case .dictionary = threads {
                #expect(outcome == .routed(RouteMatch(name: "message", parameters: ["thread": "a"])))
            } else if case .array(let elements) = threads, elements.isEmpty {
                #expect(outcome.reason?.code == .missingParameter)
            } else {
                #expect(outcome == .routed(RouteMatch(name: "message", parameters: ["thread": "a"])))
            }
        }
    }

    @Test(arguments: [
        (
            ["thread": "/a/~2"],
            "notification rule for category \"C\" and any action: the key path \"/a/~2\" has a \"~\" that is neither \"~0\" (a \"~\") nor \"~1\" (a \"/\")"
        ),
        (
            ["id": "/a", "update": "/a/b"],
            "notification rule for category \"C\" and any action: the parameters \"id\" and \"update\" read inside one another: the value at \"/a\" cannot be both a value and what holds the other"
        ),
    ])
    func aKeyPathNoPayloadCanHoldIsABuildError(_ parameters: [String: String], _ message: String) {
        let route = parameters["thread"] == nil ? "update" : "message"
        #expect {
            _ = try Router(
                table: Self.table, notifications: [.init(categoryIdentifier: "C", route: route, parameters: parameters)]
            )
        } throws: { error in
            (error as? RouterError)?.code == .invalidKeyPath && "\(error)" == message
        }
    }

    /// The harness builds nested payloads for such rules, and every property holds.
    @Test func everyPropertyHoldsOnRulesOfKeyPaths() {
        let report = LaunchProperties(router: Self.router).check(seed: 51, iterations: 400)
        #expect(report.passed, "\(report)")
    }

    @Test func theSpecDeclaresThem() throws {
        let spec = try RouteSpec(
            json: #"""
                { "schemes": ["ksr"],
                  "routes": [{ "name": "project", "path": "/projects/:id(int)" }],
                  "notifications": { "rules": [
                    { "category": "BACKING", "route": "project", "params": { "id": "/activity/project_id" } } ] } }
                """#)
        let router = try spec.router()
        #expect(
            router.resolve(Self.notification("BACKING", ["activity": ["project_id": 3]]))
                == .routed(RouteMatch(name: "project", parameters: ["id": 3])))
        // A pointer no payload can hold is the spec's error, at the field that names it.
        let broken = try RouteSpec(
            json: spec.json.replacingOccurrences(of: "/activity/project_id", with: "/activity/~2"))
        #expect {
            _ = try broken.router()
        } throws: { error in
            "\(error)".hasPrefix("notifications.rules[0].params.id: notification rule for category \"BACKING\"")
        }
    }
}
