#if os(Linux)
import Foundation
import Testing

/// What the core and the lint module link on Linux, read from the autolink entries the compiler
/// writes into each object file (`.swift1_autolink_entries`): no Foundation of any kind. An app's
/// core module that embeds `LaunchRouting` stays free of Foundation, and so does a server that
/// lints tables. If this set grows, ask whether the new library is needed.
@Suite struct LinkageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The libraries a module may link: the Swift runtime and standard library, and libc's.
    static let allowed: Set<String> = [
        "-lswiftCore", "-lswiftGlibc", "-lswiftSwiftOnoneSupport", "-lswift_Concurrency", "-lswift_RegexParser",
        "-lswift_StringProcessing", "-ldl", "-lpthread", "-lutil", "-lm",
    ]

    /// The `-l` entries of every object file of `module` in the debug build `swift test` made.
    static func linkedLibraries(of module: String) throws -> Set<String> {
        let folder = root.appendingPathComponent(".build/debug/\(module).build")
        let objects = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }.sorted()
        try #require(!objects.isEmpty, "no object files in \(folder.path)")
        var libraries: Set<String> = []
        for object in objects {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(object)))
            // Autolink entries are NUL-terminated "-l…" strings; collect every such run of bytes.
            for piece in bytes.split(separator: 0) where piece.starts(with: Array("-l".utf8)) && piece.count < 64 {
                if let text = String(bytes: piece, encoding: .utf8), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                    libraries.insert(text)
                }
            }
        }
        return libraries
    }

    @Test(arguments: ["LaunchRouting", "LaunchRoutingLint"])
    func linksNoFoundation(module: String) throws {
        let libraries = try Self.linkedLibraries(of: module)
        #expect(libraries.contains("-lswiftCore"), "\(module): the autolink entries were not found: \(libraries.sorted())")
        #expect(libraries.filter { $0.contains("Foundation") }.isEmpty, "\(module) links \(libraries.sorted())")
        #expect(libraries.subtracting(Self.allowed).isEmpty, "\(module) links \(libraries.subtracting(Self.allowed).sorted()) beyond the allowed set")
    }

    /// The check can fail: the harness's test helpers link the test frameworks.
    @Test func theCheckSeesALibraryBeyondTheSet() throws {
        let libraries = try Self.linkedLibraries(of: "LaunchRoutingTestingHelpers")
        #expect(!libraries.subtracting(Self.allowed).isEmpty, "\(libraries.sorted())")
    }
}
#endif
