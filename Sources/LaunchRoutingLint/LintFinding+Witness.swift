import LaunchRouting

extension LintFinding {
    /// A launch input that shows a finding, and the route the table or router gives it.
    ///
    /// Its ``description`` is the input as `launch-route resolve` reads it, so a witness can be pasted
    /// into that command: `shop://product/x`, `web:https://shop.example.com/product/x`,
    /// `activity:com.shop.viewing`, `shortcut:com.shop.scan` (with ``userInfo`` as `--user-info`).
    ///
    /// ```swift
    /// let witness = finding.witness!
    /// witness.description   // "web:https://shop.example.com/orders/x"
    /// witness.route         // nil: the URL does not route
    /// router.resolve(witness.launchInput)  // .unmatched(noMatchingRoute)
    /// ```
    public struct Witness: Hashable, Sendable, CustomStringConvertible {
        /// The input.
        package var input: Input
        /// The route the input resolves to, or `nil` when it does not route.
        public var route: String?

        /// A witness `input`, which resolves to `route` (or to no route).
        package init(input: Input, route: String?) {
            self.input = input
            self.route = route
        }

        /// A witness input.
        ///
        /// ```swift
        /// LintFinding.Witness.Input.universalLink("https://shop.example.com/cart")   // web:https://shop.example.com/cart
        /// LintFinding.Witness.Input.shortcut(type: "com.shop.scan", userInfo: [:])   // shortcut:com.shop.scan
        /// ```
        package enum Input: Hashable, Sendable {
            /// A URL opened in the app: a custom scheme, or https (as SwiftUI's `onOpenURL` delivers both).
            case url(String)
            /// A universal link: the web page URL of a browsing-web activity.
            case universalLink(String)
            /// A user activity of this type, with this `userInfo`.
            case activity(type: String, userInfo: [String: LaunchInput.PropertyListValue])
            /// A quick action of this type, with this `userInfo`.
            case shortcut(type: String, userInfo: [String: LaunchInput.PropertyListValue])
        }

        /// The input in the neutral model, for `Router/resolve(_:)`.
        public var launchInput: LaunchInput {
            switch input {
            case .url(let url): .openURL(.init(url: url))
            case .universalLink(let url): .userActivity(.browsingWeb(url))
            case .activity(let type, let userInfo): .userActivity(.init(activityType: type, userInfo: userInfo))
            case .shortcut(let type, let userInfo): .shortcutItem(.init(type: type, userInfo: userInfo))
            }
        }

        /// The input as `launch-route resolve` reads it.
        public var description: String {
            switch input {
            case .url(let url): url
            case .universalLink(let url): "web:" + url
            case .activity(let type, _): "activity:" + type
            case .shortcut(let type, _): "shortcut:" + type
            }
        }

        /// The `userInfo` of an activity or quick-action witness; empty for a URL.
        public var userInfo: [String: LaunchInput.PropertyListValue] {
            switch input {
            case .activity(_, let userInfo), .shortcut(_, let userInfo): userInfo
            case .url, .universalLink: [:]
            }
        }

        /// The URL of a URL or universal-link witness.
        public var url: String? {
            switch input {
            case .url(let url), .universalLink(let url): url
            case .activity, .shortcut: nil
            }
        }
    }
}
