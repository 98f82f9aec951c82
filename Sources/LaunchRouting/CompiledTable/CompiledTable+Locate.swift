/// Resolving a URL, in stages, each in a file of its own:
///
/// 1. scan (`URL/URLScanner.swift`): one pass that proves a URL clean or gives up;
/// 2. fast path (`CompiledTable+FastPath.swift`): a clean URL, on its bytes;
/// 3. slow path (`CompiledTable+SlowPath.swift`): anything else, through `URLTokenizer`;
/// 4. sources (`CompiledTable+Sources.swift`): the scheme or trusted domain the URL comes from;
/// 5. trie walk (`Matching/CompiledMatcher+Search.swift`): the best shape, in priority order;
/// 6. parameters (`CompiledTable+Parameters.swift`): typed path and query values of that shape;
/// 7. reasons (`CompiledTable+Reasons.swift`): the wording of every fault found on the way, and
///    web pages (`CompiledTable+WebPages.swift`): a URL of a foreign origin, to the route that takes them;
/// 8. binding (`Table/RouteTable+Bind.swift`): the app's closure, match to route.
///
/// The reference matcher (`CompiledTable+Reference`) shares stages 3, 4, 6 and 7 and replaces the walk by a
/// scan of every shape, so the harness can check the walk against it.
extension CompiledTable {
    /// A route found for a URL: its index in the table and the match its binding reads.
    @usableFromInline
    package typealias Located = (route: Int, match: RouteMatch)

    /// The route index and match of a URL, or why it has none: the fast path when it can, the
    /// tokenizer and the full checks when it cannot.
    @usableFromInline
    package func locate(_ url: String, webOnly: Bool) -> Result<Located, OutcomeReason> {
        var url = url
        let source = url
        return url.withUTF8 { locate(bytes: $0, webOnly: webOnly, source: source) }
    }

    /// ``locate(_:webOnly:)`` for raw bytes, which need not be UTF-8; `source`, the string the
    /// bytes are of, lets a miss be worded only when read.
    package func locate(bytes: UnsafeBufferPointer<UInt8>, webOnly: Bool, source: String? = nil) -> Result<
        Located, OutcomeReason
    > {
        if let found = fastMatch(bytes, webOnly: webOnly, source: source) { return orWebPage(found, bytes) }
        return orWebPage(slowMatch(tokenize(bytes: bytes), webOnly: webOnly), bytes)
    }

    /// ``locate(_:webOnly:)`` for a URL the inbox tokenized without size bounds: the fast path
    /// when the URL is clean, as for any URL; otherwise the length bound first, as the tokenizer
    /// applies it, then the slow path on the parse the inbox made.
    func locate(received url: ReceivedURL, webOnly: Bool) -> Result<Located, OutcomeReason> {
        var text = url.text
        return text.withUTF8 { bytes in
            if let found = fastMatch(bytes, webOnly: webOnly, source: url.text) { return orWebPage(found, bytes) }
            if bytes.count > limits.maximumLength {
                return .failure(URLTokenizer.tooLong(bytes.count, limit: limits.maximumLength))
            }
            // The inbox parsed it without the table, so a web scheme's authority is read again as a host.
            let isWebScheme = (try? url.parsed.get()).map { webSchemes.contains($0.scheme) } ?? false
            let found = slowMatch(isWebScheme ? tokenize(bytes: bytes) : url.parsed, webOnly: webOnly)
            guard case .failure = found, webPageRoute != nil else { return found }
            return orWebPage(found, bytes)
        }
    }
}
