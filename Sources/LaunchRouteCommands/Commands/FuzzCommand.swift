@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting

/// `launch-route fuzz`: the in-process fuzzer on a table, with the laws of `FuzzResolve`, for a
/// machine without libFuzzer (docs/fuzzing.md, "Fuzzing an app's table").
enum FuzzCommand: Subcommand {
    static let spec = CommandSpec(
        name: "fuzz",
        abstract: "Fuzz a route table in process: mutated inputs, every law of the FuzzResolve target.",
        discussion: """
            The corpus starts from the spec's examples and inputs the harness generates from the table;
            each run mutates one (a byte flipped, a delimiter or an escape put in, a piece cut or repeated,
            two spliced, letters in the other case, a path grown to the bounds) and checks every law
            FuzzResolve checks: the compiled and the reference matcher agree, a reason is well formed,
            the fragment and the scheme's case change nothing, a route writes back to itself, an escaped
            delimiter is no delimiter, cold and warm agree. A mutant that gives a new outcome is kept.
            The first input that breaks a law is shrunk and printed with the law and two replay lines;
            the exit code is then 1. The same seed and runs give the same run. Progress goes to
            standard error when it is a terminal, without --json.
            """,
        options: [LoadedTable.option, runsOption, timeOption, CheckCommand.seedOption],
        examples: [
            ("", "200,000 inputs on the built-in example table"),
            ("--table routes.json --runs 1000000 --seed 7", "an app's own table, longer, another seed"),
            ("--table routes.json --time 60 --json", "for a minute, as JSON"),
        ]
    )

    static let runsOption = CommandSpec.Option(
        name: "--runs", value: "n", help: "Inputs to check (default: \(InputFuzzer.defaultRuns)).", example: "1000000")
    static let timeOption = CommandSpec.Option(
        name: "--time", value: "s", help: "Stop after this many seconds, if the runs are not done first.",
        example: "60")

    static func run(_ arguments: ParsedArguments, context: ToolContext, output: inout CommandOutput) throws(ToolError)
        -> ExitCode
    {
        let tool = LaunchRouteTool.name
        let seed =
            try arguments.number(CheckCommand.seedOption, in: 0...UInt64.max, tool: tool, command: spec.name)
            ?? context.environment("LAUNCH_ROUTING_SEED").flatMap { UInt64($0) }
            ?? CheckCommand.defaultSeed
        let seconds = try arguments.number(timeOption, in: 1...UInt64(Int32.max), tool: tool, command: spec.name)
        let runs = Int(
            clamping: try arguments.number(runsOption, in: 1...UInt64.max, tool: tool, command: spec.name)
                ?? (seconds == nil ? UInt64(InputFuzzer.defaultRuns) : UInt64.max))
        let loaded = try LoadedTable.load(arguments, context: context)

        let oracle = ResolveOracle(table: loaded.table)
        let fuzzer = InputFuzzer(
            seeds: InputFuzzer.seeds(examples: loaded.spec.routes.flatMap(\.examples), table: loaded.table, seed: seed),
            oracle: oracle.check, outcome: oracle.outcome,
            maximumLength: loaded.table.limits.maximumLength + 64)
        let clock = ContinuousClock()
        let deadline = seconds.map { clock.now.advanced(by: .seconds(Int64($0))) }
        let progress = arguments.isJSON ? nil : context.progress
        let report = fuzzer.run(
            seed: seed, runs: runs, shouldStop: { deadline.map { clock.now >= $0 } ?? false },
            progress: { progress?.update("fuzz: \($0.runs) inputs, \($0.outcomes) outcomes, \($0.corpus) kept") })
        progress?.clear()

        var replay = "\(context.invocation) fuzz"
        if let path = loaded.path { replay += " --table \(Shell.quoted(path))" }
        replay += " --seed \(seed) --runs \((report.finding?.run).map(String.init) ?? String(report.runs))"
        let input = report.finding.map { printable($0.input) }
        let resolve = report.finding.flatMap { finding -> String? in
            guard let text = String(validating: finding.input, as: UTF8.self), text == text.escapingControls else {
                return nil
            }
            var line = "\(context.invocation) resolve"
            if let path = loaded.path { line += " --table \(Shell.quoted(path))" }
            return line + " " + Shell.quoted(text)
        }
        if arguments.isJSON {
            output.line(
                JSONValue.object([
                    ("table", .optional(loaded.path)), ("seed", .integer(seed)), ("runs", .integer(report.runs)),
                    ("kept", .integer(report.corpus)), ("outcomes", .integer(report.outcomes)),
                    ("passed", .bool(report.finding == nil)),
                    (
                        "finding",
                        report.finding.map { finding in
                            JSONValue.object([
                                ("law", .string(finding.message)), ("input", .string(input ?? "")),
                                ("found", .string(printable(finding.found))), ("run", .integer(finding.run)),
                                ("replay", .string(replay)), ("resolve", .optional(resolve)),
                            ])
                        } ?? .null
                    ),
                ]).serialized())
        } else if let finding = report.finding {
            output.line(
                output.style.red("✘") + " fuzz: a law broke at input \(finding.run) of \(loaded.label) (seed \(seed))")
            output.line("  " + finding.message.split(separator: "\n").joined(separator: "\n  "))
            output.line("  input: \(input ?? "")")
            output.line("  found as: \(printable(finding.found))")
            output.line("  replay: \(replay)")
            if let resolve { output.line("  resolve it: \(resolve)") }
        } else {
            output.line(
                output.style.green("✔") + " fuzz: \(report.runs) inputs on \(loaded.label) (seed \(seed)),"
                    + " \(report.outcomes) distinct outcomes, \(report.corpus) kept, no law broken")
        }
        return report.finding == nil ? .success : .failure
    }

    /// Bytes as text on one line: valid UTF-8 as it is, controls as `\u{…}`, any other byte as `\xNN`.
    static func printable(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text.escapingControls }
        return bytes.map { byte in
            byte < 0x80
                ? String(Unicode.Scalar(byte)).escapingControls : "\\x" + String(byte, radix: 16, uppercase: true)
        }.joined()
    }
}
