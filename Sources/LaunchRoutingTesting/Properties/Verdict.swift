/// What a property says of one input.
enum Verdict {
    case pass
    /// What is wrong, and the route it is about when it is about one (the failure's title says it).
    case fail(String, route: String? = nil)
    /// The input is not one the property speaks of (a hit that does not route, for the round trip).
    case discard
}
