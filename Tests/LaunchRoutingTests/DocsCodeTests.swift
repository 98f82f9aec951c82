import Foundation
import Testing

/// Every Swift block of README.md and docs/ is code this package compiles (docs/migrating-to-scenes.md
/// has its own test, `MigrationGuideTests`, for the example app's code). A block is preceded by
/// `<!-- snippet: PATH#NAME -->`, and is then the region between `// snippet.begin NAME` and
/// `// snippet.end` in PATH, word for word, but for the `import` lines it starts with, which PATH
/// must have; or by `<!-- not compiled: REASON -->`.
///
/// Run with `UPDATE_DOC_SNIPPETS=1` to copy the regions into the documents after changing the code.
@Suite struct DocsCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var documents: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"]
            + docs.filter { $0.hasSuffix(".md") && $0 != "migrating-to-scenes.md" }.sorted().map { "docs/" + $0 }
    }

    struct Block {
        var marker: String
        var fence: Int
        var end: Int
        var lines: [String]
    }

    static func blocks(in lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            if lines[index] == "```swift" {
                var end = index + 1
                while end < lines.count, lines[end] != "```" { end += 1 }
                blocks.append(
                    Block(
                        marker: index > 0 ? lines[index - 1] : "", fence: index, end: end,
                        lines: Array(lines[(index + 1)..<end])))
                index = end
            }
            index += 1
        }
        return blocks
    }

    /// `(path, name)` from `<!-- snippet: path#name -->`.
    static func reference(_ marker: String) -> (path: String, name: String)? {
        guard marker.hasPrefix("<!-- snippet: "), marker.hasSuffix(" -->") else { return nil }
        let parts = marker.dropFirst("<!-- snippet: ".count).dropLast(" -->".count).split(separator: "#", maxSplits: 1)
        return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }

    /// The region `name` of `source`, without its common indentation.
    static func region(named name: String, in source: String) -> [String]? {
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
        return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }

    /// A block's leading `import` lines (`@_spi(…) import` among them) and the blank line after
    /// them, and the rest.
    static func splitImports(_ lines: [String]) -> (imports: [String], code: [String]) {
        let imports = lines.prefix { $0.hasPrefix("import ") || ($0.hasPrefix("@") && $0.contains(" import ")) }
        var code = lines.dropFirst(imports.count)
        if !imports.isEmpty, code.first == "" { code = code.dropFirst() }
        return (Array(imports), Array(code))
    }

    @Test(arguments: documents)
    func everySwiftBlockIsCompiledCode(_ document: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        var updated = false
        for block in Self.blocks(in: lines).reversed() {
            if block.marker.hasPrefix("<!-- not compiled: "), block.marker.hasSuffix(" -->") { continue }
            guard let (path, name) = Self.reference(block.marker) else {
                Issue.record(
                    "\(document): the Swift block at line \(block.fence + 1) has no snippet or not-compiled marker")
                continue
            }
            let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let region = try #require(
                Self.region(named: name, in: source), "\(document): no region \"\(name)\" in \(path)")
            let (imports, code) = Self.splitImports(block.lines)
            for line in imports {
                #expect(
                    source.components(separatedBy: "\n").contains(line),
                    "\(document), line \(block.fence + 1): \(path) has no \"\(line)\"")
            }
            guard code != region else { continue }
            if ProcessInfo.processInfo.environment["UPDATE_DOC_SNIPPETS"] == "1" {
                lines.replaceSubrange(
                    (block.fence + 1)..<block.end, with: imports + (imports.isEmpty ? [] : [""]) + region)
                updated = true
            } else {
                Issue.record(
                    "\(document): the block at line \(block.fence + 1) is not \(path)#\(name); run with UPDATE_DOC_SNIPPETS=1"
                )
            }
        }
        if updated {
            try lines.joined(separator: "\n").write(
                to: Self.root.appendingPathComponent(document), atomically: true, encoding: .utf8)
        }
    }
}
