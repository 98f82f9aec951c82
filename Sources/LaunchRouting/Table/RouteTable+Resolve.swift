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

    /// The pattern match of a URL before the app's binding, or the reason there is none.
    public func match(_ url: String) -> Result<RouteMatch, OutcomeReason> {
        core.locate(url, webOnly: false).map(\.match)
    }

    /// The pattern match of a universal link before the app's binding, or the reason there is none.
    public func match(webpageURL url: String) -> Result<RouteMatch, OutcomeReason> {
        core.locate(url, webOnly: true).map(\.match)
    }

    /// The match found by the slow reference matcher, which tries every route and ranks them by the
    /// priority rule: the oracle the compiled matcher is tested against.
    package func referenceMatch(_ url: String) -> Result<RouteMatch, OutcomeReason> {
        core.match(URLTokenizer.parse(url, limits: limits), webOnly: false, compiled: false).map(\.match)
    }

    /// The outcome of raw bytes, which need not be UTF-8: for fuzzing and for inputs read from files.
    package func resolve(bytes: some Collection<UInt8>) -> RouteOutcome<Route> {
        bind(match(bytes: bytes))
    }

    /// The entries of `schemes + domains` that a lowercased host matches.
    package func domainEntries(forHost host: String) -> [Int] {
        core.domainEntries(forHost: host)
    }

    /// Runs the binding of the route a match came from.
    @inlinable
    func bind(_ result: Result<(route: Int, match: RouteMatch), OutcomeReason>) -> RouteOutcome<Route> {
        switch result {
        case .failure(let reason): RouteOutcome(failure: reason)
        case .success(let found): bind(found.match, route: found.route)
        }
    }

    /// The match of raw bytes by the compiled matcher, or by the reference matcher when asked.
    package func match(bytes: some Collection<UInt8>, usingReference: Bool = false) -> Result<RouteMatch, OutcomeReason> {
        let body = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<RouteMatch, OutcomeReason> in
            if !usingReference, let found = self.core.fastMatch(buffer, webOnly: false) { return found.map(\.match) }
            return self.core.match(URLTokenizer.parse(bytes: buffer, limits: self.limits), webOnly: false, compiled: !usingReference).map(\.match)
        }
        if let result = bytes.withContiguousStorageIfAvailable(body) { return result }
        return Array(bytes).withUnsafeBufferPointer(body)
    }

    /// Runs the binding of route `route` on its match.
    @inlinable
    func bind(_ match: RouteMatch, route index: Int) -> RouteOutcome<Route> {
        do {
            if let route = try bindings[index](match) { return .routed(route) }
            return .unmatched(OutcomeReason(code: .bindingDeclined, message: "the binding of route \"\(match.name)\" declined \(match)"))
        } catch let reason as OutcomeReason {
            return .unmatched(OutcomeReason(code: .bindingDeclined, message: reason.message))
        } catch {
            return .unmatched(OutcomeReason(code: .bindingDeclined, message: "the binding of route \"\(match.name)\" threw: \(error)"))
        }
    }

    /// Runs the app's binding on a match.
    package func bind(_ result: Result<RouteMatch, OutcomeReason>) -> RouteOutcome<Route> {
        switch result {
        case .failure(let reason):
            return RouteOutcome(failure: reason)
        case .success(let match):
            guard let index = routeIndex[ExactText(match.name)] else {
                return .unmatched(OutcomeReason(code: .noMatchingRoute, message: "no route is named \"\(match.name)\""))
            }
            return bind(match, route: index)
        }
    }
}
