@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// `launch-route bench`'s rows for what an app runs (docs/performance.md, "The app's path"): its
/// inputs through `LaunchInboxController`, each against resolving the same inputs directly in the
/// same run; building its table and router at launch; and the harness as its tests run it.
struct AppPathBench {
    var bench: Bench
    /// Sizes of the generated tables whose launch is measured beside the built-in example's.
    var buildSizes = [30, 100, 1_000]

    /// One measurement against its baseline, in nanoseconds per input.
    struct Row {
        var label: String
        var ours: Bench.Figure
        var baseline: Bench.Figure
        var ratio: Double { ours.median / baseline.median }
    }

    struct Report {
        var inputs: [Row]
        /// Building the table and the router, by table.
        var launches: [(label: String, nanoseconds: Bench.Figure)]
        /// `LaunchProperties.check()` as `expectLaunchProperties` runs it, by table, in seconds.
        var harness: [(label: String, seconds: Double, inputs: Int)]
        var isReleaseBuild: Bool
    }

    /// A clock that moves a minute at each reading, so that no input is a copy of the last one
    /// within the inbox's window (a copy would be dropped, not delivered). Read on the main
    /// thread only.
    final class MinuteClock: @unchecked Sendable {
        /// This clock as the controller reads it.
        var launchClock: LaunchClock { LaunchClock { self.now } }

        private var seconds = 0.0
        var now: LaunchClock.Instant {
            seconds += 60
            return .seconds(seconds)
        }
    }

    /// `nil` only if the built-in example or a generated table does not build (they always do).
    func run(isReleaseBuild: Bool, progress: (String) -> Void) -> Report? {
        guard let router = try? ExampleRoutes.router(), let thirty = try? BenchWorkload(routes: 30, urls: 0).table()
        else { return nil }
        let urls = ExampleRoutes.spec.routes.flatMap(\.examples)
        let links = urls.filter { $0.hasPrefix("https://") }
        let custom = urls.filter { !$0.hasPrefix("https://") }
        let items = router.rules.shortcuts.map { LaunchInput.ShortcutItem(type: $0.type) }
        let shortcuts = items.map(LaunchInput.shortcutItem)
        // Three inputs of a cold launch: a URL, a universal link and a quick action, cycled.
        let launches = (0..<max(custom.count, links.count)).map { index in
            LaunchOptions(
                urlContexts: [.init(url: custom[index % custom.count])],
                userActivities: [.browsingWeb(links[index % links.count])],
                shortcutItem: items[index % items.count])
        }
        let generated = buildSizes.compactMap { size in
            (try? BenchWorkload(routes: size, urls: 0).table()).map { (size, $0) }
        }
        var samples: [String: [Double]] = [:]
        for repetition in 0..<bench.repetitions {
            progress("the app's path: repetition \(repetition + 1) of \(bench.repetitions)")
            MainActor.assumeIsolated {
                for (label, sample) in Self.measureInputs(bench, router, urls, shortcuts, launches) {
                    samples[label, default: []].append(sample)
                }
            }
            samples["build example", default: []].append(
                bench.measure([ExampleRoutes.spec]) { spec in (try? spec.router())?.table.definitions.count ?? 0 })
            for (size, table) in generated {
                let definitions = table.definitions
                samples["build \(size)", default: []].append(
                    bench.measure([definitions]) { routes in
                        let table = try? RouteTable(
                            schemes: BenchWorkload.schemes, domains: BenchWorkload.domains, routes: routes)
                        return table.flatMap { try? Router(table: $0) }?.table.definitions.count ?? 0
                    })
            }
        }
        let figures = samples.mapValues(Bench.figure)
        func row(_ label: String, _ ours: String, _ baseline: String) -> Row {
            Row(label: label, ours: figures[ours]!, baseline: figures[baseline]!)
        }
        progress("the app's path: the harness")
        return Report(
            inputs: [
                row("a warm URL through the controller to its delivery", "warm", "warm resolve"),
                row("a cold launch of 3 inputs to their deliveries, per input", "cold", "cold resolve"),
                row("a quick action's handled answer", "shortcut", "shortcut resolve"),
            ],
            launches: [
                (
                    "built-in example (\(router.table.definitions.count) routes and its rules), from its parsed spec",
                    figures["build example"]!
                )
            ]
                + generated.map { ("generated, \($0.0) routes", figures["build \($0.0)"]!) },
            harness: [
                ("built-in example", LaunchProperties(router: router)),
                ("generated, 30 routes", LaunchProperties(table: thirty)),
            ].map { label, properties in
                let start = Platform.threadCPUNanoseconds()
                let report = properties.check()
                let seconds = Double(Platform.threadCPUNanoseconds() - start) / 1e9
                return (label, seconds, report.results.reduce(0) { $0 + $1.inputs })
            },
            isReleaseBuild: isReleaseBuild)
    }

    /// One repetition of each input measurement and its baseline, by label.
    @MainActor
    private static func measureInputs(
        _ bench: Bench, _ router: Router<RouteMatch>, _ urls: [String], _ shortcuts: [LaunchInput],
        _ launches: [LaunchOptions]
    ) -> [(String, Double)] {
        var delivered = 0
        let warm = LaunchInboxController(router: router, clock: MinuteClock().launchClock) { _ in delivered += 1 }
        warm.connect(options: LaunchOptions())
        warm.setReady(true)
        let table = router.table
        let coldInputs = launches.map(\.inputs)
        return [
            ("warm", bench.measure(urls) { url in warm.receive(.openURL(.init(url: url))) ? 1 : 0 }),
            ("warm resolve", bench.measure(urls) { url in table.resolve(url).route == nil ? 0 : 1 }),
            (
                "cold",
                bench.measure(launches) { options in
                    let cold = LaunchInboxController(router: router, clock: MinuteClock().launchClock) { _ in
                        delivered += 1
                    }
                    cold.connect(options: options)
                    cold.setReady(true)
                    return delivered
                } / 3
            ),
            (
                "cold resolve",
                bench.measure(coldInputs) { inputs in
                    inputs.reduce(0) { $0 + (router.resolve($1).route == nil ? 0 : 1) }
                }
                    / 3
            ),
            ("shortcut", bench.measure(shortcuts) { input in warm.receive(input) ? 1 : 0 }),
            ("shortcut resolve", bench.measure(shortcuts) { input in router.resolve(input).route == nil ? 0 : 1 }),
        ]
    }
}
