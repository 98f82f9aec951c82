@_spi(Fuzzing) import LaunchRouting

/// The examples the table's routes declare, resolved by the router under test as the app receives
/// them (an `https:` example as a universal link, any other as an opened URL): each must route to
/// its own route. `launch-route check` checks the same on both the cold and the warm path.
extension LaunchProperties {
    func exampleFailures() -> [PropertyReport.ExampleFailure] {
        let table = router.table
        let resolve = subject.makeResolver(router)
        var failures: [PropertyReport.ExampleFailure] = []
        for definition in table.definitions {
            for example in definition.declaration.examples {
                let outcome = resolve(.example(example))
                let match = table.match(example: example)
                // An example of a route that forwards routes through it, to the nested route.
                if case .routed = outcome, match?.isReached(by: definition.name) == true { continue }
                failures.append(
                    PropertyReport.ExampleFailure(
                        example: example, route: definition.name, outcome: Render.outcome(outcome)))
            }
        }
        return failures
    }
}
