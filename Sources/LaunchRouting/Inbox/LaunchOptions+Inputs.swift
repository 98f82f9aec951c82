extension LaunchOptions {
    /// The inputs of these options, in canonical order: URL contexts by normalised URL, then user
    /// activities by type, then the shortcut item, then the notification response, then the App
    /// Intent, then the CloudKit share.
    ///
    /// The order depends only on the inputs, never on the iteration order of the sets, so the
    /// same options give the same sequence in every process and on every platform. The Handoff
    /// type is not an input (its activity arrives later), nor is the scene accessory's user info.
    ///
    /// ```swift
    /// let options = LaunchOptions(
    ///     urlContexts: [.init(url: "shop://search?q=boots"), .init(url: "shop://product/42")],
    ///     notificationResponse: .init(requestIdentifier: "order-7"),
    ///     shortcutItem: .init(type: "com.shop.search")
    /// )
    /// options.inputs
    /// // [.openURL(shop://product/42), .openURL(shop://search?q=boots),
    /// //  .shortcutItem(com.shop.search), .notificationResponse(order-7)]
    /// ```
    public var inputs: [LaunchInput] {
        CanonicalOrder.sorted(inputs(tagged: ())).map(\.input)
    }

    /// The inputs in no particular order, each with `tag`: what ``CanonicalOrder`` orders.
    func inputs<Tag>(tagged tag: Tag) -> [(input: LaunchInput, tag: Tag)] {
        var inputs: [(input: LaunchInput, tag: Tag)] = []
        inputs.reserveCapacity(urlContexts.count + userActivities.count + 4)
        for context in urlContexts { inputs.append((.openURL(context), tag)) }
        for activity in userActivities { inputs.append((.userActivity(activity), tag)) }
        if let shortcutItem { inputs.append((.shortcutItem(shortcutItem), tag)) }
        if let notificationResponse { inputs.append((.notificationResponse(notificationResponse), tag)) }
        if let appIntent { inputs.append((.appIntent(appIntent), tag)) }
        if let cloudKitShare { inputs.append((.cloudKitShare(cloudKitShare), tag)) }
        return inputs
    }
}

extension LaunchOptions {
    /// The connection options of a scene that connects with `input`: a URL in `urlContexts`, an
    /// activity in `userActivities`, a quick action in `shortcutItem`, a notification response in
    /// `notificationResponse`, an App Intent in `appIntent`, a CloudKit share in `cloudKitShare`. What a test hands a launch inbox for a cold launch.
    ///
    /// ```swift
    /// let input = LaunchInput.openURL(.init(url: "shop://product/42"))
    /// inbox.handle(.connect(LaunchOptions(carrying: input)), at: now)   // cold
    /// inbox.handle(.receive(input), at: now)                            // warm
    /// ```
    public init(carrying input: LaunchInput) {
        switch input.kind {
        case .openURL(let context): self.init(urlContexts: [context])
        case .userActivity(let activity): self.init(userActivities: [activity])
        case .shortcutItem(let item): self.init(shortcutItem: item)
        case .notificationResponse(let response): self.init(notificationResponse: response)
        case .appIntent(let intent): self.init(appIntent: intent)
        case .cloudKitShare(let share): self.init(cloudKitShare: share)
        }
    }
}
