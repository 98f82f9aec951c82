import LaunchRouting

/// The app that the router, inbox and scenario tests route for: a shop with products, search,
/// help, orders, sorting, a binding that declines, and every kind of rule.
enum Shop {
    enum Route: Hashable, Sendable {
        case home
        case product(id: Int, ref: String?)
        case search(query: String, page: Int, tags: [String])
        case help(topic: String)
        case order(id: String)
        case sorted(kind: String)
        case vip(level: Int)
        case profile(name: String, tab: String?)
    }

    static let table = try! RouteTable<Route>(schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"]) {
        RouteDefinition("home", path: "/") { _ in
            .home
        } reverse: {
            $0 == .home ? [:] : nil
        }
        RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"]) { match in
            .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
        } reverse: { route in
            guard case .product(let id, let ref) = route else { return nil }
            return ["id": .int(id), "ref": ref.map(ParameterValue.string)]
        }
        RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"]) {
            match in
            .search(query: try match.string("q"), page: try match.int("page"), tags: match.strings("tag"))
        } reverse: { route in
            guard case .search(let query, let page, let tags) = route else { return nil }
            return ["q": .string(query), "page": .int(page), "tag": .list(tags.map(ParameterValue.string))]
        }
        RouteDefinition("help", path: "/help/**topic", sources: ["shop"]) { match in
            .help(topic: try match.string("topic"))
        } reverse: { route in
            guard case .help(let topic) = route else { return nil }
            return ["topic": .string(topic)]
        }
        RouteDefinition("order", path: "/orders/:id(uuid)") { match in
            .order(id: try match.string("id"))
        } reverse: { route in
            guard case .order(let id) = route else { return nil }
            return ["id": .string(id)]
        }
        RouteDefinition("sorted", path: "/sort/:kind(new|old)") { match in
            .sorted(kind: try match.string("kind"))
        } reverse: { route in
            guard case .sorted(let kind) = route else { return nil }
            return ["kind": .string(kind)]
        }
        // Levels above 3 do not exist: the binding declines them.
        RouteDefinition("vip", path: "/vip/:level(int)") { match in
            let level = try match.int("level")
            return level <= 3 ? .vip(level: level) : nil
        } reverse: { route in
            guard case .vip(let level) = route else { return nil }
            return ["level": .int(level)]
        }
        RouteDefinition("profile", path: "/u/:name/:tab?") { match in
            .profile(name: try match.string("name"), tab: match["tab"]?.stringValue)
        } reverse: { route in
            guard case .profile(let name, let tab) = route else { return nil }
            return ["name": .string(name), "tab": tab.map(ParameterValue.string)]
        }
    }

    static let activities: [LaunchRule.Activity] = [
        LaunchRule.Activity(
            activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID", "ref": "referrer"]),
        LaunchRule.Activity(activityType: "com.shop.order", route: "order", parameters: ["id": "orderID"]),
        LaunchRule.Activity(activityType: "com.shop.sorting", route: "sorted", parameters: ["kind": "kind"]),
        LaunchRule.Activity(activityType: "com.shop.vip", route: "vip", parameters: ["level": "level"]),
        LaunchRule.Activity(
            activityType: "com.shop.profile", route: "profile", parameters: ["name": "user", "tab": "tab"]),
        LaunchRule.Activity(activityType: "com.shop.help", route: "help"),
    ]

    static let shortcuts: [LaunchRule.Shortcut] = [
        LaunchRule.Shortcut(
            type: "com.shop.search", route: "search", parameters: ["q": "query", "page": "page", "tag": "tags"]),
        LaunchRule.Shortcut(type: "com.shop.home", route: "home"),
    ]

    /// An `OpenIntent` whose entity is an order, and an App Shortcut that searches.
    static let intents: [LaunchRule.Intent] = [
        LaunchRule.Intent(type: "OpenOrderIntent", route: "order", parameters: ["id": "target"]),
        LaunchRule.Intent(
            type: "SearchIntent", route: "search", parameters: ["q": "criteria"], constants: ["page": "2"]),
    ]

    /// A shared profile: the shop's container, its root record the user's name, its zone the tab.
    static let shares: [LaunchRule.CloudKitShare] = [
        LaunchRule.CloudKitShare(
            containerIdentifier: "iCloud.com.shop", route: "profile",
            parameters: ["name": "rootRecordName", "tab": "zoneName"])
    ]

    static let notifications: [LaunchRule.Notification] = [
        LaunchRule.Notification(categoryIdentifier: "PROMO", route: "search", parameters: ["q": "promo"]),
        LaunchRule.Notification(actionIdentifier: "REORDER", route: "product", parameters: ["id": "productID"]),
        LaunchRule.Notification(
            categoryIdentifier: "ORDER", actionIdentifier: "TRACK", route: "order", parameters: ["id": "orderID"]),
    ]

    static let router = try! Router(
        table: table,
        activities: activities,
        shortcuts: shortcuts,
        intents: intents,
        shares: shares,
        notificationURLKey: "deeplink",
        notifications: notifications,
        spotlight: .url
    )

    static let orderID = "123e4567-e89b-12d3-a456-426614174000"
}

extension LaunchInput {
    /// A custom-scheme or https URL opened in the app.
    static func url(_ url: String, from source: String? = nil) -> LaunchInput {
        .openURL(.init(url: url, sourceApplication: source))
    }

    /// A universal link.
    static func link(_ url: String) -> LaunchInput {
        .userActivity(.browsingWeb(url))
    }

    /// A tap on a notification.
    static func tap(_ id: String, deeplink: String, date: Double = 700_000_000) -> LaunchInput {
        .notificationResponse(.init(requestIdentifier: id, userInfo: ["deeplink": .string(deeplink)], date: date))
    }
}

extension RouteOutcome {
    /// The reason's code name, or "routed".
    var codeName: String {
        reason?.code.name ?? "routed"
    }
}
