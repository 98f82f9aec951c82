import Foundation
import LaunchRouting
import ProjectDescription
import ShopCore
import Testing

@testable import ShopProject

/// The generator's source — the Tuist manifest, not a generated Info.plist — declares what the
/// route table relies on, and nothing it does not.
@Suite struct ProjectManifestTests {
    var app: Target {
        guard let target = project.targets.first(where: { $0.name == "Shop" }) else {
            preconditionFailure("no Shop target")
        }
        return target
    }

    var infoPlist: [String: Plist.Value] {
        guard case .extendingDefault(let values)? = app.infoPlist else { return [:] }
        return values
    }

    static func strings(_ value: Plist.Value?) -> [String] {
        guard case .array(let values)? = value else { return [] }
        return values.compactMap { if case .string(let string) = $0 { string } else { nil } }
    }

    static func dictionaries(_ value: Plist.Value?) -> [[String: Plist.Value]] {
        guard case .array(let values)? = value else { return [] }
        return values.compactMap { if case .dictionary(let entries) = $0 { entries } else { nil } }
    }

    @Test func theSceneManifestNamesTheSceneDelegate() {
        guard case .dictionary(let manifest)? = infoPlist["UIApplicationSceneManifest"],
            case .dictionary(let configurations)? = manifest["UISceneConfigurations"]
        else {
            Issue.record("no UIApplicationSceneManifest with UISceneConfigurations")
            return
        }
        #expect(manifest["UIApplicationSupportsMultipleScenes"] == false)
        let application = Self.dictionaries(configurations["UIWindowSceneSessionRoleApplication"])
        #expect(application.count == 1)
        // The name AppDelegate.application(_:configurationForConnecting:options:) asks for, and the
        // class it sets as the delegate class.
        #expect(application.first?["UISceneConfigurationName"] == "Default Configuration")
        #expect(application.first?["UISceneDelegateClassName"] == "$(PRODUCT_MODULE_NAME).SceneDelegate")
    }

    @Test func theURLSchemesAreTheTables() {
        let schemes = Self.dictionaries(infoPlist["CFBundleURLTypes"]).flatMap {
            Self.strings($0["CFBundleURLSchemes"])
        }
        #expect(schemes.sorted() == ShopRoutes.table.schemes.sorted())
    }

    @Test func theActivityTypesAreTheRoutersAndTheRestorationActivitys() {
        let declared = Self.strings(infoPlist["NSUserActivityTypes"])
        #expect(declared == (ShopRoutes.router.activityTypes + [ShopRoutes.browsingActivityType]).sorted())
    }

    @Test func theQuickActionsAreTheRoutersRules() {
        let types = Self.dictionaries(infoPlist["UIApplicationShortcutItems"]).flatMap { item in
            item["UIApplicationShortcutItemType"].map { Self.strings([$0]) } ?? []
        }
        #expect(types.sorted() == ShopRoutes.router.rules.shortcuts.map(\.type).sorted())
    }

    @Test func theAssociatedDomainsAreTheTables() {
        guard case .dictionary(let entitlements)? = app.entitlements else {
            Issue.record("no entitlements")
            return
        }
        let domains = Self.strings(entitlements["com.apple.developer.associated-domains"])
        #expect(domains.sorted() == ShopRoutes.table.domains.map { "applinks:" + $0 }.sorted())
    }

    /// `Examples/Shop/Fixtures` holds, as files, what Tuist generates from the manifest for these
    /// keys, for the tools that read an app's files (`launch-route init`, `lint --info-plist`).
    @Test func theFixtureFilesSayWhatTheManifestSays() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/Shop/Fixtures").standardized
        func read(_ name: String) throws -> [String: Any] {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            return try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
        }
        let plist = try read("Info.plist")
        let schemes = (plist["CFBundleURLTypes"] as? [[String: Any]] ?? []).flatMap {
            $0["CFBundleURLSchemes"] as? [String] ?? []
        }
        #expect(
            schemes
                == Self.dictionaries(infoPlist["CFBundleURLTypes"]).flatMap { Self.strings($0["CFBundleURLSchemes"]) })
        #expect(plist["NSUserActivityTypes"] as? [String] == Self.strings(infoPlist["NSUserActivityTypes"]))
        let shortcutTypes = (plist["UIApplicationShortcutItems"] as? [[String: Any]] ?? []).compactMap {
            $0["UIApplicationShortcutItemType"] as? String
        }
        #expect(shortcutTypes == ["com.example.shop.search", "com.example.shop.cart"] && schemes == ["shop"])
        #expect(
            shortcutTypes
                == Self.dictionaries(infoPlist["UIApplicationShortcutItems"]).flatMap {
                    Self.strings($0["UIApplicationShortcutItemType"].map { [$0] })
                })
        guard case .dictionary(let entitlements)? = app.entitlements else {
            Issue.record("no entitlements")
            return
        }
        #expect(
            try read("Shop.entitlements")["com.apple.developer.associated-domains"] as? [String]
                == Self.strings(entitlements["com.apple.developer.associated-domains"]))
    }

    @Test func theAppLinksTheAdaptersAndTheCore() {
        #expect(project.packages == [.local(path: "../../..")])
        #expect(app.dependencies == [.target(name: "ShopCore"), .package(product: "LaunchRoutingUIKit")])
        #expect(project.targets.map(\.name) == ["Shop", "ShopCore"])
    }
}
