@_spi(Fuzzing) import LaunchRouting

/// Launch inputs of every kind, derived from a router's table and rules: URL contexts and
/// universal links (hits in every accepted spelling, near misses, adversarial text), Spotlight
/// items, Handoff and custom activities, quick actions and notifications, each as a hit on a rule
/// or a near miss (a missing or mistyped `userInfo` value, an unknown type, a dismissal).
///
/// ```swift
/// let inputs = LaunchInputGenerator(router: router)
/// var choices = Choices(seed: 3)
/// inputs.any.generate(&choices)       // e.g. .shortcutItem(type: "com.shop.search", userInfo: ["query": "a b"])
/// inputs.options.generate(&choices)   // LaunchOptions with a few URL contexts, activities, a quick action
/// ```
@_spi(Fuzzing) public struct LaunchInputGenerator<Route: Sendable>: Sendable {
    /// The router the inputs are derived from.
    public let router: Router<Route>
    /// The URL generator over the router's table.
    public let urls: URLGenerator<Route>
    /// Each route's parameter declarations, by route name.
    let declarations: [String: RouteDeclarations]
    /// The kinds of input, with their weights.
    let kinds: [(weight: Int, kind: Kind)]
    /// The kinds this router can route, with their weights: what hits are drawn from.
    let hitKinds: [(weight: Int, kind: Kind)]

    enum Kind: Sendable {
        case url, universalLink, spotlight, activity, shortcut, notification, intent, share
    }

    /// Inputs for `router`'s table and rules.
    public init(router: Router<Route>) {
        self.router = router
        urls = URLGenerator(table: router.table)
        var declarations: [String: RouteDeclarations] = [:]
        for index in router.table.definitions.indices {
            let routeDeclarations = RouteDeclarations(table: router.table, index: index)
            declarations[routeDeclarations.name] = routeDeclarations
        }
        self.declarations = declarations
        var kinds: [(weight: Int, kind: Kind)] = [(6, .url)]
        if !urls.webRoutes.isEmpty { kinds.append((3, .universalLink)) }
        if router.rules.spotlight == .url { kinds.append((1, .spotlight)) }
        kinds.append((router.rules.activities.isEmpty ? 1 : 3, .activity))
        kinds.append((router.rules.shortcuts.isEmpty ? 1 : 2, .shortcut))
        kinds.append(
            (router.rules.notificationURLKey == nil && router.rules.notifications.isEmpty ? 1 : 2, .notification))
        // Only a router with intent rules draws intents, so that the draws of one without any,
        // and the seeds and cases recorded with them, stay as they were.
        if !router.rules.intents.isEmpty { kinds.append((2, .intent)) }
        if !router.rules.shares.isEmpty { kinds.append((1, .share)) }
        self.kinds = kinds
        hitKinds = kinds.filter { _, kind in
            switch kind {
            case .url, .universalLink, .spotlight: true
            case .activity: !router.rules.activities.isEmpty
            case .shortcut: !router.rules.shortcuts.isEmpty
            case .notification: router.rules.notificationURLKey != nil || !router.rules.notifications.isEmpty
            case .intent, .share: true
            }
        }
    }

    /// Every kind of input, hits and near misses mixed.
    public var any: Generator<LaunchInput> { generated.map(\.input) }

    /// Inputs meant to route: hits on the table's routes and on the router's rules.
    public var hit: Generator<LaunchInput> { generatedHit.map(\.input) }

    /// URL contexts: hits, near misses and adversarial text.
    public var url: Generator<LaunchInput> { generated(.url).map(\.input) }
    /// Universal links: browsing-web activities with https hits and near misses.
    public var universalLink: Generator<LaunchInput> { generated(.universalLink).map(\.input) }
    /// Spotlight items whose identifier is a URL, or not.
    public var spotlight: Generator<LaunchInput> { generated(.spotlight).map(\.input) }
    /// Handoff and custom activities, for the activity rules and for unknown types.
    public var activity: Generator<LaunchInput> { generated(.activity).map(\.input) }
    /// Quick actions, for the quick-action rules and for unknown types.
    public var shortcut: Generator<LaunchInput> { generated(.shortcut).map(\.input) }
    /// Notification responses: by the URL key, by a rule's category and action, and misses.
    public var notification: Generator<LaunchInput> { generated(.notification).map(\.input) }
    /// App Intents, for the intent rules and for unknown types.
    public var intent: Generator<LaunchInput> { generated(.intent).map(\.input) }
    /// CloudKit shares, for the share rules and for unknown containers.
    public var share: Generator<LaunchInput> { generated(.share).map(\.input) }

    /// Schedules of launch events that interleave connect (with options carrying some inputs),
    /// receive, open, ready, not ready, disconnect and failed Handoffs, ending with `ready`: what P6
    /// runs through an inbox and its model. Events are 10 ms apart.
    ///
    /// ```swift
    /// var choices = Choices(seed: 5)
    /// print(inputs.schedule.generate(&choices))
    /// // 1. receive(url "https://shop.example.com/?u%2D%210%2f%25=%2f")
    /// // 2. ready
    /// // 3. notReady
    /// // 4. ready
    /// ```
    public var schedule: Generator<LaunchSchedule> {
        scheduleCases(handoffTypes: router.rules.activities.map(\.activityType), interval: 0.01, steps: 10, inputs: 5)
            .map(\.schedule)
    }

    /// Connection options carrying several inputs: a few URL contexts and activities, perhaps a
    /// quick action and a notification response.
    public var options: Generator<LaunchOptions> {
        let generator = self
        return Generator { choices in generator.optionsParts(&choices).options }
    }

    // MARK: Generated inputs with what the harness knows about them

    var generated: Generator<GeneratedInput> {
        let generator = self
        return Generator { choices in
            let kind = generator.drawKind(&choices)
            return generator.input(kind, hit: !choices.chance(oneIn: 4), &choices)
        }
    }

    var generatedHit: Generator<GeneratedInput> {
        let generator = self
        return Generator { choices in
            generator.input(generator.drawKind(&choices, from: generator.hitKinds), hit: true, &choices)
        }
    }

    func generated(_ kind: Kind) -> Generator<GeneratedInput> {
        let generator = self
        return Generator { choices in generator.input(kind, hit: !choices.chance(oneIn: 4), &choices) }
    }

    func drawKind(_ choices: inout Choices) -> Kind {
        drawKind(&choices, from: kinds)
    }

    func drawKind(_ choices: inout Choices, from kinds: [(weight: Int, kind: Kind)]) -> Kind {
        let total = kinds.reduce(0) { $0 + $1.weight }
        var pick = Int(choices.draw(below: UInt64(total)))
        for (weight, kind) in kinds {
            if pick < weight { return kind }
            pick -= weight
        }
        return kinds[kinds.count - 1].kind
    }

    func input(_ kind: Kind, hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        choices.beginSpan()
        defer { choices.endSpan() }
        switch kind {
        case .url: return urlInput(hit: hit, &choices)
        case .universalLink: return universalLinkInput(hit: hit, &choices)
        case .spotlight: return spotlightInput(hit: hit, &choices)
        case .activity: return activityInput(hit: hit, &choices)
        case .shortcut: return shortcutInput(hit: hit, &choices)
        case .notification: return notificationInput(hit: hit, &choices)
        case .intent: return intentInput(hit: hit, &choices)
        case .share: return shareInput(hit: hit, &choices)
        }
    }

    // MARK: URLs

    /// A URL carried by an input: a spelled hit, or a near miss, or adversarial text.
    func carriedURL(hit: Bool, web: Bool, _ choices: inout Choices) -> (url: String, identity: InputIdentity?) {
        if hit {
            let parts = (web ? urls.webHitParts : urls.hitParts).generate(&choices)
            return (parts.spelling, .link(parts.key))
        }
        switch choices.draw(below: 4) {
        case 0: return (urls.adversarial.generate(&choices), nil)
        case 1: return (urls.nearMiss.generate(&choices), nil)
        default:
            if let miss = urls.policyMiss.generate(&choices) { return (miss.url, nil) }
            return (urls.nearMiss.generate(&choices), nil)
        }
    }

    func urlInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let (url, identity) = carriedURL(hit: hit, web: false, &choices)
        let source = choices.chance(oneIn: 4) ? "com.apple.mobilesafari" : nil
        let input = LaunchInput.openURL(.init(url: url, sourceApplication: source))
        return GeneratedInput(input: input, identity: identity, url: url)
    }

    func universalLinkInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        if !hit, choices.chance(oneIn: 8) {
            let input = LaunchInput.userActivity(.init(activityType: LaunchInput.UserActivity.browsingWebType))
            return GeneratedInput(
                input: input, identity: .activity(LaunchInput.UserActivity.browsingWebType, [:]),
                expectedCode: .missingURL)
        }
        let (url, identity) = carriedURL(hit: hit, web: true, &choices)
        return GeneratedInput(input: .userActivity(.browsingWeb(url)), identity: identity, url: url, isWebOnly: true)
    }

    func spotlightInput(hit: Bool, _ choices: inout Choices) -> GeneratedInput {
        let type = LaunchInput.UserActivity.searchableItemType
        let key = LaunchInput.UserActivity.searchableItemIdentifierKey
        if !hit {
            switch choices.draw(below: 3) {
            case 0:
                let identifier = ["item-42", "42", ""][Int(choices.draw(below: 3))]
                let activity = LaunchInput.UserActivity.searchableItem(identifier: identifier)
                return GeneratedInput(
                    input: .userActivity(activity), identity: .activity(type, activity.userInfo),
                    expectedCode: .malformedURL)
            case 1:
                let userInfo: [String: LaunchInput.PropertyListValue] = choices.chance(oneIn: 2) ? [:] : [key: 42]
                let activity = LaunchInput.UserActivity(activityType: type, userInfo: userInfo)
                return GeneratedInput(
                    input: .userActivity(activity), identity: .activity(type, userInfo), expectedCode: .missingURL)
            default:
                break
            }
        }
        let (url, _) = carriedURL(hit: hit, web: false, &choices)
        let activity = LaunchInput.UserActivity.searchableItem(identifier: url)
        return GeneratedInput(input: .userActivity(activity), identity: .activity(type, activity.userInfo), url: url)
    }
}
