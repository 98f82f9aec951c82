#if os(Linux)
import Foundation
import Testing

/// What the core and the lint module link on Linux, read from the autolink entries the compiler
/// writes into each object file (the ELF section `.swift1_autolink_entries`): no Foundation of
/// any kind. An app's
/// core module that embeds `LaunchRouting` stays free of Foundation, and so does a server that
/// lints tables. If this set grows, ask whether the new library is needed.
@Suite struct LinkageTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The libraries a module may link: the Swift runtime and standard library, and libc's.
    static let allowed: Set<String> = [
        "-lswiftCore", "-lswiftGlibc", "-lswiftSwiftOnoneSupport", "-lswift_Concurrency", "-lswift_RegexParser",
        "-lswift_StringProcessing", "-ldl", "-lpthread", "-lutil", "-lm",
    ]

    /// The `-l` entries of every object file of `module` in the debug build `swift test` made.
    static func linkedLibraries(of module: String) throws -> Set<String> {
        let folder = root.appendingPathComponent(".build/debug/\(module).build")
        // Only the objects of the module's sources as they are now: a build folder keeps the
        // objects of renamed or deleted files, which the next link does not use.
        let sources = try Set(
            FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Sources/\(module)").path)
                .filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).lastPathComponent + ".o" })
        let objects = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { sources.contains($0) }
            .sorted()
        try #require(!objects.isEmpty, "no object files in \(folder.path)")
        var libraries: Set<String> = []
        for object in objects {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(object)))
            for entry in autolinkEntries(inELF: bytes) where entry.hasPrefix("-l") { libraries.insert(entry) }
        }
        return libraries
    }

    /// The NUL-separated strings of an ELF64 object's `.swift1_autolink_entries` section, where the
    /// compiler lists the libraries the object needs.
    static func autolinkEntries(inELF bytes: [UInt8]) -> [String] {
        func integer(_ offset: Int, _ size: Int) -> Int {
            guard offset >= 0, offset + size <= bytes.count else { return 0 }
            return (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]), bytes.count > 0x40, bytes[4] == 2, bytes[5] == 1 else {
            return []
        }
        let (table, size, count, names) = (integer(0x28, 8), integer(0x3A, 2), integer(0x3C, 2), integer(0x3E, 2))
        func section(_ index: Int) -> (name: Int, offset: Int, size: Int) {
            let header = table + index * size
            return (integer(header, 4), integer(header + 0x18, 8), integer(header + 0x20, 8))
        }
        let nameTable = section(names)
        for index in 0..<count {
            let (name, offset, length) = section(index)
            let start = nameTable.offset + name
            guard start < bytes.count, offset + length <= bytes.count else { continue }
            let sectionName = String(decoding: bytes[start...].prefix { $0 != 0 }, as: UTF8.self)
            guard sectionName == ".swift1_autolink_entries" else { continue }
            return bytes[offset..<(offset + length)].split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        return []
    }

    @Test(arguments: ["LaunchRouting", "LaunchRoutingLint"])
    func linksNoFoundation(module: String) throws {
        let libraries = try Self.linkedLibraries(of: module)
        #expect(
            libraries.contains("-lswiftCore"), "\(module): the autolink entries were not found: \(libraries.sorted())")
        #expect(libraries.filter { $0.contains("Foundation") }.isEmpty, "\(module) links \(libraries.sorted())")
        #expect(
            libraries.subtracting(Self.allowed).isEmpty,
            "\(module) links \(libraries.subtracting(Self.allowed).sorted()) beyond the allowed set")
    }

    /// The check can fail: the harness's test helpers link the test frameworks.
    @Test func theCheckSeesALibraryBeyondTheSet() throws {
        let libraries = try Self.linkedLibraries(of: "LaunchRoutingTestingHelpers")
        #expect(!libraries.subtracting(Self.allowed).isEmpty, "\(libraries.sorted())")
    }
}
#endif
