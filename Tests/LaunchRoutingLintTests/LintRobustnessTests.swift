@_spi(Fuzzing) import LaunchRouting
import LaunchRoutingTestFixtures
@_spi(Fuzzing) import LaunchRoutingTesting
import Testing

@_spi(Fuzzing) @testable import LaunchRoutingLint

/// Broken files get an error, never a trap: realistic AASA files and Info.plists with bytes
/// deleted, inserted and changed at random, and whatever still reads is matched and checked
/// (docs/lint.md). Each failure names its seed.
@Suite struct LintRobustnessTests {
    static let bytes: [UInt8] =
        Array(#"{}[]:,"\/$()*?#<>&;! -_.0123456789aeknrstxyzAZ"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xFF]

    static func mutate(_ text: String, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var result = Array(text.utf8)
        for _ in 0..<(1 + Int(random.next(below: 4))) {
            guard !result.isEmpty else { break }
            let position = Int(random.next(below: UInt64(result.count)))
            let byte = bytes[Int(random.next(below: UInt64(bytes.count)))]
            switch random.next(below: 3) {
            case 0: result.remove(at: position)
            case 1: result.insert(byte, at: position)
            default: result[position] = byte
            }
        }
        return result
    }

    static let urls = [
        "https://shop.example.com/", "https://shop.example.com/product/42?ref=a#top",
        "https://shop.example.com/help/a/b",
        "https://shop.example.com/%E5%93%88/x?q=1&q=2", "https://shop.example.com/buy/?articleNumber",
    ]

    static let check = AASACrossCheck(table: try! AASACrossCheckTests.table())

    @Test(arguments: Array(UInt64(1)...150))
    func mutatedAASAFiles(seed: UInt64) throws {
        for source in [
            AASACrossCheckTests.realistic, AASACrossCheckTests.legacy, AASAMatcherTests.variables,
            AASAMatcherTests.defaults,
        ] {
            let mutated = Self.mutate(source, seed: seed)
            guard let file = try? AASAFile(parsing: String(decoding: mutated, as: UTF8.self)) else { continue }
            for url in Self.urls { _ = file.decision(for: url) }
            _ = Self.check.findings(
                aasa: file, appID: "ABCDE12345.com.example.shop", domains: nil, bundleIdentifier: nil)
        }
    }

    @Test(arguments: Array(UInt64(1)...150))
    func mutatedInfoPlists(seed: UInt64) throws {
        let table = try InfoPlistCrossCheckTests.table()
        for source in [InfoPlistFixtures.complete, InfoPlistFixtures.broken] {
            let mutated = Self.mutate(source, seed: seed)
            guard case .dictionary(let root)? = try? XMLPropertyList.parse(bytes: mutated) else { continue }
            _ = TableLint.findings(
                table: table, infoPlist: InfoPlist(root: root),
                activities: InfoPlistCrossCheckTests.activities, shortcuts: InfoPlistCrossCheckTests.shortcuts)
        }
    }

    /// Random bytes, not merely mutated files.
    @Test(arguments: Array(UInt64(1)...50))
    func randomBytes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = Int(random.next(below: 200))
        let noise = (0..<count).map { _ in Self.bytes[Int(random.next(below: UInt64(Self.bytes.count)))] }
        _ = try? AASAFile(json: JSONValue(parsing: noise))
        _ = try? XMLPropertyList.parse(bytes: noise)
        _ = try? XMLPropertyList.parse(bytes: Array("<plist>".utf8) + noise)
    }
}
