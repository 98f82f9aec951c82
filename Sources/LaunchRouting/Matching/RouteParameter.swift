/// A type a route's parameter reads as and writes back from: the type of an associated value of
/// a case that a route binds to with no closure (a ``RouteDefinition`` made with `to:`).
///
/// `String`, `Int`, `Bool` (a `bool` parameter), ``RouteUUID``, their optionals (an absent
/// parameter is `nil`), their arrays (a repeated query parameter) and their sets (a repeated
/// parameter read as a set of flags) conform. So does an app's own enumeration backed by a `String` or
/// an `Int`, once it says so; the raw value is what the URL carries:
///
/// ```swift
/// enum Tab: String, RouteParameter { case new, top, all }
///
/// RouteDefinition<AppRoute>("feed", path: "/feed/:tab(new|top|all)", to: AppRoute.feed)
/// ```
public protocol RouteParameter: Sendable {
    /// The value a matched parameter stands for, or `nil` when it stands for none of this type
    /// (text that is no case of an enumeration, say).
    init?(parameterValue: ParameterValue)
    /// The value a URL is written with; `nil` to write none (an absent optional).
    var parameterValue: ParameterValue? { get }
}

/// A parameter type with a value for an absent parameter: `nil` for an optional, `[]` for an array.
protocol AbsentRouteParameter {
    static var absent: Self { get }
}

extension String: RouteParameter {
    public init?(parameterValue: ParameterValue) {
        guard let text = parameterValue.stringValue else { return nil }
        self = text
    }

    public var parameterValue: ParameterValue? { .string(self) }
}

extension Int: RouteParameter {
    public init?(parameterValue: ParameterValue) {
        guard let value = parameterValue.intValue else { return nil }
        self = value
    }

    public var parameterValue: ParameterValue? { .int(self) }
}

extension Bool: RouteParameter {
    /// A `bool` parameter's value, `true` or `false` (the matcher reports `1` as `true`).
    public init?(parameterValue: ParameterValue) {
        guard case .string(let text) = parameterValue.kind, let flag = ParameterType.parseBool(text) else { return nil }
        self = flag
    }

    public var parameterValue: ParameterValue? { .string(self ? "true" : "false") }
}

extension Optional: RouteParameter, AbsentRouteParameter where Wrapped: RouteParameter {
    public init?(parameterValue: ParameterValue) {
        guard let value = Wrapped(parameterValue: parameterValue) else { return nil }
        self = .some(value)
    }

    public var parameterValue: ParameterValue? { self?.parameterValue }

    static var absent: Self { nil }
}

extension Array: RouteParameter, AbsentRouteParameter where Element: RouteParameter {
    public init?(parameterValue: ParameterValue) {
        let values: [ParameterValue] =
            if case .list(let values) = parameterValue.kind { values } else { [parameterValue] }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for value in values {
            guard let element = Element(parameterValue: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }

    public var parameterValue: ParameterValue? { .list(compactMap(\.parameterValue)) }

    static var absent: Self { [] }
}

/// A set of flags: a repeated parameter (`"(bold|italic|mono)[]"`) read as a set, each value once
/// whatever the order and the copies, and written back one item per value in the order of their
/// text, so that the same set always gives the same URL.
///
/// ```swift
/// enum Style: String, RouteParameter { case bold, italic, mono }
///
/// RouteDefinition<AppRoute>("text", path: "/text", query: ["style": "(bold|italic|mono)[]"], to: AppRoute.text)
/// // t://text?style=mono&style=bold&style=mono → .text([.bold, .mono]), written t://text?style=bold&style=mono
/// ```
extension Set: RouteParameter, AbsentRouteParameter where Element: RouteParameter {
    public init?(parameterValue: ParameterValue) {
        guard let elements = [Element](parameterValue: parameterValue) else { return nil }
        self.init(elements)
    }

    public var parameterValue: ParameterValue? {
        .list(
            compactMap(\.parameterValue).sorted { $0.description.utf8.lexicographicallyPrecedes($1.description.utf8) })
    }

    static var absent: Self { [] }
}

extension RouteParameter where Self: RawRepresentable, RawValue == String {
    public init?(parameterValue: ParameterValue) {
        guard let text = parameterValue.stringValue else { return nil }
        self.init(rawValue: text)
    }

    public var parameterValue: ParameterValue? { .string(rawValue) }
}

extension RouteParameter where Self: RawRepresentable, RawValue == Int {
    public init?(parameterValue: ParameterValue) {
        guard let value = parameterValue.intValue else { return nil }
        self.init(rawValue: value)
    }

    public var parameterValue: ParameterValue? { .int(rawValue) }
}

extension RouteMatch {
    /// The parameter `name` as `Value`, any ``RouteParameter``: what a route bound to a case reads
    /// for each associated value, and a typed accessor for a binding written by hand.
    ///
    /// ```swift
    /// RouteDefinition<AppRoute>("feed", path: "/feed/:tab(new|top|all)") { match in
    ///     .feed(tab: try match.parameter("tab"), page: try match.parameter("page", as: Int?.self))
    /// } reverse: { ... }
    /// ```
    ///
    /// - Throws: ``OutcomeReason/Code/bindingDeclined``, naming the route, the parameter and the
    ///   type, when a required parameter is absent or its value is no `Value`.
    public func parameter<Value: RouteParameter>(_ name: String, as type: Value.Type = Value.self)
        throws(OutcomeReason) -> Value
    {
        guard let value = self[name] else {
            if let undeclared = undeclared(name) { throw undeclared }
            if let absent = (Value.self as? any AbsentRouteParameter.Type)?.absent as? Value { return absent }
            throw OutcomeReason(
                code: .bindingDeclined,
                message: "route \"\(self.name)\" has no parameter \"\(name)\" of type \(Value.self)")
        }
        guard let typed = Value(parameterValue: value) else {
            throw OutcomeReason(
                code: .bindingDeclined,
                message: "route \"\(self.name)\": the parameter \"\(name)\" is \"\(value)\", which is no \(Value.self)")
        }
        return typed
    }
}
