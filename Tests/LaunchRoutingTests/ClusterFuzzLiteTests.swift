import Foundation
import Testing

/// docs/fuzzing.md, "Running continuously": the ClusterFuzzLite files cannot run here, so they are
/// read. The project is Swift, the image runs the build script, the workflows build and run with
/// a sanitizer the script handles, and every target the build names has its source, options and
/// dictionary (`.ci/run` builds each of them: `Fuzz/run --smoke`).
@Suite struct ClusterFuzzLiteTests {
    static let root = DocsCodeTests.root

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `fuzzTargets` in `Fuzz/Package.swift` (or the app template's), as the build script reads it.
    static func targets(of package: String = "Fuzz") throws -> [String] {
        let manifest = try read(package + "/Package.swift")
        let start = try #require(manifest.range(of: "let fuzzTargets = ["))
        let end = try #require(manifest[start.upperBound...].firstIndex(of: "]"))
        return manifest[start.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }.filter { !$0.isEmpty }
    }

    @Test func theProjectAndItsImageRunTheBuildScript() throws {
        #expect(try Self.read(".clusterfuzzlite/project.yaml").contains("\nlanguage: swift"))
        let dockerfile = try Self.read(".clusterfuzzlite/Dockerfile")
        #expect(dockerfile.contains("FROM gcr.io/oss-fuzz-base/base-builder-swift"))
        #expect(dockerfile.contains("COPY .clusterfuzzlite/build.sh $SRC/build.sh"))
        let script = try Self.read(".clusterfuzzlite/build.sh")
        #expect(script.contains("let fuzzTargets = "))
        let attributes = try FileManager.default.attributesOfItem(
            atPath: Self.root.appendingPathComponent(".clusterfuzzlite/build.sh").path)
        #expect(
            ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0) & 0o100 != 0, "build.sh is not executable")
        #expect(try Self.read("Fuzz/integration/oss-fuzz/Dockerfile").contains("cp .clusterfuzzlite/build.sh"))
    }

    @Test(arguments: ["cflite_pr.yml", "cflite_batch.yml"])
    func aWorkflowBuildsAndRunsWithASanitizerTheScriptHandles(_ name: String) throws {
        let workflow = try Self.read(".github/workflows/" + name)
        #expect(workflow.contains("google/clusterfuzzlite/actions/build_fuzzers@v1"))
        #expect(workflow.contains("google/clusterfuzzlite/actions/run_fuzzers@v1"))
        #expect(workflow.contains("language: swift"))
        let sanitizers = workflow.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("sanitizer: ") ? String(trimmed.dropFirst("sanitizer: ".count)) : nil
        }
        #expect(!sanitizers.isEmpty)
        // build.sh: coverage and none by name, any other through -sanitize=fuzzer,NAME.
        for sanitizer in sanitizers {
            #expect(["address", "undefined", "coverage"].contains(sanitizer), "\(sanitizer)")
        }
    }

    @Test func everyTargetTheBuildNamesHasItsSourceOptionsAndDictionary() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 6)
        let files = FileManager.default
        for target in targets {
            for path in [
                "Fuzz/Sources/\(target)/main.swift", "Fuzz/Config/\(target).options", "Fuzz/Config/\(target).dict",
            ] {
                #expect(files.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
            }
        }
        // And every fuzz target of the package is in the list (SeedCorpus is no fuzz target, and
        // FuzzPlantedBugs plants a bug on purpose: `Fuzz/run planted` runs it).
        let sources = try files.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Fuzz/Sources").path)
        #expect(Set(sources.filter { !["SeedCorpus", "FuzzPlantedBugs"].contains($0) }) == Set(targets))
    }

    /// An app that copies the template to its `Fuzz/` has what the build script reads.
    @Test func theAppTemplateHasWhatTheBuildScriptReads() throws {
        #expect(try Self.targets(of: "Fuzz/Template") == ["FuzzApp"])
        for path in ["Sources/FuzzApp/main.swift", "Config/FuzzApp.options", "Config/FuzzApp.dict"] {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Fuzz/Template/" + path).path))
        }
    }
}
