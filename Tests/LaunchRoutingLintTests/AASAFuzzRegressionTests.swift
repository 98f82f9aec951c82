@_spi(Fuzzing) import LaunchRoutingLint
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `FuzzAASA` target's inputs, replayed through its oracle (docs/fuzzing.md): every file of
/// `Fuzz/Corpus/FuzzAASA/` and `Fuzz/FailCases/FuzzAASA/`, and a named test for each fail case,
/// written by `Fuzz/run to-test FuzzAASA CRASH [NAME]`.
///
/// Apart from `FuzzRegressionTests` because the oracle, ``AASAOracle``, is in `LaunchRoutingLint`,
/// which `LaunchRoutingTesting` (and so `FuzzTarget`) does not depend on.
@Suite struct AASAFuzzRegressionTests {
    struct Input: Sendable, CustomStringConvertible {
        var path: String
        var bytes: [UInt8]
        var description: String { path }
    }

    /// The files of `Fuzz/<folder>/FuzzAASA/`, sorted by name.
    static func inputs(in folder: String) -> [Input] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let directory = root.appendingPathComponent("Fuzz").appendingPathComponent(folder).appendingPathComponent(
            "FuzzAASA")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)) else { return nil }
            return Input(path: "\(folder)/FuzzAASA/\(name)", bytes: Array(data))
        }
    }

    static let failCases = inputs(in: "FailCases")
    static let seeds = inputs(in: "Corpus")

    /// The bytes of `Fuzz/FailCases/<path>`, for the cases too long to write inline.
    static func failCase(_ path: String) -> [UInt8] {
        failCases.first { $0.path == "FailCases/" + path }?.bytes ?? []
    }

    /// What the fuzz target checks: ``AASAOracle`` with the example table's universal links.
    static func check(_ bytes: [UInt8]) -> String? {
        AASAOracle.check(bytes, exampleURLs: ExampleRoutes.universalLinks)
    }

    @Test func failCasesKeepEveryLaw() {
        for input in Self.failCases {
            let broken = Self.check(input.bytes)
            #expect(broken == nil, "\(input.path): \(broken ?? "")")
        }
    }

    @Test func seedCorpusKeepsEveryLaw() {
        #expect(Self.seeds.count >= 6, "the seed corpus is missing from Fuzz/Corpus/FuzzAASA")
        for input in Self.seeds {
            let broken = Self.check(input.bytes)
            #expect(broken == nil, "\(input.path): \(broken ?? "")")
        }
    }

    @Test func exampleUniversalLinksCoverTheTable() {
        #expect(ExampleRoutes.universalLinks.count >= 20)
        #expect(ExampleRoutes.universalLinks.allSatisfy { $0.hasPrefix("https://") })
    }

    @Test func theSeedsParseAndFail() {
        // Both sides of the parser are seeded: files that parse and files that throw.
        let parsing = Self.seeds.filter { (try? AASAFile(parsing: String(decoding: $0.bytes, as: UTF8.self))) != nil }
        #expect(parsing.count >= 4)
        #expect(parsing.count < Self.seeds.count)
    }

    // Fuzz/run to-test adds new cases above this line.
}
