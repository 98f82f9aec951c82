import LaunchRouteCommands
import LaunchRouting

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `launch-route lint --aasa` on a file far past the 128 KB Apple reads, against one at the
/// limit, both on disk and through the tool's own reader (docs/bounds.md): the large one must end
/// in about the time of the other, and raise the process's peak memory by little. Run alone
/// (`bench --oversize`), so that the peak is lint's.
enum OversizeLint {
    /// The most the large file's lint may cost, as a multiple of the one at the limit.
    static let timeBound = 2.0

    /// An AASA file of `count` components, `{"/": "/nothing/000042/*", "#": "x"}`, that open
    /// paths no route of the built-in table takes.
    static func file(components count: Int) -> String {
        var text = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": ["#
        for index in 0..<count {
            if index > 0 { text += ", " }
            let number = String(index)
            text +=
                #"{"/": "/nothing/"# + String(repeating: "0", count: max(0, 6 - number.count)) + number
                + ##"/*", "#": "x"}"##
        }
        return text + "]}]}}"
    }

    static func run() -> Benchmark.Figures {
        let directory = "/tmp/launch-route-bench-\(getpid())"
        mkdir(directory, 0o700)
        defer { rmdir(directory) }
        // At the limit: as many components as fit in 131,072 bytes.
        var atLimit = 0
        while file(components: atLimit + 1).utf8.count <= 131_072 { atLimit += 1 }
        // Both files are written first, so that making them is not in the peak lint raises.
        var written: [(label: String, path: String, bytes: Int, components: Int)] = []
        for (label, components) in [("at Apple's limit", atLimit), ("far past it", 200_000)] {
            let path = directory + "/aasa-\(components)"
            var bytes = Array(file(components: components).utf8)
            guard let handle = fopen(path, "wb") else {
                return Benchmark.Figures(text: "cannot write \(path)", json: .null, passed: false)
            }
            _ = bytes.withUnsafeMutableBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
            fclose(handle)
            written.append((label, path, bytes.count, components))
        }
        defer { for file in written { unlink(file.path) } }
        var lines = ["lint --aasa on the built-in table (CPU time, median of 5)"]
        var medians: [Double] = []
        var peaks: [Int] = []
        var json: [(key: String, value: JSONValue)] = []
        for file in written {
            var times: [UInt64] = []
            for _ in 0..<5 {
                let start = Platform.threadCPUNanoseconds()
                let result = LaunchRouteTool.run(["lint", "--aasa", file.path], context: .process())
                times.append(Platform.threadCPUNanoseconds() - start)
                if result.exitCode == .success, file.components > atLimit {
                    return Benchmark.Figures(text: "lint passed a file past the limit", json: .null, passed: false)
                }
            }
            let median = Double(times.sorted()[2]) / 1e6
            let peak = Platform.peakResidentBytes() ?? 0
            medians.append(median)
            peaks.append(peak)
            lines.append(
                "  \(file.label): \(file.bytes) bytes, \(file.components) components   \(Self.milliseconds(median))   peak resident \(peak >> 20) MB"
            )
            json.append(
                (
                    file.components == atLimit ? "atLimit" : "pastLimit",
                    .object([
                        ("bytes", .number(String(file.bytes))), ("components", .number(String(file.components))),
                        ("milliseconds", .number(String(median))), ("peakResidentBytes", .number(String(peak))),
                    ])
                ))
        }
        let ratio = medians[1] / max(medians[0], 0.001)
        let met = ratio <= timeBound
        lines.append("")
        lines.append(
            (met ? "met    " : "MISSED ")
                + "the file far past the limit costs \(String(format2: ratio))x the one at it (at most \(timeBound)x), and raises the peak by \((peaks[1] - peaks[0]) >> 20) MB"
        )
        json.append(("ratio", .number(String(ratio))))
        return Benchmark.Figures(text: lines.joined(separator: "\n"), json: .object(json), passed: met)
    }

    private static func milliseconds(_ value: Double) -> String {
        String(format2: value) + " ms"
    }
}

extension String {
    /// `value` with two decimals.
    fileprivate init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = String(hundredths % 100)
        self = "\(hundredths / 100)." + (fraction.count == 1 ? "0" + fraction : fraction)
    }
}
