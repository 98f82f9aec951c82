@_spi(Fuzzing) import LaunchRouting

// The nested payloads a rule's key paths read (docs/route-spec.md, "Nested payloads"), built for
// the values the generator draws.
extension LaunchInputGenerator {
    /// Puts `value` where the rule's key path `key` reads it, building the dictionaries (and, for
    /// a small index, the arrays) on the way; `nil` leaves a top-level key out, and is `null`
    /// further in, which a rule reads as no value.
    static func set(
        _ value: LaunchInput.PropertyListValue?, at key: String,
        in userInfo: inout [String: LaunchInput.PropertyListValue]
    ) {
        guard let tokens = UserInfoPath(key)?.tokens, let first = tokens.first else { return }
        guard tokens.count > 1 else {
            userInfo[first] = value
            return
        }
        userInfo[first] = placing(value ?? .null, at: tokens.dropFirst(), in: userInfo[first])
    }

    private static func placing(
        _ value: LaunchInput.PropertyListValue, at tokens: ArraySlice<String>,
        in container: LaunchInput.PropertyListValue?
    ) -> LaunchInput.PropertyListValue {
        guard let token = tokens.first else { return value }
        let rest = tokens.dropFirst()
        // An index as the path reads one: digits, without a leading zero.
        let index =
            token.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
            ? Int(token).flatMap { String($0) == token ? $0 : nil } : nil
        if case .array(var elements)? = container, let index, index < 8 {
            while elements.count <= index { elements.append(.null) }
            elements[index] = placing(value, at: rest, in: elements[index])
            return .array(elements)
        }
        if container == nil, let index, index < 8 {
            var elements = [LaunchInput.PropertyListValue](repeating: .null, count: index + 1)
            elements[index] = placing(value, at: rest, in: nil)
            return .array(elements)
        }
        var entries: [String: LaunchInput.PropertyListValue] = [:]
        if case .dictionary(let existing)? = container { entries = existing }
        entries[token] = placing(value, at: rest, in: entries[token])
        return .dictionary(entries)
    }
}
