#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// The App Intents API the adapters use: the intent protocols a scene receives, the scene
// delegate's callback, and the connection option (UIKit's `_AppIntents_UIKit` overlay).

/// Apple: https://developer.apple.com/documentation/appintents/appintent
/// (`protocol AppIntent : PersistentlyIdentifiable, Sendable, …`: a title, an empty initializer
/// the system creates it with, and `perform()`; the adapters read none of them, the example's
/// intents declare them.)
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol AppIntent: Sendable {
    /// Apple: https://developer.apple.com/documentation/appintents/appintent/performresult
    associatedtype PerformResult: IntentResult
    /// Apple: https://developer.apple.com/documentation/appintents/appintent/title
    /// (`static var title: LocalizedStringResource { get }`)
    static var title: LocalizedStringResource { get }
    /// Apple: https://developer.apple.com/documentation/appintents/appintent/init()
    init()
    /// Apple: https://developer.apple.com/documentation/appintents/appintent/perform()
    /// (`func perform() async throws -> Self.PerformResult`)
    func perform() async throws -> PerformResult
}

/// Apple: https://developer.apple.com/documentation/appintents/targetcontentprovidingintent
/// (`protocol TargetContentProvidingIntent : AppIntent`)
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
public protocol TargetContentProvidingIntent: AppIntent {
    /// Apple: https://developer.apple.com/documentation/appintents/targetcontentprovidingintent/contentidentifier
    /// (`var contentIdentifier: String { get }`; by default "the name of the app intent type")
    var contentIdentifier: String { get }
}

@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
extension TargetContentProvidingIntent {
    public var contentIdentifier: String { String(describing: Self.self) }
}

/// Apple: https://developer.apple.com/documentation/appintents/uisceneappintent
/// (`protocol UISceneAppIntent : TargetContentProvidingIntent`; its `uiScene` and
/// `performNavigation(forScene:)` are for the intent's own code, which the adapters are not.)
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
public protocol UISceneAppIntent: TargetContentProvidingIntent {}

/// Apple: https://developer.apple.com/documentation/appintents/appintentscenedelegate
/// (`protocol AppIntentSceneDelegate : UISceneDelegate`)
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@MainActor
public protocol AppIntentSceneDelegate: UISceneDelegate {
    /// Apple: https://developer.apple.com/documentation/appintents/appintentscenedelegate/scene(_:willperformappintent:)
    /// (`func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)`)
    func scene(_ scene: UIScene, willPerformAppIntent appIntent: any UISceneAppIntent)
}

extension UIScene.ConnectionOptions {
    /// Apple: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/appintent
    /// (`@MainActor var appIntent: (any UISceneAppIntent)? { get }`: "The AppIntent that
    /// triggered scene creation")
    @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
    public var appIntent: (any UISceneAppIntent)? { standInAppIntent as? any UISceneAppIntent }
}
#endif
