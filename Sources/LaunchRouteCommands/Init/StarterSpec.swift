@_spi(Fuzzing) import LaunchRouting
@_spi(Fuzzing) import LaunchRoutingLint

/// What `launch-route init` reads from an app's Info.plist and entitlements: the schemes and
/// domains of a first spec, and the decisions no file can make for the team (how each activity
/// type and quick action routes), listed rather than guessed.
struct StarterSpec {
    /// The spec: the schemes, the domains, and a `home` route on `/` to start the table with.
    var spec: RouteSpec
    /// Each input the Info.plist declares that the spec routes nowhere yet, as a decision.
    var decisions: [Decision]

    /// A declared input with no rule yet, or a value the spec cannot take, and what to write.
    struct Decision: Hashable {
        /// What to decide: `decide how the quick action "com.example.shop.search" routes`.
        var title: String
        /// How to decide it.
        var how: String

        /// How a declared input routes: `input` as a message names it.
        static func route(_ input: String, how: String) -> Decision {
            Decision(title: "decide how \(input) routes", how: how)
        }
    }

    init(infoPlist: InfoPlist, entitlements: InfoPlist?) {
        let schemes = Self.strings(infoPlist.root["CFBundleURLTypes"], each: "CFBundleURLSchemes")
            .filter { $0 != "http" && $0 != "https" }
        let domains = Self.strings(entitlements?.root["com.apple.developer.associated-domains"]).compactMap {
            entry -> String? in
            guard entry.hasPrefix("applinks:") else { return nil }
            // `applinks:host?mode=developer`: the mode is for the device, not the host.
            return String(entry.dropFirst("applinks:".count).prefix { $0 != "?" })
        }
        // What a table would refuse (a build setting such as $(APP_SCHEME), a typo) is a decision too.
        var refused: [Decision] = []
        func accepted(
            _ values: [String], as kind: String, in field: String, table: ([String]) throws(RouteTableError) -> Void
        )
            -> [String]
        {
            values.filter { value in
                do throws(RouteTableError) {
                    try table([value])
                    return true
                } catch {
                    refused.append(
                        Decision(
                            title: "decide what the \(kind) \"\(value)\" stands for",
                            how: "\(error.reason); write the \(kind.split(separator: " ").last ?? "") in \"\(field)\""))
                    return false
                }
            }.map { $0.lowercased() }
        }
        let tableSchemes = accepted(schemes, as: "URL scheme", in: "schemes") { (schemes) throws(RouteTableError) in
            _ = try RouteTable<RouteMatch>(schemes: schemes, routes: [])
        }
        let tableDomains = accepted(domains, as: "applinks: domain", in: "domains") {
            (domains) throws(RouteTableError) in
            _ = try RouteTable<RouteMatch>(domains: domains, routes: [])
        }
        var home = RouteDeclaration(name: "home", paths: ["/"])
        home.examples =
            tableSchemes.prefix(1).map { "\($0)://" }
            + tableDomains.filter { !$0.hasPrefix("*.") }.prefix(1).map { "https://\($0)/" }
        spec = RouteSpec(schemes: Self.unique(tableSchemes), domains: Self.unique(tableDomains), routes: [home])
        decisions = refused
        // The browsing-web type is the table's (its domains), not a rule's.
        let activityTypes = Self.strings(infoPlist.root["NSUserActivityTypes"]).filter {
            $0 != LaunchInput.UserActivity.browsingWebType
        }
        for type in Self.unique(activityTypes) {
            if type == LaunchInput.UserActivity.searchableItemType {
                decisions.append(
                    .route(
                        "Spotlight (\"\(type)\")",
                        how:
                            "write \"spotlight\": \"url\" if each item's identifier is a deep link, or an activity rule for the type"
                    ))
            } else {
                decisions.append(
                    .route(
                        "the activity type \"\(type)\"",
                        how:
                            "give it a rule in \"activities\" ({\"type\": \"\(type)\", \"route\": ..., \"params\": {...}}), unless it is the scene's state-restoration activity, which never routes"
                    ))
            }
        }
        for type in Self.unique(
            Self.strings(infoPlist.root["UIApplicationShortcutItems"], each: "UIApplicationShortcutItemType"))
        {
            decisions.append(
                .route(
                    "the quick action \"\(type)\"",
                    how: "give it a rule in \"shortcuts\" ({\"type\": \"\(type)\", \"route\": ..., \"params\": {...}})")
            )
        }
        if tableSchemes.isEmpty && tableDomains.isEmpty {
            decisions.append(
                Decision(
                    title: "decide which URLs reach the app",
                    how:
                        "the Info.plist declares no URL scheme and the entitlements no applinks: domain, so no URL reaches the app; add them, then their schemes and domains here"
                ))
        }
    }

    /// The strings of an array, or of the key `each` of each dictionary in it.
    private static func strings(_ value: LaunchInput.PropertyListValue?, each key: String? = nil) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.flatMap { item -> [String] in
            guard let key else { return item.stringValue.map { [$0] } ?? [] }
            guard case .dictionary(let entries) = item else { return [] }
            if case .array(let values)? = entries[key] { return values.compactMap(\.stringValue) }
            return entries[key]?.stringValue.map { [$0] } ?? []
        }
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
