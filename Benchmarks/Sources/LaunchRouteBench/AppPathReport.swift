@_spi(Fuzzing) import LaunchRouting

/// The text, verdict and JSON of `launch-route bench`'s rows for the app's path.
extension AppPathBench.Report {
    /// The targets of docs/performance.md ("The app's path"), each with what this run measured.
    /// The harness's 2-second target is for the debug run an app's tests make, so only a debug
    /// build (`swift run launch-route bench --app`) judges it.
    var verdicts: [(met: Bool, text: String)] {
        var result: [(Bool, String)] = []
        for row in inputs {
            result.append((row.ratio <= 10, "\(row.label) <= 10x resolving it: \(String(format1: row.ratio))x"))
        }
        if let example = launches.first {
            result.append(
                (
                    example.nanoseconds.median <= 100_000,
                    "the built-in example's table and router build in <= 100 us: "
                        + Bench.Report.format(example.nanoseconds.median)
                ))
        }
        if !isReleaseBuild, let thirty = harness.first(where: { $0.label.contains("30 routes") }) {
            result.append(
                (
                    thirty.seconds <= 2,
                    "the harness on a 30-route table in a debug build <= 2 s: \(String(format1: thirty.seconds)) s"
                ))
        }
        return result
    }

    var text: String {
        var lines = ["the app's path, per input: median (baseline: resolving the same inputs directly)"]
        let widths = [58, 16, 12, 8]
        lines.append(Bench.Report.pad(["input", "through inbox", "directly", "ratio"], widths: widths))
        for row in inputs {
            lines.append(
                Bench.Report.pad(
                    [
                        row.label, Bench.Report.format(row.ours.median) + " ±" + Bench.Report.percent(row.ours.spread),
                        Bench.Report.format(row.baseline.median), String(format1: row.ratio) + "x",
                    ], widths: widths))
        }
        lines.append("")
        lines.append("the launch: building the table and the router")
        for (label, figure) in launches {
            lines.append(
                Bench.Report.pad(
                    [label, Bench.Report.format(figure.median) + " ±" + Bench.Report.percent(figure.spread)],
                    widths: [74, 16]))
        }
        lines.append("")
        lines.append(
            "the harness as an app's test runs it (LaunchProperties.check(), \(isReleaseBuild ? "release" : "debug") build)"
        )
        for (label, seconds, count) in harness {
            lines.append(
                Bench.Report.pad(
                    [
                        label, String(format1: seconds) + " s",
                        "\(count) inputs, \(Int(Double(count) / seconds)) a second",
                    ],
                    widths: [30, 10, 34]))
        }
        return lines.joined(separator: "\n")
    }

    var json: JSONValue {
        .object([
            (
                "inputs",
                .array(
                    inputs.map { row in
                        .object([
                            ("label", .string(row.label)), ("throughInboxNanoseconds", row.ours.json),
                            ("directlyNanoseconds", row.baseline.json), ("ratio", Bench.Report.number(row.ratio)),
                        ])
                    })
            ),
            (
                "launches",
                .array(
                    launches.map { .object([("label", .string($0.label)), ("buildNanoseconds", $0.nanoseconds.json)]) })
            ),
            (
                "harness",
                .array(
                    harness.map {
                        .object([
                            ("label", .string($0.label)), ("seconds", Bench.Report.number($0.seconds)),
                            ("inputs", .number(String($0.inputs))),
                        ])
                    })
            ),
            (
                "targets",
                .array(verdicts.map { .object([("met", .bool($0.met)), ("text", .string($0.text))]) })
            ),
        ])
    }
}
