extension LaunchOptions {
    /// The app delegate's legacy launch options, in a platform-neutral form: the keys of
    /// `UIApplication.LaunchOptionsKey` that carry a route.
    ///
    /// During the first stage of a migration to scenes (the scene delegate owns the window, the app
    /// delegate still captures what it used to handle), the app delegate captures these in
    /// `application(_:didFinishLaunchingWithOptions:)` and the scene delegate passes them to the
    /// inbox when it connects. The inbox merges them with the connection options, so an input that
    /// arrives through both is delivered once.
    ///
    /// ```swift
    /// // application(_:didFinishLaunchingWithOptions:)
    /// bridge.capture(LaunchOptions.Legacy(
    ///     url: (launchOptions?[.url] as? URL)?.absoluteString,
    ///     sourceApplication: launchOptions?[.sourceApplication] as? String,
    ///     shortcutItem: (launchOptions?[.shortcutItem] as? UIApplicationShortcutItem).map { .init(type: $0.type) }
    /// ))
    /// ```
    public struct Legacy: Hashable, Sendable {
        /// `.url`: the URL to open.
        public var url: String?
        /// `.sourceApplication`: the bundle identifier of the app that opened the URL.
        public var sourceApplication: String?
        /// `.annotation`: the property list that came with the URL.
        public var annotation: LaunchInput.PropertyListValue?
        /// `.userActivityDictionary[.userActivityType]`: the type of an activity to continue; the
        /// activity itself follows through a continue callback, or fails.
        public var userActivityType: String?
        /// The activity itself, when the user-activity dictionary holds it.
        public var userActivity: LaunchInput.UserActivity?
        /// `.shortcutItem`: the quick action the app was launched with.
        public var shortcutItem: LaunchInput.ShortcutItem?
        /// `.remoteNotification`: the payload of the remote notification the user tapped.
        public var remoteNotification: [String: LaunchInput.PropertyListValue]?

        /// Options with the keys the app delegate found; every one is optional.
        public init(
            url: String? = nil,
            sourceApplication: String? = nil,
            annotation: LaunchInput.PropertyListValue? = nil,
            userActivityType: String? = nil,
            userActivity: LaunchInput.UserActivity? = nil,
            shortcutItem: LaunchInput.ShortcutItem? = nil,
            remoteNotification: [String: LaunchInput.PropertyListValue]? = nil
        ) {
            self.url = url
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.userActivityType = userActivityType
            self.userActivity = userActivity
            self.shortcutItem = shortcutItem
            self.remoteNotification = remoteNotification
        }

        /// Whether the options carry nothing to route.
        public var isEmpty: Bool {
            url == nil && userActivityType == nil && userActivity == nil && shortcutItem == nil
                && remoteNotification == nil
        }

        /// The inputs these options carry, in canonical order: the URL, the activity, the quick
        /// action, then the remote notification as a tap on it.
        ///
        /// A legacy payload has no request identifier or delivery date, so the notification's are
        /// empty and zero; the inbox recognises the same tap arriving as a full response by its
        /// payload. A ``userActivityType`` without an ``userActivity`` is not an input: the activity
        /// has yet to arrive.
        ///
        /// ```swift
        /// LaunchOptions.Legacy(url: "shop://product/42", remoteNotification: ["deeplink": "shop://orders/7"]).inputs
        /// // [.openURL(shop://product/42), .notificationResponse(requestIdentifier: "", userInfo: ["deeplink": ...])]
        /// ```
        public var inputs: [LaunchInput] {
            var inputs: [LaunchInput] = []
            if let url {
                inputs.append(.openURL(.init(url: url, sourceApplication: sourceApplication, annotation: annotation)))
            }
            if let userActivity { inputs.append(.userActivity(userActivity)) }
            if let shortcutItem { inputs.append(.shortcutItem(shortcutItem)) }
            if let remoteNotification {
                inputs.append(.notificationResponse(.init(requestIdentifier: "", userInfo: remoteNotification)))
            }
            return inputs
        }

        /// The activity type still to arrive: ``userActivityType`` when the activity is not here.
        var awaitedActivityType: String? {
            userActivity == nil ? userActivityType : nil
        }
    }
}
