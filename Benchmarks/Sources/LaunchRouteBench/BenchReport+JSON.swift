@_spi(Fuzzing) import LaunchRouting

/// `launch-route bench --json`: the report's fields, as measured.
extension Bench.Report {
    var json: JSONValue {
        .object([
            ("rows", .array(rows.map(\.json))),
            ("harnessInputsPerSecond", Self.number(harnessInputsPerSecond)),
            (
                "allocationsPerResolve",
                .array(
                    allocations.map { entry in
                        .object([("urls", .string(entry.label)), ("perResolve", Self.number(entry.perResolve))])
                    })
            ),
            (
                "targets",
                .array(
                    verdicts.map { verdict in .object([("met", .bool(verdict.met)), ("text", .string(verdict.text))]) })
            ),
            ("appPath", appPath?.json ?? .null),
        ])
    }

    /// A JSON number, or `null` for infinity and NaN.
    static func number(_ value: Double) -> JSONValue { value.isFinite ? .number("\(value)") : .null }
}

extension Bench.Row {
    var json: JSONValue {
        .object([
            ("routes", .number(String(routes))),
            ("resolveMixedNanoseconds", mixed.json),
            ("resolveHitsNanoseconds", hits.json),
            ("resolveMissesNanoseconds", misses.json),
            ("linearBaselineNanoseconds", linear.json),
            ("bareTrieNanoseconds", bare.json),
            ("buildMilliseconds", buildMilliseconds.json),
            ("memoryBytes", memoryBytes.map { .number(String($0)) } ?? .null),
            ("trieNodes", .number(String(trieNodes))),
        ])
    }
}

extension Bench.Figure {
    /// `{"median": ..., "spread": ..., "samples": [...]}`; spread is (max - min) / median.
    var json: JSONValue {
        .object([
            ("median", Bench.Report.number(median)),
            ("spread", Bench.Report.number(spread)),
            ("samples", .array(samples.map(Bench.Report.number))),
        ])
    }
}
