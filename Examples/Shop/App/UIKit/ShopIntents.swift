#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && canImport(AppIntents) && !os(tvOS) && !os(watchOS))
#if LAUNCH_ROUTING_UIKIT_STANDIN
import LaunchRoutingUIKitStandIn  // Linux: the stand-in of App Intents, and the adapters
#else
import AppIntents
import LaunchRoutingUIKit
#endif
import LaunchRouting

// snippet.begin shop-intents
/// An order, as Siri, Spotlight and Shortcuts see it: its number is its identifier.
struct OrderEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order"
    static let defaultQuery = OrderQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { "Order \(id)" }
}

/// How the system finds orders by identifier; the app's store would look them up.
struct OrderQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [OrderEntity] {
        identifiers.map { OrderEntity(id: $0) }
    }
}

/// "Open order": opens the app on an order. Its scene routes it, cold or warm, through the
/// `"OpenOrderIntent"` rule: the order's identifier is the route's `id`.
@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
struct OpenOrderIntent: OpenIntent, UISceneAppIntent, RoutableIntent {
    static let title: LocalizedStringResource = "Open Order"
    @Parameter(title: "Order") var target: OrderEntity

    var launchParameters: [String: LaunchInput.PropertyListValue] { ["target": .string(target.id)] }

    /// The scene shows the order; the intent has nothing else to do.
    func perform() async throws -> some IntentResult { .result() }
}

/// A search, offered as an App Shortcut; routed by the `"SearchIntent"` rule.
@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
struct SearchIntent: UISceneAppIntent, RoutableIntent {
    static let title: LocalizedStringResource = "Search the Shop"
    @Parameter(title: "Search for") var criteria: String

    var launchParameters: [String: LaunchInput.PropertyListValue] { ["criteria": .string(criteria)] }

    func perform() async throws -> some IntentResult { .result() }
}

/// The App Shortcut people find in Spotlight and Shortcuts, and can put on the Action button.
@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
struct ShopShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: SearchIntent(), phrases: ["Search \(.applicationName)"], shortTitle: "Search",
            systemImageName: "magnifyingglass")
    }
}
// snippet.end
#endif
