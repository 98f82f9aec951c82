/// Web pages: a table with a route that takes them (``RouteDeclaration/takesWebPages``) sends
/// there every `http` or `https` URL that is no universal link of the table, which it would
/// otherwise reject (an untrusted host, a port, an IP address, plain `http`), when the URL is a
/// well-formed web page; a nested parameter declared `"route|web"` forwards to it the same way
/// (docs/patterns.md, "Web pages"). A URL on a trusted domain is never a web page: it routes, or
/// fails, through the table.
extension CompiledTable {
    /// `found`, or the route that takes web pages when `found` failed only because `bytes` are no
    /// universal link of the table and they are a web page, or a link no route takes of a domain
    /// that route lists.
    @inline(__always)
    func orWebPage(_ found: Result<Located, OutcomeReason>, _ bytes: UnsafeBufferPointer<UInt8>) -> Result<
        Located, OutcomeReason
    > {
        guard case .failure(let reason) = found, webPageRoute != nil,
            Self.isForeignOrigin(reason) || (reason.code == .noMatchingRoute && webPageDomainsListed),
            UTF8Validation.firstInvalidOffset(bytes) == nil
        else { return found }
        let text = String(decoding: bytes, as: UTF8.self)
        if reason.code == .noMatchingRoute { return listedDomainPage(text).map(Result.success) ?? found }
        return webPage(text).map(Result.success) ?? found
    }

    /// The route that takes web pages, with `text` as its page, when `text` is a link of a domain
    /// that route lists (which no route took).
    func listedDomainPage(_ text: String) -> Located? {
        guard let route = webPageRoute, webPageDomainsListed, isLinkOfListedDomain(text, route: route),
            URLText.fault(text, schemes: ["https"]) == nil
        else { return nil }
        return (route, page(text, route: route))
    }

    /// Whether `text` is an `https` link on a domain that route `route` (which takes web pages)
    /// lists in its sources.
    private func isLinkOfListedDomain(_ text: String, route: Int) -> Bool {
        guard case .success(let url) = tokenize(text), url.isWeb,
            case .success(let mask) = sourceEntries(of: url, webOnly: true)
        else { return false }
        return SourceFilter(routes: routeSources, url: mask).accepts(route: route)
    }

    private func page(_ text: String, route: Int) -> RouteMatch {
        RouteMatch(name: routeNames[route], parameters: [CompiledRoute.webPageParameter: .string(text)])
    }

    /// The route that takes web pages, with `text` as its page, when the table has one and `text`
    /// is an absolute `http` or `https` URL with a host that no domain of the table routes.
    func webPage(_ text: String) -> Located? {
        guard let route = webPageRoute,
            URLText.fault(text, schemes: ["http", "https"]) == nil,
            !isUniversalLink(text)
        else { return nil }
        return (route, page(text, route: route))
    }

    /// Whether `text` is an `https` URL on a host one of the table's domains trusts, with no port:
    /// a universal link, which only the table's routes take.
    private func isUniversalLink(_ text: String) -> Bool {
        guard case .success(let url) = tokenize(text), url.isWeb else { return false }
        return (try? sourceEntries(of: url, webOnly: true).get()) != nil
    }

    /// Whether a URL failed for its origin alone: a host no domain trusts, or a scheme the table
    /// does not take.
    private static func isForeignOrigin(_ reason: OutcomeReason) -> Bool {
        reason.code == .untrustedHost || reason.code == .unknownScheme
    }
}
