extension LaunchInbox {
    /// What one event produced: the outcomes to deliver now, the inputs dropped, and the answer
    /// for a quick action's completion handler.
    ///
    /// ```swift
    /// let output = inbox.handle(.receive(.shortcutItem(item)), at: clock.now)
    /// completionHandler(output.shortcutHandled ?? false)
    /// output.deliveries.forEach(deliver)
    /// ```
    public struct Output: Sendable {
        /// The outcomes to deliver now, in order.
        public var deliveries: [LaunchDelivery<Route>]
        /// The inputs dropped while handling the event: duplicates, overflow, superseded restoration.
        public var drops: [LaunchInput.Drop]
        /// For an event that carries a quick action (a received shortcut item, or connection
        /// options with one), whether it routes: the answer for `performActionFor`'s completion
        /// handler. The same for the cold and the warm path, and for a duplicate.
        public var shortcutHandled: Bool?
        /// For a received input, whether it routes, from the outcome the inbox resolved it to once
        /// (or, for a duplicate, resolved it to now): what the controller's `receive` answers.
        var receivedRoutes: Bool?

        /// An output with these deliveries and drops and, for a quick action, its answer.
        public init(
            deliveries: [LaunchDelivery<Route>] = [], drops: [LaunchInput.Drop] = [], shortcutHandled: Bool? = nil
        ) {
            self.deliveries = deliveries
            self.drops = drops
            self.shortcutHandled = shortcutHandled
        }
    }
}

extension LaunchInbox.Output: Equatable where Route: Equatable {
    /// Equal deliveries, drops and quick-action answer: what an output says to the app.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.deliveries == rhs.deliveries && lhs.drops == rhs.drops && lhs.shortcutHandled == rhs.shortcutHandled
    }
}
