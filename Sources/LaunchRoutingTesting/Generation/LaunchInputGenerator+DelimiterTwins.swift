@_spi(Fuzzing) import LaunchRouting

extension LaunchInputGenerator {
    /// One time in `oneIn`, the link `generated` as written with the slash between its last two
    /// path segments encoded (`shop://product/a/b?x=1` gives `shop://product/a%2Fb?x=1`): another
    /// input, one segment shorter, which the inbox must neither drop as a copy of the first nor
    /// order by chance beside it (docs/launch-lifecycle.md).
    ///
    /// `nil`, with nothing drawn, for an input that is not a generated link, or has too few
    /// segments (a custom scheme's first segment is its authority, and stays as it is), or two
    /// slashes where the one would be encoded: so inputs without a twin shrink as they always have.
    func delimiterTwin(of generated: GeneratedInput, oneIn: UInt64 = 3, _ choices: inout Choices) -> GeneratedInput? {
        guard case .link(let key)? = generated.identity, let url = generated.url else { return nil }
        let kept: Int
        if case .scheme = key.origin { kept = 1 } else { kept = 0 }
        guard key.segments.count >= kept + 2, let slash = Self.lastSegmentSlash(in: url) else { return nil }
        // A span of its own, so that the shrinker can delete the twin whole.
        choices.beginSpan()
        defer { choices.endSpan() }
        guard choices.chance(oneIn: oneIn) else { return nil }
        let spelling = String(url[..<slash]) + "%2F" + String(url[url.index(after: slash)...])
        var parts = key
        parts.segments = Array(key.segments.dropLast(2)) + [key.segments.suffix(2).joined(separator: "/")]
        parts.spelling = spelling
        let input: LaunchInput =
            switch generated.input.kind {
            case .userActivity: .userActivity(.browsingWeb(spelling))
            default: .openURL(.init(url: spelling))
            }
        return GeneratedInput(input: input, identity: .link(parts.key), url: spelling, isWebOnly: generated.isWebOnly)
    }

    /// The slash before the last segment of the path of `url`, as a generated hit spells it (a
    /// trailing slash aside); `nil` when the slash before it is doubled, since encoding one of two
    /// would leave an empty segment's worth of difference, not a joined one.
    static func lastSegmentSlash(in url: String) -> String.Index? {
        var body = url[..<(url.firstIndex { $0 == "?" || $0 == "#" } ?? url.endIndex)]
        if body.hasSuffix("/") { body = body.dropLast() }
        guard let slash = body.lastIndex(of: "/"), slash > body.startIndex,
            body[body.index(before: slash)] != "/", body.index(after: slash) < body.endIndex
        else { return nil }
        return slash
    }
}
