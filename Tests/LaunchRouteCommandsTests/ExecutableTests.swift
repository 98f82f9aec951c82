import Foundation
import Testing

/// The built executable, end to end: main.swift writes the tool's streams and exits with its code.
@Suite struct ExecutableTests {
    /// Where SwiftPM puts the products that `swift test` builds.
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    static var executable: URL { productsDirectory.appendingPathComponent("launch-route") }

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        stdout: String, stderr: String, status: Int32
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self), process.terminationStatus
        )
    }

    @Test(.enabled(if: isBuilt, "swift build builds launch-route"))
    func exitCodesAndStreams() throws {
        let check = try Self.run(["check", "--iterations", "50", "--only", "P3,examples"])
        #expect(check.status == 0)
        #expect(check.stdout.hasSuffix("all 2 checks passed\n"))
        #expect(check.stderr.isEmpty, "no progress line off a terminal")

        let resolve = try Self.run(["resolve", "--json", "shop://product/42"])
        #expect(resolve.status == 0)
        #expect(resolve.stdout.split(separator: "\n").count == 2)

        let usage = try Self.run(["check", "--sed", "1"])
        #expect(usage.status == 64)
        #expect(usage.stdout.isEmpty)
        #expect(usage.stderr == "error: unknown option \"--sed\" for check\nhint: did you mean \"--seed\"?\n")

        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-route-broken-\(UUID().uuidString).json")
        try Data(#"{"routes": [{"name": "home", "path": 7}]}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let broken = try Self.run(["resolve", "--table", file.path, "shop://x"])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("routes[0].path: expected a string, found a number"))

        let lint = try Self.run(["lint"])
        #expect(lint.status == 0)
        #expect(lint.stdout.contains(" 0 errors, "))
        #expect(lint.stderr.isEmpty)
    }

    /// The file `aasa` writes is one that `lint --aasa` finds nothing wrong with; a file that
    /// does not parse exits 65.
    @Test(.enabled(if: isBuilt, "swift build builds launch-route"))
    func aasaThenLint() throws {
        let app = "ABCDE12345.com.example.shop"
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "launch-route-aasa-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Both domains of the minimal spec take the same routes, so they serve the same file.
        let table = directory.appendingPathComponent("routes.json")
        try Data(Fixtures.minimal.utf8).write(to: table)
        let aasa = try Self.run(["aasa", "--table", table.path, "--app-id", app])
        #expect(aasa.status == 0)
        #expect(
            aasa.stderr
                == "note: the file is 10172 bytes, 6930 on one line with --json; Apple reads at most 131072 (128 KB)\n")
        let file = directory.appendingPathComponent("apple-app-site-association")
        try Data(aasa.stdout.utf8).write(to: file)
        let lint = try Self.run(["lint", "--table", table.path, "--aasa", file.path, "--app-id", app, "--json"])
        #expect(lint.status == 0)
        #expect(lint.stdout == #"{"findings":[],"omitted":[],"errors":0,"warnings":0,"notes":0}"# + "\n")

        try Data("{\n  \"applinks\": [,]\n}\n".utf8).write(to: file)
        let broken = try Self.run(["lint", "--aasa", file.path])
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("error: the AASA file \"\(file.path)\" does not load: line 2, column 16: "))
    }
}
