import LaunchRouting
import Testing

// The Swift blocks of README.md and docs/ that are not the example app's own code, compiled and
// run here. Each is a region between `// snippet.begin NAME` and `// snippet.end` that
// `DocsCodeTests` compares with its block word for word; what a block shows in a comment, the
// test after it checks.

// MARK: docs/launch-lifecycle.md, "The app's side: one handler"

// snippet.begin one-handler
enum AppRoute: Hashable, Sendable {
    case product(id: Int, ref: String?)
    case search(query: String, page: Int, tags: [String])
}

enum AppRouter {
    static let router = try! Router(
        table: AppRoutes.table, activities: AppRoutes.activities,
        shortcuts: AppRoutes.shortcuts, notificationURLKey: "deeplink", spotlight: .url)
}

@MainActor
final class AppCoordinator {
    func handle(_ delivery: LaunchDelivery<AppRoute>) {
        switch delivery.outcome {
        case .routed(let route):
            show(route)
        case .unmatched(let reason) where reason.code == .restorationActivity:
            restore(from: delivery.input)
        case .unmatched(let reason), .rejected(let reason):
            logger.info("\(delivery.channel): \(reason)")  // stay where you are
        }
    }
}
// snippet.end

/// What the handler above needs from the app: its table and rules, and a screen to show.
enum AppRoutes {
    static let table = try! RouteTable<AppRoute>(schemes: ["shop"], domains: ["shop.example.com"]) {
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
    }
    static let activities = [
        LaunchRule.Activity(activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID"])
    ]
    static let shortcuts = [LaunchRule.Shortcut(type: "com.shop.search", route: "search", parameters: ["q": "query"])]
}

@MainActor var shown: [AppRoute] = []
@MainActor var restored: [LaunchInput] = []
@MainActor func show(_ route: AppRoute) { shown.append(route) }
@MainActor func restore(from input: LaunchInput) { restored.append(input) }
/// A logger with the shape of `os.Logger`'s `info`.
// swift-format-ignore: TypeNamesShouldBeCapitalized
enum logger {
    static func info(_ message: String) {}
}

@Suite struct DocExamples {
    // MARK: README.md, "Quick start"

    @Test func quickStart() throws {
        // snippet.begin quick-start
        enum AppRoute: Hashable, Sendable {
            case product(id: Int, ref: String?)
            case search(query: String, page: Int)
        }

        // Each route is named after its case, whose values are the parameters in order: the path's,
        // then the query's as written. The table reads them and writes them back; no closure.
        let table = try RouteTable<AppRoute>(schemes: ["shop"], domains: ["shop.example.com", "*.shop.example.com"]) {
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"], to: AppRoute.product)
            RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1"], to: AppRoute.search)
        }

        switch table.resolve("https://shop.example.com/product/42?ref=mail") {
        case .routed(let route): print(route)  // product(id: 42, ref: Optional("mail"))
        case .unmatched(let reason): print(reason)  // well formed, but nothing routes it
        case .rejected(let reason): print(reason)  // malformed or unsafe, with the byte offset
        }

        let product = table.resolve("shop://product/42")  // .routed(.product(id: 42, ref: nil))
        let evil = table.resolve("https://evil.example.org/product/42")
        // .rejected(untrustedHost: the host "evil.example.org" is not one of the table's domains (at byte 8))
        let url = table.url(for: .search(query: "red shoes", page: 2))  // "shop://search?page=2&q=red%20shoes"
        // snippet.end
        #expect(table.resolve("https://shop.example.com/product/42?ref=mail") == .routed(.product(id: 42, ref: "mail")))
        #expect(product == .routed(.product(id: 42, ref: nil)))
        #expect(
            evil.reason?.description
                == #"untrustedHost: the host "evil.example.org" is not one of the table's domains (at byte 8)"#)
        #expect(evil.reason?.code.isRejection == true)
        #expect(url == "shop://search?page=2&q=red%20shoes")
    }

    // MARK: docs/launch-lifecycle.md

    @Test func rulesInSwift() throws {
        let table = try RouteTable<RouteMatch>(schemes: ["shop"], domains: ["shop.example.com"]) {
            RouteDefinition("product", path: "/product/:id(int)")
            RouteDefinition("search", path: "/search", query: ["q": "string"])
            RouteDefinition("order", path: "/orders/:id(int)")
        }
        // snippet.begin router-rules
        let router = try Router(
            table: table,
            activities: [
                LaunchRule.Activity(activityType: "com.shop.viewing", route: "product", parameters: ["id": "productID"])
            ],
            shortcuts: [LaunchRule.Shortcut(type: "com.shop.search", route: "search", parameters: ["q": "query"])],
            notificationURLKey: "deeplink",
            notifications: [
                LaunchRule.Notification(
                    categoryIdentifier: "ORDER", actionIdentifier: "TRACK", route: "order",
                    parameters: ["id": "orderID"])
            ],
            spotlight: .url
        )
        // snippet.end
        let tap = LaunchInput.NotificationResponse(
            requestIdentifier: "n", actionIdentifier: "TRACK", categoryIdentifier: "ORDER", userInfo: ["orderID": 7])
        #expect(router.resolve(.notificationResponse(tap)) == .routed(RouteMatch(name: "order", parameters: ["id": 7])))
        #expect(
            router.resolve(.shortcutItem(.init(type: "com.shop.search", userInfo: ["query": "boots"])))
                == .routed(RouteMatch(name: "search", parameters: ["q": "boots"])))
    }

    @MainActor @Test func oneHandler() {
        let coordinator = AppCoordinator()
        let product = LaunchInput.userActivity(.init(activityType: "com.shop.viewing", userInfo: ["productID": 5]))
        coordinator.handle(
            LaunchDelivery(
                input: product, outcome: AppRouter.router.resolve(product), channel: .callback, receivedAt: .seconds(0))
        )
        let restoration = LaunchInput.UserActivity(activityType: "com.shop.browsing")
        coordinator.handle(
            LaunchDelivery(
                input: .userActivity(restoration),
                outcome: AppRouter.router.resolve(stateRestorationActivity: restoration), channel: .stateRestoration,
                receivedAt: .seconds(0)))
        #expect(shown == [.product(id: 5, ref: nil)])
        #expect(restored == [.userActivity(restoration)])
    }

    // MARK: docs/normalisation.md

    @Test func normalisationTable() throws {
        // snippet.begin normalisation-table
        let table = try RouteTable<RouteMatch>(schemes: ["shop"], domains: ["shop.example.com", "*.example.org"]) {
            RouteDefinition("home", path: "/")
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"])
            RouteDefinition("item", path: "/item/:id(int)")
            RouteDefinition("catalogID", path: "/catalog/:id(int)", query: ["sort": "string?"])
            RouteDefinition("catalogName", path: "/catalog/:name")
            RouteDefinition("search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"])
            RouteDefinition("help", path: "/help/**topic")
            RouteDefinition("segment", path: "/s/:value")
            RouteDefinition("keys", path: "/keys", query: ["a+b": "string?", "a b": "string?", "é": "string?"])
            RouteDefinition("count", path: "/count", query: ["n": "int"])
            RouteDefinition("faq", path: "/FAQ", isCaseSensitive: false)
            RouteDefinition("about", path: "/About")
            RouteDefinition("cafe", path: "/café")
        }
        // snippet.end
        // The table NormalisationTests checks every rule on, route for route.
        func shape(_ table: RouteTable<RouteMatch>) -> [String] {
            table.definitions.map {
                "\($0.name) \($0.paths) \($0.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }) \($0.isCaseSensitive)"
            }
        }
        #expect(shape(table) == shape(NormalisationTests.table))
        #expect(table.match("SHOP:/product/42/") == .success(RouteMatch(name: "product", parameters: ["id": 42])))
    }

    // MARK: docs/patterns.md

    @Test func patternsFirstTable() throws {
        // snippet.begin patterns-table
        let table = try RouteTable<RouteMatch>(
            schemes: ["t"], domains: ["t.example.com"],
            routes: [
                RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"])
            ])
        let match = table.match("t://product/42?ref=mail")  // .success(product(id=42, ref=mail))
        // snippet.end
        #expect(match == .success(RouteMatch(name: "product", parameters: ["id": 42, "ref": "mail"])))
        #expect("\(try match.get())" == "product(id=42, ref=mail)")
    }

    @Test func patternsQueryDeclarations() throws {
        // snippet.begin patterns-query
        let search = RouteDefinition<RouteMatch>(
            "search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"])
        // snippet.end
        let table = try RouteTable(schemes: ["t"], domains: [], routes: [search])
        #expect(
            table.match("t://search?q=a&tag=x&tag=y")
                == .success(RouteMatch(name: "search", parameters: ["q": "a", "page": 1, "tag": .list(["x", "y"])])))
    }

    @Test func patternsFragmentParameters() throws {
        // snippet.begin patterns-fragment
        let signIn = RouteDefinition<RouteMatch>(
            "signInCallback", path: "/auth/callback", fragment: ["token": "string", "state": "string?"])
        let table = try RouteTable(schemes: ["shop"], domains: ["shop.example.com"], routes: [signIn])
        let match = table.match("https://shop.example.com/auth/callback#token=abc&state=x7")
        // .success(signInCallback(state=x7, token=abc))
        let url = table.universalLink(for: RouteMatch(name: "signInCallback", parameters: ["token": "abc"]))
        // "https://shop.example.com/auth/callback#token=abc"
        // snippet.end
        #expect(match == .success(RouteMatch(name: "signInCallback", parameters: ["token": "abc", "state": "x7"])))
        #expect("\(try match.get())" == "signInCallback(state=x7, token=abc)")
        #expect(url == "https://shop.example.com/auth/callback#token=abc")
    }

    @Test func patternsNestedRoutes() throws {
        // snippet.begin patterns-nested
        let table = try RouteTable<RouteMatch>(
            schemes: ["shop"], domains: ["shop.example.com"],
            routes: [
                RouteDefinition("cart", path: "/cart"),
                RouteDefinition("deepLink", path: "/link", query: ["to": "route", "campaign": "string?"]),
            ])
        let match = try table.match("https://shop.example.com/link?to=shop%3A%2F%2Fcart&campaign=spring").get()
        // cart, reached through deepLink(campaign=spring, to=shop://cart)
        let via = match.outerRoutes  // [deepLink(campaign=spring, to=shop://cart)]
        // snippet.end
        #expect(match == RouteMatch(name: "cart"))
        #expect(via.map(\.description) == ["deepLink(campaign=spring, to=shop://cart)"])
    }

    @Test func patternsWebPages() throws {
        typealias Screen = WebPageTests.Screen
        // snippet.begin web-pages
        let table = try RouteTable<Screen>(schemes: ["t"], domains: ["t.example.com"]) {
            RouteDefinition("settings", path: "/settings/:section", to: Screen.settings)
            RouteDefinition("settings.link", path: "/open", query: ["url": "route|web"], to: .home)
            RouteDefinition("webPage", webPages: true, to: Screen.webPage)
        }
        let page = table.resolve("https://www.example.org/a")  // .routed(.webPage(url: "https://www.example.org/a"))
        let link = table.resolve("https://t.example.com/settings/a")  // .routed(.settings(section: "a"))
        let nested = table.resolve("t://open?url=https%3A%2F%2Fwww.example.org%2F")
        // .routed(.webPage(url: "https://www.example.org/"))
        // snippet.end
        #expect(page == .routed(.webPage(url: "https://www.example.org/a")))
        #expect(link == .routed(.settings(section: "a")))
        #expect(nested == .routed(.webPage(url: "https://www.example.org/")))
    }

    @Test func patternsSources() throws {
        // snippet.begin patterns-sources
        let table = try RouteTable<RouteMatch>(schemes: ["t"], domains: ["t.example.com"]) {
            RouteDefinition("inApp", path: "/a", sources: ["t"])
            RouteDefinition("onWeb", path: "/a", sources: ["t.example.com"])  // builds: the sources are disjoint
        }
        // snippet.end
        #expect(table.match("t://a") == .success(RouteMatch(name: "inApp")))
        #expect(table.match("https://t.example.com/a") == .success(RouteMatch(name: "onWeb")))
    }

    // snippet.begin case-binding-types
    enum Tab: String, RouteParameter { case new, top, all }

    enum Destination: Hashable, Sendable {
        case home
        case product(id: Int, ref: String?)
        case search(query: String, page: Int, tags: [String])
        case feed(tab: Tab)
        case order(id: Int)
    }
    // snippet.end

    @Test func caseBinding() throws {
        // snippet.begin case-binding
        let table = try RouteTable<Destination>(schemes: ["shop"]) {
            RouteDefinition("home", path: "/", to: .home)
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"], to: Destination.product)
            RouteDefinition(
                "search", path: "/search", query: ["q": "string", "page": "int=1", "tag": "string[]"],
                to: Destination.search)
            RouteDefinition("feed", path: "/feed/:tab(new|top|all)", to: Destination.feed)
            // A binding that does more than call a case keeps its closures.
            RouteDefinition("order", path: "/orders/:id(int)") { match in
                let id = try match.int("id")
                return id > 0 ? .order(id: id) : nil
            } reverse: { route in
                guard case .order(let id) = route else { return nil }
                return ["id": .int(id)]
            }
            .allowingDeclines()
        }
        let search = table.resolve("shop://search?q=boots&tag=new")
        // .routed(.search(query: "boots", page: 1, tags: ["new"]))
        let feed = table.url(for: .feed(tab: .top))  // "shop://feed/top"
        // snippet.end
        #expect(search == .routed(.search(query: "boots", page: 1, tags: ["new"])))
        #expect(feed == "shop://feed/top")
        #expect(table.url(for: .product(id: 42, ref: "mail")) == "shop://product/42?ref=mail")
    }

    enum Screen: Hashable, Sendable { case product(id: Int, ref: String?) }

    @Test func reverseRouting() throws {
        let table = try RouteTable<Screen>(schemes: ["t", "u"], domains: ["t.example.com", "*.t.example.com"]) {
            RouteDefinition("product", path: "/product/:id(int)", query: ["ref": "string?"]) { match in
                .product(id: try match.int("id"), ref: match["ref"]?.stringValue)
            } reverse: { route in
                guard case .product(let id, let ref) = route else { return nil }
                return ["id": .int(id), "ref": ref.map(ParameterValue.string)]
            }
        }
        // snippet.begin reverse
        let custom = table.url(for: .product(id: 42, ref: nil))  // "t://product/42"
        let onU = table.url(for: .product(id: 42, ref: nil), scheme: "u")  // "u://product/42"
        let link = table.universalLink(for: .product(id: 42, ref: nil))  // "https://t.example.com/product/42"
        let onHost = table.universalLink(for: .product(id: 42, ref: nil), host: "m.t.example.com")
        // snippet.end
        #expect(
            [custom, onU, link, onHost] == [
                "t://product/42", "u://product/42", "https://t.example.com/product/42",
                "https://m.t.example.com/product/42",
            ])
    }
}
