/// Where a rule reads a value in a `userInfo` (or an intent's parameters): a top-level key as
/// written, or, starting with `/`, a JSON Pointer (RFC 6901) into nested dictionaries and arrays,
/// for payloads that nest their identifiers.
///
/// `~1` is a `/` inside a key and `~0` a `~`; a token that is a decimal index without leading
/// zeros reads an element of an array, and any token a key of a dictionary.
///
/// ```swift
/// LaunchRule.Notification(categoryIdentifier: "BACKING", route: "project",
///                         parameters: ["id": "/activity/project_id"])
/// // reads 42 from ["activity": ["project_id": 42]]
/// ```
package struct UserInfoPath: Hashable, Sendable {
    /// The keys and indices from the outermost value in.
    package let tokens: [String]

    /// The path `text` names, or `nil` for a pointer with a `~` that is neither `~0` nor `~1`.
    package init?(_ text: String) {
        guard text.utf8.first == UInt8(ascii: "/") else {
            tokens = [text]
            return
        }
        var tokens: [String] = []
        for raw in text.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            var token: [UInt8] = []
            var escaping = false
            for byte in raw {
                if escaping {
                    guard byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
                    token.append(byte == UInt8(ascii: "0") ? UInt8(ascii: "~") : UInt8(ascii: "/"))
                    escaping = false
                } else if byte == UInt8(ascii: "~") {
                    escaping = true
                } else {
                    token.append(byte)
                }
            }
            guard !escaping else { return nil }
            tokens.append(String(decoding: token, as: UTF8.self))
        }
        self.tokens = tokens
    }

    /// The value at the path, or `nil` where the path leads nowhere.
    package func value(in userInfo: [String: LaunchInput.PropertyListValue]) -> LaunchInput.PropertyListValue? {
        guard let first = tokens.first, var value = userInfo[first] else { return nil }
        for token in tokens.dropFirst() {
            switch value {
            case .dictionary(let entries):
                guard let next = entries[token] else { return nil }
                value = next
            case .array(let elements):
                guard let index = Self.index(token), index < elements.count else { return nil }
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }

    /// Whether a value at this path must be a dictionary or an array that holds `other`'s.
    func holds(_ other: UserInfoPath) -> Bool {
        other.tokens.count > tokens.count && Array(other.tokens.prefix(tokens.count)) == tokens
    }

    /// An array index: decimal digits, `0` or without a leading zero.
    private static func index(_ token: String) -> Int? {
        let digits = token.utf8
        guard let first = digits.first, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            first != 0x30 || digits.count == 1, digits.count <= 9
        else { return nil }
        return Int(token)
    }
}
