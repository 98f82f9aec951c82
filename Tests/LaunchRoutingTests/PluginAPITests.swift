import Foundation
import Testing

/// The plugins' API, as an app meets it: the product names it lists, the verbs it runs, the write
/// permission, the files the build plugin reads and the configuration's keys. `API/Plugins.txt`
/// records it, as `API/` records each library module's; a change to it is a change to that file.
@Suite struct PluginAPITests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first capture of `pattern` in `text`, or `"?"`.
    static func first(_ pattern: String, in text: String) -> String {
        guard let match = try? Regex(pattern).firstMatch(in: text), match.count > 1,
            let capture = match[1].substring
        else { return "?" }
        return String(capture)
    }

    /// The API as the sources declare it, in the form of `API/Plugins.txt`.
    static func declared() throws -> String {
        let manifest = try read("Package.swift")
        var lines: [String] = []
        for product in manifest.matches(of: /\.plugin\(name: "(\w+)", targets:/).map({ String($0.1) }) {
            guard
                let start = manifest.range(of: ".plugin(\n            name: \"\(product)\"")
                    ?? manifest.range(of: ".plugin(name: \"\(product)\", capability:")
            else {
                lines.append("plugin \(product): no target")
                continue
            }
            let rest = manifest[start.lowerBound...]
            let block = String(rest[..<(rest.range(of: "dependencies:")?.lowerBound ?? rest.endIndex)])
            if block.contains(".buildTool()") {
                lines.append("plugin \(product): buildTool")
            } else {
                let verb = first(#"verb: "([\w-]+)""#, in: block)
                let write = block.contains(".writeToPackageDirectory") ? ", writeToPackageDirectory" : ""
                lines.append("plugin \(product): command verb \(verb)\(write)")
            }
        }
        let specFile = try read("Plugins/Shared/RouteSpecFile.swift")
        let name = first(#"static let defaultName = "([^"]+)""#, in: specFile)
        let suffix = first(#"static let suffix = "([^"]+)""#, in: specFile)
        let defaultType = first(#"typeName = "(\w+)""#, in: specFile)
        lines.append("spec file: \(name) gives \(defaultType); Name\(suffix) gives Name")
        let plugin = try read("Plugins/LaunchRoutePlugin/LaunchRoutePlugin.swift")
        let configuration = try read("Sources/LaunchRouteCommands/Generate/PluginConfiguration.swift")
        let keys = configuration.matches(of: /guard key == "(\w+)"/).map { String($0.1) }
        lines.append(
            "configuration file: \(first(#"configurationName = "([^"]+)""#, in: plugin)), keys: \(keys.joined(separator: ", "))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theRecordedAPIIsTheDeclaredOne() throws {
        let recorded = try Self.read("API/Plugins.txt")
        let declared = try Self.declared()
        #expect(recorded == declared, "API/Plugins.txt differs from the sources; they declare:\n\(declared)")
    }
}
