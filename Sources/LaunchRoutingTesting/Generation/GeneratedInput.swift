@_spi(Fuzzing) import LaunchRouting

/// One generated input and what the harness knows about it.
struct GeneratedInput: Sendable {
    var input: LaunchInput
    /// What makes it the same input as another; `nil` for text that is not a generated link,
    /// whose identity only the router's own normalisation knows.
    var identity: InputIdentity?
    /// For an input made from a rule's route parameters: the match it must route to.
    var expected: RouteMatch? = nil
    /// For an input one fault from a hit: the code the fault must get.
    var expectedCode: OutcomeReason.Code? = nil
    /// For an input that carries a URL to resolve (a URL context, a universal link, a Spotlight
    /// identifier, a notification's URL): the URL.
    var url: String? = nil
    /// Whether the URL is a universal link, which is https only.
    var isWebOnly = false
}

extension RouteTable {
    /// The route a generated input is made for, or else the route its URL matches; `nil` for an
    /// input that matches none.
    func routeName(of generated: GeneratedInput) -> String? {
        if let expected = generated.expected { return expected.name }
        guard let url = generated.url else { return nil }
        return try? (generated.isWebOnly ? match(webpageURL: url) : match(url)).get().name
    }
}
