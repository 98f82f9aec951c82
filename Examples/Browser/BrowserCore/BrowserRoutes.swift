import LaunchRouting

/// The browser's routes: its two custom schemes' hosts, any web page, Mozilla accounts pairing
/// links, and the rules for Siri, Handoff, Spotlight and quick actions.
///
/// ```swift
/// BrowserRoutes.router.resolve(.openURL(.init(url: "firefox://deep-link?url=/settings/newTab")))
/// // .routed(.settings(section: .newTab))
/// BrowserRoutes.router.resolve(.openURL(.init(url: "https://www.mozilla.org/")))
/// // .routed(.webPage(url: "https://www.mozilla.org/"))
/// ```
public enum BrowserRoutes: Sendable {
    public static let schemes = ["firefox", "firefox-internal"]
    /// The pairing links' domain: the browser opens its other pages as any page.
    public static let accounts = "accounts.firefox.com"
    public static let siriNewTabActivityType = "org.mozilla.ios.Firefox.newTab"
    public static let browsingActivityType = "org.mozilla.ios.firefox.browsing"
    public static let newTabShortcut = "org.mozilla.ios.Firefox.NewTab"
    public static let newPrivateTabShortcut = "org.mozilla.ios.Firefox.NewPrivateTab"
    public static let lastBookmarkShortcut = "org.mozilla.ios.Firefox.OpenLastBookmark"

    public static let table = try! RouteTable<BrowserRoute>(schemes: schemes, domains: [accounts]) {
        host("forwarding.deepLink", "/deep-link", ["url": "route"], .forwarding)
        host("settings", "/settings/:section" + anyCase(BrowserRoute.SettingsSection.self), to: BrowserRoute.settings)
            .nestedOnly()
        host(
            "homepanel", "/homepanel/:section" + anyCase(BrowserRoute.HomepanelSection.self), to: BrowserRoute.homepanel
        )
        .nestedOnly()
        host(
            "defaultBrowser", "/default-browser/:section" + anyCase(BrowserRoute.DefaultBrowserSection.self),
            to: BrowserRoute.defaultBrowser
        ).nestedOnly()
        host("action", "/action/:action" + anyCase(BrowserRoute.AppAction.self), to: BrowserRoute.action).nestedOnly()
        host("forwarding.openURL", "/open-url", ["url": "route|web"], .forwarding)
        host("newTab", "/open-url", ["url": "absent", "private": "bool?"], to: BrowserRoute.newTab)
        for size in ["small", "medium"] {
            host("widgetPage.\(size)", "/widget-\(size)-quicklink-open-url", page, to: BrowserRoute.widgetPage)
            host("openCopied.\(size)", "/widget-\(size)-quicklink-open-copied", [:], .openCopied)
            host("action.\(size)Close", "/widget-\(size)-quicklink-close-private-tabs", [:], .action(.closePrivateTabs))
        }
        host("topSitesPage", "/widget-medium-topsites-open-url", page, to: BrowserRoute.topSitesPage)
        host("openTab.medium", "/widget-tabs-medium-open-url", ["uuid": "string?"], to: BrowserRoute.openTab)
        host("openTab.large", "/widget-tabs-large-open-url", ["uuid": "string?"], to: BrowserRoute.openTab)
        host("searchText", "/open-text", ["text": "string", "private": "bool?"], to: BrowserRoute.searchText)
        host(
            "fxaSignIn", "/fxa-signin", ["signin": "string", "user": "string?", "email": "string?"],
            to: BrowserRoute.fxaSignIn)
        host(
            "shareSheet", "/share-sheet", ["url": "url(http|https)", "title": "string?", "subtitle": "string?"],
            to: BrowserRoute.shareSheet)
        RouteDefinition(
            "fxaPairing", path: "/pair", fragment: ["channel_id": "string", "channel_key": "string", "v": "=(2)"],
            sources: [accounts], to: BrowserRoute.fxaPairing)
        RouteDefinition("webPage", sources: [accounts], webPages: true, to: BrowserRoute.webPage)
    }

    public static let router = try! Router(
        table: table,
        activities: [
            LaunchRule.Activity(activityType: siriNewTabActivityType, route: "newTab", constants: ["private": "false"])
        ],
        shortcuts: [
            LaunchRule.Shortcut(type: newTabShortcut, route: "newTab", constants: ["private": "false"]),
            LaunchRule.Shortcut(type: newPrivateTabShortcut, route: "newTab", constants: ["private": "true"]),
            LaunchRule.Shortcut(type: lastBookmarkShortcut, route: "webPage", parameters: ["url": "url"]),
        ],
        spotlight: .url,
        webpageActivityTypes: [browsingActivityType]
    )

    /// A page a widget opens, in a mode or the last one.
    private static let page: KeyValuePairs<String, QueryDeclaration> = ["url": "url(http|https)", "private": "bool?"]

    /// A command of the custom schemes, its host read in any case as the browser lowercases it.
    private static func host<each Value: RouteParameter>(
        _ name: String, _ path: String, _ query: KeyValuePairs<String, QueryDeclaration> = [:],
        to constructor: @escaping @Sendable (repeat each Value) -> BrowserRoute
    ) -> RouteDefinition<BrowserRoute> {
        RouteDefinition(name, path: path, query: query, isCaseSensitive: false, to: constructor)
    }

    /// A command that routes to one value.
    private static func host(
        _ name: String, _ path: String, _ query: [String: QueryDeclaration], _ route: BrowserRoute
    ) -> RouteDefinition<BrowserRoute> {
        RouteDefinition(name, path: path, query: query, isCaseSensitive: false, to: route)
    }

    /// `(a|b|c)i`: the raw values of `Section`, in any case.
    private static func anyCase<Section: RawRepresentable & CaseIterable>(_: Section.Type) -> String
    where Section.RawValue == String {
        "(" + Section.allCases.map(\.rawValue).joined(separator: "|") + ")i"
    }
}
