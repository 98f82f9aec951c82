import LaunchRouting

/// Where a launch input takes the browser: a page, a new tab, a screen, an account flow.
///
/// ```swift
/// switch route {
/// case .webPage(let url): open(url)
/// case .settings(let section): showSettings(section)
/// default: break
/// }
/// ```
public enum BrowserRoute: Hashable, Sendable {
    /// Any web page: opened in the browser as the default browser, handed off, found in Spotlight,
    /// or passed in `firefox://open-url?url=`.
    case webPage(url: String)
    /// A new tab, private or not; `nil` for the mode the user was last in.
    case newTab(isPrivate: Bool?)
    /// A page from a widget's quick link, with the address bar focused.
    case widgetPage(url: String, isPrivate: Bool?)
    /// A page from the top-sites widget.
    case topSitesPage(url: String, isPrivate: Bool?)
    /// Text to search for.
    case searchText(text: String, isPrivate: Bool?)
    /// What was copied: a page, or text to search for (the pasteboard decides).
    case openCopied
    /// The tab a widget shows, by its identifier.
    case openTab(id: String?)
    case settings(section: SettingsSection)
    case homepanel(section: HomepanelSection)
    case defaultBrowser(section: DefaultBrowserSection)
    case action(AppAction)
    case fxaSignIn(signin: String, user: String?, email: String?)
    /// A Mozilla accounts pairing link, version 2.
    case fxaPairing(channelID: String, channelKey: String)
    case shareSheet(url: String, title: String?, subtitle: String?)
    /// What a route that forwards binds to; it is never delivered, since it forwards.
    case forwarding

    public enum SettingsSection: String, RouteParameter, CaseIterable {
        case addresses, contentBlocker, creditCard, password, fxa, general, mailto, search, browser, theme
        case toolbar, topSites, wallpaper, rateApp, translation
        case appIcon = "app-icon"
        case clearPrivateData = "clear-private-data"
        case homePage = "homepage"
        case newTab = "newtab"
    }

    public enum HomepanelSection: String, RouteParameter, CaseIterable {
        case bookmarks, history, downloads
        case topSites = "top-sites"
        case readingList = "reading-list"
        case newPrivateTab = "new-private-tab"
        case newTab = "new-tab"
    }

    public enum DefaultBrowserSection: String, RouteParameter, CaseIterable {
        case tutorial
        case systemSettings = "system-settings"
    }

    public enum AppAction: String, RouteParameter, CaseIterable {
        case closePrivateTabs = "close-private-tabs"
        case showIntroOnboarding = "show-intro-onboarding"
    }
}
