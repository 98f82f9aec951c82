/// A pattern match before the app's binding: the route's name and its typed parameters.
///
/// A binding reads parameters with the throwing accessors; a missing or mistyped one makes the
/// input ``OutcomeReason/Code/bindingDeclined``, so the binding never has to trap. A match that
/// came from a table knows the parameters its route declares: reading any other name (a typo
/// such as `"idd"` for `"id"`) is ``OutcomeReason/Code/undeclaredParameter``, with a did-you-mean,
/// and the harness fails on it (docs/testing.md, "Mistakes in the app's bindings").
///
/// ```swift
/// RouteDefinition<AppRoute>("product", path: "/product/:id(int)", query: ["ref": "string?"]) { match in
///     .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
/// }
/// ```
public struct RouteMatch: Hashable, Sendable, CustomStringConvertible {
    /// The name of the route that matched.
    public var name: String
    /// The parameters in name order: a route has a handful, and an array of them costs the
    /// matching path one allocation where a dictionary costs a hash per name.
    private var entries: [ParameterEntry]
    /// The path and query parameter names the route declares, sorted, when the match came from a
    /// table; `nil` for a match made by hand, which reads any name.
    private var declared: [String]? = nil
    /// Where the harness collects reads of undeclared names through the accessors that cannot
    /// throw; `nil` outside the harness.
    private var reads: UndeclaredReads? = nil

    /// The routes that forwarded to this one, outermost first: `[deepLink(to=/cart)]` for
    /// `shop://link?to=/cart` when the route `deepLink` declares `"to": "route"`; empty for a URL
    /// that routes directly. How a match was reached plays no part in comparing matches.
    ///
    /// ```swift
    /// let match = try table.match("shop://link?to=/cart").get()   // cart
    /// match.outerRoutes.map(\.name)                                // ["deepLink"]
    /// ```
    public var outerRoutes: [RouteMatch] = []

    /// The path and query parameters, defaults included; absent optional ones are left out.
    public var parameters: [String: ParameterValue] {
        get { Dictionary(entries.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        set { entries = Self.sorted(newValue.map { ParameterEntry(name: $0.key, value: $0.value) }) }
    }

    /// A match of the route `name` with `parameters` (none by default).
    public init(name: String, parameters: [String: ParameterValue] = [:]) {
        self.name = name
        self.entries = Self.sorted(parameters.map { ParameterEntry(name: $0.key, value: $0.value) })
    }

    /// A match from parameters with distinct names, in any order.
    init(name: String, entries: consuming [ParameterEntry]) {
        self.name = name
        self.entries = Self.sorted(consume entries)
    }

    /// `entries` by name, sorted in place by insertion (a route has a handful), so that the array
    /// the matching path filled is the one kept: no copy, no allocation.
    private static func sorted(_ entries: consuming [ParameterEntry]) -> [ParameterEntry] {
        var entries = entries
        var sorted = 1
        while sorted < entries.count {
            var index = sorted
            while index > 0 && entries[index].name < entries[index - 1].name {
                entries.swapAt(index, index - 1)
                index -= 1
            }
            sorted += 1
        }
        return entries
    }

    /// Matches compare by route and parameters; what the match knows of its route's declaration,
    /// and the routes that forwarded to it, play no part.
    public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
        lhs.name == rhs.name && lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(entries)
    }

    /// The value of the parameter `name`, or `nil` if the match has none.
    public subscript(name: String) -> ParameterValue? {
        if let entry = entries.first(where: { $0.name == name }) { return entry.value }
        if let reads, undeclared(name) != nil { reads.record(name) }
        return nil
    }

    /// A string, enumerated, rest or UUID parameter.
    public func string(_ parameter: String) throws(OutcomeReason) -> String {
        guard let value = self[parameter]?.stringValue else { throw missing(parameter, "a string") }
        return value
    }

    /// An `int` parameter that fits `Int`.
    public func int(_ parameter: String) throws(OutcomeReason) -> Int {
        guard let value = self[parameter]?.intValue else { throw missing(parameter, "an int") }
        return value
    }

    /// Whether this is a match of the route `route`, or one that `route` forwarded to: what an
    /// example of `route` must route to.
    package func isReached(by route: String) -> Bool {
        name == route || outerRoutes.contains { $0.name == route }
    }

    /// This match, reached through `outer`, which forwarded to it.
    func carried(by outer: RouteMatch) -> RouteMatch {
        var match = self
        var outer = outer
        outer.outerRoutes = []
        match.outerRoutes = [outer] + outerRoutes
        return match
    }

    /// This match, knowing the parameter names its route declares (sorted).
    @usableFromInline
    package func declaring(_ names: [String]) -> RouteMatch {
        var match = self
        match.declared = names
        return match
    }

    /// This match, reporting reads of undeclared names to `reads`: how the harness sees a typo
    /// read through the subscript, ``strings(_:)`` or ``ints(_:)``, which cannot throw.
    package func reporting(to reads: UndeclaredReads) -> RouteMatch {
        var match = self
        match.reads = reads
        return match
    }

    /// Why reading `parameter` is the binding's mistake, when the route does not declare it.
    func undeclared(_ parameter: String) -> OutcomeReason? {
        guard let declared, !declared.contains(parameter) else { return nil }
        return Self.undeclared(parameter, route: name, declared: declared)
    }

    /// The reason a binding of route `route` that reads `parameter`, which the route does not
    /// declare among `declared`, is wrong: the route, the name, and a did-you-mean.
    package static func undeclared(_ parameter: String, route: String, declared: [String]) -> OutcomeReason {
        let hint = DidYouMean.hint(for: parameter, among: declared)
        let declares =
            declared.isEmpty
            ? "; it declares none" : hint.isEmpty ? "; it declares " + declared.joined(separator: ", ") : hint
        return OutcomeReason(
            code: .undeclaredParameter,
            message:
                "the binding of route \"\(route)\" reads the parameter \"\(parameter)\", which the route does not declare\(declares)"
        )
    }

    /// A string or enumerated parameter as the app's own type, by its raw value.
    ///
    /// ```swift
    /// enum Tab: String { case new, top, all }
    /// RouteDefinition("feed", path: "/feed/:tab(new|top|all)") { match in
    ///     .feed(tab: try match.value("tab", as: Tab.self))
    /// } reverse: { route in
    ///     guard case .feed(let tab) = route else { return nil }
    ///     return ["tab": .string(tab.rawValue)]
    /// }
    /// ```
    ///
    /// - Throws: ``OutcomeReason/Code/bindingDeclined``, naming the route, the parameter and the
    ///   text, when the parameter is absent or no value of `type` has that raw value.
    public func value<Value: RawRepresentable>(_ parameter: String, as type: Value.Type = Value.self)
        throws(OutcomeReason) -> Value
    where Value.RawValue == String {
        let text = try string(parameter)
        guard let value = Value(rawValue: text) else {
            throw OutcomeReason(
                code: .bindingDeclined,
                message: "route \"\(name)\": the parameter \"\(parameter)\" is \"\(text)\", which is no \(Value.self)")
        }
        return value
    }

    /// An `int` parameter as the app's own type, by its raw value: ``value(_:as:)-(_,Value.Type)``
    /// for an `Int`-backed enumeration.
    ///
    /// - Throws: ``OutcomeReason/Code/bindingDeclined``, naming the route, the parameter and the
    ///   number, when the parameter is absent or no value of `type` has that raw value.
    public func value<Value: RawRepresentable>(_ parameter: String, as type: Value.Type = Value.self)
        throws(OutcomeReason) -> Value
    where Value.RawValue == Int {
        let number = try int(parameter)
        guard let value = Value(rawValue: number) else {
            throw OutcomeReason(
                code: .bindingDeclined,
                message: "route \"\(name)\": the parameter \"\(parameter)\" is \(number), which is no \(Value.self)")
        }
        return value
    }

    /// The values of a repeated parameter as strings; empty when it is absent.
    public func strings(_ parameter: String) -> [String] {
        values(parameter).compactMap(\.stringValue)
    }

    /// The values of a repeated `int` parameter; empty when it is absent.
    public func ints(_ parameter: String) -> [Int] {
        values(parameter).compactMap(\.intValue)
    }

    private func values(_ parameter: String) -> [ParameterValue] {
        switch self[parameter] {
        case let value?: value.listValue ?? [value]
        case nil: []
        }
    }

    private func missing(_ parameter: String, _ kind: String) -> OutcomeReason {
        if let undeclared = undeclared(parameter) { return undeclared }
        return OutcomeReason(
            code: .bindingDeclined, message: "route \"\(name)\" has no parameter \"\(parameter)\" that is \(kind)")
    }

    public var description: String {
        let rendered = entries.map { "\($0.name)=\($0.value)" }
        return rendered.isEmpty ? name : "\(name)(\(rendered.joined(separator: ", ")))"
    }
}

/// One named parameter of a match.
struct ParameterEntry: Hashable, Sendable {
    var name: String
    var value: ParameterValue
}
