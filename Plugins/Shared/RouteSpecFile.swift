import Foundation

/// A route spec a target holds, and the enum it generates: `routes.json` gives `AppRoute`, and
/// `ShopRoute.routes.json` gives `ShopRoute`, so that one target can hold several specs.
///
/// Each plugin compiles this file (a plugin cannot depend on a library), through a link in its
/// folder to `Plugins/Shared`.
///
/// ```swift
/// RouteSpecFile(URL(filePath: "Sources/Shop/ShopRoute.routes.json"))?.typeName   // "ShopRoute"
/// RouteSpecFile(URL(filePath: "Sources/Shop/Package.json"))                       // nil
/// ```
struct RouteSpecFile {
    /// The name of a spec whose enum is `AppRoute`, as `launch-route generate` names it.
    static let defaultName = "routes.json"
    /// The ending of a spec named for its enum.
    static let suffix = ".routes.json"

    let url: URL
    /// The name of the enum, the table and the router the spec generates.
    let typeName: String

    /// The spec at `url`, or `nil` when the file is not named as one.
    init?(_ url: URL) {
        let name = url.lastPathComponent
        if name == Self.defaultName {
            typeName = "AppRoute"
        } else if name.hasSuffix(Self.suffix), name.count > Self.suffix.count {
            typeName = String(name.dropLast(Self.suffix.count))
        } else {
            return nil
        }
        self.url = url
    }

    /// Why the enum's name cannot be a Swift type name, or `nil` when it can.
    var nameProblem: String? {
        let isLetter = { (scalar: Unicode.Scalar) in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        let isIdentifier =
            typeName.unicodeScalars.first.map(isLetter) == true
            && typeName.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
        guard !isIdentifier else { return nil }
        return
            "\(url.lastPathComponent): the name before \"\(Self.suffix)\" is the enum's, and \"\(typeName)\" is not a Swift type name"
    }

    /// The specs among `files`, in path order; a plugin diagnostic for each whose name cannot be
    /// an enum's, or for two that would generate enums of one name.
    static func specs(among files: [URL]) throws -> [RouteSpecFile] {
        let specs = files.compactMap(RouteSpecFile.init).sorted { $0.url.path < $1.url.path }
        if let problem = specs.lazy.compactMap(\.nameProblem).first { throw PluginFailure(problem) }
        for (index, spec) in specs.enumerated() {
            if let other = specs[..<index].first(where: { $0.typeName == spec.typeName }) {
                throw PluginFailure(
                    "\(other.url.lastPathComponent) and \(spec.url.lastPathComponent) would both generate \(spec.typeName): name one \"Name\(suffix)\""
                )
            }
        }
        return specs
    }

    /// The spec's path from `directory`, as the tool's messages should name the file.
    func path(from directory: URL) -> String {
        Self.path(of: url, from: directory)
    }

    /// `url`'s path from `directory` when it is inside it, else its whole path.
    static func path(of url: URL, from directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(base + "/") else { return full }
        return String(full.dropFirst(base.count + 1))
    }
}

/// A plugin's own failure, with the message SwiftPM and Xcode show.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
