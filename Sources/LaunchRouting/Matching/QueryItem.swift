/// One query item a route keeps without naming it (`"**"` in its query): the value of a case's
/// associated `[QueryItem]`, in the order the URL has them, and written back after the route's own.
///
/// ```swift
/// RouteDefinition<AppRoute>("discover", path: "/discover", query: ["category": "string?", "filters": .others],
///                           to: AppRoute.discover)
/// // ksr://discover?category=art&sort=magic&state=live
/// // .discover(category: "art", filters: [QueryItem(name: "sort", value: "magic"), QueryItem(name: "state", value: "live")])
/// ```
public struct QueryItem: Hashable, Sendable, RouteParameter, CustomStringConvertible {
    /// The item's name, decoded.
    public var name: String
    /// The item's value, decoded; empty for an item written without `=`.
    public var value: String

    /// The item `name=value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// An item as a match holds it: a list of its name and its value.
    public init?(parameterValue: ParameterValue) {
        guard let pair = parameterValue.listValue, pair.count == 2, let name = pair[0].stringValue,
            let value = pair[1].stringValue
        else { return nil }
        self.init(name: name, value: value)
    }

    public var parameterValue: ParameterValue? { .list([.string(name), .string(value)]) }

    /// `name=value`, decoded.
    public var description: String { "\(name)=\(value)" }
}
