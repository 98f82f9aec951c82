/// One entry of `applinks.substitutionVariables`: `$(name)` in a pattern matches any one of the values.
///
/// ```swift
/// // "substitutionVariables": { "food": ["burrito", "taco"] }, then "/": "/$(food)/*"
/// AASASubstitutionVariable(name: "food", values: ["burrito", "taco"])
/// ```
package struct AASASubstitutionVariable: Hashable, Sendable {
    /// The variable's name, as `$(name)` uses it.
    package var name: String
    /// Patterns, which may hold `*` and `?` but no other variable.
    package var values: [String]

    /// A variable `name` that matches any one of `values`.
    package init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
