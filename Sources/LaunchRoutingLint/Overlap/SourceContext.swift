import LaunchRouting

/// Where a URL can come from, as far as a route's sources are concerned: one of the table's
/// schemes, or a host that trusts a given set of the table's domain entries.
///
/// Every URL a table accepts falls in exactly one context per distinct set of entries, and the
/// contexts here cover them all: a custom scheme is the entry of its scheme (a web scheme's URL is
/// its host's); a host equal to a
/// listed domain trusts that domain and every `*.` entry above it; any other trusted host trusts
/// the `*.` entries above it, which are those of the longest `*.x` it falls under, so a fresh
/// subdomain of that `x` stands for it.
struct SourceContext: Hashable, Sendable {
    /// The table entry this context stands for, as the table lists it: `shop`, `shop.example.com`
    /// or `*.shop.example.com`.
    var entry: String
    /// For a universal link, the host a witness uses; `nil` for a custom scheme.
    var host: String?
    /// The indices into `schemes + domains` that a URL from here comes from.
    var entries: [Int]

    /// The start of a witness URL: `shop://` or `https://www.shop.example.com`.
    var origin: String {
        if let host { return "https://" + host }
        return entry + "://"
    }

    /// The contexts of a table: its schemes in order, then its domains in order.
    static func all<Route>(of table: RouteTable<Route>) -> [SourceContext] {
        var contexts: [SourceContext] = []
        // A web scheme's URLs come from their host: they are in the domains' contexts.
        for (index, scheme) in table.declaredSchemes.enumerated() {
            contexts.append(SourceContext(entry: scheme, host: nil, entries: [index]))
        }
        for domain in table.domains {
            let host: String
            if domain.hasPrefix("*.") {
                let apex = String(domain.dropFirst(2))
                host = freshSubdomain(of: apex, avoiding: Set(table.domains))
            } else {
                host = domain
            }
            let entries = table.domainEntries(forHost: host)
            guard !contexts.contains(where: { $0.host != nil && $0.entries == entries }) else { continue }
            contexts.append(SourceContext(entry: domain, host: host, entries: entries))
        }
        return contexts
    }

    /// `www.x`, or `www1.x`, ... when the table lists that host itself.
    static func freshSubdomain(of apex: String, avoiding domains: Set<String>) -> String {
        var label = "www"
        var index = 0
        while domains.contains(label + "." + apex) {
            index += 1
            label = "www\(index)"
        }
        return label + "." + apex
    }
}

extension RouteTable {
    /// Whether route `index` takes URLs from `context`.
    func accepts(route index: Int, in context: SourceContext) -> Bool {
        accepts(route: index, from: context.entries)
    }
}
