import LaunchRouting
import LaunchRoutingTesting

/// Routers and inboxes broken on purpose, one bug class each: the bugs apps ship when they wire
/// launch inputs by hand. Each wraps the library's own router or inbox and changes one thing, so
/// that the property that catches it catches that bug and nothing else.
enum Broken {
    // MARK: Inboxes

    /// Reads the URL contexts of a cold launch but forgets its activities (universal links,
    /// Spotlight, Handoff): the classic "works warm, lost cold".
    struct IgnoresColdActivities<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            guard case .connect(var options, let restoration, let legacy) = event else {
                return inbox.handle(event, at: now)
            }
            options.userActivities = []
            return inbox.handle(
                .connect(options, stateRestorationActivity: restoration, legacyLaunchOptions: legacy), at: now)
        }
    }

    /// Handles inputs only when the app is ready; what arrives before (during launch, behind a
    /// login) is dropped.
    struct DropsBeforeReady<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            guard !inbox.isReady else { return inbox.handle(event, at: now) }
            switch event {
            case .connect(_, let restoration, let legacy):
                return inbox.handle(
                    .connect(LaunchOptions(), stateRestorationActivity: restoration, legacyLaunchOptions: legacy),
                    at: now)
            case .receive, .openURLContexts:
                return .init()
            default:
                return inbox.handle(event, at: now)
            }
        }
    }

    /// Notes the Handoff type at connection, then mistakes the activity that continues it for a
    /// failure: the Handoff is lost.
    struct LosesHandoffContinuation<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>
        var awaited: Set<String> = []

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            switch event {
            case .connect(let options, _, _):
                if let type = options.handoffUserActivityType { awaited.insert(type) }
            case .receive(.userActivity(let activity)) where awaited.contains(activity.activityType):
                awaited.remove(activity.activityType)
                return inbox.handle(
                    .failToContinue(activityType: activity.activityType, errorDescription: "lost"), at: now)
            default:
                break
            }
            return inbox.handle(event, at: now)
        }
    }

    /// Routes a URL opened while the app runs as it should, but hands the app the URL context
    /// without its source application: the outcome is the same, the input is not.
    struct LosesWarmSourceApplication<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            switch event {
            case .receive(.openURL(let context)):
                return inbox.handle(.receive(.openURL(.init(url: context.url))), at: now)
            case .openURLContexts(let contexts):
                return inbox.handle(
                    .openURLContexts(Set(contexts.map { LaunchInput.URLContext(url: $0.url) })), at: now)
            default:
                return inbox.handle(event, at: now)
            }
        }
    }

    /// Routes a quick action tapped while the app runs, but gives its completion handler no
    /// answer, so the app calls it with a guess.
    struct LeavesWarmQuickActionUnanswered<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            var output = inbox.handle(event, at: now)
            if case .receive(.shortcutItem) = event { output.shortcutHandled = nil }
            return output
        }
    }

    /// Tells a cold quick action's completion handler "handled" before routing it.
    struct AnswersHandledTooSoon<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            var output = inbox.handle(event, at: now)
            if case .connect(let options, _, _) = event, options.shortcutItem != nil { output.shortcutHandled = true }
            return output
        }
    }

    /// Delivers a copy that arrives after the first was shown: the notification tap that is both
    /// in the connection options and in the delegate, handled twice.
    struct DeliversTwice<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            var output = inbox.handle(event, at: now)
            guard inbox.isReady, case .receive = event else { return output }
            for drop in output.drops where drop.reason == .duplicate {
                output.deliveries.append(
                    LaunchDelivery(
                        input: drop.input, outcome: inbox.router.resolve(drop.input), channel: drop.channel,
                        receivedAt: now))
            }
            return output
        }
    }

    /// Takes URL contexts in the order the set iterates them, which depends on hashing.
    ///
    /// A real set's order changes with the process's random hash seed, which would make the bug
    /// show (and shrink) differently from run to run. This one stands in for it with a fixed hash:
    /// contexts in the order of their bucket in a table of the set's capacity, as a set without
    /// collisions iterates, so that rebuilding a set with another capacity (as P8 does) changes the
    /// order the same way on every run and every platform.
    struct DependsOnSetOrder<Route: Sendable>: LaunchEventHandling {
        var inbox: LaunchInbox<Route>
        /// The URL contexts of the last connection, in the set's iteration order.
        var connected: [LaunchInput.URLContext] = []

        /// The contexts in the order a set with a fixed hash seed would iterate them.
        static func iterationOrder(_ contexts: Set<LaunchInput.URLContext>) -> [LaunchInput.URLContext] {
            let buckets = UInt64(max(contexts.capacity, 1))
            func hash(_ context: LaunchInput.URLContext) -> UInt64 {
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                for byte in context.url.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
                return hash
            }
            return contexts.sorted { lhs, rhs in
                let (left, right) = (hash(lhs), hash(rhs))
                return (left % buckets, left, lhs.url) < (right % buckets, right, rhs.url)
            }
        }

        mutating func handle(_ event: LaunchEvent, at now: LaunchInstant) -> LaunchInbox<Route>.Output {
            switch event {
            case .openURLContexts(let contexts):
                var output = LaunchInbox<Route>.Output()
                for context in Self.iterationOrder(contexts) {
                    let one = inbox.handle(.receive(.openURL(context)), at: now)
                    output.deliveries += one.deliveries
                    output.drops += one.drops
                }
                return output
            case .connect(let options, _, _):
                connected = Self.iterationOrder(options.urlContexts)
            default:
                break
            }
            var output = inbox.handle(event, at: now)
            let positions = output.deliveries.indices.filter { index in
                guard output.deliveries[index].channel == .connectionOptions,
                    case .openURL = output.deliveries[index].input
                else { return false }
                return true
            }
            let inSetOrder = positions.map { output.deliveries[$0] }.sorted { lhs, rhs in
                guard case .openURL(let left) = lhs.input, case .openURL(let right) = rhs.input else { return false }
                return (connected.firstIndex(of: left) ?? 0) < (connected.firstIndex(of: right) ?? 0)
            }
            for (position, delivery) in zip(positions, inSetOrder) { output.deliveries[position] = delivery }
            return output
        }
    }

    // MARK: Routers

    /// Takes the first route, in registration order, that matches a URL on its own: a linear
    /// first-match router.
    struct DependsOnRegistrationOrder<Route: Sendable>: LaunchResolving {
        let router: Router<Route>
        let singles: [RouteTable<Route>]

        init(router: Router<Route>) {
            self.router = router
            let table = router.table
            singles = table.definitions.map {
                try! RouteTable(schemes: table.schemes, domains: table.domains, limits: table.limits, routes: [$0])
            }
        }

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            guard case .openURL(let context) = input else { return router.resolve(input) }
            for single in singles {
                if case .routed(let route) = single.resolve(context.url) { return .routed(route) }
            }
            return router.resolve(input)
        }
    }

    /// Ranks a string parameter above a typed one: `/product/:slug` wins over `/product/:id(int)`.
    struct InvertsPriority<Route: Sendable>: LaunchResolving {
        let router: Router<Route>
        /// Each route's table on its own, and how many typed parameters its pattern has.
        let singles: [(table: RouteTable<Route>, typed: Int)]

        init(router: Router<Route>) {
            self.router = router
            let table = router.table
            singles = table.definitions.map { definition in
                let typed = (definition.paths.first ?? "").split(separator: "/").filter {
                    $0.hasPrefix(":") && $0.contains("(")
                }
                .count
                return (
                    try! RouteTable(
                        schemes: table.schemes, domains: table.domains, limits: table.limits, routes: [definition]),
                    typed
                )
            }
        }

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            guard case .openURL(let context) = input else { return router.resolve(input) }
            let routed = singles.compactMap { single -> (Route, Int)? in
                if case .routed(let route) = single.table.resolve(context.url) { return (route, single.typed) }
                return nil
            }
            guard let best = routed.min(by: { $0.1 < $1.1 }), routed.count > 1 else { return router.resolve(input) }
            return .routed(best.0)
        }
    }

    /// Matches the path as written, without percent-decoding it: `%61` is not `a`.
    struct SkipsPercentDecoding<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            guard case .openURL(let context) = input else { return router.resolve(input) }
            let path = context.url.prefix { $0 != "?" && $0 != "#" }
            let undecoded = path.replacingPercentSigns() + context.url.dropFirst(path.count)
            return router.resolve(.openURL(.init(url: undecoded, sourceApplication: context.sourceApplication)))
        }
    }

    /// Routes URLs, but not the URL a Spotlight item carries: the item is unmatched while the
    /// same URL opened directly routes. Items whose URL does not route get their usual reason.
    struct IgnoresSpotlightURLs<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            let outcome = router.resolve(input)
            guard case .userActivity(let activity) = input,
                activity.activityType == LaunchInput.UserActivity.searchableItemType,
                outcome.route != nil
            else { return outcome }
            return .unmatched(OutcomeReason(code: .noMatchingRoute, message: "no route takes the Spotlight item"))
        }
    }

    /// Forgets a rule's constants: a quick action that means one value of a parameter routes as
    /// if the parameter were absent (its rule rebuilt without them).
    struct ForgetsRuleConstants<Route: Sendable>: LaunchResolving {
        let router: Router<Route>
        let forgetful: Router<Route>

        init(router: Router<Route>) {
            self.router = router
            let strip = { (rule: ShortcutRule) in
                ShortcutRule(type: rule.type, route: rule.route, parameters: rule.parameters)
            }
            forgetful =
                (try? Router(
                    table: router.table, activities: router.activityRules, shortcuts: router.shortcutRules.map(strip),
                    notificationURLKey: router.notificationURLKey, notifications: router.notificationRules,
                    spotlight: router.spotlight, webpageActivityTypes: router.webpageActivityTypes)) ?? router
        }

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> { forgetful.resolve(input) }
    }

    /// Routes an activity of a webpage type as a universal link only when it comes as one: an
    /// activity of the app's own type with a webpage URL is unknown.
    struct IgnoresWebpageActivityTypes<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            if case .userActivity(let activity) = input, router.webpageActivityTypes.contains(activity.activityType) {
                return .unmatched(
                    OutcomeReason(
                        code: .unknownActivityType,
                        message: "no activity rule takes the type \"\(activity.activityType)\""))
            }
            return router.resolve(input)
        }
    }

    /// Routes a universal link from any host, as if it came from the table's first domain.
    struct IgnoresHostAllowlist<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            let trusted = router.table.domains.first { !$0.hasPrefix("*.") } ?? "example.com"
            switch input {
            case .openURL(var context):
                context.url = Self.replacingHost(of: context.url, with: trusted)
                return router.resolve(.openURL(context))
            case .userActivity(var activity) where activity.webpageURL != nil:
                activity.webpageURL = Self.replacingHost(of: activity.webpageURL!, with: trusted)
                return router.resolve(.userActivity(activity))
            default:
                return router.resolve(input)
            }
        }

        static func replacingHost(of url: String, with host: String) -> String {
            guard url.lowercased().hasPrefix("https://") else { return url }
            let rest = url.dropFirst("https://".count)
            let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            return "https://" + host + rest.dropFirst(authority.count)
        }
    }

    /// Resolves a parameter given twice to its first value, instead of rejecting the pollution.
    struct FirstDuplicateParameterWins<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            guard case .openURL(var context) = input, let question = context.url.firstIndex(of: "?") else {
                return router.resolve(input)
            }
            let end = context.url.firstIndex(of: "#") ?? context.url.endIndex
            guard question < end else { return router.resolve(input) }
            var seen: Set<Substring> = []
            let items = context.url[context.url.index(after: question)..<end].split(separator: "&").filter { item in
                seen.insert(item.prefix { $0 != "=" }).inserted
            }
            context.url = context.url[...question] + items.joined(separator: "&") + context.url[end...]
            return router.resolve(.openURL(context))
        }
    }

    /// Rejects what it should, but names every rejection `malformedURL`: a log cannot tell an
    /// untrusted host from a typo.
    struct NamesEveryRejectionMalformed<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            let outcome = router.resolve(input)
            guard case .rejected(let reason) = outcome else { return outcome }
            return .rejected(OutcomeReason(code: .malformedURL, message: reason.message, position: reason.position))
        }
    }

    /// Fails what it should, with the right code, but says nothing about why.
    struct GivesEmptyMessages<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            switch router.resolve(input) {
            case .rejected(let reason):
                .rejected(OutcomeReason(code: reason.code, message: "", position: reason.position))
            case .unmatched(let reason):
                .unmatched(OutcomeReason(code: reason.code, message: "", position: reason.position))
            case let outcome: outcome
            }
        }
    }

    /// Reports malformed and unsafe input as merely unmatched, so that it is never logged as such.
    struct MisclassifiesRejections<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            if case .rejected(let reason) = router.resolve(input) { return .unmatched(reason) }
            return router.resolve(input)
        }
    }

    /// Keeps its own memory of inputs it has handled and declines one it sees again: state that
    /// makes the same input route differently the second time.
    struct RemembersInputs<Route: Sendable>: LaunchResolving {
        final class Memory: @unchecked Sendable {
            // Only the harness's single-threaded check touches it.
            var seen: Set<LaunchInput> = []
        }

        let router: Router<Route>
        let memory = Memory()

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            guard memory.seen.insert(input).inserted else {
                return .unmatched(OutcomeReason(code: .bindingDeclined, message: "already handled"))
            }
            return router.resolve(input)
        }
    }

    // MARK: Tables

    /// The example router whose `product` route writes its URL without the `ref` query parameter.
    static func exampleRouterWithLossyReverse() throws -> Router<RouteMatch> {
        try exampleRouter(reversingProduct: { match in
            guard match.name == "product" else { return nil }
            return match.parameters.filter { $0.key != "ref" }.mapValues { $0 }
        })
    }

    /// The built-in example, with a product route whose reverse closure writes nothing: a route
    /// that routes but has no URL.
    static func exampleRouterWithoutProductURL() throws -> Router<RouteMatch> {
        try exampleRouter(reversingProduct: { _ in nil })
    }

    /// The built-in example, with the product route reversed by `reverse`.
    private static func exampleRouter(
        reversingProduct reverse: @escaping @Sendable (RouteMatch) -> [String: ParameterValue?]?
    ) throws -> Router<RouteMatch> {
        let routes = ExampleRoutes.routes.map { definition -> RouteDefinition<RouteMatch> in
            guard definition.name == "product" else { return definition }
            return RouteDefinition(
                "product", path: definition.paths[0], aliases: Array(definition.paths.dropFirst()),
                query: definition.query,
                bind: { $0 }, reverse: reverse)
        }
        let example = try ExampleRoutes.router()
        let table = try RouteTable(schemes: example.table.schemes, domains: example.table.domains, routes: routes)
        return try Router(
            table: table, activities: example.activityRules, shortcuts: example.shortcutRules,
            notificationURLKey: example.notificationURLKey, notifications: example.notificationRules,
            spotlight: example.spotlight, webpageActivityTypes: example.webpageActivityTypes)
    }
}

extension Substring {
    /// `%` written as `%25`, so that decoding gives back the text as written.
    func replacingPercentSigns() -> String {
        var text = ""
        for character in self { text += character == "%" ? "%25" : String(character) }
        return text
    }
}
