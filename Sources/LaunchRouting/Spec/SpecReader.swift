/// Where reading a spec has got to: the field path, so that every error names the field at fault.
struct SpecReader {
    var path: [String] = []

    var pathText: String {
        path.reduce("") { text, component in
            component.hasPrefix("[") || text.isEmpty ? text + component : text + "." + component
        }
    }

    func fail(_ code: RouteSpecError.Code, _ message: String) -> RouteSpecError {
        RouteSpecError(code: code, path: pathText, message: message)
    }

    /// `value` read by `codec` as the field or element `component` of the current one.
    mutating func read<Value>(_ component: String, _ value: JSONValue, _ codec: JSONCodec<Value>)
        throws(RouteSpecError) -> Value
    {
        path.append(component)
        defer { path.removeLast() }
        return try codec.read(&self, value)
    }

    func members(_ value: JSONValue) throws(RouteSpecError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = value else {
            throw fail(.wrongType, "expected an object, found \(value.kind)")
        }
        return members
    }

    /// The members of an object whose keys are all in `allowed`.
    mutating func object(_ value: JSONValue, allowed: [String]) throws(RouteSpecError) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for (key, member) in try members(value) {
            guard allowed.contains(key) else {
                let suggestion = DidYouMean.closest(to: key, among: allowed)
                let hint =
                    suggestion.map { "; did you mean \"\($0)\"?" }
                    ?? "; expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
                path.append(key)
                defer { path.removeLast() }
                throw fail(.unknownField, "unknown field\(hint)")
            }
            result[key] = member
        }
        return result
    }
}
