@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

/// The fast path reads a clean URL's query in place: only the items whose keys the route
/// declares, keys and values decoded where they are escaped, `+` a space in a value, into
/// temporary storage; the parameters reserved once and sorted in place. Each row's match is
/// pinned, and the reference matcher, which never takes the fast path, must agree.
@Suite struct FastQueryTests {
    static let table = try! ExampleRoutes.table()

    enum Expected: Sendable {
        case match(RouteMatch)
        case reason(OutcomeReason.Code)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var url: String
        var expected: Expected
        var testDescription: String { url }
    }

    static func match(_ name: String, _ parameters: [String: ParameterValue]) -> Expected {
        .match(RouteMatch(name: name, parameters: parameters))
    }

    static let rows: [Row] = [
        Row(url: "shop://search?q=boots", expected: match("search", ["q": "boots", "page": 1])),
        Row(url: "shop://search?%71=boots&page=2", expected: match("search", ["q": "boots", "page": 2])),
        Row(url: "shop://search?q=red+boots", expected: match("search", ["q": "red boots", "page": 1])),
        Row(url: "shop://search?q=red%20boots&%70age=3", expected: match("search", ["q": "red boots", "page": 3])),
        Row(url: "shop://search?utm%5Fsource=x&q=a&utm=y", expected: match("search", ["q": "a", "page": 1])),
        Row(
            url: "shop://search?page=2&q=a&tag=x&tag=y",
            expected: match("search", ["q": "a", "page": 2, "tag": ParameterValue.list(["x", "y"])])),
        Row(
            url: "shop://search?tag=x&page=2&q=a",
            expected: match("search", ["q": "a", "page": 2, "tag": ParameterValue.list(["x"])])),
        Row(url: "shop://search?q=a&%71=b", expected: .reason(.duplicateParameter)),
        Row(url: "shop://search?page=2", expected: .reason(.missingParameter)),
        Row(url: "shop://search?q=a&page=x", expected: .reason(.invalidParameter)),
        Row(
            url: "shop://collections/summer?page=3&sort=price",
            expected: match("collection", ["handle": "summer", "sort": "price", "page": 3])),
        Row(
            url: "shop://cart/items/0F8B2C4E-1A2B-4C3D-9E8F-0123456789AB",
            expected: match("cartItem", ["itemID": .uuid("0f8b2c4e-1a2b-4c3d-9e8f-0123456789ab")])),
        Row(url: "shop://compare?id=1&id=2&id=3", expected: match("compare", ["id": .list([1, 2, 3])])),
    ]

    @Test(arguments: rows)
    func theQueryIsReadInPlace(_ row: Row) {
        let match = Self.table.match(row.url)
        switch (match, row.expected) {
        case (.success(let actual), .match(let expected)):
            #expect(actual == expected)
            #expect(actual.description == expected.description)
        case (.failure(let reason), .reason(let code)):
            #expect(reason.code == code, "\(reason.message)")
        default:
            Issue.record("\(row.url): \(match), expected \(row.expected)")
        }
        #expect(match == Self.table.referenceMatch(row.url), "the reference matcher disagrees")
    }
}
