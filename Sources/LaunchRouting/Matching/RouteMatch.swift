/// A pattern match before the app's binding: the route's name and its typed parameters.
///
/// A binding reads parameters with the throwing accessors; a missing or mistyped one makes the
/// input ``OutcomeReason/Code/bindingDeclined``, so the binding never has to trap.
///
/// ```swift
/// RouteDefinition<AppRoute>("product", path: "/product/:id(int)", query: ["ref": "string?"]) { match in
///     .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
/// }
/// ```
public struct RouteMatch: Hashable, Sendable, CustomStringConvertible {
    /// The name of the route that matched.
    public var name: String
    /// The path and query parameters, defaults included; absent optional ones are left out.
    public var parameters: [String: ParameterValue]

    public init(name: String, parameters: [String: ParameterValue] = [:]) {
        self.name = name
        self.parameters = parameters
    }

    public subscript(name: String) -> ParameterValue? { parameters[name] }

    /// A string, enumerated, rest or UUID parameter.
    public func string(_ parameter: String) throws(OutcomeReason) -> String {
        guard let value = parameters[parameter]?.stringValue else { throw missing(parameter, "a string") }
        return value
    }

    /// An `int` parameter that fits `Int`.
    public func int(_ parameter: String) throws(OutcomeReason) -> Int {
        guard let value = parameters[parameter]?.intValue else { throw missing(parameter, "an int") }
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
        switch parameters[parameter] {
        case .list(let values)?: values
        case let value?: [value]
        case nil: []
        }
    }

    private func missing(_ parameter: String, _ kind: String) -> OutcomeReason {
        OutcomeReason(code: .bindingDeclined, message: "route \"\(name)\" has no parameter \"\(parameter)\" that is \(kind)")
    }

    public var description: String {
        let rendered = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return rendered.isEmpty ? name : "\(name)(\(rendered.joined(separator: ", ")))"
    }
}
