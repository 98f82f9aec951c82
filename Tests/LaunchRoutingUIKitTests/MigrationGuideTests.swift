import Foundation
import Testing

/// `docs/migrating-to-scenes.md` shows the example's own code: each Swift block is a region of a
/// file this package compiles and tests, copied verbatim, or is marked as code the guide removes.
/// Its checklist covers every point of the migration articles in `seeds/`.
///
/// Run with `UPDATE_GUIDE_SNIPPETS=1` to copy the regions into the guide after changing the code.
@Suite struct MigrationGuideTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let guidePath = "docs/migrating-to-scenes.md"

    /// One fenced Swift block: the marker on the line above it, and its code.
    struct Block {
        var marker: String
        /// Index of the opening fence.
        var fence: Int
        /// Index of the closing fence.
        var end: Int
        var code: String
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func blocks(in lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            if lines[index] == "```swift" {
                let marker = index > 0 ? lines[index - 1] : ""
                var end = index + 1
                while end < lines.count, lines[end] != "```" { end += 1 }
                blocks.append(
                    Block(
                        marker: marker, fence: index, end: end, code: lines[(index + 1)..<end].joined(separator: "\n")))
                index = end
            }
            index += 1
        }
        return blocks
    }

    /// `Examples/…/File.swift#name` from `<!-- snippet: Examples/…/File.swift#name -->`.
    static func snippetReference(_ marker: String) -> (path: String, name: String)? {
        guard marker.hasPrefix("<!-- snippet: "), marker.hasSuffix(" -->") else { return nil }
        let reference = marker.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
        let parts = reference.split(separator: "#", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// The lines between `// snippet.begin name` and the next `// snippet.end`, without their
    /// common indentation.
    static func region(named name: String, in source: String) -> String? {
        let lines = source.components(separatedBy: "\n")
        guard
            let begin = lines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces) == "// snippet.begin \(name)"
            }),
            let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// snippet.end" })
        else { return nil }
        let body = lines[(begin + 1)..<end]
        let indent =
            body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }.min()
            ?? 0
        return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }

    @Test func everySwiftBlockIsCompiledCodeOrMarkedAsRemoved() throws {
        let blocks = Self.blocks(in: try Self.read(Self.guidePath).components(separatedBy: "\n"))
        #expect(blocks.count > 20)
        for block in blocks {
            let isSnippet = Self.snippetReference(block.marker) != nil
            let isRemoved = block.marker.hasPrefix("<!-- not compiled: ") && block.marker.hasSuffix(" -->")
            #expect(
                isSnippet || isRemoved,
                "the Swift block at line \(block.fence + 1) has no snippet or not-compiled marker")
        }
    }

    @Test func everySnippetIsTheCodeItNames() throws {
        var lines = try Self.read(Self.guidePath).components(separatedBy: "\n")
        var updated = false
        for block in Self.blocks(in: lines).reversed() {
            guard let (path, name) = Self.snippetReference(block.marker) else { continue }
            let source = try Self.read(path)
            let region = try #require(Self.region(named: name, in: source), "no region \"\(name)\" in \(path)")
            guard region != block.code else { continue }
            if ProcessInfo.processInfo.environment["UPDATE_GUIDE_SNIPPETS"] == "1" {
                lines.replaceSubrange((block.fence + 1)..<block.end, with: region.components(separatedBy: "\n"))
                updated = true
            } else {
                Issue.record(
                    "the block at line \(block.fence + 1) is not \(path)#\(name); run with UPDATE_GUIDE_SNIPPETS=1")
            }
        }
        if updated {
            try lines.joined(separator: "\n").write(
                to: Self.root.appendingPathComponent(Self.guidePath), atomically: true, encoding: .utf8)
        }
    }

    /// GitHub's anchor for a heading.
    static func anchor(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    /// Every point of every migration article, by article and number.
    static let seedPoints: Set<String> = {
        let counts = ["000": 9, "001": 7, "002": 6, "003": 9, "004": 3]
        return Set(counts.flatMap { article, count in (1...count).map { "\(article).\($0)" } })
    }()

    @Test func theChecklistCoversEveryPointOfTheArticles() throws {
        let lines = try Self.read(Self.guidePath).components(separatedBy: "\n")
        let anchors = Set(
            lines.filter { $0.hasPrefix("#") }.map { Self.anchor(String($0.drop { $0 == "#" }.dropFirst())) })
        var covered: Set<String> = []
        for line in lines where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let id = cells.first, id.count == 5, id.dropFirst(3).first == ".", Int(id.prefix(3)) != nil else {
                continue
            }
            covered.insert(id)
            let links = line.components(separatedBy: "](#").dropFirst().map { $0.prefix { $0 != ")" } }
            #expect(!links.isEmpty, "point \(id) links no section")
            for link in links {
                #expect(anchors.contains(String(link)), "point \(id) links #\(link), which is no heading")
            }
        }
        #expect(covered == Self.seedPoints, "missing: \(Self.seedPoints.subtracting(covered).sorted())")
    }
}
