@_spi(Fuzzing) import LaunchRouting

/// P3's check of where a URL's origin may lead (docs/patterns.md, "Web pages"): a universal
/// link of the table never goes to the route that takes web pages, and a URL on a foreign origin
/// (a host no domain trusts, a port, an IP address, plain `http`) never goes to any other route;
/// only a link of a domain that route lists may go to it. A web scheme's URL is judged by its
/// host as a universal link is, and is never a web page.
enum OriginCheck {
    /// What is wrong with the route `url` went to, by its outermost route, or `nil`.
    static func mistake<Route>(_ url: String, _ match: RouteMatch, in table: RouteTable<Route>) -> String? {
        guard case .success(let parsed) = table.core.tokenize(url), parsed.isWeb else { return nil }
        let isWebScheme = table.webSchemes.contains(parsed.scheme)
        let trusted =
            (parsed.scheme == "https" || isWebScheme) && parsed.port == nil && !parsed.hostIsIPLiteral
            && parsed.host.map { !table.domainEntries(forHost: $0).isEmpty } == true
        let outermost = match.outerRoutes.first?.name ?? match.name
        let webPageRoute = table.core.webPageRoute
        let takesWebPages = webPageRoute.map { table.definitions[$0].name == outermost } ?? false
        // A link of a domain the route lists, which no other route takes, is a page too.
        let listed =
            trusted && !isWebScheme && table.core.webPageDomainsListed
            && webPageRoute.map { table.accepts(route: $0, from: table.domainEntries(forHost: parsed.host ?? "")) }
                == true
        if trusted, takesWebPages, !listed {
            return
                "\(url.quoted) is a universal link of the table, and went to route \"\(outermost)\", which takes web pages"
        }
        if isWebScheme, takesWebPages {
            return
                "\(url.quoted) is a link of the web scheme \(parsed.scheme.quoted), and went to route \"\(outermost)\", which takes web pages"
        }
        if !trusted, !takesWebPages {
            return "\(url.quoted) is no universal link of the table, and went to route \"\(outermost)\""
        }
        return nil
    }
}
