@_spi(Fuzzing) import LaunchRouting

/// The examples the table's routes declare, each received as the app receives it (an `https:`
/// example as a universal link, any other as an opened URL) on the cold and the warm path through
/// the controller under test: each must route to its own route on both. The one check of the
/// examples, which `expectLaunchProperties` and `launch-route check` both report.
extension LaunchProperties {
    package func exampleFailures() -> [PropertyReport.ExampleFailure] {
        let table = router.table
        var failures: [PropertyReport.ExampleFailure] = []
        for definition in table.definitions {
            for example in definition.declaration.examples {
                // An example of a route that forwards routes through it, to the nested route.
                let reached = table.match(example: example)?.isReached(by: definition.name) == true
                let outputs = LaunchTrial.outputs(of: .example(example), router: router, subject: subject)
                let paths = [("cold", outputs.cold), ("warm", outputs.warm)].map { path, output in
                    (path: path, outcome: output.deliveries.first?.outcome)
                }
                let failing = paths.filter { path in
                    guard reached, case .routed = path.outcome else { return true }
                    return false
                }
                func failure(_ path: String?, _ outcome: RouteOutcome<Route>?) -> PropertyReport.ExampleFailure {
                    PropertyReport.ExampleFailure(
                        example: example, route: definition.name, path: path, outcome: Self.describe(outcome))
                }
                if failing.count == 2, let cold = failing[0].outcome, let warm = failing[1].outcome,
                    sameOutcome(cold, warm)
                {
                    failures.append(failure(nil, cold))
                } else {
                    failures += failing.map { failure($0.path, $0.outcome) }
                }
            }
        }
        return failures
    }

    /// What an outcome says, in a failure message.
    private static func describe(_ outcome: RouteOutcome<Route>?) -> String {
        switch outcome {
        case .routed(let route)?: "routes to \(route)"
        case .unmatched(let reason)?: "unmatched, \(reason)"
        case .rejected(let reason)?: "rejected, \(reason)"
        case nil: "the inbox delivered nothing"
        }
    }
}
