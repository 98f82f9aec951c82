import LaunchRouting

/// What the browser's state adds to a route: the mode the user was last in, what was copied, and
/// the tabs a widget shows. The router never sees it; the state step below reads it.
public struct BrowserState: Sendable {
    public var isPrivate: Bool
    /// The pasteboard: a URL, or text.
    public var copiedURL: String?
    public var copiedText: String?
    /// The widget's tabs, by identifier: their pages.
    public var tabs: [String: String]

    public init(
        isPrivate: Bool = false, copiedURL: String? = nil, copiedText: String? = nil, tabs: [String: String] = [:]
    ) {
        self.isPrivate = isPrivate
        self.copiedURL = copiedURL
        self.copiedText = copiedText
        self.tabs = tabs
    }
}

/// The tab a route opens: a page (or a blank one), an existing tab, or a search.
public enum BrowserTab: Hashable, Sendable {
    case page(url: String?, isPrivate: Bool, focusLocationField: Bool)
    case existing(id: String, url: String)
    case search(text: String, isPrivate: Bool)
}

extension BrowserRoute {
    /// The state step: the tab this route opens when it came as `input`, in `state`; `nil` for a
    /// route that shows a screen instead, or copied text that is a URL but no web page.
    ///
    /// ```swift
    /// BrowserRoute.openCopied.tab(for: input, in: BrowserState(copiedText: "otters"))
    /// // .search(text: "otters", isPrivate: false)
    /// ```
    public func tab(for input: LaunchInput, in state: BrowserState) -> BrowserTab? {
        switch self {
        case .webPage(let url):
            // Opened as the default browser, the address bar is focused.
            if input.urlContext != nil { return .page(url: url, isPrivate: state.isPrivate, focusLocationField: true) }
            return .page(url: url, isPrivate: state.isPrivate, focusLocationField: false)
        case .newTab(let isPrivate):
            return .page(url: nil, isPrivate: isPrivate ?? state.isPrivate, focusLocationField: false)
        case .widgetPage(let url, let isPrivate):
            return .page(url: url, isPrivate: isPrivate ?? state.isPrivate, focusLocationField: true)
        case .topSitesPage(let url, let isPrivate):
            return .page(url: url, isPrivate: isPrivate ?? state.isPrivate, focusLocationField: false)
        case .searchText(let text, let isPrivate):
            return .search(text: text, isPrivate: isPrivate ?? state.isPrivate)
        case .openCopied:
            if let url = state.copiedURL {
                // The same check as a page the router takes: a URL with a host, http or https.
                guard ParameterType.url(schemes: ["http", "https"]).accepts(url) else { return nil }
                return .page(url: url, isPrivate: state.isPrivate, focusLocationField: false)
            }
            return .search(text: state.copiedText ?? "", isPrivate: state.isPrivate)
        case .openTab(let id):
            guard let id, let url = state.tabs[id] else {
                return .page(url: nil, isPrivate: false, focusLocationField: false)
            }
            return .existing(id: id, url: url)
        case .settings, .homepanel, .defaultBrowser, .action, .fxaSignIn, .fxaPairing, .shareSheet, .forwarding:
            return nil
        }
    }
}
