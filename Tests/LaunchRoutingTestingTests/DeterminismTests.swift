@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// P9 for the harness itself: the same seed gives the same run, here and on every platform (the
/// goldens below are what every platform must generate), and a failure replays from its case.
@Suite struct DeterminismTests {
    @Test func theSameSeedGivesTheSameReport() {
        let properties = LaunchProperties(router: Fixtures.shop)
        let first = properties.check(seed: 7, iterations: 200)
        let second = properties.check(seed: 7, iterations: 200)
        #expect(first.fingerprint == second.fingerprint)
        #expect(first.results.map(\.inputs) == second.results.map(\.inputs))
        #expect(first.results.map(\.discarded) == second.results.map(\.discarded))
        #expect(first.coverage == second.coverage)
    }

    @Test func anotherSeedGivesAnotherRun() {
        let properties = LaunchProperties(router: Fixtures.shop)
        let fingerprints = Set(
            (UInt64(1)...5).map { properties.check(seed: $0, iterations: 100, only: [.determinism]).fingerprint })
        #expect(fingerprints.count == 5)
    }

    /// The first inputs of seed 1: if this changes, every replay line printed before is void.
    /// Update it only with a change to the generators, and say so in the change log.
    @Test func theFirstInputsOfASeedArePinned() {
        let inputs = LaunchInputGenerator(router: Fixtures.shop)
        let summaries = (0..<3).map { index in
            var choices = Choices(seed: PropertyRunner.iterationSeed(1, index))
            return inputs.any.generate(&choices).description
        }
        #expect(
            summaries == [
                #"spotlight "https://shop.example.com:/?u%5a%3a-%25=.%23%3A-""#,
                #"url "sHOp:///p%72oduct/0092%32%33372036854%3775807?u%2b%230%26=-%C3%A90&%75_%23-%26a=~-&r%65%66=%f0%9f%98%80%25%3F""#,
                #"link "https://shop.example.com/""#,
            ])
    }

    /// The digest of 200 inputs of seed 1 and their outcomes: the same on Linux, macOS and iOS.
    @Test func theRunFingerprintIsPinned() {
        let report = LaunchProperties(router: Fixtures.shop).check(seed: 1, iterations: 200, only: [.determinism])
        #expect(report.fingerprint == 0x23F4_6093_9DE1_7852)
    }

    @Test func aFailureReplaysFromItsCase() throws {
        let subject = LaunchSubject<RouteMatch>(
            router: { Broken.SkipsPercentDecoding(router: $0) }, inbox: { LaunchInbox(router: $0) })
        let properties = LaunchProperties(router: Fixtures.tiny, subject: subject)
        let found = try #require(properties.check(seed: 3, only: [.normalisation]).results.first)
        let failing = try #require(found.failingCase)
        #expect(found.replay == "LAUNCH_ROUTING_SEED=3 LAUNCH_ROUTING_REPLAY=\(failing) swift test")

        // Replayed first from a regressions file, it fails again with no search at all.
        let file = RegressionFile(path: Self.temporaryPath("replay"))
        defer { remove(file.path) }
        #expect(file.record(failing, comment: found.counterexample ?? ""))
        let replayed = try #require(
            properties.check(seed: 99, iterations: 0, only: [.normalisation], regressions: file).results.first)
        #expect(replayed.counterexample == found.counterexample)
        #expect(replayed.failure?.contains("found replaying \(failing)") == true)
    }

    @Test func aRegressionsFileKeepsEachCaseOnceWithItsCounterexample() throws {
        let file = RegressionFile(path: Self.temporaryPath("file"))
        defer { remove(file.path) }
        #expect(file.cases().isEmpty)
        let failing = PropertyCase(property: .exactlyOnce, choices: [0, 3, 1])
        #expect(file.record(failing, comment: "1. ready\n2. receive(url \"s:a\")"))
        #expect(!file.record(failing, comment: "again"))
        #expect(file.record(PropertyCase(property: .setOrder, choices: []), comment: ""))
        #expect(file.cases() == [failing, PropertyCase(property: .setOrder, choices: [])])
        let text = try #require(Self.contents(file.path))
        #expect(text.hasPrefix("# launch-routing regressions"))
        #expect(text.contains("P6:0.3.1  # 1. ready | 2. receive(url \"s:a\")\n"))
    }

    @Test func aFailureIsRecordedInTheRegressionsFile() throws {
        let file = RegressionFile(path: Self.temporaryPath("record"))
        defer { remove(file.path) }
        let subject = LaunchSubject<RouteMatch>(
            router: { $0 }, inbox: { Broken.IgnoresColdActivities(inbox: LaunchInbox(router: $0)) })
        let report = LaunchProperties(router: Fixtures.tiny, subject: subject).check(
            seed: 1, only: [.coldWarmParity], regressions: file)
        #expect(file.cases() == report.results.compactMap(\.failingCase))
        #expect(file.cases().count == 1)
    }

    /// SwiftPM 6.3.1 warns "Invalid Exclude" for an excluded file that does not exist, so a check
    /// that passes writes the file with its header, for the app to commit and exclude.
    @Test func aPassingCheckCreatesTheRegressionsFileWithItsHeader() throws {
        let file = RegressionFile(path: Self.temporaryPath("created"))
        defer { remove(file.path) }
        #expect(Self.contents(file.path) == nil)
        let report = LaunchProperties(router: Fixtures.tiny).check(
            seed: 1, iterations: 5, only: [.roundTrip], regressions: file)
        #expect(report.results.allSatisfy { $0.failure == nil })
        #expect(
            Self.contents(file.path)
                == "# launch-routing regressions: one case per line, replayed before any new input.\n"
                + "# A case is a property and the choices that generate its counterexample; the comment shows it.\n")
        #expect(file.cases().isEmpty)
        // An existing file is left as it is.
        #expect(file.record(PropertyCase(property: .setOrder, choices: [1]), comment: "x"))
        _ = LaunchProperties(router: Fixtures.tiny).check(seed: 1, iterations: 5, only: [.roundTrip], regressions: file)
        #expect(file.cases() == [PropertyCase(property: .setOrder, choices: [1])])
    }

    @Test func casesAreReadFromTextWithComments() {
        #expect(PropertyCase("P6:0.3.1") == PropertyCase(property: .exactlyOnce, choices: [0, 3, 1]))
        #expect(PropertyCase("P1:-") == PropertyCase(property: .coldWarmParity, choices: []))
        #expect(PropertyCase("P10:1") == nil)
        #expect(PropertyCase("P6") == nil)
        #expect(
            PropertyCase.cases(in: "# header\nP2:1.2  # a comment P3:4\nP5:0, P7:9\nnonsense") == [
                PropertyCase(property: .registrationOrder, choices: [1, 2]),
                PropertyCase(property: .normalisation, choices: [0]),
                PropertyCase(property: .anyBytes, choices: [9]),
            ])
    }

    /// Hidden, so that SwiftPM skips it in a test target's folder: no `exclude:`, no warning.
    @Test func aRegressionsFileBesideATestLivesInItsDirectory() {
        #expect(
            RegressionFile.beside("/app/Tests/AppTests/DeepLinkTests.swift").path
                == "/app/Tests/AppTests/.launch-routing-regressions")
        #expect(RegressionFile.beside("DeepLinkTests.swift", named: "cases.txt").path == "./cases.txt")
    }

    /// A file an app recorded as `LaunchRoutingRegressions.txt` is still the one replayed.
    @Test func aRegressionsFileOfTheVisibleNameIsStillTheFile() throws {
        let directory = String(Self.temporaryPath("beside").dropLast(4))
        #expect(mkdir(directory, 0o700) == 0)
        let test = directory + "/DeepLinkTests.swift"
        #expect(RegressionFile.beside(test).path == directory + "/.launch-routing-regressions")
        let visible = RegressionFile(path: directory + "/LaunchRoutingRegressions.txt")
        #expect(visible.record(PropertyCase(property: .setOrder, choices: [1]), comment: "x"))
        #expect(RegressionFile.beside(test) == visible)
        #expect(RegressionFile.beside(test).cases() == [PropertyCase(property: .setOrder, choices: [1])])
        #expect(RegressionFile.beside(test, named: "cases.txt").path == directory + "/cases.txt")
        unlink(visible.path)
        rmdir(directory)
    }

    static func temporaryPath(_ name: String) -> String {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        return directory + "/launch-routing-\(name)-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).txt"
    }

    static func contents(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while true {
            let byte = fgetc(file)
            if byte == EOF { break }
            bytes.append(UInt8(byte))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
