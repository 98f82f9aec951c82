@_spi(Fuzzing) import LaunchRouting

/// One input taken into the app every way it can come, each through a fresh, ready launch
/// inbox: cold, in the connection options of a connecting scene, and warm, through the callback
/// of a connected one. A URL comes also as each input that carries it: a universal link (a
/// browsing-web activity) when it is `https`, a Spotlight item when the router reads Spotlight
/// identifiers as URLs, a notification when the router reads a URL from `userInfo`.
///
/// What an app's test of one deep link wants to know, in one value: `expectLaunch` and
/// `XCTAssertLaunch` (`LaunchRoutingTestingHelpers`) check that every arrival delivers the route.
///
/// ```swift
/// let trial = LaunchTrial(url: "https://shop.example.com/product/42", router: router)
/// trial.failures(expecting: .product(id: 42))   // [] when every way in routes there
/// ```
public struct LaunchTrial<Route: Sendable & Equatable>: Sendable {
    /// One way in and what the inbox delivered.
    public struct Arrival: Sendable, CustomStringConvertible {
        /// The input as it arrived.
        public var input: LaunchInput
        /// Whether it came in the connection options (cold) or through a callback (warm).
        public var isCold: Bool
        /// What the inbox delivered to the app's handler; `nil` for nothing.
        public var outcome: RouteOutcome<Route>?

        /// `cold url "shop://cart"`, `warm link "https://..."`.
        public var description: String { (isCold ? "cold " : "warm ") + Render.input(input) }
    }

    /// Every arrival, cold then warm for each input, in the order described above.
    public let arrivals: [Arrival]

    /// `input`, cold and warm.
    public init(_ input: LaunchInput, router: Router<Route>) {
        arrivals = Self.arrivals(of: input, router: router, subject: .standard)
    }

    /// `url` opened in the app, and as every input that carries it to `router`, cold and warm.
    public init(url: String, router: Router<Route>) {
        self.init(url: url, router: router, subject: .standard)
    }

    /// `url` as every input that carries it, cold and warm, through the inbox of `subject`.
    package init(url: String, router: Router<Route>, subject: LaunchSubject<Route>) {
        arrivals = Self.carriers(of: url, router: router).flatMap {
            Self.arrivals(of: $0, router: router, subject: subject)
        }
    }

    /// `url` opened in the app, then each input that carries it to `router`.
    package static func carriers(of url: String, router: Router<Route>) -> [LaunchInput] {
        var inputs: [LaunchInput] = [.openURL(.init(url: url))]
        if URLText.scheme(of: url) == "https" { inputs.append(.userActivity(.browsingWeb(url))) }
        if router.rules.spotlight == .url { inputs.append(.userActivity(.searchableItem(identifier: url))) }
        if let key = router.rules.notificationURLKey {
            inputs.append(
                .notificationResponse(.init(requestIdentifier: "launch-arrivals", userInfo: [key: .string(url)])))
        }
        return inputs
    }

    /// What is wrong, one line per arrival: every arrival delivers `.routed(expected)`; with
    /// `nil`, every arrival delivers no route, and all of them the same reason code.
    public func failures(expecting expected: Route?) -> [String] {
        var failures: [String] = []
        let codes = arrivals.compactMap { $0.outcome?.reason?.code }
        for arrival in arrivals {
            switch (arrival.outcome, expected) {
            case (nil, _):
                failures.append("\(arrival): the inbox delivered nothing")
            case (.routed(let route)?, let expected?) where route == expected:
                continue
            case (let outcome?, let expected?):
                failures.append("\(arrival): \(Render.outcome(outcome)), not routed \(expected)")
            case (.routed(let route)?, nil):
                failures.append("\(arrival): routed \(route), and no route was expected")
            case (let outcome?, nil):
                if let code = outcome.reason?.code, code != codes.first {
                    failures.append("\(arrival): \(Render.outcome(outcome)), and \(arrivals[0]) gave \(codes[0])")
                }
            }
        }
        return failures
    }

    private static func arrivals(of input: LaunchInput, router: Router<Route>, subject: LaunchSubject<Route>)
        -> [Arrival]
    {
        let paths = outputs(of: input, router: router, subject: subject)
        return [
            Arrival(input: input, isCold: true, outcome: paths.cold.deliveries.first?.outcome),
            Arrival(input: input, isCold: false, outcome: paths.warm.deliveries.first?.outcome),
        ]
    }

    /// What two fresh controllers give `input`: cold, in the options of a connecting scene (the
    /// output once it is ready), and warm, through the callback of a connected, ready scene (with
    /// `receive`'s answer for a quick action). `launch-route resolve` shows the same two paths.
    package static func outputs(
        of input: LaunchInput, router: Router<Route>, subject: LaunchSubject<Route> = .standard
    ) -> (cold: LaunchInbox<Route>.Output, warm: LaunchInbox<Route>.Output) {
        let cold = subject.run(router, LaunchSchedule([.connect(LaunchOptions(carrying: input)), .ready]))
        let warmEvent: LaunchEvent
        if case .openURL(let context) = input.kind {
            warmEvent = .openURLContexts([context])
        } else {
            warmEvent = .receive(input)
        }
        let warm = subject.run(router, LaunchSchedule([.connect(LaunchOptions()), .ready, warmEvent]))
        return (cold[1], warm[2])
    }
}
