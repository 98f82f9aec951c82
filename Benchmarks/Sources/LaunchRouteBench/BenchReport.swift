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
            Self.pad([
                "routes", "ours mixed", "ours hits", "ours misses", "linear baseline", "bare trie", "baseline/ours",
                "ours/bare", "agree",
            ]))
        for row in rows {
            lines.append(
                Self.pad([
                    "\(row.routes)",
                    Self.format(row.mixed.median) + " ±" + Self.percent(row.mixed.spread),
                    Self.format(row.hits.median),
                    Self.format(row.misses.median),
                    Self.format(row.linear.median) + " ±" + Self.percent(row.linear.spread),
                    Self.format(row.bare.median),
                    String(format1: row.linear.median / row.mixed.median) + "x",
                    String(format1: row.mixed.median / row.bare.median) + "x",
                    Self.percent(agreement[row.routes] ?? 0),
                ]))
        }
        lines.append("")
        lines.append("build and memory")
        lines.append(Self.pad(["routes", "build", "memory held", "trie nodes"]))
        for row in rows {
            lines.append(
                Self.pad([
                    "\(row.routes)",
                    Self.format(row.buildMilliseconds.median * 1_000_000) + " ±"
                        + Self.percent(row.buildMilliseconds.spread),
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
            lines.append(Self.pad(["input", "bytes", "outcome", "resolve", "per byte", "x mixed"], widths: widths))
            for entry in worstURLs {
                lines.append(
                    Self.pad(
                        [
                            entry.label, "\(entry.bytes)", entry.outcome,
                            Self.format(entry.nanoseconds.median) + " ±" + Self.percent(entry.nanoseconds.spread),
                            String(format1: entry.perByte) + " ns", String(format1: entry.perByte / mixedPerByte) + "x",
                        ], widths: widths))
            }
            lines.append("")
            lines.append(
                "worst case: tables of 1,000 routes, per byte of their routes' text (the workload: \(String(format1: buildPerByte)) ns per byte)"
            )
            lines.append(Self.pad(["table", "build per byte", "x workload"], widths: [54, 18, 10]))
            for entry in worstTables {
                let cells = [
                    entry.label, String(format1: entry.perByte.median) + " ns ±" + Self.percent(entry.perByte.spread),
                    String(format1: entry.perByte.median / buildPerByte) + "x",
                ]
                lines.append(Self.pad(cells, widths: [54, 18, 10]))
            }
            lines.append("")
        }
        lines.append(
            "harness: \(Int(harnessInputsPerSecond)) inputs per second on one core (P1 to P9 and P12 on the built-in example's router)"
        )
        if let appPath {
            lines.append("")
            lines.append(appPath.text)
        }
        lines.append("")
        lines.append("targets")
        lines += (verdicts + (appPath?.verdicts ?? [])).map { ($0.met ? "met    " : "MISSED ") + $0.text }
        lines.append("agree: how often the first-match baseline picks the route the priority rule picks")
        return lines.joined(separator: "\n")
    }

    /// The goals of docs/performance.md ("Against the targets"), each with what this run measured.
    var verdicts: [(met: Bool, text: String)] {
        var result: [(Bool, String)] = []
        func ratio(_ value: Double) -> String { String(format1: value) + "x" }
        let size = { (routes: Int) in rows.first { $0.routes == routes } }
        let (ten, tenThousand) = (size(10), size(10_000))
        if let thousand = size(1_000) {
            let mixed = thousand.mixed.median
            result.append((mixed <= 250, "resolve at 1,000 routes <= 250 ns: \(Self.format(mixed))"))
            let overBare = mixed / thousand.bare.median
            result.append((overBare <= 2, "resolve at 1,000 routes <= 2x the bare trie: \(ratio(overBare))"))
            if let ten {
                let growth = mixed / ten.mixed.median
                result.append((growth <= 1.3, "cost at 1,000 routes <= 1.3x cost at 10: \(ratio(growth))"))
            }
            if let ten, let tenThousand {
                let growth = tenThousand.mixed.median / ten.mixed.median
                result.append((growth <= 1.6, "cost at 10,000 routes <= 1.6x cost at 10: \(ratio(growth))"))
            }
            let misses = thousand.misses.median / thousand.hits.median
            result.append((misses <= 1.1, "misses <= 1.1x hits at 1,000 routes: \(ratio(misses))"))
            let build = thousand.buildMilliseconds.median
            result.append((build <= 2.5, "build 1,000 routes <= 2.5 ms: \(Self.format(build * 1_000_000))"))
            if let tenThousand {
                // Linear, with a fifth more for a table ten times larger than the caches.
                let perRoute = (tenThousand.buildMilliseconds.median / 10) / build
                result.append(
                    (perRoute <= 1.2, "build per route at 10,000 routes <= 1.2x at 1,000: \(ratio(perRoute))"))
            }
            if let memory = thousand.memoryBytes {
                result.append((memory <= 1_000_000, "memory of 1,000 routes <= 1 MB: \(memory / 1_024) KiB"))
            }
        }
        for figure in allocations {
            result.append(
                (
                    figure.perResolve == 0,
                    "no heap allocation on \(figure.label): \(String(format1: figure.perResolve)) per resolve"
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

    /// `0.25` as `25%`.
    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }

    /// The cells of one row of a table, each padded to its column's width.
    static func pad(_ cells: [String], widths: [Int] = [7, 18, 11, 12, 18, 11, 14, 10, 6]) -> String {
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
