/// The key paths a rule requires a payload to have a value at before it takes it, so that the
/// payload's shape chooses among rules of one activity type or notification category
/// (docs/route-spec.md, "Nested payloads"). Of the rules that take a payload, the one that pins
/// more of its shape wins (each key a required path passes through counts once, so a rule for
/// `/activity/project_id` goes before one for `/activity`), then the one whose keys sort first:
/// never the order rules are given in.
struct RequiredKeys: Hashable, Sendable {
    /// The keys as written, sorted and without repeats.
    let keys: [String]
    private let paths: [UserInfoPath]
    /// How much of a payload's shape the keys pin: the distinct keys and indices their paths pass
    /// through, each path counted from the top.
    let weight: Int

    /// The required keys of rule `reference`, which also reads `parameters`; a key path no payload
    /// can hold a value at, or one inside a parameter's value, is a ``RouterError``.
    init(_ written: [String], parameters: [String: String], rule reference: RouterError.Rule) throws(RouterError) {
        for (index, key) in written.enumerated() {
            guard let path = UserInfoPath(key) else {
                throw RouterError(
                    code: .invalidKeyPath, rule: reference, field: .requiredKey(at: index),
                    reason: "the key path \"\(key)\" has a \"~\" that is neither \"~0\" (a \"~\") nor \"~1\" (a \"/\")")
            }
            let inside = parameters.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.first {
                UserInfoPath($0.value)?.holds(path) ?? false
            }
            if let (parameter, parameterKey) = inside {
                throw RouterError(
                    code: .invalidKeyPath, rule: reference, field: .requiredKey(at: index),
                    reason:
                        "the required key \"\(key)\" is inside the value \"\(parameterKey)\" of the parameter \"\(parameter)\", which cannot be both a value and what holds the key"
                )
            }
        }
        let sorted = Array(Set(written)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        keys = sorted
        paths = sorted.compactMap(UserInfoPath.init)
        weight = Set(paths.flatMap { path in path.tokens.indices.map { Array(path.tokens[...$0]) } }).count
    }

    /// Whether `userInfo` has a value, other than `null`, at every key.
    func areHeld(by userInfo: [String: LaunchInput.PropertyListValue]) -> Bool {
        firstMissing(in: userInfo) == nil
    }

    /// The first key, in sorted order, at which `userInfo` has no value other than `null`.
    func firstMissing(in userInfo: [String: LaunchInput.PropertyListValue]) -> String? {
        zip(keys, paths).first { _, path in path.value(in: userInfo).map { $0 == .null } ?? true }?.0
    }

    /// Whether a rule requiring these keys goes before one requiring `other`: the greater weight
    /// first, then by the keys' text.
    func precedes(_ other: RequiredKeys) -> Bool {
        if weight != other.weight { return weight > other.weight }
        return keys.lexicographicallyPrecedes(other.keys) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// How a message names what a rule requires: ` requiring "/a", "/b"`, or nothing.
    static func phrase(_ keys: [String]) -> String {
        keys.isEmpty
            ? ""
            : " requiring "
                + Set(keys).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\"\($0)\"" }.joined(
                    separator: ", ")
    }
}
