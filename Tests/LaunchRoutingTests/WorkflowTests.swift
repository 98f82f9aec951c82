import Foundation
import Testing

/// `.github/workflows/apple.yml` builds on Apple's machines, which no test here can run; this reads
/// it and Package.swift and checks that they agree: every scheme it builds is a library product
/// (Xcode makes a scheme for each), every library product is built, and every platform it builds
/// for is one the package declares.
@Suite struct WorkflowTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names of `.library(name: "...")` products.
    static func libraries(in manifest: String) -> [String] {
        manifest.components(separatedBy: ".library(name: \"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
    }

    /// The values of a `key: [a, b, c]` line.
    static func list(_ key: String, in workflow: String) -> [String] {
        guard
            let line = workflow.components(separatedBy: "\n").first(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix(key + ": [")
            })
        else { return [] }
        let inside = line.split(separator: "[", maxSplits: 1).last?.split(separator: "]").first ?? ""
        return inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func everySchemeIsAProductAndEveryLibraryIsBuilt() throws {
        let workflow = try Self.read(".github/workflows/apple.yml")
        let libraries = Self.libraries(in: try Self.read("Package.swift"))
        #expect(libraries.count >= 4, "\(libraries)")
        let schemes = Self.list("scheme", in: workflow)
        #expect(Set(schemes) == Set(libraries), "schemes \(schemes), library products \(libraries)")
    }

    @Test func everyPlatformBuiltIsDeclared() throws {
        let workflow = try Self.read(".github/workflows/apple.yml")
        let manifest = try Self.read("Package.swift")
        let declared = [
            "iOS Simulator": ".iOS(", "Mac Catalyst": ".macCatalyst(", "visionOS Simulator": ".visionOS(",
            "macOS": ".macOS(",
        ]
        let platforms = Self.list("platform", in: workflow)
        #expect(Set(platforms) == Set(declared.keys), "\(platforms)")
        for platform in platforms {
            let marker = try #require(declared[platform])
            #expect(
                manifest.contains(marker),
                "the workflow builds for \(platform), which Package.swift's platforms: does not declare")
            #expect(
                workflow.contains("- platform: \(platform)\n            destination: generic/platform="),
                "no destination for \(platform)")
        }
    }

    /// The plugins' Xcode code compiles only in Xcode's build of them: a macOS job builds the
    /// example that uses them with xcodebuild, and runs the plugin check there too.
    @Test func xcodeBuildsThePlugins() throws {
        let workflow = try Self.read(".github/workflows/apple.yml")
        #expect(workflow.contains("run: Examples/Tickets/check"))
        #expect(
            workflow.contains(
                "working-directory: Examples/Tickets\n        run: xcodebuild test -scheme Tickets-Package"))
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Examples/Tickets/check").path))
    }

    @Test func linuxRunsTheCIScript() throws {
        let workflow = try Self.read(".github/workflows/apple.yml")
        #expect(workflow.contains("run: bash .ci/run"))
        #expect(workflow.contains("run: swift test"))
        #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(".ci/run").path))
    }
}
