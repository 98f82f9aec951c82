@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// `launch-route check`: every property of the harness on a table, seeded, and the examples the
/// spec gives for its routes, on the cold and the warm path; a summary with counts per property
/// and route coverage; a replay line and the shrunk counterexample for each failure.
enum CheckCommand: Subcommand {
    static let defaultSeed: UInt64 = 20_261_122
    static let defaultIterations = 2_000
    /// The `--only` name of the examples check.
    static let examplesID = "examples"
    /// The `--only` name of the table-mutant report, which says what the examples pin.
    static let mutantsID = "mutants"

    static let spec = CommandSpec(
        name: "check",
        abstract: "Run every property on a route table, seeded, and check the spec's examples.",
        discussion: """
            Each property runs on inputs generated from the table, from the seed; a failure is shrunk to
            a small counterexample and printed with a line that replays it. The examples of the spec's
            routes ("examples" in docs/route-spec.md) must each route to their route on the cold and
            the warm path. Then each route dropped, each typed path parameter untyped, each source and
            query parameter of a route dropped, in turn: the mutants no example notices are reported
            with a URL to add to the examples, and do not fail the run. Exit 1 when a property or an
            example fails. A progress line goes to standard error when it is a terminal, without --json.
            """,
        options: [LoadedTable.option, seedOption, iterationsOption, onlyOption],
        examples: [
            ("", "every property on the built-in example table"),
            ("--table routes.json --seed 7 --iterations 5000", "an app's own table, with another seed and more inputs"),
            ("--only P4 --json", "one property, as JSON"),
        ]
    )

    static let seedOption = CommandSpec.Option(
        name: "--seed", value: "n", help: "The run's seed (default: LAUNCH_ROUTING_SEED, or \(defaultSeed)).",
        example: "7")
    static let iterationsOption = CommandSpec.Option(
        name: "--iterations", value: "n", help: "Inputs per property (default: \(defaultIterations)).", example: "5000")
    static let onlyOption = CommandSpec.Option(
        name: "--only", value: "check",
        help:
            "Run only this check: a property (P1 to P9, P12), \"\(examplesID)\" or \"\(mutantsID)\".\nRepeat it, or separate names with commas. P10 (the harness's planted bugs) runs in\nthe harness's own tests, and P11 (the app's bindings and reverses) within P4.",
        example: "P3", isRepeatable: true)

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        let tool = LaunchRouteTool.name
        let seed =
            try arguments.number(seedOption, in: 0...UInt64.max, tool: tool, command: spec.name)
            ?? context.environment("LAUNCH_ROUTING_SEED").flatMap { UInt64($0) }
            ?? defaultSeed
        let iterations = Int(
            clamping: try arguments.number(iterationsOption, in: 1...UInt64.max, tool: tool, command: spec.name)
                ?? UInt64(defaultIterations))
        let available = LaunchProperty.allCases.sorted { $0.number < $1.number }
        let only = try selection(arguments.values[onlyOption.name] ?? [], available: available)
        let loaded = try LoadedTable.load(arguments, context: context)

        let properties = available.filter { only?.contains($0.rawValue) ?? true }
        let hasExamples = loaded.spec.routes.contains { !$0.examples.isEmpty }
        let runsExamples = hasExamples && (only?.contains(examplesID) ?? true)
        let runsMutants = only?.contains(mutantsID) ?? true
        let total = properties.count + (runsExamples ? 1 : 0)
        if total == 0 && !runsMutants {
            throw .usage(
                "--only \(examplesID): \(loaded.label) gives no examples",
                hint: "add \"examples\" to its routes (docs/route-spec.md), or choose a property")
        }

        var entries: [CheckEntry] = []
        var coverage: [String: Int] = [:]
        // The router's properties: the table's (P2-P5, P7, P9) and the launch path's (P1, P6, P8).
        let checker = LaunchProperties(router: loaded.router)
        for (index, property) in properties.enumerated() {
            context.progress?.update("check: \(property.rawValue) \(property.title) (\(index + 1) of \(total))")
            let report = checker.check(
                seed: seed, iterations: iterations, only: [property], regressions: nil, examples: false)
            coverage.merge(report.coverage, uniquingKeysWith: +)
            entries += report.results.map { CheckEntry($0) }
        }
        if runsExamples {
            context.progress?.update("check: \(examplesID) (\(total) of \(total))")
            entries.append(examples(of: loaded))
        }
        var mutants: [TableMutants.Mutant]? = nil
        if runsMutants {
            context.progress?.update("check: \(mutantsID)")
            mutants = TableMutants.check(loaded.table, seed: seed)
        }
        context.progress?.clear()

        let summary = CheckSummary(
            table: loaded, seed: seed, iterations: iterations, entries: entries,
            coverage: loaded.table.definitions.map { ($0.name, coverage[$0.name] ?? 0) },
            coverageIsMeasured: properties.contains { $0 == .matcherAgreement || $0 == .roundTrip }, mutants: mutants,
            replay: { entry in
                var line = "\(context.invocation) check"
                if let path = loaded.path { line += " --table \(Shell.quoted(path))" }
                return line + " --seed \(seed) --iterations \(iterations) --only \(entry.id)"
            })
        if arguments.isJSON {
            output.line(summary.json.serialized())
        } else {
            summary.write(to: &output)
        }
        return summary.passed ? .success : .failure
    }

    /// The checks `--only` names, or `nil` for all.
    private static func selection(_ values: [String], available: [LaunchProperty]) throws(ToolError) -> Set<String>? {
        guard !values.isEmpty else { return nil }
        let known = available.map(\.rawValue) + [examplesID, mutantsID]
        var selected: Set<String> = []
        for name in values.flatMap({ $0.split(separator: ",").map(String.init) }) {
            if known.contains(name) {
                selected.insert(name)
            } else if let property = LaunchProperty(rawValue: name.uppercased()) {
                selected.insert(property.rawValue)
            } else {
                throw .usage(
                    "--only takes a property or \"\(examplesID)\", not \"\(name)\"",
                    hint: "check runs \(known.joined(separator: ", "))")
            }
        }
        return selected
    }

    /// Every example of every route, on both paths: each must route to its route.
    private static func examples(of loaded: LoadedTable) -> CheckEntry {
        let failures = LaunchProperties(router: loaded.router).exampleFailures()
        return CheckEntry(
            id: examplesID,
            title: "every route's examples route to it, cold and warm",
            inputs: loaded.spec.routes.reduce(0) { $0 + $1.examples.count },
            unit: "examples",
            failure: failures.isEmpty ? nil : failures.map(\.description).joined(separator: "\n"),
            counterexample: failures.first?.example)
    }
}

/// One line of the summary: a property, or the examples.
struct CheckEntry: Hashable, Sendable {
    /// `P3`, or `examples`.
    var id: String
    var title: String
    /// Inputs checked.
    var inputs: Int
    /// Generated inputs the property did not apply to.
    var discarded = 0
    /// What ``inputs`` counts: `inputs` or `examples`.
    var unit = "inputs"
    /// What was wrong, if it failed: one or more lines.
    var failure: String?
    /// The shrunk counterexample, if it failed.
    var counterexample: String?

    var passed: Bool { failure == nil }

    init(
        id: String, title: String, inputs: Int, discarded: Int = 0, unit: String = "inputs", failure: String? = nil,
        counterexample: String? = nil
    ) {
        self.id = id
        self.title = title
        self.inputs = inputs
        self.discarded = discarded
        self.unit = unit
        self.failure = failure
        self.counterexample = counterexample
    }

    /// The entry of a property's result: what was wrong, and the counterexample apart.
    init(_ result: PropertyReport.Result) {
        self.init(
            id: result.property.rawValue, title: result.property.title, inputs: result.inputs,
            discarded: result.discarded, failure: result.message ?? result.failure,
            counterexample: result.counterexample)
    }
}

extension LaunchProperty {
    /// The property's number: 3 for P3.
    var number: Int { Int(rawValue.dropFirst()) ?? 0 }
}
