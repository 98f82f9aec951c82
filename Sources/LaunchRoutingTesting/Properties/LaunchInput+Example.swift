@_spi(Fuzzing) import LaunchRouting

extension LaunchInput {
    /// A route's example as the app receives it: an `https:` URL (in any case) as a universal
    /// link, any other as an opened URL (docs/route-spec.md, `examples`).
    package static func example(_ url: String) -> LaunchInput {
        isUniversalLinkExample(url) ? .userActivity(.browsingWeb(url)) : .openURL(.init(url: url))
    }

    /// Whether an example is read as a universal link: it starts with `https:`, in any case.
    package static func isUniversalLinkExample(_ url: String) -> Bool {
        url.utf8.count >= 6 && String(decoding: url.utf8.prefix(6), as: UTF8.self).lowercased() == "https:"
    }
}

extension RouteTable {
    /// The pattern match of an example, read as ``LaunchInput/example(_:)`` reads it; `nil` when
    /// none.
    package func match(example url: String) -> RouteMatch? {
        try? (LaunchInput.isUniversalLinkExample(url) ? match(webpageURL: url) : match(url)).get()
    }
}
