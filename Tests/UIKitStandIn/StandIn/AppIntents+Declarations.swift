#if LAUNCH_ROUTING_UIKIT_STANDIN
import Foundation

// What an app writes to declare its App Intents, as the example's shell does: parameters,
// entities and their query, `OpenIntent`, results, and App Shortcuts. The adapters read none of
// it; it is here so that the example's intents compile as they would against the SDK.

/// Apple: https://developer.apple.com/documentation/foundation/localizedstringresource
/// (a Foundation type since iOS 16, missing from Foundation on Linux; here only a literal's text.)
public struct LocalizedStringResource: ExpressibleByStringLiteral, Sendable {
    public let key: String
    public init(stringLiteral value: String) { key = value }
}

/// Apple: https://developer.apple.com/documentation/appintents/intentresult
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol IntentResult: Sendable {}

/// Apple: https://developer.apple.com/documentation/appintents/intentresultcontainer
/// (generic over a value, an intent to open, a view and a dialog in the SDK; none of them here.)
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public struct IntentResultContainer: IntentResult {}

@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
extension IntentResult where Self == IntentResultContainer {
    /// Apple: https://developer.apple.com/documentation/appintents/intentresult/result()
    public static func result() -> Self { IntentResultContainer() }
}

/// Apple: https://developer.apple.com/documentation/appintents/intentparameter
/// (`@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue, Value :
/// Sendable`; of its initializers, the title alone. Reading a value the system never set traps
/// in the SDK, and here.)
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    public let title: LocalizedStringResource

    public init(title: LocalizedStringResource) { self.title = title }

    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("@Parameter \(title.key) read before it was set") }
            return value
        }
        set { value = newValue }
    }
}

@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
extension AppIntent {
    /// Apple: https://developer.apple.com/documentation/appintents/appintent/parameter
    public typealias Parameter = IntentParameter
}

/// Apple: https://developer.apple.com/documentation/appintents/systemintent
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol SystemIntent: AppIntent {}

/// Apple: https://developer.apple.com/documentation/appintents/appvalue
/// (what an `OpenIntent` opens: an entity or an enumeration; only entities here.)
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol AppValue: Sendable {}

/// Apple: https://developer.apple.com/documentation/appintents/openintent
/// (`protocol OpenIntent : SystemIntent`)
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol OpenIntent: SystemIntent {
    /// Apple: https://developer.apple.com/documentation/appintents/openintent/value
    associatedtype Value: AppValue
    /// Apple: https://developer.apple.com/documentation/appintents/openintent/target
    var target: Value { get set }
}

/// Apple: https://developer.apple.com/documentation/appintents/typedisplayrepresentation
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Sendable {
    public init(stringLiteral value: String) {}
}

/// Apple: https://developer.apple.com/documentation/appintents/displayrepresentation
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
}

/// Apple: https://developer.apple.com/documentation/appintents/appentity
/// (`protocol AppEntity : DisplayRepresentable, Identifiable, …`)
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol AppEntity: AppValue, Identifiable {
    /// Apple: https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.associatedtype
    associatedtype DefaultQuery: EntityQuery
    /// Apple: https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.type.property
    static var defaultQuery: DefaultQuery { get }
    /// Apple: https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Apple: https://developer.apple.com/documentation/appintents/displayrepresentable/displayrepresentation
    var displayRepresentation: DisplayRepresentation { get }
}

/// Apple: https://developer.apple.com/documentation/appintents/entityquery
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol EntityQuery: Sendable {
    /// Apple: https://developer.apple.com/documentation/appintents/entityquery/entity
    associatedtype Entity: AppEntity
    /// Apple: https://developer.apple.com/documentation/appintents/entityquery/init()
    init()
    /// Apple: https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
}

/// Apple: https://developer.apple.com/documentation/appintents/appshortcutphrasetoken
public struct AppShortcutPhraseToken: Sendable {
    /// Apple: https://developer.apple.com/documentation/appintents/appshortcutphrasetoken/applicationname
    public static let applicationName = AppShortcutPhraseToken()
}

/// Apple: https://developer.apple.com/documentation/appintents/appshortcutphrase
/// (`struct AppShortcutPhrase<Intent> where Intent : AppIntent`)
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// Apple: https://developer.apple.com/documentation/appintents/appshortcut
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public struct AppShortcut: Sendable {
    /// Apple: https://developer.apple.com/documentation/appintents/appshortcut/init(intent:phrases:shorttitle:systemimagename:)-8yntq
    @available(iOS 17.0, macCatalyst 17.0, tvOS 17.0, visionOS 1.0, *)
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
        systemImageName: String
    ) {}
}

/// Apple: https://developer.apple.com/documentation/appintents/appshortcutsbuilder
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
@resultBuilder
public struct AppShortcutsBuilder {
    public static func buildExpression(_ expression: AppShortcut) -> [AppShortcut] { [expression] }
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
}

/// Apple: https://developer.apple.com/documentation/appintents/appshortcutsprovider
@available(iOS 16.0, macCatalyst 16.0, tvOS 16.0, visionOS 1.0, *)
public protocol AppShortcutsProvider {
    /// Apple: https://developer.apple.com/documentation/appintents/appshortcutsprovider/appshortcuts
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}
#endif
