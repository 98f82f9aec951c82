import BrowserCore
import LaunchRouting
import LaunchRoutingTesting
import LaunchRoutingTestingHelpers
import Testing

/// Firefox for iOS's routing rows (RouteTests at mozilla-mobile/firefox-ios 155afae), each a
/// one-line check of the input on every way it can arrive, cold and warm (README.md).
@Suite struct BrowserRoutesTests {
    static let router = BrowserRoutes.router
    static let pairing = "https://accounts.firefox.com/pair#channel_id=channel&channel_key=key&v=2"

    /// A URL and where it goes: `nil` for one the browser does not route.
    static let links: [(url: String, route: BrowserRoute?)] = [
        ("http://google.com?a=1&b=2&c=foo%20bar", .webPage(url: "http://google.com?a=1&b=2&c=foo%20bar")),
        ("javascript://https://google.com%2Fsearch?q=foo", nil),
        (
            "firefox://open-url?url=http%3A%2F%2Fgoogle.com%3Fa%3D1%26b%3D2%26c%3Dfoo%2520bar",
            .webPage(url: "http://google.com?a=1&b=2&c=foo%20bar")
        ),
        ("firefox://open-url?private=true", .newTab(isPrivate: true)),
        (pairing, .fxaPairing(channelID: "channel", channelKey: "key")),
        (
            "firefox://open-url?url=https%3A%2F%2Faccounts.firefox.com%2Fpair%23channel_id%3Dchannel%26channel_key%3Dkey%26v%3D2",
            .fxaPairing(channelID: "channel", channelKey: "key")
        ),
        ("firefox://open-url?url=https%3A%2F%2Faccounts.firefox.com%2Fpair%23v%3D2", nil),
        ("https://accounts.firefox.com/pair#v=2", nil),
        (
            "https://accounts.firefox.com/pair#channel_id=channel&channel_key=key",
            .webPage(url: "https://accounts.firefox.com/pair#channel_id=channel&channel_key=key")
        ),
        (
            "https://accounts.firefox.com/pair#channel_id=channel&channel_key=key&v=1",
            .webPage(url: "https://accounts.firefox.com/pair#channel_id=channel&channel_key=key&v=1")
        ),
        (
            "firefox://open-url?url=https%3A%2F%2Faccounts.firefox.com%2Fpair%23channel_id%3Dchannel%26channel_key%3Dkey%26v%3D1",
            .webPage(url: "https://accounts.firefox.com/pair#channel_id=channel&channel_key=key&v=1")
        ),
        ("firefox://deep-link?url=/settings/clear-private-data", .settings(section: .clearPrivateData)),
        ("firefox://deep-link?url=/settings/newTab", .settings(section: .newTab)),
        ("firefox://deep-link?url=/settings/newTab/", .settings(section: .newTab)),
        ("firefox://deep-link?url=/settings/homePage", .settings(section: .homePage)),
        ("firefox://deep-link?url=/settings/mailto", .settings(section: .mailto)),
        ("firefox://deep-link?url=/settings/search", .settings(section: .search)),
        ("firefox://deep-link?url=/settings/fxa", .settings(section: .fxa)),
        ("firefox://settings/fxa", nil),
        ("firefox://deep-link?url=/homepanel/bookmarks", .homepanel(section: .bookmarks)),
        ("firefox://deep-link?url=/homepanel/top-sites", .homepanel(section: .topSites)),
        ("firefox://deep-link?url=/homepanel/history", .homepanel(section: .history)),
        ("firefox://deep-link?url=/homepanel/reading-list", .homepanel(section: .readingList)),
        ("firefox://deep-link?url=/default-browser/tutorial", .defaultBrowser(section: .tutorial)),
        ("firefox://deep-link?url=/default-browser/system-settings", .defaultBrowser(section: .systemSettings)),
        ("firefox://deep-link?url=/homepanel/badbad", nil),
        (
            "firefox://fxa-signin?signin=coolcodes&user=foo&email=bar",
            .fxaSignIn(signin: "coolcodes", user: "foo", email: "bar")
        ),
        ("firefox://fxa-signin?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        ("focus://deep-link?url=/settings/newTab", nil),
        ("firefox://open-url?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        ("firefox://open-url?url=javascript:alert(1)", nil),
        ("firefox://open-url?url=javascript:window.close();alert(1337)", nil),
        ("firefox://deep-links-are-fun?url=/settings/newTab/", nil),
        ("firefox://deep-link?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        (
            "firefox://widget-medium-topsites-open-url?url=https://google.com",
            .topSitesPage(url: "https://google.com", isPrivate: nil)
        ),
        ("firefox://widget-medium-topsites-open-url?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        (
            "firefox://widget-small-quicklink-open-url?private=true&url=https://google.com",
            .widgetPage(url: "https://google.com", isPrivate: true)
        ),
        ("firefox://widget-small-quicklink-open-url?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        (
            "firefox://widget-medium-quicklink-open-url?url=https://google.com",
            .widgetPage(url: "https://google.com", isPrivate: nil)
        ),
        ("firefox://widget-medium-quicklink-open-url?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        ("firefox://widget-small-quicklink-open-copied", .openCopied),
        ("firefox://widget-small-quicklink-close-private-tabs", .action(.closePrivateTabs)),
        (
            "firefox://widget-small-quicklink-close-private-tabs?url=javascript://https://google.com%2Fsearch?q=foo",
            .action(.closePrivateTabs)
        ),
        (
            "firefox://widget-medium-quicklink-close-private-tabs?url=javascript://https://google.com%2Fsearch?q=foo",
            .action(.closePrivateTabs)
        ),
        ("chrome://example.com", nil),
        ("firefox://", nil),
        ("firefox://deep-link?url=/invalid-path", nil),
        ("firefox://widget-tabs-medium-open-url?uuid=invalid", .openTab(id: "invalid")),
        ("firefox://fxa-signin", nil),
        ("firefox://open-text?text=google", .searchText(text: "google", isPrivate: nil)),
        ("firefox://open-text?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        (
            "firefox://share-sheet?url=https://www.google.com",
            .shareSheet(url: "https://www.google.com", title: nil, subtitle: nil)
        ),
        (
            "firefox://share-sheet?url=https://www.google.com&title=TEST%20TITLE",
            .shareSheet(url: "https://www.google.com", title: "TEST TITLE", subtitle: nil)
        ),
        (
            "firefox://share-sheet?url=https://www.google.com&title=TEST%20TITLE&subtitle=TEST%20SUBTITLE",
            .shareSheet(url: "https://www.google.com", title: "TEST TITLE", subtitle: "TEST SUBTITLE")
        ),
        ("firefox://share-sheet?url=javascript://https://google.com%2Fsearch?q=foo", nil),
        ("firefox://deep-link?url=/action/show-intro-onboarding", .action(.showIntroOnboarding)),
        ("firefox-internal://deep-link?url=/settings/general", .settings(section: .general)),
    ]

    @Test(arguments: links) func link(url: String, route: BrowserRoute?) {
        expectLaunch(url, in: Self.router, routesTo: route)
    }

    /// The inputs that carry no URL of their own.
    static let inputs: [(input: LaunchInput, route: BrowserRoute?)] = [
        (.userActivity(.init(activityType: BrowserRoutes.siriNewTabActivityType)), .newTab(isPrivate: false)),
        (.userActivity(.browsingWeb(pairing)), .fxaPairing(channelID: "channel", channelKey: "key")),
        (.userActivity(.browsingWeb("https://accounts.firefox.com/pair#v=2")), nil),
        (
            .userActivity(.browsingWeb("https://accounts.firefox.com/pair#channel_id=channel&channel_key=key")),
            .webPage(url: "https://accounts.firefox.com/pair#channel_id=channel&channel_key=key")
        ),
        (
            .userActivity(
                .init(activityType: BrowserRoutes.browsingActivityType, webpageURL: "https://www.mozilla.org/")),
            .webPage(url: "https://www.mozilla.org/")
        ),
        (
            .userActivity(.searchableItem(identifier: "https://www.mozilla.org/")),
            .webPage(url: "https://www.mozilla.org/")
        ),
        (.shortcutItem(.init(type: BrowserRoutes.newTabShortcut)), .newTab(isPrivate: false)),
        (.shortcutItem(.init(type: BrowserRoutes.newPrivateTabShortcut)), .newTab(isPrivate: true)),
        (
            .shortcutItem(
                .init(type: BrowserRoutes.lastBookmarkShortcut, userInfo: ["url": "https://www.mozilla.org/"])),
            .webPage(url: "https://www.mozilla.org/")
        ),
        (.shortcutItem(.init(type: BrowserRoutes.lastBookmarkShortcut)), nil),
    ]

    @Test(arguments: inputs) func input(_ input: LaunchInput, route: BrowserRoute?) {
        expectLaunch(input, in: Self.router, routesTo: route)
    }

    @Test func theRouterHasEveryPropertyOfTheHarness() {
        let report = expectLaunchProperties(of: Self.router, seed: 2026, iterations: 1_000)
        #expect(report.warnings == [])
    }
}

/// The state step: what a route opens given the browser's mode, pasteboard and tabs, for the
/// rows whose destination Firefox's tests give with state.
@Suite struct BrowserNavigationTests {
    static let link = LaunchInput.openURL(.init(url: "firefox://x"))

    @Test func theStateDecidesWhatSomeRoutesOpen() {
        let page = LaunchInput.openURL(.init(url: "http://google.com"))
        #expect(
            BrowserRoute.webPage(url: "http://google.com").tab(for: page, in: BrowserState())
                == .page(url: "http://google.com", isPrivate: false, focusLocationField: true))
        let handoff = LaunchInput.userActivity(.browsingWeb("https://www.mozilla.org/"))
        #expect(
            BrowserRoute.webPage(url: "https://www.mozilla.org/").tab(for: handoff, in: BrowserState(isPrivate: true))
                == .page(url: "https://www.mozilla.org/", isPrivate: true, focusLocationField: false))
        #expect(
            BrowserRoute.openCopied.tab(for: Self.link, in: BrowserState(copiedText: "test search text"))
                == .search(text: "test search text", isPrivate: false))
        #expect(
            BrowserRoute.openCopied.tab(for: Self.link, in: BrowserState(copiedURL: "https://google.com"))
                == .page(url: "https://google.com", isPrivate: false, focusLocationField: false))
        #expect(
            BrowserRoute.openCopied.tab(
                for: Self.link, in: BrowserState(copiedURL: "javascript://https://google.com%2Fsearch?q=foo")) == nil)
        #expect(
            BrowserRoute.openTab(id: "invalid").tab(for: Self.link, in: BrowserState())
                == .page(url: nil, isPrivate: false, focusLocationField: false))
        #expect(
            BrowserRoute.openTab(id: "t1").tab(for: Self.link, in: BrowserState(tabs: ["t1": "https://a.example/"]))
                == .existing(id: "t1", url: "https://a.example/"))
        #expect(
            BrowserRoute.newTab(isPrivate: nil).tab(for: Self.link, in: BrowserState(isPrivate: true))
                == .page(url: nil, isPrivate: true, focusLocationField: false))
        #expect(BrowserRoute.settings(section: .fxa).tab(for: Self.link, in: BrowserState()) == nil)
    }
}
