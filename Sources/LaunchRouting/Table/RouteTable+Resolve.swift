extension RouteTable {
    /// Resolves a URL to the app's route, or to the reason it does not route.
    ///
    /// The URL may use one of the table's schemes (`shop://product/42`) or be https on one of its
    /// domains (`https://shop.example.com/product/42`): SwiftUI's `onOpenURL` delivers both kinds.
    ///
    /// ```swift
    /// table.resolve("shop://product/42")     // .routed(.product(id: 42))
    /// table.resolve("shop://product/abc")    // .unmatched(invalidParameter)
    /// table.resolve("shop://product/../x")   // .rejected(dotSegment)
    /// ```
    @inlinable
    public func resolve(_ url: String) -> RouteOutcome<Route> {
        // Inlinable so that the app's call site is specialised for its route type: the matching
        // itself is not generic, and only the binding needs `Route`.
        bind(core.locate(url, webOnly: false))
    }

    /// Resolves the web page URL of a browsing-web activity: a universal link, https only.
    ///
    /// ```swift
    /// table.resolve(webpageURL: "https://shop.example.com/product/42")   // .routed(.product(id: 42))
    /// table.resolve(webpageURL: "shop://product/42")                     // .unmatched(unknownScheme)
    /// ```
    @inlinable
    public func resolve(webpageURL url: String) -> RouteOutcome<Route> {
        bind(core.locate(url, webOnly: true))
    }

    /// The outcome of a URL the inbox has tokenized already: the same as ``resolve(_:)`` or
    /// ``resolve(webpageURL:)``, without a second parse.
    func resolve(received url: ReceivedURL, webOnly: Bool) -> RouteOutcome<Route> {
        bind(core.locate(received: url, webOnly: webOnly))
    }

    /// The pattern match of a URL before the app's binding, or the reason there is none.
    public func match(_ url: String) -> Result<RouteMatch, OutcomeReason> {
        core.locate(url, webOnly: false).map(\.match)
    }

    /// The pattern match of a universal link before the app's binding, or the reason there is none.
    public func match(webpageURL url: String) -> Result<RouteMatch, OutcomeReason> {
        core.locate(url, webOnly: true).map(\.match)
    }

    /// The match of the route whose patterns take `url`, without following a nested route to
    /// the route it forwards to: what lint's witnesses and AASA checks are about, since neither
    /// can look inside a nested URL.
    package func patternMatch(_ url: String) -> Result<RouteMatch, OutcomeReason> {
        core.slowMatch(core.tokenize(url), webOnly: false, forwards: false).map(\.match)
    }

    /// The match found by the slow reference matcher, which tries every route and ranks them by the
    /// priority rule: the oracle the compiled matcher is tested against.
    package func referenceMatch(_ url: String) -> Result<RouteMatch, OutcomeReason> {
        match(bytes: Array(url.utf8), usingReference: true)
    }

    /// The outcome of raw bytes, which need not be UTF-8: for fuzzing and for inputs read from files.
    package func resolve(bytes: some Collection<UInt8>) -> RouteOutcome<Route> {
        bind(located(bytes: bytes, usingReference: false))
    }

    /// The entries of `schemes + domains` that a lowercased host matches.
    package func domainEntries(forHost host: String) -> [Int] {
        core.domainEntries(forHost: host)
    }

    /// The match of raw bytes by the compiled matcher, or by the reference matcher when asked.
    package func match(bytes: some Collection<UInt8>, usingReference: Bool = false) -> Result<RouteMatch, OutcomeReason>
    {
        located(bytes: bytes, usingReference: usingReference).map(\.match)
    }

    private func located(bytes: some Collection<UInt8>, usingReference: Bool) -> Result<
        CompiledTable.Located, OutcomeReason
    > {
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<CompiledTable.Located, OutcomeReason> in
            usingReference ? self.core.referenceLocate(bytes: buffer) : self.core.locate(bytes: buffer, webOnly: false)
        }
        if let result = bytes.withContiguousStorageIfAvailable(body) { return result }
        return Array(bytes).withUnsafeBufferPointer(body)
    }
}
