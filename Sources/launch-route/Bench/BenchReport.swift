/// The text of a bench report, and its verdict against the design's targets.
extension Bench.Report {
    static func format(_ value: Double) -> String {
        if value >= 1_000_000 { return String(format1: value / 1_000_000) + " ms" }
        if value >= 1_000 { return String(format1: value / 1_000) + " us" }
        return String(format1: value) + " ns"
    }

    var text: String {
        var lines: [String] = []
        lines.append(
            "resolve, per URL: median of \(rows.first?.mixed.samples.count ?? 0) repetitions (spread = (max - min) / median)"
        )
        lines.append(
            pad([
                "routes", "ours mixed", "ours hits", "ours misses", "linear baseline", "bare trie", "baseline/ours",
                "ours/bare", "agree",
            ]))
        for row in rows {
            lines.append(
                pad([
                    "\(row.routes)",
                    Self.format(row.mixed.median) + " ±" + percent(row.mixed.spread),
                    Self.format(row.hits.median),
                    Self.format(row.misses.median),
                    Self.format(row.linear.median) + " ±" + percent(row.linear.spread),
                    Self.format(row.bare.median),
                    String(format1: row.linear.median / row.mixed.median) + "x",
                    String(format1: row.mixed.median / row.bare.median) + "x",
                    percent(agreement[row.routes] ?? 0),
                ]))
        }
        lines.append("")
        lines.append("build and memory")
        lines.append(pad(["routes", "build", "memory held", "trie nodes"]))
        for row in rows {
            lines.append(
                pad([
                    "\(row.routes)",
                    Self.format(row.buildMilliseconds.median * 1_000_000) + " ±"
                        + percent(row.buildMilliseconds.spread),
                    row.memoryBytes.map { "\($0 / 1_024) KiB" } ?? "n/a",
                    "\(row.trieNodes)",
                ]))
        }
        lines.append("")
        if !allocations.isEmpty {
            lines.append("heap allocations per resolve, 1,000 routes")
            for (label, count) in allocations { lines.append("  \(label): \(String(format1: count))") }
            lines.append("")
        }
        if !worstURLs.isEmpty {
            lines.append(
                "worst case: URLs at the size limits, 1,000 routes (the mixed workload: \(String(format1: mixedPerByte)) ns per byte)"
            )
            let widths = [54, 7, 34, 16, 10, 7]
            lines.append(pad(["input", "bytes", "outcome", "resolve", "per byte", "x mixed"], widths: widths))
            for entry in worstURLs {
                lines.append(
                    pad(
                        [
                            entry.label, "\(entry.bytes)", entry.outcome,
                            Self.format(entry.nanoseconds.median) + " ±" + percent(entry.nanoseconds.spread),
                            String(format1: entry.perByte) + " ns", String(format1: entry.perByte / mixedPerByte) + "x",
                        ], widths: widths))
            }
            lines.append("")
            lines.append(
                "worst case: tables of 1,000 routes, per byte of their routes' text (the workload: \(String(format1: buildPerByte)) ns per byte)"
            )
            lines.append(pad(["table", "build per byte", "x workload"], widths: [54, 18, 10]))
            for entry in worstTables {
                let cells = [
                    entry.label, String(format1: entry.perByte.median) + " ns ±" + percent(entry.perByte.spread),
                    String(format1: entry.perByte.median / buildPerByte) + "x",
                ]
                lines.append(pad(cells, widths: [54, 18, 10]))
            }
            lines.append("")
        }
        lines.append(
            "harness: \(Int(harnessInputsPerSecond)) inputs per second on one core (P1 to P9 and P12 on the built-in example's router)"
        )
        lines.append("")
        lines.append("targets")
        lines += verdicts.map { ($0.met ? "met    " : "MISSED ") + $0.text }
        lines.append("agree: how often the first-match baseline picks the route the priority rule picks")
        return lines.joined(separator: "\n")
    }

    var verdicts: [(met: Bool, text: String)] {
        var result: [(Bool, String)] = []
        if let thousand = rows.first(where: { $0.routes == 1_000 }), let ten = rows.first(where: { $0.routes == 10 }) {
            result.append(
                (
                    thousand.mixed.median <= 250,
                    "resolve at 1,000 routes <= 250 ns: \(Self.format(thousand.mixed.median))"
                ))
            let ratio = thousand.mixed.median / ten.mixed.median
            result.append((ratio <= 1.3, "cost at 1,000 routes <= 1.3x cost at 10: \(String(format1: ratio))x"))
            result.append(
                (
                    thousand.buildMilliseconds.median < 5,
                    "build 1,000 routes < 5 ms: \(Self.format(thousand.buildMilliseconds.median * 1_000_000))"
                ))
        }
        if let plain = allocations.first(where: { $0.label.hasPrefix("hits capturing nothing") }) {
            result.append(
                (
                    plain.perResolve == 0,
                    "no heap allocation resolving a URL that captures nothing: \(String(format1: plain.perResolve)) per resolve"
                ))
        }
        if let slowest = worstURLs.max(by: { $0.perByte < $1.perByte }), mixedPerByte > 0 {
            let ratio = slowest.perByte / mixedPerByte
            result.append(
                (
                    ratio <= WorstCase.urlBound,
                    "no URL at the limits costs more than \(String(format1: WorstCase.urlBound))x the mixed workload per byte: \(String(format1: ratio))x (\(slowest.label))"
                ))
        }
        if let slowest = worstTables.max(by: { $0.perByte.median < $1.perByte.median }), buildPerByte > 0 {
            let ratio = slowest.perByte.median / buildPerByte
            result.append(
                (
                    ratio <= WorstCase.tableBound,
                    "no table of 1,000 routes builds slower than \(String(format1: WorstCase.tableBound))x the workload per byte: \(String(format1: ratio))x (\(slowest.label))"
                ))
        }
        result.append(
            (
                harnessInputsPerSecond >= 50_000,
                "harness >= 50,000 inputs per second per core: \(Int(harnessInputsPerSecond))"
            ))
        return result
    }

    private func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }

    private func pad(_ cells: [String], widths: [Int] = [7, 18, 11, 12, 18, 11, 14, 10, 6]) -> String {
        zip(cells, widths).map { cell, width in
            cell.count >= width ? cell + " " : cell + String(repeating: " ", count: width - cell.count)
        }.joined().trimmingTrailingSpaces()
    }
}

extension String {
    /// One decimal place, without Foundation's formatter.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }

    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
