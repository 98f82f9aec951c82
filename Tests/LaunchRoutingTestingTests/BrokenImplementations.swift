@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// Routers and inboxes broken on purpose, one bug class each: the bugs apps ship when they wire
/// launch inputs by hand. Each wraps the library's own router or inbox and changes one thing, so
/// that the property that catches it catches that bug and nothing else.
enum Broken {
    // MARK: Inboxes

    /// Reads the URL contexts of a cold launch but forgets its activities (universal links,
    /// Spotlight, Handoff): the classic "works warm, lost cold".
    struct IgnoresColdActivities<Route: Sendable>: PlantedInbox {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
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
    struct DropsBeforeReady<Route: Sendable>: PlantedInbox {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
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
    struct LosesHandoffContinuation<Route: Sendable>: PlantedInbox {
        var inbox: LaunchInbox<Route>
        var awaited: Set<String> = []

        mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
            switch event {
            case .connect(let options, _, _):
                if let type = options.handoffUserActivityType { awaited.insert(type) }
            case .receive(let input) where input.userActivity.map { awaited.contains($0.activityType) } ?? false:
                guard let activity = input.userActivity else { break }
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
    struct LosesWarmSourceApplication<Route: Sendable>: PlantedInbox {
        var inbox: LaunchInbox<Route>

        mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
            switch event {
            case .receive(let input) where input.urlContext != nil:
                return inbox.handle(.receive(.openURL(.init(url: input.urlContext?.url ?? ""))), at: now)
            case .openURLContexts(let contexts):
                return inbox.handle(
                    .openURLContexts(Set(contexts.map { LaunchInput.URLContext(url: $0.url) })), at: now)
            default:
                return inbox.handle(event, at: now)
            }
        }
    }

    /// Delivers a copy that arrives after the first was shown: the notification tap that is both
    /// in the connection options and in the delegate, handled twice.
    /// With `of`, only the copies of such inputs: an App Intent that `willPerformAppIntent` hands
    /// over again after the connection options did.
    struct DeliversTwice<Route: Sendable>: PlantedInbox {
        var inbox: LaunchInbox<Route>
        var of: @Sendable (LaunchInput) -> Bool = { _ in true }

        mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
            var output = inbox.handle(event, at: now)
            guard inbox.isReady, case .receive = event else { return output }
            for drop in output.drops where drop.reason == .duplicate && of(drop.input) {
                output.deliveries.append(
                    LaunchDelivery(
                        input: drop.input, outcome: inbox.router.resolve(drop.input), channel: drop.channel,
                        receivedAt: now))
            }
            return output
        }
    }

    /// Reads an encoded slash as a segment boundary when it tells copies apart: a link that is
    /// another one with `%2F` for one of its slashes (`/product/a%2Fb` beside `/product/a/b`) is
    /// dropped as a copy of it. The double-decoding bug, in the deduplication key.
    struct TakesEncodedSlashForBoundary<Route: Sendable>: PlantedInbox {
        var inbox: LaunchInbox<Route>
        /// Each link delivered, by its text with every `%2F` a slash, as first written.
        var seen: [String: String] = [:]

        static func url(of input: LaunchInput) -> String? {
            switch input.kind {
            case .openURL(let context): context.url
            case .userActivity(let activity): activity.webpageURL
            default: nil
            }
        }

        mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
            var output = inbox.handle(event, at: now)
            output.deliveries = output.deliveries.filter { delivery in
                guard let url = Self.url(of: delivery.input) else { return true }
                let collapsed = url.replacing("%2F", with: "/")
                if let first = seen[collapsed], first != url {
                    output.drops.append(
                        LaunchInput.Drop(
                            input: delivery.input, channel: delivery.channel, reason: .duplicate,
                            receivedAt: delivery.receivedAt))
                    return false
                }
                seen[collapsed] = url
                return true
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
    struct DependsOnSetOrder<Route: Sendable>: PlantedInbox {
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

        mutating func handle(_ event: LaunchEvent, at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output {
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
                    case .openURL = output.deliveries[index].input.kind
                else { return false }
                return true
            }
            let inSetOrder = positions.map { output.deliveries[$0] }.sorted { lhs, rhs in
                guard case .openURL(let left) = lhs.input.kind, case .openURL(let right) = rhs.input.kind else {
                    return false
                }
                return (connected.firstIndex(of: left) ?? 0) < (connected.firstIndex(of: right) ?? 0)
            }
            for (position, delivery) in zip(positions, inSetOrder) { output.deliveries[position] = delivery }
            return output
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
            table: table, activities: example.rules.activities, shortcuts: example.rules.shortcuts,
            notificationURLKey: example.rules.notificationURLKey, notifications: example.rules.notifications,
            spotlight: example.rules.spotlight, webpageActivityTypes: example.rules.webpageActivityTypes)
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

/// A planted inbox: a real one, with one rule broken in `handle`. Everything else it forwards, so
/// that the controller drives it as it drives the library's.
protocol PlantedInbox: LaunchEventHandling {
    var inbox: LaunchInbox<Route> { get set }
}

extension PlantedInbox {
    mutating func requeue(_ deliveries: ArraySlice<LaunchDelivery<Route>>) { inbox.requeue(deliveries) }
    mutating func discard(at now: LaunchClock.Instant) -> LaunchInbox<Route>.Output { inbox.discard(at: now) }
    var pendingCount: Int { inbox.pendingCount }
}
