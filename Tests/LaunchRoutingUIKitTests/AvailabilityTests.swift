import Foundation
import Testing

/// Apple's availability, checked on Linux: the stand-in records each declaration of Apple's API it
/// stands in for with its real introduction per platform (`@available`, which Swift on Linux reads
/// and ignores), and this test reads what the UIKit adapters and the example's app shells use,
/// and the `platforms:` floors of Package.swift. A use of a declaration newer than the floor, or
/// unavailable on a platform, must be behind `if #available`, `guard #available` or an
/// `@available` on the declaration around it.
///
/// The check reads the sources, not the compiler's types: a name is taken to be Apple's wherever
/// it appears, and a name several declarations share (`role`, `userActivity`) at the oldest of
/// them. The newer APIs the adapters can reach (`UISceneSessionActivationRequest`,
/// `activateSceneSession`, `keyWindow`, `UIHostingSceneDelegate`, `rootScene`) have names of their
/// own, so a use of one without a guard is found.
@Suite struct AvailabilityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The platforms the adapters build for (`canImport(UIKit) && !os(tvOS) && !os(watchOS)`).
    static let platforms = ["iOS", "macCatalyst", "visionOS"]

    /// SwiftPM's floors when a manifest of tools version 6.0 declares none.
    static let defaultFloors: [String: Version] = [
        "iOS": Version("12.0"), "macCatalyst": Version("13.0"), "visionOS": Version("1.0"),
    ]

    struct Version: Comparable, CustomStringConvertible {
        var parts: [Int]
        init(_ text: String) { parts = text.split(separator: ".").compactMap { Int($0) } }
        static func < (lhs: Self, rhs: Self) -> Bool {
            for index in 0..<max(lhs.parts.count, rhs.parts.count) {
                let (left, right) = (
                    index < lhs.parts.count ? lhs.parts[index] : 0, index < rhs.parts.count ? rhs.parts[index] : 0
                )
                if left != right { return left < right }
            }
            return false
        }
        static func == (lhs: Self, rhs: Self) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
        var description: String { parts.map(String.init).joined(separator: ".") }
    }

    /// Per platform: the version a declaration or a guard needs, or `nil` when it is unavailable.
    typealias Availability = [String: Version?]

    /// The availability an `@available(...)` or `#available(...)` text states; deprecations are not requirements.
    static func availability(in text: String) -> Availability {
        guard let open = text.range(of: "available("), let close = text[open.upperBound...].firstIndex(of: ")") else {
            return [:]
        }
        let items = text[open.upperBound..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var result: Availability = [:]
        if items.count == 2, items[1] == "unavailable" {
            result[items[0]] = .some(nil)
            return result
        }
        for item in items {
            let words = item.split(separator: " ")
            if words.count == 2, let first = words.last?.first, first.isNumber {
                result[String(words[0])] = Version(String(words[1]))
            }
        }
        return result
    }

    /// Apple's declarations in the stand-in, by name, with the availability of each.
    static func declarations() throws -> [String: [Availability]] {
        let folder = root.appendingPathComponent("Tests/UIKitStandIn/StandIn")
        var result: [String: [Availability]] = [:]
        let kinds = [
            "class", "struct", "enum", "protocol", "func", "var", "let", "case", "typealias", "associatedtype",
        ]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".swift") {
            var pending: Availability? = nil
            for line in try Self.sourceLines(folder.appendingPathComponent(file)) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("@available(") {
                    pending = (pending ?? [:]).merging(availability(in: trimmed)) { $1 }
                    continue
                }
                if trimmed.hasPrefix("//") || trimmed.hasPrefix("@") || trimmed.isEmpty { continue }
                guard let stated = pending else { continue }
                pending = nil
                let words = trimmed.split(whereSeparator: {
                    $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{"
                }).map(String.init)
                // The keyword just before the name: `class func f` declares `f`, not `func`.
                guard
                    let kind = words.indices.first(where: {
                        kinds.contains(words[$0]) && $0 + 1 < words.count && !kinds.contains(words[$0 + 1])
                    })
                else { continue }
                result[words[kind + 1], default: []].append(stated)
            }
        }
        return result
    }

    /// The floors of Package.swift's `platforms:`, or SwiftPM's defaults where it names none.
    static func floors(in manifest: String) -> [String: Version] {
        var floors = defaultFloors
        for platform in platforms {
            guard let range = manifest.range(of: ".\(platform)(") else { continue }
            let argument = manifest[range.upperBound...].prefix { $0 != ")" }
            let digits = argument.replacingOccurrences(of: ".v", with: "").replacingOccurrences(of: "\"", with: "")
                .replacingOccurrences(of: "_", with: ".")
            floors[platform] = Version(digits)
        }
        return floors
    }

    /// Names too common to say which declaration a use means, and which every floor covers.
    /// `userActivity` is the library's own name too (`LaunchOptions.Legacy.userActivity`, parameter
    /// labels), besides the activation request's property (iOS 17).
    static let ignored: Set<String> = [
        "init", "body", "buildBlock", "buildExpression", "delegate", "shared", "type", "url", "title", "name", "date",
        "identifier", "content",
        "options", "userActivity",
    ]

    /// The lines of a Swift file, each `@available(...)` attribute that the formatter wrapped over
    /// several lines joined onto its first, and the lines it took left empty so that line numbers
    /// stay the file's.
    static func sourceLines(_ file: URL) throws -> [String] {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            var depth = 0
            func balance(_ line: String) {
                for character in line where character == "(" || character == ")" { depth += character == "(" ? 1 : -1 }
            }
            guard lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("@available(") else {
                index += 1
                continue
            }
            balance(lines[index])
            var next = index + 1
            while depth > 0, next < lines.count {
                balance(lines[next])
                lines[index] +=
                    (lines[index].hasSuffix("(") ? "" : " ") + lines[next].trimmingCharacters(in: .whitespaces)
                lines[next] = ""
                next += 1
            }
            index = next
        }
        return lines
    }

    /// Each use of an Apple declaration that the floors and the guards around it do not cover.
    static func violations(floors: [String: Version]) throws -> [String] {
        let declarations = try declarations()
        let folders = ["Sources/LaunchRoutingUIKit", "Examples/Shop/App/UIKit", "Examples/Shop/App/SwiftUI"]
        var violations: [String] = []
        for folder in folders {
            let directory = root.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where file.hasSuffix(".swift") {
                let lines = try sourceLines(directory.appendingPathComponent(file))
                violations += check(lines, path: "\(folder)/\(file)", declarations: declarations, floors: floors)
            }
        }
        return violations
    }

    static func check(
        _ lines: [String], path: String, declarations: [String: [Availability]], floors: [String: Version]
    ) -> [String] {
        var violations: [String] = []
        var depth = 0
        // Guards in force, each until the scope it opened (or, for `guard`, the one it is in) closes.
        var guards: [(depth: Int, availability: Availability)] = []
        var pending: Availability? = nil
        for (number, line) in lines.enumerated() {
            let code = line.components(separatedBy: "//").first ?? ""
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@available(") {
                pending = (pending ?? [:]).merging(availability(in: trimmed)) { $1 }
            } else if trimmed.hasPrefix("guard #available(") {
                guards.append((depth, availability(in: trimmed)))
            } else if trimmed.contains("#available(") {
                pending = (pending ?? [:]).merging(availability(in: trimmed)) { $1 }
            }
            // Uses on this line, under the guards in force (and one this line opens).
            var inForce = guards.map(\.availability)
            if let pending, code.contains("{") { inForce.append(pending) }
            if !trimmed.hasPrefix("@available(") && !trimmed.hasPrefix("import ") {
                violations += uses(in: code, declarations: declarations).flatMap { name, needed in
                    platforms.compactMap { platform -> String? in
                        let guarded = inForce.compactMap { $0[platform] }
                        if guarded.contains(where: { $0 == nil }) { return nil }  // unavailable here too
                        guard let required = needed[platform] else { return nil }
                        guard let version = required else {
                            return "\(path):\(number + 1): \(name) is unavailable on \(platform)"
                        }
                        let floor = ([floors[platform]] + guarded).compactMap { $0 }.max() ?? Version("0")
                        return version > floor
                            ? "\(path):\(number + 1): \(name) needs \(platform) \(version); the floor there is \(floor)"
                            : nil
                    }
                }
            }
            for character in code {
                if character == "{" {
                    depth += 1
                    if let stated = pending {
                        guards.append((depth, stated))
                        pending = nil
                    }
                } else if character == "}" {
                    guards.removeAll { $0.depth >= depth }
                    depth -= 1
                }
            }
            if pending != nil, !trimmed.hasPrefix("@"), !trimmed.isEmpty, !code.contains("{"),
                !trimmed.contains("#available(")
            {
                pending = nil
            }
        }
        return violations
    }

    /// The Apple declarations `code` names, each with the oldest availability among its namesakes.
    static func uses(in code: String, declarations: [String: [Availability]]) -> [(String, Availability)] {
        var withoutStrings = ""
        var inString = false
        for character in code {
            if character == "\"" { inString.toggle() } else if !inString { withoutStrings.append(character) }
        }
        var names: [String] = []
        var current = ""
        for character in withoutStrings + " " {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, first.isLetter || first == "_" { names.append(current) }
                current = ""
            }
        }
        var seen: Set<String> = []
        return names.compactMap { name in
            guard !ignored.contains(name), seen.insert(name).inserted, let found = declarations[name] else {
                return nil
            }
            var needed: Availability = [:]
            for platform in platforms {
                let stated = found.compactMap { $0[platform] }
                // A name several declarations share is taken at the oldest: `role` is UISceneSession's
                // (iOS 13) as well as the activation request's (iOS 17), whose own type name the
                // check does see.
                if let oldest = stated.compactMap({ $0 }).min() {
                    needed[platform] = oldest
                } else if !stated.isEmpty {
                    needed[platform] = .some(nil)
                }
            }
            return (name, needed)
        }
    }

    static var manifest: String {
        (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    }

    @Test func theStandInRecordsApplesAvailability() throws {
        let declarations = try Self.declarations()
        #expect(declarations.count > 100, "\(declarations.count)")
        #expect(declarations["UIHostingSceneDelegate"]?.first?["tvOS"] == Version("27.0"))
        #expect(declarations["UIHostingSceneDelegate"]?.first?["macCatalyst"] == .some(nil))
        #expect(declarations["keyWindow"]?.first?["iOS"] == Version("15.0"))
        #expect(declarations["activateSceneSession"]?.first?["iOS"] == Version("17.0"))
    }

    @Test func theAdaptersAndTheExampleUseNothingNewerThanTheFloors() throws {
        let floors = Self.floors(in: Self.manifest)
        let violations = try Self.violations(floors: floors)
        #expect(violations.isEmpty, "floors \(floors):\n\(violations.joined(separator: "\n"))")
    }

    /// Without `platforms:`, SwiftPM's floors (iOS 12) are below what the adapters need: UIScene is iOS 13.
    @Test func withoutPlatformsTheCheckFails() throws {
        #expect(Self.floors(in: "") == Self.defaultFloors)
        let violations = try Self.violations(floors: Self.defaultFloors)
        #expect(
            violations.contains { $0.contains("UIScene needs iOS 13.0; the floor there is 12.0") },
            "\(violations.prefix(5))")
    }

    /// The names whose every stand-in declaration is deprecated on iOS (the launch-option keys
    /// that only those keys have, `application(_:open:options:)`'s labels aside).
    static func deprecatedNames() throws -> Set<String> {
        let folder = root.appendingPathComponent("Tests/UIKitStandIn/StandIn")
        var deprecated: [String: Bool] = [:]
        let kinds = [
            "class", "struct", "enum", "protocol", "func", "var", "let", "case", "typealias", "associatedtype",
        ]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".swift") {
            var isDeprecated: Bool? = nil
            for line in try Self.sourceLines(folder.appendingPathComponent(file)) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("@available(") {
                    isDeprecated = (isDeprecated ?? false) || trimmed.hasPrefix("@available(iOS, deprecated:")
                    continue
                }
                if trimmed.hasPrefix("//") || trimmed.hasPrefix("@") || trimmed.isEmpty { continue }
                guard let flag = isDeprecated else { continue }
                isDeprecated = nil
                let words = trimmed.split(whereSeparator: {
                    $0 == " " || $0 == "(" || $0 == ":" || $0 == "<" || $0 == "{"
                }).map(String.init)
                guard
                    let kind = words.indices.first(where: {
                        kinds.contains(words[$0]) && $0 + 1 < words.count && !kinds.contains(words[$0 + 1])
                    })
                else { continue }
                deprecated[words[kind + 1]] = (deprecated[words[kind + 1]] ?? true) && flag
            }
        }
        return Set(deprecated.filter(\.value).keys)
    }

    /// The adapters use an API the iOS 26 SDK deprecates only inside a declaration deprecated
    /// itself (the legacy bridge), so that the SDK warns the app that calls it, when its floor is
    /// iOS 26, and never warns about the package.
    @Test func theAdaptersUseDeprecatedAPIOnlyInDeprecatedDeclarations() throws {
        let deprecated = try Self.deprecatedNames()
        #expect(
            deprecated.isSuperset(of: ["userActivityDictionary", "userActivityType", "remoteNotification"]),
            "\(deprecated.sorted())")
        let directory = Self.root.appendingPathComponent("Sources/LaunchRoutingUIKit")
        var uses: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        where file.hasSuffix(".swift") {
            var depth = 0
            var deprecatedScopes: [Int] = []
            var pending = false
            for (number, line) in try Self.sourceLines(directory.appendingPathComponent(file)).enumerated() {
                let code = line.components(separatedBy: "//").first ?? ""
                if code.trimmingCharacters(in: .whitespaces).hasPrefix("@available(iOS, deprecated:") { pending = true }
                if deprecatedScopes.isEmpty, !(pending && code.contains("{")) {
                    for name in deprecated where code.contains("." + name) || code.contains(name + ":") {
                        uses.append("Sources/LaunchRoutingUIKit/\(file):\(number + 1): \(name)")
                    }
                }
                for character in code {
                    if character == "{" {
                        depth += 1
                        if pending {
                            deprecatedScopes.append(depth)
                            pending = false
                        }
                    } else if character == "}" {
                        deprecatedScopes.removeAll { $0 >= depth }
                        depth -= 1
                    }
                }
            }
        }
        #expect(uses.isEmpty, "\(uses.joined(separator: "\n"))")
    }

    @Test func aGuardCoversAUse() {
        let declarations: [String: [Availability]] = [
            "keyWindow": [["iOS": Version("15.0"), "macCatalyst": Version("15.0"), "visionOS": Version("1.0")]]
        ]
        let floors = ["iOS": Version("14.0"), "macCatalyst": Version("14.0"), "visionOS": Version("1.0")]
        let bare = ["let window = scene.keyWindow"]
        #expect(
            Self.check(bare, path: "A.swift", declarations: declarations, floors: floors) == [
                "A.swift:1: keyWindow needs iOS 15.0; the floor there is 14.0",
                "A.swift:1: keyWindow needs macCatalyst 15.0; the floor there is 14.0",
            ])
        let guarded = [
            "if #available(iOS 15.0, macCatalyst 15.0, *) {", "    let window = scene.keyWindow", "}",
            "let other = scene.keyWindow",
        ]
        #expect(Self.check(guarded, path: "A.swift", declarations: declarations, floors: floors).count == 2)
        let attributed = ["@available(iOS 15.0, macCatalyst 15.0, *)", "func f() {", "    _ = scene.keyWindow", "}"]
        #expect(Self.check(attributed, path: "A.swift", declarations: declarations, floors: floors).isEmpty)
        let early = ["guard #available(iOS 15.0, macCatalyst 15.0, *) else { return }", "_ = scene.keyWindow"]
        #expect(Self.check(early, path: "A.swift", declarations: declarations, floors: floors).isEmpty)
    }
}
