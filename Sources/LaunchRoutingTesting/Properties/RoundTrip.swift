@_spi(Fuzzing) import LaunchRouting

/// P4, the round trip, stated once for the property and the fuzz oracles, on the calls an app
/// makes: a value that a URL routed to is written back by `url(for:)` and `universalLink(for:)`,
/// and every URL they write routes back to the value.
///
/// What must be written:
/// - at least one URL: `url(for:)`, `universalLink(for:)`, or, when these give fewer than two, a
///   link on a host of each `*.` domain (a route only a wildcard domain takes has no link without one);
/// - on the form the URL came in, when it reached the value directly (not through a route that
///   forwards): `url(for:scheme:)` with its custom scheme (a web scheme's when `universalLink(for:)`
///   writes one), or `universalLink(for:host:)` with its trusted host. A table that routes that form to the value can write it back there, and a
///   case bound by several routes, each on its own sources, is written by the one that takes it.
///
/// What the table, not reverse routing, is answerable for (docs/patterns.md, "Reverse routing"):
/// a written URL that another route outranks still routes back on the routes that write the value
/// alone (a shadow, which `launch-route lint` reports); and where a written URL would pass a size
/// bound, so that none is written, the law holds on the same table without bounds.
///
/// ```swift
/// // Two routes bound to `.a`, one on the domains and one on the scheme `app`:
/// RoundTrip(table: table).fault(of: .a(id: 1), from: "app://host/a/1") { table.resolve($0) }
/// // nil; before reverse routing tried the second route, "table.url(for:scheme: \"app\") writes no URL"
/// ```
struct RoundTrip<Route: Sendable & Equatable> {
    let table: RouteTable<Route>

    /// What is wrong with the way `route`, which `url` routed to, is written back and resolved
    /// again by `resolve`; `nil` when nothing is.
    func fault(of route: Route, from url: String?, resolve: (LaunchInput) -> RouteOutcome<Route>) -> Fault? {
        guard let fault = fault(of: route, from: url, in: table, resolve: resolve) else { return nil }
        let unbounded = URLLimits(maximumLength: .max, maximumSegments: .max)
        guard table.limits != unbounded,
            let twin = try? RouteTable(origins: table, limits: unbounded, routes: table.definitions),
            self.fault(of: route, from: url, in: twin, resolve: { twin.resolve($0.urlContext?.url ?? "") }) == nil
        else { return fault }
        return nil
    }

    private func fault(
        of route: Route, from url: String?, in table: RouteTable<Route>, resolve: (LaunchInput) -> RouteOutcome<Route>
    ) -> Fault? {
        var calls: [(call: String, url: String?, isRequired: Bool)] = [
            ("url(for:)", table.url(for: route), false),
            ("universalLink(for:)", table.universalLink(for: route), false),
        ]
        if calls.compactMap(\.url).count < 2 {
            for domain in table.domains where domain.hasPrefix("*.") {
                let host = "www" + domain.dropFirst()
                calls.append(
                    ("universalLink(for:host: \(host.quoted))", table.universalLink(for: route, host: host), false))
            }
        }
        if let url, let form = directForm(of: url, writing: route, in: table) {
            calls.append((form.call, form.written(route), true))
        }
        guard calls.contains(where: { $0.url != nil }) else { return .noURL }
        for (call, written, isRequired) in calls {
            guard let written else {
                if isRequired { return .notWritten(call: call) }
                continue
            }
            let again = resolve(.openURL(.init(url: written)))
            if case .routed(let other) = again, other == route { continue }
            // A shadow: the routes that write the value, alone, take the URL back to it.
            if case .routed(let other)? = Self.alone(writing: route, in: table)?.resolve(written), other == route {
                continue
            }
            return .routesElsewhere(written, again)
        }
        return nil
    }

    /// A table of the routes that write `route` and nothing else, if it builds.
    private static func alone(writing route: Route, in table: RouteTable<Route>) -> RouteTable<Route>? {
        let writers = table.definitions.filter { $0.reverse(route) != nil }
        return try? RouteTable(origins: table, routes: writers)
    }

    /// What P4 found wrong, for a value that an input routed to.
    enum Fault {
        /// No call writes a URL.
        case noURL
        /// The call for the form the input came in writes none.
        case notWritten(call: String)
        /// A written URL resolves to something else.
        case routesElsewhere(String, RouteOutcome<Route>)

        /// `routes to <route>, ...`: the message after the input and the value.
        func describe(_ route: Route) -> String {
            switch self {
            case .noURL: "routes to \(route), for which no URL can be written"
            case .notWritten(let call): "routes to \(route), and table.\(call) writes no URL for it"
            case .routesElsewhere(let url, let outcome): "-> \(route) -> \(url.quoted) -> \(Render.outcome(outcome))"
            }
        }
    }

    /// The call that writes `url`'s own form, when the table's routes take `url` directly: its
    /// custom scheme, or its host when the table trusts it.
    private func directForm(of url: String, writing route: Route, in table: RouteTable<Route>) -> (
        call: String, written: (Route) -> String?
    )? {
        guard case .success(let match) = table.match(url), match.outerRoutes.isEmpty,
            table.core.webPageRoute.map({ table.definitions[$0].name != match.name }) ?? true,
            case .success(let parsed) = table.core.tokenize(url), let scheme = URLText.scheme(of: url)
        else { return nil }
        // A web scheme's URL is written on the host universalLink(for:) chooses: required when that
        // call writes one (a route only `*.` domains take has none).
        if table.webSchemes.contains(scheme), table.universalLink(for: route) == nil { return nil }
        if table.schemes.contains(scheme) {
            return ("url(for:scheme: \(scheme.quoted))", { table.url(for: $0, scheme: scheme) })
        }
        guard scheme == "https", let host = parsed.host, !table.core.domainEntries(forHost: host).isEmpty else {
            return nil
        }
        return ("universalLink(for:host: \(host.quoted))", { table.universalLink(for: $0, host: host) })
    }
}
