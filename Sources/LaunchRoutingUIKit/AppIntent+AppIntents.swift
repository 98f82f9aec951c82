#if LAUNCH_ROUTING_UIKIT_STANDIN || (canImport(UIKit) && canImport(AppIntents) && !os(tvOS) && !os(watchOS))
#if !LAUNCH_ROUTING_UIKIT_STANDIN
import AppIntents
import UIKit
#endif
import LaunchRouting

/// An App Intent that names the values it hands to the router: its parameters by name, an entity
/// as its identifier, an enumeration as its raw value.
///
/// The library does not read `@Parameter` values by reflection: the property wrapper's storage
/// is private and an entity's identifier is of the app's own type, so an intent says what it
/// hands over. A `LaunchRule.Intent` then maps these names to route parameters. An intent that
/// does not adopt this protocol routes by its type alone.
///
/// ```swift
/// struct OpenOrderIntent: OpenIntent, UISceneAppIntent, RoutableIntent {
///     static let title: LocalizedStringResource = "Open Order"
///     @Parameter(title: "Order") var target: OrderEntity
///     var launchParameters: [String: LaunchInput.PropertyListValue] { ["target": .string(target.id)] }
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol RoutableIntent: AppIntent {
    /// The values a `LaunchRule.Intent` reads, by name.
    var launchParameters: [String: LaunchInput.PropertyListValue] { get }
}

@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
extension LaunchInput.AppIntent {
    /// The neutral form of an intent that opens a scene: its type's name (the default of
    /// `contentIdentifier` too), the values it names as a `RoutableIntent` (none otherwise) and
    /// its target content identifier.
    ///
    /// ```swift
    /// LaunchInput.AppIntent(OpenOrderIntent(target: order))
    /// // AppIntent(type: "OpenOrderIntent", parameters: ["target": "7"], targetContentIdentifier: "OpenOrderIntent")
    /// ```
    public init(_ intent: any TargetContentProvidingIntent) {
        self.init(
            type: String(describing: Swift.type(of: intent)),
            parameters: (intent as? any RoutableIntent)?.launchParameters ?? [:],
            targetContentIdentifier: intent.contentIdentifier)
    }
}

@available(iOS 26.0, macCatalyst 26.0, visionOS 26.0, *)
extension LaunchInboxController {
    /// The intent the system is about to perform in this scene, from
    /// `AppIntentSceneDelegate.scene(_:willPerformAppIntent:)`; `true` when it routes.
    ///
    /// UIKit calls this "always" after a connection whose options carried the same intent
    /// (`LaunchOptions(_:)` reads it): the inbox delivers it once.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent) {
    ///     launches.receive(appIntent)
    /// }
    /// ```
    @discardableResult
    public func receive(_ intent: any UISceneAppIntent) -> Bool {
        receive(.appIntent(LaunchInput.AppIntent(intent)))
    }
}
#endif
