import Foundation

/// The specs a command plugin works on: those of the targets named with `--target`, or of every
/// target, found as the build plugin finds them (``RouteSpecFile``).
///
/// ```swift
/// let selection = try SpecSelection(targets: [("ShopCore", files)], named: [])
/// selection.specs.map(\.typeName)   // ["AppRoute"]
/// ```
struct SpecSelection {
    /// A target's name and the files it holds.
    typealias Target = (name: String, files: [URL])

    /// The specs, in path order.
    let specs: [RouteSpecFile]
    /// What the selection was made from, as messages name it.
    let scope: String

    init(targets: [Target], named names: [String]) throws {
        let known = targets.map(\.name).sorted()
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw PluginFailure(
                "no target \"\(unknown)\"; the targets are \(known.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        let chosen = names.isEmpty ? targets : targets.filter { names.contains($0.name) }
        specs = try chosen.flatMap { target in try RouteSpecFile.specs(among: target.files) }
            .sorted { $0.url.path < $1.url.path }
        scope = names.isEmpty ? "the package's targets" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The one spec, or a failure that says how to choose.
    func only(in directory: URL) throws -> RouteSpecFile {
        guard let first = specs.first else {
            throw PluginFailure(
                "found no \(RouteSpecFile.defaultName) or *\(RouteSpecFile.suffix) in \(scope); name a spec with --table"
            )
        }
        guard specs.count == 1 else {
            let paths = specs.map { $0.path(from: directory) }.joined(separator: ", ")
            throw PluginFailure("found \(specs.count) specs (\(paths)); choose one with --target or --table")
        }
        return first
    }
}
