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
        #expect(types.sorted() == ShopRoutes.router.shortcutRules.map(\.type).sorted())
    }

    @Test func theAssociatedDomainsAreTheTables() {
        guard case .dictionary(let entitlements)? = app.entitlements else {
            Issue.record("no entitlements")
            return
        }
        let domains = Self.strings(entitlements["com.apple.developer.associated-domains"])
        #expect(domains.sorted() == ShopRoutes.table.domains.map { "applinks:" + $0 }.sorted())
    }

    @Test func theAppLinksTheAdaptersAndTheCore() {
        #expect(project.packages == [.local(path: "../../..")])
        #expect(app.dependencies == [.target(name: "ShopCore"), .package(product: "LaunchRoutingUIKit")])
        #expect(project.targets.map(\.name) == ["Shop", "ShopCore"])
    }
}
