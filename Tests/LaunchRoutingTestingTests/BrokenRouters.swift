@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

extension Broken {
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
            guard case .openURL(let context) = input.kind else { return router.resolve(input) }
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
            guard case .openURL(let context) = input.kind else { return router.resolve(input) }
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
            guard case .openURL(let context) = input.kind else { return router.resolve(input) }
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
            guard case .userActivity(let activity) = input.kind,
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
            let strip = { (rule: LaunchRule.Shortcut) in
                LaunchRule.Shortcut(type: rule.type, route: rule.route, parameters: rule.parameters)
            }
            forgetful =
                (try? Router(
                    table: router.table, activities: router.rules.activities,
                    shortcuts: router.rules.shortcuts.map(strip),
                    notificationURLKey: router.rules.notificationURLKey, notifications: router.rules.notifications,
                    spotlight: router.rules.spotlight, webpageActivityTypes: router.rules.webpageActivityTypes))
                ?? router
        }

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> { forgetful.resolve(input) }
    }

    /// Routes an activity of a webpage type as a universal link only when it comes as one: an
    /// activity of the app's own type with a webpage URL is unknown.
    struct IgnoresWebpageActivityTypes<Route: Sendable>: LaunchResolving {
        let router: Router<Route>

        func resolve(_ input: LaunchInput) -> RouteOutcome<Route> {
            if case .userActivity(let activity) = input.kind,
                router.rules.webpageActivityTypes.contains(activity.activityType)
            {
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
            switch input.kind {
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
            guard case .openURL(var context) = input.kind, let question = context.url.firstIndex(of: "?") else {
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
}
