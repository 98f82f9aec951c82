@_spi(Fuzzing) import LaunchRouting
import Synchronization
import Testing

/// docs/launch-lifecycle.md, §4: the inbox resolves a received input once; the outcome it queues
/// answers the controller's `receive` and a quick action's completion handler, without resolving
/// it again. Counted by the binding's calls.
@Suite struct InboxResolvesOnceTests {
    final class Calls: Sendable {
        let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
    }

    static func router(_ calls: Calls) throws -> Router<String> {
        let table = try RouteTable<String>(schemes: ["t"]) {
            RouteDefinition<String>("a", path: "/a") { _ in
                calls.count.withLock { $0 += 1 }
                return "a"
            } reverse: { _ in
                [:]
            }
        }
        return try Router(table: table, shortcuts: [LaunchRule.Shortcut(type: "s", route: "a")])
    }

    @MainActor @Test func aReceivedInputIsResolvedOnce() throws {
        let calls = Calls()
        var delivered: [RouteOutcome<String>] = []
        let controller = LaunchInboxController(router: try Self.router(calls)) { delivered.append($0.outcome) }
        controller.setReady(true)
        #expect(controller.receive(.url("t://a")))
        #expect(calls.value == 1)
        #expect(controller.receive(.shortcutItem(.init(type: "s"))))
        #expect(calls.value == 2)
        // A duplicate is dropped unresolved, and resolved once to answer.
        #expect(controller.receive(.url("t://a")))
        #expect(calls.value == 3)
        #expect(!controller.receive(.url("t://b")))
        #expect(delivered.map(\.route) == ["a", "a", nil])
    }

    /// An input that waits for the app is resolved when it arrives, to answer, and not again
    /// when it is delivered.
    @MainActor @Test func aWaitingInputIsResolvedOnce() throws {
        let calls = Calls()
        var delivered: [RouteOutcome<String>] = []
        let controller = LaunchInboxController(router: try Self.router(calls)) { delivered.append($0.outcome) }
        #expect(controller.receive(.url("t://a")))
        #expect(controller.receive(.shortcutItem(.init(type: "s"))))
        #expect(calls.value == 2)
        controller.setReady(true)
        #expect(calls.value == 2)
        #expect(delivered.map(\.route) == ["a", "a"])
    }

    /// A quick action in the connection options is resolved once, for its delivery and for its
    /// answer; a legacy copy of it is dropped unresolved.
    @Test func aColdQuickActionIsResolvedOnce() throws {
        let calls = Calls()
        var inbox = LaunchInbox(router: try Self.router(calls))
        let item = LaunchInput.ShortcutItem(type: "s")
        let legacy = LaunchOptions.Legacy(shortcutItem: item)
        let output = inbox.handle(.connect(.init(shortcutItem: item), legacyLaunchOptions: legacy), at: .seconds(0))
        #expect(output.shortcutHandled == true)
        #expect(output.drops.map(\.channel) == [.legacyLaunchOptions])
        #expect(calls.value == 1)
        #expect(inbox.handle(.ready, at: .seconds(1)).deliveries.map(\.outcome.route) == ["a"])
        #expect(calls.value == 1)
    }

    /// A quick action's answer on the inbox itself comes from the same one resolve.
    @Test func aQuickActionsAnswerComesFromItsOutcome() throws {
        let calls = Calls()
        var inbox = LaunchInbox(router: try Self.router(calls))
        let output = inbox.handle(.receive(.shortcutItem(.init(type: "s"))), at: .seconds(0))
        #expect(output.shortcutHandled == true)
        #expect(calls.value == 1)
    }
}
