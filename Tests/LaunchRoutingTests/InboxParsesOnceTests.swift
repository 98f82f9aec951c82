@_spi(Fuzzing) import LaunchRouting
import Testing

/// The inbox tokenizes each URL at most once, for its order, its deduplication key and its route,
/// and a URL that arrives alone only when an input of its family is there to compare it with; the
/// outcome it delivers is still the router's, word for word, whichever path the router would take.
@Suite struct InboxParsesOnceTests {
    typealias Inbox = LaunchInbox<Shop.Route>

    /// URLs the fast path takes, URLs only the slow path decides, and every fault that comes
    /// before or after tokenizing.
    static let urls = [
        "shop://product/42",
        "SHOP:/product/%34%32/",
        "https://shop.example.com/product/42?ref=mail",
        "https://www.shop.example.com/search?q=red%20boots",
        "shop://nowhere/1",
        "shop://product/abc",
        "shop://product/../7",
        "shop://product/%zz",
        "ftp://shop.example.com/product/42",
        "shop://product/" + String(repeating: "a", count: 8_200),
        "shop://" + Array(repeating: "s", count: 70).joined(separator: "/"),
        "",
    ]

    static var inputs: [LaunchInput] {
        urls.map { LaunchInput.url($0) }
            + urls.map { .userActivity(.init(activityType: LaunchInput.UserActivity.browsingWebType, webpageURL: $0)) }
    }

    @Test(arguments: inputs) func aWarmInputGetsTheRoutersOutcome(input: LaunchInput) {
        var inbox = Inbox(router: Shop.router)
        _ = inbox.handle(.ready, at: .seconds(0))
        let delivered = inbox.handle(.receive(input), at: .seconds(1)).deliveries
        #expect(delivered.map(\.outcome) == [Shop.router.resolve(input)])
    }

    @Test func coldInputsGetTheRoutersOutcomes() {
        var inbox = Inbox(router: Shop.router)
        let contexts = Set(Self.urls.map { LaunchInput.URLContext(url: $0) })
        let dropped = inbox.handle(.connect(.init(urlContexts: contexts)), at: .seconds(0)).drops
        let delivered = inbox.handle(.ready, at: .seconds(1)).deliveries
        // `SHOP:/product/%34%32/` is `shop://product/42` spelled another way.
        #expect(dropped.map(\.input) == [.url("shop://product/42")])
        #expect(delivered.count == Self.urls.count - 1)
        for delivery in delivered {
            #expect(delivery.outcome == Shop.router.resolve(delivery.input), "\(delivery.input)")
        }
    }

    /// The order and the deduplication key come from the same normalised form: two spellings of
    /// one link arriving together are one input, delivered in canonical order.
    @Test func oneParseOrdersAndDeduplicates() {
        var inbox = Inbox(router: Shop.router)
        _ = inbox.handle(.ready, at: .seconds(0))
        let output = inbox.handle(
            .openURLContexts([
                .init(url: "SHOP:/product/42/"), .init(url: "shop://product/42"), .init(url: "shop://help/faq"),
            ]),
            at: .seconds(1))
        #expect(output.deliveries.map(\.input) == [.url("shop://help/faq"), .url("SHOP:/product/42/")])
        #expect(output.drops.map(\.input) == [.url("shop://product/42")])
        #expect(output.drops.map(\.reason) == [.duplicate])
    }

    /// A URL received alone is resolved from its text and keyed only when compared: a copy in
    /// another spelling is still told, whether the first is pending or was delivered, and
    /// whichever of the two arrived first.
    @Test func aLaterCopyIsToldWhateverWasKeyedBefore() {
        for (first, second) in [
            ("shop://product/42", "SHOP:/product/%34%32/"), ("SHOP:/product/%34%32/", "shop://product/42"),
        ] {
            var pending = Inbox(router: Shop.router)
            _ = pending.handle(.receive(.url(first)), at: .seconds(0))
            #expect(pending.handle(.receive(.url(second)), at: .seconds(1)).drops.map(\.reason) == [.duplicate])
            var delivered = Inbox(router: Shop.router)
            _ = delivered.handle(.ready, at: .seconds(0))
            _ = delivered.handle(.receive(.url(first)), at: .seconds(0))
            let copy = LaunchInput.userActivity(
                .init(activityType: LaunchInput.UserActivity.browsingWebType, webpageURL: second))
            #expect(delivered.handle(.receive(copy), at: .seconds(1)).drops.map(\.reason) == [.duplicate])
            #expect(delivered.handle(.receive(.url(first)), at: .seconds(7)).deliveries.count == 1)
        }
    }

    /// A URL and a universal link that come together are compared by their schemes first: of
    /// other schemes, they are two inputs, however alike the rest; of one scheme spelled in
    /// another case, their normalised forms decide, and here they are one input.
    @Test func linksOfOtherSchemesAreTwoInputs() {
        for (link, delivered) in [("https://shop.example.com/product/42", 2), ("SHOP:/product/%34%32/", 1)] {
            var inbox = Inbox(router: Shop.router)
            let options = LaunchOptions(
                urlContexts: [.init(url: "shop://product/42")],
                userActivities: [.init(activityType: LaunchInput.UserActivity.browsingWebType, webpageURL: link)])
            let dropped = inbox.handle(.connect(options), at: .seconds(0)).drops
            #expect(inbox.handle(.ready, at: .seconds(1)).deliveries.count == delivered, "\(link)")
            #expect(dropped.count == 2 - delivered, "\(link)")
        }
    }

    /// A failed Handoff and an activity of its type with nothing in it are two inputs, whichever
    /// comes first: a failure's key matches only another failure.
    @Test func aFailedHandoffIsNotACopyOfAnActivity() {
        let activity = LaunchInput.userActivity(.init(activityType: "com.shop.viewing"))
        let failure = LaunchEvent.failToContinue(activityType: "com.shop.viewing", errorDescription: "cancelled")
        for events in [[LaunchEvent.receive(activity), failure], [failure, .receive(activity)]] {
            var inbox = Inbox(router: Shop.router)
            _ = inbox.handle(.ready, at: .seconds(0))
            let outputs = events.map { inbox.handle($0, at: .seconds(1)) }
            #expect(outputs.flatMap(\.drops) == [])
            #expect(outputs.flatMap(\.deliveries).count == 2)
        }
    }
}
