@_spi(Fuzzing) import LaunchRouting

extension RouteTable {
    /// What reverse routing writes for `route`, which P4 sends back through the router: its
    /// custom-scheme URL and its universal link, and, where that gives fewer than two, a universal
    /// link on a host of each `*.` domain (a route that only a wildcard domain takes has no link
    /// without one).
    func writtenURLs(for route: Route) -> [String] {
        var written = [url(for: route), universalLink(for: route)].compactMap { $0 }
        if written.count < 2 {
            written += domains.filter { $0.hasPrefix("*.") }.compactMap {
                universalLink(for: route, host: "www" + $0.dropFirst())
            }
        }
        return written
    }
}
