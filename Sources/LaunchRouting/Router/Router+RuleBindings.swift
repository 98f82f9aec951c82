extension Router {
    /// One kind of rule bound to the table, in order: the loop activity, quick-action and
    /// notification rules all go through. Each rule is checked by `check`, then against the rules
    /// before it with the same `key` (a duplicate names the first), then bound to its route.
    ///
    /// - Returns: Each rule's key and binding, in the rules' order.
    static func bindings<Rule, Key: Hashable>(
        _ rules: [Rule],
        kind: RouterError.Rule.Kind,
        table: RouteTable<Route>,
        name: (Rule) -> String,
        key: (Rule) -> Key,
        duplicate: (Rule) -> String,
        route: (Rule) -> (name: String, parameters: [String: String], constants: [String: String]),
        check: (Rule, RouterError.Rule) throws(RouterError) -> Void = { _, _ in }
    ) throws(RouterError) -> [(key: Key, binding: RuleBinding)] {
        var first: [Key: Int] = [:]
        var bindings: [(key: Key, binding: RuleBinding)] = []
        for (index, rule) in rules.enumerated() {
            let reference = RouterError.Rule(kind: kind, index: index, name: name(rule))
            try check(rule, reference)
            let key = key(rule)
            if let earlier = first[key] {
                throw RouterError(
                    code: .duplicateRule, rule: reference, field: .duplicate(of: earlier), reason: duplicate(rule))
            }
            first[key] = index
            let target = route(rule)
            bindings.append(
                (
                    key,
                    try RuleBinding(
                        route: target.name, parameters: target.parameters, constants: target.constants,
                        rule: reference, table: table)
                ))
        }
        return bindings
    }
}
