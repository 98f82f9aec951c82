@_spi(Fuzzing) import LaunchRouting

/// The distinct inputs a generated launch schedule carries, and what identifies each: its events
/// draw from the pool, so that the same input arrives again, through another channel or as its
/// twin (a URL context and a universal link with the same URL are one input).
struct SchedulePool: Sendable {
    var inputs: [LaunchInput] = []
    var identities: [LaunchInput: InputIdentity] = [:]
    /// For an https link, the same link as the other kind of input.
    var twins: [LaunchInput: LaunchInput] = [:]

    /// Connection options carrying about half of the pool: every URL context and activity drawn,
    /// the first quick action, notification response, App Intent and CloudKit share drawn.
    func someOptions(_ choices: inout Choices) -> LaunchOptions {
        var options = LaunchOptions()
        for input in inputs where choices.chance(oneIn: 2) {
            switch input.kind {
            case .openURL(let context): options.urlContexts.insert(context)
            case .userActivity(let activity): options.userActivities.insert(activity)
            case .shortcutItem(let item): options.shortcutItem = options.shortcutItem ?? item
            case .notificationResponse(let response):
                options.notificationResponse = options.notificationResponse ?? response
            case .appIntent(let intent): options.appIntent = options.appIntent ?? intent
            case .cloudKitShare(let share): options.cloudKitShare = options.cloudKitShare ?? share
            }
        }
        return options
    }

    /// The URL contexts of about half of the pool, for one `scene(_:openURLContexts:)` call.
    func someURLContexts(_ choices: inout Choices) -> Set<LaunchInput.URLContext> {
        var contexts = Set<LaunchInput.URLContext>()
        for input in inputs where choices.chance(oneIn: 2) {
            if case .openURL(let context) = input.kind { contexts.insert(context) }
        }
        return contexts
    }

    /// A `connect` of some of the pool (``someOptions(_:)``), announcing the Handoff of type
    /// `handoff` one time in three, and one time in three a restored session's: its activity
    /// alone (a scene activated without a connection request), or behind the inputs it must give
    /// way to.
    func someConnection(_ choices: inout Choices, handoff: String?) -> (LaunchOptions, LaunchInput.UserActivity?) {
        var options = someOptions(&choices)
        if let handoff, choices.chance(oneIn: 3) { options.handoffUserActivityType = handoff }
        let restoration = choices.chance(oneIn: 3) ? Self.restorationActivity : nil
        return (options, restoration)
    }

    /// One `scene(_:openURLContexts:)` call with some of the pool's URL contexts, or one input
    /// received when it drew none.
    func someOpening(_ choices: inout Choices) -> LaunchEvent {
        let contexts = someURLContexts(&choices)
        return contexts.isEmpty ? .receive(some(&choices)) : .openURLContexts(contexts)
    }

    /// The state-restoration activity of a restored session: app state, never a route.
    static var restorationActivity: LaunchInput.UserActivity {
        LaunchInput.UserActivity(activityType: "com.example.restoration", userInfo: ["screen": .string("cart")])
    }

    /// One input of the pool, or now and then its twin.
    func some(_ choices: inout Choices) -> LaunchInput {
        let input = inputs[Int(choices.draw(below: UInt64(inputs.count)))]
        if let twin = twins[input], choices.chance(oneIn: 4) { return twin }
        return input
    }
}

extension LaunchInputGenerator {
    /// A pool of one to `maximumCount` distinct inputs, each drawn in a span of its own so that
    /// the shrinker can delete it whole; with `delimiterTwins`, now and then a link's twin with
    /// one slash encoded (``delimiterTwin(of:oneIn:_:)``) beside it.
    func schedulePool(_ choices: inout Choices, maximumCount: Int = 5, delimiterTwins: Bool = false) -> SchedulePool {
        var pool = SchedulePool()
        var used: Set<InputIdentity> = []
        for index in 0..<choices.draw(in: 1...max(maximumCount, 1)) {
            choices.beginSpan()
            defer { choices.endSpan() }
            var generated = self.generated.generate(&choices)
            guard let identity = generated.identity, used.insert(identity).inserted else { continue }
            if case .notificationResponse(var response) = generated.input.kind {
                // Distinct request identifiers, so that distinct taps are distinct inputs.
                response.requestIdentifier = "n-\(index)"
                generated.input = .notificationResponse(response)
                guard
                    used.insert(.notification(response.requestIdentifier, response.date, response.actionIdentifier))
                        .inserted
                else { continue }
                pool.identities[generated.input] = .notification(
                    response.requestIdentifier, response.date, response.actionIdentifier)
            } else {
                pool.identities[generated.input] = identity
            }
            pool.inputs.append(generated.input)
            // Now and then the same link with one slash encoded: a second input, not a copy.
            if delimiterTwins, pool.inputs.count < maximumCount, let twin = delimiterTwin(of: generated, &choices),
                let twinIdentity = twin.identity,
                used.insert(twinIdentity).inserted
            {
                pool.identities[twin.input] = twinIdentity
                pool.inputs.append(twin.input)
            }
            if case .link = identity, let url = generated.url, url.lowercased().hasPrefix("https:") {
                let twin: LaunchInput =
                    generated.isWebOnly ? .openURL(.init(url: url)) : .userActivity(.browsingWeb(url))
                pool.twins[generated.input] = twin
                pool.identities[twin] = pool.identities[generated.input]
            }
        }
        return pool
    }

    /// What a schedule of the launch fuzz targets starts from: a pool of up to eight inputs with
    /// links' delimiter twins, then the Handoff type its connections may carry, one of
    /// `handoffTypes` (sorted), if any.
    func schedulePool(_ choices: inout Choices, handoffTypes: [String]) -> (pool: SchedulePool, handoff: String?) {
        let pool = schedulePool(&choices, maximumCount: 8, delimiterTwins: true)
        let handoff = handoffTypes.isEmpty ? nil : handoffTypes[Int(choices.draw(below: UInt64(handoffTypes.count)))]
        return (pool, handoff)
    }
}
