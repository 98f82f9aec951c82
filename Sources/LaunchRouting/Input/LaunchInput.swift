/// One launch input, in a platform-neutral form.
///
/// Every way UIKit hands an app a request to show something arrives as one of these kinds,
/// whether it came in the connection options of a connecting scene (cold) or through a
/// runtime callback (warm). The router resolves each to one ``RouteOutcome``. A struct with static
/// members rather than an enumeration, so that new kinds of input can come without breaking a
/// `switch`: read the kind an app cares about with ``urlContext``, ``userActivity``,
/// ``shortcutItem``, ``notificationResponse``, ``appIntent`` or ``cloudKitShare``.
///
/// ```swift
/// let link = LaunchInput.openURL(.init(url: "shop://product/42"))
/// let universal = LaunchInput.userActivity(.browsingWeb("https://shop.example.com/product/42"))
/// let action = LaunchInput.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "red shoes"]))
/// universal.userActivity?.webpageURL   // "https://shop.example.com/product/42"
/// ```
public struct LaunchInput: Hashable, Sendable {
    /// The kind and payload, for the library's own matching on it.
    @_spi(Fuzzing) public enum Kind: Hashable, Sendable {
        case openURL(URLContext)
        case userActivity(UserActivity)
        case shortcutItem(ShortcutItem)
        case notificationResponse(NotificationResponse)
        case appIntent(AppIntent)
        case cloudKitShare(CloudKitShare)
    }

    /// The kind and payload.
    @_spi(Fuzzing) public var kind: Kind {
        _read { yield storage.kind }
    }

    /// The kind behind one reference: an input is a dozen strings and dictionaries, and the
    /// inbox copies each input it holds several times (entry, deduplication record, delivery),
    /// each copy retaining every field. Held this way, a copy is one retain.
    private let storage: Storage

    /// Equal, and hashed, by its kind: two inputs are equal when their contents are.
    private final class Storage: Hashable, Sendable {
        let kind: Kind

        init(_ kind: Kind) { self.kind = kind }

        static func == (lhs: Storage, rhs: Storage) -> Bool { lhs.kind == rhs.kind }

        func hash(into hasher: inout Hasher) { hasher.combine(kind) }
    }

    @_spi(Fuzzing) public init(_ kind: Kind) { storage = Storage(kind) }

    /// A URL opened in the app: `scene(_:openURLContexts:)` or `ConnectionOptions.urlContexts`.
    public static func openURL(_ context: URLContext) -> LaunchInput { LaunchInput(.openURL(context)) }

    /// A user activity: universal links, Spotlight, Handoff and custom activity types.
    public static func userActivity(_ activity: UserActivity) -> LaunchInput { LaunchInput(.userActivity(activity)) }

    /// A home-screen quick action.
    public static func shortcutItem(_ item: ShortcutItem) -> LaunchInput { LaunchInput(.shortcutItem(item)) }

    /// The response to a notification the user tapped.
    public static func notificationResponse(_ response: NotificationResponse) -> LaunchInput {
        LaunchInput(.notificationResponse(response))
    }

    /// An App Intent that opens the app: `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)`
    /// or `ConnectionOptions.appIntent`.
    public static func appIntent(_ intent: AppIntent) -> LaunchInput { LaunchInput(.appIntent(intent)) }

    /// A CloudKit share the user accepted: `windowScene(_:userDidAcceptCloudKitShareWith:)` or
    /// `ConnectionOptions.cloudKitShareMetadata`.
    public static func cloudKitShare(_ share: CloudKitShare) -> LaunchInput { LaunchInput(.cloudKitShare(share)) }

    /// The URL context, if this is an ``openURL(_:)``.
    public var urlContext: URLContext? {
        if case .openURL(let context) = kind { return context }
        return nil
    }

    /// The URL of a URL context, without copying the rest of the context.
    @usableFromInline var openedURL: String? {
        if case .openURL(let context) = kind { return context.url }
        return nil
    }

    /// The text of the URL this input is known by, for telling copies apart: a URL context's, or
    /// an activity's web page URL.
    var knownURL: String? {
        switch kind {
        case .openURL(let context): context.url
        case .userActivity(let activity): activity.webpageURL
        case .shortcutItem, .notificationResponse, .appIntent, .cloudKitShare: nil
        }
    }

    /// How the inbox's parse of this input's URL resolves: `false` for a URL context, `true` for
    /// a browsing-web activity's universal link (https on a domain only); `nil` for any other
    /// input, which resolves as usual.
    var receivedURLIsWebOnly: Bool? {
        switch kind {
        case .openURL: false
        case .userActivity(let activity) where activity.activityType == UserActivity.browsingWebType: true
        default: nil
        }
    }

    /// The activity, if this is a ``userActivity(_:)``.
    public var userActivity: UserActivity? {
        if case .userActivity(let activity) = kind { return activity }
        return nil
    }

    /// The quick action, if this is a ``shortcutItem(_:)``.
    public var shortcutItem: ShortcutItem? {
        if case .shortcutItem(let item) = kind { return item }
        return nil
    }

    /// The notification response, if this is a ``notificationResponse(_:)``.
    public var notificationResponse: NotificationResponse? {
        if case .notificationResponse(let response) = kind { return response }
        return nil
    }
}

extension LaunchInput {
    /// The App Intent, if this is an ``appIntent(_:)``.
    public var appIntent: AppIntent? {
        if case .appIntent(let intent) = kind { return intent }
        return nil
    }

    /// The CloudKit share, if this is a ``cloudKitShare(_:)``.
    public var cloudKitShare: CloudKitShare? {
        if case .cloudKitShare(let share) = kind { return share }
        return nil
    }
}
