@_spi(Fuzzing) import LaunchRouting
import Testing

/// The launch inbox as a state machine: every event, every state, every drop reason, the time
/// windows at their boundaries.
@Suite struct LaunchInboxTests {
    typealias Route = Shop.Route
    typealias Inbox = LaunchInbox<Route>

    static func inbox(_ configuration: Inbox.Configuration = .init()) -> Inbox {
        LaunchInbox(router: Shop.router, configuration: configuration)
    }

    static let product42 = LaunchInput.url("shop://product/42")
    static let product7 = LaunchInput.url("shop://product/7")
    static let search = LaunchInput.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"]))
    static let viewing = LaunchInput.userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 5]))

    func routes(_ output: Inbox.Output) -> [Route?] {
        output.deliveries.map(\.route)
    }

    // MARK: States

    @Test func aNewInboxIsDisconnectedNotReadyAndEmpty() {
        let inbox = Self.inbox()
        #expect(!inbox.isConnected)
        #expect(!inbox.isReady)
        #expect(inbox.pendingCount == 0)
        #expect(inbox.nextDeadline == nil)
        #expect(inbox.configuration == .init(capacity: 32, deduplicationInterval: 5, handoffTimeout: 30))
    }

    @Test func outcomesWaitUntilReadyAndAreDeliveredOnce() {
        var inbox = Self.inbox()
        #expect(
            inbox.handle(.connect(.init(urlContexts: [.init(url: "shop://product/42")])), at: .seconds(0)) == .init())
        #expect(inbox.isConnected)
        #expect(inbox.pendingCount == 1)
        let output = inbox.handle(.ready, at: .seconds(2))
        #expect(
            output.deliveries == [
                LaunchDelivery(
                    input: Self.product42, outcome: .routed(.product(id: 42, ref: nil)), channel: .connectionOptions,
                    receivedAt: .seconds(0))
            ])
        #expect(inbox.pendingCount == 0)
        #expect(inbox.handle(.ready, at: .seconds(3)) == .init())
    }

    @Test func whenReadyAnOutcomeIsDeliveredAtOnce() {
        var inbox = Self.inbox()
        _ = inbox.handle(.ready, at: .seconds(0))
        let output = inbox.handle(.receive(Self.product7), at: .seconds(1))
        #expect(
            output.deliveries == [
                LaunchDelivery(
                    input: Self.product7, outcome: .routed(.product(id: 7, ref: nil)), channel: .callback,
                    receivedAt: .seconds(1))
            ])
    }

    @Test func notReadyHoldsOutcomesAgain() {
        var inbox = Self.inbox()
        _ = inbox.handle(.ready, at: .seconds(0))
        _ = inbox.handle(.notReady, at: .seconds(1))
        #expect(!inbox.isReady)
        #expect(inbox.handle(.receive(Self.product7), at: .seconds(2)).deliveries.isEmpty)
        #expect(routes(inbox.handle(.ready, at: .seconds(3))) == [.product(id: 7, ref: nil)])
    }

    @Test func anInboxThatNeverConnectsStillDelivers() {
        // A SwiftUI app without a scene delegate only receives.
        var inbox = Self.inbox()
        _ = inbox.handle(.receive(Self.product7), at: .seconds(0))
        #expect(!inbox.isConnected)
        #expect(routes(inbox.handle(.ready, at: .seconds(1))) == [.product(id: 7, ref: nil)])
    }

    @Test func inputsThatArriveSeparatelyKeepTheirOrderOfArrival() {
        var inbox = Self.inbox()
        _ = inbox.handle(.receive(Self.search), at: .seconds(0))
        _ = inbox.handle(.receive(Self.product7), at: .seconds(1))
        _ = inbox.handle(.receive(Self.product42), at: .seconds(2))
        #expect(
            routes(inbox.handle(.ready, at: .seconds(3))) == [
                .search(query: "boots", page: 1, tags: []), .product(id: 7, ref: nil), .product(id: 42, ref: nil),
            ])
    }

    @Test func theURLContextsOfOneCallbackAreTakenInCanonicalOrder() {
        for contexts in LaunchOptionsOrderTests.sets(of: [
            LaunchInput.URLContext(url: "shop://sort/old"), .init(url: "shop://product/1"),
        ]) {
            var inbox = Self.inbox()
            _ = inbox.handle(.openURLContexts(contexts), at: .seconds(0))
            let output = inbox.handle(.ready, at: .seconds(0))
            #expect(routes(output) == [.product(id: 1, ref: nil), .sorted(kind: "old")])
            #expect(output.deliveries.map(\.channel) == [.callback, .callback])
        }
    }

    /// A delivery gives the URL its input carried, as written, routed or not: a URL context's,
    /// an activity's webpage URL; an input with no URL of Apple's gives none.
    @Test func aDeliveryGivesTheURLItsInputCarried() {
        let handoff = LaunchInput.UserActivity(
            activityType: "com.shop.viewing", webpageURL: "https://shop.example.com/p/5", userInfo: ["productID": 5])
        let inputs: [(LaunchInput, String?)] = [
            (.url("shop://product/42"), "shop://product/42"),
            (.url("shop://no/such/ROUTE"), "shop://no/such/ROUTE"),
            (.link("https://shop.example.com/product/42?ref=mail"), "https://shop.example.com/product/42?ref=mail"),
            (.userActivity(handoff), "https://shop.example.com/p/5"),
            (Self.search, nil),
            (.notificationResponse(.init(requestIdentifier: "n1", userInfo: ["deeplink": "shop://product/7"])), nil),
        ]
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init()), at: .seconds(0))
        _ = inbox.handle(.ready, at: .seconds(0))
        for (index, (input, url)) in inputs.enumerated() {
            let output = inbox.handle(.receive(input), at: .seconds(Double(index)))
            #expect(output.deliveries.map(\.url) == [url], "\(input)")
        }
    }

    // MARK: Duplicates

    @Test func aCopyOfAPendingInputIsADuplicateHoweverLateItArrives() {
        var inbox = Self.inbox()
        _ = inbox.handle(.connect(.init(urlContexts: [.init(url: "shop://product/42")])), at: .seconds(0))
        let copy = inbox.handle(.receive(Self.product42), at: .seconds(600))
        #expect(
            copy.drops == [
                LaunchInput.Drop(
                    input: Self.product42, channel: .callback, reason: .duplicate, receivedAt: .seconds(600))
            ])
        let output = inbox.handle(.ready, at: .seconds(601))
        #expect(routes(output) == [.product(id: 42, ref: nil)])
        #expect(output.deliveries.map(\.channel) == [.connectionOptions])
    }

    @Test func aCopyIsADuplicateForTheIntervalAfterDelivery() {
        var inbox = Self.inbox(.init(deduplicationInterval: 5))
        _ = inbox.handle(.ready, at: .seconds(10))
        #expect(inbox.handle(.receive(Self.product42), at: .seconds(10)).deliveries.count == 1)
        #expect(inbox.handle(.receive(Self.product42), at: .seconds(14.999)).drops.map(\.reason) == [.duplicate])
        let again = inbox.handle(.receive(Self.product42), at: .seconds(15))
        #expect(again.drops.isEmpty)
        #expect(routes(again) == [.product(id: 42, ref: nil)])
    }

    @Test func aDuplicateDoesNotExtendTheWindow() {
        var inbox = Self.inbox(.init(deduplicationInterval: 5))
        _ = inbox.handle(.ready, at: .seconds(0))
        _ = inbox.handle(.receive(Self.product42), at: .seconds(0))
        #expect(inbox.handle(.receive(Self.product42), at: .seconds(4)).drops.count == 1)
        #expect(routes(inbox.handle(.receive(Self.product42), at: .seconds(6))) == [.product(id: 42, ref: nil)])
    }

    @Test(
        "Copies of one input, however spelled, are duplicates",
        arguments: [
            (LaunchInput.url("shop://product/42"), LaunchInput.url("SHOP:/product/42/")),
            (.url("shop://product/42"), .url("shop:///product//42/")),
            (.url("shop://product/42#token=a"), .url("SHOP:/product/42#token=%61")),
            (.url("https://shop.example.com/product/42"), .link("https://SHOP.example.com./product/42")),
            (.link("https://shop.example.com/product/42"), .link("https://shop.example.com/product/42/")),
            (.url("shop://search?q=a+b"), .url("shop://search?q=a%20b")),
            (
                viewing,
                .userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 5], title: "Boots"))
            ),
            (
                search,
                .shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"], localizedTitle: "Search"))
            ),
            (
                .tap("n-1", deeplink: "shop://product/1"),
                .notificationResponse(.init(requestIdentifier: "n-1", date: 700_000_000))
            ),
        ])
    func duplicates(_ first: LaunchInput, _ copy: LaunchInput) {
        var inbox = Self.inbox()
        _ = inbox.handle(.receive(first), at: .seconds(0))
        #expect(inbox.handle(.receive(copy), at: .seconds(1)).drops.map(\.reason) == [.duplicate])
        #expect(inbox.handle(.ready, at: .seconds(2)).deliveries.map(\.input) == [first])
    }

    @Test(
        "Different inputs are not duplicates",
        arguments: [
            (LaunchInput.url("shop://product/42"), LaunchInput.url("shop://product/43")),
            (.url("shop://product/42"), .url("shop://product/42?ref=a")),
            (.url("shop://product/42#token=a"), .url("shop://product/42#token=b")),
            (.url("shop://product/42"), .url("shop://product/42#reviews")),
            (.url("shop://help/A"), .url("shop://help/a")),
            (.url("shop://search?q=a&tag=1&tag=2"), .url("shop://search?q=a&tag=2&tag=1")),
            (viewing, .userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 6]))),
            (viewing, .userActivity(.init(activityType: "com.shop.Viewing", userInfo: ["productID": 5]))),
            (search, .shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "hats"]))),
            (.tap("n-1", deeplink: "shop://product/1"), .tap("n-2", deeplink: "shop://product/1")),
            (.tap("n-1", deeplink: "shop://product/1"), .tap("n-1", deeplink: "shop://product/1", date: 700_000_001)),
            (
                .tap("n-1", deeplink: "shop://product/1"),
                .notificationResponse(.init(requestIdentifier: "n-1", actionIdentifier: "REORDER", date: 700_000_000))
            ),
        ])
    func notDuplicates(_ first: LaunchInput, _ second: LaunchInput) {
        var inbox = Self.inbox()
        _ = inbox.handle(.receive(first), at: .seconds(0))
        #expect(inbox.handle(.receive(second), at: .seconds(1)).drops.isEmpty)
        #expect(inbox.handle(.ready, at: .seconds(2)).deliveries.map(\.input) == [first, second])
    }

    @Test func exactlyOnceHoweverEventsInterleave() {
        // Six distinct inputs, each arriving one to three times through either channel, with
        // readiness toggling at random: every input is delivered once, and nothing else is.
        let inputs: [LaunchInput] = [
            Self.product42, Self.product7, Self.search, Self.viewing, .link("https://shop.example.com/sort/new"),
            .tap("n-1", deeplink: "shop://product/1"),
        ]
        for seed in UInt64(1)...200 {
            var generator = SeededGenerator(seed: seed)
            var events: [LaunchEvent] = []
            for input in inputs {
                for _ in 0...Int.random(in: 0...2, using: &generator) { events.append(.receive(input)) }
            }
            events += (0..<4).map { _ in Bool.random(using: &generator) ? .ready : .notReady }
            events.shuffle(using: &generator)
            events.append(.ready)
            var inbox = Self.inbox()
            var delivered: [LaunchInput] = []
            for (offset, event) in events.enumerated() {
                delivered += inbox.handle(event, at: .seconds(Double(offset) * 0.1)).deliveries.map(\.input)
            }
            #expect(delivered.count == inputs.count, "seed \(seed)")
            #expect(Set(delivered) == Set(inputs), "seed \(seed)")
        }
    }

    // MARK: Capacity

    @Test func pastItsCapacityTheInboxDropsTheOldestAndSaysSo() {
        var inbox = Self.inbox(.init(capacity: 3))
        let inputs = (1...5).map { LaunchInput.url("shop://product/\($0)") }
        var drops: [LaunchInput.Drop] = []
        for (offset, input) in inputs.enumerated() {
            drops += inbox.handle(.receive(input), at: .seconds(Double(offset))).drops
        }
        #expect(inbox.pendingCount == 3)
        #expect(
            drops == [
                LaunchInput.Drop(input: inputs[0], channel: .callback, reason: .overflow, receivedAt: .seconds(0)),
                LaunchInput.Drop(input: inputs[1], channel: .callback, reason: .overflow, receivedAt: .seconds(1)),
            ])
        #expect(routes(inbox.handle(.ready, at: .seconds(9))) == [3, 4, 5].map { .product(id: $0, ref: nil) })
    }

    @Test func aDroppedInputArrivingAgainIsDelivered() {
        // It was never delivered, so the second copy is not a duplicate.
        var inbox = Self.inbox(.init(capacity: 1))
        _ = inbox.handle(.receive(Self.product42), at: .seconds(0))
        #expect(inbox.handle(.receive(Self.product7), at: .seconds(0)).drops.map(\.reason) == [.overflow])
        #expect(inbox.handle(.receive(Self.product42), at: .seconds(0)).drops.map(\.input) == [Self.product7])
        #expect(routes(inbox.handle(.ready, at: .seconds(1))) == [.product(id: 42, ref: nil)])
    }

    @Test func aCapacityBelowOneMeansOne() {
        var inbox = Self.inbox(.init(capacity: 0))
        _ = inbox.handle(.receive(Self.product42), at: .seconds(0))
        #expect(inbox.pendingCount == 1)
        #expect(routes(inbox.handle(.ready, at: .seconds(1))) == [.product(id: 42, ref: nil)])
    }

    // MARK: Quick actions

    @Test func theHandledAnswerIsWhetherTheQuickActionRoutes() {
        var inbox = Self.inbox()
        #expect(inbox.handle(.receive(Self.search), at: .seconds(0)).shortcutHandled == true)
        // a duplicate: the same answer
        #expect(inbox.handle(.receive(Self.search), at: .seconds(0)).shortcutHandled == true)
        #expect(
            inbox.handle(.receive(.shortcutItem(.init(type: "com.shop.scan"))), at: .seconds(0)).shortcutHandled
                == false)
        #expect(
            inbox.handle(.receive(.shortcutItem(.init(type: "com.shop.search"))), at: .seconds(0)).shortcutHandled
                == false)
        #expect(inbox.handle(.receive(Self.product7), at: .seconds(0)).shortcutHandled == nil)
        #expect(
            inbox.handle(.connect(.init(shortcutItem: .init(type: "com.shop.home"))), at: .seconds(0)).shortcutHandled
                == true)
        #expect(
            inbox.handle(.connect(.init(urlContexts: [.init(url: "shop://x")])), at: .seconds(0)).shortcutHandled == nil
        )
    }

    @Test func theInboxReportsTheNextDeadline() {
        var inbox = Self.inbox(.init(handoffTimeout: 10))
        _ = inbox.handle(.connect(.init(handoffUserActivityType: "com.shop.viewing")), at: .seconds(5))
        #expect(inbox.nextDeadline == .seconds(15))
        _ = inbox.handle(.failToContinue(activityType: "com.shop.viewing", errorDescription: "x"), at: .seconds(6))
        #expect(inbox.nextDeadline == nil)
    }

    @Test func instantsAreSecondsOnOneTimeline() {
        #expect(LaunchClock.Instant.seconds(1.5) == LaunchClock.Instant(seconds: 1.5))
        #expect(LaunchClock.Instant.seconds(1).advanced(by: 0.5) == .seconds(1.5))
        #expect(LaunchClock.Instant.seconds(1) < .seconds(2))
        #expect(LaunchClock.Instant.seconds(2).description == "2.0s")
        let clock = LaunchClock.system
        let first = clock.now
        #expect(clock.now >= first)
    }
}
