/// Nested routes: a route whose query (or fragment) declares a parameter `"route"` forwards to
/// the route of that parameter's value, a URL or a path resolved through the same table
/// (docs/patterns.md, "Nested routes"). The value passes every check a received URL passes; a
/// URL the table does not route from (`javascript:`, `data:`, another app's scheme, an untrusted
/// host) is rejected with a code of its own, and so is nesting past ``maximumNesting``.
extension CompiledTable {
    /// How many routes one URL may forward through: `shop://link?to=...` nested four deep.
    package static var maximumNesting: Int { 4 }

    /// The route the value of `rule` forwards to, with `outer`, the forwarding route's own match,
    /// first among its outer routes; `depth` routes have forwarded already.
    func forwarded(
        from outer: RouteMatch, rule: QueryRule, in url: ParsedURL, depth: Int
    ) -> Result<Located, OutcomeReason> {
        let items = rule.component == .query ? url.queryItems : url.fragmentItems
        let item = items.first { $0.name.isByteEqual(to: rule.name) }
        // The whole fragment as the route holds it: as written, or decoded once (rule 36b).
        let whole = if case .string(let text)? = outer[rule.name]?.kind { text } else { "" }
        let value = rule.isWholeFragment ? whole : item?.value ?? ""
        let position = rule.isWholeFragment ? url.fragmentPosition : item?.position
        let named = rule.isWholeFragment ? "fragment" : "\(rule.component.noun) \"\(rule.name)\""
        func wrapped(_ reason: OutcomeReason, as code: OutcomeReason.Code? = nil) -> OutcomeReason {
            OutcomeReason(
                code: code ?? reason.code,
                message:
                    "the nested URL \"\(value)\" in the \(named) of route \"\(outer.name)\": \(reason.message)",
                position: position)
        }
        guard depth < Self.maximumNesting else {
            return .failure(
                OutcomeReason(
                    code: .nestingTooDeep,
                    message:
                        "the URL forwards through more than \(Self.maximumNesting) nested routes; the \(named) of route \"\(outer.name)\" is one too many",
                    position: position))
        }
        let parsed = tokenize(Self.nestedURL(value, in: url))
        if case .success(let inner) = parsed, case .failure(let reason) = sourceEntries(of: inner, webOnly: false) {
            // "route|web": a page on a foreign origin is the route that takes web pages.
            if rule.forwardsWebPages, let (route, match) = webPage(Self.nestedURL(value, in: url)) {
                return .success((route, match.carried(by: outer)))
            }
            return .failure(wrapped(reason, as: .nestedURLNotAllowed))
        }
        // Each level names its own nested URL, so the message leads from the URL received to the
        // one at fault; the position stays the outermost item's, which is in the URL received.
        let found = slowMatch(parsed, webOnly: false, depth: depth + 1)
        // "route|web": a link of a domain the web page route lists, which no route takes, is a page.
        if rule.forwardsWebPages, case .failure(let reason) = found, reason.code == .noMatchingRoute,
            let (route, match) = listedDomainPage(Self.nestedURL(value, in: url))
        {
            return .success((route, match.carried(by: outer)))
        }
        return found.map { (route, match) in (route, match.carried(by: outer)) }.mapError { wrapped($0) }
    }

    /// The URL a nested value stands for: itself when it has a scheme; otherwise a path on the
    /// outer URL's own origin (`/settings` in `shop://link?to=/settings` is `shop:/settings`),
    /// so that a path never leaves the scheme or host it came on.
    package static func nestedURL(_ value: String, in outer: ParsedURL) -> String {
        if let colon = value.utf8.firstIndex(of: ASCII.colon),
            let first = value.utf8.first, ASCII.isLetter(first),
            value.utf8[..<colon].allSatisfy(ASCII.isSchemeCharacter)
        {
            return value
        }
        let path = "/" + value.drop { $0 == "/" }
        guard outer.isWeb, let host = outer.host else { return outer.scheme + ":" + path }
        return outer.scheme + "://" + host + path
    }
}
