@_spi(Fuzzing) import LaunchRouting

extension LaunchInputGenerator {
    /// The parts of generated connection options: the options, and every input they carry.
    struct OptionsParts: Sendable {
        var options: LaunchOptions
        var inputs: [GeneratedInput]
    }

    /// Options with up to three URL contexts, up to three activities, perhaps a quick action and a
    /// notification response; none of their activities has the type `excludingType`.
    ///
    /// - Parameter severalInOneSet: Draw at least two URL contexts, or at least two activities.
    func optionsParts(_ choices: inout Choices, excludingType: String? = nil, severalInOneSet: Bool = false)
        -> OptionsParts
    {
        var inputs: [GeneratedInput] = []
        var options = LaunchOptions()
        let severalActivities = severalInOneSet && choices.chance(oneIn: 2)
        let severalContexts = severalInOneSet && !severalActivities
        for _ in 0..<choices.draw(in: (severalContexts ? 2 : 0)...3) {
            choices.beginSpan()
            defer { choices.endSpan() }
            let url = urlInput(hit: !choices.chance(oneIn: 4), &choices)
            guard case .openURL(let context) = url.input.kind, options.urlContexts.insert(context).inserted else {
                continue
            }
            inputs.append(url)
            // Now and then the same link with one slash encoded beside it: two inputs, in an
            // order that must not depend on the set's.
            if let twin = delimiterTwin(of: url, &choices),
                case .openURL(let twinContext) = twin.input.kind, options.urlContexts.insert(twinContext).inserted
            {
                inputs.append(twin)
            }
        }
        let activityKinds: [Kind] = kinds.map(\.kind).filter { [.universalLink, .spotlight, .activity].contains($0) }
        for _ in 0..<choices.draw(in: (severalActivities ? 2 : 0)...3) {
            choices.beginSpan()
            defer { choices.endSpan() }
            let kind = activityKinds[Int(choices.draw(below: UInt64(activityKinds.count)))]
            let activity = input(kind, hit: !choices.chance(oneIn: 4), &choices)
            guard case .userActivity(let value) = activity.input.kind, value.activityType != excludingType,
                options.userActivities.insert(value).inserted
            else { continue }
            inputs.append(activity)
        }
        // Half the time each, one input in the options' field of its kind; an intent only for a
        // router with intent rules, a share only for one with share rules, so that the draws of
        // others stay as they were.
        let singles =
            [shortcutInput, notificationInput] + (router.rules.intents.isEmpty ? [] : [intentInput])
            + (router.rules.shares.isEmpty ? [] : [shareInput])
        for single in singles {
            choices.beginSpan()
            defer { choices.endSpan() }
            guard choices.chance(oneIn: 2) else { continue }
            let drawn = single(!choices.chance(oneIn: 4), &choices)
            switch drawn.input.kind {
            case .shortcutItem(let item): options.shortcutItem = item
            case .notificationResponse(let response): options.notificationResponse = response
            case .appIntent(let intent): options.appIntent = intent
            case .cloudKitShare(let share): options.cloudKitShare = share
            case .openURL, .userActivity: continue
            }
            inputs.append(drawn)
        }
        if choices.chance(oneIn: 4) { options.sourceApplication = "com.apple.mobilesafari" }
        return OptionsParts(options: options, inputs: inputs)
    }
}
