@_spi(Fuzzing) import LaunchRouting
import Testing

/// docs/normalisation.md, rule 36a: a nested URL, in the whole fragment or in a query value, is
/// split into its parts before anything in it is decoded, as the outer URL is, so an encoded `#`,
/// `?`, `/` or `%` stays inside its segment; cold (connection options) and warm (a callback) alike,
/// and the inbox keeps such a URL apart from the one with the delimiter raw.
@Suite struct EncodedDelimiterTests {
    typealias Route = PatternFixtures.Route

    static let table = try! PatternFixtures.table([
        Route("home", "/", fragment: .route),
        Route("room", "/room/:id"),
        Route("roomPage", "/room/:id/:page"),
        Route("rooms", "/room"),
        Route("link", "/link", query: ["to": "route"]),
    ])
    static let router = try! Router(table: table)

    struct Row: Sendable, CustomTestStringConvertible {
        var url: String
        var id: String
        var testDescription: String { "\(url) → room(id=\(id))" }
    }

    /// Each delimiter encoded inside the segment, in the fragment and in a nested query value
    /// (where the value is decoded once first, so the nested URL's own escape is `%25XX`).
    static let rows: [Row] = [
        Row(url: "https://t.example.com/#/room/%23alias:server", id: "#alias:server"),
        Row(url: "https://t.example.com/#/room/a%3Fb", id: "a?b"),
        Row(url: "https://t.example.com/#/room/a%2Fb", id: "a/b"),
        Row(url: "https://t.example.com/#/room/a%25b", id: "a%b"),
        Row(url: "t://#/room/a%2523b", id: "a%23b"),
        Row(url: "t://link?to=/room/%2523alias:server", id: "#alias:server"),
        Row(url: "t://link?to=/room/a%253Fb", id: "a?b"),
        Row(url: "t://link?to=/room/a%252Fb", id: "a/b"),
        Row(url: "t://link?to=/room/a%2525b", id: "a%b"),
        Row(url: "t://link?to=%2Froom%2Fa%252Fb", id: "a/b"),
    ]

    @Test(arguments: rows) func anEncodedDelimiterStaysInItsSegment(_ row: Row) {
        let expected = RouteMatch(name: "room", parameters: ["id": .string(row.id)])
        PatternFixtures.check(Self.table, row.url, .routed("room", ["id": .string(row.id)]))
        let input = LaunchInput.openURL(.init(url: row.url))
        var cold = LaunchInbox(router: Self.router)
        _ = cold.handle(.connect(.init(urlContexts: [.init(url: row.url)])), at: .seconds(0))
        let coldOutput = cold.handle(.ready, at: .seconds(1))
        var warm = LaunchInbox(router: Self.router)
        _ = warm.handle(.ready, at: .seconds(0))
        let warmOutput = warm.handle(.receive(input), at: .seconds(1))
        #expect(coldOutput.deliveries.map(\.outcome) == [.routed(expected)], "cold")
        #expect(warmOutput.deliveries.map(\.outcome) == [.routed(expected)], "warm")
    }

    /// The raw delimiter splits: the same text unencoded reaches another route, or none.
    @Test func theRawDelimiterSplits() {
        PatternFixtures.check(
            Self.table, "https://t.example.com/#/room/a/b", .routed("roomPage", ["id": "a", "page": "b"]))
        PatternFixtures.check(Self.table, "https://t.example.com/#/room/a?b", .routed("room", ["id": "a"]))
        PatternFixtures.check(Self.table, "https://t.example.com/#/room/#alias", .routed("rooms", [:]))
        PatternFixtures.check(Self.table, "t://link?to=/room/a%2Fb", .routed("roomPage", ["id": "a", "page": "b"]))
        // A fragment that is not a path is one segment, escapes and all: `%2F` never starts a path.
        PatternFixtures.check(Self.table, "https://t.example.com/#%2Froom%2Fa", .unmatched(.noMatchingRoute))
    }

    /// Two inputs that differ only in whether a delimiter is encoded are two inputs to the inbox:
    /// neither is dropped as a copy of the other, and their order does not depend on which came first.
    @Test(arguments: [
        ("shop://product/a%2Fb", "shop://product/a/b"),
        ("https://t.example.com/#/room/a%2Fb", "https://t.example.com/#/room/a/b"),
        ("https://t.example.com/#/room/%23a", "https://t.example.com/#/room/#a"),
        ("https://t.example.com/#/room/a%3Fb", "https://t.example.com/#/room/a?b"),
        ("t://link?to=/room/a%252Fb", "t://link?to=/room/a%2Fb"),
    ])
    func anEncodedDelimiterIsAnotherInput(_ first: String, _ second: String) {
        func delivered(_ urls: [String]) -> [String] {
            var inbox = LaunchInbox(router: Self.router)
            _ = inbox.handle(.connect(.init(urlContexts: Set(urls.map { .init(url: $0) }))), at: .seconds(0))
            var received = inbox.handle(.ready, at: .seconds(1)).deliveries.map(\.input)
            for url in urls {
                received += inbox.handle(.receive(.openURL(.init(url: url))), at: .seconds(2)).deliveries.map(\.input)
            }
            return received.compactMap { if case .openURL(let context) = ($0).kind { context.url } else { nil } }
        }
        let forward = delivered([first, second])
        #expect(forward.count == 2)
        #expect(Set(forward) == [first, second])
        #expect(delivered([second, first]) == forward)
    }

    /// Spellings that no reading of a fragment can tell apart are one input.
    @Test func anEscapeOfAnUnreservedCharacterIsTheSameInput() {
        var inbox = LaunchInbox(router: Self.router)
        _ = inbox.handle(.ready, at: .seconds(0))
        let first = inbox.handle(.receive(.openURL(.init(url: "https://t.example.com/#/room/%41%2f"))), at: .seconds(1))
        let second = inbox.handle(.receive(.openURL(.init(url: "https://t.example.com/#/room/A%2F"))), at: .seconds(2))
        #expect(first.deliveries.count == 1)
        #expect(second.deliveries.isEmpty)
        #expect(second.drops.count == 1)
    }
}
