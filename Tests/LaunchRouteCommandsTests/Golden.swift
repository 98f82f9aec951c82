import Foundation
import LaunchRouteCommands
import Testing

/// Golden files: the exact standard output, standard error and exit code of one run of the tool.
///
/// Each file in `Golden/` is the command line, the exit code, then standard output and standard
/// error, byte for byte. Run with `RECORD_GOLDEN=1` to write them afresh, then review the diff.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" }

    /// The text a golden file holds for one run.
    static func render(arguments: [String], result: ToolResult) -> String {
        let command = (["launch-route"] + arguments.map(quoted)).joined(separator: " ")
        return
            "$ \(command)\nexit: \(result.exitCode)\n--- stdout\n\(result.standardOutput)--- stderr\n\(result.standardError)"
    }

    /// Compares `text` with the golden file `name`, or writes it when recording.
    static func assertMatches(_ text: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.appendingPathComponent(name + ".txt")
        if isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record(
                "no golden file \(name).txt; run with RECORD_GOLDEN=1 to write it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != text {
            Issue.record(
                "the output differs from \(name).txt (run with RECORD_GOLDEN=1 to rewrite it)\n\(firstDifference(expected, text))",
                sourceLocation: sourceLocation)
        }
    }

    /// The first line where two texts differ, for the failure message.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let lhs = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let rhs = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(lhs.count, rhs.count) {
            let a = index < lhs.count ? String(lhs[index]) : "<end>"
            let b = index < rhs.count ? String(rhs[index]) : "<end>"
            if a != b { return "line \(index + 1):\n  golden: \(a)\n  actual: \(b)" }
        }
        return "(no line differs)"
    }

    private static func quoted(_ word: String) -> String {
        let safe =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_./:=@%+,".unicodeScalars.contains(scalar)
            }
        return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

enum FileManagerListing {
    static func names(in directory: URL) throws -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    }
}
